// A game's record and its earlier games: the record (format adiutant-game/1) is built on demand from
// the chain of games, and a replayed game rebuilds the game before it only when asked (undo, history).
import type { Action } from './actions';
import { GAME_FORMAT } from './record';
import type { Game, GameRecord } from './state';

const records = new WeakMap<Game, GameRecord>();
/** Games made by replay: their actions are the first `length` of this list. */
const logs = new WeakMap<Game, readonly Action[]>();
/** Games made by replay: any earlier game of theirs, by its length, without walking back to it. */
const timelines = new WeakMap<Game, (length: number) => Game>();

/** The JSON record of a game (format adiutant-game/1): its setup and every action so far. */
export function toRecord(game: Game): GameRecord {
  let rec = records.get(game);
  if (rec) return rec;
  // walk back only as far as a game whose actions are already known
  const tail: Action[] = [];
  let head: readonly Action[] = [];
  for (let g: Game = game; g.length > 0; g = g.previous!) {
    const known = records.get(g)?.actions ?? logs.get(g);
    if (known) {
      head = known.slice(0, g.length);
      break;
    }
    tail.push(g.lastAction!);
  }
  const actions = head.concat(tail.reverse());
  rec = { format: GAME_FORMAT, setup: game.setup, actions };
  records.set(game, rec);
  return rec;
}

/** A record as the text of its file: what an export writes (the same text for the same record). */
export function recordText(record: GameRecord): string {
  return JSON.stringify(record, null, 1);
}

/** A game's record as the text of its file (a pure function of the game: no storage needed). */
export function exportText(game: Game): string {
  return recordText(toRecord(game));
}

/** Remember that this game's actions are the first `game.length` of `actions` (a replayed log). */
export function knowLog(game: Game, actions: readonly Action[]): void {
  logs.set(game, actions);
}

/** Remember how to reach this (replayed) game's earlier games by their length (`earlierGame`). */
export function knowTimeline(game: Game, at: (length: number) => Game): void {
  timelines.set(game, at);
}

/**
 * The game after the first `length` actions of `game` (0: the start), the same object as
 * `game.previous…` gives: walked back to the nearest replayed game, then taken from its kept states
 * (a long game's earlier games are not rebuilt one by one).
 */
export function earlierGame(game: Game, length: number): Game {
  let g = game;
  while (g.length > length) {
    const at = timelines.get(g);
    if (at) return at(Math.max(0, length));
    g = g.previous!;
  }
  return g;
}

/** A game whose record is built when first asked for. */
export function makeGame(fields: Omit<Game, 'record'>): Game {
  const g: Game = {
    ...fields,
    get record() {
      return toRecord(g);
    }
  };
  return g;
}

/**
 * A game whose previous game is computed when asked for (undo, history) by `before`, which keeps it
 * (or not: a long game's earlier games need not all stay in memory) and gives the same object
 * while anyone holds it.
 */
export function makeLazyGame(fields: Omit<Game, 'record' | 'previous'>, before: () => Game | null): Game {
  const g: Game = {
    ...fields,
    get previous() {
      return before();
    },
    get record() {
      return toRecord(g);
    }
  };
  return g;
}
