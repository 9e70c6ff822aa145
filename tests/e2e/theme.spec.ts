// The dark theme (issue 15 part 3): it follows the system setting (prefers-color-scheme) unless the
// player picks Light or Dark in settings; the choice survives a reload and is applied before the
// first paint (the inline script of src/app.html). Every screen is axe-clean in it, colour contrast included: home,
// setup (the deployment board), the play screen, settings and the printable summary.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { SETUP_SUMMARY, storeRecord, type StoredRecord } from './store';
import { axeOf } from './a11y';

function fixture(name: string): StoredRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as StoredRecord;
}

// axe runs on five whole screens: more time than a test's default
test.describe.configure({ timeout: 180_000 });

async function expectAxeClean(page: Page, where: string): Promise<void> {
  // the page has started (its title is the app's: the empty shell's is not a finding)
  await expect(page).toHaveTitle(/\S/);
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' | ')}`)).toEqual(
    []
  );
}

async function expectDark(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // the page itself is dark: its background is darker than its text
  const [bg, ink] = await page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return [getComputedStyle(document.documentElement).backgroundColor || s.backgroundColor, s.color];
  });
  const lum = (c: string) => (c.match(/\d+/g) ?? ['0', '0', '0']).slice(0, 3).reduce((a, b) => a + Number(b), 0);
  expect(lum(bg)).toBeLessThan(lum(ink));
}

test.describe('dark theme from the system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('home, setup, play, settings and summary are dark and axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'home');

    // setup: the deployment step, with its board
    const game = fixture('france-britain');
    const deploying = { setup: game.setup, actions: game.actions.slice(0, 7) };
    await storeRecord(page, 'theme-setup', 'Setup', deploying, { ...SETUP_SUMMARY, step: 'deploy' });
    await page.goto('/game/theme-setup');
    await expect(page.locator('svg.board')).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'setup');

    // play
    await storeRecord(page, 'theme-play', 'Play', game);
    await page.goto('/game/theme-play');
    await expect(page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
    await expect(page.locator('svg.board')).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'play');

    // the night's scoring view and the printable summary of a finished game
    await storeRecord(page, 'theme-night', 'Night', fixture('night-france-britain'));
    await page.goto('/game/theme-night');
    // on a phone the finished game opens on the scoring view, its verdict first (issue 23)
    await expect(page.getByTestId('night-view')).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'game end');
    await page.goto('/game/theme-night/summary');
    await expect(page.getByTestId('summary-result')).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'summary');

    await page.goto('/settings');
    await expect(page.getByTestId('theme-switch')).toBeVisible();
    await expectDark(page);
    await expectAxeClean(page, 'settings');
  });
});

test.describe('the manual switch', () => {
  test.use({ colorScheme: 'light' });

  test('Dark in settings turns a light system dark, survives a reload and is axe-clean; System goes back', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectAxeClean(page, 'settings light');
    const switcher = page.getByTestId('theme-switch');
    await switcher.getByRole('button', { name: /^(Dark|Ciemny)$/ }).click();
    await expectDark(page);
    await expectAxeClean(page, 'settings dark');

    await page.reload();
    await expectDark(page);
    await expect(switcher.getByRole('button', { name: /^(Dark|Ciemny)$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expectDark(page);
    await expectAxeClean(page, 'home dark');

    await page.goto('/settings');
    await switcher.getByRole('button', { name: /^(As the system|Jak w systemie)$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('Light in settings keeps a dark system light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .getByTestId('theme-switch')
      .getByRole('button', { name: /^(Light|Jasny)$/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
