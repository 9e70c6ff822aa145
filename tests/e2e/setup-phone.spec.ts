// Setup on a phone (issue 23, part 3): rule 3's whole setup from the home screen's New game form
// to "Start the battle", at 390×844 and 360×780, in English and in Polish. Each step opens at its
// top (its heading in view and nothing scrolled, even when the step before was left scrolled); its
// main action and its verdict are in view and not under the Undo bar, without scrolling the page or
// any box; the map step (places, rotations, preview, the 24 sections, painting and "Confirm the
// map") is one screen; the deployment costs one tap a unit when the squares are taken in order
// (3-R8: the next unit is selected for the player); axe finds nothing serious at any step.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { fullRun, sample } from '../seed';
import { axeOf } from './a11y';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 }
];

/** The few words the walk reads, in each language (the app's own texts, messages/*.json). */
const WORDS = {
  en: {
    locale: 'en-GB',
    start: 'Start the game',
    edge: 'Player 2 (Great Britain): north edge; Player 1 (France): south edge.',
    placed: (unit: string, square: string) => `${unit} is on ${square}.`,
    next: (unit: string) => `Next: ${unit}.`,
    chosen: 'Chosen: 2 of 2',
    town: 'town'
  },
  pl: {
    locale: 'pl-PL',
    start: 'Rozpocznij grę',
    edge: 'Krawędź startowa — Gracz 2 (Wielka Brytania): północ; Gracz 1 (Francja): południe.',
    placed: (unit: string, square: string) => `${unit} stoi na polu ${square}.`,
    next: (unit: string) => `Następna: ${unit}.`,
    chosen: 'Wybrane: 2 z 2',
    town: 'miasto'
  }
} as const;

/** The page's and every box's scroll offsets, summed: 0 when nothing is scrolled. */
function scrolled(page: Page): Promise<number> {
  return page.evaluate(() => {
    let sum = Math.abs(window.scrollX) + Math.abs(window.scrollY);
    for (const el of document.querySelectorAll('*')) sum += Math.abs(el.scrollTop) + Math.abs(el.scrollLeft);
    return sum;
  });
}

/**
 * The element is inside the viewport as the page stands, large enough to tap (44 px high by
 * default), and a tap there reaches it: its centre and the middle of its bottom edge are not
 * under the Undo bar or anything else.
 */
async function expectReachable(page: Page, el: Locator, min = 44): Promise<void> {
  await expect(el).toBeVisible();
  const box = (await el.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.y, 'top in view').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left in view').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom in view').toBeLessThanOrEqual(vp.height);
  expect(box.x + box.width, 'right in view').toBeLessThanOrEqual(vp.width);
  expect(box.height, 'tall enough to tap').toBeGreaterThanOrEqual(min);
  const uncovered = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return [r.y + r.height / 2, r.y + r.height - 3].every((y) => {
      const hit = document.elementFromPoint(r.x + r.width / 2, y);
      return !!hit && (hit === node || node.contains(hit));
    });
  });
  expect(uncovered, 'not covered (the Undo bar)').toBe(true);
}

/** Tap an element a player reaches as the page stands: nothing scrolls before or because of it. */
async function tapInPlace(page: Page, el: Locator, min = 44): Promise<void> {
  await expectReachable(page, el, min);
  const before = await scrolled(page);
  await el.click();
  expect(await scrolled(page), 'no scroll to tap it').toBe(before);
}

/**
 * A new step is on screen, opened at its top: its heading in view (and focused, after a step
 * before it), nothing scrolled.
 */
async function opensAtTop(page: Page, step: string): Promise<void> {
  await expect(page.locator('.wizard')).toHaveAttribute('data-step', step);
  await expect.poll(() => scrolled(page), { message: `${step}: opened unscrolled` }).toBe(0);
  const heading = page.locator('#setup-step-heading');
  if (step !== 'roll') await expect(heading).toBeFocused();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2);
  // the language switch is whole, never cut by the title beside it
  for (const b of await page.locator('.lang-switch button').all()) await expectReachable(page, b);
}

/** The whole page is on one screen (the deployment: the board, the units and Undo together). */
async function expectOneScreen(page: Page): Promise<void> {
  const s = await page.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, view: window.innerHeight }));
  expect(s.height, 'the page fits the screen').toBeLessThanOrEqual(s.view);
}

/** The page left scrolled down as far as it goes (a player reading on): the next step must not open there. */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
}

async function axeClean(page: Page, where: string): Promise<void> {
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, where).toEqual([]);
}

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

// Both sizes and both languages in every run: `npm test` walks each size in one language, the
// two sizes in different ones (which one where is drawn for each run; tests/seed.ts), and
// `npm run test:full` every size in both.
const FIRST = sample(['en', 'pl'] as const, 1, 'setup-phone language')[0]!;
const langsAt = (k: number): ('en' | 'pl')[] => (fullRun() ? ['en', 'pl'] : [k % 2 === 0 ? FIRST : FIRST === 'en' ? 'pl' : 'en']);

