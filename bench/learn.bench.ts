// Learn to play (issue 25): the lessons' size and coverage (from LESSONS, no browser), the first
// lesson walked through the real UI on a 390×844 phone from home, counting only a player's taps —
// the link on home, the lesson, Start, then each stage's answer and "Next" — and the scroll a
// person would need (the page's and every box's scroll offsets over the walk); and the guided
// battle's first game turn on the real play screen (guidedTurn, also tests/e2e/learn-battle.spec.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { LESSONS, REQUIRED_SECTIONS, sectionsTaught } from '../src/lib/learn';
import { PORT } from './browser.bench';
import type { Walk } from './board.bench';
import { scrollOffsets, walker } from './walk';

const BASE = `http://127.0.0.1:${PORT}`;

/** 18 lessons / 101 stages / the required sections taught. */
export function lessonCoverage(): { lessons: number; stages: number; covered: number; required: number } {
  const taught = new Set(sectionsTaught());
  return {
    lessons: LESSONS.length,
    stages: LESSONS.reduce((n, l) => n + l.stages.length, 0),
    covered: REQUIRED_SECTIONS.filter((s) => taught.has(s)).length,
    required: REQUIRED_SECTIONS.length
  };
}

/** From home through the first lesson, every stage answered right the first time. */
export async function firstLesson(browser: Browser): Promise<Walk<{ taps: number; scroll: number; stars: number }>> {
  const context = await browser.newContext({
    locale: 'en-US',
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true
  });
  const page = await context.newPage();
  try {
    const walk = walker(page, { timeout: 10_000 });
    const count = walk.count;
    const tap = (target: Locator) => walk.tap('', target);
    await page.goto(BASE);
    await tap(page.getByTestId('learn-link'));
    await tap(page.getByTestId('learn-next'));
    await tap(page.getByTestId('learn-go'));
    const lesson = LESSONS[0]!;
    let stars = 0;
    for (const stage of lesson.stages) {
      await page.locator(`[data-testid="learn-stage"][data-stage="${stage.id}"]`).waitFor({ timeout: 10_000 });
      count.scroll += await scrollOffsets(page);
      if (stage.solution.kind !== 'choice') return { ok: false, reason: `${stage.id} is not a pick` };
      await tap(page.locator(`[data-testid="learn-stage"] [data-option="${stage.solution.index}"]`));
      stars += Number(await page.getByTestId('learn-result').getAttribute('data-stars'));
      await tap(page.getByTestId('learn-next-stage'));
    }
    await page.getByTestId('learn-lesson-complete').waitFor({ timeout: 10_000 });
    return { ok: true, value: { taps: count.taps, scroll: count.scroll, stars } };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message.split('\n')[0]!.slice(0, 160) : String(e) };
  } finally {
    await context.close();
  }
}

/** What the guided battle's walk saw at one moment: a card (its kind and step) or the action bar's step. */
export interface GuidedMoment {
  what: string;
  /** the page is taller than the window by this much (0: it fits) */
  overflow: number;
  /** the step's primary button lies outside the window */
  primaryOut: boolean;
}

/**
 * The guided battle from /learn through its first full game turn (France's turn, then the British
 * one the app plays), until France's Discard Phase of game turn 2: on each card, "Got it" or
 * "Continue"; on France's steps, what the introductions say (the Cuirassiers d2–d4, no combat, no
 * withdrawal and no defence cards) with each step's primary button. Counts the player's taps and
 * the scroll (the page's and every box's offsets) and records each moment; `at` is called at each
 * moment before the tap (for the e2e test's checks). Leaves the page open on the game.
 */
