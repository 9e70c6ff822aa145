// A level's weights, and what the squares each side controls (2.2) are worth as the night nears
// (2.3): the judgement's (evaluate.ts) and a combat's position after it (outcome.ts).
import { ownRow, squareIndex, type Catalog, type GameState, type Seat } from '../rules';
import { deckLeft } from './time';

/** The weights of a level (levels.ts). */
export interface EvalWeights {
  /** per controlled square of lead, early in the day */
  square: number;
  /** per controlled square of lead, added as the night comes */
  squareLate: number;
  /** the worth of being ahead when the night falls (scaled by how near it is) */
  night: number;
  /** the weight of the enemy's threat next turn (0: ignored) */
  threat: number;
  /** cards drawn per player turn assumed for the pace of the day */
  pace: number;
  /** the weight of my best combat from this position with the cards I hold (the next turn's pressure) */
  potential: number;
  /** issue 32: cards are worth what they can still do before nightfall (time.ts) */
  dayValue: boolean;
  /** issue 32: a combat's retreat and elimination are worth the squares they change (outcome.ts) */
  position: boolean;
  /**
   * issue 32: the squares of my lead that the enemy's best next basic move would take back (swing.ts)
   * are counted off it, times this, while it has a turn before nightfall (0: ignored)
   */
  swing: number;
  /**
   * issue 32 (expert): per row a unit stands nearer the enemy half, up to its own row 4 (from where
   * it reaches the enemy half's squares, 2.2-R2), mine less theirs, while the night is far (0: ignored)
   */
  advance?: number;
}

export const WIN = 1000;

/** Cards left in each original deck (0 once exhausted, 2.3-R1). */
export const cardsLeft = deckLeft;

/** Own turns of the slower deck before the second exhaustion, at `pace` cards drawn per turn. */
export function turnsLeft(s: GameState, pace: number): number {
  if (s.nightfallDue) return 0;
  return Math.max(cardsLeft(s, 0), cardsLeft(s, 1)) / pace;
}

/** 2.2-R6 tie-breaks as a number: + when I win a tie on squares. */
export function tieBreak(s: GameState, catalog: Catalog, me: Seat): number {
  const a = s.armies!;
  const them: Seat = me === 0 ? 1 : 0;
  const byMe = a[them].eliminated.length;
  const byThem = a[me].eliminated.length;
  if (byMe !== byThem) return byMe > byThem ? 1 : -1;
  const r0 = a[me].units.filter((u) => u.reduced).length;
  const r1 = a[them].units.filter((u) => u.reduced).length;
  if (r0 !== r1) return r0 < r1 ? 1 : -1;
  return catalog.army(a[me].nation).tieBreakRank < catalog.army(a[them].nation).tieBreakRank ? 1 : -1;
}

/** How near the night is, 0 (far) to 1 (falling): the weight of the count at nightfall (2.3). */
export function nearness(s: GameState, pace: number): number {
  return Math.exp(-turnsLeft(s, pace) / 2.5);
}

/** The rows a seat's units on the map stand before its own row 1, each counted up to its own row 4 (section 0). */
export function forward(s: GameState, seat: Seat): number {
  const a = s.armies![seat];
  if (!a.edge) return 0;
  let n = 0;
  for (const u of a.units) n += Math.min(ownRow(a.edge, squareIndex(u.square)), 4) - 1;
  return n;
}

/** What a lead of `lead` controlled squares (2.2) is worth to seat `me` in state `s`, as the night nears. */
export function squaresValue(s: GameState, catalog: Catalog, me: Seat, w: EvalWeights, lead: number): number {
  const near = nearness(s, w.pace);
  return (w.square + w.squareLate * near) * lead + w.night * near * Math.tanh((lead + 0.5 * tieBreak(s, catalog, me)) / 1.5);
}
