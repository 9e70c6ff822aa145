// At the table on a phone (issue 11): every step of a turn on one screen, the board and the action
// bar in view together, nothing a player entered dropped without a word, the moves drawn along
// their real paths, the reasons of impossible actions, the dice's origin in the history.
//
// The steps are stored games reached from the fixtures through the engine (tests/e2e/steps.ts).
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAxeClean } from './a11y';
import { storeRecord } from './store';
import { act, allSteps, fixture, load, noAssaultCardLeft, type Step } from './steps';
import type { GameRecord } from '../../src/lib/rules';
import { sample, sized } from '../seed';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 }
];

let counter = 0;

async function open(page: Page, record: GameRecord | Step['record'], opts: { setup?: boolean } = {}): Promise<string> {
  const id = `phone-${Date.now()}-${counter++}`;
  await storeRecord(page, id, 'Wagram', record as { setup: unknown; actions: unknown[] });
  await page.goto(`/game/${id}`);
  if (opts.setup) await expect(page.getByRole('heading', { level: 2, name: 'Deploy the units' })).toBeVisible();
  else await expect(bar(page)).toBeVisible();
  return id;
}

const bar = (page: Page) => page.getByTestId('action-bar');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const phase = (page: Page) => page.locator('.phases [aria-current="step"]');

/** The page is not scrolled and cannot be: everything is on one screen. */
async function expectNoScroll(page: Page): Promise<void> {
  const s = await page.evaluate(() => ({
    top: document.scrollingElement!.scrollTop,
    height: document.scrollingElement!.scrollHeight,
    view: window.innerHeight
  }));
  expect(s.top).toBe(0);
  expect(s.height).toBeLessThanOrEqual(s.view);
}

/**
 * The element is inside the viewport as it stands (no scrolling), and large enough to tap: 44 px
 * for a button (WCAG 2.5.5); a board square may be smaller on a 360 px phone (it stays above the
 * 24 px of WCAG 2.5.8).
 */
