// A walk through the UI as a person makes it, for the taps and scroll rows of `npm run bench` and
// the e2e specs that reuse the walks: each tap waits for its target, clicks it (Playwright scrolls
// it into view first, as a person would have to) and adds the scroll that took — the page's and
// every box's scroll offsets, summed before and after the tap.
import type { Locator, Page } from '@playwright/test';

/** What a walk counted: taps, pixels scrolled, and the steps that scrolled. */
export interface WalkCount {
  taps: number;
  scroll: number;
  scrolls: { step: string; px: number }[];
}

/** The page's and every box's scroll offsets, summed (0: nothing is scrolled). */
export function scrollOffsets(page: Page): Promise<number> {
  return page.evaluate(() => {
    let sum = Math.abs(window.scrollX) + Math.abs(window.scrollY);
    for (const el of document.querySelectorAll('*')) sum += Math.abs(el.scrollTop) + Math.abs(el.scrollLeft);
    return sum;
  });
}

/**
 * A counter and its `tap(step, target)`. `shot`, when given, is called before each tap with the
 * step's name (screenshots, checks of what is in view); `timeout` bounds the wait and the click.
 */
export function walker(
  page: Page,
  o: { shot?: (page: Page, step: string) => Promise<void>; timeout?: number } = {}
): { count: WalkCount; tap: (step: string, target: Locator) => Promise<void> } {
  const count: WalkCount = { taps: 0, scroll: 0, scrolls: [] };
  const wait = o.timeout ? { timeout: o.timeout } : undefined;
  const tap = async (step: string, target: Locator) => {
    await target.waitFor(wait);
    if (o.shot) await o.shot(page, step);
    const before = await scrollOffsets(page);
    await target.click(wait);
    const px = Math.abs((await scrollOffsets(page)) - before);
    if (px) {
      count.scrolls.push({ step, px });
      if (process.env.BENCH_DEBUG) console.log(`${step} scrolled ${px} px`);
    }
    count.scroll += px;
    count.taps++;
  };
  return { count, tap };
}
