// Reads straight from IndexedDB, without Dexie: the saved-games list (the home screen shows it on
// its first load, and Dexie (30 KB) is loaded only when something is written) and a game being
// opened (the board does not wait for Dexie to open). Read-only, one transaction, the connection
// closed at once, so it never stands in the way of Dexie's schema upgrades. Tables and keys as
// src/lib/store/db.ts declares them; a database that does not exist yet is not created.
import { chunkedEnd } from './chunks';
import { DB_NAME, OVERRIDES_KEY, type ActionRow, type BoardRow, type ChunkRow, type GameRow } from './schema';

/**
 * Open the database read-only for one transaction, without creating it: `tables` picks the tables
 * of the transaction from those there (null: nothing to read), `read` makes its requests at once
 * and gives how to answer from them once it is complete; the connection is closed when that
 * transaction ends. `none` is the answer when there is no database yet, or nothing to read.
 */
function peek<T>(
  name: string,
  idb: IDBFactory,
  none: T,
  tables: (there: DOMStringList) => string[] | null,
  read: (tx: IDBTransaction) => () => T
): Promise<T> {
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
        resolve(none);
      } else reject(req.error);
    };
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      let tx: IDBTransaction;
      let done: () => T;
      try {
        const names = tables(db.objectStoreNames);
        if (!names) {
          db.close();
          resolve(none);
          return;
        }
        tx = db.transaction(names, 'readonly');
        done = read(tx);
      } catch (e) {
        db.close();
        reject(e);
        return;
      }
      tx.oncomplete = () => {
        db.close();
        resolve(done());
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        reject(tx.error ?? new Error('IndexedDB read failed'));
      };
    };
  });
}

/** A table's rows by its 'updatedAt' index, newest first; none when the table is not there (yet). */
function peekNewestFirst<T>(table: 'games' | 'boards', name: string, idb: IDBFactory): Promise<T[]> {
  return peek<T[]>(
    name,
    idb,
    [],
    (there) => (there.contains(table) ? [table] : null),
    (tx) => {
      const all = tx.objectStore(table).index('updatedAt').getAll();
      return () => (all.result as T[]).reverse();
    }
  );
}

/** Saved games, most recently played first (as `listGames`); none when there is no database yet. */
export function peekGames(name = DB_NAME, idb: IDBFactory = indexedDB): Promise<GameRow[]> {
  return peekNewestFirst<GameRow>('games', name, idb);
}

/** Saved boards of board mode, most recently changed first (none before schema version 3). */
export function peekBoards(name = DB_NAME, idb: IDBFactory = indexedDB): Promise<BoardRow[]> {
  return peekNewestFirst<BoardRow>('boards', name, idb);
}

/** The saved corrections' raw value (not validated here), undefined when there are none. */
export function peekOverrides(name = DB_NAME, idb: IDBFactory = indexedDB): Promise<unknown> {
  return peekSetting(OVERRIDES_KEY, name, idb);
}

/** One settings row's raw value by key (not validated here), undefined when there is none. */
export function peekSetting(key: string, name = DB_NAME, idb: IDBFactory = indexedDB): Promise<unknown> {
  return peek<unknown>(
    name,
    idb,
    undefined,
    (there) => (there.contains('settings') ? ['settings'] : null),
    (tx) => {
      const row = tx.objectStore('settings').get(key);
      return () => (row.result as { value?: unknown } | undefined)?.value;
    }
  );
}

/** One saved game as stored, and the saved corrections' raw value (not validated here). */
export interface PeekedGame {
  row: GameRow | undefined;
  /** the game's actions in order (after its chunks, when there are chunks) */
  actions: ActionRow[];
  /** the game's chunks that fit (store/chunks.ts), in order; the actions are the rows after them */
  chunks: ChunkRow[];
  /** the `settings` row 'overrides' value, undefined when there is none */
  overrides: unknown;
}

/**
 * A saved game's row, its actions and the saved corrections, in one read-only transaction (what
 * opening a game needs, without waiting for Dexie to open). Tables and keys as db.ts declares them:
 * 'actions' keyed by [gameId, seq], 'settings' by key (schema version 2; absent in version 1),
 * 'chunks' by [gameId, end] (version 4). With `chunkKey` (the key of chunks that fit, from the raw
 * corrections), the chunks the row names under that key are read, and only the actions after them.
 */
export function peekGame(
  id: string,
  name = DB_NAME,
  idb: IDBFactory = indexedDB,
  chunkKey?: (overrides: unknown) => string
): Promise<PeekedGame> {
  const empty: PeekedGame = { row: undefined, actions: [], chunks: [], overrides: undefined };
  return peek<PeekedGame>(
    name,
    idb,
    empty,
    (there) => {
      if (!there.contains('games') || !there.contains('actions')) return null;
      return ['games', 'actions', ...['settings', 'chunks'].filter((t) => there.contains(t))];
    },
    (tx) => {
      const has = (t: string) => tx.objectStoreNames.contains(t);
      const row = tx.objectStore('games').get(id);
      const settings = has('settings') ? tx.objectStore('settings').get(OVERRIDES_KEY) : undefined;
      const overrides = () => (settings?.result as { value?: unknown } | undefined)?.value;
      let actions: IDBRequest | undefined;
      let chunks: IDBRequest | undefined;
      const readFrom = (end: number) => {
        actions = tx.objectStore('actions').getAll(IDBKeyRange.bound([id, end], [id, Infinity]));
        if (end > 0) chunks = tx.objectStore('chunks').getAll(IDBKeyRange.bound([id, 1], [id, end]));
      };
      // requests complete in order: the row and the corrections are in when the last one is
      const last = settings ?? row;
      last.onsuccess = () => {
        let key: string | null = null;
        try {
          if (chunkKey && has('chunks')) key = chunkKey(overrides());
        } catch {
          // no key: the whole log is read (and checked again)
        }
        readFrom(chunkedEnd(row.result as GameRow | undefined, key));
      };
      return () => ({
        row: row.result as GameRow | undefined,
        actions: (actions?.result ?? []) as ActionRow[],
        chunks: (chunks?.result ?? []) as ChunkRow[],
        overrides: overrides()
      });
    }
  );
}
