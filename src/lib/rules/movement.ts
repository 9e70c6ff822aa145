// Rule 5 on a Position (no game state; the Movement Phase's handlers are in movement-phase.ts): where
// a basic move (5-R2…R7), a Forced March (5-R10…R13) or a Skirmish move (9.2-R23) may go, its path.
import { distance, NEIGHBOURS, SQUARES, squareIndex, type Square } from './board';
import type { ErrorCode } from './errors';
import { occupancy, unitAt, type Occupancy } from './occupancy';
import type { Position } from './position';
import { fail, type RuleError } from './result';
import { TERRAIN_EFFECTS } from './terrain';

/** 5-R3: a square a unit may enter: on the board (by construction), empty, not a Lake. */
function open(o: Occupancy, i: number, vacated: number): boolean {
  return (o.owner[i]! < 0 || i === vacated) && !o.lake[i];
}

function endsMove(p: Position, i: number): boolean {
  return TERRAIN_EFFECTS[p.terrain[i]!].endsMove;
}

/**
 * Squares where a basic move from square index `from` may end (5-R2…R7): Infantry 1 square;
 * Cavalry 1 or 2, not through a unit or Lake, stopping on entering Marsh/Fields, never back to start.
 */
export function basicMoves(p: Position, from: number): number[] {
  const o = occupancy(p);
  if (o.owner[from]! < 0) return [];
  const out: number[] = [];
  const cav = o.cavalry[from] === 1;
  for (const b of NEIGHBOURS[from]!) {
    if (!open(o, b, -1)) continue;
    out.push(b);
    if (!cav || endsMove(p, b)) continue; // 5-R5
    for (const c of NEIGHBOURS[b]!) {
      if (c === from || !open(o, c, -1)) continue; // 5-R4: must end elsewhere
      if (!out.includes(c)) out.push(c);
    }
  }
  return out;
}

/** 5-R13 (A8a): no Forced March for a move that began or ended in Marsh or Fields. */
export function forcedMarchAllowed(p: Position, start: number, end: number): boolean {
  return !endsMove(p, start) && !endsMove(p, end);
}

/**
 * Forced March squares (5-R10, 5-R11) for a unit whose basic move went from `start` to `end`.
 * `p` shows the unit still on `start` (planning a whole move) or already on `end` (in play, where
 * another unit may have entered `start` since). The start square is allowed when empty.
 */
export function forcedMarchFrom(p: Position, start: number, end: number, unitOn: 'start' | 'end' = 'end'): number[] {
  if (!forcedMarchAllowed(p, start, end)) return [];
  const o = occupancy(p);
  return NEIGHBOURS[end]!.filter((c) => open(o, c, unitOn === 'start' ? start : -1));
}

/**
 * Every square where the unit on `from` may end its movement this phase (rule 5).
 * With `forcedMarch`, every square reachable by a basic move followed by the one extra Forced
 * March square (start square allowed; none from a move beginning or ending in Marsh/Fields).
 */
export function moveDestinations(p: Position, from: Square, opts?: { forcedMarch?: boolean }): Square[] {
  const f = squareIndex(from);
  if (f < 0 || occupancy(p).owner[f]! < 0) return [];
  const basic = basicMoves(p, f);
  if (!opts?.forcedMarch) return basic.map((i) => SQUARES[i]!);
  const out = new Set<number>();
  for (const e of basic) for (const c of forcedMarchFrom(p, f, e, 'start')) out.add(c);
  return [...out].map((i) => SQUARES[i]!);
}

/** The most specific reason a basic move from `f` to `t` is not one (5-R2…R5), for a square it is not among basicMoves. */
function moveRefusal(p: Position, f: number, t: number): ErrorCode {
  if (t < 0) return 'move/illegal';
  if (t === f) return 'move/too-far'; // 5-R4: a move must end elsewhere
  const o = occupancy(p);
  if (o.owner[t]! >= 0) return 'move/occupied';
  if (o.lake[t]) return 'move/lake';
  const cav = o.cavalry[f] === 1;
  const d = distance(f, t);
  if (d > (cav ? 2 : 1)) return 'move/too-far';
  if (cav && d === 2) {
    // every path crosses a unit, a Lake, or a Marsh/Fields square that ends the move (5-R5)
    const middles = NEIGHBOURS[f]!.filter((m) => NEIGHBOURS[m]!.includes(t));
    if (middles.some((m) => endsMove(p, m))) return 'move/stops-in-terrain';
  }
  return 'move/illegal';
}

