// The play screen: board, turn guide and movement assistant, against games already past setup.
//
// Fixtures (tests/e2e/fixtures/*.json, format adiutant-game/1, made with the engine and replayed
// by the app on load): Ala (seat 0, France, First Player, south) against Bartek (seat 1, north).
// Terrain: Marsh on c3 in front of the 1st Cuirassiers (cavalry) on c2; Imperial Guard
// (infantry) on d2 with d1 and d3 empty. france-britain: Great Britain (no Guerrilla cards);
// france-spain: Spain (Guerrilla); france-britain-west-east: France west, Great Britain east.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';

interface GameRecord {
  format: string;
  setup: { players: [string, string] };
  actions: unknown[];
}

function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

let counter = 0;

/**
 * Store a record in the app's IndexedDB ('adiutant': games + actions, as the Dexie store writes
 * them) and open it. The app creates the database first: visiting an unknown game opens it.
 */
async function openGame(page: Page, name: string, gameName = 'Austerlitz'): Promise<string> {
  const record = fixture(name);
  const id = `e2e-${name}-${Date.now()}-${counter++}`;
  await storeRecord(page, id, gameName, record);
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  return id;
}

const board = (page: Page) => page.locator('svg.board');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const endPhase = (page: Page) => page.getByRole('button', { name: 'End phase' });
const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');

async function endPhaseTo(page: Page, next: RegExp | string): Promise<void> {
  await endPhase(page).click();
  await expect(currentPhase(page)).toContainText(next);
}

/** Discard nothing, nothing to draw (5 cards in hand): on to the Movement Phase. */
async function toMovement(page: Page): Promise<void> {
  await expect(currentPhase(page)).toContainText('Discard Phase');
  await endPhaseTo(page, 'Draw Phase');
  await expect(page.getByRole('status').filter({ hasText: 'What now?' })).toContainText('You hold 5 cards');
  await endPhaseTo(page, 'Movement Phase');
}

/** Tap a unit, check the engine's destination is highlighted, tap it; the counter moves. */
async function move(page: Page, from: string, to: string): Promise<void> {
  const label = await unitOn(page, from).getAttribute('data-unit');
  await square(page, from).click();
  await expect(square(page, from)).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, to)).toHaveClass(/\bdest\b/);
  await square(page, to).click();
  await expect(unitOn(page, to)).toHaveAttribute('data-unit', label!);
  await expect(unitOn(page, from)).toHaveCount(0);
}

/** Combat and Restoration: nothing done, the turn passes. */
async function finishTurn(page: Page): Promise<void> {
  await endPhaseTo(page, 'Combat Phase');
  await endPhaseTo(page, 'Restoration Phase');
  await expect(page.getByText(/Ending the Restoration Phase ends the turn/)).toBeVisible();
  await endPhase(page).click();
  await expect(currentPhase(page)).toContainText('Discard Phase');
}

test.use({ locale: 'en-US' });

test('two game turns through the turn guide, both players', async ({ page }) => {
  await openGame(page, 'france-britain');
  const header = page.locator('header.play-header');
  await expect(header).toContainText('Game turn 1');
  await expect(header).toContainText('Playing: Ala (France)');
  await expect(page.getByRole('grid', { name: 'Battlefield: France against Great Britain' })).toBeVisible();
  await expect(page.locator('.phases > li')).toHaveCount(5);
  await expect(currentPhase(page)).toContainText('rule 4-R5');

  // teaching mode is on for a new player: the phase explained and a hint
  await expect(page.getByRole('checkbox', { name: 'Teaching mode' })).toBeChecked();
  await expect(page.getByText('What now?')).toBeVisible();

  // game turn 1, Ala (France, south edge at the bottom)
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await toMovement(page);
  await expect(page.getByText('Move one unit: tap it, then a highlighted square.')).toBeVisible();
  await square(page, 'd2').click();
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(2); // d1 and d3 (c2, e2 occupied)
  await expect(square(page, 'd3').locator('> title')).toContainText('possible destination');
  await expect(page.getByText(/Imperial Guard is selected/)).toBeVisible();
  await square(page, 'd3').click();
  await expect(unitOn(page, 'd3')).toHaveAttribute('data-unit', 'IG');
  await expect(page.locator('svg.board .last-move')).toHaveCount(1);
  await expect(square(page, 'd3').locator('> title')).toContainText('last move, from d2');
  await expect(page.getByText('Movement done: tap End phase')).toBeVisible();
  await finishTurn(page);

  // game turn 1, Bartek (Great Britain, north): the board turns
  await expect(header).toContainText('Game turn 1');
  await expect(header).toContainText('Playing: Bartek (Great Britain)');
  await expect(board(page)).toHaveAttribute('data-rotation', '180');
  await toMovement(page);
  await move(page, 'd7', 'd6');
  await finishTurn(page);

  // game turn 2, both again
  await expect(header).toContainText('Game turn 2');
  await expect(header).toContainText('Playing: Ala (France)');
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await toMovement(page);
  await move(page, 'c2', 'c3'); // cavalry into the marsh: it stops there
  await finishTurn(page);
  await expect(header).toContainText('Playing: Bartek (Great Britain)');
  await toMovement(page);
  await move(page, 'c8', 'd7'); // King's Dragoon Guards: two squares, round the corner by d8
  await finishTurn(page);
  await expect(header).toContainText('Game turn 3');
  await expect(header).toContainText('Playing: Ala (France)');
});

