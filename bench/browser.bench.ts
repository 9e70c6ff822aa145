// Browser benchmarks against the built app in system Chromium: first-load JS+CSS (gzip) and, once
// a game is on the board, tap-to-highlight latency under 4× CPU throttling.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.mjs';
import { walker } from './walk';

export const PORT = Number(process.env.BENCH_PORT) || 4280; // not 4190: a port browsers refuse (ManageSieve)
const BASE = `http://127.0.0.1:${PORT}`;

export async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit']
  });
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(BASE);
      if (r.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

export async function launch(): Promise<Browser> {
  const executablePath = chromiumExecutablePath({ headlessShell: false });
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
}

/**
 * Gzipped size (KB) of every JS and CSS file the home page loads on a first visit on a phone
 * (390x844), until the network is idle. What the home screen loads later on demand (the demo
 * board when it is scrolled near, the engine when a game is created or imported) is not counted.
 */
export async function firstLoadKB(browser: Browser): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && res.url().startsWith(BASE)) bodies.push(res.body());
  });
  await page.goto(BASE, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await context.close();
  const bytes = all.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);
  return { kb: bytes / 1024, files: all.length };
}

/**
 * Median ms from tapping a unit to its highlighted destinations painted, with the CPU throttled
 * (4× by default): the tap's processing plus the rendering of the frame that shows it. A tap is a
 * finger's: the pointer goes down, stays `press` ms (a quick tap is 50–100 ms), and comes up; the
 * click that follows is what the board answers, and the time is measured from it.
 */
export async function tapToHighlight(page: Page, square: string, samples = 15, rate = 4, press = 60): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    // a string, not a function: the TypeScript loader would add helpers the page does not have.
    // Measured: the tap's processing until the highlight is in the DOM (handler + Svelte's
    // update), plus the rendering work of the frame that paints it (from that frame's start to
    // after its paint). The idle wait for the next vsync is not work and is left out.
    const ms = (await page.evaluate(`(async () => {
      const el = document.querySelector('[data-square="${square}"]');
      if (!el) throw new Error('no square ${square}');
      const pointer = { bubbles: true, pointerType: 'touch', isPrimary: true };
      el.dispatchEvent(new PointerEvent('pointerdown', pointer));
      await new Promise((r) => setTimeout(r, ${press}));
      const t0 = performance.now();
      el.dispatchEvent(new PointerEvent('pointerup', pointer));
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      for (let i = 0; i < 1000 && !document.querySelector('.dest'); i++) await Promise.resolve();
      let t1 = performance.now();
      if (!document.querySelector('.dest')) {
        await new Promise((resolve) => {
          const check = () => (document.querySelector('.dest') ? resolve(null) : setTimeout(check, 0));
          check();
        });
        t1 = performance.now();
      }
      const frame = await new Promise((resolve) => {
        requestAnimationFrame(() => {
          const t2 = performance.now();
          const ch = new MessageChannel();
          ch.port1.onmessage = () => resolve(performance.now() - t2);
          ch.port2.postMessage(0);
        });
      });
      const t = (t1 - t0) + frame;
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
      return t;
    })()`)) as number;
    times.push(ms);
    // taps a moment apart (a thinking bot is back at work before the next one: bot-thinking.ts)
    await page.waitForTimeout(400);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Write a game record straight into the app's IndexedDB (the tables the Dexie store uses), as the
 * e2e helper tests/e2e/store.ts does; the app creates the database on its first page.
 */
