// The IndexedDB database as stored: its name, the settings key of the corrections and the row
// types of its tables. Dexie declares the tables and their keys (db.ts); the light reads without
// Dexie (peek.ts) read the same tables. Both import from here, and nothing here imports them.
import type { Action, GameSetup, GameState, NationId, Phase, PositionJSON } from '../rules';

export const DB_NAME = 'adiutant';

/** the settings row with the players' corrections of the card and map data (overrides.ts) */
export const OVERRIDES_KEY = 'overrides';

/** the settings row with the lessons' progress: the best stars of each stage done (learn.ts) */
export const LEARN_KEY = 'learn-progress';

/** the settings row with the id of the guided first battle's saved game, `{ game: id }` (learn.ts) */
export const LEARN_BATTLE_KEY = 'learn-battle';

/** What the home screen lists without replaying a game. */
export interface GameSummary {
  nations: [NationId, NationId] | null;
  turn: number;
  stage: 'setup' | 'play' | 'over';
  /** the engine's step (`prompt(game).step`), e.g. "deploy", "movement", "combat:roll" or "guerrilla" */
  step: string;
  /**
   * In play: the phase of the player turn (a combat or a Guerrilla window is inside one); absent
   * in setup, at the end, and in rows saved before it existed (their step names the phase)
   */
  phase?: Phase;
  /** winner seat when over */
  winner: 0 | 1 | null;
  /** how the game was won (2.1 attrition, 2.2 nightfall); absent in rows saved before it existed */
  by?: 'attrition' | 'nightfall' | null;
}

/** Where a stored record stops replaying: the first action that no longer replays, and why. */
export interface GameDamage {
  /** 1-based number of that action */
  index: number;
  /** the engine's error code and English reason (the screen words it again when it opens the game) */
  code: string;
  message: string;
}

export interface GameRow {
  id: string;
  name: string;
  setup: GameSetup;
  createdAt: number;
  updatedAt: number;
  /** number of actions stored (the next action's seq) */
  length: number;
  /**
   * Raised by every change of the stored actions (an append, an undo): a tab writes only when the
   * stored game is still the one it shows (one writer per game). Absent in rows saved before: 0.
   */
  rev?: number;
  /**
   * The name is the default one (the players and the time it was created, as the new-game form
   * gave it): screens show it in the reader's language from `setup.players` and `createdAt`, and a
   * rename makes it the player's own. Absent: `name` is shown as it is.
   */
  autoName?: true;
  /** the stored record stops replaying (found when opened, or by a data correction saved anyway) */
  damaged?: GameDamage;
  /**
   * The id this game had in the backup it was restored from, when that id was taken here by a
   * different game (so restoring the same file again knows it is here already).
   */
  origin?: string;
  summary: GameSummary;
  /**
   * The game's first `end` actions are also stored as chunks (ChunkRow, schema version 4), computed
   * with `key` (the app's version and data corrections): opening the game resumes from them.
   * Absent: no chunks (a short game, a game saved before them, or one restored from a backup).
   */
  chunked?: { key: string; end: number };
  /**
   * Dice of app rolls that an undo took back and that no later roll has answered yet (the
   * players' trust in the dice). The next dice action saved carries them as `afterUndo`; absent when none.
   */
  takenBack?: number[][];
}

export interface ActionRow {
  gameId: string;
  seq: number;
  action: Action;
  at: number;
  /**
   * Saved in the same tap as the action before it (one tap may save several actions,
   * e.g. discard, end the phase and draw, and the steps with nothing to decide after them); an
   * undo takes a tap back whole. Absent: the action began a tap (every row saved before this).
   */
  joined?: true;
}

/**
 * A stretch of a game's log, sealed (schema version 4): actions `end - actions.length` to `end`
 * (every chunk holds CHUNK_SIZE, src/lib/store/chunks.ts) and the engine's state after them, so
 * that a long game opens without checking its whole log again (rules/replay.ts `resume`). The
 * actions table stays the record; a chunk is a copy written in the same transaction as its last
 * action and deleted with it (undo, truncate, delete). `GameRow.chunked` says which ones fit.
 */
export interface ChunkRow {
  gameId: string;
  /** the number of actions before this chunk's end */
  end: number;
  /** the chunk key it was computed with (GameRow.chunked.key) */
  key: string;
  /** the engine's state after `end` actions */
  state: GameState;
  actions: Action[];
  /** per action: saved in the same tap as the action before it (ActionRow.joined) */
  joined: boolean[];
}

/**
 * One app setting, by key (schema version 2). `{ key: OVERRIDES_KEY, value: DataOverrides }` holds
 * the players' corrections of the card and map data (src/lib/store/overrides.ts).
 */
export interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * A saved board of board mode (schema version 3): a position set up by hand, not a logged game.
 * `position` is Position JSON v1 (README, "Position JSON v1"), read back with `parsePosition`.
 */
export interface BoardRow {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  position: PositionJSON;
}
