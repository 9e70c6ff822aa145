// A new version of the app while something is unconfirmed (issue 22): the new service worker
// installs and waits; the page keeps running this version, with the choice on screen, and no
// "Leave site?" dialog; once the choice is applied (or dropped) the new version takes over and the
// page reloads into it, with everything confirmed saved. With nothing unconfirmed it takes over at
// once. Each kind of unconfirmed choice: cards marked for discard, a unit selected, one die typed.
//
// The app is served from a copy of the build on a port of its own; a "new version" is that copy's
// sw.js with one byte more, found by registration.update().
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { storeRecord } from './store';
import { waitForServiceWorker } from './network';

// the service worker runs here: this spec checks the app offline or its requests (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const NAME = `swtest-${process.pid}`;
const DIR = new URL(`../../build-${NAME}/`, import.meta.url);
const PORT = 4300 + (process.pid % 500);
const ORIGIN = `http://localhost:${PORT}`;
let server: ChildProcess | null = null;

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

test.beforeAll(async () => {
  const built = new URL(`../../${process.env.ADIUTANT_OUT ? `build-${process.env.ADIUTANT_OUT}` : 'build'}/`, import.meta.url);
  rmSync(DIR, { recursive: true, force: true });
  cpSync(built, DIR, { recursive: true });
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, PORT: String(PORT), ADIUTANT_OUT: NAME },
    stdio: 'ignore'
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the second server did not start');
});

test.afterAll(() => {
  server?.kill();
  if (existsSync(DIR)) rmSync(DIR, { recursive: true, force: true });
});

/** A context on the copy's origin, with a game stored and opened under the service worker. */
async function opened(browser: Browser, record: unknown, id: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await storeRecord(page, id, 'New version', record as never);
  await page.goto(`/game/${id}`);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('action-bar')).toBeVisible();
  // the page this test started with: a reload clears the mark
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  return { context, page };
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

/** Publish a new version (the service worker changes by one byte) and let the page find it. */
async function newVersion(page: Page): Promise<void> {
  appendFileSync(new URL('sw.js', DIR), `\n// ${Date.now()}\n`);
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg?.update();
  });
  // installed and waiting for the page
  // (polled from here: a waitForFunction predicate that returns a promise counts as true at once)
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), { timeout: 20_000 })
    .toBe(true);
}

async function staysWhileUnconfirmed(page: Page, dialogs: string[]): Promise<void> {
  await page.waitForTimeout(2500);
  expect(await marked(page), 'the page was not reloaded').toBe(true);
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
  expect(dialogs).toEqual([]);
}

async function reloadsOnceSettled(page: Page): Promise<void> {
  await expect.poll(() => marked(page).catch(() => false), { timeout: 15_000 }).toBe(false);
  await expect(page.getByTestId('action-bar')).toBeVisible();
}

function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.type());
    void d.dismiss();
  });
  return seen;
}

test('cards marked for discard: the new version waits until they are discarded, then takes over', async ({ browser }) => {
  const { context, page } = await opened(browser, fixture('ordinary-turn'), 'nv-discard');
  const dialogs = watchDialogs(page);
  const bar = page.getByTestId('action-bar');
  await bar.getByTestId('discard-open').click();
  const sheet = page.getByTestId('discard-sheet');
  await sheet.locator('[data-card="imperial-guard-1"]').click();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toContainText('Marked for discard (1)');
  await newVersion(page);
  await staysWhileUnconfirmed(page, dialogs);
  await expect(bar).toContainText('Marked for discard (1)');
  await bar.locator('[data-primary]').click();
  await reloadsOnceSettled(page);
  // the discard was saved before the new version took over
  await expect(page.getByTestId('action-bar')).not.toHaveAttribute('data-step', 'discard');
  await context.close();
});

test('a unit selected: the new version waits until the move is made', async ({ browser }) => {
  const { context, page } = await opened(browser, fixture('france-britain'), 'nv-unit');
  const dialogs = watchDialogs(page);
  const bar = page.getByTestId('action-bar');
  await bar.getByRole('button', { name: 'Discard nothing — draw to 5' }).click();
  await expect(bar).toHaveAttribute('data-step', 'movement');
  await page.locator('svg.board [data-square="d2"]').click();
  await newVersion(page);
  await staysWhileUnconfirmed(page, dialogs);
  await page.locator('svg.board [data-square="d3"]').click();
  await reloadsOnceSettled(page);
  await expect(page.locator('svg.board [data-square="d3"] [data-unit]')).toBeVisible();
  await context.close();
});

test('one die typed of two: the new version waits until the roll is entered', async ({ browser }) => {
  const record = fixture('combat-france-britain');
  const pass = { type: 'pass' };
  record.actions.push({ type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' }, pass, pass, pass);
  const { context, page } = await opened(browser, record, 'nv-die');
  const dialogs = watchDialogs(page);
  const dice = page.getByTestId('action-bar').getByTestId('dice');
  await dice.getByRole('button', { name: '7', exact: true }).click();
  await newVersion(page);
  await staysWhileUnconfirmed(page, dialogs);
  await expect(dice.locator('.slot').first()).toHaveAccessibleName(/7/);
  await dice.getByRole('button', { name: '9', exact: true }).click();
  await reloadsOnceSettled(page);
  await expect(page.getByTestId('action-bar')).not.toHaveAttribute('data-step', 'combat:roll');
  await context.close();
});

test('nothing unconfirmed: the new version takes over at once', async ({ browser }) => {
  const { context, page } = await opened(browser, fixture('france-britain'), 'nv-none');
  await newVersion(page).catch(() => {});
  await reloadsOnceSettled(page);
  await context.close();
});
