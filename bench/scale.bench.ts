// Issue 31 §4: flat with many games and long games. Each row is measured with its baseline in the
// same run, the two pages measured alternately (a shared machine's load moves both alike):
// - the home list at 1,000 saved games against 10;
// - resuming a game of 10,006 actions against one of 25;
// - a tap until the next step is painted, in those two games, with the CPU throttled 4× (a loaded
//   machine or a slow phone: where a long game's memory and garbage collection would show).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { replay, type GameRecord } from '../src/lib/rules';
import { longRecord, LONG_GAME_FIXTURE as FIXTURE } from '../tests/long-game';
import { PORT, storeRecordAt } from './browser.bench';

const BASE = `http://127.0.0.1:${PORT}`;

/** One row: the median at the baseline (`few`) and at scale (`many`), and their ratio. */
export interface ScaleRow {
  few: number;
  many: number;
  ratio: number;
  /** page elements at each (the home list) */
  elements?: { few: number; many: number };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** `longRecord` (tests/long-game.ts), checked by the engine once. */
export function checkedLongRecord(length: number): GameRecord {
  const out = longRecord(length);
  const r = replay(out);
  if (!r.ok) throw new Error(`longRecord(${length}): ${r.error.message}`);
  return out;
}

/**
 * In every page of a context: `window.__painted[name]`, the time (ms from the navigation's start)
 * of the frame painted after the first moment `selector` is in the document (its rendering work
 * done: a message posted from that frame's requestAnimationFrame arrives after its paint).
 */
function watchScript(watch: Record<string, string>): string {
  return `(() => {
    const watch = ${JSON.stringify(watch)};
    const painted = (window.__painted = {});
    const mo = new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watch)) {
        if (name in painted || !selector.split(' && ').every((s) => document.querySelector(s))) continue;
        painted[name] = null;
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => (painted[name] = performance.now());
          ch.port2.postMessage(0);
        });
      }
    });
    mo.observe(document, { childList: true, subtree: true });
  })()`;
}

/** Open `url` in a new page of `context` and wait until `name` is painted: its time, and the page. */
async function paintedAt(context: BrowserContext, url: string, name: string): Promise<{ ms: number; page: Page }> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    (n) => typeof (window as unknown as { __painted: Record<string, number | null> }).__painted[n] === 'number',
    name,
    {
      timeout: 60_000
    }
  );
  const ms = await page.evaluate((n) => (window as unknown as { __painted: Record<string, number> }).__painted[n]!, name);
  return { ms, page };
}

