// 6.2 steps 2 and rule 8 Range: range and line of sight for Bombardment, Volley and Grand Battery.
import { distance, NEIGHBOURS, other, SQUARES, squareIndex, type Seat, type Square } from './board';
import { occupancy, type Occupancy } from './occupancy';
import type { Position } from './position';
import { TERRAIN_EFFECTS } from './terrain';

/** 6.2-R6: a middle square blocks when it is Hill/Town/Woods or holds any unit. */
function blocks(p: Position, o: Occupancy, i: number): boolean {
  return o.owner[i]! >= 0 || TERRAIN_EFFECTS[p.terrain[i]!].blocksSight;
}

/** Middle squares of the shortest orthogonal paths from a to b (distance 2 only). */
function middles(a: number, b: number): number[] {
  return NEIGHBOURS[a]!.filter((m) => NEIGHBOURS[m]!.includes(b));
}

export interface SightLine {
  /** the target square (holding an enemy unit) */
  square: Square;
  distance: number;
  /** true when at least one orthogonal path has no blocking middle square (6.2-R6: one is enough) */
  clear: boolean;
  /** the middle squares that block, when not clear */
  blockedBy: Square[];
}

/** The square index of the unit on `from`, the occupancy and the unit's seat; null when `from` holds no unit. */
function firer(p: Position, from: Square): { f: number; o: Occupancy; me: number } | null {
  const f = squareIndex(from);
  const o = occupancy(p);
  const me = f < 0 ? -1 : o.owner[f]!;
  return me < 0 ? null : { f, o, me };
}

/**
 * Line of sight from `from` to every enemy unit within `range` (6.2-R3…R7): range counted
 * orthogonally; the ends never block; at range 2 one clear middle square suffices (6.2-R6, not
 * the Polish rule 8's "none may block": see docs/decisions.md).
 */
export function sightLines(p: Position, from: Square, range: number): SightLine[] {
  const firing = firer(p, from);
  if (!firing) return [];
  const { f, o, me } = firing;
  const out: SightLine[] = [];
  for (let t = 0; t < 64; t++) {
    const ow = o.owner[t]!;
    if (ow < 0 || ow === me) continue;
    const d = distance(f, t);
    if (d > range) continue;
    out.push(sight(p, o, f, t, d));
  }
  return out;
}

function sight(p: Position, o: Occupancy, f: number, t: number, d: number): SightLine {
  if (d <= 1) return { square: SQUARES[t]!, distance: d, clear: true, blockedBy: [] };
  if (d === 2) {
    const ms = middles(f, t);
    const blocked = ms.filter((m) => blocks(p, o, m));
    const clear = blocked.length < ms.length;
    return { square: SQUARES[t]!, distance: d, clear, blockedBy: clear ? [] : blocked.map((m) => SQUARES[m]!) };
  }
  // Longer ranges do not occur on printed cards; any shortest path with no blocking square counts.
  const reach = new Set<number>([f]);
  let frontier = [f];
  for (let k = 1; k < d; k++) {
    const next: number[] = [];
    for (const a of frontier)
      for (const m of NEIGHBOURS[a]!)
        if (distance(m, t) === d - k && !blocks(p, o, m) && !reach.has(m)) {
          reach.add(m);
          next.push(m);
        }
    frontier = next;
  }
  const clear = frontier.length > 0;
  return { square: SQUARES[t]!, distance: d, clear, blockedBy: [] };
}

/**
 * Squares holding enemy units that a Bombardment or Volley of the given range from `from` may
 * target: orthogonal distance ≤ range, line of sight not through Hill/Town/Woods or any unit.
 */
export function fireTargets(p: Position, from: Square, range: number): Square[] {
  const firing = firer(p, from);
  if (!firing) return [];
  const { f, o, me } = firing;
  const out: Square[] = [];
  for (const u of p.armies[other(me as Seat)].units) {
    const t = squareIndex(u.square);
    const d = distance(f, t);
    if (d > range) continue;
    if (d <= 1 || sight(p, o, f, t, d).clear) out.push(u.square);
  }
  return out;
}
