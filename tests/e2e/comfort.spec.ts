// Comfort at the table (issue 15 part 3) on a 390×844 phone: the deployment with West/East edges
// turns the board so that the deploying player's edge is at the bottom; the printable summary fits
// 360 px; the setup says what it does (the players' names on the first-player dice, a digit a die
// does not have, a third nation, a unit deselected) and lets the players look at the finished
// deployment before the battle starts; the deploy squares and card buttons read well.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { randomUUID } from 'node:crypto';
import { applyAction, replay, toRecord, type Action, type GameRecord } from '../../src/lib/rules';
import { SETUP_SUMMARY, storeRecord } from './store';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

/** A game with the first `count` actions of a fixture, stored and opened. */
async function openAt(page: Page, name: string, count: number, path = ''): Promise<{ id: string; record: GameRecord }> {
  const full = fixture(name);
  const record = { ...full, actions: full.actions.slice(0, count) };
  const id = randomUUID();
  await storeRecord(page, id, 'Wagram', record, SETUP_SUMMARY);
  await page.goto(`/game/${id}${path}`);
  return { id, record: full };
}

/** How many actions are stored for a game. */
async function storedCount(page: Page, id: string): Promise<number> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const n = await new Promise<number>((resolve) => {
      const req = db
        .transaction('actions')
        .objectStore('actions')
        .count(IDBKeyRange.bound([id, -Infinity], [id, Infinity]));
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return n;
  }, id);
}

async function centreY(page: Page, square: string): Promise<number> {
  const box = await page.locator(`svg.board [data-square="${square}"]`).first().boundingBox();
  if (!box) throw new Error(`no square ${square}`);
  return box.y + box.height / 2;
}

test('deployment with West/East edges: the board turns so that the deploying player’s edge is at the bottom', async ({ page }) => {
  // france-britain-west-east: Ala (First Player, France) deploys on the west edge, then Bartek on the east
  await openAt(page, 'france-britain-west-east', 6);
  await expect(page.getByRole('heading', { level: 2, name: 'Deploy the units' })).toBeVisible();
  await expect(page.locator('svg.board')).toHaveAttribute('data-rotation', '270');
  // file a (west) is at the bottom, file h (east) at the top
  expect(await centreY(page, 'a4')).toBeGreaterThan((await centreY(page, 'h4')) + 100);
  // the deploy squares are named as allowed for screen readers
  await expect(page.locator('svg.board [data-square="a4"] title')).toContainText('may deploy here');
  await expect(page.locator('svg.board [data-square="h4"] title')).not.toContainText('may deploy here');

  await openAt(page, 'france-britain-west-east', 14);
  await expect(page.locator('svg.board')).toHaveAttribute('data-rotation', '90');
  expect(await centreY(page, 'h4')).toBeGreaterThan((await centreY(page, 'a4')) + 100);
});

test('the printable summary fits a 360 px screen: no sideways scroll, every column visible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const full = fixture('night-attrition');
  const id = randomUUID();
  await storeRecord(page, id, 'Austerlitz', full);
  await page.goto(`/game/${id}/summary`);
  await expect(page.getByTestId('summary-player')).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  for (const label of ['Army', 'Starting edge', 'Enemy units eliminated', 'Units lost']) {
    const cells = page.locator(`td[data-label="${label}"]`);
    await expect(cells).toHaveCount(2);
    for (const cell of await cells.all()) {
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  }
  await expect(page.locator('td[data-label="Units lost"]').first()).toBeInViewport();
});

