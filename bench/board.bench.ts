// Board mode (issue 12) budgets, by scripted UI walks against the built app at 390×844 (report,
// don't assert): taps from home to the answer "can the unit on d2 bombard d4?" on an empty Clear
// board with one unit per side, taps per unit placed, and the ms from navigating to a share link
// to the board drawn. A walk the screen cannot do (yet) reports 'n/a' with the reason, never throws.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { encodePositionJsonLink, encodePositionLink, parsePosition, positionOf, replay } from '../src/lib/rules';
import { ISSUE23 } from '../tests/e2e/fixtures/board-positions';
import { PORT } from './browser.bench';

const BASE = `http://127.0.0.1:${PORT}`;
const VIEWPORT = { width: 390, height: 844 };

export type Walk<T> = { ok: true; value: T } | { ok: false; reason: string };

const reasonOf = (e: unknown) => (e instanceof Error ? e.message.split('\n')[0]!.slice(0, 160) : String(e));

/**
 * From home: tap Board, place one unit per side (a palette unit, then its square: France on d2,
 * Great Britain on d4), open Ask, tap d2, and see d4 among its range-2 fire targets (or its
 * blocked lines). Counts every tap; `perUnit` is the taps of the placements divided by the units.
 */
export async function boardQuestion(browser: Browser): Promise<Walk<{ taps: number; perUnit: number; answer: string }>> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: VIEWPORT, hasTouch: true });
  const page = await context.newPage();
  try {
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.waitFor({ timeout: 5000 });
      await target.click({ timeout: 5000 });
      taps++;
    };
    const square = (sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
    await page.goto(BASE);
    await tap(page.getByTestId('home-board'));
    await page.getByTestId('bm-palette-0').waitFor({ timeout: 5000 });
    const already = await page.locator('svg.board [data-unit]').count();
    if (already > 0) return { ok: false, reason: `the fresh board already has ${already} units` };
    const before = taps;
    await tap(page.getByTestId('bm-palette-0').locator('button[data-unit]').first());
    await tap(square('d2'));
    await square('d2').locator('[data-unit]').waitFor({ timeout: 5000 });
    await tap(page.getByTestId('bm-palette-1').locator('button[data-unit]').first());
    await tap(square('d4'));
    await square('d4').locator('[data-unit]').waitFor({ timeout: 5000 });
    const perUnit = (taps - before) / 2;
    await tap(page.getByTestId('bm-tab-ask'));
    await tap(square('d2'));
    const range2 = page.getByTestId('bm-ask-range2');
    await range2.waitFor({ timeout: 5000 });
    const targets = (await range2.getAttribute('data-squares')) ?? '';
    const blocked =
      (await page
        .getByTestId('bm-ask-blocked')
        .getAttribute('data-squares', { timeout: 200 })
        .catch(() => null)) ?? '';
    const answer = targets.split(' ').includes('d4') ? 'yes' : blocked.split(' ').includes('d4') ? 'no (blocked)' : 'no';
    return { ok: true, value: { taps, perUnit, answer } };
  } catch (e) {
    return { ok: false, reason: reasonOf(e) };
  } finally {
    await context.close();
  }
}

/**
 * Issue 23: on a board holding issue 23's position (opened by its link: the Imperial Guard on d4,
 * the 52nd on d5, French units on c5, e5, d6), the taps until the calculator shows the totals of an
 * Assault with a Leader played for Command and one supporting unit: the Combat tab, the attacking
 * unit, the target, the Leader, its use, the supporting unit. Counts every tap (a select is one).
 */
export async function boardAssaultTotals(browser: Browser): Promise<Walk<{ taps: number; attack: string; defense: string }>> {
  const p = parsePosition(ISSUE23);
  if (!p.ok) return { ok: false, reason: p.error.message };
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: VIEWPORT, hasTouch: true });
  const page = await context.newPage();
  try {
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.waitFor({ timeout: 5000 });
      await target.click({ timeout: 5000 });
      taps++;
    };
    const choose = async (target: Locator, value: string) => {
      await target.waitFor({ timeout: 5000 });
      await target.selectOption(value, { timeout: 5000 });
      taps++;
    };
    const square = (sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
    await page.goto(`${BASE}/board#json=${encodePositionJsonLink(p.value)}`);
    await square('d4').locator('[data-unit]').waitFor({ timeout: 5000 });
    await tap(page.getByTestId('bm-tab-combat'));
    await tap(square('d4'));
    await tap(square('d5'));
    await choose(page.getByTestId('bm-calc-leader'), 'jean-lannes');
    await choose(page.getByTestId('bm-calc-leader-use'), 'command');
    await tap(square('e5'));
    const attack = page.getByTestId('bm-totals').locator('[data-side="attack"]');
    await attack.waitFor({ timeout: 5000 });
    if ((await page.getByTestId('bm-calc-problems').count()) > 0)
      return { ok: false, reason: 'the calculator says the combat is not allowed' };
    const fixed = (await attack.getAttribute('data-fixed')) ?? '';
    const defense = (await page.getByTestId('bm-totals').locator('[data-side="defense"]').getAttribute('data-total')) ?? '';
    return { ok: true, value: { taps, attack: `${fixed} + dice`, defense } };
  } catch (e) {
    return { ok: false, reason: reasonOf(e) };
  } finally {
    await context.close();
  }
}

/**
 * Median ms from navigating to a share link (`/board#p=…` of a full 16-unit position) until the
 * board draws all its units: each run a new page (the app's files from the HTTP cache, as a second
 * visit), measured in the page from its navigation start.
 */
export async function shareLinkOpen(browser: Browser, runs = 7): Promise<Walk<{ ms: number; units: number }>> {
  const record = JSON.parse(readFileSync('tests/e2e/fixtures/france-britain.json', 'utf8'));
  const game = replay(record);
  if (!game.ok) return { ok: false, reason: game.error.message };
  const p = positionOf(game.value.state, game.value.catalog);
  const units = p.armies[0].units.length + p.armies[1].units.length;
  const url = `${BASE}/board#p=${encodePositionLink(p)}`;
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: VIEWPORT });
  try {
    // from the page's start, each frame: the time the board first has all the units (an init script
    // runs outside the page's Content-Security-Policy; a string, so no loader helpers get in)
    await context.addInitScript(`(() => {
      const check = () => {
        if (document.querySelectorAll('svg.board [data-unit]').length === ${units}) window.__drawnAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })()`);
    const drawn = async (page: Page): Promise<number> =>
      (await page.evaluate(`new Promise((resolve, reject) => {
        const t0 = Date.now();
        const wait = () => window.__drawnAt ? resolve(window.__drawnAt) : Date.now() - t0 > 10000 ? reject(new Error('board not drawn')) : setTimeout(wait, 20);
        wait();
      })`)) as number;
    // the first visit fills the HTTP cache
    const warm = await context.newPage();
    await warm.goto(url);
    await drawn(warm);
    await warm.close();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      await page.goto(url);
      times.push(await drawn(page));
      await page.close();
    }
    times.sort((a, b) => a - b);
    return { ok: true, value: { ms: times[Math.floor(times.length / 2)]!, units } };
  } catch (e) {
    return { ok: false, reason: reasonOf(e) };
  } finally {
    await context.close();
  }
}
