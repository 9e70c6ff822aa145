// The enemy's next move against the nightfall count (2.2): a square held only by influence is lost
// as soon as an enemy unit stands next to it (2.2-R2 b), so a count the enemy can undo with one
// basic move (5-R2…R7) is worth less than one it cannot, while it has a turn before nightfall.
import { TERRAIN_EFFECTS, type Seat } from '../rules';
import { control, type Board } from './board';
import { NB } from './values';

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

/** The most one basic move of the enemy's can cut seat `me`'s lead in controlled squares (2.2): 0 when none can. */
export function enemySwing(b: Board, me: Seat): number {
  const them: Seat = me === 0 ? 1 : 0;
  const owner = b.owner.slice();
  const nb: Board = { ...b, owner };
  const lead = control(b, me) - control(b, them);
  const to: number[] = [];
  let worst = 0;
  for (let i = 0; i < 64; i++) {
    if (b.owner[i] !== them) continue;
    reach(b, i, to);
    owner[i] = -1;
    for (const d of to) {
      owner[d] = them;
      const cut = lead - (control(nb, me) - control(nb, them));
      if (cut > worst) worst = cut;
      owner[d] = -1;
    }
    owner[i] = them;
  }
  return worst;
}