async function expectInView(page: Page, el: Locator, min = 44): Promise<void> {
  await expect(el).toBeVisible();
  const box = (await el.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
  expect(box.height).toBeGreaterThanOrEqual(min);
}

test.use({ locale: 'en-US' });

for (const vp of PHONES) {
  test.describe(`a ${vp.width}×${vp.height} phone`, () => {
    test.use({ viewport: vp, hasTouch: true });

    test('every step of a turn (a sample each run, all in test:full): its main action in view with the board, nothing scrolled (4-R2, 6.1, 6.2, 6.5, 6.6, 7, 9.2)', async ({
      page
    }) => {
      test.setTimeout(180_000);
      // a sample of the steps drawn for each run at each size (tests/seed.ts); all in test:full
      const steps = allSteps();
      for (const s of sample(steps, sized(7, steps.length), `phone steps ${vp.width}×${vp.height}`)) {
        await test.step(s.name, async () => {
          await open(page, s.record);
          await expect(bar(page)).toHaveAttribute('data-step', s.step);
          await expectInView(page, bar(page).locator('[data-primary]').first());
          // a roll: every face of the pad is in view too
          const faces = bar(page).locator('.pad button');
          if (await faces.count()) await expectInView(page, faces.last());
          await expectInView(page, square(page, 'a1'), 24);
          await expectInView(page, square(page, 'h8'), 24);
          await expectNoScroll(page);
        });
      }
    });

    test('the ordinary turn: 12 taps, no scrolling, each tapped thing in view (issue 11)', async ({ page }) => {
      await open(page, fixture('ordinary-turn'));
      let taps = 0;
      const tap = async (el: Locator, min = 44) => {
        await expectInView(page, el, min);
        await el.click();
        taps++;
        await expectNoScroll(page);
      };
      await tap(bar(page).locator('[data-primary]'));
      await expect(phase(page)).toContainText('Movement Phase');
      await tap(square(page, 'd4'), 24);
      await tap(square(page, 'd5'), 24);
      await tap(bar(page).locator('[data-primary]'));
      await expect(phase(page)).toContainText('Combat Phase');
      await tap(square(page, 'd6'), 24);
      await tap(bar(page).locator('[data-option^="assault-"]'));
      await expect(bar(page)).toHaveAttribute('data-step', 'combat:withdraw');
      await tap(bar(page).locator('[data-primary]'));
      await expect(bar(page)).toHaveAttribute('data-step', 'combat:attacker');
      await tap(bar(page).locator('[data-primary]'));
      await expect(bar(page)).toHaveAttribute('data-step', 'combat:roll');
      const face = (n: number) => bar(page).locator('.pad button', { hasText: new RegExp(`^${n}$`) });
      await tap(face(1));
      await tap(face(1));
      // A = 8 + 1 + 1 = 10 against D = 7: the defender chooses (6.1 step 7)
      await expect(bar(page)).toHaveAttribute('data-step', 'combat:choose');
      await expect(bar(page).getByTestId('bar-totals')).toContainText('Attack 10 · Defence 7');
      await tap(bar(page).getByRole('button', { name: 'Take a hit' }));
      await expect(phase(page)).toContainText('Restoration Phase');
      await expect(bar(page).getByTestId('bar-report')).toContainText('Combat: 4th Regiment of Foot took a hit.');
      await tap(bar(page).locator('[data-primary]'));
      await expect(bar(page)).toHaveAttribute('data-player', '1');
      await expect(phase(page)).toContainText('Discard Phase');
      expect(taps).toBe(12);
    });

    test('sheets: the discard picker, the attacker’s cards and the combat details keep their action in view', async ({ page }) => {
      await open(page, fixture('ordinary-turn'));
      await bar(page).getByTestId('discard-open').click();
      const sheet = page.getByTestId('discard-sheet');
      await expect(sheet).toBeVisible();
      await expectInView(page, sheet.getByTestId('discard-submit'));
      await sheet.getByRole('button', { name: 'Close' }).click();
      const steps = allSteps();
      await open(page, steps.find((s) => s.name === 'Assault: attack cards')!.record);
      const more = bar(page).getByTestId('cards-open');
      if (await more.count()) {
        await more.click();
        await expectInView(page, page.getByTestId('cards-sheet').locator('footer .btn.primary'));
        await page.getByTestId('cards-sheet').getByRole('button', { name: 'Close' }).click();
      }
      await page.locator('.tabs [data-panel="combat"]').click();
      await expect(page.getByTestId('panel-sheet').getByTestId('combat-totals')).toBeVisible();
      await expectInView(page, page.getByTestId('panel-sheet').getByRole('button', { name: 'Close' }));
      await page.getByTestId('panel-sheet').getByRole('button', { name: 'Close' }).click();
      // the Restoration Phase: a Redoubt under one of eight units, then a rally's die
      await open(page, steps.find((s) => s.name === 'Restoration Phase')!.record);
      await bar(page).getByRole('button', { name: 'Build a Redoubt' }).click();
      await expectInView(page, bar(page).getByTestId('cards-open'));
      await expectInView(page, bar(page).getByRole('button', { name: 'Skip the Redoubt' }));
      await expectNoScroll(page);
      await bar(page).getByRole('button', { name: 'Skip the Redoubt' }).click();
      await square(page, 'd4').click();
      const leader = bar(page).locator('[data-option="napoleon-bonaparte"]');
      if (!(await leader.count())) await bar(page).getByTestId('cards-open').click();
      await page.locator('[data-option="napoleon-bonaparte"]').first().click();
      await expectInView(page, bar(page).locator('.pad button').last());
      await expectInView(page, bar(page).getByTestId('roll-app'));
      await expectNoScroll(page);
    });

    test('what if night fell now: the scoring view opens in view, in the board’s place (2.2)', async ({ page }) => {
      await open(page, fixture('night-running'));
      await page.getByTestId('night-toggle').click();
      const view = page.getByTestId('night-view');
      await expectInView(page, view.getByRole('button', { name: 'Back to the board' }));
      await expect(view.locator('svg.board')).toBeVisible();
      const box = (await view.getByRole('heading', { level: 2 }).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
    });

    test('setup: the deployment on one screen, the deploying player’s edge at the bottom (3.3, 3-R8)', async ({ page }) => {
      const record = fixture('france-britain');
      const firstDeploy = record.actions.findIndex((a) => (a as { type: string }).type === 'deploy');
      await open(page, { ...record, actions: record.actions.slice(0, firstDeploy + 9) }, { setup: true });
      // Bartek (Great Britain) deploys on the north edge: the board is turned, rank 8 at the bottom
      await expect(page.locator('svg.board')).toHaveAttribute('data-rotation', '180');
      await expectInView(page, page.locator('[data-unit-id]').first());
      await expectInView(page, square(page, 'a8'), 24);
      await expectInView(page, square(page, 'h1'), 24);
      await expectNoScroll(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('cards marked for discard are never lost: the main button discards them, an undo asks first (4-R5, 4-R8)', async ({ page }) => {
    await open(page, fixture('ordinary-turn'));
    await bar(page).getByTestId('discard-open').click();
    const sheet = page.getByTestId('discard-sheet');
    await sheet.locator('[data-card="imperial-guard-1"]').click();
    await sheet.getByRole('button', { name: 'Close' }).click();
    // the marks are kept, and the bar says what its button does with them
    await expect(bar(page)).toContainText('Marked for discard (1)');
    // an undo would drop them: one clear question; going back keeps them
    await page.getByTestId('bar-undo').click();
    const question = page.getByTestId('draft-question');
    await expect(question).toBeVisible();
    await expect(question).toContainText('cards marked for discard (1)');
    await question.locator('[data-answer="back"]').click();
    await expect(question).toBeHidden();
    await expect(bar(page)).toContainText('Marked for discard (1)');
    const draw = bar(page).locator('[data-primary]');
    await expect(draw).toHaveText('Discard 1 and draw to 5');
    await draw.click();
    // the card is on the discard pile and the hand drawn back to 5: the counts stay right
    await expect(phase(page)).toContainText('Movement Phase');
    await expect(bar(page).getByTestId('bar-report')).toContainText('Drew 1 card (hand 5, deck 54)');
    const game = load('ordinary-turn');
    const after = act(game, { type: 'discard', cards: ['imperial-guard-1'] }, { type: 'end-phase' }, { type: 'draw' });
    expect(after.state.decks[0]).toMatchObject({ hand: 5, drawPile: 54, discard: ['imperial-guard-1'] });
  });

  test('dice entered and not complete are asked about before an undo; going back keeps them', async ({ page }) => {
    const roll = allSteps().find((s) => s.name === 'Assault: the roll')!;
    await open(page, roll.record);
    const dice = bar(page).getByTestId('dice');
    await dice.locator('.pad button', { hasText: /^7$/ }).click();
    await page.getByTestId('bar-undo').click();
    const question = page.getByTestId('draft-question');
    await expect(question).toContainText('dice entered: 7');
    await question.locator('[data-answer="back"]').click();
    await expect(dice.getByRole('button', { name: 'Die 1 (d10): 7' })).toBeVisible();
    // forgetting them is said too, then the undo goes ahead
    await page.getByTestId('bar-undo').click();
    await question.locator('[data-answer="drop"]').click();
    await expect(bar(page)).toHaveAttribute('data-step', 'combat:attacker');
  });

  test('the arrows: a cavalry move that turns goes round its corner; after an advance the advance is drawn, clear of the counters (5-R2, 6.5-R13)', async ({
    page
  }) => {
    await open(page, fixture('ordinary-turn'));
    await bar(page).locator('[data-primary]').click();
    // the 1st Cuirassiers b2 → c3: c2 is held, so the move went through b3
    await square(page, 'b2').click();
    await square(page, 'c3').click();
    // this player turn's arrow (until the move is drawn, the previous player turn's are shown)
    const path = page.locator('svg.board .move-path[data-kind="move"]:not(.earlier)');
    await expect(path).toHaveCount(1);
    const points = (await path.locator('.move-line').getAttribute('points'))!.trim().split(/\s+/);
    expect(points).toHaveLength(3);
    const centre = async (sq: string) => {
      const b = (await square(page, sq).locator('.grid-line').boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const svg = (await page.locator('svg.board').boundingBox())!;
    const scale = svg.width / 840;
    const [mx, my] = points[1]!.split(',').map(Number) as [number, number];
    const corner = await centre('b3');
    expect(Math.abs(svg.x + mx * scale - corner.x)).toBeLessThan(2);
    expect(Math.abs(svg.y + my * scale - corner.y)).toBeLessThan(2);
    await expect(square(page, 'c3').locator('> title')).toContainText('last move, from b2');

    // an Assault whose defender retreats: the cavalry advances (France, combat-france-britain)
    const pursuit = allSteps().find((s) => s.name === 'Assault: pursuit')!;
    await open(page, pursuit.record);
    const adv = page.locator('svg.board .move-path[data-kind="advance"]');
    await expect(adv).toHaveCount(1);
    await expect(page.locator('svg.board .move-path[data-kind="retreat"]')).toHaveCount(1);
    // the head stops at the edge of the counter on d7: its strength is never covered
    const head = (await adv.locator('.move-head').boundingBox())!;
    const strength = (await square(page, 'd7').locator('.unit-strength').boundingBox())!;
    const overlaps =
      head.x < strength.x + strength.width &&
      head.x + head.width > strength.x &&
      head.y < strength.y + strength.height &&
      head.y + head.height > strength.y;
    expect(overlaps).toBe(false);
    // the arrows are under the counters
    const order = await page.evaluate(() => {
      const svgEl = document.querySelector('svg.board')!;
      const moves = svgEl.querySelector('.moves')!;
      const counter = svgEl.querySelector('.counter')!;
      return moves.compareDocumentPosition(counter) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
  });

  test('an impossible Assault says why: no card of the unit can still be in the hand (4-R6, 6.1-R1)', async ({ page }) => {
    // Ala discards all four Imperial Guard cards with an Attack value, moves it next to the enemy
    await open(page, noAssaultCardLeft());
    await square(page, 'd5').click();
    const forms = bar(page).getByTestId('combat-forms');
    const assault = forms.locator('li[data-form="assault"]');
    await expect(assault).toHaveAttribute('data-possible', 'false');
    await expect(assault).toContainText(
      'No card of Imperial Guard that can start an Assault can still be in your hand: every copy is on your discard pile or on the table (rule 4)'
    );
    // the Bombardment card (Imperial Guard: Bombard 2d6) is still possible: a card button, solid;
    // the impossible form is a dashed line with its reason
    const bombard = bar(page).locator('[data-option^="bombard-"]');
    await expect(bombard).toBeVisible();
    const style = async (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderStyle);
    expect(await style(assault)).toBe('dashed');
    expect(await style(bombard)).toBe('solid');
    // tapping the enemy says it as well
    await square(page, 'd6').click();
    await expect(bar(page).getByTestId('combat-forms').locator('li[data-form="assault"]')).toContainText('(rule 4)');
  });

  test('dice trust: an app roll undone and rolled again is marked in the history; a game whose app rolls are final refuses the undo', async ({
    page
  }) => {
    const roll = allSteps().find((s) => s.name === 'Assault: the roll')!;
    await open(page, roll.record);
    await bar(page).getByTestId('roll-app').click();
    await expect(bar(page)).not.toHaveAttribute('data-step', 'combat:roll');
    await page.getByTestId('bar-undo').click();
    await expect(bar(page)).toHaveAttribute('data-step', 'combat:roll');
    await bar(page).getByTestId('roll-app').click();
    await expect(bar(page)).not.toHaveAttribute('data-step', 'combat:roll');
    await page.locator('.tabs [data-panel="history"]').click();
    const entry = page.getByTestId('panel-sheet').locator('li.entry[data-type="roll"]').first();
    await expect(entry.getByTestId('rerolled')).toHaveText('↺ re-rolled after an undo');
    await expect(entry).toContainText('rolled again after an undo; the app roll taken back:');
    await expect(entry.getByTestId('dice-origin')).toHaveText('app roll');
    await page.getByTestId('panel-sheet').getByRole('button', { name: 'Close' }).click();

    // the same roll in a game whose app rolls are final: undo stops at it
    const record = { ...roll.record, setup: { ...roll.record.setup, options: { nightfall: 'game-turn', appRolls: 'final' } } };
    await open(page, record as GameRecord);
    await bar(page).getByTestId('roll-app').click();
    await expect(bar(page)).not.toHaveAttribute('data-step', 'combat:roll');
    const step = await bar(page).getAttribute('data-step');
    await page.getByTestId('bar-undo').click();
    await expect(bar(page).locator('.refusal [role="alert"]')).toContainText('In this game dice rolled by the app are final');
    await expect(bar(page)).toHaveAttribute('data-step', step!);
  });

  test('face to face: the action bar turns to the player on the far side when they decide', async ({ page }) => {
    const withdraw = allSteps().find((s) => s.name === 'Assault: withdraw or defend')!;
    await open(page, withdraw.record);
    await page.locator('.tabs [data-panel="guide"]').click();
    await page
      .getByTestId('panel-sheet')
      .getByRole('checkbox', { name: /Face to face/ })
      .check();
    await page.getByTestId('panel-sheet').getByRole('button', { name: 'Close' }).click();
    // Bartek (the far side) decides: the bar is above the board, turned half round
    await expect(bar(page)).toHaveClass(/facing/);
    const barBox = (await bar(page).boundingBox())!;
    const boardBox = (await page.locator('svg.board').boundingBox())!;
    expect(barBox.y).toBeLessThan(boardBox.y);
    expect(await bar(page).evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    // the board stays put: Ala's (the First Player's) edge at the bottom
    await expect(page.locator('svg.board')).toHaveAttribute('data-rotation', '0');
    await bar(page).locator('[data-primary]').click();
    // Ala decides again: the bar faces her, under the board
    await expect(bar(page)).not.toHaveClass(/facing/);
  });

  test('leaving a game asks nothing when everything is saved', async ({ page }) => {
    await open(page, fixture('ordinary-turn'));
    await page.getByRole('link', { name: /Saved games/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no serious or critical axe violations on the phone layout: a step, a sheet, the question', async ({ page }) => {
    test.setTimeout(90_000);
    // the play screen whole once, then the question and the sheet over it (tests/e2e/a11y.ts)
    await open(page, allSteps().find((s) => s.name === 'Assault: the roll')!.record);
    await expectAxeClean(page, 'a step');
    await bar(page).getByTestId('dice').locator('.pad button', { hasText: /^3$/ }).click();
    await page.getByTestId('bar-undo').click();
    await expect(page.getByTestId('draft-question')).toBeVisible();
    await expectAxeClean(page, 'the question', ['[data-testid="draft-question"]']);
    await page.getByTestId('draft-question').locator('[data-answer="back"]').click();
    await open(page, fixture('ordinary-turn'));
    await bar(page).getByTestId('discard-open').click();
    await expectAxeClean(page, 'the discard sheet', ['[data-testid="discard-sheet"]', '[data-testid="action-bar"]']);
  });
});
