// Determinised futures (issue 32): what the bot does not know, drawn at random from what it may
// know. The enemy's hand is a draw from its unseen cards (its deck less every card seen: discard
// pile and table), as reply.ts samples it; both draw piles are the rest of each side's unseen cards
// in a random order (the bot does not know its own undrawn cards either). Each future also has its
// own stream of dice. Nothing here reads a hidden card: only the view (board, public cards, counts,
// the bot's own hand).
import { other, type Catalog, type GameState, type Seat } from '../../rules';
import type { SeatCards } from '../hand';
import { mix, rng, shuffle } from '../rng';

export interface Future {
  /** seeds this future's reshuffles (2.3-R2) and dice */
  seed: number;
  /** each seat's hand and draw pile in this future (seat-indexed) */
  cards: [SeatCards, SeatCards];
}

/** A seat's cards not seen by `me`: its deck less its discard pile, its cards on the table and (mine) my hand. */
export function unseenCards(s: GameState, catalog: Catalog, seat: Seat, minus: readonly string[] = []): string[] {
  const d = s.decks[seat];
  const out = new Map<string, number>();
  for (const c of d.discard) out.set(c, (out.get(c) ?? 0) + 1);
  for (const c of d.inPlay) out.set(c, (out.get(c) ?? 0) + 1);
  for (const c of minus) out.set(c, (out.get(c) ?? 0) + 1);
  const cards: string[] = [];
  for (const def of catalog.army(s.armies![seat].nation).deck) {
    const k = def.copies - (out.get(def.id) ?? 0);
    for (let i = 0; i < k; i++) cards.push(def.id);
  }
  return cards;
}

/**
 * Futures `from`…`from + n − 1` for seat `me` holding `hand` in state `s`, from `seed`. Future i is
 * the same whatever else is asked, so that the candidates of a decision meet the same futures
 * (common random numbers) however many each is given.
 */
export function sampleFutures(
  s: GameState,
  catalog: Catalog,
  me: Seat,
  hand: readonly string[],
  n: number,
  seed: number,
  from = 0
): Future[] {
  const them = other(me);
  const mine = unseenCards(s, catalog, me, hand);
  const theirs = unseenCards(s, catalog, them);
  const out: Future[] = [];
  for (let i = from; i < from + n; i++) {
    const r = rng(mix(seed, 0xf07e, i));
    const pile = shuffle([...mine], r).slice(0, s.decks[me].drawPile);
    const xs = shuffle([...theirs], r);
    const h = s.decks[them].hand;
    const cards = [] as unknown as [SeatCards, SeatCards];
    cards[me] = { hand: [...hand], drawPile: pile, unknown: [] };
    cards[them] = { hand: xs.slice(0, h), drawPile: xs.slice(h, h + s.decks[them].drawPile), unknown: [] };
    out.push({ seed: mix(seed, 0xf07f, i), cards });
  }
  return out;
}