for (const [k, vp] of PHONES.entries())
  for (const lang of langsAt(k)) {
    const w = WORDS[lang];
    test.describe(`setup on a ${vp.width}×${vp.height} phone, ${lang}`, () => {
      test.use({ viewport: vp, hasTouch: true, locale: w.locale });

      test('every step opens at its top with its main action and verdict in view, unscrolled; one tap a unit deployed in order (3-R1…R8)', async ({
        page
      }) => {
        test.setTimeout(150_000);
        // accessibility: each screen scanned once, in English on the first phone (not per size and language)
        const scan = lang === 'en' && vp === PHONES[0] ? (where: string) => axeClean(page, where) : async () => {};
        await page.goto('/');
        // the home screen is not setup: its form is where the walk starts
        await page.getByRole('button', { name: w.start }).click();

        // 3-R1: both dice typed on the pad, every face in view
        await opensAtTop(page, 'roll');
        const dice = page.getByTestId('dice');
        const face = (n: number) => dice.locator('.pad button', { hasText: new RegExp(`^${n}$`) });
        for (const n of [1, 10]) await expectReachable(page, face(n));
        await scan('roll');
        await tapInPlace(page, face(8));
        await scrollDown(page);
        await face(3).click();

        // 3-R2, 1.1: the map on one screen
        await opensAtTop(page, 'map');
        const confirmMap = page.locator('.map-step [data-primary]');
        await expectReachable(page, confirmMap);
        await expect(confirmMap).toBeDisabled();
        for (const s of [1, 8, 17, 24]) await expectReachable(page, page.locator(`[data-section="${s}"]`));
        for (const slot of [0, 1, 2, 3]) await expectReachable(page, page.locator(`[data-rotate="${slot}"]`));
        await expectReachable(page, page.locator('.map-step svg.board [data-square="a1"]'), 16);
        await expectReachable(page, page.locator('.map-step svg.board [data-square="h8"]'), 16);
        for (const s of [1, 5, 10, 22]) await tapInPlace(page, page.locator(`[data-section="${s}"]`));
        const preview = page.locator('.map-step svg.board');
        // section 5 in the north-east turned 90° clockwise: e8, clear printed, is woods (1.1-R3)
        await expect(preview.locator('[data-square="e8"]')).toHaveAttribute('data-terrain', 'clear');
        await tapInPlace(page, page.locator('[data-rotate="1"]'));
        await expect(preview.locator('[data-square="e8"]')).toHaveAttribute('data-terrain', 'woods');
        await expect(page.locator('[data-slot="1"] button[aria-pressed]')).toContainText('90°');
        await expectReachable(page, confirmMap);
        await expect(confirmMap).toBeEnabled();
        await scan('map');
        // painting (1.1-R4): the preview larger, the seven terrains and the confirmation still in view
        const paint = page.locator('.map-step .paint-toggle');
        await tapInPlace(page, paint);
        await expect(paint).toHaveAttribute('aria-pressed', 'true');
        const swatches = page.locator('.map-step label.swatch');
        await expect(swatches).toHaveCount(7);
        for (const s of await swatches.all()) await expectReachable(page, s);
        await tapInPlace(page, page.locator('.map-step label.swatch', { hasText: w.town }));
        await expectReachable(page, preview.locator('[data-square="a1"]'), 24);
        await expectReachable(page, preview.locator('[data-square="h8"]'), 24);
        await tapInPlace(page, preview.locator('[data-square="e4"]'), 24);
        await expect(preview.locator('[data-square="e4"]')).toHaveAttribute('data-terrain', 'town');
        await expectReachable(page, confirmMap);
        await scan('map, painting');
        await tapInPlace(page, paint);
        await expect(page.locator('[data-section="22"]')).toBeVisible();
        await scrollDown(page);
        await confirmMap.click();

        // 3-R3: the suggestion, every nation, the count and its confirmation
        await opensAtTop(page, 'nations');
        await expectReachable(page, page.locator('.step [data-primary]'));
        const nations = page.locator('button.nation');
        for (const n of await nations.all()) await expectReachable(page, n);
        await tapInPlace(page, page.locator('button.nation[data-nation="france"]'));
        await tapInPlace(page, page.locator('button.nation[data-nation="great-britain"]'));
        await expect(page.locator('.count')).toHaveText(w.chosen);
        await expectReachable(page, page.locator('.count'), 16);
        await expectReachable(page, page.locator('.step [data-confirm]'));
        await scan('nations');
        await scrollDown(page);
        await page.locator('.step [data-confirm]').click();

        // 3-R4: both armies
        await opensAtTop(page, 'army');
        for (const n of ['france', 'great-britain']) await expectReachable(page, page.locator(`button.army[data-nation="${n}"]`));
        await scan('army');
        await scrollDown(page);
        await page.locator('button.army[data-nation="france"]').click();

        // 3-R5: four edges, the verdict and "Confirm the edge" above the Undo bar
        await opensAtTop(page, 'edge');
        for (const e of ['north', 'south', 'east', 'west']) await expectReachable(page, page.locator(`button[data-edge="${e}"]`));
        await tapInPlace(page, page.locator('button[data-edge="north"]'));
        const result = page.locator('.step .result');
        await expect(result).toHaveText(w.edge);
        await expectReachable(page, result, 16);
        await expectReachable(page, page.locator('.step [data-primary]'));
        await scan('edge');
        await scrollDown(page);
        await page.locator('.step [data-primary]').click();

        // 3-R6, 3-R7
        await opensAtTop(page, 'deal');
        await expectReachable(page, page.locator('.step [data-primary]'));
        await scan('deal');
        await scrollDown(page);
        await page.locator('.step [data-primary]').click();

        // 3-R8: one tap a unit, squares taken in order; each placement said, the next unit named
        await opensAtTop(page, 'deploy');
        const board = page.locator('.deploy svg.board');
        const units = page.locator('button[data-unit-id]');
        await scan('deploy');
        for (const rank of [1, 8]) {
          for (let i = 0; i < 8; i++) {
            const sq = `${FILES[i]}${rank}`;
            const next = units.first();
            const name = (await next.locator('.unit-name').textContent())!.trim();
            await expect(next).toHaveAttribute('aria-pressed', 'true');
            await expect(page.locator('.deploy .hint')).toContainText(w.next(name));
            await expectReachable(page, next);
            await expectOneScreen(page);
            await tapInPlace(page, board.locator(`[data-square="${sq}"]`), 24);
            await expect(board.locator(`[data-square="${sq}"] [data-unit]`)).toHaveCount(1);
            if (rank === 8 && i === 7) break;
            await expect(page.getByRole('status').filter({ hasText: w.placed(name, sq) })).toHaveCount(1);
            await expect(units).toHaveCount(i === 7 ? 8 : 7 - i);
          }
        }
        // the finished deployment, the last unit held: "Start the battle" in view
        const start = page.locator('.final [data-primary]');
        await expectReachable(page, start);
        await expect(start).toBeFocused();
        await scan('deploy, finished');
        await tapInPlace(page, start);
        await expect(page.locator('.wizard')).toHaveCount(0);
      });
    });
  }

