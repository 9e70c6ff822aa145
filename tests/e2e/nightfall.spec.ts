// Victory on screen (rule 2): the nightfall scoring view (2.2) against records made with the engine
// (tests/e2e/fixtures/make-rest.ts), the "what if night fell now?" preview, the attrition
// announcement (2.1) and the printable summary with the record download.
//
// - night-france-britain: Ala (France, south) against Bartek (Great Britain, north); both discard
//   5 random cards a turn, so both first decks run out in game turn 11 and the day ends at the end
//   of that game turn (2.3-R3). Units were marched into a position with occupied, influence, X and Y
//   squares on both sides, 3:3, no eliminations, nothing reduced: the nation order decides (2.2-R6).
// - night-running: the same game in game turn 8, still running.
// - night-attrition: France destroys a fifth Spanish unit (2.1-R1).
// - night-attrition-both: a Committed Attack gives both players their fifth kill in one combat;
//   the defender wins (2.1-R2).
// The expected numbers and marks are computed here with the engine from the same records.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';
import { nightfallControl, nightfallScore, positionOf, replay, type Game } from '../../src/lib/rules';
import { axeOf } from './a11y';

interface GameRecord {
  format: string;
  setup: { players: [string, string] };
  actions: unknown[];
}

function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

function engineGame(name: string): Game {
  const r = replay(fixture(name));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let counter = 0;

/** Store a record in the app's IndexedDB as the Dexie store writes it, and open it (as play.spec.ts). */
async function openGame(page: Page, name: string, gameName = 'Austerlitz'): Promise<string> {
  const record = fixture(name);
  const id = `e2e-${name}-${Date.now()}-${counter++}`;
  await storeRecord(page, id, gameName, record);
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  return id;
}

/** The view's totals and every square's mark equal the engine's nightfallControl / nightfallScore. */
async function expectScoringMatchesEngine(page: Page, game: Game): Promise<void> {
  const position = positionOf(game.state, game.catalog);
  const control = nightfallControl(position);
  const score = nightfallScore(position);
  const view = page.getByTestId('night-view');
  for (const side of control) {
    const card = view.locator(`[data-testid="night-side"][data-nation="${side.nation}"]`);
    const count = (kind: string) => String(side.squares.filter((s) => s.kind === kind).length);
    await expect(card).toHaveAttribute('data-score', String(side.score));
    await expect(card).toHaveAttribute('data-occupied', count('occupied'));
    await expect(card).toHaveAttribute('data-influence', count('influence'));
    await expect(card).toHaveAttribute('data-contested', count('contested'));
    await expect(card).toHaveAttribute('data-enemy-occupied', count('enemy-occupied'));
    await expect(card).toHaveAttribute('data-eliminated', String(side.eliminated));
    await expect(card).toHaveAttribute('data-reduced', String(side.reduced));
    // in full beside the board, in short on a phone's scoring view
    await expect(card).toContainText(
      new RegExp(
        `Controlled squares in the enemy half: ${side.score}|Squares: ${side.score} \\(${count('occupied')} occupied \\+ ${count('influence')} influence\\)`
      )
    );
    expect(side.score).toBe(score.score[side.nation]);
  }
  // every square: the mark (or none) and the side it belongs to
  const marks = await view
    .locator('svg.board [data-square]')
    .evaluateAll((cells) =>
      Object.fromEntries(
        cells.map((c) => [
          c.getAttribute('data-square'),
          `${c.getAttribute('data-control') ?? 'none'}/${c.getAttribute('data-control-side') ?? ''}`
        ])
      )
    );
  const expected: Record<string, string> = {};
  for (const sq of Object.keys(marks)) expected[sq] = 'none/';
  for (const side of control) for (const s of side.squares) expected[s.square] = s.kind === 'none' ? 'none/' : `${s.kind}/${side.nation}`;
  expect(marks).toEqual(expected);
  // X and Y read without colour: the letters are drawn
  for (const side of control)
    for (const s of side.squares) {
      if (s.kind === 'contested') await expect(view.locator(`svg.board [data-square="${s.square}"] text.mark-letter`)).toHaveText('X');
      if (s.kind === 'enemy-occupied') await expect(view.locator(`svg.board [data-square="${s.square}"] text.mark-letter`)).toHaveText('Y');
    }
  const result = view.getByTestId('night-result');
  await expect(result).toHaveAttribute('data-winner', score.winner);
  await expect(result).toHaveAttribute('data-decided-by', score.decidedBy);
}

test.use({ locale: 'en-US' });

test('a game driven to nightfall by deck exhaustion: the scoring view matches the engine', async ({ page }) => {
  const game = engineGame('night-france-britain');
  // the record really is a nightfall by exhaustion, on the crafted position
  expect(game.state.result?.by).toBe('nightfall');
  expect(game.state.decks.every((d) => d.exhausted)).toBe(true);
  const control = nightfallControl(positionOf(game.state, game.catalog));
  for (const side of control)
    for (const kind of ['occupied', 'influence', 'contested', 'enemy-occupied'])
      expect(
        side.squares.some((s) => s.kind === kind),
        `${side.nation} has ${kind}`
      ).toBe(true);
  expect(nightfallScore(positionOf(game.state, game.catalog)).decidedBy).toBe('nation-order');

  await openGame(page, 'night-france-britain');
  // announced, and the scoring shown by itself
  const end = page.getByTestId('game-end');
  await expect(end).toHaveAttribute('data-by', 'nightfall');
  await expect(end).toContainText('Nightfall: the day of battle is over');
  await expect(end).toContainText('Bartek (Great Britain) wins, controlled squares 3:3 (rule 2.2).');
  const view = page.getByTestId('night-view');
  await expect(view).toHaveAttribute('data-final', 'true');
  await expect(view.getByRole('heading', { name: 'Nightfall: the scoring (rule 2.2)' })).toBeVisible();
  await expectScoringMatchesEngine(page, game);
  await expect(view.getByTestId('night-result')).toContainText('Bartek (Great Britain) wins, squares 3:3.');
  await expect(view.getByTestId('night-decided-by')).toHaveText(
    'Tied on squares, eliminations and reduced units: decided by the nation order — United States, Ottoman Empire, Spain, Austria, Prussia, Russia, Great Britain, France (rule 2.2).'
  );
  // the squares are named for screen readers too
  await expect(view.locator('svg.board [data-square="e5"] > title')).toContainText('X — next to units of both sides');
  await view.getByText('Square by square').click();
  await expect(view).toContainText('X (next to both sides): ');

  // the plain board can be brought back, and the scoring again
  await view.getByRole('button', { name: 'Back to the board' }).click();
  await expect(page.getByTestId('night-view')).toHaveCount(0);
  await expect(page.locator('svg.board [data-control]')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Nightfall scoring on the board' }).last();
  await toggle.click();
  await expect(page.getByTestId('night-view')).toBeVisible();
});

/**
 * Issue 23: on a phone the verdict, each side's counts and the whole board are inside the viewport,
 * with no scrolling, and the board's squares stay large enough to read their marks.
 */
async function expectVerdictInView(page: Page, height: number): Promise<void> {
  const view = page.getByTestId('night-view');
  for (const part of [
    view.getByTestId('night-result'),
    ...(await view.getByTestId('night-side').all()),
    view.getByTestId('scoring-board').locator('svg.board')
  ]) {
    await expect(part).toBeInViewport({ ratio: 1 });
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await view.evaluate((el) => el.scrollTop)).toBe(0);
  // a square of the scoring board at least 24 px wide (its badge and X/Y readable)
  const square = (await view.locator('svg.board [data-square="a1"]').boundingBox())!;
  expect(square.width).toBeGreaterThanOrEqual(24);
}

for (const [width, height] of [
  [390, 844],
  [360, 780]
] as const) {
  test(`final nightfall scoring on a ${width}×${height} phone: the verdict and each side's counts in view with the board (issue 23)`, async ({
    page
  }) => {
    await page.setViewportSize({ width, height });
    const game = engineGame('night-france-britain');
    await openGame(page, 'night-france-britain');
    const view = page.getByTestId('night-view');
    await expect(view).toHaveAttribute('data-final', 'true');
    await expectVerdictInView(page, height);
    await expect(view.getByTestId('night-result')).toContainText('wins, squares');
    await expectScoringMatchesEngine(page, game);
    // the folded part holds the full legend, the tie-break numbers and the squares in words
    await view.getByTestId('night-more').locator('summary').click();
    await expect(view.getByTestId('night-more')).toContainText('Enemy units eliminated');
    // and the preview in a running game, the same
    await openGame(page, 'night-running');
    await page.locator('nav.tabs').getByTestId('night-toggle').click();
    await expectVerdictInView(page, height);
  });
}

test('"what if night fell now?" in a running game', async ({ page }) => {
  const game = engineGame('night-running');
  expect(game.state.stage).toBe('play');
  await openGame(page, 'night-running');
  await expect(page.getByTestId('night-view')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'What if night fell at this moment?' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const view = page.getByTestId('night-view');
  await expect(view).toHaveAttribute('data-final', 'false');
  await expect(view.getByRole('heading', { name: 'What if night fell now? A preview (rule 2.2)' })).toBeVisible();
  await expect(view).toContainText('Nothing changes in the game');
  await expectScoringMatchesEngine(page, game);
  const score = nightfallScore(positionOf(game.state, game.catalog));
  await expect(view.getByTestId('night-result')).toContainText('would win');
  expect(score.winner).toBeTruthy();
  // nothing was played: the game goes on from where it was
  await expect(page.getByTestId('history-panel')).toContainText(`Actions: ${game.length}`);
  await toggle.click();
  await expect(page.getByTestId('night-view')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: /Battlefield/ })).toBeVisible();

  // on a phone: the "Night?" tab shows the view in the board's place, in view without scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  const tab = page.locator('nav.tabs').getByTestId('night-toggle');
  await expect(tab).toHaveText('Night?');
  await expect(tab).toHaveAttribute('aria-pressed', 'false');
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await expect(view).toBeVisible();
  await expect(page.getByRole('grid', { name: /Battlefield/ })).toHaveCount(0);
  await expect(view.getByRole('heading', { name: 'Night now? A preview (rule 2.2)' })).toBeInViewport();
  await expectVerdictInView(page, 844);
  await expectScoringMatchesEngine(page, game);
  await tab.click();
  await expect(page.getByTestId('night-view')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: /Battlefield/ })).toBeVisible();
});

