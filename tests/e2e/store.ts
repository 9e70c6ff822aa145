// Test helper: put a game record straight into the app's IndexedDB ('adiutant': the games and
// actions tables as the Dexie store writes them), so a test can start mid-game. The database has
// the app's own schema (src/lib/store/db.ts, bundled here with Dexie: withDatabase), made on an
// empty page of the app's origin when the test has no page of the app yet: no app is started only
// to create it (that took a second or two of every such test).
import { type Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { BLANK, blankPage } from './test';

export interface StoredRecord {
  setup: unknown;
  actions: unknown[];
}

/** The home list's summary of a game still in its first setup step. */
export const SETUP_SUMMARY = { nations: null, turn: 0, stage: 'setup', step: 'roll', winner: null };

let bundle: string | null = null;

/** The app's `openDB` (db.ts with Dexie) as a script that sets `window.__adiutantOpenDB`, built once per worker. */
function storeScript(): string {
  bundle ??= buildSync({
    entryPoints: [fileURLToPath(new URL('../../src/lib/store/db.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: '__adiutantStore',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    footer: { js: 'window.__adiutantOpenDB = __adiutantStore.openDB;' }
  }).outputFiles![0]!.text;
  return bundle;
}

/** The app's database as its Dexie schema makes it: its version and stores (read once per worker). */
interface Shape {
  version: number;
  stores: {
    name: string;
    keyPath: string | string[] | null;
    autoIncrement: boolean;
    indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
  }[];
}

let shape: Shape | null = null;

/**
 * The app's database on this page, with the game written. The first time in a worker the app's own
 * code (db.ts with Dexie, evaluated by the test: the app's Content Security Policy forbids a script
 * tag) makes it, and its shape is read; after that it is made from that shape directly, which
 * costs nothing to compile (the same database for Dexie: the same version, stores and indexes).
 */
async function withDatabase(page: Page): Promise<void> {
  if (!/^https?:/.test(page.url())) {
    await page.route(`**${BLANK}`, blankPage);
    await page.goto(BLANK);
  }
  if (shape) return;
  await page.evaluate(storeScript());
  shape = await page.evaluate(async () => {
    const dexie = (window as unknown as { __adiutantOpenDB: () => import('../../src/lib/store/db').AdiutantDB }).__adiutantOpenDB();
    await dexie.open();
    const db = dexie.backendDB();
    const names = [...db.objectStoreNames];
    const tx = db.transaction(names, 'readonly');
    const stores = names.map((name) => {
      const store = tx.objectStore(name);
      return {
        name,
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes: [...store.indexNames].map((i) => {
          const index = store.index(i);
          return { name: i, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
        })
      };
    });
    const version = db.version;
    dexie.close();
    return { version, stores };
  });
}

export async function storeRecord(
  page: Page,
  id: string,
  name: string,
  record: StoredRecord,
  summary: Record<string, unknown> = { nations: null, turn: 1, stage: 'play', step: 'discard', winner: null }
): Promise<void> {
  await withDatabase(page);
  await page.evaluate(
    async ({ shape, id, name, record, summary }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('adiutant', shape.version);
        // not there yet (a new page of the origin): made as Dexie makes it
        req.onupgradeneeded = () => {
          for (const s of shape.stores) {
            const store = req.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
            for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
          }
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games', 'actions'], 'readwrite');
      const now = Date.now();
      tx.objectStore('games').put({
        id,
        name,
        setup: record.setup,
        createdAt: now,
        updatedAt: now,
        length: record.actions.length,
        summary
      });
      record.actions.forEach((action, seq) => tx.objectStore('actions').put({ gameId: id, seq, action, at: now }));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { shape: shape!, id, name, record, summary }
  );
}

/** A stored game's record as the app saved it (its row's setup and its actions in order), read from the page's IndexedDB. */
export async function readRecord(page: Page, id: string): Promise<StoredRecord> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['games', 'actions'], 'readonly');
    const row = tx.objectStore('games').get(id);
    const actions = tx.objectStore('actions').getAll(IDBKeyRange.bound([id, 0], [id, Infinity]));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return {
      format: 'adiutant-game/1',
      setup: (row.result as { setup: unknown }).setup,
      actions: (actions.result as { action: unknown }[]).map((a) => a.action)
    };
  }, id);
}
