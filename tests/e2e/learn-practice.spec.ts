// Issue 33 §3, the practice games after the lessons, on a 390×844 phone in English and Polish: the
// combat group's practice opened from the lesson map, its goal on the play screen, the Assault
// played against Adiutant (easy) with the play screen's own controls up to the engine's verdict,
// each step's action in view without scrolling; a reached goal is ticked on the lesson map, and
// "Try again" starts the same position again.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByTestId('action-bar');

/**
 * Where the target is on screen right now: whole and the page not scrolled (true), or gone already
 * (false: the screen moved on between two looks).
 */
async function inViewNow(page: Page, what: string, target: Locator): Promise<boolean> {
  const box = await target.boundingBox({ timeout: 1000 }).catch(() => null);
  if (!box) return false;
  const view = page.viewportSize()!;
  expect(box.y >= 0 && box.x >= 0 && box.y + box.height <= view.height && box.x + box.width <= view.width, `${what}: in view`).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${what}: page scroll`).toBe(0);
  return true;
}

/** The action is on screen whole, and the page is not scrolled. */
async function inView(page: Page, what: string, target: Locator): Promise<void> {
  await expect(target, what).toBeVisible();
  await expect(target, what).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${what}: page scroll`).toBe(0);
}

const WORDS = {
  'en-US': { goal: 'Win this combat phase', won: 'Goal reached', lost: 'Goal not reached', rule: 'rule 6.1' },
  'pl-PL': { goal: 'Wygraj tę Fazę Walki', won: 'Cel osiągnięty', lost: 'Cel nieosiągnięty', rule: 'zasada 6.1' }
} as const;

for (const locale of ['en-US', 'pl-PL'] as const)
  test.describe(locale, () => {
    test.use({ locale });
    test(`"Win this combat phase" from the lesson map to the engine's verdict, every action in view (${locale})`, async ({ page }) => {
      test.setTimeout(40_000);
      const words = WORDS[locale];
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto('/learn');
      await expect(page.getByTestId('learn-map')).toHaveAttribute('data-loaded', 'true');
      // the combat group ends with its practice game, after its last lesson
      const group = page.locator('[data-group="combat"]');
      await expect(group.locator('[data-lesson]').last()).toHaveAttribute('data-lesson', 'cards');
      const entry = group.locator('[data-practice="clash"]');
      await expect(entry).toHaveAttribute('data-won', 'false');
      await entry.getByTestId('practice-open').click();
      await page.waitForURL(/\/game\/[^/]+$/);

      // the goal, its rules and Start under the board
      const card = page.getByTestId('practice-card');
      await expect(card).toHaveAttribute('data-kind', 'goal');
      await expect(card.locator('h2')).toHaveText(words.goal);
      await expect(card.getByTestId('rule-link').first()).toHaveText(words.rule);
      await inView(page, 'start', page.getByTestId('practice-start'));
      await page.getByTestId('practice-start').click();

      // France's Combat Phase: the Cuirassiers (d5) on the 52nd in the Town (d6)
      await expect(bar(page)).toHaveAttribute('data-step', 'combat');
      await page.locator('svg.board [data-square="d6"]').click();
      const assault = bar(page).locator('[data-option^="assault-"]').first();
      await inView(page, 'assault', assault);
      await assault.click();

      // Adiutant's answers (Done), France's cards (none), the dice (the pad's highest face), the
      // choices after the result (the step's primary action), up to the verdict
      const verdict = page.getByTestId('practice-verdict');
      const botDone = page.getByTestId('bot-done');
      const pad = bar(page).locator('.pad button');
      const primary = bar(page).locator('[data-primary]').first();
      // (Adiutant's Done is disabled while it saves or thinks, and the screen may change between
      // two looks: wait for something to tap, then look again; 20 s for the bot on a loaded machine)
      const doneReady = page.locator('[data-testid="bot-done"]:enabled');
      for (let i = 0; i < 40 && !(await verdict.isVisible()); i++) {
        await expect(verdict.or(doneReady).or(pad.first()).or(primary).first()).toBeVisible({ timeout: 20_000 });
        if (await verdict.isVisible()) break;
        let target: Locator;
        if (await doneReady.isVisible()) target = botDone;
        else if (await pad.first().isVisible()) target = pad.last();
        else if (await primary.isVisible()) target = primary;
        else continue;
        // (the screen may have moved on since the look above: then look again)
        if (!(await inViewNow(page, `action ${i}`, target))) continue;
        await target.click({ timeout: 5000 }).catch(() => {});
      }

      await inView(page, 'verdict', verdict);
      await inView(page, 'try again', page.getByTestId('practice-again'));
      const won = (await verdict.getAttribute('data-won')) === 'true';
      await expect(verdict).toHaveText(won ? words.won : words.lost);
      // the verdict takes the action bar's place: the practice is over (an undo would play on)
      await expect(bar(page)).toHaveCount(0);

      // back on the lesson map: the practice is ticked when its goal was reached
      const url = page.url();
      await page.getByTestId('practice-map').click();
      await expect(page.getByTestId('learn-map')).toHaveAttribute('data-loaded', 'true');
      await expect(page.locator('[data-practice="clash"]')).toHaveAttribute('data-won', String(won));

      // Try again: the same position, a new game, the goal first
      await page.goto(url);
      await page.getByTestId('practice-again').click();
      await page.waitForURL((u) => /\/game\/[^/]+$/.test(u.pathname) && u.href !== url);
      await expect(page.getByTestId('practice-card')).toHaveAttribute('data-kind', 'goal');
      await expect(page.locator('svg.board [data-square="d5"] [data-unit]')).toHaveAttribute('data-nation', 'france');
      expect(errors).toEqual([]);
    });
  });
