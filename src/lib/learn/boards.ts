// A stage's board as the engine sees it: the Position (parsePosition, or the game's board) and, for
// a game at a step, the Game (replay). Each is built once per stage and kept (stages are constant).
import { parsePosition, positionOf, replay, type Game, type Position, type Result, type Seat } from '$lib/rules';
import type { Board, Stage } from './types';

const games = new WeakMap<Board, Result<Game>>();
const positions = new WeakMap<Board, Result<Position>>();

/** The game of a game board (replayed once), or the engine's refusal of its record. */
export function boardGame(board: Board): Result<Game> | null {
  if (board.kind !== 'game') return null;
  let g = games.get(board);
  if (!g) {
    g = replay(board.record);
    games.set(board, g);
  }
  return g;
}

/** The position a board shows: its Position JSON parsed, or the board of its game. */
export function boardPosition(board: Board): Result<Position> {
  let p = positions.get(board);
  if (!p) {
    if (board.kind === 'position') p = parsePosition(board.position);
    else {
      const g = boardGame(board)!;
      p = g.ok ? { ok: true, value: positionOf(g.value.state, g.value.catalog) } : g;
    }
    positions.set(board, p);
  }
  return p;
}

/** The stage's game (game boards), for screens: replay of its record. */
export function stageGame(stage: Stage): Game | null {
  const g = boardGame(stage.board);
  return g && g.ok ? g.value : null;
}

/** The stage's position, for screens: what the board shows. */
export function stagePosition(stage: Stage): Position | null {
  const p = boardPosition(stage.board);
  return p.ok ? p.value : null;
}

/** The seat of the army whose unit stands on `square`, if any. */
export function seatOn(p: Position, square: string): Seat | null {
  for (const i of [0, 1] as const) if (p.armies[i].units.some((u) => u.square === square)) return i;
  return null;
}
