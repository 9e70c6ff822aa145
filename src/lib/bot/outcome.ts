// A combat's result judged by the position after it (issue 32): where the defender retreats to
// (6.5-R6…R8: back, else a flank, else forward), whether the attacker advances into the square it
// left (6.5-R13, an Assault only, when that is better for it) and which squares each side then
// controls at nightfall (2.2-R2), worth what the judgement makes of a lead as the night nears.
import { retreatSquares, positionOf, squareIndex, type Game, type Seat } from '../rules';
import { boardOf, control } from './board';
import { squaresValue, type EvalWeights } from './weights';

/** The attacker's positional gain from each result that moves the defender, in the judgement's points. */
export interface PositionStakes {
  /** the defender retreats (and the attacker advances if that is better for it) */
  retreat: number;
  /** the defender is eliminated (the same) */
  elim: number;
}

/**
 * For the open combat of `game` (its active seat attacks): the squares' worth after a retreat and
 * after an elimination, less their worth now. Null when the defender cannot be found.
 */
export function positionStakes(game: Game, w: EvalWeights): PositionStakes | null {
  const s = game.state;
  const cb = s.combat;
  if (!cb || !s.armies) return null;
  const me: Seat = s.active;
  const them: Seat = me === 0 ? 1 : 0;
  const b = boardOf(s, game.catalog);
  const d = squareIndex(cb.target);
  if (b.owner[d] !== them) return null;
  const from = cb.kind === 'assault' && cb.attacker ? s.armies[me].units.find((u) => u.unit === cb.attacker) : undefined;
  const a = from ? squareIndex(from.square) : -1;
  const o = b.owner;
  const value = () => squaresValue(s, game.catalog, me, w, control(b, me) - control(b, them));
  const now = value();
  /** the best of advancing or not, with the defender's square empty (the board put back after) */
  const vacated = () => {
    o[d] = -1;
    let v = value();
    if (a >= 0) {
      o[a] = -1;
      o[d] = me;
      v = Math.max(v, value());
      o[d] = -1;
      o[a] = me;
    }
    o[d] = them;
    return v;
  };
  const elim = vacated() - now;
  const squares = retreatSquares(positionOf(s, game.catalog), cb.target);
  if (squares.length === 0) return { retreat: elim, elim };
  // the defender takes the retreat square best for it (the worst for the attacker)
  let retreat = Infinity;
  for (const sq of squares) {
    const r = squareIndex(sq);
    o[r] = them;
    retreat = Math.min(retreat, vacated() - now);
    o[r] = -1;
  }
  return { retreat, elim };
}
