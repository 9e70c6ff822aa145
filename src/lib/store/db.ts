// IndexedDB through Dexie: every game's setup and its action log, one row per action, appended in
// a transaction before the UI shows the action (nothing shown is lost). Versioned schema; the rows
// and the database's name are in schema.ts.
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME, type ActionRow, type BoardRow, type ChunkRow, type GameRow, type SettingRow } from './schema';

export type AdiutantDB = Dexie & {
  games: EntityTable<GameRow, 'id'>;
  actions: EntityTable<ActionRow, 'gameId'>;
  settings: EntityTable<SettingRow, 'key'>;
  boards: EntityTable<BoardRow, 'id'>;
  chunks: EntityTable<ChunkRow, 'gameId'>;
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
  // version 3 adds the boards of board mode; the other tables are unchanged
  db.version(3).stores({
    boards: '&id, updatedAt'
  });
  // version 4 adds the chunks of long games' logs (schema.ts ChunkRow); the other tables are unchanged
  db.version(4).stores({
    chunks: '[gameId+end]'
  });
  return db;
}
