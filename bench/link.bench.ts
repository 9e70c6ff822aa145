// Issue 34, the table link: two browser contexts of one Chromium as two phones on loopback (in a
// network namespace of their own, tests/e2e/link-net.ts), pairing through the text codes.
// - pairing: the QR versions of the offer and the answer; from the host reading the answer (the
//   second scan) to both phones linked;
// - a tap on one phone painted on the other: from the host's tap on a square to the frame after
//   the guest's board shows the move (and the undo), median and p95;
// - a rejoin after a drop with 50 actions missed: from the host reading the guest's new answer to
//   the guest showing the record caught up (the guest keeps its page: it says what it holds).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { playMatch, randomPlayer } from '../src/lib/bot';
import { qrVersion } from '../src/lib/link';
import { prompt, toRecord, type Game } from '../src/lib/rules';
import { linkBrowser } from '../tests/e2e/link-net';
import { storeRecordAt } from './browser.bench';

const PORT = 4282;
const BASE = `http://localhost:${PORT}`;

export interface LinkRows {
  pairMs: number[];
  qr: { offer: number; answer: number };
  tapMs: number[];
  rejoinMs: number[];
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block'
  });
  return context.newPage();
}

/** Pair through the text codes; the ms from the host's "Link the phones" to both linked, and the codes. */
async function pair(host: Page, guest: Page, again = false, until?: string): Promise<{ ms: number; offer: string; answer: string }> {
  await host.getByTestId('link-button').click();
  const sheet = host.getByTestId('link-host-sheet');
  await sheet.getByTestId('link-seat-1').click();
  const offerBox = sheet.getByTestId('link-offer-text');
  await offerBox.locator('xpath=.').waitFor();
  await host.waitForFunction(
    () => (document.querySelector('[data-testid="link-offer-text"]') as HTMLTextAreaElement | null)?.value.length! > 50
  );
  const offer = await offerBox.inputValue();
  const where = again ? guest.getByTestId('link-guest-sheet') : guest;
  if (again) await guest.getByTestId('link-button').click();
  else await guest.goto('/link');
  await where.getByTestId('link-offer-input-text').fill(offer);
  await where.getByTestId('link-offer-input-submit').click();
  await guest.waitForFunction(
    () => (document.querySelector('[data-testid="link-reply-text"]') as HTMLTextAreaElement | null)?.value.length! > 50
  );
  const answer = await guest.getByTestId('link-reply-text').inputValue();
  await sheet.getByTestId('link-answer-text').fill(answer);
  const t0 = Date.now();
  await sheet.getByTestId('link-answer-submit').click();
  await sheet.locator('[data-testid="link-peer"][data-state="linked"]').waitFor({ timeout: 15_000 });
  await guest.locator(until ?? '[data-testid="link-button"][data-state="linked"]').waitFor({ timeout: 15_000 });
  const ms = Date.now() - t0;
  await host.keyboard.press('Escape');
  if (again) await guest.keyboard.press('Escape');
  return { ms, offer, answer };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
export function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!;
}
export { median };

/** The ms from the host's tap on `to` to the frame after the guest's board shows a unit there. */
async function tapPainted(host: Page, guest: Page, from: string, to: string): Promise<number> {
  await guest.evaluate((to) => {
    const w = window as unknown as { __painted: Promise<number> };
    // (no named functions in here: the bench's TypeScript loader would wrap them in a helper the page lacks)
    const sel = `svg.board [data-square="${to}"] [data-unit]`;
    w.__painted = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        if (!document.querySelector(sel)) return;
        obs.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      });
      obs.observe(document.body, { subtree: true, childList: true, attributes: true });
      if (document.querySelector(sel)) {
        obs.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      }
    });
  }, to);
  await host.evaluate(() => {
    const w = window as unknown as { __tapAt: number };
    document.addEventListener('pointerdown', () => (w.__tapAt = performance.timeOrigin + performance.now()), { capture: true, once: true });
  });
  if (from) await host.locator(`svg.board [data-square="${from}"]`).click();
  else await host.getByTestId('bar-undo').click();
  if (from) {
    await host.evaluate(() => {
      const w = window as unknown as { __tapAt: number };
      document.addEventListener('pointerdown', () => (w.__tapAt = performance.timeOrigin + performance.now()), {
        capture: true,
        once: true
      });
    });
    await host.locator(`svg.board [data-square="${to}"]`).click();
  }
  const painted = await guest.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);
  const tapped = await host.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
  return painted - tapped;
}

