// How the play screen's boards are turned: as BoardPanel does, the active player's starting edge at
// the bottom while "turn the board" is on (the same stored preference), north at the top otherwise.
import type { Edge, GameState } from '$lib/rules';
import type { BoardRotation } from '$lib/ui/board';

/** the clockwise turn of the picture that puts this edge at the bottom */
export const ROTATION: Record<Edge, BoardRotation> = { south: 0, east: 90, north: 180, west: 270 };

export function boardRotation(gs: GameState, turn: boolean, seat: 0 | 1 = gs.active): BoardRotation {
  const edge = gs.armies?.[seat].edge;
  return turn && edge ? ROTATION[edge] : 0;
}

/**
 * The play screen's turn of the board: face to face, the First Player's edge at the
 * bottom all game long; otherwise the active player's edge while "turn the board" is on.
 */
export function playRotation(gs: GameState, prefs: { turn: boolean; faceToFace: boolean }): BoardRotation {
  if (prefs.faceToFace) return boardRotation(gs, true, gs.first ?? 0);
  return boardRotation(gs, prefs.turn);
}