export async function storeRecordAt(page: Page, id: string, record: { setup: unknown; actions: unknown[] }, base = BASE): Promise<void> {
  await page.goto(`${base}/game/no-such-game`);
  await page.getByRole('alert').waitFor();
  // the app creates its database when the page is idle (it reads a game without creating it)
  // (listed already while Dexie is still creating it: wait for its tables as well)
  await page.waitForFunction(`indexedDB.databases().then((l) => l.some((d) => d.name === 'adiutant') && new Promise((resolve) => {
    const req = indexedDB.open('adiutant');
    req.onsuccess = () => { const db = req.result; resolve(db.objectStoreNames.contains('games') && db.objectStoreNames.contains('actions')); db.close(); };
    req.onerror = () => resolve(false);
  }))`);
  await page.evaluate(
    async ({ id, record }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('adiutant');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games', 'actions'], 'readwrite');
      const now = Date.now();
      tx.objectStore('games').put({
        id,
        name: id,
        setup: record.setup,
        createdAt: now,
        updatedAt: now,
        length: record.actions.length,
        summary: { nations: null, turn: 1, stage: 'play', step: 'discard', winner: null }
      });
      record.actions.forEach((action, seq) => tx.objectStore('actions').put({ gameId: id, seq, action, at: now }));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id, record }
  );
}

/**
 * The action bar's main button of the step `step` (data-step), tapped once it is there; then wait
 * for the bar to show one of `next`.
 */
async function tapPrimary(page: Page, step: string, next: string[]): Promise<void> {
  await page.locator(`[data-testid="action-bar"][data-step="${step}"] [data-primary]`).click();
  await page.locator(next.map((n) => `[data-testid="action-bar"][data-step="${n}"]`).join(', ')).waitFor();
}

/**
 * From the Discard Phase to the Movement Phase through the action bar: "Discard nothing — draw to
 * 5" (one tap; a Draw Phase with nothing to decide is taken by the app), and "On to the Movement
 * Phase" when the Draw Phase stays a step (an army that may hold a Scout/Spy).
 */
async function discardNothing(page: Page): Promise<void> {
  await tapPrimary(page, 'discard', ['draw', 'movement']);
  if ((await page.getByTestId('action-bar').getAttribute('data-step')) === 'draw') await tapPrimary(page, 'draw', ['movement']);
}

/** Open a stored game (written straight into the app's IndexedDB) at its Movement Phase. */
export async function openMovementPhase(browser: Browser, fixture: string, base = BASE): Promise<Page> {
  const record = JSON.parse(readFileSync(fixture, 'utf8')) as { setup: unknown; actions: unknown[] };
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const id = 'bench';
  await storeRecordAt(page, id, record, base);
  await page.goto(`${base}/game/${id}`);
  await discardNothing(page);
  return page;
}

/** Median of a list of numbers. */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The 'adiutant:*' User Timing measures the app records (src/lib/app/session.svelte.ts). */
async function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((e) => e.duration), name);
}

/**
 * IndexedDB append latency of the store alone: the app's GameStore (Dexie + engine, bundled from
 * bench/store-entry.ts) appending `count` actions to a real IndexedDB in Chromium, one awaited
 * transaction each, no UI. Median ms per action.
 */
