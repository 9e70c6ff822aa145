// The saved-games list read straight from IndexedDB, without Dexie: the home screen shows it on
// its first load, and Dexie (30 KB) is loaded only when something is written. Read-only, one
// transaction, the connection closed at once, so it never stands in the way of Dexie's schema
// upgrades. Tables and keys as src/lib/store/db.ts declares them ('games': key 'id', index
// 'updatedAt'); a database that does not exist yet is not created.
import type { GameRow } from './db';

export const DB_NAME = 'adiutant';

/** Saved games, most recently played first (as `listGames`); none when there is no database yet. */
export function peekGames(name = DB_NAME, idb: IDBFactory = indexedDB): Promise<GameRow[]> {
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = idb.open(name);
    } catch (e) {
      reject(e);
      return;
    }
    let fresh = false;
    req.onupgradeneeded = () => {
      // no such database: leave it to Dexie to create (abort, so nothing is created here)
      fresh = true;
      req.transaction?.abort();
    };
    req.onerror = (e) => {
      if (fresh) {
        e.preventDefault();
        resolve([]);
      } else reject(req.error);
    };
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains('games')) {
        db.close();
        resolve([]);
        return;
      }
      const tx = db.transaction('games', 'readonly');
      const all = tx.objectStore('games').index('updatedAt').getAll();
      tx.oncomplete = () => {
        db.close();
        resolve((all.result as GameRow[]).reverse());
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        reject(tx.error ?? new Error('IndexedDB read failed'));
      };
    };
  });
}
