// Browser benchmarks against the built app in system Chromium: first-load JS+CSS (gzip) and, once
// a game is on the board, tap-to-highlight latency under 4× CPU throttling.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.mjs';

export const PORT = 4280; // not 4190: a port browsers refuse (ManageSieve)
const BASE = `http://127.0.0.1:${PORT}`;

export async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
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
  const executablePath = chromiumExecutablePath();
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
 * (4× by default): the tap's processing plus the rendering of the frame that shows it.
 */
export async function tapToHighlight(page: Page, square: string, samples = 15, rate = 4): Promise<number> {
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
      const t0 = performance.now();
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
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Open a stored game (written straight into the app's IndexedDB) at its Movement Phase. */
export async function openMovementPhase(browser: Browser, fixture: string): Promise<Page> {
  const record = JSON.parse(readFileSync(fixture, 'utf8')) as { setup: unknown; actions: unknown[] };
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${BASE}/game/no-such-game`);
  await page.getByRole('alert').waitFor();
  const id = 'bench';
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
        id, name: 'bench', setup: record.setup, createdAt: now, updatedAt: now, length: record.actions.length,
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
  await page.goto(`${BASE}/game/${id}`);
  const end = page.getByRole('button', { name: 'End phase' });
  for (const phase of ['Draw Phase', 'Movement Phase']) {
    await end.click();
    await page.locator('.phases [aria-current="step"]').filter({ hasText: phase }).waitFor();
  }
  return page;
}