test('an attrition victory is announced', async ({ page }) => {
  const game = engineGame('night-attrition');
  expect(game.state.result).toEqual({ winner: 0, by: 'attrition' });
  await openGame(page, 'night-attrition', 'Bailén');
  const end = page.getByTestId('game-end');
  await expect(end).toHaveAttribute('role', 'alert');
  await expect(end).toHaveAttribute('data-by', 'attrition');
  await expect(end.getByRole('heading', { name: 'Attrition victory!' })).toBeVisible();
  await expect(end).toContainText('Ala (France) wins the battle.');
  await expect(end.getByTestId('game-end-counts')).toHaveText('Enemy units eliminated — Ala: 5, Bartek: 0.');
  await expect(end).toContainText('Eliminating 5 enemy units wins at once (rule 2.1).');
  await expect(page.getByTestId('game-end-both')).toHaveCount(0);
  // no nightfall scoring after an attrition victory
  await expect(page.getByTestId('night-toggle')).toHaveCount(0);
  // the announcement belongs to the ending action: undone, it goes; the game is open again
  await page.getByRole('button', { name: 'Undo last action' }).click();
  await expect(page.getByTestId('game-end')).toHaveCount(0);
  await expect(page.getByTestId('night-toggle')).toBeVisible();
});

test('both players reach five in one combat (Committed Attack): the defender wins', async ({ page }) => {
  const game = engineGame('night-attrition-both');
  expect(game.state.result).toEqual({ winner: 1, by: 'attrition' });
  expect(game.state.armies!.map((a) => a.eliminated.length)).toEqual([5, 5]);
  expect(game.state.active).toBe(0); // Ala (Russia) was attacking
  await openGame(page, 'night-attrition-both', 'Borodino');
  const end = page.getByTestId('game-end');
  await expect(end).toHaveAttribute('data-winner', 'france');
  await expect(end).toContainText('Bartek (France) wins the battle.');
  await expect(end.getByTestId('game-end-counts')).toHaveText('Enemy units eliminated — Ala: 5, Bartek: 5.');
  await expect(end.getByTestId('game-end-both')).toHaveText(
    'Both players reached 5 eliminated enemy units in the same combat (the Committed Attack hits): the defender, Bartek, wins (rule 2.1).'
  );
});

