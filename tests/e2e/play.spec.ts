// The play screen: board, action bar, turn guide and movement assistant, against games already
// past setup (issue 11: the board and the action bar of the current step; the panels beside them
// on landscape screens, in sheets on phones).
//
// Fixtures (tests/e2e/fixtures/*.json, format adiutant-game/1, made with the engine and replayed
// by the app on load): Ala (seat 0, France, First Player, south) against Bartek (seat 1, north).
// Terrain: Marsh on c3 in front of the 1st Cuirassiers (cavalry) on c2; Imperial Guard
// (infantry) on d2 with d1 and d3 empty. france-britain: Great Britain (no Guerrilla cards, a
// Spy card: its Draw Phase stays a step, 9.2-R25); france-spain: Spain (Guerrilla);
// france-britain-west-east: France west, Great Britain east. France holds no Scout/Spy card: its
// Draw Phase at a full hand has nothing to decide and is taken by the app. No combat is possible
// in these positions: France's Combat Phase ends by itself when the movement ends (Great
// Britain's stays a step: its Spy may be played any time in its own turn, A26).
import { expectAxeClean } from './a11y';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
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
const arrows = (page: Page) => page.locator('svg.board .moves .move-path');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const bar = (page: Page) => page.getByTestId('action-bar');
const primary = (page: Page) => bar(page).locator('[data-primary]');
const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');
const guide = (page: Page) => page.getByTestId('turn-guide');
const whatNow = (page: Page) => guide(page).getByRole('status').filter({ hasText: 'What now?' });

/** The bar shows `step` for `player` (seat), and the header's phase strip `phase`. */
async function atStep(page: Page, step: string, phase: string, player: 0 | 1 = 0): Promise<void> {
  await expect(bar(page)).toHaveAttribute('data-step', step);
  await expect(bar(page)).toHaveAttribute('data-player', String(player));
  await expect(currentPhase(page)).toContainText(phase);
}

/**
 * Discard nothing and draw (4-R5, 4-R8): one tap. Nothing to draw at 5 cards: France's Draw Phase
 * has nothing to decide and the app ends it; an army that may hold a Scout/Spy (Great Britain)
 * keeps it as a step, with the Spy offered (9.2-R25), and goes on with one more tap.
 */
