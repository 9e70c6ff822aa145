// Names of the units and cards of a game's two armies, by seat (the printed names come from
// the army's catalogue through words/cards.ts).
import { m } from '$lib/paraglide/messages.js';
import type { Game } from '$lib/rules';
import type { Locale } from '$lib/i18n.svelte';
import { hqName, unitName } from './cards';

/** A unit's printed name, e.g. "1st Cuirassiers". */
export function seatUnitName(game: Game, seat: 0 | 1, unitId: string): string {
  const army = game.state.armies?.[seat];
  return army ? unitName(game.catalog, army.nation, unitId) : unitId;
}

/** The printed name of the unit on a square, or the square. */
export function unitNameOn(game: Game, square: string): string {
  const armies = game.state.armies;
  if (!armies) return square;
  for (const seat of [0, 1] as const) {
    const u = armies[seat].units.find((x) => x.square === square);
    if (u) return seatUnitName(game, seat, u.unit);
  }
  return square;
}

/**
 * A card of a seat's deck by the name a player knows it by: a unit card by its unit, a Leader by
 * its name, an HQ card by the rulebook's name in the language (Supply / Zaopatrzenie, Withdraw /
 * Wycofanie…, with its printed title where that says more: words/cards.ts `hqName`).
 */
export function seatCardName(game: Game, seat: 0 | 1, cardId: string, locale?: Locale): string {
  const o = locale ? { locale } : {};
  if (cardId === 'supply') return m.card_hq_supply({}, o);
  if (cardId === 'forced-march') return m.card_hq_forced_march({}, o);
  if (cardId === 'regroup') return m.card_hq_regroup({}, o);
  const army = game.state.armies?.[seat];
  const card = army ? game.catalog.card(army.nation, cardId) : undefined;
  if (!card) return cardId;
  if (card.kind === 'unit') return seatUnitName(game, seat, card.unit);
  return card.kind === 'leader' ? card.name : hqName(card, locale);
}