export async function storeAppendLatency(browser: Browser, fixture: string, count = 60): Promise<{ ms: number; actions: number }> {
  const { build } = await import('esbuild');
  const bundle = await build({
    entryPoints: ['bench/store-entry.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022'
  });
  // the app's strict CSP refuses inline scripts: this page is the bench's own, not the app's
  const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const times = (await page.evaluate(`benchAppend(${JSON.stringify(readFileSync(fixture, 'utf8'))}, ${count})`)) as number[];
  await context.close();
  return { ms: median(times.slice(5)), actions: times.length };
}

/**
 * A tap confirmed in the app: median ms of the app's own save of a tap (Session: engine validation + one
 * IndexedDB transaction, awaited until committed; a tap's actions and the steps with nothing to
 * decide that the app takes after it are one transaction, one measure) over `playerTurns` whole
 * player turns played through the action bar, from the page's User Timing. Six actions a player
 * turn (two ends of phase, one move, three more ends of phase) in 4 taps for France (the app
 * ends its Draw and Combat Phases) and 6 for Great Britain (its Spy keeps them as steps).
 */
export async function appLatency(page: Page, playerTurns = 8): Promise<{ ms: number; actions: number }> {
  const square = (s: string) => page.locator(`svg.board [data-square="${s}"]`);
  const before = (await measures(page, 'adiutant:append')).length;
  for (let t = 0; t < playerTurns; t++) {
    // openMovementPhase leaves the first player turn in its Movement Phase
    if (t > 0) await discardNothing(page);
    const france = t % 2 === 0;
    const forward = Math.floor(t / 2) % 2 === 0;
    const [home, ahead] = france ? ['d2', 'd3'] : ['d7', 'd6'];
    const [from, to] = forward ? [home, ahead] : [ahead, home];
    await square(from).click();
    await page.locator(`svg.board [data-square="${to}"].dest`).waitFor();
    await square(to).click();
    await page.locator(`svg.board [data-square="${to}"] [data-unit]`).waitFor();
    // no combat is possible: "No combat" where the Combat Phase stays a step
    await tapPrimary(page, 'movement', ['combat', 'restoration']);
    if ((await page.getByTestId('action-bar').getAttribute('data-step')) === 'combat') await tapPrimary(page, 'combat', ['restoration']);
    await tapPrimary(page, 'restoration', ['discard']);
  }
  const all = (await measures(page, 'adiutant:append')).slice(before);
  // (includes waiting for the frames the taps cause on the page's one thread)
  return { ms: median(all), actions: all.length };
}

/**
 * Resume a stored 300-action game: the record is written into IndexedDB, then the game's page is
 * opened as after a crash or a closed tab (a fresh page, files from the HTTP cache). Returns the
 * median over `samples` loads of: `resumeMs`, from the app starting to open the game until the
 * board and the turn guide are on screen (IndexedDB read, replay, first render); `openMs`, the
 * IndexedDB read and replay alone (the app's 'adiutant:open' measure); `screenMs`, from the
 * navigation's start (so with the page's own loading and start-up) until the same moment.
 */
export async function resumeTime(
  browser: Browser,
  record: { setup: unknown; actions: unknown[] },
  samples = 7
): Promise<{ screenMs: number; openMs: number; resumeMs: number }> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  // in the page: the moment the board and the turn guide are first in the document (a string:
  // the TypeScript loader would add helpers the page does not have)
  await context.addInitScript(`(() => {
    const seen = () => document.querySelector('svg.board [data-square="a1"]') && document.querySelector('.phases [aria-current="step"]');
    const mo = new MutationObserver(() => {
      if (seen()) { window.__resumed = performance.now(); mo.disconnect(); }
    });
    mo.observe(document, { childList: true, subtree: true });
  })()`);
  const page = await context.newPage();
  const id = 'bench-300';
  await storeRecordAt(page, id, record);
  const screen: number[] = [];
  const open: number[] = [];
  const resume: number[] = [];
  // a first visit fills the HTTP cache, as a player's earlier visits have
  await page.goto(`${BASE}/game/${id}`);
  await page.locator('svg.board [data-square]').first().waitFor();
  for (let i = 0; i < samples; i++) {
    const p = await context.newPage();
    await p.goto(`${BASE}/game/${id}`);
    await p.locator('svg.board [data-square="a1"]').waitFor();
    await p.locator('.phases [aria-current="step"]').waitFor();
    const shown = await p.evaluate(() => (window as unknown as { __resumed: number }).__resumed);
    const [entry] = await p.evaluate(() =>
      performance.getEntriesByName('adiutant:open', 'measure').map((e) => ({ start: e.startTime, duration: e.duration }))
    );
    if (!entry) throw new Error('no adiutant:open measure');
    screen.push(shown);
    open.push(entry.duration);
    resume.push(shown - entry.start);
    await p.close();
  }
  await context.close();
  return { screenMs: median(screen), openMs: median(open), resumeMs: median(resume) };
}

