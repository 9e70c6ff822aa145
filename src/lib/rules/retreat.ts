// 6.5 Retreat (and Withdrawal, 6.5-R11): one square by priority back → flanks → forward.
import { backOf, flanksOf, forwardOf, SQUARES, squareIndex, type Square } from './board';
import { occupancy } from './occupancy';
import type { Position } from './position';

export type RetreatTier = 'back' | 'flank' | 'forward' | 'none';

/**
 * The retreat tier and the squares of that tier for the unit on `square`. A square is open if it
 * is on the board, empty and not a Lake (6.5-R6…R9: a Lake counts as blocked; terrain never restricts
 * a retreat otherwise, 6.5-R10).
 */
export function retreatOptions(p: Position, square: Square): { tier: RetreatTier; squares: Square[] } {
  const i = squareIndex(square);
  const o = occupancy(p);
  const ai = i < 0 ? -1 : o.owner[i]!;
  if (ai < 0) return { tier: 'none', squares: [] };
  const edge = p.armies[ai as 0 | 1].edge;
  const isOpen = (j: number) => j >= 0 && o.owner[j]! < 0 && !o.lake[j];
  const back = backOf(edge, i);
  if (isOpen(back)) return { tier: 'back', squares: [SQUARES[back]!] }; // 6.5-R6
  const flanks = flanksOf(edge, i).filter(isOpen);
  if (flanks.length) return { tier: 'flank', squares: flanks.map((j) => SQUARES[j]!) }; // 6.5-R7
  const fwd = forwardOf(edge, i);
  if (isOpen(fwd)) return { tier: 'forward', squares: [SQUARES[fwd]!] }; // 6.5-R8
  return { tier: 'none', squares: [] }; // 6.5-R9: eliminated instead
}

/** The squares the unit on `square` may retreat to (the highest tier that has any); [] = eliminated. */
export function retreatSquares(p: Position, square: Square): Square[] {
  return retreatOptions(p, square).squares;
}
