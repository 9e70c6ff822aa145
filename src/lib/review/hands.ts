// A hand typed in by the player for a reviewed decision (issue 33: a review considers the seat's own
// hand "as typed by the player"). The cards offered are the seat's own deck's, each as many times as
// it may still be in the hand (the engine's `copiesLeft`: its printed copies less those the seat
// itself put on its discard pile or the table); the cards the player went on to play before drawing
// again (known.ts) were in the hand, so they are in every typed hand; the hand holds exactly as many
// cards as the public count says. No card of the other seat is ever offered or named.
import { copiesLeft, type Game, type Seat } from '../rules';

/** One card a typed hand may hold: at least `min` copies (played later), at most `max`. */
export interface HandChoice {
  card: string;
  min: number;
  max: number;
}

function countOf(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** The size of the seat's hand before the decision (public: 1.4, 2.3). */
export function handSize(before: Game, seat: Seat): number {
  return before.state.decks[seat].hand;
}

/** The cards of the seat's deck a typed hand may hold before the decision, in the deck's order; `proven` are the cards known to be there. */
export function handChoices(before: Game, seat: Seat, proven: readonly string[]): HandChoice[] {
  const army = before.state.armies?.[seat];
  if (!army) return [];
  const d = before.state.decks[seat];
  const must = countOf(proven);
  return before.catalog
    .army(army.nation)
    .deck.map((def) => ({ card: def.id, min: must.get(def.id) ?? 0, max: copiesLeft(d, before.catalog, army.nation, def.id) }))
    .filter((c) => c.max > 0 || c.min > 0);
}

/** Is `cards` a hand the seat may have held before the decision: its size, every card within its copies, the proven cards in it? */
export function typedHandOk(before: Game, seat: Seat, proven: readonly string[], cards: readonly string[]): boolean {
  if (cards.length !== handSize(before, seat)) return false;
  const choices = new Map(handChoices(before, seat, proven).map((c) => [c.card, c]));
  for (const [card, n] of countOf(cards)) {
    const c = choices.get(card);
    if (!c || n > c.max) return false;
  }
  const have = countOf(cards);
  return [...choices.values()].every((c) => (have.get(c.card) ?? 0) >= c.min);
}