/** `count` saved games written straight into the app's IndexedDB (rows only: the list reads no actions). */
async function storeGames(page: Page, count: number): Promise<void> {
  const rec = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameRecord;
  await storeRecordAt(page, 'seed', rec, BASE);
  await page.evaluate(
    async ({ count, setup }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('adiutant');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games', 'actions'], 'readwrite');
      tx.objectStore('games').clear();
      tx.objectStore('actions').clear();
      const now = Date.now();
      const nations = [
        ['france', 'great-britain'],
        ['austria', 'russia'],
        ['prussia', 'spain'],
        ['ottoman-empire', 'united-states']
      ];
      for (let i = 0; i < count; i++) {
        tx.objectStore('games').put({
          id: `g${i}`,
          name: `Game ${i + 1}: ${setup.players[0]} – ${setup.players[1]}`,
          setup,
          createdAt: now - i * 60_000,
          updatedAt: now - i * 60_000,
          length: 40 + (i % 300),
          summary: { nations: nations[i % 4], turn: 1 + (i % 15), stage: 'play', step: 'movement', phase: 'movement', winner: null }
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, setup: rec.setup }
  );
}

/**
 * The home list: from the navigation's start until the saved games' list is painted (files from
 * the HTTP cache), at `few` and at `many` saved games, `samples` pages each, alternately.
 */
export async function homeListScale(browser: Browser, few = 10, many = 1000, samples = 7): Promise<ScaleRow> {
  const watch = watchScript({ list: '[data-testid="saved-games"] li' });
  const contexts: BrowserContext[] = [];
  for (const count of [few, many]) {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await context.addInitScript(watch);
    const page = await context.newPage();
    await storeGames(page, count);
    await page.close();
    // a first visit fills the HTTP cache, as a player's earlier visits have
    await (await paintedAt(context, `${BASE}/`, 'list')).page.close();
    contexts.push(context);
  }
  const times: number[][] = [[], []];
  const elements = [0, 0];
  for (let i = 0; i < samples; i++) {
    for (const k of [0, 1]) {
      const { ms, page } = await paintedAt(contexts[k]!, `${BASE}/`, 'list');
      times[k]!.push(ms);
      elements[k] = await page.evaluate(() => document.querySelectorAll('*').length);
      await page.close();
    }
  }
  for (const c of contexts) await c.close();
  const [a, b] = [median(times[0]!), median(times[1]!)];
  return { few: a, many: b, ratio: b / a, elements: { few: elements[0]!, many: elements[1]! } };
}

/** The board and the action bar of the play screen. */
const BOARD = 'svg.board [data-square="a1"] && [data-testid="action-bar"]';

/**
 * Resume: from the navigation's start until the board and the action bar are painted, for a
 * stored game of `short` actions and one of `long`, `samples` new pages each, alternately.
 */
export async function resumeScale(browser: Browser, long: GameRecord, short = 25, samples = 7): Promise<ScaleRow> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  await context.addInitScript(watchScript({ board: BOARD }));
  const page = await context.newPage();
  await storeRecordAt(page, 'short', { ...long, actions: long.actions.slice(0, short) }, BASE);
  await storeRecordAt(page, 'long', long, BASE);
  await page.close();
  // each game opened once and played on by a tap, as a game played in the app is stored (its
  // chunks written: src/lib/store/chunks.ts); that first visit also fills the HTTP cache
  for (const id of ['short', 'long']) {
    const first = (await paintedAt(context, `${BASE}/game/${id}`, 'board')).page;
    await timedTaps(first, 1);
    await first.close();
  }
  const times: number[][] = [[], []];
  for (let i = 0; i < samples; i++) {
    for (const [k, id] of ['short', 'long'].entries()) {
      const { ms, page } = await paintedAt(context, `${BASE}/game/${id}`, 'board');
      times[k]!.push(ms);
      await page.close();
    }
  }
  await context.close();
  const [a, b] = [median(times[0]!), median(times[1]!)];
  return { few: a, many: b, ratio: b / a };
}

/**
 * One tap on the action bar's main button, measured in the page: from the click until the bar
 * shows another step or player, plus the rendering work of the frame that paints it.
 */
async function timedPrimary(page: Page): Promise<number> {
  return (await page.evaluate(`(async () => {
    const bar = () => document.querySelector('[data-testid="action-bar"]');
    const was = bar().dataset.step + '|' + bar().dataset.player;
    const button = bar().querySelector('[data-primary]');
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => (bar() && bar().dataset.step + '|' + bar().dataset.player !== was ? resolve(null) : setTimeout(check, 0));
      check();
    });
    const t1 = performance.now();
    const frame = await new Promise((resolve) => {
      requestAnimationFrame(() => {
        const t2 = performance.now();
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now() - t2);
        ch.port2.postMessage(0);
      });
    });
    return t1 - t0 + frame;
  })()`)) as number;
}

/**
 * Play on in a game of `longRecord`'s pattern through the action bar, timing each tap of its main
 * button (each saves one or more actions) until `taps` are timed. The one move of a Movement Phase
 * (France d2↔d3, Britain d7↔d6) is tapped but not timed.
 */
async function timedTaps(page: Page, taps: number): Promise<number[]> {
  const bar = page.getByTestId('action-bar');
  const times: number[] = [];
  while (times.length < taps) {
    const step = await bar.getAttribute('data-step');
    if (step === 'movement' && !((await page.getByTestId('end-phase').getAttribute('class')) ?? '').includes('primary')) {
      const france = (await bar.getAttribute('data-player')) === '0';
      const [home, ahead] = france ? ['d2', 'd3'] : ['d7', 'd6'];
      const atHome = (await page.locator(`svg.board [data-square="${home}"] [data-unit]`).count()) > 0;
      const [from, to] = atHome ? [home, ahead] : [ahead, home];
      await page.locator(`svg.board [data-square="${from}"]`).click();
      await page.locator(`svg.board [data-square="${to}"].dest`).click();
      await page.locator(`svg.board [data-square="${to}"] [data-unit]`).waitFor();
      await page.locator('[data-testid="end-phase"].primary, [data-testid="end-phase"][class*="primary"]').waitFor();
      continue;
    }
    times.push(await timedPrimary(page));
  }
  return times;
}

/**
 * A tap until the next step is painted, in a game of `short` actions and in one of `long`, with
 * the CPU throttled `rate`× (on a tablet-wide screen, where the panels and the history stand beside
 * the board): `rounds` rounds of `per` taps in each game, alternately; the median of all.
 */
export async function tapScale(browser: Browser, long: GameRecord, short = 25, rounds = 4, per = 6, rate = 4): Promise<ScaleRow> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const setupPage = await context.newPage();
  await storeRecordAt(setupPage, 'short', { ...long, actions: long.actions.slice(0, short) }, BASE);
  await storeRecordAt(setupPage, 'long', long, BASE);
  await setupPage.close();
  const pages: Page[] = [];
  for (const id of ['short', 'long']) {
    const page = await context.newPage();
    await page.goto(`${BASE}/game/${id}`);
    await page.getByTestId('action-bar').waitFor();
    await page.getByTestId('history-panel').waitFor();
    // a first tap, not timed: a game stored straight into IndexedDB gets its chunks written then
    await timedTaps(page, 1);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    pages.push(page);
  }
  const times: number[][] = [[], []];
  for (let r = 0; r < rounds; r++) for (const k of [0, 1]) times[k]!.push(...(await timedTaps(pages[k]!, per)));
  await context.close();
  const [a, b] = [median(times[0]!), median(times[1]!)];
  return { few: a, many: b, ratio: b / a };
}

/** `npm run bench:scale`: the three rows alone (the app built, served on BENCH_PORT). */
export function describeScale(name: string, row: ScaleRow, unit = 'ms'): string {
  const el = row.elements ? ` (${row.elements.few} and ${row.elements.many} page elements)` : '';
  return `${name}: ${row.many.toFixed(1)} ${unit} against ${row.few.toFixed(1)} ${unit}: ${row.ratio.toFixed(2)}×${el}`;
}