export async function guidedTurn(
  page: Page,
  base = BASE,
  at?: (page: Page, what: string) => Promise<void>
): Promise<{ taps: number; scroll: number; moments: GuidedMoment[]; id: string }> {
  const moments: GuidedMoment[] = [];
  const walk = walker(page, { timeout: 10_000 });
  const count = walk.count;
  const tap = (target: Locator) => walk.tap('', target);
  // what the screen shows: the card (its kind and words) and the action bar's step
  const screenKey = () =>
    page.evaluate(() => {
      const c = document.querySelector('[data-testid="guided-card"]');
      const b = document.querySelector('[data-testid="action-bar"]');
      return `${c ? `${c.getAttribute('data-kind')}|${c.textContent}` : ''}#${b ? `${b.getAttribute('data-step')}|${b.getAttribute('data-player')}` : ''}`;
    });
  /** a tap that moves the game or the guide on: wait until the screen shows something else */
  const step = async (target: Locator) => {
    const before = await screenKey();
    await tap(target);
    await page.waitForFunction(
      (k) => {
        const c = document.querySelector('[data-testid="guided-card"]');
        const b = document.querySelector('[data-testid="action-bar"]');
        return (
          `${c ? `${c.getAttribute('data-kind')}|${c.textContent}` : ''}#${b ? `${b.getAttribute('data-step')}|${b.getAttribute('data-player')}` : ''}` !==
          k
        );
      },
      before,
      { timeout: 10_000 }
    );
  };
  await page.goto(`${base}/learn`);
  await page.locator('[data-testid="learn-battle"][data-loaded="true"]').waitFor({ timeout: 10_000 });
  await tap(page.getByTestId('learn-battle-start'));
  await page.waitForURL(/\/game\/[^/]+$/, { timeout: 10_000 });
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const card = page.getByTestId('guided-card');
  const bar = page.getByTestId('action-bar');
  const turn2 = page.locator('[data-testid="action-bar"][data-step="discard"][data-player="0"]');
  let moved = false;
  for (let i = 0; i < 80; i++) {
    // what is on screen now: a card, or the action bar of a step of France's
    await page.locator('[data-testid="guided-card"], [data-testid="action-bar"]').first().waitFor({ timeout: 10_000 });
    const isCard = await card.isVisible();
    const kind = isCard ? await card.getAttribute('data-kind') : null;
    const intro = card.getByTestId('guided-intro');
    const stepName = isCard
      ? (await intro.count())
        ? await intro.first().getAttribute('data-step')
        : ''
      : await bar.getAttribute('data-step');
    if (!isCard && moved && (await turn2.isVisible())) break;
    const what = isCard ? `card ${kind}${stepName ? ` ${stepName}` : ''}` : `bar ${stepName}`;
    const primary = page.locator('[data-primary]:visible').first();
    const box = (await primary.count()) ? await primary.boundingBox() : null;
    const view = page.viewportSize()!;
    moments.push({
      what,
      overflow: await page.evaluate(() => Math.max(0, document.scrollingElement!.scrollHeight - window.innerHeight)),
      primaryOut: !!box && (box.y < 0 || box.y + box.height > view.height)
    });
    count.scroll += await scrollOffsets(page);
    if (at) await at(page, what);
    if (isCard) {
      if (kind === 'intro') await step(page.getByTestId('guided-dismiss'));
      else if (kind === 'opponent') await step(page.getByTestId('guided-continue'));
      else break;
      continue;
    }
    if (stepName === 'movement' && !moved) {
      await tap(page.locator('svg.board [data-square="d2"]'));
      await tap(page.locator('svg.board [data-square="d4"]'));
      await page.locator('svg.board [data-square="d4"] [data-unit]').waitFor({ timeout: 10_000 });
      moved = true;
    }
    await step(bar.locator('[data-primary]').first());
  }
  return { taps: count.taps, scroll: count.scroll, moments, id };
}

/** The guided battle's first game turn, for `npm run bench`: taps and scroll at 390×844. */
export async function guidedBattle(browser: Browser): Promise<Walk<{ taps: number; scroll: number; cards: number }>> {
  const context = await browser.newContext({
    locale: 'en-US',
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true
  });
  const page = await context.newPage();
  try {
    const r = await guidedTurn(page);
    if (!(await page.locator('[data-testid="action-bar"][data-step="discard"][data-player="0"]').isVisible()))
      return { ok: false, reason: 'game turn 2 not reached' };
    const overflow = r.moments.reduce((n, m) => n + m.overflow, 0);
    return {
      ok: true,
      value: { taps: r.taps, scroll: r.scroll + overflow, cards: r.moments.filter((m) => m.what.startsWith('card')).length }
    };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message.split('\n')[0]!.slice(0, 160) : String(e) };
  } finally {
    await context.close();
  }
}
