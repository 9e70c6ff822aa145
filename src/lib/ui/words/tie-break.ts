// The nightfall tie-break (2.2-R6) in words, written once: a clause for the game's history and the
// deck panel ("the tie is decided by enemy units eliminated") and the scoring view's sentence with
// both sides' counts ("Tied on squares: decided by enemy units eliminated, 2:1 (rule 2.2).").
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { Msg } from './say';

const CLAUSE: Partial<Record<string, Msg>> = {
  eliminated: m.hist_tie_eliminated,
  reduced: m.hist_tie_reduced,
  'nation-order': m.hist_tie_nation_order
};

/** How a nightfall tie was broken, as a clause; null when the squares decided. */
export function tieBreakText(decidedBy: string | undefined, locale?: Locale): string | null {
  const msg = decidedBy === undefined ? undefined : CLAUSE[decidedBy];
  return msg ? msg({}, locale ? { locale } : {}) : null;
}

/**
 * Which criterion decided, as the scoring view's sentence; `counts`: the two sides' eliminated (or
 * reduced) units in seat order; `short`: on a phone, the nation order itself is in the folded part.
 */
export function tieBreakSentence(decidedBy: string, counts: { a: number; b: number }, short = false): string {
  switch (decidedBy) {
    case 'eliminated':
      return m.night_decided_eliminated(counts);
    case 'reduced':
      return m.night_decided_reduced(counts);
    case 'nation-order':
      return short ? m.night_decided_nation_order_short() : m.night_decided_nation_order();
    default:
      return m.night_decided_squares();
  }
}
