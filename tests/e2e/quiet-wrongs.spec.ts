// Issue 30 §4–5 in Chromium, on a 390×844 and a 360×780 phone: what went wrong one step beside the
// earlier tests. Bad /game/ links (undecodable percent-escapes) answer with a sentence and a way
// home, also once the service worker serves the app; a refused board link replaces the board drawn;
// a new game (two players or Adiutant) starts with no scroll; board mode's Ask says no, with the
// rule, for an army without Forced March; the calculator's Leader for Command is in view and a
// supporting unit tapped first never swaps the attacker; after an Undo the step's main action is in
// the bar; every card of the discard sheet is one tap. Expected answers are the engine's.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import type { PositionJSON } from '../../src/lib/rules';
import { LEVELS } from '../../src/lib/bot/types';
import { waitForServiceWorker } from './network';
import { storeRecord } from './store';
import { allSteps, fixture } from './steps';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 }
];
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const BAD_LINKS = ['/game/%E0%A4%A', '/game/abc%ZZ', '/game/%E0%A4%A/summary'];

/** The public link contract: `#json=` and the base64url of the Position JSON v1 text. */
const jsonLink = (p: PositionJSON) => Buffer.from(JSON.stringify(p), 'utf8').toString('base64url');

test.use({ locale: 'en-US' });

/** The element lies inside the viewport as it stands, the page not scrolled. */
async function inView(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  await expect(selector).toBeVisible();
  const box = (await selector.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
}

async function errorPage(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const main = page.getByTestId('error-page');
  await expect(main).toHaveAttribute('data-damaged', 'true');
  await expect(main.getByRole('alert')).toHaveText(/Part of the address is damaged/);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText('This link cannot be read');
  // the address is kept as it was
  expect(page.url()).toContain(link);
}

test.describe('bad links (issue 30 §5)', () => {
  test.describe('with the service worker', () => {
    // this test needs it (offline); the others run without it (playwright.config.ts)
    test.use({ serviceWorkers: 'allow' });
    test('every bad /game/ link: a sentence and a way home, before and after the service worker controls the page', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // a first visit: the server answers with the app shell, which says what is wrong
      for (const link of BAD_LINKS) await errorPage(page, link);
      // the service worker serves every address from its cache (where the URIError came from)
      await page.goto('/');
      await waitForServiceWorker(page);
      for (const link of BAD_LINKS) {
        await errorPage(page, link);
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      }
      await page.getByTestId('error-home').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 2, name: 'New game' })).toBeVisible();
      // an address with no page: said as such
      await page.goto('/no-such-page');
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-damaged', 'false');
      await expect(page.getByTestId('error-page').getByRole('alert')).toHaveText('Adiutant has no page at this address.');
      expect(errors).toEqual([]);
    });
  });

  test('a refused board link replaces the board drawn with a fresh one, as its notice says', async ({ page }) => {
    const shared: PositionJSON = {
      terrain: new Array(8).fill('cccccccc'),
      armies: [
        { nation: 'france', edge: 'south', units: [{ unit: 'imperial-guard', square: 'd2' }] },
        { nation: 'great-britain', edge: 'north', units: [{ unit: '1st-foot-guards', square: 'd7' }] }
      ]
    };
    await page.goto(`/board#json=${jsonLink(shared)}`);
    const units = page.locator('svg.board [data-unit]');
    await expect(units).toHaveCount(2);
    // the same tab follows a link that cannot be opened (no reload)
    await page.evaluate(() => (location.hash = '#p=not*base64'));
    await expect(page.getByTestId('bm-notice')).toHaveText(/could not be opened.*A fresh board is shown instead/);
    await expect(units).toHaveCount(0);
  });
});