/** A random complete game (engine only) and a prefix of it in the play stage with 50 more actions after it. */
function longGame(): { at: Game; later: Game } {
  const g = playMatch({ seed: 7, players: [randomPlayer(3), randomPlayer(4)] }).game;
  let later = g;
  while (later.length > 120) later = later.previous!;
  let at = later;
  for (let i = 0; i < 50; i++) at = at.previous!;
  if (at.state.stage !== 'play' || prompt(later).step === 'over') throw new Error('the bench game is not in play');
  return { at, later };
}

export async function benchLink(runs = 5, taps = 12): Promise<LinkRows | { skip: string }> {
  const net = await linkBrowser({ port: PORT });
  if ('skip' in net) return net;
  const browser = net.browser;
  const rows: LinkRows = { pairMs: [], qr: { offer: 0, answer: 0 }, tapMs: [], rejoinMs: [] };
  try {
    const fixture = JSON.parse(readFileSync('tests/e2e/fixtures/ordinary-turn.json', 'utf8')) as { setup: unknown; actions: unknown[] };
    for (let r = 0; r < runs; r++) {
      const host = await phone(browser);
      const guest = await phone(browser);
      await storeRecordAt(host, `bench-link-${r}`, fixture, BASE);
      await host.goto(`/game/bench-link-${r}`);
      await host.locator('[data-testid="action-bar"][data-step="discard"]').waitFor();
      const p = await pair(host, guest);
      rows.pairMs.push(p.ms);
      rows.qr.offer = Math.max(rows.qr.offer, qrVersion(p.offer));
      rows.qr.answer = Math.max(rows.qr.answer, qrVersion(p.answer));
      if (r === 0) {
        // France moves d4→d5 and takes it back, again and again: each painted on the guest
        await host.locator('[data-testid="action-bar"][data-step="discard"] [data-primary]').click();
        await host.locator('[data-testid="action-bar"][data-step="movement"]').waitFor();
        for (let i = 0; i < taps; i++) {
          rows.tapMs.push(await tapPainted(host, guest, 'd4', 'd5'));
          rows.tapMs.push(await tapPainted(host, guest, '', 'd4'));
        }
      }
      await host.context().close();
      await guest.context().close();
    }
    // the rejoin: the guest holds `at`; the host's game goes 50 actions further meanwhile
    const { at, later } = longGame();
    for (let r = 0; r < runs; r++) {
      const id = `bench-rejoin-${r}`;
      const host = await phone(browser);
      const guest = await phone(browser);
      await storeRecordAt(host, id, toRecord(at), BASE);
      await host.goto(`/game/${id}`);
      await host.getByTestId('link-button').waitFor();
      await pair(host, guest);
      await guest.locator(`[data-testid="link-button"][data-actions="${at.length}"]`).waitFor();
      // the link drops (the host page closes); the game goes on there 50 actions; the host opens it again
      const hostContext = host.context();
      await host.close();
      await guest.locator('[data-testid="link-button"][data-state="down"]').waitFor({ timeout: 10_000 });
      const host2 = await hostContext.newPage();
      await storeRecordAt(host2, id, toRecord(later), BASE);
      await host2.goto(`/game/${id}`);
      await host2.getByTestId('link-button').waitFor();
      // from the host reading the guest's new answer to the guest showing all 50 actions
      const t = await pair(host2, guest, true, `[data-testid="link-button"][data-state="linked"][data-actions="${later.length}"]`);
      rows.rejoinMs.push(t.ms);
      await hostContext.close();
      await guest.context().close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
