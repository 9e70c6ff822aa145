// The five phases of a player turn in words (4-R2): the one phase name (short for a column, long
// in a sentence). Light on purpose (the home screen's list names phases without the engine); the
// guide with each phase's rule is phase-guide.ts.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { Phase } from '$lib/rules';
import { sayOr, type Msg } from './say';

const SHORT: Record<Phase | 'setup', Msg> = {
  setup: m.hist_setup,
  discard: m.hist_phase_discard,
  draw: m.hist_phase_draw,
  movement: m.hist_phase_movement,
  combat: m.card_combat,
  restoration: m.hist_phase_restoration
};
const LONG: Record<Phase, Msg> = {
  discard: m.home_phase_discard,
  draw: m.home_phase_draw,
  movement: m.home_phase_movement,
  combat: m.home_phase_combat,
  restoration: m.home_phase_restoration
};

/**
 * The one name of a phase: "Movement" / "Ruch" (a column label; 'setup': "Setup" / "Przygotowanie"),
 * `long`: "Movement Phase" / "Faza Ruchu". A combat step ("combat:roll") is named by its phase.
 */
export function phaseName(phase: string, o: { long?: boolean; locale?: Locale } = {}): string {
  const key = phase.split(':')[0]!;
  return sayOr(o.long ? LONG : SHORT, key, phase, o.locale);
}