async function toMovement(page: Page, seat: 0 | 1 = 0, spy = false): Promise<void> {
  await atStep(page, 'discard', 'Discard Phase', seat);
  const discardNothing = bar(page).getByRole('button', { name: 'Discard nothing — draw to 5' });
  await expect(discardNothing).toHaveAttribute('data-primary');
  await discardNothing.click();
  if (spy) {
    await atStep(page, 'draw', 'Draw Phase', seat);
    await expect(bar(page)).toContainText('You hold 5 cards.');
    await expect(bar(page).getByTestId('scout')).toBeVisible();
    await expect(bar(page).getByTestId('draw')).toHaveCount(0); // nothing to draw
    const on = bar(page).getByRole('button', { name: 'On to the Movement Phase' });
    await expect(on).toHaveAttribute('data-primary');
    await on.click();
  }
  await atStep(page, 'movement', 'Movement Phase', seat);
  // the Discard and Draw Phases are done (ticked in the strip)
  await expect(page.locator('.phases > li.done')).toHaveCount(2);
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

/**
 * End the movement; no combat is possible (6-R1: a combat is optional), so France's Combat Phase
 * ends by itself. An army that may hold a Scout/Spy may still play it in the Combat Phase (A26):
 * there the phase stays a step, and "No combat" ends it. The Restoration Phase with nothing to
 * restore (a Redoubt may still be built), then the turn passes to `next`.
 */
async function finishTurn(page: Page, next: string, seat: 0 | 1 = 0, spy = false): Promise<void> {
  const end = bar(page).getByRole('button', { name: 'End movement → Combat' });
  await expect(end).toHaveAttribute('data-primary');
  await end.click();
  if (spy) {
    await atStep(page, 'combat', 'Combat Phase', seat);
    await expect(bar(page)).toContainText('No combat is possible now.');
    const none = bar(page).getByRole('button', { name: 'No combat', exact: true });
    await expect(none).toHaveAttribute('data-primary');
    await none.click();
  }
  await atStep(page, 'restoration', 'Restoration Phase', seat);
  await expect(page.locator('.phases > li.done')).toHaveCount(4); // Combat Phase done too
  const endTurn = bar(page).getByRole('button', { name: `End turn → ${next}` });
  await expect(endTurn).toHaveAttribute('data-primary');
  await endTurn.click();
  await atStep(page, 'discard', 'Discard Phase', seat === 0 ? 1 : 0);
}

test.use({ locale: 'en-US' });

test('two game turns through the action bar, both players (rules 4-R1, 4-R2)', async ({ page }) => {
  test.slow(); // two whole game turns, tap by tap: long on a loaded two-core machine
  await openGame(page, 'france-britain');
  const header = page.locator('header.play-header');
  await expect(header).toContainText('Turn 1');
  await expect(header).toContainText('Game turn 1'); // for screen readers
  await expect(header).toContainText('Playing: Ala (France)');
  await expect(page.getByRole('grid', { name: 'Battlefield: France against Great Britain' })).toBeVisible();
  await expect(page.locator('.phases > li')).toHaveCount(5);
  await expect(currentPhase(page)).toContainText('Discard Phase');
  await expect(bar(page).locator('#bar-title')).toContainText('Discard Phase (rule 4)');
  await expect(guide(page).locator('.guide-phases > li.current')).toContainText('rule 4');

  // teaching mode is on for a new player: the phase explained and a hint
  await expect(page.getByRole('checkbox', { name: 'Teaching mode' })).toBeChecked();
  await expect(whatNow(page)).toBeVisible();

  // game turn 1, Ala (France, south edge at the bottom)
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await toMovement(page);
  await expect(bar(page)).toContainText('Move one unit: tap it, then a highlighted square.');
  await square(page, 'd2').click();
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(2); // d1 and d3 (c2, e2 occupied)
  await expect(square(page, 'd3').locator('> title')).toContainText('possible destination');
  await expect(bar(page)).toContainText('Imperial Guard: tap a highlighted square (2 possible)');
  await square(page, 'd3').click();
  await expect(unitOn(page, 'd3')).toHaveAttribute('data-unit', 'IG');
  // this player turn's move: one arrow, not dotted
  await expect(arrows(page)).toHaveCount(1);
  await expect(arrows(page).first()).toHaveAttribute('data-kind', 'move');
  await expect(arrows(page).first()).not.toHaveClass(/\bearlier\b/);
  await expect(square(page, 'd3').locator('> title')).toContainText('last move, from d2');
  await expect(bar(page)).toContainText('Moved: Imperial Guard d2→d3.');
  await expect(whatNow(page)).toContainText('Movement done');
  await expect(bar(page).getByRole('button', { name: 'End movement → Combat' })).toHaveClass(/\bprimary\b/);
  await finishTurn(page, 'Bartek');

  // game turn 1, Bartek (Great Britain, north): the board turns
  await expect(header).toContainText('Game turn 1');
  await expect(header).toContainText('Playing: Bartek (Great Britain)');
  await expect(board(page)).toHaveAttribute('data-rotation', '180');
  // before Bartek moves: Ala's move of the turn before, dotted
  await expect(arrows(page)).toHaveCount(1);
  await expect(arrows(page).first()).toHaveClass(/\bearlier\b/);
  await toMovement(page, 1, true);
  await move(page, 'd7', 'd6');
  await expect(arrows(page)).toHaveCount(1);
  await expect(arrows(page).first()).not.toHaveClass(/\bearlier\b/);
  await finishTurn(page, 'Ala', 1, true);

  // game turn 2, both again
  await expect(header).toContainText('Game turn 2');
  await expect(header).toContainText('Playing: Ala (France)');
  await expect(board(page)).toHaveAttribute('data-rotation', '0');
  await toMovement(page);
  await move(page, 'c2', 'c3'); // cavalry into the marsh: it stops there
  await finishTurn(page, 'Bartek');
  await expect(header).toContainText('Playing: Bartek (Great Britain)');
  await toMovement(page, 1, true);
  await move(page, 'c8', 'd7'); // King's Dragoon Guards: two squares, round the corner by d8
  // the arrow goes along the squares went through (c8, d8, d7), not across the diagonal
  const points = (await arrows(page).first().locator('polyline.move-line').getAttribute('points'))!.trim().split(/\s+/);
  expect(points).toHaveLength(3);
  await expect(square(page, 'd7').locator('> title')).toContainText('last move, from c8');
  await finishTurn(page, 'Ala', 1, true);
  await expect(header).toContainText('Game turn 3');
  await expect(header).toContainText('Playing: Ala (France)');
});

test('illegal moves are refused by the engine with its reason (rules 5-R1, 5-R2, 5-R5, 5-R8)', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);

  // no move yet: the engine refuses to end the phase
  await bar(page).getByRole('button', { name: 'End movement → Combat' }).click();
  await expect(alertBox(page)).toHaveText('You must move one unit first — rule 5');
  await expect(currentPhase(page)).toContainText('Movement Phase');

  // cavalry through the marsh on c3 to c4 (c4 is not highlighted; the move is still sent)
  await square(page, 'c2').click();
  await expect(square(page, 'c3')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'c4')).not.toHaveClass(/\bdest\b/);
  await square(page, 'c4').click();
  await expect(alertBox(page)).toHaveText('Cavalry must stop on entering Marsh or Fields, so it cannot reach c4 — rule 5');
  await expect(unitOn(page, 'c2')).toHaveCount(1);
  await expect(unitOn(page, 'c4')).toHaveCount(0);

  // the reason follows the language
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(alertBox(page)).toHaveText('Kawaleria musi się zatrzymać po wejściu na Mokradła lub Pole, więc nie dotrze na c4 — zasada 5');
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // infantry two squares
  await square(page, 'd2').click();
  await expect(square(page, 'd2')).toHaveAttribute('aria-selected', 'true');
  await expect(alertBox(page)).toHaveText(''); // a new selection clears the old refusal
  await square(page, 'd4').click();
  await expect(alertBox(page)).toHaveText('Too far: infantry moves 1 square, cavalry 1 or 2, and never back to its start — rule 5');
  await expect(unitOn(page, 'd2')).toHaveCount(1);

  // a legal move afterwards clears the refusal
  await square(page, 'd3').click();
  await expect(unitOn(page, 'd3')).toHaveCount(1);
  await expect(alertBox(page)).toHaveText('');

  // a second unit without Supply: refused
  await square(page, 'e2').click();
  await square(page, 'e3').click();
  await expect(alertBox(page)).toHaveText('A second unit may move only with a Supply card — rule 5');
  // the refusal can be dismissed
  await bar(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(alertBox(page)).toHaveText('');
});

