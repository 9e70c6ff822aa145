// A newcomer's whole first evening, as a person does it: the home screen, a new game, the setup
// wizard on four chosen sections, the first two game turns through the turn guide — and the
// table's Wi-Fi dropping in the middle: the app reloads offline and play goes on. All of it
// without a single request outside the app's own origin (pages and service worker) and without
// anything blocked by the Content-Security-Policy.
import { expect, test, type Page } from '@playwright/test';
import { trackCspViolations, trackForeignRequests } from './network';

test.use({ locale: 'pl-PL' });

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const endPhase = (page: Page) => page.getByRole('button', { name: 'Zakończ fazę' });

async function endPhaseTo(page: Page, next: string): Promise<void> {
  await endPhase(page).click();
  await expect(currentPhase(page)).toContainText(next);
}

async function move(page: Page, from: string, to: string): Promise<void> {
  await square(page, from).click();
  await expect(square(page, to)).toHaveClass(/\bdest\b/);
  await square(page, to).click();
  await expect(unitOn(page, to)).toHaveCount(1);
  await expect(unitOn(page, from)).toHaveCount(0);
}

/** One player turn: discard nothing, draw (hand is full), move one unit, no combat, no restoration. */
async function playerTurn(page: Page, from: string, to: string): Promise<void> {
  await expect(currentPhase(page)).toContainText('Faza odrzucenia');
  await endPhaseTo(page, 'Faza dobierania');
  await endPhaseTo(page, 'Faza ruchu');
  await move(page, from, to);
  await endPhaseTo(page, 'Faza walki');
  await endPhaseTo(page, 'Faza odbudowy');
  await endPhase(page).click();
}

test('a newcomer: new game at home, setup on four sections, two game turns, offline reload mid-game', async ({
  page,
  context,
  baseURL
}) => {
  test.setTimeout(180_000);
  const foreign = trackForeignRequests(context, baseURL);
  const violations = await trackCspViolations(context);
  await page.goto('/');
  await page.getByLabel('Gracz 1: imię').fill('Ala');
  await page.getByLabel('Gracz 2: imię').fill('Bartek');
  await page.getByLabel('Nazwa gry (nieobowiązkowa)').fill('Pierwszy wieczór');
  await page.getByRole('button', { name: 'Rozpocznij grę' }).click();
  await expect(page).toHaveURL(/\/game\//);

  // 3-R1 … 3-R7
  await page.getByRole('textbox', { name: 'Kość 1 (k10)' }).fill('9');
  await page.getByRole('textbox', { name: 'Kość 2 (k10)' }).fill('2');
  await page.getByRole('button', { name: 'Użyj wpisanych wyników' }).click();
  // each step waits for its heading: the steps share buttons (e.g. a nation's) that would race
  const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await heading('Pole bitwy z 4 sekcji mapy');
  for (const s of [8, 12, 20, 24]) await page.locator(`[data-section="${s}"]`).click();
  await page.getByRole('button', { name: 'Zatwierdź mapę' }).click();
  await heading('Wybór dwóch nacji');
  await page.getByRole('button', { name: 'Pierwsza gra: Francja przeciw Wielkiej Brytanii' }).click();
  await heading('Wybór armii');
  await page.locator('button[data-nation="france"]').click();
  await heading('Krawędź startowa');
  await page.locator('button[data-edge="north"]').click();
  await page.getByRole('button', { name: 'Zatwierdź krawędź' }).click();
  await heading('Tasowanie i 5 kart na rękę');
  await page.getByRole('button', { name: 'Karty rozdane' }).click();
  await heading('Rozstawienie jednostek');

  // 3-R8: Ala (France, south) on rank 2, Bartek (north) on rank 7
  const board = page.getByRole('grid', { name: 'Pole bitwy: rozstawienie' });
  const units = page.locator('button[data-unit-id]');
  for (const rank of [2, 7]) {
    for (let i = 0; i < 8; i++) {
      await units.first().click();
      await board.locator(`[data-square="${FILES[i]}${rank}"]`).click();
      // after the 16th unit the wizard gives way to the play screen
      if (rank === 2 || i < 7) await expect(board.locator(`[data-square="${FILES[i]}${rank}"] [data-unit]`)).toHaveCount(1);
    }
  }

  // play: the turn guide leads through the five phases (rule 4)
  await expect(page.locator('.wizard')).toHaveCount(0);
  await expect(currentPhase(page)).toContainText('Faza odrzucenia');
  const col = 'd'; // sections 8, 12, 20, 24 have no Lake: any column can advance
  await playerTurn(page, `${col}2`, `${col}3`); // Ala, game turn 1
  await playerTurn(page, `${col}7`, `${col}6`); // Bartek
  await expect(page.locator('header.play-header')).toContainText('Tura gry 2');

  // the Wi-Fi drops: the service worker serves the app, IndexedDB the game
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await context.setOffline(true);
  try {
    // game turn 2, Ala: into the Movement Phase, reload there, and go on offline
    await endPhaseTo(page, 'Faza dobierania');
    await endPhaseTo(page, 'Faza ruchu');
    await page.reload();
    await expect(currentPhase(page)).toContainText('Faza ruchu');
    await expect(unitOn(page, `${col}3`)).toHaveCount(1);
    await expect(unitOn(page, `${col}6`)).toHaveCount(1);
    await move(page, `${col}3`, `${col}4`);
    await endPhaseTo(page, 'Faza walki');
    await endPhaseTo(page, 'Faza odbudowy');
    await endPhase(page).click();
    await playerTurn(page, `${col}6`, `${col}5`); // Bartek, game turn 2
    await expect(currentPhase(page)).toContainText('Faza odrzucenia');
  } finally {
    await context.setOffline(false);
  }
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});