/**
 * The ordinary player turn of issue 11, walked through the real UI on a phone (390×844 by default),
 * tapping only what a player would tap: discard nothing and draw; move one infantry unit one square;
 * declare an Assault on the adjacent enemy with the initiating unit card only; the defender neither
 * withdraws nor plays a card; the attacker plays no further card; two dice typed so that the
 * defender chooses; the defender takes the hit; no restoration; the turn ends. Each die typed is one
 * tap. The scroll distance is what a person would have to scroll to reach each thing they tap: the
 * page's and every scrolled box's scroll offsets summed over the walk (Playwright scrolls an element
 * into view before it taps it, so any scrolling needed shows up there). `shot`, when given, is called
 * before each tap with the step's name (for screenshots).
 */
export async function ordinaryTurn(
  browser: Browser,
  fixture = 'tests/e2e/fixtures/ordinary-turn.json',
  viewport = { width: 390, height: 844 },
  shot?: (page: Page, step: string) => Promise<void>
): Promise<{ taps: number; scroll: number; page: Page }> {
  const record = JSON.parse(readFileSync(fixture, 'utf8')) as { setup: unknown; actions: unknown[] };
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport, hasTouch: true });
  const page = await context.newPage();
  await storeRecordAt(page, 'Wagram', record);
  await page.goto(`${BASE}/game/Wagram`);
  await page.locator('[data-testid="action-bar"][data-step="discard"]').waitFor();
  const { count, tap } = walker(page, { shot });
  const bar = page.getByTestId('action-bar');
  const square = (sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
  await tap('discard', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="movement"]').waitFor();
  await tap('movement', square('d4'));
  await tap('movement-selected', square('d5'));
  await page.locator('svg.board [data-square="d5"] [data-unit]').waitFor();
  await tap('movement-done', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="combat"]').waitFor();
  await tap('combat', square('d6'));
  await tap('combat-declare', bar.locator('[data-option^="assault-"]'));
  await page.locator('[data-testid="action-bar"][data-step="combat:withdraw"]').waitFor();
  await tap('combat-withdraw', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="combat:attacker"]').waitFor();
  await tap('combat-attacker', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="combat:roll"]').waitFor();
  const face = (n: number) => bar.locator('.pad button', { hasText: new RegExp(`^${n}$`) });
  await tap('combat-roll', face(1));
  await tap('combat-roll-2', face(1));
  await page.locator('[data-testid="action-bar"][data-step="combat:choose"]').waitFor();
  await tap('combat-choose', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="restoration"]').waitFor();
  await tap('restoration', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="discard"][data-player="1"]').waitFor();
  if (shot) await shot(page, 'next-turn');
  return { taps: count.taps, scroll: count.scroll, page };
}

/**
 * Issue 23's busy turn on a 390×844 phone (tests/e2e/fixtures/busy-turn.json): France discards two
 * marked cards (Supply, Withdraw) and draws; moves the Imperial Guard e6→e7; declares an Assault of
 * the reduced 1st Cuirassiers (d6) on the 4th Regiment of Foot in the Woods (d7); Great Britain
 * plays a unit card and Wellington; France plays Lannes for Command with the Guard supporting; two
 * dice typed (6, 6: Attack 24 against Defence 21, the defender chooses); the defender retreats (to c7, its only open square); the Cuirassiers advance
 * and pursue (one die); in the Restoration Phase Ney rallies the Cuirassiers (one die) and a
 * Redoubt is built under the Guard; the turn ends. Taps and scroll counted as in `ordinaryTurn`.
 */
