// The app's one IndexedDB database (Dexie), opened on first use. Light: no engine, so the home
// screen can list the saved games without loading the rules (src/lib/app/store.ts has the
// GameStore that needs them).
import { openDB, type AdiutantDB } from '$lib/store/db';

let db: AdiutantDB | null = null;

/** The app's database (one Dexie instance for games and settings). */
export function appDB(): AdiutantDB {
  db ??= openDB();
  return db;
}