/**
 * Can the unit on `from` end its movement on `to`? Null when it can by a basic move (5-R2…R7) or,
 * with `forcedMarch`, by a basic move and a Forced March (5-R10, R11); otherwise the Movement
 * Phase's own refusal of the basic move, with its rule (the square occupied, a Lake, too far, a
 * cavalry stopped by Marsh or Fields on the way).
 */
export function moveProblem(p: Position, from: Square, to: Square, opts?: { forcedMarch?: boolean }): RuleError | null {
  const f = squareIndex(from);
  const t = squareIndex(to);
  const fail_ = (code: ErrorCode, square: string) => {
    const r = fail(code, { square });
    return r.ok ? null : r.error;
  };
  if (f < 0 || occupancy(p).owner[f]! < 0) return fail_('move/not-your-unit', String(from));
  if (t >= 0 && basicMoves(p, f).includes(t)) return null;
  if (opts?.forcedMarch && moveDestinations(p, from, { forcedMarch: true }).includes(to)) return null;
  return fail_(moveRefusal(p, f, t), String(to));
}

/**
 * 9.2-R10 and rule 9's table of HQ cards: null when the army of the unit on `from` has Forced March
 * cards in its deck (France, Great Britain and Prussia, unless the data are corrected); otherwise
 * why no unit of that army ever makes a Forced March. Null when no unit stands on `from`.
 */
export function forcedMarchCardProblem(p: Position, from: Square): RuleError | null {
  const u = unitAt(p, from);
  if (!u) return null;
  const nation = p.armies[u.army].nation;
  if (p.catalog.army(nation).deck.some((d) => d.kind === 'hq' && d.type === 'forced-march')) return null;
  const r = fail('forced-march/no-card', { army: nation });
  return r.ok ? null : r.error;
}

/**
 * 9.2-R23: after a Skirmish the attacking unit may move 0, 1 or 2 squares orthogonally
 * under 5-R3; entering Marsh/Fields ends the move; it may end where it started.
 */
export function skirmishDestinations(p: Position, from: Square): Square[] {
  const f = squareIndex(from);
  const o = occupancy(p);
  if (f < 0 || o.owner[f]! < 0) return [];
  const out = new Set<number>([f]);
  for (const b of NEIGHBOURS[f]!) {
    if (!open(o, b, f)) continue;
    out.add(b);
    if (endsMove(p, b)) continue;
    for (const c of NEIGHBOURS[b]!) if (open(o, c, f)) out.add(c);
  }
  return [...out].map((i) => SQUARES[i]!);
}

/**
 * The squares a unit went through on a move from `from` to `to` (both included), as the rules
 * allow it on position `p` taken before the move (the unit still on `from`): a basic move of 1 or 2
 * squares (5-R2…R5), a Forced March or retreat/advance step (1 square), a Skirmish move of up to 2
 * (9.2-R23). A 2-square move that turns goes through the middle square that was open (5-R3); when
 * both were, the one along the file first. Null when no such path exists.
 */
export function movePath(p: Position, from: Square, to: Square): Square[] | null {
  const f = squareIndex(from);
  const t = squareIndex(to);
  if (f < 0 || t < 0) return null;
  if (f === t) return [from];
  if (NEIGHBOURS[f]!.includes(t)) return [from, to];
  const o = occupancy(p);
  const middles = NEIGHBOURS[f]!.filter((b) => NEIGHBOURS[b]!.includes(t));
  // along the file (same letter as the start) first, then along the rank
  middles.sort((a, b) => Number(a % 8 !== f % 8) - Number(b % 8 !== f % 8));
  const through = middles.find((b) => open(o, b, f) && !endsMove(p, b)) ?? middles.find((b) => open(o, b, f));
  return through === undefined ? null : [from, SQUARES[through]!, to];
}