test('Supply moves a second unit; Forced March adds a square (rules 5-R8, 5-R10, 5-R11)', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  await expect(whatNow(page)).toContainText('With a Supply card a second unit may move (rule 5).');
  await move(page, 'd2', 'd3');

  // Great Britain has no Guerrilla: the Supply takes effect at once
  await bar(page).getByRole('button', { name: 'Play Supply (second unit)' }).click();
  await expect(bar(page)).toContainText('Supply played: move a second, different unit.');
  await expect(bar(page).getByRole('button', { name: 'Play Supply (second unit)' })).toHaveCount(0);
  await expect(whatNow(page)).toContainText('Supply played: move a second, different unit.');
  await move(page, 'e2', 'e3');
  await expect(bar(page)).toContainText('Moved: Imperial Guard d2→d3, 2nd Regiment Legere e2→e3.');
  await expect(arrows(page)).toHaveCount(2);

  // Forced March for the Imperial Guard: its squares highlighted, one more square
  await bar(page).getByRole('button', { name: 'Forced March: Imperial Guard' }).click();
  await expect(bar(page)).toContainText('Forced March for Imperial Guard: tap a highlighted square.');
  await expect(square(page, 'd4')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'd2')).toHaveClass(/\bdest\b/); // back to its start is allowed (5-R11)
  await square(page, 'd4').click();
  await expect(unitOn(page, 'd4')).toHaveAttribute('data-unit', 'IG');
  await expect(bar(page).getByRole('button', { name: 'Forced March: Imperial Guard' })).toHaveCount(0);
  await expect(bar(page).getByRole('button', { name: 'Forced March: 2nd Regiment Legere' })).toBeVisible();
  // the Imperial Guard's arrow runs on along its Forced March: still two arrows, d2→d3→d4
  await expect(arrows(page)).toHaveCount(2);
  await expect(square(page, 'd4').locator('> title')).toContainText('last move, from d2');
  await bar(page).getByRole('button', { name: 'End movement → Combat' }).click();
  await atStep(page, 'restoration', 'Restoration Phase'); // no combat possible: the Combat Phase ended by itself
});