test('illegal moves are refused by the engine with its reason', async ({ page }) => {
  await openGame(page, 'france-britain');
  await endPhaseTo(page, 'Draw Phase');
  await endPhaseTo(page, 'Movement Phase');

  // no move yet: the engine refuses to end the phase
  await endPhase(page).click();
  await expect(alertBox(page)).toHaveText('You must move one unit first — rule 5-R1');
  await expect(currentPhase(page)).toContainText('Movement Phase');

  // cavalry through the marsh on c3 to c4 (c4 is not highlighted; the move is still sent)
  await square(page, 'c2').click();
  await expect(square(page, 'c3')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'c4')).not.toHaveClass(/\bdest\b/);
  await square(page, 'c4').click();
  await expect(alertBox(page)).toHaveText(
    'Cavalry must stop on entering Marsh or Fields, so it cannot reach c4 — rule 5-R5'
  );
  await expect(unitOn(page, 'c2')).toHaveCount(1);
  await expect(unitOn(page, 'c4')).toHaveCount(0);

  // the reason follows the language
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(alertBox(page)).toHaveText(
    'Kawaleria musi się zatrzymać po wejściu na Mokradła lub Pole, więc nie dotrze na c4 — zasada 5-R5'
  );
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // infantry two squares
  await square(page, 'd2').click();
  await expect(square(page, 'd2')).toHaveAttribute('aria-selected', 'true');
  await expect(alertBox(page)).toHaveText(''); // a new selection clears the old refusal
  await square(page, 'd4').click();
  await expect(alertBox(page)).toHaveText(
    'Too far: infantry moves 1 square, cavalry 1 or 2, and never back to its start — rule 5-R2'
  );
  await expect(unitOn(page, 'd2')).toHaveCount(1);

  // a legal move afterwards clears the refusal
  await square(page, 'd3').click();
  await expect(unitOn(page, 'd3')).toHaveCount(1);
  await expect(alertBox(page)).toHaveText('');

  // a second unit without Supply: refused
  await square(page, 'e2').click();
  await square(page, 'e3').click();
  await expect(alertBox(page)).toHaveText('A second unit may move only with a Supply card — rule 5-R8');
});

test('Supply moves a second unit; Forced March adds a square', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  await expect(page.getByText('With a Supply card a second unit may move (rule 5-R8).')).toBeVisible();
  await move(page, 'd2', 'd3');

  // Great Britain has no Guerrilla: the Supply takes effect at once
  await page.getByRole('button', { name: 'Play Supply (second unit)' }).click();
  await expect(page.getByText('Supply played: a second unit may move.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play Supply (second unit)' })).toHaveCount(0);
  await expect(page.getByText('Supply played: move a second, different unit.')).toBeVisible();
  await move(page, 'e2', 'e3');
  await expect(page.getByText(/Moved this phase: Imperial Guard \(d2→d3\), 2nd Regiment Legere \(e2→e3\)/)).toBeVisible();

  // Forced March for the Imperial Guard: its squares highlighted, one more square
  await page.getByRole('button', { name: 'Forced March: Imperial Guard' }).click();
  await expect(page.getByText('Forced March for Imperial Guard: tap a highlighted square.')).toBeVisible();
  await expect(square(page, 'd4')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'd2')).toHaveClass(/\bdest\b/); // back to its start is allowed (5-R11)
  await square(page, 'd4').click();
  await expect(unitOn(page, 'd4')).toHaveAttribute('data-unit', 'IG');
  await expect(page.getByRole('button', { name: 'Forced March: Imperial Guard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forced March: 2nd Regiment Legere' })).toBeVisible();
  await endPhaseTo(page, 'Combat Phase');
});

