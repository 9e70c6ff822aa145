// Rule 5 in play: the mandatory move, Supply for a second unit, Forced March (5-R1…R16, A7, A8).
import { squareIndex } from './board';
import type { ForcedMarch, Move } from './actions';
import type { Ctx } from './context';
import { checkCard } from './decks';
import { offerGuerrilla } from './guerrilla';
import { basicMoves, forcedMarchAllowed, forcedMarchFrom } from './movement';
import { moveUnit, unitOn } from './ops';
import { fail, ok, type Result } from './result';
import { positionOf, type GameState } from './state';

function inMovement(s: GameState): Result<void> {
  if (s.phase !== 'movement') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  return ok(undefined);
}

/** 5-R1, 5-R2…R7, 5-R8: one unit moves; a second, different one only with Supply. */
export function move(c: Ctx, s: GameState, a: Move): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  if (s.movement.moved.some((m) => m.unit === f.unit.unit)) return fail('move/already-moved');
  if (s.movement.moved.length >= 2) return fail('move/limit');
  if (s.movement.moved.length === 1 && s.movement.supply !== 'played')
    return fail(s.movement.supply === 'cancelled' ? 'move/supply-cancelled' : 'move/needs-supply');
  const p = positionOf(s, c.catalog);
  const from = squareIndex(a.from);
  const to = squareIndex(a.to);
  if (to < 0 || !basicMoves(p, from).includes(to)) return fail(moveRefusal(c, s, a), { square: String(a.to) });
  moveUnit(s, f.unit, a.to);
  s.movement.moved.push({ unit: f.unit.unit, from: a.from, to: a.to, forcedMarch: 'none' });
  return ok(undefined);
}

/** The most specific reason a destination is refused (shown to the player). */
function moveRefusal(c: Ctx, s: GameState, a: Move): 'move/occupied' | 'move/lake' | 'move/too-far' | 'move/stops-in-terrain' | 'move/illegal' {
  const to = squareIndex(a.to);
  if (to < 0) return 'move/illegal';
  if (a.to === a.from) return 'move/too-far'; // 5-R4: a move must end elsewhere
  if (unitOn(s, a.to)) return 'move/occupied';
  if (s.terrain![to] === 'lake') return 'move/lake';
  const cav = c.catalog.unit(s.armies![s.active].nation, unitOn(s, a.from)!.unit.unit)?.type === 'cavalry';
  const from = squareIndex(a.from);
  const d = Math.abs((from % 8) - (to % 8)) + Math.abs((from >> 3) - (to >> 3));
  if (d > (cav ? 2 : 1) || d === 0) return 'move/too-far';
  if (cav && d === 2) {
    // every path crosses a unit, a Lake, or a Marsh/Fields square that ends the move (5-R5)
    const ends = [...Array(64).keys()].filter(
      (m) => Math.abs((m % 8) - (from % 8)) + Math.abs((m >> 3) - (from >> 3)) === 1 &&
        Math.abs((m % 8) - (to % 8)) + Math.abs((m >> 3) - (to >> 3)) === 1
    );
    if (ends.some((m) => s.terrain![m] === 'marsh' || s.terrain![m] === 'fields')) return 'move/stops-in-terrain';
  }
  return 'move/illegal';
}

/** 5-R8: Supply for a second unit (one per Movement Phase); Guerrilla may answer (5-R15). */
export function supply(c: Ctx, s: GameState): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  if (s.movement.supply !== 'none') return fail('move/supply-once');
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, 'supply');
  if (!card.ok) return card;
  offerGuerrilla(c, s, { card: 'supply', purpose: 'supply-move' });
  return ok(undefined);
}

/** 5-R10…R13 (A8): one Forced March per moved unit, not from or into Marsh/Fields. */
export function forcedMarch(c: Ctx, s: GameState, a: ForcedMarch): Result<void> {
  const r = inMovement(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  const m = s.movement.moved.find((x) => x.unit === f.unit.unit);
  if (!m) return fail('forced-march/not-moved');
  if (m.forcedMarch === 'done') return fail('forced-march/once');
  if (m.forcedMarch === 'cancelled') return fail('forced-march/cancelled');
  const p = positionOf(s, c.catalog);
  const start = squareIndex(m.from);
  const end = squareIndex(m.to);
  if (!forcedMarchAllowed(p, start, end)) return fail('forced-march/terrain');
  const to = squareIndex(a.to);
  if (to < 0 || !forcedMarchFrom(p, start, end).includes(to)) return fail('move/illegal', { square: String(a.to) });
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, 'forced-march');
  if (!card.ok) return card;
  offerGuerrilla(c, s, { card: 'forced-march', purpose: 'forced-march', unit: f.unit.unit, to: a.to });
  return ok(undefined);
}
