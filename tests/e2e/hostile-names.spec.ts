// Hostile input (Hardening issue): game and player names with markup render as text on the home
// screen, the game screen and the summary page — whether the game was put straight into IndexedDB,
// imported from a file or renamed in the app. No element is made from a name and no script runs.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { replay } from '../../src/lib/rules';
import { summarize } from '../../src/lib/store/games';
import { storeRecord } from './store';

const GAME_NAME = '<img src=x onerror="window.__pwned=1"><b>Bold</b>';
const PLAYERS: [string, string] = ['<script>window.__pwned=2</script>', '<svg onload="window.__pwned=3"></svg><i>Italic</i> & co'];

interface HostileRecord {
  format: string;
  setup: { players: [string, string] };
  actions: unknown[];
}

/** A game in play (fixture france-britain) whose players carry markup. */
function hostileRecord(): HostileRecord {
  const record = JSON.parse(readFileSync(new URL('./fixtures/france-britain.json', import.meta.url), 'utf8')) as HostileRecord;
  return { ...record, setup: { ...record.setup, players: PLAYERS } };
}

/** Nothing was made from the names: no such elements, no handlers, no script ran, no dialog. */
async function expectNoInjection(page: Page, dialogs: string[]): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
    img: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent?.includes('Bold')).length,
    italic: [...document.querySelectorAll('i')].filter((b) => b.textContent?.includes('Italic')).length,
    script: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__pwned')).length
  }));
  expect(found).toEqual({ pwned: 'undefined', img: 0, handlers: 0, bold: 0, italic: 0, script: 0 });
  expect(dialogs).toEqual([]);
}

// Every browser dialog is recorded: a script's alert, or a leave guard. Leaving a game with nothing
// left unconfirmed asks nothing (issue 11), so none is expected at all.
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  return dialogs;
}

/** The literal names are on the page as text (home, game screen, summary). */
async function expectNamesAsText(page: Page, name: string): Promise<void> {
  for (const text of [name, ...PLAYERS]) await expect(page.locator('body').getByText(text, { exact: false }).first()).toBeVisible();
}

test.use({ locale: 'pl-PL' });

test('hostile input: markup in a stored game name and player names renders as text on home, game and summary', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const record = hostileRecord();
  const game = replay(record);
  if (!game.ok) throw new Error(game.error.message);
  const id = 'e2e-hostile-names';
  await storeRecord(page, id, GAME_NAME, record, { ...summarize(game.value) });

  await page.goto('/');
  const item = page.locator(`[data-game-id="${id}"]`);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(GAME_NAME);
  await expect(item).toContainText(PLAYERS[0]);
  await expect(item).toContainText(PLAYERS[1]);
  await expect(item.getByRole('link', { name: `Wznów: ${GAME_NAME}` })).toBeVisible();
  await expectNoInjection(page, dialogs);

  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: GAME_NAME })).toBeVisible();
  await expect(page).toHaveTitle(GAME_NAME);
  await expectNamesAsText(page, GAME_NAME);
  await expectNoInjection(page, dialogs);

  await page.goto(`/game/${id}/summary`);
  await expect(page.locator('main')).toContainText(GAME_NAME);
  await expect(page.locator('main')).toContainText(PLAYERS[0]);
  await expect(page.locator('main')).toContainText(PLAYERS[1]);
  expect(await page.title()).toContain(GAME_NAME);
  await expectNoInjection(page, dialogs);
});

test('hostile input: a record imported from a file and renamed in the app keeps markup names as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await expect(page.getByTestId('no-games')).toBeVisible();
  await page.getByLabel('Wybierz zapis gry (.json)').setInputFiles({
    name: 'Jena.adiutant.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(hostileRecord()), 'utf8')
  });
  const item = page.getByTestId('saved-games').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(PLAYERS[0]);
  await expect(item).toContainText(PLAYERS[1]);

  await item.getByRole('button', { name: /Zmień nazwę/ }).click();
  const field = page.getByRole('textbox', { name: 'Nowa nazwa gry' });
  await field.fill(GAME_NAME);
  await field.press('Enter');
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(GAME_NAME);
  await expect(page.getByRole('status')).toContainText(GAME_NAME);
  await expectNoInjection(page, dialogs);

  // after a reload, read back from IndexedDB
  await page.reload();
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(GAME_NAME);
  await expectNoInjection(page, dialogs);

  await item.getByRole('link', { name: /Wznów/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: GAME_NAME })).toBeVisible();
  await expectNamesAsText(page, GAME_NAME);
  await expectNoInjection(page, dialogs);

  // back home by the header's link: everything is saved, nothing asked
  const gamePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Zapisane gry' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('draft-question')).toHaveCount(0);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(GAME_NAME);
  await expectNoInjection(page, dialogs);

  await page.goto(`${gamePath}/summary`);
  await expect(page.locator('main')).toContainText(GAME_NAME);
  await expect(page.locator('main')).toContainText(PLAYERS[0]);
  await expectNoInjection(page, dialogs);
});