test('Guerrilla: the opponent is asked by name and may cancel the Supply', async ({ page }) => {
  await openGame(page, 'france-spain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await page.getByRole('button', { name: 'Play Supply (second unit)' }).click();

  const question = page.getByText('Bartek: play Guerrilla to cancel Supply?');
  await expect(question).toBeVisible();
  await expect(page.getByText('Bartek decides: play Guerrilla to cancel Supply, or not.')).toBeVisible();
  await expect(endPhase(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('Supply cancelled by Guerrilla: no second unit moves (rule 5-R16).')).toBeVisible();
  await square(page, 'e2').click();
  await square(page, 'e3').click();
  await expect(alertBox(page)).toHaveText(
    'The Supply was cancelled by Guerrilla: no second unit moves this phase — rule 5-R16'
  );

  // undo the Guerrilla and answer No instead: the Supply goes ahead
  await page.getByRole('button', { name: 'Undo last action' }).click();
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('Supply played: a second unit may move.')).toBeVisible();
  await move(page, 'e2', 'e3');
});

test('a move by keyboard; undo takes back the last action', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  // arrows move the focus over the board, Enter or Space taps
  await square(page, 'd2').focus();
  await page.keyboard.press('Enter');
  await expect(square(page, 'd2')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(square(page, 'd3')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(unitOn(page, 'd3')).toHaveAttribute('data-unit', 'IG');
  const undo = page.getByRole('button', { name: 'Undo last action' });
  await undo.click();
  await expect(unitOn(page, 'd2')).toHaveAttribute('data-unit', 'IG');
  await expect(unitOn(page, 'd3')).toHaveCount(0);
  await expect(currentPhase(page)).toContainText('Movement Phase');
  await undo.click();
  await expect(currentPhase(page)).toContainText('Draw Phase');
  await undo.click();
  await expect(currentPhase(page)).toContainText('Discard Phase');
});

test('a reload in the middle of the Movement Phase resumes exactly there', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await page.getByRole('button', { name: 'Play Supply (second unit)' }).click();
  await expect(page.getByText('Supply played: a second unit may move.')).toBeVisible();
  const units = async () =>
    page.locator('svg.board [data-square]:has([data-unit])').evaluateAll((cells) =>
      cells.map((c) => `${c.getAttribute('data-square')}:${c.querySelector('[data-unit]')!.getAttribute('data-unit')}`).sort()
    );
  const before = await units();
  expect(before).toHaveLength(16);

  await page.reload();
  await expect(currentPhase(page)).toContainText('Movement Phase');
  await expect(page.locator('header.play-header')).toContainText('Playing: Ala (France)');
  expect(await units()).toEqual(before);
  await expect(page.getByText('Supply played: a second unit may move.')).toBeVisible();
  await move(page, 'e2', 'e3');
});

test('the board turns with the active player, east and west too', async ({ page }) => {
  await openGame(page, 'france-britain');
  const box = async (sq: string) => (await square(page, sq).locator('rect.grid-line').boundingBox())!;
  expect((await box('a1')).y).toBeGreaterThan((await box('a8')).y);
  await expect(page.getByText('At the bottom: Ala (France)')).toBeVisible();
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await finishTurn(page);

  // Bartek (north) is active: rank 8 at the bottom, h-file on the left
  await expect(board(page)).toHaveAttribute('data-rotation', '180');
  await expect(page.getByText('At the bottom: Bartek (Great Britain)')).toBeVisible();
  expect((await box('a8')).y).toBeGreaterThan((await box('a1')).y);
  expect((await box('h8')).x).toBeLessThan((await box('a8')).x);

  // the toggle: off keeps north at the top, and is remembered
  const toggle = page.getByRole('checkbox', { name: 'Turn the board with the active player' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await page.getByRole('checkbox', { name: 'Turn the board with the active player' }).check();
  await expect(board(page)).toHaveAttribute('data-rotation', '180');

  // west (France) and east (Great Britain) starting edges
  await openGame(page, 'france-britain-west-east', 'Wagram');
  await expect(board(page)).toHaveAttribute('data-rotation', '270');
  expect((await box('a4')).y).toBeGreaterThan((await box('h4')).y); // the a-file (west) at the bottom
  expect((await box('a8')).x).toBeLessThan((await box('a1')).x); // facing east: north on the left
  await toMovement(page);
  await move(page, 'b4', 'c4');
  await finishTurn(page);
  await expect(board(page)).toHaveAttribute('data-rotation', '90');
  expect((await box('h4')).y).toBeGreaterThan((await box('a4')).y); // the h-file (east) at the bottom
});

test('teaching mode can be switched off and stays off', async ({ page }) => {
  await openGame(page, 'france-britain');
  await expect(page.getByText('What now?')).toBeVisible();
  await expect(page.getByText(/Cards stay in your hand from turn to turn/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Teaching mode' }).uncheck();
  await expect(page.getByText('What now?')).toHaveCount(0);
  await expect(page.getByText(/Cards stay in your hand/)).toHaveCount(0);
  // the stepper still says what may be done, with the rule
  await expect(currentPhase(page)).toContainText('Discard any number of cards, or none');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Teaching mode' })).not.toBeChecked();
  await expect(page.getByText('What now?')).toHaveCount(0);
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the turn guide uses the rulebook terms', async ({ page }) => {
    await openGame(page, 'france-britain');
    await expect(page.locator('header.play-header')).toContainText('Tura gry 1');
    await expect(page.locator('header.play-header')).toContainText('Gra: Ala (Francja)');
    await expect(page.locator('.phases > li')).toHaveText([
      /Faza odrzucenia/,
      /Faza dobierania/,
      /Faza ruchu/,
      /Faza walki/,
      /Faza odbudowy/
    ]);
    await page.getByRole('button', { name: 'Zakończ fazę' }).click();
    await page.getByRole('button', { name: 'Zakończ fazę' }).click();
    await expect(currentPhase(page)).toContainText('Faza ruchu');
    await expect(page.getByRole('button', { name: 'Zagraj Zaopatrzenie (druga jednostka)' })).toBeVisible();
  });
});

test('no serious or critical axe violations on the board screen', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  await square(page, 'c2').click();
  await square(page, 'c4').click(); // a refusal on screen too
  await expect(alertBox(page)).not.toHaveText('');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('fits phones and desktops; screenshots of the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, 'france-britain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await page.getByRole('button', { name: 'Play Supply (second unit)' }).click();
  await square(page, 'c2').click();
  // c1, c3 (marsh: it stops there), d2, and b1, d1 round the corner
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(5);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/board-390x844.png' });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // portrait: the turn guide below the board
  const boardBox = (await board(page).boundingBox())!;
  const guideBox = (await page.locator('.turn-guide').boundingBox())!;
  expect(guideBox.y).toBeGreaterThan(boardBox.y + boardBox.height - 1);
  expect(boardBox.width / 8.4).toBeGreaterThanOrEqual(44); // a square is a large touch target

  // buttons are large touch targets
  for (const b of await page.locator('.end-phase, .movement button, .refusal button, .turn-toggle, .teach-toggle').all()) {
    const bb = (await b.boundingBox())!;
    expect(bb.height, await b.innerText()).toBeGreaterThanOrEqual(44);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect((await board(page).boundingBox())!.width).toBeGreaterThan(330);

  // landscape: the turn guide beside the board, the whole board on screen
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = (await board(page).boundingBox())!;
  const side = (await page.locator('.turn-guide').boundingBox())!;
  expect(side.x).toBeGreaterThan(wide.x + wide.width - 1);
  expect(side.y).toBeLessThan(wide.y + 50); // the side column starts at the top
  expect(wide.y + wide.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: 'test-results/board-1280x800.png' });
});
