// Learn to play (issue 25): the lessons' size and coverage (from LESSONS, no browser), and the first
// lesson walked through the real UI on a 390×844 phone from home, counting only a player's taps —
// the link on home, the lesson, Start, then each stage's answer and "Next" — and the scroll a
// person would need (the page's and every box's scroll offsets over the walk).
import type { Browser, Locator } from '@playwright/test';
import { LESSONS, REQUIRED_SECTIONS, sectionsTaught } from '../src/lib/learn';
import { PORT } from './browser.bench';
import type { Walk } from './board.bench';

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
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  try {
    let taps = 0;
    let scroll = 0;
    const offsets = () =>
      page.evaluate(() => {
        let sum = Math.abs(window.scrollX) + Math.abs(window.scrollY);
        for (const el of document.querySelectorAll('*')) sum += Math.abs(el.scrollTop) + Math.abs(el.scrollLeft);
        return sum;
      });
    const tap = async (target: Locator) => {
      await target.waitFor({ timeout: 10_000 });
      const before = await offsets();
      await target.click({ timeout: 10_000 });
      scroll += Math.abs((await offsets()) - before);
      taps++;
    };
    await page.goto(BASE);
    await tap(page.getByTestId('learn-link'));
    await tap(page.getByTestId('learn-next'));
    await tap(page.getByTestId('learn-go'));
    const lesson = LESSONS[0]!;
    let stars = 0;
    for (const stage of lesson.stages) {
      await page.locator(`[data-testid="learn-stage"][data-stage="${stage.id}"]`).waitFor({ timeout: 10_000 });
      scroll += await offsets();
      if (stage.solution.kind !== 'choice') return { ok: false, reason: `${stage.id} is not a pick` };
      await tap(page.locator(`[data-testid="learn-stage"] [data-option="${stage.solution.index}"]`));
      stars += Number(await page.getByTestId('learn-result').getAttribute('data-stars'));
      await tap(page.getByTestId('learn-next-stage'));
    }
    await page.getByTestId('learn-lesson-complete').waitFor({ timeout: 10_000 });
    return { ok: true, value: { taps, scroll, stars } };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message.split('\n')[0]!.slice(0, 160) : String(e) };
  } finally {
    await context.close();
  }
}
