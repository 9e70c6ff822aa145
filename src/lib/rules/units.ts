// The units in the game state (not a Position): find one by square or id, move it (9.2-R17: a
// Redoubt stays behind), Hit it (6.5-R5) or eliminate it (6.5-R4). Shared by every phase.
import type { Square } from './board';
import type { ArmyState, GameState, Seat, UnitState } from './state';

export interface Found {
  seat: Seat;
  army: ArmyState;
  unit: UnitState;
}

export function unitOn(s: GameState, square: Square): Found | undefined {
  if (!s.armies) return undefined;
  for (const seat of [0, 1] as Seat[]) {
    const army = s.armies[seat];
    const unit = army.units.find((u) => u.square === square);
    if (unit) return { seat, army, unit };
  }
  return undefined;
}

export function unitById(s: GameState, seat: Seat, id: string): UnitState | undefined {
  return s.armies?.[seat].units.find((u) => u.unit === id);
}

/** 9.2-R17: a Redoubt is removed the moment its unit leaves the square. */
function leaveSquare(s: GameState, square: Square): void {
  const i = s.redoubts.indexOf(square);
  if (i >= 0) s.redoubts.splice(i, 1);
}

export function moveUnit(s: GameState, unit: UnitState, to: Square): void {
  if (unit.square === to) return;
  leaveSquare(s, unit.square);
  unit.square = to;
}

/** 6.5-R4: removed from the map for good. */
export function eliminate(s: GameState, seat: Seat, id: string): void {
  const army = s.armies![seat];
  const i = army.units.findIndex((u) => u.unit === id);
  if (i < 0) return;
  leaveSquare(s, army.units[i]!.square);
  army.units.splice(i, 1);
  army.eliminated.push(id);
}

/** 6.5-R5: a Hit flips a full-strength unit; a reduced unit is eliminated. */
export function hit(s: GameState, seat: Seat, id: string): 'reduced' | 'eliminated' | 'gone' {
  const u = unitById(s, seat, id);
  if (!u) return 'gone';
  if (!u.reduced) {
    u.reduced = true;
    return 'reduced';
  }
  eliminate(s, seat, id);
  return 'eliminated';
}
