// The saved games as the home screen handles them: the list, rename, delete, a new game, export and
// import, and the limits of names and files. Light on purpose, since the home screen loads it at
// once: the list is read straight from IndexedDB (src/lib/store/peek.ts), Dexie (database.ts) comes
// in with the first rename or delete, and the engine (a GameStore, storage.ts) with the first new
// game, export or import.
import type { Game, GameSetup, Result } from '$lib/rules';
import { peekGames } from '$lib/store/peek';
import { removeGame as removeStored, renameGame as renameStored } from '$lib/store/saved';
import type { GameRow } from '$lib/store/schema';

export { MAX_IMPORT_CHARS, MAX_NAME_LENGTH, NOT_JSON } from '$lib/store/saved';
export type { GameRow, GameSummary } from '$lib/store/schema';

/** the app's database (Dexie, loaded on first use) */
async function database() {
  return (await import('./database')).appDB();
}

/** the app's GameStore, with the engine and the saved corrections (loaded on first use) */
async function gameStore() {
  return (await import('./storage')).gameStoreReady();
}

/** Storage that fails (a database that will not open, a read refused) as a refusal, never a rejection. */
async function never<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (e) {
    return (await import('$lib/store/failure')).storageFailure(e);
  }
}

/** Saved games, most recently played first (none when there is no database yet). */
export function listGames(): Promise<GameRow[]> {
  return peekGames();
}

/** Rename a game (cleaned, at most 100 characters); an empty name leaves it as it was. */
export async function renameGame(id: string, name: string): Promise<void> {
  await renameStored(await database(), id, name);
}

/** Delete a game and its actions, together. */
export async function removeGame(id: string): Promise<void> {
  await removeStored(await database(), id);
}

/** A new game in its first setup step, with the saved corrections of the data. */
export async function createGame(setup: GameSetup, name: string, autoName = false): Promise<Result<{ id: string; game: Game }>> {
  const r = await never(async () => (await gameStore()).create(setup, name, { autoName }));
  if (r.ok) void keepSaved();
  return r;
}

/** A saved game's name and record text (loaded and re-validated first), for a download. */
export async function exportGame(id: string): Promise<Result<{ name: string; text: string }>> {
  return never(async () => (await gameStore()).exportGame(id));
}

/** Import a record file's text: checked and replayed by the engine; a bad file changes nothing. */
export async function importGame(text: string, name: string): Promise<Result<{ id: string; game: Game }>> {
  const r = await never(async () => (await gameStore()).importText(text, name));
  if (r.ok) void keepSaved();
  return r;
}

/** A game was saved: ask the browser to keep the data (navigator.storage.persist, app/backup.ts). */
async function keepSaved(): Promise<void> {
  await (await import('./backup')).keepData();
}
