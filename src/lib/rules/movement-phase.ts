// Rule 5 in play, on the game state: the Movement Phase's handlers and legal actions: the mandatory
// move (none when no unit can move), Supply for a second unit, Forced March (5-R1…R16). The
// squares are movement.ts's.
import type { ForcedMarch, Move } from './actions';
import { SQUARES, squareIndex, type Square } from './board';
import { handCard } from './decks';
import { offerGuerrilla } from './guerrilla';
import { ctxOf, type Ctx, type Handlers, type Lister } from './handler';
import type { ErrorCode } from './errors';
import { basicMoves, forcedMarchAllowed, forcedMarchFrom, moveProblem } from './movement';
import type { Position } from './position';
import { fail, ok, type Result, type RuleError } from './result';
import { positionOf, type Game, type GameState, type MovedUnit } from './state';
import { moveUnit, unitOn } from './units';

function inMovement(s: GameState): Result<void> {
  if (s.phase !== 'movement') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  return ok(undefined);
}

/** 5-R1, 5-R8, 5-R16: may another unit make its basic move (the first; a second only with Supply)? */
function mayMoveAnother(s: GameState): Result<void> {
  const mv = s.movement;
  if (mv.moved.length >= 2) return fail('move/limit');
  if (mv.moved.length === 1 && mv.supply !== 'played')
    return fail(mv.supply === 'cancelled' ? 'move/supply-cancelled' : 'move/needs-supply');
  return ok(undefined);
}

/** 5-R1, 5-R2…R7, 5-R8: one unit moves; a second, different one only with Supply. */
export function move(c: Ctx, s: GameState, a: Move): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f) return fail('move/not-your-unit', { square: String(a.from) });
  if (f.seat !== s.active) return fail('move/enemy-unit', { square: String(a.from) });
  if (s.movement.moved.some((m) => m.unit === f.unit.unit)) return fail('move/already-moved');
  const another = mayMoveAnother(s);
  if (!another.ok) return another;
  const problem = moveProblem(positionOf(s, c.catalog), a.from, a.to);
  if (problem) return { ok: false, error: problem };
  moveUnit(s, f.unit, a.to);
  s.movement.moved.push({ unit: f.unit.unit, from: a.from, to: a.to, forcedMarch: 'none' });
  return ok(undefined);
}

/** 5-R8: Supply for a second unit (one per Movement Phase); Guerrilla may answer (5-R15). */
export function supply(c: Ctx, s: GameState): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  if (s.movement.supply !== 'none') return fail('move/supply-once');
  const card = handCard(c, s, s.active, 'supply');
  if (!card.ok) return card;
  offerGuerrilla(c, s, { card: 'supply', purpose: 'supply-move' });
  return ok(undefined);
}

/** 5-R12, 5-R13, 5-R16: why the unit of this basic move may not Forced March (null: it may). */
function forcedMarchRefusal(p: Position, m: MovedUnit): ErrorCode | null {
  if (m.forcedMarch === 'done') return 'forced-march/once';
  if (m.forcedMarch === 'cancelled') return 'forced-march/cancelled';
  return forcedMarchAllowed(p, squareIndex(m.from), squareIndex(m.to)) ? null : 'forced-march/terrain';
}

/**
 * 5-R10…R13: one Forced March per unit moved this phase, at any time before the phase ends, not
 * after a move that began or ended in Marsh/Fields (the English rule; Polish names only "began").
 */
export function forcedMarch(c: Ctx, s: GameState, a: ForcedMarch): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  const m = s.movement.moved.find((x) => x.unit === f.unit.unit);
  if (!m) return fail('forced-march/not-moved');
  const p = positionOf(s, c.catalog);
  const refusal = forcedMarchRefusal(p, m);
  if (refusal) return fail(refusal);
  const to = squareIndex(a.to);
  if (to < 0 || !forcedMarchFrom(p, squareIndex(m.from), squareIndex(m.to)).includes(to))
    return fail('move/illegal', { square: String(a.to) });
  const card = handCard(c, s, s.active, 'forced-march');
  if (!card.ok) return card;
  offerGuerrilla(c, s, { card: 'forced-march', purpose: 'forced-march', unit: f.unit.unit, to: a.to });
  return ok(undefined);
}

export const MOVEMENT_HANDLERS: Handlers = {
  move,
  supply,
  'forced-march': forcedMarch
};

/** The Movement Phase's legal actions: basic moves, Supply, Forced Marches. */
export const movementActions: Lister = (c, s, add) => {
  const me = s.active;
  const mv = s.movement;
  const p = positionOf(s, c.catalog);
  if (mayMoveAnother(s).ok)
    for (const u of s.armies![me].units) {
      if (mv.moved.some((m) => m.unit === u.unit)) continue;
      for (const to of basicMoves(p, squareIndex(u.square))) add({ type: 'move', from: u.square, to: SQUARES[to]! });
    }
  if (mv.supply === 'none' && handCard(c, s, me, 'supply').ok) add({ type: 'supply' });
  if (handCard(c, s, me, 'forced-march').ok)
    for (const m of mv.moved) {
      if (forcedMarchRefusal(p, m)) continue;
      for (const to of forcedMarchFrom(p, squareIndex(m.from), squareIndex(m.to)))
        add({ type: 'forced-march', from: m.to, to: SQUARES[to]! });
    }
};

/**
 * Why the unit on `from` cannot make a basic move now at all (5-R1, 5-R8), in the engine's words:
 * not the active player's unit, already moved, no more units may move (a second only with Supply),
 * or no square in its reach (`move/nowhere`). Null when it has somewhere to go. What the board
 * says when a unit is tapped that has no highlighted square.
 */
export function unitMoveRefusal(game: Game, from: Square): RuleError | null {
  const s = game.state;
  if (s.stage !== 'play') return null;
  const c = ctxOf(game);
  const phase = inMovement(s);
  if (!phase.ok) return phase.error;
  const f = unitOn(s, from);
  if (!f) return refusalOf(fail('move/not-your-unit', { square: from }));
  if (f.seat !== s.active) return refusalOf(fail('move/enemy-unit', { square: from }));
  if (s.movement.moved.some((m) => m.unit === f.unit.unit)) return refusalOf(fail('move/already-moved'));
  const another = mayMoveAnother(s);
  if (!another.ok) return another.error;
  return basicMoves(positionOf(s, c.catalog), squareIndex(from)).length ? null : refusalOf(fail('move/nowhere', { square: from }));
}

function refusalOf(r: Result<unknown>): RuleError {
  return r.ok ? ({ code: 'action/invalid', message: '' } as RuleError) : r.error;
}