for (const vp of PHONES) {
  test.describe(`a ${vp.width}×${vp.height} phone`, () => {
    test.use({ viewport: vp, hasTouch: true });

    test('a new game starts with no scroll: two players, and against Adiutant (issue 30 §4)', async ({ page }) => {
      await page.goto('/');
      const start = page.getByRole('button', { name: 'Start the game' });
      await inView(page, start);
      await page.getByTestId('new-opponent-bot').check();
      await inView(page, start);
      await inView(page, page.getByTestId('new-level-hard'));
      await page.getByTestId('new-opponent-person').check();
      // the options are one tap away, and say what is in force
      await expect(page.getByTestId('new-more')).toContainText('End of the day: the game turn');
      await start.click();
      await expect(page).toHaveURL(/\/game\//);
    });

    for (const locale of ['en-GB', 'pl-PL'])
      test.describe(locale, () => {
        test.use({ locale });
        test('against Adiutant, Start stays in view at every level, each with its own line (issue 32)', async ({ page }) => {
          await page.goto('/');
          await page.getByTestId('new-opponent-bot').check();
          const start = page.locator('form.new-game button[type="submit"]');
          const hints = new Set<string>();
          for (const level of LEVELS) {
            await page.getByTestId(`new-level-${level}`).check();
            await inView(page, start);
            hints.add((await page.getByTestId('new-level-hint').textContent())!);
          }
          expect(hints.size, 'a line of its own for each level').toBe(LEVELS.length);
        });
      });

    test('the calculator: a supporting unit tapped first keeps the attacker; the Leaders for Command are in view, one tap each', async ({
      page
    }) => {
      const p: PositionJSON = {
        terrain: new Array(8).fill('cccccccc'),
        armies: [
          {
            nation: 'france',
            edge: 'south',
            units: [
              { unit: 'imperial-guard', square: 'c4' },
              { unit: '1st-cuirassiers', square: 'd3' }
            ]
          },
          { nation: 'great-britain', edge: 'north', units: [{ unit: '1st-foot-guards', square: 'd4' }] }
        ]
      };
      await page.goto(`/board#json=${jsonLink(p)}`);
      await page.getByTestId('bm-tab-combat').click();
      await square(page, 'c4').click();
      await square(page, 'd4').click();
      await square(page, 'd3').click();
      await expect(page.getByTestId('bm-calc-from')).toHaveText('Imperial Guard (c4)');
      await expect(page.getByTestId('bm-calc-notice')).toContainText('1st Cuirassiers (d3) could support this combat');
      const lannes = page.getByTestId('bm-calc-command-leaders').locator('[data-leader="jean-lannes"]');
      await inView(page, lannes);
      // the board stays where it was (only the panel scrolls)
      await inView(page, square(page, 'd8'));
      await lannes.click();
      await square(page, 'd3').click();
      await expect(page.getByTestId('bm-calc-from')).toHaveText('Imperial Guard (c4)');
      await expect(square(page, 'd3')).toHaveClass(/support-on/);
      await expect(page.getByTestId('bm-calc-problems')).toHaveCount(0);
    });
  });
}

test.describe('board mode and the play screen on a 390×844 phone (issue 30 §4)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Ask: an army without Forced March cards answers no, with rule 9; France answers "only with a Forced March"', async ({ page }) => {
    for (const [nation, unit, answer] of [
      ['austria', '1st-regiment', 'no'],
      ['france', 'imperial-guard', 'forced']
    ] as const) {
      const p: PositionJSON = {
        terrain: new Array(8).fill('cccccccc'),
        armies: [
          { nation, edge: 'south', units: [{ unit, square: 'c3' }] },
          { nation: nation === 'france' ? 'great-britain' : 'france', edge: 'north', units: [] }
        ]
      };
      await page.goto(`/board#json=${jsonLink(p)}`);
      await page.getByTestId('bm-tab-ask').click();
      await square(page, 'c3').click();
      await square(page, 'c5').click();
      const reach = page.getByTestId('bm-ask-reach');
      await expect(reach).toHaveAttribute('data-answer', answer);
      if (answer === 'no') {
        await expect(page.getByTestId('bm-ask-reach-no-fm')).toContainText('The army of Austria has no Forced March card');
        await expect(page.getByTestId('bm-ask-forced')).toHaveAttribute('data-code', 'forced-march/no-card');
      } else await expect(reach).toContainText('Only with a Forced March');
    }
  });

  test('after an Undo the step’s main action stays in the bar, above the tab bar', async ({ page }) => {
    const withdraw = allSteps().find((s) => s.name === 'Assault: withdraw or defend')!;
    const id = `quiet-undo-${Date.now()}`;
    await storeRecord(page, id, 'Undo', withdraw.record as { setup: unknown; actions: unknown[] });
    await page.goto(`/game/${id}`);
    const bar = page.getByTestId('action-bar');
    await bar.getByTestId('cards-open').click();
    await page.locator('[data-option^="play-"]').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('bar-undo').click();
    await expect(bar.getByTestId('bar-undone')).toBeVisible();
    const primary = bar.locator('[data-primary]');
    await expect(primary).toHaveText('No withdrawal, no card');
    const b = (await primary.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
    await primary.click();
    await expect(bar).toHaveAttribute('data-step', 'combat:attacker');
  });

  test('the discard sheet: every card one tap, the last one reachable above the footer', async ({ page }) => {
    const id = `quiet-discard-${Date.now()}`;
    await storeRecord(page, id, 'Discard', fixture('ordinary-turn') as unknown as { setup: unknown; actions: unknown[] });
    await page.goto(`/game/${id}`);
    const bar = page.getByTestId('action-bar');
    await bar.getByTestId('discard-open').click();
    const sheet = page.getByTestId('discard-sheet');
    // a unit card, a Leader and an HQ card, each in one tap: no group to open
    await sheet.locator('[data-card="imperial-guard-1"]').click();
    await sheet.locator('section[data-group="Leaders"] [data-card]:enabled').first().click();
    const last = sheet.locator('.sheet-body [data-card]:enabled').last();
    await last.scrollIntoViewIfNeeded();
    const foot = (await sheet.locator('.sheet-foot').boundingBox())!;
    expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(foot.y);
    await last.click();
    await expect(sheet.getByTestId('discard-submit')).toHaveText('Discard 3 and draw to 5');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('Marked for discard (3)');
  });
});