test('the printable summary renders and downloads the record', async ({ page }) => {
  const id = await openGame(page, 'night-france-britain');
  await page.getByTestId('game-end').getByRole('link', { name: 'Printable summary and game record' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${id}/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Game summary: Austerlitz' })).toBeVisible();
  await expect(page.getByTestId('summary-result')).toHaveText(
    'Bartek (Great Britain) wins — nightfall victory, controlled squares 3:3 (rule 2.2).'
  );
  await expect(page.getByTestId('summary-player')).toHaveCount(2);
  await expect(page.getByTestId('summary-player').first()).toContainText('Ala');
  await expect(page.getByTestId('summary-player').first()).toContainText('France');
  // the final board, with the nightfall marks
  await expect(page.getByRole('table', { name: 'Nightfall scoring: France against Great Britain' })).toBeVisible();
  await expect(page.locator('svg.board [data-control="contested"]')).not.toHaveCount(0);
  // key events: both decks running out and the end
  const events = page.getByTestId('summary-events');
  await expect(events.locator('li[data-kinds~="exhausted"]')).toHaveCount(2);
  await expect(events.locator('li[data-kinds~="end"]')).toHaveCount(1);
  await expect(events.locator('li[data-kinds~="end"]')).toContainText('nightfall');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download record (.json)' }).click()
  ]);
  expect(download.suggestedFilename()).toBe('Austerlitz.adiutant.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const record = JSON.parse(text) as GameRecord;
  expect(record.format).toBe('adiutant-game/1');
  expect(record.actions).toEqual(fixture('night-france-britain').actions);

  // printed: no buttons
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('summary-result')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a running game: the summary says "in progress" and lists the combats', async ({ page }) => {
  const id = await openGame(page, 'rest-france-spain', 'Talavera');
  await page.goto(`/game/${id}/summary`);
  await expect(page.getByTestId('summary-result')).toHaveText('In progress: game turn 3, Restoration, now: Ala.');
  await expect(page.getByRole('table', { name: 'Battlefield: France against Spain' })).toBeVisible();
  const events = page.getByTestId('summary-events');
  await expect(events.locator('li[data-kinds~="combat"]')).toHaveCount(2);
  await expect(events.locator('li[data-kinds~="combat-result"]')).toHaveCount(2);
});

test('no serious or critical axe violations with the scoring view open', async ({ page }) => {
  // a whole-page axe scan of the board, the scoring table and the summary (seconds under load)
  test.setTimeout(90_000);
  await openGame(page, 'night-france-britain');
  await expect(page.getByTestId('night-view')).toBeVisible();
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('nightfall-390x844.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
