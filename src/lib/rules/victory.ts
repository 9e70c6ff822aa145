// Rule 2: victory. Attrition (2.1) and nightfall control, score and tie-breaks (2.2).
import type { NationId } from '../data/types';
import { inEnemyHalf, NEIGHBOURS, other, SQUARES, type Seat, type Square } from './board';
import { occupancy } from './occupancy';
import type { Position } from './position';

/** 2.1-R1: eliminating this many enemy units wins at once. */
export const ATTRITION_LIMIT = 5;
/** 1.3-R2: units per army. */
export const UNITS_PER_ARMY = 8;

/**
 * How one enemy-half square stands for the scoring player (2.2-R2…R4, the Polish wording of influence):
 * - `occupied`: their unit stands on it (counts even with enemies adjacent);
 * - `influence`: empty (Lake included, 2.2-R4), one of their units adjacent, no enemy adjacent;
 * - `contested` (the rulebook diagram's X): empty, adjacent to units of both sides — not counted;
 * - `enemy-occupied` (the diagram's Y): an enemy unit stands on it — not counted;
 * - `none`: no unit of theirs on or next to it.
 */
export type ControlKind = 'occupied' | 'influence' | 'contested' | 'enemy-occupied' | 'none';

export interface NightfallSide {
  nation: NationId;
  /** every square of the enemy half with its status for this side */
  squares: { square: Square; kind: ControlKind }[];
  /** number of controlled squares (occupied + influence) */
  score: number;
  /** enemy units this side has eliminated (tie-break 1) */
  eliminated: number;
  /** own units on their reduced side (tie-break 2) */
  reduced: number;
}

export interface NightfallScore {
  score: Record<string, number>;
  squares: Record<string, Square[]>;
  winner: string;
  decidedBy: 'squares' | 'eliminated' | 'reduced' | 'nation-order';
}

/**
 * 2.2-R2: an empty square for `seat` (owner: the army on each square, -1 when empty): next to its
 * units only, it is influenced; next to both sides', contested (X); next to none of its, nothing.
 */
export function emptyControl(owner: Int8Array, i: number, seat: number): 'influence' | 'contested' | 'none' {
  let mine = false;
  let theirs = false;
  for (const n of NEIGHBOURS[i]!) {
    const x = owner[n]!;
    if (x === seat) mine = true;
    else if (x >= 0) theirs = true;
  }
  return mine ? (theirs ? 'contested' : 'influence') : 'none';
}

/** 2.2-R2: each side's status on every square of its enemy half. */
export function nightfallControl(p: Position): [NightfallSide, NightfallSide] {
  const o = occupancy(p);
  const sides = p.armies.map((army, me) => {
    const enemy = p.armies[other(me as Seat)];
    const squares: NightfallSide['squares'] = [];
    let score = 0;
    for (let i = 0; i < 64; i++) {
      if (!inEnemyHalf(army.edge, i)) continue; // 2.2-R1: own-half squares never score
      let kind: ControlKind;
      const ow = o.owner[i]!;
      if (ow === me) kind = 'occupied';
      else if (ow >= 0) kind = 'enemy-occupied';
      else kind = emptyControl(o.owner, i, me);
      if (kind === 'occupied' || kind === 'influence') score++;
      squares.push({ square: SQUARES[i]!, kind });
    }
    return {
      nation: army.nation,
      squares,
      score,
      eliminated: UNITS_PER_ARMY - enemy.units.length,
      reduced: army.units.filter((u) => u.reduced).length
    };
  });
  return sides as [NightfallSide, NightfallSide];
}

/**
 * 2.2 nightfall: squares each side controls in the enemy half and the winner. Ties (2.2-R6, the
 * rulebook's order, not the player aid's):
 * more enemy units eliminated, then fewer own reduced units, then the nation earlier in the list
 * United States, Ottoman Empire, Spain, Austria, Prussia, Russia, Great Britain, France.
 */
export function nightfallScore(p: Position): NightfallScore {
  const [a, b] = nightfallControl(p);
  const rankA = p.catalog.army(a.nation).tieBreakRank;
  const rankB = p.catalog.army(b.nation).tieBreakRank;
  let winner: NightfallSide;
  let decidedBy: NightfallScore['decidedBy'];
  if (a.score !== b.score) [winner, decidedBy] = [a.score > b.score ? a : b, 'squares'];
  else if (a.eliminated !== b.eliminated) [winner, decidedBy] = [a.eliminated > b.eliminated ? a : b, 'eliminated'];
  else if (a.reduced !== b.reduced) [winner, decidedBy] = [a.reduced < b.reduced ? a : b, 'reduced'];
  else [winner, decidedBy] = [rankA < rankB ? a : b, 'nation-order'];
  const held = (s: NightfallSide) => s.squares.filter((x) => x.kind === 'occupied' || x.kind === 'influence').map((x) => x.square);
  return {
    score: { [a.nation]: a.score, [b.nation]: b.score },
    squares: { [a.nation]: held(a), [b.nation]: held(b) },
    winner: winner.nation,
    decidedBy
  };
}

/**
 * 2.1 attrition, checked once a combat is completely resolved (2.1-R3). `eliminatedBy[i]` is
 * the number of enemy units army i has eliminated. Both at 5+ (only possible through Committed
 * Attack hits on the active player's own units) → the defender wins (2.1-R2).
 */
export function attritionWinner(eliminatedBy: readonly [number, number], active: 0 | 1): 0 | 1 | null {
  const [x, y] = eliminatedBy;
  if (x >= ATTRITION_LIMIT && y >= ATTRITION_LIMIT) return other(active);
  if (x >= ATTRITION_LIMIT) return 0;
  if (y >= ATTRITION_LIMIT) return 1;
  return null;
}
