// Games that survive the browser (issue 15 part 4), on a 390×844 phone: "Back up all games" then
// "Restore from backup" into an empty profile (a fresh browser context) gives the same games with
// byte-for-byte the same records (each exported and compared); a file with one new game and one
// already here adds just the new one; a corrupt backup is refused with nothing changed; the
// persistence state and the space used are shown in settings, and persistence is asked for when
// the first game is saved.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { storeRecord } from './store';

const PHONE = { locale: 'en-GB', viewport: { width: 390, height: 844 } };
test.use(PHONE);

function fixture(name: string) {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/** Store fixtures as saved games (straight into IndexedDB), by name. */
async function store(page: Page, games: Record<string, string>): Promise<void> {
  for (const [name, file] of Object.entries(games)) await storeRecord(page, randomUUID(), name, fixture(file));
}

/** Every saved game's exported record text, by game name (the home screen's Export). */
async function exported(page: Page): Promise<Record<string, string>> {
  await page.goto('/');
  const items = page.getByTestId('saved-games').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const out: Record<string, string> = {};
  for (const item of await items.all()) {
    const name = (await item.getByRole('heading', { level: 3 }).innerText()).trim();
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: /^Export/ }).click()]);
    out[name] = await readFile((await download.path())!, 'utf8');
  }
  return out;
}

async function backUp(page: Page): Promise<string> {
  await page.goto('/settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up all games' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^adiutant-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.locator('#backup .result')).toContainText(/^Saved adiutant-backup/);
  return readFile((await download.path())!, 'utf8');
}

async function restore(page: Page, text: string, name = 'backup.json'): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Backup' })).toBeVisible();
  await page.locator('#backup input[type="file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test('backup, then restore into an empty profile: the same games, byte for byte the same records', async ({ page, browser }) => {
  await store(page, { Austerlitz: 'night-attrition', Wagram: 'france-britain-west-east', Borodino: 'ordinary-turn' });
  const before = await exported(page);
  expect(Object.keys(before).sort()).toEqual(['Austerlitz', 'Borodino', 'Wagram']);
  const file = await backUp(page);
  expect(JSON.parse(file)).toMatchObject({ format: 'adiutant-backup/1' });
  await expect(page.getByText(/^Last backup: /)).toBeVisible();

  const empty = await freshPage(browser);
  await empty.goto('/');
  await expect(empty.getByTestId('saved-games').getByRole('listitem')).toHaveCount(0);
  await restore(empty, file);
  await expect(empty.locator('#backup .result')).toContainText('Restored from backup.json: added 3 games');
  const after = await exported(empty);
  expect(after).toEqual(before);
  await empty.context().close();
});

test('a game is its id (issue 22): two games with equal records both come back; the same file twice adds nothing the second time', async ({
  page,
  browser
}) => {
  // Monday and Tuesday: the same players, the same moves, two games
  await store(page, { Monday: 'france-britain-west-east', Tuesday: 'france-britain-west-east', Austerlitz: 'night-attrition' });
  const before = await exported(page);
  const file = await backUp(page);

  const other = await freshPage(browser);
  // a Wagram with the same record is here already, under its own id: a different game
  await store(other, { Wagram: 'france-britain-west-east' });
  await restore(other, file);
  const status = other.locator('#backup .result');
  await expect(status).toContainText('Restored from backup.json: added 3 games');
  await expect(status).not.toContainText('skipped');
  const after = await exported(other);
  expect(Object.keys(after).sort()).toEqual(['Austerlitz', 'Monday', 'Tuesday', 'Wagram']);
  for (const name of ['Austerlitz', 'Monday', 'Tuesday']) expect(after[name]).toBe(before[name]);
  // the same file again adds nothing, and names the games already here
  await restore(other, file);
  await expect(status).toContainText('Nothing new in backup.json');
  await expect(status).toContainText('Already here (the same game), skipped: ');
  expect(Object.keys(await exported(other)).sort()).toEqual(['Austerlitz', 'Monday', 'Tuesday', 'Wagram']);
  await other.context().close();
});

test('a corrupt backup is refused with the reason and nothing changed', async ({ page }) => {
  await store(page, { Austerlitz: 'night-attrition' });
  const file = await backUp(page);
  const before = await exported(page);
  const good = JSON.parse(file);
  // a second game whose record holds an action that is not an action, and a cut-short file
  const bad = structuredClone(good);
  const broken = structuredClone(good.games[0]);
  broken.id = randomUUID();
  broken.name = 'Broken';
  broken.record.actions[3] = { type: 'teleport' };
  bad.games.push(broken);
  for (const [text, reason] of [
    [JSON.stringify(bad), /backup\.json was not restored: game 2 \(Broken\) is not valid: .*Nothing was changed\./],
    [file.slice(0, file.length / 2), /backup\.json was not restored: it is not a JSON file, or it is cut short\. Nothing was changed\./],
    [JSON.stringify(good.games[0].record), /it is not an Adiutant backup/]
  ] as const) {
    await restore(page, text);
    await expect(page.locator('#backup [role="alert"]')).toHaveText(reason);
  }
  expect(await exported(page)).toEqual(before);
});

