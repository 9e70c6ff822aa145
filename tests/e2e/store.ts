// Test helper: put a game record straight into the app's IndexedDB ('adiutant': the games and
// actions tables as the Dexie store writes them), so a test can start mid-game. The database is
// opened with the app's own schema (src/lib/store/db.ts, bundled here with Dexie), on an empty
// page of the app's origin when the test has no page of the app yet: no app is started only to
// create it (that took a second or two of every such test).
import { type Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

export interface StoredRecord {
  setup: unknown;
  actions: unknown[];
}

/** The home list's summary of a game still in its first setup step. */
export const SETUP_SUMMARY = { nations: null, turn: 0, stage: 'setup', step: 'roll', winner: null };

/** An empty page of the app's origin (answered by the test, never by the app's server). */
const BLANK = '/__adiutant-test-store';

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

/**
 * A page where the app's database can be opened: the page as it is when it shows the app already,
 * else an empty page of its origin. The app's own code opens it, so its schema is the app's.
 */
async function onOrigin(page: Page): Promise<void> {
  if (!/^https?:/.test(page.url())) {
    await page.route(`**${BLANK}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>store</title>' }));
    await page.goto(BLANK);
  }
  // (evaluated by the test, which the app's Content Security Policy does not forbid, unlike a script tag)
  if (!(await page.evaluate(() => '__adiutantOpenDB' in window))) await page.evaluate(storeScript());
}

export async function storeRecord(
  page: Page,
  id: string,
  name: string,
  record: StoredRecord,
  summary: Record<string, unknown> = { nations: null, turn: 1, stage: 'play', step: 'discard', winner: null }
): Promise<void> {
  await onOrigin(page);
  await page.evaluate(
    async ({ id, name, record, summary }) => {
      const open = (window as unknown as { __adiutantOpenDB: () => import('../../src/lib/store/db').AdiutantDB }).__adiutantOpenDB;
      const db = open();
      const now = Date.now();
      await db.transaction('rw', db.games, db.actions, async () => {
        await db.games.put({
          id,
          name,
          setup: record.setup,
          createdAt: now,
          updatedAt: now,
          length: record.actions.length,
          summary
        } as never);
        await db.actions.bulkPut(record.actions.map((action, seq) => ({ gameId: id, seq, action, at: now })) as never);
      });
      db.close();
    },
    { id, name, record, summary }
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
