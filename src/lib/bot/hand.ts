// The app's hand of a seat (issue 26: "its hand is the app's"). The engine knows only counts; the
// cards are a pure fold of the game's actions over a deck order fixed by a recorded seed:
// - the deal and every draw take the next cards of a seeded shuffle of the seat's 60-card deck
//   (the game's catalogue, so data corrections count);
// - a reshuffle of the discard pile (2.3-R2) is a permutation seeded by (seed, reshuffle number)
//   of the discard pile in its recorded order;
// - every action that takes a card from that seat's hand removes it (it shows up on the table or
//   the discard pile); Skirmish returns its card to the hand (6.7-R3).
// Undo and replay are exact: an earlier game folds to the earlier hand, nothing is reshuffled again.
import type { Action, Catalog, Game, GameState, NationId, Seat } from '../rules';
import { mix, rng, shuffle } from './rng';

export interface SeatCards {
  /** the seat's hand, in the order the cards came in */
  hand: string[];
  /** its draw pile, the next card first (never shown to the bot: only the hand is) */
  drawPile: string[];
  /** cards the record says this seat took from its hand that the fold had not dealt it (0 when the
   * seat's cards were only ever played from this hand) */
  unknown: string[];
}

/** A nation's 60 cards, one id per copy, in catalogue order. */
export function deckCards(catalog: Catalog, nation: NationId): string[] {
  const out: string[] = [];
  for (const c of catalog.army(nation).deck) for (let i = 0; i < c.copies; i++) out.push(c.id);
  return out;
}

/** The order of the seat's original deck: a seeded shuffle of the catalogue's cards (3-R6). */
export function deckOrder(catalog: Catalog, nation: NationId, seed: number): string[] {
  return shuffle(deckCards(catalog, nation), rng(mix(seed, 0xdec0)));
}

/** 2.3-R2: the new deck of reshuffle number `k` (1, 2, …): a seeded permutation of the discard pile. */
export function reshuffleOrder(discard: readonly string[], seed: number, k: number): string[] {
  return shuffle([...discard], rng(mix(seed, 0x5ca7, k)));
}

/** An empty fold (before the deal). */
export function emptyCards(): SeatCards {
  return { hand: [], drawPile: [], unknown: [] };
}

function counts(xs: readonly string[], ys: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  for (const y of ys) m.set(y, (m.get(y) ?? 0) + 1);
  return m;
}

/** Take one copy of `card` out of the hand (or, if it was never dealt, note it). */
function takeFromHand(f: SeatCards, card: string): void {
  const i = f.hand.indexOf(card);
  if (i >= 0) {
    f.hand.splice(i, 1);
    return;
  }
  const j = f.drawPile.indexOf(card);
  if (j >= 0) f.drawPile.splice(j, 1);
  f.unknown.push(card);
}

/**
 * One action of the fold, in place: `before` and `after` are the states around `action`. Used by
 * playMatch to follow both seats without folding the whole record again at every step.
 */
export function foldInPlace(
  f: SeatCards,
  seat: Seat,
  seed: number,
  catalog: Catalog,
  before: GameState,
  after: GameState,
  action: Action
): void {
  if (action.type === 'deal' && after.armies) {
    const order = deckOrder(catalog, after.armies[seat].nation, seed);
    const n = after.decks[seat].hand - before.decks[seat].hand;
    f.hand = order.slice(0, n);
    f.drawPile = order.slice(n);
    f.unknown = [];
    return;
  }
  if (!after.armies || after.stage === 'setup') return;
  const b = before.decks[seat];
  const a = after.decks[seat];
  if (action.type === 'draw' && before.active === seat) {
    // 4-R8: from the pile; 2.3-R2: an empty pile is the discard pile reshuffled (once per draw)
    for (let i = 0; i < a.hand - b.hand; i++) {
      if (f.drawPile.length === 0) f.drawPile = reshuffleOrder(b.discard, seed, a.reshuffles);
      f.hand.push(f.drawPile.shift()!);
    }
    return;
  }
  // cards that left the hand appear on the table or the discard pile; a Skirmish card goes back
  const was = counts(b.discard, b.inPlay);
  const now = counts(a.discard, a.inPlay);
  for (const [card, k] of now) for (let i = 0; i < k - (was.get(card) ?? 0); i++) takeFromHand(f, card);
  for (const [card, k] of was) for (let i = 0; i < k - (now.get(card) ?? 0); i++) f.hand.push(card);
}

/** The games from the start to `game`, oldest first. */
function chain(game: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) out.push(g);
  return out.reverse();
}

/**
 * The seat's cards after the game's actions, for the deck order of `seed` (issue 26; the record's
 * `setup.opponent.seed` for the app's opponent). A pure function of the game: undo and replay give
 * exactly the hand the seat held then.
 */
export function seatCards(game: Game, seat: Seat, seed: number): SeatCards {
  const f = emptyCards();
  const games = chain(game);
  for (let i = 1; i < games.length; i++) {
    const g = games[i]!;
    foldInPlace(f, seat, seed, game.catalog, games[i - 1]!.state, g.state, g.lastAction!);
  }
  return f;
}

/**
 * The first action (1-based) at which the seat takes from its hand a card the fold never dealt it —
 * a record that cannot have been played with this seed (a forged or damaged record of a game
 * against the app's opponent) — with that card; null when every card it used was in its hand.
 */
export function firstCardNotHeld(game: Game, seat: Seat, seed: number): { index: number; card: string } | null {
  const f = emptyCards();
  const games = chain(game);
  for (let i = 1; i < games.length; i++) {
    const g = games[i]!;
    const known = f.unknown.length;
    foldInPlace(f, seat, seed, game.catalog, games[i - 1]!.state, g.state, g.lastAction!);
    if (f.unknown.length > known) return { index: i, card: f.unknown[known]! };
  }
  return null;
}

/** The hand of the app's opponent recorded in `game.setup.opponent` (null when there is none). */
export function opponentHand(game: Game): { seat: Seat; hand: string[] } | null {
  const o = game.setup.opponent;
  if (!o) return null;
  const held = seatCards(game, o.seat, o.seed);
  // a card its seed never dealt was played for its seat (someone played for it, issue 30): the
  // fold then holds more cards than the engine counts; it decides from as many as the engine
  // counts, so that none of its proposals is refused for cards it cannot have (never a stuck game)
  const hand = held.unknown.length ? held.hand.slice(0, game.state.decks[o.seat]?.hand ?? 0) : held.hand;
  return { seat: o.seat, hand };
}