test('Guerrilla: the opponent is asked by name and may cancel the Supply (rules 5-R15, 5-R16)', async ({ page }) => {
  await openGame(page, 'france-spain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await bar(page).getByRole('button', { name: 'Play Supply (second unit)' }).click();

  // Bartek decides now: the bar is his
  const question = bar(page).getByText('Bartek: play Guerrilla to cancel Supply?');
  await expect(question).toBeVisible();
  await expect(bar(page)).toHaveAttribute('data-step', 'guerrilla');
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await expect(whatNow(page)).toContainText('Bartek decides: play Guerrilla to cancel Supply, or not.');
  await expect(bar(page).getByRole('button', { name: 'End movement → Combat' })).toHaveCount(0);
  await bar(page).getByRole('button', { name: 'Yes — Guerrilla' }).click();
  await expect(question).toHaveCount(0);
  await expect(bar(page)).toHaveAttribute('data-player', '0');
  await expect(bar(page)).toContainText('Supply cancelled by Guerrilla: no second unit moves (rule 5).');
  await square(page, 'e2').click();
  await square(page, 'e3').click();
  await expect(alertBox(page)).toHaveText('The Supply was cancelled by Guerrilla: no second unit moves this phase — rule 5');

  // undo the Guerrilla and answer No instead: the Supply goes ahead
  await page.getByRole('button', { name: 'Undo last action' }).click();
  await expect(question).toBeVisible();
  await bar(page).getByRole('button', { name: 'No', exact: true }).click();
  await expect(bar(page)).toContainText('Supply played: move a second, different unit.');
  await move(page, 'e2', 'e3');
});

test('a move by keyboard; undo takes back the last tap with the steps the app took after it', async ({ page }) => {
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
  const history = page.getByTestId('history-panel');
  await expect(history.locator('.count')).toHaveText('Actions: 25');

  const undo = page.getByTestId('bar-undo');
  await undo.click();
  await expect(unitOn(page, 'd2')).toHaveAttribute('data-unit', 'IG');
  await expect(unitOn(page, 'd3')).toHaveCount(0);
  await expect(currentPhase(page)).toContainText('Movement Phase');
  await expect(bar(page).getByTestId('bar-undone')).toHaveText('Undone: Ala (France) moves Imperial Guard d2→d3');
  await expect(history.locator('.count')).toHaveText('Actions: 24');
  // a pick belongs to what was on screen when it was made: the undone move does not bring the
  // Imperial Guard's selection back, so the next undo has nothing unconfirmed to ask about
  await expect(square(page, 'd2')).toHaveAttribute('aria-selected', 'false');
  // the Draw Phase the app ended by itself goes back with the tap that led to it
  await undo.click();
  await expect(page.getByTestId('draft-question')).toBeHidden();
  await atStep(page, 'discard', 'Discard Phase');
  await expect(bar(page).getByTestId('bar-undone')).toHaveText('Undone: Ala (France) ends the Discard Phase');
  await expect(history.locator('.count')).toHaveText('Actions: 22');
  // the history's own undo button does the same
  await bar(page).getByRole('button', { name: 'Discard nothing — draw to 5' }).click();
  await atStep(page, 'movement', 'Movement Phase');
  await page.getByRole('button', { name: 'Undo last action' }).click();
  await atStep(page, 'discard', 'Discard Phase');
  await expect(history.locator('.count')).toHaveText('Actions: 22');
});

test('a reload in the middle of the Movement Phase resumes exactly there', async ({ page }) => {
  await openGame(page, 'france-britain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await bar(page).getByRole('button', { name: 'Play Supply (second unit)' }).click();
  await expect(bar(page)).toContainText('Supply played: move a second, different unit.');
  const units = async () =>
    page
      .locator('svg.board [data-square]:has([data-unit])')
      .evaluateAll((cells) =>
        cells.map((c) => `${c.getAttribute('data-square')}:${c.querySelector('[data-unit]')!.getAttribute('data-unit')}`).sort()
      );
  const before = await units();
  expect(before).toHaveLength(16);

  await page.reload();
  await atStep(page, 'movement', 'Movement Phase');
  await expect(page.locator('header.play-header')).toContainText('Playing: Ala (France)');
  expect(await units()).toEqual(before);
  await expect(bar(page)).toContainText('Supply played: move a second, different unit.');
  await expect(arrows(page)).toHaveCount(1); // this turn's move, read back from the record
  await move(page, 'e2', 'e3');
});

test('the board turns with the active player, east and west too', async ({ page }) => {
  await openGame(page, 'france-britain');
  const box = async (sq: string) => (await square(page, sq).locator('rect.grid-line').boundingBox())!;
  const edge = (text: string) => page.locator('svg.board text.edge-label', { hasText: text });
  expect((await box('a1')).y).toBeGreaterThan((await box('a8')).y);
  // each starting edge named after its player: Ala at the bottom
  await expect(edge('▼ Ala (France)')).toHaveCount(1);
  await expect(edge('▲ Bartek (Great Britain)')).toHaveCount(1);
  expect((await edge('Ala (France)').boundingBox())!.y).toBeGreaterThan((await box('a1')).y);
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await finishTurn(page, 'Bartek');

  // Bartek (north) is active: rank 8 at the bottom, h-file on the left
  await expect(board(page)).toHaveAttribute('data-rotation', '180');
  await expect(edge('▼ Bartek (Great Britain)')).toHaveCount(1);
  await expect(edge('▲ Ala (France)')).toHaveCount(1);
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
  await finishTurn(page, 'Bartek');
  await expect(board(page)).toHaveAttribute('data-rotation', '90');
  expect((await box('h4')).y).toBeGreaterThan((await box('a4')).y); // the h-file (east) at the bottom
});

test('teaching mode can be switched off and stays off', async ({ page }) => {
  await openGame(page, 'france-britain');
  await expect(whatNow(page)).toBeVisible();
  await expect(guide(page).getByText(/Cards stay in your hand from turn to turn/)).toBeVisible();
  // the bar's "Why?" opens the explanation and the hint in a sheet
  const why = bar(page).getByRole('button', { name: 'Why?' });
  await why.click();
  const sheet = page.getByTestId('explain-sheet');
  await expect(sheet).toContainText('Discard Phase (rule 4)');
  await expect(sheet).toContainText(/Cards stay in your hand from turn to turn/);
  await expect(sheet.getByRole('heading', { name: 'What now?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).not.toBeVisible();

  await page.getByRole('checkbox', { name: 'Teaching mode' }).uncheck();
  await expect(page.getByText('What now?')).toHaveCount(0);
  await expect(page.getByText(/Cards stay in your hand/)).toHaveCount(0);
  await expect(why).toHaveCount(0);
  // the guide and the bar still say what may be done, with the rule
  await expect(guide(page).locator('.guide-phases > li.current')).toContainText('Discard any number of cards, or none (rule 4)');
  await expect(bar(page).locator('#bar-title')).toContainText('Discard Phase (rule 4)');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Teaching mode' })).not.toBeChecked();
  await expect(page.getByText('What now?')).toHaveCount(0);
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the header, the bar and the turn guide use the rulebook terms', async ({ page }) => {
    await openGame(page, 'france-britain');
    await expect(page.locator('header.play-header')).toContainText('Tura gry 1');
    await expect(page.locator('header.play-header')).toContainText('Tura gracza: Ala (Francja)');
    await expect(page.locator('.phases > li')).toHaveText([
      /Faza Odrzucenia/,
      /Faza Dobrania/,
      /Faza Ruchu/,
      /Faza Walki/,
      /Faza Przywrócenia/
    ]);
    await expect(bar(page).locator('#bar-title')).toContainText('Faza Odrzucenia (zasada 4)');
    await bar(page).getByRole('button', { name: 'Nic nie odrzucam — dobieram do 5' }).click();
    await expect(currentPhase(page)).toContainText('Faza Ruchu');
    await expect(bar(page).getByRole('button', { name: 'Zagraj Zaopatrzenie (druga jednostka)' })).toBeVisible();
    await expect(primary(page)).toHaveText('Koniec ruchu → Faza Walki');
  });
});

test('no serious or critical axe violations on the board screen, landscape and phone', async ({ page }) => {
  test.slow(); // two full axe passes: long on a loaded two-core machine
  await openGame(page, 'france-britain');
  await toMovement(page);
  await square(page, 'c2').click();
  await square(page, 'c4').click(); // a refusal on screen too
  await expect(alertBox(page)).not.toHaveText('');
  await expectAxeClean(page, 'landscape');
  // the phone layout of the same screen: the panels behind tabs (the rest scanned above: tests/e2e/a11y.ts)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('nav.tabs')).toBeVisible();
  await expectAxeClean(page, 'phone', ['nav.tabs', '[data-testid="action-bar"]']);
});

test('fits phones and desktops; screenshots of the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, 'france-britain');
  await toMovement(page);
  await move(page, 'd2', 'd3');
  await bar(page).getByRole('button', { name: 'Play Supply (second unit)' }).click();
  // (the Supply is played before the next tap: a tap made sooner selects nothing)
  await expect(bar(page)).toContainText('Supply played');
  await square(page, 'c2').click();
  // c1, c3 (marsh: it stops there), d2, and b1, d1 round the corner
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(5);
  await page.screenshot({ path: test.info().outputPath('board-390x844.png') });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const scrollable = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await scrollable()).toBeLessThanOrEqual(0); // the page never scrolls

  // portrait: the action bar under the board, its main button on screen; the panels behind tabs
  const boardBox = (await board(page).boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(barBox.y).toBeGreaterThan(boardBox.y + boardBox.height - 1);
  const main = (await primary(page).boundingBox())!;
  expect(main.y + main.height).toBeLessThanOrEqual(844);
  expect(boardBox.width / 8.4).toBeGreaterThanOrEqual(44); // a square is a large touch target
  await expect(page.getByTestId('turn-guide')).toHaveCount(0);
  await page.locator('nav.tabs [data-panel="guide"]').click();
  const sheet = page.getByTestId('panel-sheet');
  await expect(sheet.getByTestId('turn-guide')).toBeVisible();
  await expect(sheet.locator('.guide-phases > li.current')).toContainText('Movement Phase');
  for (const t of await sheet.locator('.toggle').all()) {
    expect((await t.boundingBox())!.height, await t.innerText()).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).not.toBeVisible();

  // buttons are large touch targets: the bar's (with a refusal's), the tabs
  await square(page, 'c4').click();
  await expect(alertBox(page)).not.toHaveText('');
  for (const b of await page.locator('[data-testid="action-bar"] button, nav.tabs button').all()) {
    const bb = (await b.boundingBox())!;
    expect(bb.height, await b.innerText()).toBeGreaterThanOrEqual(44);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await scrollable()).toBeLessThanOrEqual(0);
  expect((await board(page).boundingBox())!.width).toBeGreaterThan(330);
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await scrollable()).toBeLessThanOrEqual(0);
  const small = (await primary(page).boundingBox())!;
  expect(small.y + small.height).toBeLessThanOrEqual(780);

  // landscape: the action bar and the turn guide beside the board, the whole board on screen
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = (await board(page).boundingBox())!;
  const column = (await bar(page).boundingBox())!;
  const side = (await page.getByTestId('turn-guide').boundingBox())!;
  expect(column.x).toBeGreaterThan(wide.x + wide.width - 1);
  expect(side.x).toBeGreaterThan(wide.x + wide.width - 1);
  expect(column.y).toBeLessThan(wide.y + 50); // the side column starts at the top
  expect(wide.y + wide.height).toBeLessThanOrEqual(800);
  await expect(page.locator('nav.tabs')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('board-1280x800.png') });
});