test.describe('deployment, the next unit selected (3-R8)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'en-GB' });

  test('another unit tapped is selected instead; the next unit tapped stays selected, a second tap deselects it, and then a square waits for its unit', async ({
    page
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const dice = page.getByTestId('dice');
    for (const n of [8, 3]) await dice.locator('.pad button', { hasText: new RegExp(`^${n}$`) }).click();
    for (const s of [1, 5, 10, 22]) await page.locator(`[data-section="${s}"]`).click();
    await page.locator('.map-step [data-primary]').click();
    await page.locator('.step [data-primary]').click();
    await page.locator('button.army[data-nation="france"]').click();
    await page.locator('button[data-edge="north"]').click();
    await page.locator('.step [data-primary]').click();
    await page.locator('.step [data-primary]').click();
    await expect(page.locator('.wizard')).toHaveAttribute('data-step', 'deploy');

    const board = page.locator('.deploy svg.board');
    const units = page.locator('button[data-unit-id]');
    const hint = page.locator('.deploy .hint');
    await expect(units).toHaveCount(8);
    // the first unit is selected for the player; the marked squares are its legal ones
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('button[data-unit-id][aria-pressed="true"]')).toHaveCount(1);
    const first = (await units.first().getAttribute('data-unit-id'))!;
    const last = (await units.last().getAttribute('data-unit-id'))!;
    const lastName = (await units.last().locator('.unit-name').textContent())!.trim();

    // another unit tapped: that one is selected, and a square places it
    await units.last().click();
    await expect(units.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(units.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(hint).toHaveText(`${lastName}: tap a marked square.`);
    await board.locator('[data-square="d2"]').click();
    await expect(page.locator(`button[data-unit-id="${last}"]`)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${lastName} is on d2.` })).toHaveCount(1);
    // the next unit is the first again
    await expect(units.first()).toHaveAttribute('data-unit-id', first);
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');

    // the next unit tapped: the player's own choice now, still selected; a second tap deselects it
    const firstName = (await units.first().locator('.unit-name').textContent())!.trim();
    await units.first().click();
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(hint).toHaveText(`${firstName}: tap a marked square.`);
    await units.first().click();
    await expect(page.locator('button[data-unit-id][aria-pressed="true"]')).toHaveCount(0);
    await expect(hint).toHaveText(`${firstName} is no longer selected. Tap a unit, then a square.`);
    // no unit selected: a square waits for its unit (square first)
    await board.locator('[data-square="e2"]').click();
    await expect(hint).toHaveText('Square e2: now tap a unit.');
    await expect(board.locator('[data-square="e2"] [data-unit]')).toHaveCount(0);
    await units.nth(1).click();
    await expect(board.locator('[data-square="e2"] [data-nation="france"]')).toHaveCount(1);
    // and after that placement the next unit is selected again
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(hint).toContainText(`Next: ${firstName}.`);

    // an Undo takes the placement back; the next unit is selected on the game shown
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(board.locator('[data-square="e2"] [data-unit]')).toHaveCount(0);
    await expect(units).toHaveCount(7);
    await expect(page.locator('button[data-unit-id][aria-pressed="true"]')).toHaveCount(1);
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
  });
});
