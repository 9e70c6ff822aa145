// The app's one IndexedDB database (Dexie), opened on first use. Light: no engine, so the home
// screen can rename and delete saved games without loading the rules (src/lib/app/storage.ts has
// the GameStore that needs them).
import { openDB, type AdiutantDB } from '$lib/store/db';

let db: AdiutantDB | null = null;

/** The app's database (one Dexie instance for games and settings). */
export function appDB(): AdiutantDB {
  db ??= openDB();
  return db;
}

/**
 * Open the database in the background when the browser is idle (after a game was read without
 * Dexie), so the first action saved does not wait for the connection. Errors surface on that save.
 */
export function openWhenIdle(): void {
  const open = () =>
    void appDB()
      .open()
      .catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(open, { timeout: 1000 });
  else setTimeout(open, 200);
}
