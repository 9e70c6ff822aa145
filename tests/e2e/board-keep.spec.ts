// Board mode, keep and share (issue 12), on a 390×844 phone in Chromium: a share link opens the same
// board offline, a bad link says why and saves nothing, a saved game's position opens as a board,
// boards are saved, listed, renamed and deleted on home, exported and imported as Position JSON v1
// files (a bad file is refused and changes nothing), and the keep sheet is axe clean.
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { SAMPLE_POSITION } from '../../src/lib/app/board-open';
import {
  encodePositionJsonLink,
  encodePositionLink,
  parsePosition,
  positionOf,
  replay,
  toBase64Url,
  type Position,
  type PositionJSON
} from '../../src/lib/rules';
import { waitForServiceWorker } from './network';
import { axeOf } from './a11y';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'en-US' });

type ArmyJSON = PositionJSON['armies'][number];
const [FR, GB] = SAMPLE_POSITION.armies as [ArmyJSON, ArmyJSON];
const FIXTURE = new URL('./fixtures/france-britain.json', import.meta.url);
const b64 = (text: string) => toBase64Url(new TextEncoder().encode(text));

function position(json: PositionJSON): Position {
  const p = parsePosition(json);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** The units of a position as the board should draw them: "square nation reduced", sorted. */
function unitsOf(p: Position): string[] {
  return p.armies.flatMap((a) => a.units.map((u) => `${u.square} ${a.nation} ${u.reduced}`)).sort();
}

/** The units drawn on the board, in the same form. */
async function unitsOnBoard(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.board [data-square]')]
      .flatMap((sq) => {
        const u = sq.querySelector('[data-unit]');
        return u ? [`${sq.getAttribute('data-square')} ${u.getAttribute('data-nation')} ${u.getAttribute('data-reduced')}`] : [];
      })
      .sort()
  );
}

/** The saved boards in IndexedDB (0 when the database or the table does not exist yet). */
async function savedBoardCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('adiutant');
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve(0);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('boards')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('boards').objectStore('boards').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      })
  );
}

const keepSheet = (page: Page) => page.getByTestId('bm-keep-sheet');

async function openKeep(page: Page): Promise<void> {
  await page.getByTestId('bm-keep-open').click();
  await expect(keepSheet(page).getByTestId('keep-bar')).toBeVisible();
}

/** Wait until the board shows the units of `p`. */
async function expectBoard(page: Page, p: Position): Promise<void> {
  await expect.poll(() => unitsOnBoard(page)).toEqual(unitsOf(p));
}

// a variation of the sample, so a link is not confused with ?sample
const SHARED = position({
  ...SAMPLE_POSITION,
  armies: [{ ...FR, units: [...FR.units, { unit: 'guard-cavalry', square: 'h1', reduced: true }] }, GB]
});

test.describe('with the service worker', () => {
  // this test needs it (offline); the others run without it (playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });
  test('a share link opens the same board offline, in a new page of a browser that had opened the app once', async ({ context, page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      for (const hash of [`#p=${encodePositionLink(SHARED)}`, `#json=${encodePositionJsonLink(SHARED)}`]) {
        const other = await context.newPage();
        await other.goto(`/board${hash}`);
        await expectBoard(other, SHARED);
        await expect(other.getByTestId('bm-notice')).toHaveCount(0);
        await other.close();
      }
    } finally {
      await context.setOffline(false);
    }
    expect(await savedBoardCount(page)).toBe(0);
  });
});

