// Test helper: put a game record straight into the app's IndexedDB ('adiutant': the games and
// actions tables as the Dexie store writes them), so a test can start mid-game. The app creates
// the database itself first: visiting an unknown game shows an alert and opens the database when
// the page is idle (waitForDatabase).
import { expect, type Page } from '@playwright/test';

export interface StoredRecord {
  setup: unknown;
  actions: unknown[];
}

/** The home list's summary of a game still in its first setup step. */
export const SETUP_SUMMARY = { nations: null, turn: 0, stage: 'setup', step: 'roll', winner: null };

export async function storeRecord(
  page: Page,
  id: string,
  name: string,
  record: StoredRecord,
  summary: Record<string, unknown> = { nations: null, turn: 1, stage: 'play', step: 'discard', winner: null }
): Promise<void> {
  // a page of the app whose database is there already (a test storing one game after another):
  // written at once, without a page load
  if (/^https?:/.test(page.url()) && (await writeRecord(page, id, name, record, summary).catch(() => false))) return;
  await page.goto('/game/no-such-game');
  await expect(page.getByRole('alert')).toBeVisible();
  // Dexie may still be creating its tables when the database is first listed: try again until the
  // write finds them (the open below never creates an empty database of its own)
  await expect(async () => {
    await waitForDatabase(page);
    expect(await writeRecord(page, id, name, record, summary)).toBe(true);
  }).toPass({ timeout: 30_000 });
}

async function writeRecord(page: Page, id: string, name: string, record: StoredRecord, summary: Record<string, unknown>): Promise<boolean> {
  return page.evaluate(
    async ({ id, name, record, summary }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === 'adiutant')) return false;
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const req = indexedDB.open('adiutant');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onsuccess = () => resolve(req.result);
        req.onerror = (e) => {
          e.preventDefault();
          resolve(null);
        };
      });
      if (!db) return false;
      if (!db.objectStoreNames.contains('games') || !db.objectStoreNames.contains('actions')) {
        db.close();
        return false;
      }
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
      return true;
    },
    { id, name, record, summary }
  );
}

/**
 * Wait until the app has created its database (it reads a game without creating it, then opens
 * Dexie when the page is idle). Polled from here: a predicate of `page.waitForFunction` that returns
 * a promise counts as true at once, without waiting for it.
 */
export async function waitForDatabase(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(databaseReady), { timeout: 20_000, intervals: [100, 200, 500] }).toBe(true);
}

/** In the page: the app's database is there with its tables (never creating an empty one here). */
async function databaseReady(): Promise<boolean> {
  // not listed yet: not opened from here, since an open would create it (and race Dexie's own)
  if (!(await indexedDB.databases()).some((d) => d.name === 'adiutant')) return false;
  // listed already while Dexie is still creating it (or while the app's light read finds none
  // and aborts): wait for its tables as well
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    const req = indexedDB.open('adiutant');
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onsuccess = () => resolve(req.result);
    req.onerror = (e) => {
      e.preventDefault();
      resolve(null);
    };
  });
  if (!db) return false;
  const ready = db.objectStoreNames.contains('games') && db.objectStoreNames.contains('actions');
  db.close();
  return ready;
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
