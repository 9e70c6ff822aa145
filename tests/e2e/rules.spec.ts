// The rulebook inside the app (issue 15 part 2): a rule number tapped anywhere opens that rule in
// a sheet over the current screen and "Back" returns to exactly where the player was (the step,
// a half-made choice, the focus); the /rules page lists every rule, searches in Polish and English
// (without diacritics too) and is axe-clean; rule numbers shown are the rulebook's own sections.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { storeRecord } from './store';
import { fixture, noAssaultCardLeft } from './steps';
import type { GameRecord } from '../../src/lib/rules';
import { waitForServiceWorker } from './network';
import { axeOf } from './a11y';

let counter = 0;
const bar = (page: Page) => page.getByTestId('action-bar');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const sheet = (page: Page) => page.getByTestId('rule-sheet');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function open(page: Page, record: GameRecord): Promise<void> {
  const id = `rules-${Date.now()}-${counter++}`;
  await storeRecord(page, id, 'Austerlitz', record as { setup: unknown; actions: unknown[] });
  await page.goto(`/game/${id}`);
  await expect(bar(page)).toBeVisible();
}

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true });

test('a rule number in a refusal opens that rule over the game and Back returns with the choice intact (4-R6)', async ({ page }) => {
  await open(page, noAssaultCardLeft());
  await square(page, 'd5').click(); // a unit selected: a half-made combat declaration
  const assault = bar(page).getByTestId('combat-forms').locator('li[data-form="assault"]');
  await expect(assault).toHaveAttribute('data-possible', 'false');
  // the forms not possible are folded under the legal ones: one tap shows their reasons
  await bar(page).getByTestId('forms-not-possible').locator('summary').click();
  // the rulebook's section, not the engine's fine id
  const link = assault.getByTestId('rule-link');
  await expect(link).toHaveText('rule 4');
  await expect(assault).not.toContainText('4-R6');
  await link.click();

  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByRole('heading', { level: 2 })).toHaveText('rule 4: Sequence of play');
  // the statement the refusal cites is marked (its fine id is only the anchor) and in view
  const cited = sheet(page).locator('[data-rule-id="4-R6"]');
  await expect(cited).toHaveClass(/marked/);
  await expect(cited).toBeInViewport();
  expect(
    await axeOf(page)
      .include('[data-testid="rule-sheet"]')
      .withTags(AXE_TAGS)
      .analyze()
      .then((r) => r.violations)
  ).toEqual([]);

  await sheet(page).getByTestId('rule-sheet-back').click();
  await expect(sheet(page)).toBeHidden();
  // the same screen: the combat step, d5 still selected with its forms and reasons, focus back on the link
  await expect(bar(page)).toHaveAttribute('data-step', 'combat');
  await expect(assault).toBeVisible();
  await expect(assault).toHaveAttribute('data-possible', 'false');
  await expect(bar(page).locator('[data-option^="bombard-"]')).toBeVisible();
  await expect(link).toBeFocused();
  expect(page.url()).toContain('/game/rules-');
});

test('the step’s rule in the action bar opens and closes without touching cards marked for discard (4-R5)', async ({ page }) => {
  await open(page, fixture('ordinary-turn'));
  await bar(page).getByTestId('discard-open').click();
  const discard = page.getByTestId('discard-sheet');
  await discard.locator('[data-card="imperial-guard-1"]').click();
  await discard.getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toContainText('Marked for discard (1)');

  await bar(page).locator('#bar-title').getByTestId('rule-link').click();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page)).toContainText('Discard');
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  await expect(bar(page)).toContainText('Marked for discard (1)');
  await expect(bar(page).locator('[data-primary]')).toHaveText('Discard 1 and draw to 5');
});

test('Polish: the rule opens in Polish with the rulebook’s terms', async ({ page }) => {
  await open(page, noAssaultCardLeft());
  await page.evaluate(() => localStorage.setItem('adiutant.locale', 'pl'));
  await page.reload();
  await expect(bar(page)).toBeVisible();
  await square(page, 'd5').click();
  await bar(page).getByTestId('forms-not-possible').locator('summary').click();
  const link = bar(page).getByTestId('combat-forms').locator('li[data-form="assault"]').getByTestId('rule-link');
  await expect(link).toHaveText('zasada 4');
  await link.click();
  await expect(sheet(page).getByRole('heading', { level: 2 })).toHaveText('zasada 4: Sekwencja gry');
  await expect(sheet(page)).toContainText('Faza Przywrócenia');
  await sheet(page).getByTestId('rule-sheet-back').click();
  await expect(sheet(page)).toBeHidden();
});

test.describe('the rules page', () => {
  test('lists every section, searches, opens a hit, and is axe-clean', async ({ page }) => {
    test.setTimeout(120_000); // axe over the whole reference is a large page
    await page.goto('/');
    // the home page settles (the demo and the saved games load when it is idle): tap until it has navigated
    await expect(async () => {
      await page.getByTestId('rules-link').click();
      await expect(page).toHaveURL(/\/rules$/, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules of the game');
    await expect(page.locator('#s-6-5')).toContainText('Combat results');
    await expect(page.locator('#s-9-2')).toBeAttached();
    // the readings are beside the rule they concern
    await expect(page.locator('#s-2-3 .reading').first()).toBeAttached();
    expect((await axeOf(page).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    const search = page.getByTestId('rules-search');
    await search.fill('pursuit');
    const results = page.getByTestId('rules-results');
    await expect(results.locator('li').first()).toContainText('6.6');
    await search.fill('6.5');
    await expect(results.locator('li').first()).toContainText('6.5');
    await results.locator('li a').first().click();
    await expect(page.locator('#s-6-5')).toBeInViewport();
    await search.fill('zzzqqq');
    await expect(page.getByRole('status')).toHaveText('Nothing found.');
    expect((await axeOf(page).include('main > form').include('main > section').withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  });

  test('in Polish, without diacritics', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/rules');
    await page.evaluate(() => localStorage.setItem('adiutant.locale', 'pl'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zasady gry');
    await page.getByTestId('rules-search').fill('pogon');
    await expect(page.getByTestId('rules-results').locator('li').first()).toContainText('6.6');
    expect((await axeOf(page).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  });

  test.describe('with the service worker', () => {
    // this test needs it (offline); the others run without it (playwright.config.ts)
    test.use({ serviceWorkers: 'allow' });
    test('works offline after the first visit: the reference is in the precached bundle', async ({ page, context }) => {
      await page.goto('/');
      await waitForServiceWorker(page);
      await context.setOffline(true);
      try {
        await page.goto('/rules');
        await expect(page.locator('#s-6-6')).toContainText('Pursuit');
        await page.getByTestId('rules-search').fill('redoubt');
        await expect(page.getByTestId('rules-results').locator('li').first()).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
