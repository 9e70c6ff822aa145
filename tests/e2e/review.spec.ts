import { type Page } from '@playwright/test';
import { expect, test } from './test';
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
// The level: easy is made and kept beside normal (neither overwrites the other). A typed hand: a
// moment whose hand the record does not prove whole → "Type in your hand" → the sheet offers only
// France's own cards, the cards played later marked → Ala's true hand typed in → the review made
// again with it finds what the fixture says (make-review.ts), and keeps it (reloaded: stored).

test.use({ viewport: { width: 390, height: 844 } });

const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/review-game.json', import.meta.url), 'utf8')) as {
  record: { setup: unknown; actions: unknown[] };
  moment: { index: number; played: Action & { from: string; to: string }; better: Action & { from: string; to: string } };
  typed: { index: number; proven: string[]; hand: string[]; after: string | null; deck: string[] };
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
  en: {
    link: 'Review with Adiutant',
    kind: /mistake|blunder/,
    wrong: 'Not this one',
    right: 'Right',
    retry: 'Try again',
    try: 'Try it',
    notKnown: 'Your hand is not in the record',
    typed: 'Compared with the hand you typed in'
  },
  pl: {
    link: 'Przegląd z Adiutantem',
    kind: /błąd/,
    wrong: 'Nie to',
    right: 'Dobrze',
    retry: 'Spróbuj ponownie',
    try: 'Spróbuj',
    notKnown: 'Twojej ręki nie ma w zapisie gry',
    typed: 'Porównano z wpisaną przez Ciebie ręką'
  }
} as const;

/** Wait for the review on screen at `level`, made now or stored. */
async function reviewed(page: Page, level: string, source: 'made' | 'stored'): Promise<void> {
  const screen = page.getByTestId('review');
  await expect(screen).toHaveAttribute('data-level', level);
  await expect(screen).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(screen).toHaveAttribute('data-source', source);
}

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

for (const lang of ['en', 'pl'] as const) {
  test(`the review's level (each kept apart) and a hand typed in for a moment (${lang}, offline)`, async ({ page, context }) => {
    const w = WORDS[lang];
    const t = FIXTURE.typed;
    await page.addInitScript((l) => localStorage.setItem('adiutant.locale', l), lang);
    await storeRecord(page, 'rv-hand', 'Review', FIXTURE.record, OVER);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/game/rv-hand/review');
    await reviewed(page, 'normal', 'made');
    await inView(page, '[data-testid="review-level"]');
    // another level is made and kept beside the first: neither overwrites the other
    await page.getByTestId('review-level-easy').check();
    await reviewed(page, 'easy', 'made');
    await page.getByTestId('review-level-normal').check();
    await reviewed(page, 'normal', 'stored');
    await page.getByTestId('review-level-easy').check();
    await reviewed(page, 'easy', 'stored');
    await page.getByTestId('review-level-normal').check();
    await reviewed(page, 'normal', 'stored');

    // a moment whose hand is not proven whole: type it in
    await page.locator(`[data-testid="review-moments"] button[data-index="${t.index}"]`).click();
    await expect(page.getByTestId('review-moment')).toContainText(w.notKnown);
    await inView(page, '[data-testid="review-hand-open"]');
    await page.getByTestId('review-hand-open').click();
    const sheet = page.getByTestId('review-hand');
    await expect(sheet).toBeVisible();
    // only France's own cards are offered (never one of Adiutant's); the cards played later are marked
    const offered = await sheet.locator('li[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(t.deck).toContain(c);
    for (const c of new Set(t.proven))
      await expect(sheet.locator(`li[data-card="${c}"] .n`)).toHaveText(String(t.proven.filter((x) => x === c).length));
    await expect(page.getByTestId('review-hand-compare')).toBeDisabled();
    const rest = [...t.hand];
    for (const c of t.proven) rest.splice(rest.indexOf(c), 1);
    for (const c of rest) await sheet.locator(`li[data-card="${c}"] button`).last().click();
    await inView(page, '[data-testid="review-hand-compare"]');
    await page.getByTestId('review-hand-compare').click();
    await reviewed(page, 'normal', 'made');
    const check = async () => {
      if (t.after) {
        await expect(page.getByTestId('review-moment')).toHaveAttribute('data-kind', t.after);
        await expect(page.getByTestId('review-moment')).toContainText(w.typed);
      } else await expect(page.getByTestId('review-hand-fine')).toBeVisible();
    };
    await check();
    // kept with the game: reloaded, the stored review made with the typed hand
    await page.reload();
    await reviewed(page, 'normal', 'stored');
    await page.locator(`[data-testid="review-moments"] button[data-index="${t.index}"]`).click();
    if (t.after) await expect(page.getByTestId('review-moment')).toContainText(w.typed);
  });
}
