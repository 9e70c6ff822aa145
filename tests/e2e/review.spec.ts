import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { waitForServiceWorker } from './network';
import { storeRecord } from './store';
import type { Action } from '../../src/lib/rules';

// the service worker runs here: this spec checks the app offline or its requests (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// Review with Adiutant (issue 33) on a 390×844 phone, offline, in English and in Polish: a finished
// game against Adiutant (tests/e2e/fixtures/make-review.ts: the easy bot as the person) → its
// summary → Review with Adiutant (made in the review's worker, then kept) → a moment → the board
// before the decision with the two arrows (dashed: played; solid: Adiutant's) and both sentences in
// view without scrolling → Try it → the move played is refused with Adiutant's verdict → Try again
// → Adiutant's move passes. Opened again, the review is the stored one (no worker, no progress).

test.use({ viewport: { width: 390, height: 844 } });

const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/review-game.json', import.meta.url), 'utf8')) as {
  record: { setup: unknown; actions: unknown[] };
  moment: { index: number; played: Action & { from: string; to: string }; better: Action & { from: string; to: string } };
};
const OVER = { nations: ['france', 'great-britain'], turn: 20, stage: 'over', step: 'over', winner: 1 };

const square = (page: Page, sq: string) => page.locator(`[data-testid="practice"] svg.board [data-square="${sq}"]`);

/** Every part of the element is inside the window (no scrolling needed to see it). */
async function inView(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${selector} ends inside 844 px`).toBeLessThanOrEqual(844);
}

const WORDS = {
  en: { link: 'Review with Adiutant', kind: /mistake|blunder/, wrong: 'Not this one', right: 'Right', retry: 'Try again', try: 'Try it' },
  pl: { link: 'Przegląd z Adiutantem', kind: /błąd/, wrong: 'Nie to', right: 'Dobrze', retry: 'Spróbuj ponownie', try: 'Spróbuj' }
} as const;

for (const lang of ['en', 'pl'] as const) {
  test(`a finished game → Review → a moment (two arrows, two sentences in view) → Try it → wrong, then right (${lang}, offline)`, async ({
    page,
    context
  }) => {
    const w = WORDS[lang];
    await page.addInitScript((l) => localStorage.setItem('adiutant.locale', l), lang);
    await storeRecord(page, 'rv-game', 'Review', FIXTURE.record, OVER);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.goto('/game/rv-game/summary');
    await page.getByTestId('summary-review').click();
    await expect(page).toHaveURL(/\/game\/rv-game\/review$/);
    await expect(page.getByTestId('review')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(page.getByTestId('review')).toHaveAttribute('data-source', 'made');
    await expect(page.getByTestId('review-graph')).toBeVisible();

    const line = page.locator(`[data-testid="review-moments"] button[data-index="${FIXTURE.moment.index}"]`);
    await expect(line).toContainText(w.kind);
    await line.click();
    const moment = page.getByTestId('review-moment');
    await expect(moment).toHaveAttribute('data-index', String(FIXTURE.moment.index));
    // the two arrows: the move played (dashed) and Adiutant's (solid), each along its squares
    await expect(moment.locator('.move-path.move-played')).toHaveCount(1);
    await expect(moment.locator('.move-path.move-better')).toHaveCount(1);
    await expect(page.getByTestId('review-played')).toContainText(`${FIXTURE.moment.played.from}→${FIXTURE.moment.played.to}`);
    await expect(page.getByTestId('review-better')).toContainText(`${FIXTURE.moment.better.from}→${FIXTURE.moment.better.to}`);
    for (const sel of [
      '[data-testid="review-moment"] svg.board',
      '[data-testid="review-played"]',
      '[data-testid="review-better"]',
      '[data-testid="review-try"]'
    ])
      await inView(page, sel);

    await page.getByTestId('review-try').click();
    await expect(page.getByTestId('practice')).toBeVisible();
    await inView(page, '[data-testid="practice"] svg.board');
    // the move played in the game: refused, with Adiutant's verdict
    await square(page, FIXTURE.moment.played.from).click();
    await square(page, FIXTURE.moment.played.to).click();
    await expect(page.getByTestId('practice-wrong')).toContainText(w.wrong, { timeout: 20_000 });
    await inView(page, '[data-testid="practice-retry"]');
    await page.getByTestId('practice-retry').click();
    // Adiutant's move: right
    await square(page, FIXTURE.moment.better.from).click();
    await square(page, FIXTURE.moment.better.to).click();
    await expect(page.getByTestId('practice-right')).toContainText(w.right, { timeout: 20_000 });

    // opened again: the stored review, at once
    await page.reload();
    await expect(page.getByTestId('review')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('review')).toHaveAttribute('data-source', 'stored');
    await expect(page.locator(`[data-testid="review-moments"] button[data-index="${FIXTURE.moment.index}"]`)).toBeVisible();
  });
}