export async function busyTurn(
  browser: Browser,
  viewport = { width: 390, height: 844 },
  shot?: (page: Page, step: string) => Promise<void>,
  base = BASE
): Promise<{ taps: number; scroll: number; page: Page; scrolls: { step: string; px: number }[] }> {
  const record = JSON.parse(readFileSync('tests/e2e/fixtures/busy-turn.json', 'utf8')) as { setup: unknown; actions: unknown[] };
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport, hasTouch: true });
  const page = await context.newPage();
  await storeRecordAt(page, 'Busy', record, base);
  await page.goto(`${base}/game/Busy`);
  const stepIs = (step: string) => page.locator(`[data-testid="action-bar"][data-step="${step}"]`).waitFor();
  await stepIs('discard');
  const { count, tap } = walker(page, { shot });
  const bar = page.getByTestId('action-bar');
  const square = (sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
  const option = (key: string) => page.locator(`[data-option="${key}"]:visible`);
  const face = (n: number) => bar.locator('.pad button', { hasText: new RegExp(`^${n}$`) });
  const sheet = page.getByTestId('discard-sheet');
  // 4: two cards marked, then discard and draw
  await tap('discard', bar.getByTestId('discard-open'));
  await tap('discard-supply', sheet.locator('[data-card="supply"]'));
  await tap('discard-withdraw', sheet.locator('[data-card="withdraw"]'));
  await tap('discard-submit', sheet.getByTestId('discard-submit'));
  await stepIs('movement');
  // 5: one move
  await tap('movement', square('e6'));
  await tap('movement-to', square('e7'));
  await page.locator('svg.board [data-square="e7"] [data-unit]').waitFor();
  await tap('movement-done', bar.locator('[data-primary]'));
  await stepIs('combat');
  // 6.1: the Assault, the defender's unit card and Leader, the attacker's Leader for Command
  await tap('combat', square('d6'));
  await tap('combat-declare', option('assault-d6-1st-cuirassiers-2'));
  await stepIs('combat:withdraw');
  const cardsOpen = async (step: string, key: string) => {
    if (!(await option(key).isVisible())) await tap(step, bar.getByTestId('cards-open'));
  };
  await cardsOpen('defender-cards', 'play-4th-regiment-of-foot-3');
  await tap('defender-card', option('play-4th-regiment-of-foot-3'));
  await stepIs('combat:defender');
  await cardsOpen('defender-cards-2', 'play-lord-wellington');
  await tap('defender-leader', option('play-lord-wellington'));
  await tap('defender-done', page.locator('[data-testid="action-bar"][data-step="combat:defender"] [data-primary]'));
  await stepIs('combat:attacker');
  await cardsOpen('attacker-cards', 'jean-lannes:command');
  await tap('attacker-command', option('jean-lannes:command'));
  await tap('attacker-support', bar.locator('[data-square="e7"]'));
  await tap('attacker-play', bar.locator('[data-primary]'));
  await page.locator('[data-testid="action-bar"][data-step="combat:attacker"]:not(:has([data-testid="combat-command"]))').waitFor();
  await tap('attacker-done', bar.locator('[data-primary]'));
  await stepIs('combat:roll');
  await tap('roll', face(6));
  await tap('roll-2', face(6));
  await stepIs('combat:choose');
  // 6.5: the defender retreats (c7 is its one open square), the Cuirassiers advance; 6.6: pursuit
  await tap('choose', bar.getByRole('button', { name: /^Retreat/ }));
  await stepIs('combat:advance');
  await tap('advance', bar.getByRole('button', { name: /1st Cuirassiers/ }));
  await stepIs('combat:pursuit');
  await tap('pursuit', face(6));
  await stepIs('restoration');
  // 7: Ney's rally of the reduced Cuirassiers, then a Redoubt under the Guard (9.2-R14)
  await tap('restoration', square('d7'));
  await cardsOpen('restoration-cards', 'michel-ney');
  await tap('rally', option('michel-ney'));
  await tap('rally-die', face(1));
  await bar.getByRole('button', { name: 'Build a Redoubt' }).waitFor();
  await tap('redoubt', bar.getByRole('button', { name: 'Build a Redoubt' }));
  await tap('redoubt-unit', square('e7'));
  // the turn ends (by itself once nothing is left to do, else by its button)
  const next = page.locator('[data-testid="action-bar"][data-step="discard"][data-player="1"]');
  await Promise.race([next.waitFor(), bar.locator('[data-testid="end-phase"]').waitFor()]);
  if (!(await next.isVisible())) await tap('end-turn', bar.locator('[data-testid="end-phase"]'));
  await next.waitFor();
  if (shot) await shot(page, 'next-turn');
  return { ...count, page };
}

