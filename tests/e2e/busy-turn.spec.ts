// Issue 23: every step of a busy turn on a phone, with no scrolling (the walk of `npm run bench`'s
// "busy turn" rows, bench/browser.bench.ts busyTurn): discard two marked cards and draw; one move;
// an Assault with a Leader for Command and one supporting unit; the defender plays a unit card and
// a Leader; two dice typed; the defender retreats; an advance and a pursuit; a Leader's rally; a
// Redoubt; the end of the turn. At 390×844 and 360×780: no more than 30 taps, 0 px of scroll (the
// page's and every box's, summed before each tap), and each step's primary action inside the
// viewport whenever the bar has one.
import { chromium, expect, test } from '@playwright/test';
import { busyTurn } from '../../bench/browser.bench';
import { noAssaultCardLeft } from './steps';
import { storeRecord } from './store';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.mjs';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 780 }
]) {
  test(`a busy turn on a ${viewport.width}×${viewport.height} phone: ≤ 30 taps, 0 px of scroll, every primary action in view`, async ({
    baseURL
  }) => {
    test.setTimeout(120_000);
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
    try {
      const outside: string[] = [];
      const r = await busyTurn(
        browser,
        viewport,
        async (page, step) => {
          const primary = page.locator('[data-testid="action-bar"] [data-primary]:visible').first();
          if (!(await primary.count())) return;
          const box = await primary.boundingBox();
          if (!box || box.y < 0 || box.y + box.height > viewport.height) outside.push(`${step}: ${JSON.stringify(box)}`);
        },
        baseURL!
      );
      expect(outside, 'primary actions outside the viewport').toEqual([]);
      expect(r.scroll, `scrolled at: ${JSON.stringify(r.scrolls)}`).toBe(0);
      expect(r.taps).toBeLessThanOrEqual(30);
      // the turn is over and saved: Bartek's Discard Phase, the Cuirassiers restored on d7, a Redoubt on e7
      await expect(r.page.getByTestId('action-bar')).toHaveAttribute('data-player', '1');
      await expect(r.page.locator('svg.board [data-square="d7"] [data-unit]')).toBeVisible();
      await r.page.context().close();
    } finally {
      await browser.close();
    }
  });
}

// Combat choices with refusals present (issue 23): the Imperial Guard has no Assault card left
// (4-R6, 6.1-R1) but may bombard; the legal card comes first and in view, the refusal is folded
// into one line that opens to the engine's reason with its rule.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 780 }
]) {
  test(`combat choices with a refusal on a ${viewport.width}×${viewport.height} phone: the legal card first and in view, the refusal one line that opens`, async ({
    page
  }) => {
    await page.setViewportSize(viewport);
    const id = `busy-refusal-${viewport.width}`;
    await storeRecord(page, id, 'Refusals', noAssaultCardLeft());
    await page.goto(`/game/${id}`);
    const bar = page.getByTestId('action-bar');
    await expect(bar).toHaveAttribute('data-step', 'combat');
    await page.locator('svg.board [data-square="d5"]').click();
    const bombard = bar.locator('[data-option^="bombard-"]').first();
    await expect(bombard).toBeInViewport({ ratio: 1 });
    // the Bombardment button names its own values, not the card's Attack
    await expect(bombard).toContainText('Bombardment');
    await expect(bombard.locator('.short')).not.toContainText('A 2d');
    const fold = bar.getByTestId('forms-not-possible');
    await expect(fold.locator('summary')).toContainText('Assault: not possible here');
    await expect(fold.locator('summary')).toBeInViewport({ ratio: 1 });
    const assault = fold.locator('li[data-form="assault"]');
    await expect(assault).toBeHidden();
    // the legal card comes before the refusal
    const y = async (l: import('@playwright/test').Locator) => (await l.boundingBox())!.y;
    expect(await y(bombard)).toBeLessThan(await y(fold));
    await fold.locator('summary').click();
    await expect(assault).toBeVisible();
    await expect(assault).toContainText('No card of Imperial Guard that can start an Assault can still be in your hand');
    await expect(assault.getByTestId('rule-link')).toHaveText('rule 4');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
