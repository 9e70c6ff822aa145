// The enemy's next move against the nightfall count (2.2): a square held only by influence is lost
// as soon as an enemy unit stands next to it (2.2-R2 b), so a count the enemy can undo with one
// basic move (5-R2…R7) is worth less than one it cannot, while it has a turn before nightfall.
import { TERRAIN_EFFECTS, type Seat } from '../rules';
import { emptyControl } from '../rules/victory';
import { enemyHalfOf, type Board } from './board';
import { NB as NEIGHBOURS } from './values';

/** The neighbours table, read once (a module binding is a getter in some loaders; this is hot). */
const NB = NEIGHBOURS;

/** 5-R2…R5: the squares a unit on i may reach with a basic move on board b (cavalry through a first square not Marsh/Fields). */
function reach(b: Board, i: number, out: number[]): void {
  out.length = 0;
  const open = (j: number) => b.owner[j]! < 0 && !b.lake[j];
  for (const n of NB[i]!) {
    if (!open(n)) continue;
    out.push(n);
    if (!b.cavalry[i] || stops(b, n)) continue;
    for (const m of NB[n]!) if (m !== i && open(m) && !out.includes(m)) out.push(m);
  }
}

/** 5-R5: entering Marsh or Fields ends the move. */
function stops(b: Board, i: number): boolean {
  return TERRAIN_EFFECTS[b.s.terrain![i]!].endsMove;
}

/**
 * Square i's part in `me`'s lead (2.2-R2): +1 if `me` controls it in its enemy half (occupied, or
 * influenced and uncontested), −1 if `them` does in theirs.
 */
function part(owner: Int8Array, i: number, me: Seat, halfMe: Uint8Array, halfThem: Uint8Array): number {
  const o = owner[i]!;
  if (o >= 0) return (halfMe[i] && o === me ? 1 : 0) - (halfThem[i] && o !== me ? 1 : 0);
  if (!halfMe[i] && !halfThem[i]) return 0;
  const mine = emptyControl(owner, i, me);
  if (mine === 'influence') return halfMe[i] ? 1 : 0;
  if (mine === 'contested') return 0;
  // no unit of mine next to it: the enemy's alone, if it has one there
  return halfThem[i] && emptyControl(owner, i, me === 0 ? 1 : 0) === 'influence' ? -1 : 0;
}

/**
 * The most one basic move of the enemy's can cut seat `me`'s lead in controlled squares (2.2): 0
 * when none can. A move from i to d changes the control of i, d and their neighbours only, so only
 * those squares are counted again (the same figure as counting the whole board: swing.test).
 */
export function enemySwing(b: Board, me: Seat): number {
  const them: Seat = me === 0 ? 1 : 0;
  const halfMe = halfOf(b, me);
  const halfThem = halfOf(b, them);
  const owner = b.owner.slice();
  const parts = new Int8Array(64);
  for (let k = 0; k < 64; k++) parts[k] = part(owner, k, me, halfMe, halfThem);
  const to: number[] = [];
  const near: number[] = [];
  let worst = 0;
  for (let i = 0; i < 64; i++) {
    if (b.owner[i] !== them) continue;
    reach(b, i, to);
    for (const d of to) {
      nearOf(i, d, near);
      let before = 0;
      for (const k of near) before += parts[k]!;
      owner[i] = -1;
      owner[d] = them;
      let after = 0;
      for (const k of near) after += part(owner, k, me, halfMe, halfThem);
      owner[d] = -1;
      owner[i] = them;
      if (before - after > worst) worst = before - after;
    }
  }
  return worst;
}

/** i, d and their neighbours, each once. */
function nearOf(i: number, d: number, out: number[]): void {
  out.length = 0;
  out.push(i, d);
  for (const n of NB[i]!) if (n !== d) out.push(n);
  for (const n of NB[d]!) if (n !== i && !out.includes(n)) out.push(n);
}

/** A seat's enemy half (2.2-R1), none while it has no edge. */
function halfOf(b: Board, seat: Seat): Uint8Array {
  const edge = b.s.armies![seat].edge;
  return edge ? enemyHalfOf(edge) : NONE;
}

const NONE = new Uint8Array(64);
