import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { trackForeignRequests, waitForServiceWorker } from './network';
import { axeOf } from './a11y';

/**
 * Open (or reload) the home page and scroll to the demo, which loads when it comes near the
 * screen (it brings the engine and the board; the rest of the page loads without them).
 */
async function showDemo(page: Page, reload = false): Promise<void> {
  if (reload) await page.reload();
  else await page.goto('/');
  await page.getByTestId('demo').scrollIntoViewIfNeeded();
  await expect(page.locator('svg.board [data-square]')).toHaveCount(64);
}

test.describe('home page', () => {
  test.use({ locale: 'pl-PL' });

  test('renders the demo board with 64 squares and both armies', async ({ page, baseURL }) => {
    const foreign = trackForeignRequests(page, baseURL);
    await showDemo(page);

    const board = page.getByRole('grid', { name: 'Plansza pokazowa: Francja przeciw Wielkiej Brytanii' });
    await expect(board).toBeVisible();
    expect(await board.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(board.locator('[data-square]')).toHaveCount(64);
    await expect(board.getByRole('row')).toHaveCount(8);
    await expect(board.getByRole('gridcell')).toHaveCount(64);

    // 7 French and 7 British counters on their home rows
    await expect(board.locator('[data-nation="france"]')).toHaveCount(7);
    await expect(board.locator('[data-nation="great-britain"]')).toHaveCount(7);
    await expect(board.locator('[data-square="d2"] [data-unit]')).toHaveAttribute('data-unit', 'IG');
    await expect(board.locator('[data-square="d2"] .unit-strength')).toHaveText('8');
    await expect(board.locator('[data-square="d8"] [data-unit]')).toHaveAttribute('data-unit', 'KDG');
    // a reduced unit shows its stripe and its reduced strength
    await expect(board.locator('[data-square="f2"] .stripe')).toHaveCount(1);
    await expect(board.locator('[data-square="f2"] .unit-strength')).toHaveText('3');

    // squares are named for assistive technology
    await expect(board.locator('[data-square="d2"] > title')).toHaveText('d2: las; Francja IG (piechota), siła 8');
    await expect(board.locator('[data-square="d5"]')).toHaveAttribute('data-terrain', 'lake');

    // rank 8 at the top, a1 at the bottom left
    const a8 = await board.locator('[data-square="a8"] rect.grid-line').boundingBox();
    const a1 = await board.locator('[data-square="a1"] rect.grid-line').boundingBox();
    const h1 = await board.locator('[data-square="h1"] rect.grid-line').boundingBox();
    expect(a8 && a1 && h1).toBeTruthy();
    expect(a8!.y).toBeLessThan(a1!.y);
    expect(a1!.x).toBeLessThan(h1!.x);

    expect(foreign).toEqual([]);
  });

  test('switches language at runtime without a reload', async ({ page }) => {
    await showDemo(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sędzia do gry Manoeuvre');
    await expect(page.getByRole('button', { name: 'PL', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // a marker on window survives only if the page is not reloaded
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('a referee for Manoeuvre');
    await expect(page.getByText('works without an internet connection')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demo position' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Demo board: France against Great Britain' })).toBeVisible();
    await expect(page.locator('[data-square="d2"] > title')).toHaveText('d2: woods; France IG (infantry), strength 8');
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'PL', exact: true })).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    // the choice is remembered
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Demo position' })).toBeVisible();

    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { name: 'Pozycja pokazowa' })).toBeVisible();
  });

  test('selects squares by tap and by keyboard', async ({ page }) => {
    await showDemo(page);
    const board = page.getByRole('grid', { name: 'Plansza pokazowa: Francja przeciw Wielkiej Brytanii' });
    const d2 = board.locator('[data-square="d2"]');
    await d2.click();
    await expect(d2).toHaveAttribute('aria-selected', 'true');
    await expect(d2).toBeFocused();
    // selected by its state (said by screen readers), not by a word of its name (issue 30 §7)
    await expect(d2.locator('> title')).not.toContainText('zaznaczone');

    // one tab stop; arrows move focus, Enter/Space select
    await page.keyboard.press('ArrowUp');
    const d3 = board.locator('[data-square="d3"]');
    await expect(d3).toBeFocused();
    await expect(d3).toHaveAttribute('tabindex', '0');
    await expect(d2).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Enter');
    await expect(d3).toHaveAttribute('aria-selected', 'true');
    await expect(d2).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await expect(board.locator('[data-square="e3"]')).toHaveAttribute('aria-selected', 'true');
    await expect(board.locator('[aria-selected="true"]')).toHaveCount(1);
  });

  test('has no axe violations (WCAG 2.1 A/AA)', async ({ page }) => {
    await showDemo(page);
    await expect(page.locator('svg.board [data-unit]')).toHaveCount(14);
    await page.locator('[data-square="e2"]').click();
    const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('fits a 360 px wide phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await showDemo(page);
    const board = page.locator('svg.board');
    await expect(board).toBeVisible();
    const box = await board.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(box!.width).toBeGreaterThan(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('browser language', () => {
  test.use({ locale: 'de-DE' });

  test('defaults to English when the browser language is not Polish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Demo position' })).toBeVisible();
  });
});

test.describe('with the service worker', () => {
  // this test needs it (offline); the others run without it (playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });
  test('reloads offline once the service worker controls the page', async ({ page, context, baseURL }) => {
    const foreign = trackForeignRequests(page, baseURL);
    await showDemo(page);

    // the service worker installs, precaches everything and claims the page
    await waitForServiceWorker(page);

    await context.setOffline(true);
    try {
      await showDemo(page, true);
      await expect(page.locator('svg.board [data-unit]')).toHaveCount(14);
      // an unknown route falls back to the app shell from the cache too
      await page.goto('/some/unknown/route');
      await expect(page.locator('body')).not.toBeEmpty();
    } finally {
      await context.setOffline(false);
    }
    expect(foreign).toEqual([]);
  });
});
