// Issue 15 part 2: every rule number the app shows opens that rule in one tap. On each screen (the
// play screen's panels shown side by side on a tablet, the summary, home, board mode), no visible
// text outside a rule link names a rule number.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { encodePositionJsonLink, parsePosition } from '../../src/lib/rules';
import { QUESTIONS } from './fixtures/board-positions';
import { fixture } from './steps';
import { SETUP_SUMMARY, storeRecord } from './store';

test.use({ viewport: { width: 1280, height: 900 } });

/** Visible text naming a rule number that is not inside a rule link. */
async function plainRuleNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const re = /\b(rules?|zasad[ay]?)\s+\d/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('a.rule-link, [data-testid="rule-sheet"], .visually-hidden, title, script, style')) continue;
      if (!(el as HTMLElement).checkVisibility?.() && !(el.offsetWidth || el.offsetHeight || el.getClientRects().length)) continue;
      // the text of the element without its rule links
      const text = (n.textContent ?? '').trim();
      if (re.test(text)) found.push(text.slice(0, 120));
    }
    return found;
  });
}

let counter = 0;
async function openStored(page: Page, name: string): Promise<string> {
  const id = `e2e-links-${name}-${Date.now()}-${counter++}`;
  await storeRecord(page, id, 'Links', fixture(name));
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  return id;
}

for (const locale of ['en-US', 'pl-PL']) {
  test.describe(locale, () => {
    test.use({ locale });

    for (const name of ['combat-france-britain', 'rest-france-spain', 'night-france-britain', 'ordinary-turn']) {
      test(`${name}: every rule number on the play screen and its summary is a rule link`, async ({ page }) => {
        const id = await openStored(page, name);
        await expect(page.locator('a.rule-link').first()).toBeVisible();
        expect(await plainRuleNumbers(page)).toEqual([]);
        const night = page.getByTestId('night-toggle');
        if (await night.isVisible()) {
          await night.click();
          expect(await plainRuleNumbers(page)).toEqual([]);
        }
        await page.goto(`/game/${id}/summary`);
        await expect(page.locator('main')).toBeVisible();
        expect(await plainRuleNumbers(page)).toEqual([]);
      });
    }

    test('setup, each step from the map to deployment: every rule number is a rule link', async ({ page }) => {
      const record = fixture('france-britain');
      // the setup steps one after another: the stored game stops before each of these actions
      for (const upTo of ['choose-map', 'choose-nations', 'choose-army', 'choose-edge', 'deal', 'deploy']) {
        const at = record.actions.findIndex((a) => (a as { type: string }).type === upTo);
        const id = `e2e-links-setup-${upTo}-${Date.now()}-${counter++}`;
        await storeRecord(
          page,
          id,
          'Links',
          { setup: record.setup, actions: record.actions.slice(0, at + (upTo === 'deploy' ? 3 : 0)) },
          SETUP_SUMMARY
        );
        await page.goto(`/game/${id}`);
        await expect(page.locator('a.rule-link').first()).toBeVisible();
        expect(await plainRuleNumbers(page), upTo).toEqual([]);
      }
    });

    test('home and board mode: every rule number is a rule link', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('main')).toBeVisible();
      expect(await plainRuleNumbers(page)).toEqual([]);
      const p = parsePosition(QUESTIONS);
      if (!p.ok) throw new Error(p.error.message);
      await page.goto(`/board#json=${encodePositionJsonLink(p.value)}`);
      for (const tab of ['ask', 'combat', 'night']) {
        await page.getByTestId(`bm-tab-${tab}`).click();
        await page.locator('svg.board [data-square="d2"]').click();
        expect(await plainRuleNumbers(page), tab).toEqual([]);
      }
    });
  });
}
