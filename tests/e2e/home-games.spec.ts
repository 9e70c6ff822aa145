// The home screen's saved games: new game, list, resume, rename, delete, export and import.
// Each test gets a fresh browser context, so IndexedDB starts empty.
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { applyAction, legalActions, newGame, toRecord, type Action, type Game } from '../../src/lib/rules';
import { storeRecord } from './store';
import { axeOf } from './a11y';

const GAME_URL = /\/game\/[0-9a-f-]{36}$/;

/** A record played through the engine up to the first Discard Phase (France first, south). */
function recordInPlay(players: [string, string]): string {
  let game: Game = newGame({ players });
  const play = (a: Action) => {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error.message);
    game = r.value;
  };
  play({ type: 'roll-first-player', dice: [7, 3] });
  play({
    type: 'choose-map',
    sections: [
      { id: 1, rotation: 0 },
      { id: 5, rotation: 90 },
      { id: 10, rotation: 180 },
      { id: 22, rotation: 270 }
    ]
  });
  play({ type: 'choose-nations', nations: ['france', 'great-britain'] });
  play({ type: 'choose-army', nation: 'france' });
  play({ type: 'choose-edge', edge: 'north' });
  play({ type: 'deal' });
  while (game.state.stage === 'setup') {
    const deploy = legalActions(game).find((l) => l.action.type === 'deploy');
    if (!deploy) throw new Error('no deploy');
    play(deploy.action);
  }
  return JSON.stringify(toRecord(game));
}

function rows(page: Page): Locator {
  return page.getByTestId('saved-games').getByRole('listitem');
}

function row(page: Page, name: string): Locator {
  return rows(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** The new-game form's folded options (name, end of the day, dice), opened. */
async function moreOptions(page: Page) {
  const more = page.getByTestId('new-more');
  if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) await more.locator('summary').click();
}

async function createGame(page: Page, o: { p1?: string; p2?: string; name?: string; playerTurn?: boolean } = {}) {
  if (o.p1 !== undefined) await page.getByLabel('Gracz 1: imię').fill(o.p1);
  if (o.p2 !== undefined) await page.getByLabel('Gracz 2: imię').fill(o.p2);
  if (o.name !== undefined || o.playerTurn) await moreOptions(page);
  if (o.name !== undefined) await page.getByLabel('Nazwa gry (nieobowiązkowa)').fill(o.name);
  if (o.playerTurn) await page.getByRole('radio', { name: /Z końcem tury tego gracza/ }).check();
  await page.getByRole('button', { name: 'Rozpocznij grę' }).click();
  await expect(page).toHaveURL(GAME_URL);
  const id = page.url().split('/').pop()!;
  await page.goto('/');
  await expect(page.locator(`[data-game-id="${id}"]`)).toBeVisible();
  return id;
}

async function importFile(page: Page, name: string, text: string) {
  await page.getByLabel('Wybierz zapis gry (.json)').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text, 'utf8')
  });
}

test.use({ locale: 'pl-PL' });

test.beforeEach(async ({ page }) => {
  // the game page asks before an in-app navigation away; these tests always agree
  page.on('dialog', (d) => void d.accept());
  await page.goto('/');
  await expect(page.getByTestId('no-games')).toBeVisible();
});

