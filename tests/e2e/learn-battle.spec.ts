// The guided first battle (issue 25) on a 390×844 phone, on the real play screen: started from
// /learn, played through its first full game turn (France's turn as the introductions say, then the
// British turn the app plays, each of its actions shown as a sentence and applied on Continue) with
// 0 px of scroll and every step's primary button in view; each phase and combat step introduced
// the first time it comes; leaving and coming back resumes it (from home, from /learn, after a
// reload); the final nightfall scoring explained mark by mark on one screen; axe clean.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { guidedTurn } from '../../bench/learn.bench';
import { finalScoring } from '../../src/lib/learn/battle';
import { sample } from '../seed';
import { axeOf } from './a11y';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

async function axe(page: Page, what: string) {
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// one language in each run (drawn for the run; tests/seed.ts), both in test:full
for (const locale of sample(['en-US', 'pl-PL'], 1, 'guided battle language'))
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the first full game turn on the play screen: every step introduced once, the British played by the script, 0 px of scroll, axe clean', async ({
      page,
      baseURL
    }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const checked = new Set<string>();
      const r = await guidedTurn(page, baseURL!, async (p, what) => {
        // one axe run per kind of moment (an introduction, the opponent's move, the bar of a step)
        const kind = what.split(' ').slice(0, 2).join(' ');
        if (!checked.has(kind) && checked.size < 4) {
          checked.add(kind);
          await axe(p, what);
        }
      });
      // France's Discard Phase of game turn 2: the first full game turn is over
      await expect(page.locator('[data-testid="action-bar"][data-step="discard"][data-player="0"]')).toBeVisible();
      await expect(page.locator('.play-header')).toContainText(locale === 'en-US' ? 'Turn 2' : 'Tura 2');
      expect(errors).toEqual([]);
      expect(r.scroll, 'scroll').toBe(0);
      expect(r.moments.filter((m) => m.overflow > 0)).toEqual([]);
      expect(r.moments.filter((m) => m.primaryOut)).toEqual([]);
      // each of the five phases and the combat's steps met was introduced, once
      const intros = r.moments
        .filter((m) => m.what.startsWith('card intro') || /card opponent \S/.test(m.what))
        .map((m) => m.what.split(' ').pop());
      expect(new Set(intros).size).toBe(intros.length);
      for (const step of [
        'discard',
        'draw',
        'movement',
        'combat',
        'restoration',
        'combat:withdraw',
        'combat:attacker',
        'combat:roll',
        'combat:advance',
        'combat:pursuit'
      ])
        expect(intros, step).toContain(step);
      // the British turn was the app's: a move, an Assault on the Cuirassiers, a hit and a retreat
      expect(r.moments.filter((m) => m.what === 'card opponent' || m.what.startsWith('card opponent')).length).toBeGreaterThan(5);
      await expect(page.locator('svg.board [data-square="d4"] [data-unit]')).toHaveAttribute('data-nation', 'great-britain');
      await expect(page.locator('svg.board [data-square="d3"] [data-unit]')).toHaveAttribute('data-nation', 'france');
      // the game is saved: the history has the British actions
      expect(r.taps).toBeLessThan(40);
    });
  });

test('leaving and coming back resumes the battle where it was: from home, from /learn, after a reload', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/learn');
  await page.locator('[data-testid="learn-battle"][data-loaded="true"]').waitFor();
  await page.getByTestId('learn-battle-start').click();
  await page.waitForURL(/\/game\/[^/]+$/);
  const url = page.url();
  // France's turn as the guide says, up to the British move
  await page.getByTestId('guided-dismiss').click();
  await page.locator('[data-testid="action-bar"][data-step="discard"] [data-primary]').click();
  await expect(page.getByTestId('guided-intro')).toHaveAttribute('data-step', 'draw');
  await page.getByTestId('guided-dismiss').click();
  await page.getByTestId('guided-dismiss').click();
  await page.locator('svg.board [data-square="d2"]').click();
  await page.locator('svg.board [data-square="d4"]').click();
  await expect(page.locator('svg.board [data-square="d4"] [data-unit]')).toBeVisible();
  await page.locator('[data-testid="action-bar"][data-step="movement"] [data-primary]').click();
  await page.getByTestId('guided-dismiss').click(); // the Combat Phase, gone by
  await page.getByTestId('guided-dismiss').click(); // the Restoration Phase
  await page.locator('[data-testid="action-bar"][data-step="restoration"] [data-primary]').click();
  const sentence = page.getByTestId('guided-sentence');
  await expect(sentence).toContainText('Wellington (Great Britain) ends the Discard Phase');
  await page.getByTestId('guided-continue').click();
  await expect(sentence).toContainText('ends the Draw Phase');
  await page.getByTestId('guided-continue').click();
  await expect(sentence).toContainText("moves 9th Queen's Royal Lancers d7→d5");
  await expect(sentence).toHaveAttribute('data-action', 'move');
  // the move's squares on the board: the Lancers chosen, d5 where they go
  await expect(page.locator('svg.board [data-square="d5"]')).toHaveClass(/\bdest\b/);

  // home: the battle is a saved game there, and /learn offers to continue it
  await page.locator('.play-header a.home').click();
  const id = new URL(url).pathname.split('/').pop()!;
  await expect(page.locator(`a[href="/game/${id}"]`).first()).toBeVisible();
  await expect(page.getByText('Guided first battle').first()).toBeVisible();
  await page.goto('/learn');
  const go = page.getByTestId('learn-battle-continue');
  await expect(go).toContainText('Continue the guided battle (game turn 1)');
  await go.click();
  await page.waitForURL(url);
  await expect(sentence).toContainText("moves 9th Queen's Royal Lancers d7→d5");
  await expect(page.locator('svg.board [data-square="d4"] [data-unit]')).toHaveAttribute('data-nation', 'france');
  // a reload: the same
  await page.reload();
  await expect(sentence).toContainText("moves 9th Queen's Royal Lancers d7→d5");
  await page.getByTestId('guided-continue').click();
  await expect(page.locator('svg.board [data-square="d5"] [data-unit]')).toHaveAttribute('data-nation', 'great-britain');
  void baseURL;
});

test('the final nightfall scoring, mark by mark: every mark of the engine’s control explained, the result, on one screen; axe clean', async ({
  page
}) => {
  test.setTimeout(90_000);
  const f = finalScoring();
  await page.goto('/learn');
  await page.getByTestId('learn-battle-scoring').click();
  const screen = page.getByTestId('learn-final');
  await expect(screen).toBeVisible();
  await axe(page, 'final scoring');
  const fits = () => page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
  expect(await fits()).toBeLessThanOrEqual(0);
  await page.getByTestId('learn-final-next').click();
  for (const [i, mark] of f.marks.entries()) {
    const shown = page.getByTestId('learn-final-mark');
    await expect(shown).toHaveAttribute('data-square', mark.square);
    await expect(shown).toHaveAttribute('data-kind', mark.kind);
    await expect(shown).toContainText(mark.text.en);
    if (i === 0) await axe(page, 'a mark');
    expect(await fits(), mark.square).toBeLessThanOrEqual(0);
    await page.getByTestId('learn-final-next').click();
  }
  await expect(page.getByTestId('learn-final-result')).toHaveText(f.summary.en);
  expect(await fits()).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('learn-final-done')).toBeInViewport({ ratio: 1 });
});
