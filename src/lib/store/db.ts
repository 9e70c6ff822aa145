// IndexedDB through Dexie: every game's setup and its action log, one row per action, appended in
// a transaction before the UI shows the action (issue 4: durability). Versioned schema.
import Dexie, { type EntityTable } from 'dexie';
import type { Action, GameSetup, NationId } from '../rules';
import { DB_NAME } from './peek';

/** What the home screen lists without replaying a game. */
export interface GameSummary {
  nations: [NationId, NationId] | null;
  turn: number;
  stage: 'setup' | 'play' | 'over';
  /** the step shown to the players, e.g. "movement" or "deploy" */
  step: string;
  /** winner seat when over */
  winner: 0 | 1 | null;
  /** how the game was won (2.1 attrition, 2.2 nightfall); absent in rows saved before it existed */
  by?: 'attrition' | 'nightfall' | null;
}

export interface GameRow {
  id: string;
  name: string;
  setup: GameSetup;
  createdAt: number;
  updatedAt: number;
  /** number of actions stored (the next action's seq) */
  length: number;
  summary: GameSummary;
  /**
   * Dice of app rolls that an undo took back and that no later roll has answered yet (issue 11:
   * dice trust). The next dice action saved carries them as `afterUndo`; absent when none.
   */
  takenBack?: number[][];
}

export interface ActionRow {
  gameId: string;
  seq: number;
  action: Action;
  at: number;
  /**
   * Saved in the same tap as the action before it (issue 11: one tap may save several actions,
   * e.g. discard, end the phase and draw, and the steps with nothing to decide after them); an
   * undo takes a tap back whole. Absent: the action began a tap (every row saved before this).
   */
  joined?: true;
}

/**
 * One app setting, by key (schema version 2). `{ key: 'overrides', value: DataOverrides }` holds
 * the players' corrections of the card and map data (src/lib/store/overrides.ts).
 */
export interface SettingRow {
  key: string;
  value: unknown;
}

export type AdiutantDB = Dexie & {
  games: EntityTable<GameRow, 'id'>;
  actions: EntityTable<ActionRow, 'gameId'>;
  settings: EntityTable<SettingRow, 'key'>;
};

export function openDB(name = DB_NAME): AdiutantDB {
  const db = new Dexie(name) as AdiutantDB;
  db.version(1).stores({
    games: '&id, updatedAt',
    actions: '[gameId+seq], gameId'
  });
  // version 2 adds the settings table; games and actions are unchanged (an existing database
  // upgrades in place and keeps every game)
  db.version(2).stores({
    settings: '&key'
  });
  return db;
}