test('setup says what it does: the players’ dice, a third nation, a deselected unit', async ({ page }) => {
  await openAt(page, 'france-britain-west-east', 0);
  // 3-R1: each d10 is named after its player
  const slots = page.getByTestId('dice').locator('.slot');
  await expect(slots).toHaveCount(2);
  await expect(slots.nth(0)).toContainText('Ala');
  await expect(slots.nth(1)).toContainText('Bartek');

  // a third nation takes the place of the first, and says so
  await openAt(page, 'france-britain-west-east', 2);
  for (const n of ['france', 'great-britain', 'austria']) await page.locator(`button[data-nation="${n}"]`).click();
  await expect(page.getByText('Two nations at most: France was taken off for Austria.')).toBeVisible();
  await expect(page.locator('button[data-nation="france"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('button[data-nation="austria"]')).toHaveAttribute('aria-pressed', 'true');

  // a selected unit tapped again is deselected, and the hint says so
  await openAt(page, 'france-britain-west-east', 6);
  const unit = page.locator('button[data-unit-id]').first();
  await unit.click();
  await expect(unit).toHaveAttribute('aria-pressed', 'true');
  await unit.click();
  await expect(unit).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/is no longer selected\. Tap a unit, then a square\./)).toBeVisible();
});

test('a digit the die does not have is refused with the reason (a d6 pursuit roll)', async ({ page }) => {
  // the combat-france-britain Assault rolled 10 + 10: retreat, advance, then the pursuit (6.6) on a d6
  const start = replay(fixture('combat-france-britain'));
  if (!start.ok) throw new Error(start.error.message);
  let game = start.value;
  const actions: Action[] = [
    { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'roll', dice: [10, 10] },
    { type: 'retreat', to: 'c7' },
    { type: 'advance', unit: 'd6' }
  ];
  for (const a of actions) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error.message);
    game = r.value;
  }
  const id = randomUUID();
  await storeRecord(page, id, 'Pursuit', toRecord(game));
  await page.goto(`/game/${id}`);
  const dice = page.getByTestId('dice');
  await expect(dice.locator('.slot')).toHaveCount(1);
  await dice.locator('.slot').first().focus();
  await page.keyboard.press('8');
  await expect(dice.getByRole('status')).toHaveText('8 is not on a d6: its faces are 1 to 6.');
});

test('the last deployment waits: the finished deployment is shown, then “Start the battle” begins play', async ({ page }) => {
  const { id, record } = await openAt(page, 'france-britain-west-east', 21);
  const last = record.actions[21] as { type: 'deploy'; unit: string; square: string };
  expect(last.type).toBe('deploy');
  await page.locator(`button[data-unit-id="${last.unit}"]`).click();
  await page.locator(`svg.board [data-square="${last.square}"]`).first().click();
  await expect(page.getByRole('heading', { name: 'All units are on the map' })).toBeVisible();
  const startButton = page.getByRole('button', { name: 'Start the battle' });
  await expect(startButton).toBeVisible();
  // the board shows the last unit where it was placed; nothing saved yet
  await expect(page.locator(`svg.board [data-square="${last.square}"] [data-nation]`)).toHaveCount(1);
  expect(await storedCount(page, id)).toBe(21);
  // taken back: the unit is in the list again
  await page.getByRole('button', { name: /^Take back / }).click();
  await expect(page.locator(`button[data-unit-id="${last.unit}"]`)).toBeVisible();
  await expect(page.locator(`svg.board [data-square="${last.square}"] [data-nation]`)).toHaveCount(0);
  // placed again and started
  await page.locator(`button[data-unit-id="${last.unit}"]`).click();
  await page.locator(`svg.board [data-square="${last.square}"]`).first().click();
  await startButton.click();
  await expect(page.locator('.wizard')).toHaveCount(0);
  await expect.poll(() => storedCount(page, id)).toBeGreaterThanOrEqual(22);
});

test('card buttons read their parts with separators (never “Attack 2d8Defence 7”)', async ({ page }) => {
  const id = randomUUID();
  await storeRecord(page, id, 'Cards', fixture('combat-france-britain'));
  await page.goto(`/game/${id}`);
  await page.locator('svg.board [data-square="d6"]').first().click();
  // the lead, the card's values and what playing it does are separate words for a screen reader
  await expect(page.getByRole('button', { name: /^Assault\s*:\s*Attack 2d10, Defence 3, Pursuit 4$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bombardment\s*:\s*Defence 5, Bombard 1d10, Range 2$/ })).toBeVisible();
});