test('a new game opens its page and is listed at home', async ({ page }) => {
  // the defaults follow the language
  await expect(page.getByLabel('Gracz 1: imię')).toHaveValue('Gracz 1');
  await expect(page.getByLabel('Gracz 2: imię')).toHaveValue('Gracz 2');
  // the options are folded, their summary says the one in force
  await expect(page.getByTestId('new-more')).toContainText('Koniec dnia: tura gry');
  await moreOptions(page);
  await expect(page.getByRole('radio', { name: /Z końcem tury gry/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Koniec dnia (zasada 2.3)' })).toBeVisible();

  const id = await createGame(page, { p1: 'Ala', p2: 'Bartek', name: 'Austerlitz' });
  await expect(rows(page)).toHaveCount(1);
  const game = row(page, 'Austerlitz');
  await expect(game).toContainText('nacje jeszcze niewybrane');
  await expect(game).toContainText('Przygotowanie: rzut o pierwszego gracza');
  await expect(game.locator('time')).toContainText('Ostatnio grana:');
  await expect(game.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  // Resume goes back to the game
  await game.getByRole('link', { name: 'Wznów: Austerlitz' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${id}$`));
});

test('a game without a name is named after the players and the date; markup stays text', async ({ page }) => {
  await createGame(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('heading', { level: 3 })).toHaveText(/^Gracz 1 – Gracz 2, .*\d{4}/);

  await createGame(page, { p1: '<b>Ala</b>', name: '<img src=x onerror="window.pwned=1">' });
  await expect(rows(page)).toHaveCount(2);
  const hostile = row(page, '<img src=x onerror="window.pwned=1">');
  await expect(hostile).toHaveCount(1);
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.locator('main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('shows the stage, nations and turn of a game in play', async ({ page }) => {
  await importFile(page, 'Waterloo.adiutant.json', recordInPlay(['Ala', 'Bartek']));
  const game = row(page, 'Waterloo');
  await expect(game).toContainText('Ala (Francja) – Bartek (Wielka Brytania)');
  await expect(game).toContainText('Tura 1 · Faza Odrzucenia');
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(game).toContainText('Ala (France) against Bartek (Great Britain)');
  await expect(game).toContainText('Turn 1 · Discard Phase');
});

test('renames a game inline', async ({ page }) => {
  await createGame(page, { name: 'Stara nazwa' });
  await row(page, 'Stara nazwa').getByRole('button', { name: 'Zmień nazwę: Stara nazwa' }).click();
  const field = page.getByRole('textbox', { name: 'Nowa nazwa gry' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Stara nazwa');

  // Escape cancels
  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(row(page, 'Stara nazwa')).toHaveCount(1);

  await row(page, 'Stara nazwa')
    .getByRole('button', { name: /Zmień nazwę/ })
    .click();
  await page.getByRole('textbox', { name: 'Nowa nazwa gry' }).fill('Pod Lipskiem');
  await page.getByRole('textbox', { name: 'Nowa nazwa gry' }).press('Enter');
  await expect(row(page, 'Pod Lipskiem')).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveText('Zmieniono nazwę na „Pod Lipskiem”.');
  await expect(row(page, 'Pod Lipskiem').getByRole('button', { name: /Zmień nazwę/ })).toBeFocused();

  // kept after a reload
  await page.reload();
  await expect(row(page, 'Pod Lipskiem')).toHaveCount(1);
  await expect(rows(page)).toHaveCount(1);
});

test('deletes a game only after confirmation', async ({ page }) => {
  await createGame(page, { name: 'Do usunięcia' });
  await createGame(page, { name: 'Zostaje' });
  await expect(rows(page)).toHaveCount(2);

  await row(page, 'Do usunięcia').getByRole('button', { name: 'Usuń: Do usunięcia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć grę „Do usunięcia”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  // Escape cancels too
  await row(page, 'Do usunięcia').getByRole('button', { name: /Usuń/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await row(page, 'Do usunięcia').getByRole('button', { name: /Usuń/ }).click();
  await dialog.getByRole('button', { name: 'Usuń grę' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Zostaje')).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveText('Usunięto grę „Do usunięcia”.');

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Zostaje')).toHaveCount(1);
});

test('exports a record file and imports it as a second game', async ({ page }) => {
  await createGame(page, { p1: 'Ala', p2: 'Bartek', name: 'Jena', playerTurn: true });

  const downloading = page.waitForEvent('download');
  await row(page, 'Jena').getByRole('button', { name: 'Eksportuj: Jena' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Jena.adiutant.json');
  const text = await readFile((await download.path())!, 'utf8');
  const record = JSON.parse(text);
  expect(record.format).toBe('adiutant-game/1');
  expect(record.setup).toEqual({ players: ['Ala', 'Bartek'], options: { nightfall: 'player-turn' } });
  expect(record.actions).toEqual([]);
  await expect(page.getByRole('status')).toHaveText('Zapisano plik Jena.adiutant.json.');

  await importFile(page, 'Jena kopia.adiutant.json', text);
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, 'Jena kopia')).toContainText('Przygotowanie: rzut o pierwszego gracza');
  await expect(page.getByRole('status')).toHaveText('Wczytano grę „Jena kopia”.');
  await expect(page.getByRole('alert').filter({ hasText: 'Nie wczytano' })).toHaveCount(0);

  // the imported game opens like any other
  await row(page, 'Jena kopia').getByRole('link', { name: /Wznów/ }).click();
  await expect(page).toHaveURL(GAME_URL);
});

test('a corrupted or illegal file shows the reason and changes nothing', async ({ page }) => {
  await createGame(page, { name: 'Borodino' });
  const names = async () => rows(page).getByRole('heading', { level: 3 }).allTextContents();
  const before = await names();
  expect(before).toEqual(['Borodino']);
  const alert = page.getByRole('alert').filter({ hasText: 'Nie wczytano' });

  await importFile(page, 'broken.json', '{"format": "adiutant-game/1", "setup": {"players": ["A"');
  await expect(alert).toHaveText(
    'Nie wczytano pliku „broken.json”: to nie jest plik JSON (może jest ucięty). Zapisane gry się nie zmieniły.'
  );
  expect(await names()).toEqual(before);

  const record = JSON.parse(recordInPlay(['A', 'B']));
  await importFile(page, 'future.json', JSON.stringify({ ...record, format: 'adiutant-game/9' }));
  await expect(alert).toContainText('Nie wczytano pliku „future.json”: Nieprawidłowy zapis gry');
  expect(await names()).toEqual(before);

  const illegal = { ...record, actions: [record.actions[0], { type: 'deal' }, ...record.actions.slice(1)] };
  await importFile(page, 'illegal.json', JSON.stringify(illegal));
  await expect(alert).toContainText('Nie wczytano pliku „illegal.json”: Akcja 2 zapisu łamie zasady');
  expect(await names()).toEqual(before);

  await importFile(page, 'hostile.json', JSON.stringify(record).replace('"setup":{', '"setup":{"__proto__":{"x":1},'));
  await expect(alert).toContainText('Niedozwolony klucz „__proto__”');
  expect(await names()).toEqual(before);

  // the message follows the language
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'was not imported' })).toContainText(
    'The file “hostile.json” was not imported: Forbidden key "__proto__" in the input. The saved games are unchanged.'
  );

  // nothing was stored, also after a reload
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved games' }).getByRole('listitem')).toHaveCount(1);
});

test('refuses a file that is too large', async ({ page }) => {
  test.slow();
  await importFile(page, 'huge.json', JSON.stringify({ padding: 'x'.repeat(6_000_000) }));
  await expect(page.getByRole('alert').filter({ hasText: 'Nie wczytano' })).toContainText('huge.json');
  await expect(page.getByTestId('no-games')).toBeVisible();
});

test('switching the language changes the home texts', async ({ page }) => {
  await createGame(page, { name: 'Wagram' });
  await expect(page.getByRole('heading', { level: 2, name: 'Zapisane gry' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nowa gra' })).toBeVisible();

  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Saved games' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New game' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Import a record from a file' })).toBeVisible();
  await expect(page.getByLabel('Player 1: name')).toHaveValue('Player 1');
  await moreOptions(page);
  await expect(page.getByRole('radio', { name: /At the end of the game turn/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'End of the day (rule 2.3)' })).toBeVisible();
  const game = page.getByRole('list', { name: 'Saved games' }).getByRole('listitem');
  await expect(game).toContainText('nations not chosen yet');
  await expect(game).toContainText('Setup: rolling for the First Player');
  await expect(game).toContainText('Last played:');
  await expect(game.getByRole('link', { name: 'Resume: Wagram' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Delete: Wagram' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo position' })).toBeVisible();

  await page.getByRole('button', { name: 'PL' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Zapisane gry' })).toBeVisible();
  await expect(page.getByLabel('Gracz 1: imię')).toHaveValue('Gracz 1');
});

test('has no serious accessibility violations, also with the dialog open', async ({ page }) => {
  test.slow(); // three axe scans of a page with the 64-square demo board
  await createGame(page, { name: 'Friedland' });
  await importFile(page, 'broken.json', '{');
  await expect(page.getByRole('alert').filter({ hasText: 'Nie wczytano' })).toBeVisible();
  const scan = async () => {
    const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    return results.violations
      .filter((v) => process.env.AXE_ALL || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  expect(await scan()).toEqual([]);

  await row(page, 'Friedland')
    .getByRole('button', { name: /Zmień nazwę/ })
    .click();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');

  await row(page, 'Friedland').getByRole('button', { name: /Usuń/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('fits a 360 px phone with 44 px touch targets', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createGame(page, { name: 'Bardzo długa nazwa gry '.repeat(4) + 'Bezspacjowa'.repeat(6) });
  await expect(rows(page)).toHaveCount(1);
  // every option of the form shown, so that its fields are measured too
  await page.getByTestId('new-more').locator('summary').click();
  await expect(page.locator('#new-game-name')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const targets = page.locator(
    'main li a, main li button, main form button, main input[type="text"], main label:has(input[type="radio"]), main label:has(input[type="file"])'
  );
  const count = await targets.count();
  expect(count).toBeGreaterThan(8);
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox();
    expect(box, `target ${i}`).not.toBeNull();
    expect(box!.height, `height of target ${i}`).toBeGreaterThanOrEqual(44);
    expect(box!.width, `width of target ${i}`).toBeGreaterThanOrEqual(44);
  }
});

test('many saved games (issue 31): 20 drawn at a time, "Show more" adds 20, and the search finds games among all of them', async ({
  page
}) => {
  // 45 games, the most recent first: odd ones at Łódź, even ones at Leipzig
  const name = (i: number) => `Bitwa ${i} ${i % 2 ? 'pod Łodzią' : 'pod Lipskiem'}`;
  await storeRecord(page, 'g1', name(1), JSON.parse(recordInPlay(['Ala', 'Bartek'])));
  await page.evaluate(
    async (names) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('adiutant');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games'], 'readwrite');
      const first = await new Promise<Record<string, unknown>>((resolve) => {
        const req = tx.objectStore('games').get('g1');
        req.onsuccess = () => resolve(req.result);
      });
      names.forEach((n, i) =>
        tx.objectStore('games').put({ ...first, id: `g${i + 1}`, name: n, updatedAt: 1_800_000_000_000 - i * 60_000 })
      );
      await new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
      db.close();
    },
    Array.from({ length: 45 }, (_, i) => name(i + 1))
  );
  await page.goto('/');
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toContainText(name(1));
  await expect(page.getByTestId('saved-games-shown')).toHaveText('Widać 20 z 45');
  const more = page.getByTestId('saved-games-more');
  await more.click();
  await expect(rows(page)).toHaveCount(40);
  await more.click();
  await expect(rows(page)).toHaveCount(45);
  await expect(rows(page).last()).toContainText(name(45));
  await expect(more).toHaveCount(0);

  // the search: every word, case and Polish letters aside, among all the games, in their order
  const search = page.getByLabel('Szukaj zapisanych gier');
  await search.fill('LODZIA');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('saved-games-shown')).toHaveText('Widać 20 z 23');
  await search.fill('lipskiem 44');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name(44))).toHaveCount(1);
  await search.fill('Wagram');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('saved-games-none')).toHaveText('Nic nie pasuje do „Wagram”.');
  await search.fill('');
  await expect(rows(page)).toHaveCount(20);
});
