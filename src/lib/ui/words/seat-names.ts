// Names of the units and cards of a game's two armies, by seat (the printed names come from
// the army's catalogue through words/cards.ts).
import { m } from '$lib/paraglide/messages.js';
import type { Game } from '$lib/rules';
import { unitName } from './cards';

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

/** A card in a Guerrilla window: Supply, Forced March, Regroup or a unit card (named by its unit). */
export function seatCardName(game: Game, seat: 0 | 1, cardId: string): string {
  if (cardId === 'supply') return m.card_hq_supply();
  if (cardId === 'forced-march') return m.card_hq_forced_march();
  if (cardId === 'regroup') return m.card_hq_regroup();
  const army = game.state.armies?.[seat];
  const card = army ? game.catalog.card(army.nation, cardId) : undefined;
  if (!card) return cardId;
  if (card.kind === 'unit') return seatUnitName(game, seat, card.unit);
  return card.kind === 'leader' ? card.name : card.title;
}
