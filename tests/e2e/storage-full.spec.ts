// A full disk (issue 22): IndexedDB writes fail with QuotaExceededError (a stub over IndexedDB's
// write calls, switched on per tab). A tap, an Undo, a new game, an import and a restore each say
// so in the player's language and change nothing stored; "Back up all games" still gives its file,
// and says the time of the backup could not be recorded. No uncaught error on any of these paths.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { storeRecord } from './store';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const FULL = 'this device has no space left for the app';
const record = JSON.parse(readFileSync(new URL('./fixtures/france-britain.json', import.meta.url), 'utf8'));

const bar = (page: Page) => page.getByTestId('action-bar');
const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');
const unitOn = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"] [data-unit]`);

/** IndexedDB's writes throw QuotaExceededError while this tab's flag is on. */
async function stubWrites(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const full = () => {
      if (sessionStorage.getItem('adiutant-test-full') === '1')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const wrap = (proto: object, names: string[]) => {
      for (const name of names) {
        const p = proto as Record<string, (...args: unknown[]) => unknown>;
        const original = p[name]!;
        p[name] = function (this: unknown, ...args: unknown[]) {
          full();
          return original.apply(this, args);
        };
      }
    };
    wrap(IDBObjectStore.prototype, ['add', 'put', 'delete', 'clear']);
    wrap(IDBCursor.prototype, ['update', 'delete']);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const full = (page: Page, on: boolean) => page.evaluate((on) => sessionStorage.setItem('adiutant-test-full', on ? '1' : '0'), on);

/** The stored rows of one game, or of every game (straight from IndexedDB). */
async function stored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = (name: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result as unknown[]);
        req.onerror = () => reject(req.error);
      });
    const out = JSON.stringify([await all('games'), await all('actions'), await all('boards')]);
    db.close();
    return out;
  });
}

async function openGame(page: Page): Promise<string> {
  const id = randomUUID();
  await storeRecord(page, id, 'Full disk', record);
  await page.goto(`/game/${id}`);
  await expect(bar(page)).toBeVisible();
  return id;
}

test('a tap and an Undo on a full disk: said in the bar, nothing stored changes, and play goes on once there is space', async ({
  page
}) => {
  const errors = await stubWrites(page);
  await openGame(page);
  const before = await stored(page);
  await full(page, true);
  await bar(page).getByRole('button', { name: 'Discard nothing — draw to 5' }).click();
  await expect(alertBox(page)).toContainText(FULL);
  await expect(alertBox(page)).toContainText('nothing was changed');
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  expect(await stored(page)).toBe(before);
  // space again: the same tap works
  await full(page, false);
  await bar(page).getByRole('button', { name: 'Discard nothing — draw to 5' }).click();
  await expect(bar(page)).toHaveAttribute('data-step', 'movement');
  await page.locator('svg.board [data-square="d2"]').click();
  await page.locator('svg.board [data-square="d3"]').click();
  await expect(unitOn(page, 'd3')).toBeVisible();
  const moved = await stored(page);
  // an Undo on a full disk
  await full(page, true);
  await page.getByTestId('bar-undo').click();
  await expect(alertBox(page)).toContainText(FULL);
  await expect(unitOn(page, 'd3')).toBeVisible();
  expect(await stored(page)).toBe(moved);
  // the reload shows what was stored
  await full(page, false);
  await page.reload();
  await expect(unitOn(page, 'd3')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a new game and an import on a full disk: each says so on the home screen and adds nothing', async ({ page }) => {
  const errors = await stubWrites(page);
  await openGame(page);
  await page.goto('/');
  const before = await stored(page);
  await full(page, true);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The new game could not be saved' })).toContainText(FULL);
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Choose a game record file').setInputFiles({
    name: 'jena.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(record))
  });
  await expect(page.getByRole('alert').filter({ hasText: 'was not imported' })).toContainText(FULL);
  expect(await stored(page)).toBe(before);
  expect(errors).toEqual([]);
});

test('a restore on a full disk is refused with the reason; a backup still gives its whole file', async ({ page }) => {
  const errors = await stubWrites(page);
  await openGame(page);
  await page.goto('/settings');
  // the backup first, with space: its file, to restore later
  const [first] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up all games' }).click()]);
  const file = JSON.parse(await readFile((await first.path())!, 'utf8'));
  // a file holding one more game, restored on a full disk
  const more = structuredClone(file);
  more.games.push({ ...structuredClone(file.games[0]), id: randomUUID(), name: 'One more' });
  const before = await stored(page);
  await full(page, true);
  await page
    .locator('#backup input[type="file"]')
    .setInputFiles({ name: 'more.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(more)) });
  await expect(page.locator('#backup [role="alert"]')).toContainText('more.json was not restored');
  await expect(page.locator('#backup [role="alert"]')).toContainText(FULL);
  expect(await stored(page)).toBe(before);
  // the backup on a full disk: the file comes, whole, and the time could not be recorded
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up all games' }).click()]);
  const text = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(text.games).toEqual(file.games);
  await expect(page.locator('#backup .result')).toContainText('The time of this backup could not be recorded');
  expect(errors).toEqual([]);
});