test('settings show whether the browser keeps the data and the space used; persistence is asked for when a game is saved', async ({
  page
}) => {
  // the browser's answer is stubbed: it keeps the data once asked
  await page.addInitScript(() => {
    // kept across page loads of this tab (sessionStorage)
    Object.defineProperty(navigator.storage, 'persist', {
      value: async () => {
        sessionStorage.setItem('persistAsked', String(Number(sessionStorage.getItem('persistAsked') ?? 0) + 1));
        sessionStorage.setItem('kept', '1');
        return true;
      }
    });
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => sessionStorage.getItem('kept') === '1' });
  });
  await page.goto('/settings');
  await expect(page.locator('#backup .storage')).toContainText('Storage: may be cleared when space runs low');
  await expect(page.locator('#backup .storage')).toContainText(/Space used: [\d.,]+\s?(kB|KB|MB|B)/);
  await expect(page.getByText('No backup made in this browser yet.')).toBeVisible();

  // the first game saved asks the browser to keep the data
  await page.goto('/');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/\/game\//);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('persistAsked'))).toBe('1');
  await page.goto('/settings');
  await expect(page.locator('#backup .storage')).toContainText('Storage: kept.');
});

test('the home screen reminds to back up after 30 days with changes not backed up, until a backup is made', async ({ page }) => {
  const id = randomUUID();
  await storeRecord(page, id, 'Eylau', fixture('ordinary-turn'));
  // the game was made and last played 31 days ago
  await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('games', 'readwrite');
    const games = tx.objectStore('games');
    const row = await new Promise<Record<string, unknown>>((resolve) => {
      const req = games.get(id);
      req.onsuccess = () => resolve(req.result);
    });
    const then = Date.now() - 31 * 24 * 60 * 60 * 1000;
    games.put({ ...row, createdAt: then, updatedAt: then });
    await new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
    db.close();
  }, id);
  await page.goto('/');
  await expect(page.getByText('Back up your games: 1 game not backed up yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back up in settings' }).click();
  await expect(page).toHaveURL(/\/settings#backup$/);
  await expect(page.locator('#backup .remind')).toContainText('Time to back up: 1 game kept only in this browser');
  await backUp(page);
  await expect(page.locator('#backup .remind')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('saved-games').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(/^Back up your games/)).toHaveCount(0);
});

test('the summary is downloaded as text where the browser cannot share, and shared where it can', async ({ page, browser }) => {
  const id = randomUUID();
  await storeRecord(page, id, 'Austerlitz', fixture('night-attrition'));
  const record = (await exported(page)).Austerlitz!;
  await page.goto(`/game/${id}/summary`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the summary (.txt)' }).click()
  ]);
  expect(download.suggestedFilename()).toBe('Austerlitz.summary.txt');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('Game summary: Austerlitz');
  expect(text).toContain(await page.getByTestId('summary-result').innerText());

  // a phone's Web Share API (stubbed): the record and the summary go to another app
  const phone = await freshPage(browser);
  await phone.addInitScript(() => {
    const sent: { name: string; type: string; text: string }[] = [];
    (window as unknown as { sent: typeof sent }).sent = sent;
    Object.defineProperty(navigator, 'canShare', { value: (d: { files?: File[] }) => !!d.files?.length });
    Object.defineProperty(navigator, 'share', {
      value: async (d: { files: File[] }) => {
        for (const f of d.files) sent.push({ name: f.name, type: f.type, text: await f.text() });
      }
    });
  });
  await storeRecord(phone, id, 'Austerlitz', fixture('night-attrition'));
  // the home screen's Export shares the record too
  await phone.goto('/');
  const item = phone.getByTestId('saved-games').getByRole('listitem').first();
  await item.getByRole('button', { name: /^Export/ }).click();
  await expect(phone.getByText('Sent Austerlitz.adiutant.json.')).toBeVisible();
  const sentNow = () => phone.evaluate(() => (window as unknown as { sent: { name: string; type: string; text: string }[] }).sent);
  expect(await sentNow()).toEqual([{ name: 'Austerlitz.adiutant.json', type: 'application/json', text: record }]);
  await phone.goto(`/game/${id}/summary`);
  await phone.getByRole('button', { name: 'Share the record' }).click();
  await expect.poll(async () => (await sentNow()).length).toBe(1);
  await phone.getByRole('button', { name: 'Share the summary' }).click();
  await expect.poll(async () => (await sentNow()).length).toBe(2);
  const sent = await sentNow();
  expect(sent[0]).toEqual({ name: 'Austerlitz.adiutant.json', type: 'application/json', text: record });
  expect(sent[1]).toMatchObject({ name: 'Austerlitz.summary.txt', type: 'text/plain' });
  expect(sent[1]!.text).toContain('Game summary: Austerlitz');
  await phone.context().close();
});
