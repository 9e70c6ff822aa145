// A newcomer's whole first evening, as a person does it: the home screen, a new game, the setup
// wizard on four chosen sections, the first two game turns through the action bar — and the
// table's Wi-Fi dropping in the middle: the app reloads offline and play goes on. All of it
// without a single request outside the app's own origin (pages and service worker) and without
// anything blocked by the Content-Security-Policy.
import { expect, test, type Page } from '@playwright/test';
import { trackCspViolations, trackForeignRequests, waitForServiceWorker } from './network';

// the service worker runs here: this spec checks the app offline or its requests (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.use({ locale: 'pl-PL' });

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const bar = (page: Page) => page.getByTestId('action-bar');

/** The action bar shows the engine's step `step`, and the header's phase strip `phase`. */
async function atStep(page: Page, step: string, phase: string): Promise<void> {
  await expect(bar(page)).toHaveAttribute('data-step', step);
  await expect(currentPhase(page)).toContainText(phase);
}

/** Tap the bar's main button, named `name`. */
async function tapPrimary(page: Page, name: string): Promise<void> {
  const button = bar(page).getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('data-primary');
  await button.click();
}

async function move(page: Page, from: string, to: string): Promise<void> {
  await square(page, from).click();
  await expect(square(page, to)).toHaveClass(/\bdest\b/);
  await square(page, to).click();
  await expect(unitOn(page, to)).toHaveCount(1);
  await expect(unitOn(page, from)).toHaveCount(0);
}

interface Turn {
  /** the player who plays next */
  next: string;
  /** the army may hold a Scout/Spy (Great Britain): its Draw and Combat Phases stay steps (A26) */
  spy?: boolean;
}

/** Discard nothing and draw: one tap (the hand is full: nothing drawn). */
async function toMovement(page: Page, turn: Turn): Promise<void> {
  await atStep(page, 'discard', 'Faza Odrzucenia');
  await tapPrimary(page, 'Nic nie odrzucam — dobieram do 5');
  if (turn.spy) {
    await atStep(page, 'draw', 'Faza Dobrania');
    await tapPrimary(page, 'Dalej: Faza Ruchu');
  }
  await atStep(page, 'movement', 'Faza Ruchu');
}

/** End the movement, no combat (France's Combat Phase ends by itself: none is possible), no restoration. */
async function endTurn(page: Page, turn: Turn): Promise<void> {
  await tapPrimary(page, 'Koniec ruchu → Faza Walki');
  if (turn.spy) {
    await atStep(page, 'combat', 'Faza Walki');
    await tapPrimary(page, 'Bez walki');
  }
  await atStep(page, 'restoration', 'Faza Przywrócenia');
  await tapPrimary(page, `Koniec tury → ${turn.next}`);
}

/** One player turn: discard nothing and draw (hand is full), move one unit, no combat, no restoration. */
async function playerTurn(page: Page, from: string, to: string, turn: Turn): Promise<void> {
  await toMovement(page, turn);
  await move(page, from, to);
  await endTurn(page, turn);
}

const ALA: Turn = { next: 'Bartek' }; // France
const BARTEK: Turn = { next: 'Ala', spy: true }; // Great Britain

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
  await page.getByTestId('new-more').locator('summary').click();
  await page.getByLabel('Nazwa gry (nieobowiązkowa)').fill('Pierwszy wieczór');
  await page.getByRole('button', { name: 'Rozpocznij grę' }).click();
  await expect(page).toHaveURL(/\/game\//);

  // 3-R1 … 3-R7
  // one tap per die, from the real dice: the entry sends itself when both are in
  const dice = page.getByTestId('dice');
  await dice.getByRole('button', { name: '9', exact: true }).click();
  await dice.getByRole('button', { name: '2', exact: true }).click();
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
      // the 16th unit waits on the board until the players start the battle (issue 15)
      await expect(board.locator(`[data-square="${FILES[i]}${rank}"] [data-unit]`)).toHaveCount(1);
    }
  }
  await page.getByRole('button', { name: 'Rozpocznij bitwę' }).click();

  // play: the action bar leads through the five phases (rule 4)
  await expect(page.locator('.wizard')).toHaveCount(0);
  await atStep(page, 'discard', 'Faza Odrzucenia');
  const col = 'd'; // sections 8, 12, 20, 24 have no Lake: any column can advance
  await playerTurn(page, `${col}2`, `${col}3`, ALA); // Ala, game turn 1
  await playerTurn(page, `${col}7`, `${col}6`, BARTEK); // Bartek
  await expect(page.locator('header.play-header')).toContainText('Tura gry 2');

  // the Wi-Fi drops: the service worker serves the app, IndexedDB the game
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    // game turn 2, Ala: into the Movement Phase, reload there, and go on offline
    await toMovement(page, ALA);
    await page.reload();
    await atStep(page, 'movement', 'Faza Ruchu');
    await expect(unitOn(page, `${col}3`)).toHaveCount(1);
    await expect(unitOn(page, `${col}6`)).toHaveCount(1);
    await move(page, `${col}3`, `${col}4`);
    await endTurn(page, ALA);
    await playerTurn(page, `${col}6`, `${col}5`, BARTEK); // Bartek, game turn 2
    await atStep(page, 'discard', 'Faza Odrzucenia');
    await expect(page.locator('header.play-header')).toContainText('Tura gry 3');
  } finally {
    await context.setOffline(false);
  }
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});