/**
 * The whole setup of issue 23 walked through the real UI on a phone (390×844 by default), from the
 * home screen's New game form to "Start the battle", tapping only what a player would tap: "Start
 * the game" (default names); the first-player roll typed on the dice pad (8, 3: one tap a die);
 * four map sections (1, 5, 10, 22), the north-east one turned once, the map confirmed; the
 * first-game nations; France; the north edge, confirmed; the cards dealt; all 16 units deployed on
 * ranks 1 and 8 in the order they are listed (a unit is tapped only when it is not already
 * selected); "Start the battle". Taps and scroll are counted as in `ordinaryTurn` (the page's and
 * every scrolled box's offsets, summed over what each tap needed). The walk starts with the New
 * game form in view (the home screen is not part of setup). `shot`, when given, is called before
 * each tap with the step's name.
 */
export async function setupWalk(
  browser: Browser,
  {
    viewport = { width: 390, height: 844 },
    locale = 'en-US',
    shot,
    base = BASE
  }: {
    viewport?: { width: number; height: number };
    locale?: string;
    shot?: (page: Page, step: string) => Promise<void>;
    base?: string;
  } = {}
): Promise<{ taps: number; scroll: number; page: Page; scrolls: { step: string; px: number }[] }> {
  const context = await browser.newContext({ locale, serviceWorkers: 'block', viewport, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const form = page.locator('form.new-game');
  await form.scrollIntoViewIfNeeded();
  const { count, tap } = walker(page, { shot });
  const at = (step: string) => page.locator(`.wizard[data-step="${step}"]`).waitFor();
  const primary = page.locator('section.step [data-primary]');
  // the scroll offsets the home screen needed are not setup's: counted from the wizard on
  await tap('home', form.locator('button[type="submit"]'));
  await at('roll');
  count.scroll = 0;
  count.scrolls.length = 0;
  const face = (n: number) => page.getByTestId('dice').locator('.pad button', { hasText: new RegExp(`^${n}$`) });
  await tap('roll', face(8));
  await tap('roll-2', face(3));
  await at('map');
  for (const s of [1, 5, 10, 22]) await tap(`map-section-${s}`, page.locator(`[data-section="${s}"]`));
  await tap('map-rotate', page.locator('[data-rotate="1"]'));
  await tap('map-confirm', page.locator('.map-step [data-primary]'));
  await at('nations');
  await tap('nations', primary);
  await at('army');
  await tap('army', page.locator('button.army[data-nation="france"]'));
  await at('edge');
  await tap('edge', page.locator('button[data-edge="north"]'));
  await tap('edge-confirm', primary);
  await at('deal');
  await tap('deal', primary);
  await at('deploy');
  const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  for (const rank of [1, 8]) {
    for (let i = 0; i < 8; i++) {
      const sq = `${files[i]}${rank}`;
      const unit = page.locator('button[data-unit-id]').first();
      if ((await unit.getAttribute('aria-pressed')) !== 'true') await tap(`deploy-${sq}-unit`, unit);
      await tap(`deploy-${sq}`, page.locator(`svg.board [data-square="${sq}"]`));
      if (rank === 1 || i < 7) await page.locator(`svg.board [data-square="${sq}"] [data-unit]`).waitFor();
    }
  }
  await tap('start', page.locator('.final [data-primary]'));
  await page.locator('.wizard').waitFor({ state: 'detached' });
  if (shot) await shot(page, 'play');
  return { ...count, page };
}
