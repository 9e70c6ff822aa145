// How a stage's board is turned: the learner's army at the bottom, whatever its starting edge.
import type { Position, Seat } from '$lib/rules';
import type { BoardRotation } from '$lib/ui/board';

const TURN: Record<string, BoardRotation> = { south: 0, north: 180, east: 90, west: 270 };

/** The rotation that puts `seat`'s starting edge at the bottom of the board. */
export function rotationFor(p: Position | null, seat: Seat): BoardRotation {
  return TURN[p?.armies[seat]?.edge ?? 'south'] ?? 0;
}
