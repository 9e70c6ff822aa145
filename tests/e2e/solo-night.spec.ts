// Issue 32: a game against Adiutant at its strongest level (hard) played on a 390×844 phone to
// nightfall (2.3-R3): the fixture night-running (France against Great Britain in game turn 8, both
// first decks nearly out) with Adiutant playing Great Britain. Ala (France) plays the simplest legal
// step each time; Adiutant's decisions, looking ahead to nightfall, are played with Done. Whenever
// Adiutant has thought for more than 300 ms its card says it is still thinking (the progress hint);
// no step shows an error; Done is always in view; the day ends with the nightfall view (2.2).
import { expect, test, type Page } from '@playwright/test';
import { fixture, load } from './steps';
import { storeRecord } from './store';
import type { GameRecord } from '../../src/lib/rules';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

/** Done is in view, and is tapped. */
async function done(page: Page): Promise<void> {
  const button = page.getByTestId('bot-done');
  await expect(button).toBeEnabled();
  const box = (await button.boundingBox())!;
  expect(box.y >= 0 && box.y + box.height <= 844, `Done in view: ${JSON.stringify(box)}`).toBe(true);
  await button.click();
}

test('2.3: a game against Adiutant (hard) to nightfall on a phone, with the progress hint while it thinks and no error', async ({
  page
}) => {
  test.setTimeout(600_000);
  const rec = fixture('night-running');
  const game = load('night-running');
  const seat = 1;
  const human = game.state.armies![0].nation;
  const solo: GameRecord = { ...rec, setup: { ...rec.setup, opponent: { seat, level: 'hard', seed: 2026 } } } as GameRecord;
  await storeRecord(page, 'solo-night', 'Solo to nightfall', solo);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/game/solo-night');

  const card = page.getByTestId('bot-card');
  const bar = page.getByTestId('action-bar');
  const grid = page.locator('.board-panel');
  const night = page.getByTestId('night-view').and(page.locator('[data-final="true"]'));
  let botSteps = 0;
  let slowSeen = 0;
  for (let i = 0; i < 400 && !(await night.isVisible()); i++) {
    await expect(card.or(bar).or(night).first()).toBeVisible({ timeout: 30_000 });
    // (the step's live region is an empty alert until something goes wrong)
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count(), 'no error on screen').toBe(0);
    if (await card.isVisible()) {
      // Adiutant thinks: past 300 ms its card says so, until its decision comes
      const thinking = page.getByTestId('bot-thinking');
      if (await thinking.isVisible()) {
        await page.waitForTimeout(400);
        if (await thinking.isVisible()) {
          await expect(page.getByTestId('bot-slow')).toBeVisible();
          slowSeen++;
        }
      }
      await expect(page.getByTestId('bot-sentence')).toBeVisible({ timeout: 60_000 });
      await done(page);
      botSteps++;
      continue;
    }
    if (!(await bar.isVisible())) continue;
    const step = await bar.getAttribute('data-step').catch(() => null);
    if (!step) continue;
    const end = bar.getByTestId('end-phase');
    if (step === 'movement' && (await end.getAttribute('class'))?.includes('outline')) {
      // rule 5: one unit must move: the first of Ala's units with somewhere to go
      const mine = grid.locator(`.cell:has([data-nation="${human}"])`);
      let moved = false;
      for (let u = 0; u < (await mine.count()) && !moved; u++) {
        await mine.nth(u).click();
        const painted = await grid
          .locator('.cell.dest')
          .first()
          .waitFor({ timeout: 800 })
          .then(
            () => true,
            () => false
          );
        if (painted) {
          await grid.locator('.cell.dest').first().click();
          moved = true;
        }
      }
      expect(moved).toBe(true);
      continue;
    }
    const primary = bar.locator('[data-primary]:visible').first();
    await expect(primary).toBeEnabled();
    await primary.click();
    await expect
      .poll(async () => (await bar.isVisible()) && (await bar.getAttribute('data-step')) === step && (await primary.isVisible()))
      .toBe(false)
      .catch(() => {});
  }
  await expect(night).toBeVisible();
  expect(botSteps).toBeGreaterThan(5);
  // hard looks ahead to nightfall here: at least one of its decisions took more than 300 ms
  expect(slowSeen).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
