// 9.2-R25: a Scout/Spy played against Adiutant — "the opponent shows their whole hand to the active
// player". The app holds Adiutant's cards (a fold of its seed and the record, bot/hand.ts), so the
// action bar shows them on the step the card is played (issue 30 §3); they are not written in the
// history, which stays public.
import { m } from '$lib/paraglide/messages.js';
import { opponentHand } from '$lib/bot';
import { i18n, type Locale } from '$lib/i18n.svelte';
import type { Action, Game } from '$lib/rules';
import { cardName } from '$lib/ui/words/cards';

/** Adiutant's hand as the player who just played Scout/Spy sees it, or null for any other action. */
export function revealLine(before: Game, after: Game, a: Action, locale: Locale = i18n.locale): string | null {
  const o = after.setup.opponent;
  if (a.type !== 'scout' || !o || before.state.active === o.seat) return null;
  const held = opponentHand(after);
  const army = after.state.armies?.[o.seat];
  if (!held || !army) return null;
  const name = after.setup.players[o.seat] ?? '';
  if (held.hand.length === 0) return m.solo_reveal_none({ name }, { locale });
  const cards = held.hand.map((c) => cardName(after.catalog, army.nation, c, locale)).join(' · ');
  return m.solo_reveal({ name, cards }, { locale });
}
