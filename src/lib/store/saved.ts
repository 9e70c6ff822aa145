// The light half of the saved games: limits, name cleaning, and the list/rename/delete that the
// home screen needs. Only Dexie, no engine: the home screen loads without the rules and the data
// (they come in with `GameStore`, src/lib/store/games.ts, when a game is created, opened or
// imported). GameStore's own list/rename/remove are these functions.
import type { AdiutantDB } from './db';
import type { GameRow } from './schema';

/** Largest import accepted, in characters (a long game's record is a few hundred KB at most). */
export const MAX_IMPORT_CHARS = 5_000_000;
/** Longest game name kept (the record schema allows player names of the same length). */
export const MAX_NAME_LENGTH = 100;
/** `error.params.detail` of an import that is not JSON at all (the UI words it per language). */
export const NOT_JSON = 'not JSON';

/** A name as stored: control characters dropped, spaces collapsed, at most 100 characters. */
export function cleanName(name: unknown): string {
  if (typeof name !== 'string') return '';
  return name
    .slice(0, MAX_NAME_LENGTH * 4)
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}

/** Saved games, most recently played first. */
export async function listGames(db: AdiutantDB): Promise<GameRow[]> {
  return db.games.orderBy('updatedAt').reverse().toArray();
}

/** Rename a game (cleaned, at most 100 characters); an empty name leaves it as it was. */
export async function renameGame(db: AdiutantDB, id: string, name: string): Promise<void> {
  const clean = cleanName(name);
  if (!clean) return;
  // the player's own name from now on (no longer the default shown in the reader's language)
  await db.games.update(id, { name: clean, autoName: undefined });
}

/** Delete a game, its actions and its chunks, together. */
export async function removeGame(db: AdiutantDB, id: string): Promise<void> {
  await db.transaction('rw', db.games, db.actions, db.chunks, async () => {
    await db.actions.where('gameId').equals(id).delete();
    await db.chunks.where('[gameId+end]').between([id, 0], [id, Infinity]).delete();
    await db.games.delete(id);
  });
}
