// Per-position lookup tables, built once and cached (positions are immutable values).
import { squareIndex } from './board';
import type { Position } from './position';
import type { UnitDef } from '../data/types';

export interface Occupancy {
  /** owner[i]: index of the army on square i (0 or 1), or -1 when empty */
  readonly owner: Int8Array;
  /** slot[i]: index into that army's units, or -1 */
  readonly slot: Int8Array;
  /** cavalry[i]: 1 when the unit on square i is cavalry */
  readonly cavalry: Uint8Array;
  /** the unit definition on square i */
  readonly def: (UnitDef | undefined)[];
  /** redoubt[i]: 1 when square i holds a redoubt */
  readonly redoubt: Uint8Array;
  /** impassable[i]: lake */
  readonly lake: Uint8Array;
}

const cache = new WeakMap<Position, Occupancy>();

export function occupancy(p: Position): Occupancy {
  let o = cache.get(p);
  if (o) return o;
  const owner = new Int8Array(64).fill(-1);
  const slot = new Int8Array(64).fill(-1);
  const cavalry = new Uint8Array(64);
  const redoubt = new Uint8Array(64);
  const lake = new Uint8Array(64);
  const def: (UnitDef | undefined)[] = new Array(64).fill(undefined);
  p.armies.forEach((a, ai) => {
    a.units.forEach((u, ui) => {
      const i = squareIndex(u.square);
      if (i < 0) return;
      owner[i] = ai;
      slot[i] = ui;
      const d = p.catalog.unit(a.nation, u.unit);
      def[i] = d;
      cavalry[i] = d?.type === 'cavalry' ? 1 : 0;
    });
  });
  for (const sq of p.redoubts) {
    const i = squareIndex(sq);
    if (i >= 0) redoubt[i] = 1;
  }
  for (let i = 0; i < 64; i++) lake[i] = p.terrain[i] === 'lake' ? 1 : 0;
  o = { owner, slot, cavalry, def, redoubt, lake };
  cache.set(p, o);
  return o;
}

/** The unit on a square with its army index, or undefined. */
export function unitAt(p: Position, sq: string) {
  const i = squareIndex(sq);
  if (i < 0) return undefined;
  const o = occupancy(p);
  const ai = o.owner[i]!;
  if (ai < 0) return undefined;
  const army = p.armies[ai as 0 | 1];
  const placed = army.units[o.slot[i]!]!;
  return { army: ai as 0 | 1, nation: army.nation, edge: army.edge, placed, def: o.def[i] };
}

/** Current strength of a unit (1.3-R3: full or reduced side). */
export function strengthOf(def: UnitDef | undefined, reduced: boolean): number {
  if (!def) return 0;
  return reduced ? def.reduced : def.full;
}