test('the share link in the keep sheet is the compact #p= link of this board, with a QR code, and copies', async ({
  context,
  page,
  baseURL
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/board#json=${encodePositionJsonLink(SHARED)}`);
  await expectBoard(page, SHARED);
  await openKeep(page);
  await keepSheet(page).getByRole('button', { name: 'Share link and QR code' }).click();
  const link = await keepSheet(page).getByRole('textbox', { name: 'Link to this board' }).inputValue();
  expect(link).toBe(`${baseURL}/board#p=${encodePositionLink(SHARED)}`);
  await expect(keepSheet(page).getByRole('img', { name: 'QR code of the link to this board' })).toBeVisible();
  await keepSheet(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(keepSheet(page).getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // the link opens the same board
  const other = await context.newPage();
  await other.goto(link);
  await expectBoard(other, SHARED);
});

test('a bad, hostile, malformed or oversized link shows a clear message, opens a fresh board and saves nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const twoOnOne: PositionJSON = {
    ...SAMPLE_POSITION,
    armies: [FR, { ...GB, units: [{ unit: '1st-foot-guards', square: 'd2' }] }]
  };
  const cases: [string, RegExp][] = [
    [`#json=${b64(JSON.stringify(twoOnOne))}`, /could not be opened: .*d2/i],
    [`#json=${b64('{"__proto__": {"x": 1}, "armies": []}')}`, /could not be opened/],
    ['#p=not*base64', /could not be opened: This link does not hold a position/],
    // malformed %-escapes (issue 22): the same notice, no uncaught error
    ['#json=%E0%A4%A', /could not be opened/],
    ['#p=%zz', /could not be opened/],
    [`#p=${'A'.repeat(3000)}`, /could not be opened/],
    ['?id=no-such-board', /could not be opened: There is no saved board with this id/]
  ];
  for (const [rest, message] of cases) {
    await page.goto(`/board${rest}`);
    await expect(page.getByTestId('bm-notice')).toHaveText(message);
    // a fresh board, not the bad one
    await expect.poll(async () => (await unitsOnBoard(page)).some((u) => u.startsWith('d2 great-britain'))).toBe(false);
  }
  expect(await savedBoardCount(page)).toBe(0);
  await page.goto('/');
  await expect(page.getByTestId('no-boards')).toBeVisible();
  // a malformed anchor of the rules reference opens the reference, and a game page its game
  await page.goto('/rules#%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Open as board' shows a saved game's position, from the home list and from the play screen", async ({ page }) => {
  const text = await readFile(FIXTURE, 'utf8');
  const game = replay(JSON.parse(text));
  if (!game.ok) throw new Error(game.error.message);
  const expected = positionOf(game.value.state, game.value.catalog);
  await page.goto('/');
  await page
    .getByLabel('Choose a game record file')
    .setInputFiles({ name: 'Austerlitz.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const item = page.getByTestId('saved-games').locator('article').filter({ hasText: 'Austerlitz' });
  await item.getByRole('link', { name: 'Open as board: Austerlitz' }).click();
  await expect(page).toHaveURL(/\/board\?game=/);
  await expectBoard(page, expected);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Austerlitz');
  // from the game's decks panel too
  const id = new URL(page.url()).searchParams.get('game');
  await page.goto(`/game/${id}`);
  const asBoard = page.getByTestId('open-as-board');
  if (!(await asBoard.isVisible())) await page.getByRole('button', { name: /decks/i }).first().click();
  await asBoard.click();
  await expect(page).toHaveURL(new RegExp(`/board\\?game=${id}$`));
  await expectBoard(page, expected);
  expect(await savedBoardCount(page)).toBe(0);
});

test('a board is saved under a name, listed on home, opened, renamed and deleted (with a confirmation)', async ({ page }) => {
  const sample = position(SAMPLE_POSITION);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sample position' }).click();
  await expectBoard(page, sample);
  await openKeep(page);
  await keepSheet(page).getByLabel('Board name').fill('Corner fight');
  await keepSheet(page).getByRole('button', { name: 'Save board' }).click();
  await expect(keepSheet(page).getByRole('status')).toHaveText('Saved as “Corner fight”.');
  await expect(keepSheet(page).getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(await savedBoardCount(page)).toBe(1);

  await page.goto('/');
  const list = page.getByTestId('saved-boards');
  await expect(list.locator('h3')).toHaveText(['Corner fight']);
  await expect(list).toContainText('France and Great Britain');
  await list.getByRole('button', { name: 'Rename: Corner fight' }).click();
  await list.getByLabel('New name of the board').fill('Hougoumont');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.locator('h3')).toHaveText(['Hougoumont']);
  await list.getByRole('link', { name: 'Open: Hougoumont' }).click();
  await expect(page).toHaveURL(/\/board\?id=/);
  await expectBoard(page, sample);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hougoumont');

  await page.goto('/');
  await page.getByTestId('saved-boards').getByRole('button', { name: 'Delete: Hougoumont' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the board “Hougoumont”?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('saved-boards').locator('h3')).toHaveText(['Hougoumont']);
  await page.getByTestId('saved-boards').getByRole('button', { name: 'Delete: Hougoumont' }).click();
  await dialog.getByRole('button', { name: 'Delete the board' }).click();
  await expect(page.getByTestId('no-boards')).toBeVisible();
  expect(await savedBoardCount(page)).toBe(0);
});

test('a board exported as a Position JSON v1 file imports back; a bad file is refused and changes nothing', async ({ page }) => {
  await page.goto(`/board#p=${encodePositionLink(SHARED)}`);
  await expectBoard(page, SHARED);
  await openKeep(page);
  await keepSheet(page).getByLabel('Board name').fill('Shared');
  const download = page.waitForEvent('download');
  await keepSheet(page).getByRole('button', { name: 'Export file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Shared.board.json');
  const text = await readFile((await file.path())!, 'utf8');
  expect(unitsOf(position(JSON.parse(text)))).toEqual(unitsOf(SHARED));

  // a fresh board, then the file
  await page.goto('/board');
  await expect.poll(() => unitsOnBoard(page)).not.toEqual(unitsOf(SHARED));
  const before = await unitsOnBoard(page);
  await openKeep(page);
  const input = keepSheet(page).getByLabel('Import a board file (Position JSON)');
  // bad files first: nothing changes, the reason is shown
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ "terrain": [') });
  await expect(keepSheet(page).getByRole('alert')).toHaveText('broken.json is not a board, nothing was changed: it is not JSON');
  const lake = {
    ...SAMPLE_POSITION,
    terrain: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'lccccccc'],
    armies: [{ ...FR, units: [{ unit: 'imperial-guard', square: 'a1' }] }, GB]
  };
  await input.setInputFiles({ name: 'lake.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lake)) });
  await expect(keepSheet(page).getByRole('alert')).toContainText('lake.json is not a board, nothing was changed:');
  await expect(keepSheet(page).getByRole('alert')).toContainText(/lake/i);
  expect(await unitsOnBoard(page)).toEqual(before);
  // the good file
  await input.setInputFiles({ name: 'Shared.board.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expectBoard(page, SHARED);
  expect(await savedBoardCount(page)).toBe(0);
});

test('the keep sheet has no serious or critical axe violations, with the share link and QR code open', async ({ page }) => {
  await page.goto('/board?sample');
  await expectBoard(page, position(SAMPLE_POSITION));
  await openKeep(page);
  await keepSheet(page).getByRole('button', { name: 'Share link and QR code' }).click();
  await expect(keepSheet(page).getByRole('img', { name: 'QR code of the link to this board' })).toBeVisible();
  const results = await axeOf(page)
    .include('[data-testid="bm-keep-sheet"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // and on home, with a saved board listed
  await keepSheet(page).getByRole('button', { name: 'Save board' }).click();
  await expect(keepSheet(page).getByRole('status')).toContainText('Saved as');
  await page.goto('/');
  await expect(page.getByTestId('saved-boards')).toBeVisible();
  const home = await axeOf(page)
    .include('[aria-labelledby="board-heading"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const homeSerious = home.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(homeSerious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
