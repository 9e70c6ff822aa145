// The table link's browser tests (issue 34): the phones, the fixture and the steps its specs share.
// Two browser contexts of one Chromium are two phones (390×844); they pair through the text codes
// (a test cannot scan) in a network namespace of their own (link-net.ts). The host phone (Ala,
// France, seat 0) keeps the game; the guest phone plays Bartek (Great Britain, seat 1). Fixture:
// ordinary-turn (France's Discard Phase; the 4th Regiment of Foot on d6 in reach of an Assault from d5).
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BASE, linkBrowser, type LinkNet } from './link-net';
import { storeRecord } from './store';
import { legalActions, replay, type Action } from '../../src/lib/rules';

let net: LinkNet;

/**
 * Where the link cannot be tested (no namespace, no default route): said loudly on the console (in
 * CI as a ::warning:: line too), and the tests are skipped with the reason — or fail, where
 * ADIUTANT_LINK_REQUIRED=1 says this machine must test the link.
 */
export function cannotTest(reason: string): void {
  const line = `the table link's browser tests are SKIPPED: ${reason}`;
  if (process.env.ADIUTANT_LINK_REQUIRED === '1') throw new Error(line);
  console.warn(`\n*** ${line}\n`);
  if (process.env.CI) console.warn(`::warning::${line}`);
}

/** Make the link's browser for the spec that calls this (skipped loudly, with the reason, where none can be made). */
export function useLinkNet(args: string[] = [], o: { fullBrowser?: boolean } = {}): void {
  // two phones, a pairing and a whole turn each: more than the default 30 s on a loaded machine
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    net = await linkBrowser({ args, ...o });
    if ('skip' in net) cannotTest(net.skip);
    else test.info().annotations.push({ type: 'network', description: net.how });
  });
  test.afterAll(async () => {
    if (net && 'browser' in net) await net.browser.close();
  });
}

export const record = () =>
  JSON.parse(readFileSync(new URL('./fixtures/ordinary-turn.json', import.meta.url), 'utf8')) as { setup: unknown; actions: unknown[] };

/** A phone: a browser context of its own (its own storage), 390×844, in a language. */
export async function phone(locale: string, camera = false): Promise<{ context: BrowserContext; page: Page }> {
  if ('skip' in net) test.skip(true, net.skip);
  const browser = (net as { browser: import('@playwright/test').Browser }).browser;
  const context = await browser.newContext({
    baseURL: BASE,
    locale,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
    // the camera for the scanner (a browser with a fake one); else none may be used
    ...(camera ? { permissions: ['camera'] } : {})
  });
  // the app's data channels, for the forged-message test (the page's own code is not touched)
  await context.addInitScript(() => {
    const w = window as unknown as { __linkChannels: RTCDataChannel[]; __linkSent: string[] };
    w.__linkChannels = [];
    w.__linkSent = [];
    const create = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<typeof create>) {
      const ch = create.apply(this, args);
      w.__linkChannels.push(ch);
      const send = ch.send.bind(ch);
      ch.send = ((data: string) => {
        if (data !== '') w.__linkSent.push(data);
        send(data);
      }) as typeof ch.send;
      return ch;
    } as typeof create;
    // a test may hold the messages a phone receives, to make two taps meet (released in order)
    const h = window as unknown as { __linkHold: boolean; __linkHeld: (() => void)[]; __linkRelease: () => void };
    h.__linkHold = false;
    h.__linkHeld = [];
    h.__linkRelease = () => {
      h.__linkHold = false;
      for (const f of h.__linkHeld.splice(0)) f();
    };
    const onmessage = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage')!;
    Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
      get() {
        return onmessage.get!.call(this);
      },
      set(fn: ((e: MessageEvent) => void) | null) {
        onmessage.set!.call(this, fn && ((e: MessageEvent) => (h.__linkHold ? h.__linkHeld.push(() => fn(e)) : fn(e))));
      }
    });
  });
  return { context, page: await context.newPage() };
}

let counter = 0;

/** The host phone with the fixture stored and open at France's Discard Phase. */
export async function hostGame(page: Page): Promise<string> {
  const id = `link-${Date.now()}-${counter++}`;
  await storeRecord(page, id, 'Wagram', record());
  await page.goto(`/game/${id}`);
  await expect(bar(page, 'discard')).toBeVisible();
  return id;
}

export const bar = (page: Page, step: string) => page.locator(`[data-testid="action-bar"][data-step="${step}"]`);
export const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);

/** The host taps Link and the seat the other phone plays (null: a watcher): its sheet and pairing code. */
export async function hostCode(host: Page, seat: 0 | 1 | null): Promise<{ sheet: Locator; code: string }> {
  await host.getByTestId('link-button').click();
  const sheet = host.getByTestId('link-host-sheet');
  await sheet.getByTestId(seat === null ? 'link-watcher' : `link-seat-${seat}`).click();
  const offer = sheet.getByTestId('link-offer-text');
  await expect(offer).toHaveValue(/^[A-Za-z0-9_-]{80,}$/, { timeout: 15_000 });
  return { sheet, code: await offer.inputValue() };
}

/**
 * Pair the guest phone with the host phone's game through the text codes: the host taps Link and
 * the seat the other phone plays (null: a watcher); the guest opens /link and pastes the code; the
 * host pastes the answer. Returns the time from the host's last tap to both phones linked.
 */
export async function pair(host: Page, guest: Page, seat: 0 | 1 | null, rejoin = false): Promise<number> {
  const { sheet, code } = await hostCode(host, seat);
  if (rejoin) {
    await guest.getByTestId('link-button').click();
    await guest.getByTestId('link-guest-sheet').getByTestId('link-offer-input-text').fill(code);
    await guest.getByTestId('link-guest-sheet').getByTestId('link-offer-input-submit').click();
  } else {
    await guest.goto('/link');
    await guest.getByTestId('link-offer-input-text').fill(code);
    await guest.getByTestId('link-offer-input-submit').click();
  }
  const reply = guest.getByTestId('link-reply-text');
  await expect(reply).toHaveValue(/^[A-Za-z0-9_-]{80,}$/, { timeout: 15_000 });
  await sheet.getByTestId('link-answer-text').fill(await reply.inputValue());
  const t0 = Date.now();
  await sheet.getByTestId('link-answer-submit').click();
  await expect(sheet.getByTestId('link-peer').last()).toHaveAttribute('data-state', 'linked', { timeout: 12_000 });
  await expect(guest.locator('[data-testid="action-bar"], [data-testid="link-waiting"]').first()).toBeVisible({ timeout: 12_000 });
  const ms = Date.now() - t0;
  await host.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  if (rejoin) {
    await guest.keyboard.press('Escape');
  }
  return ms;
}

/** The host's stored actions (IndexedDB), in order. */
export async function storedActions(page: Page, id: string): Promise<{ type: string; [k: string]: unknown }[]> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<{ seq: number; action: { type: string } }[]>((resolve) => {
      const req = db.transaction('actions').objectStore('actions').getAll();
      req.onsuccess = () =>
        resolve((req.result as { gameId: string; seq: number; action: { type: string } }[]).filter((r) => r.gameId === id));
    });
    db.close();
    return rows.sort((a, b) => a.seq - b.seq).map((r) => r.action);
  }, id);
}

/** France's turn on the host up to the Assault on d6 (the guest then answers as the defender). */
export async function hostAssaults(host: Page): Promise<void> {
  await bar(host, 'discard').locator('[data-primary]').click();
  await expect(bar(host, 'movement')).toBeVisible();
  await square(host, 'd4').click();
  await square(host, 'd5').click();
  await expect(host.locator('svg.board [data-square="d5"] [data-unit]')).toBeVisible();
  await bar(host, 'movement').locator('[data-primary]').click();
  await expect(bar(host, 'combat')).toBeVisible();
  await square(host, 'd6').click();
  await bar(host, 'combat').locator('[data-option^="assault-"]').click();
}

/** A legal move of the player to act in the host's stored game (the engine's list). */
export async function engineMove(host: Page, id: string): Promise<{ from: string; to: string }> {
  const r = replay({ format: 'adiutant-game/1', setup: (record() as { setup: unknown }).setup, actions: await storedActions(host, id) });
  if (!r.ok) throw new Error(r.error.message);
  const move = legalActions(r.value).find((l) => l.action.type === 'move')?.action as Extract<Action, { type: 'move' }> | undefined;
  if (!move) throw new Error('no move');
  return move;
}

/** The guest's whole player turn (Great Britain): discard nothing, a move, end the phases; the host then waits no more. */
export async function guestTurn(guest: Page, host: Page, id: string): Promise<void> {
  await bar(guest, 'discard').locator('[data-primary]').click();
  await expect(bar(guest, 'draw').or(bar(guest, 'movement'))).toBeVisible();
  if (await bar(guest, 'draw').isVisible()) await bar(guest, 'draw').locator('[data-primary]').click();
  await expect(bar(guest, 'movement')).toBeVisible();
  const { from, to } = await engineMove(host, id);
  await square(guest, from).click();
  await square(guest, to).click();
  await expect(guest.locator(`svg.board [data-square="${to}"] [data-unit]`)).toBeVisible();
  await bar(guest, 'movement').locator('[data-primary]').click();
  await expect(bar(guest, 'combat').or(bar(guest, 'restoration'))).toBeVisible();
  if (await bar(guest, 'combat').isVisible()) await bar(guest, 'combat').locator('[data-primary]').click();
  await bar(guest, 'restoration').locator('[data-primary]').click();
}

/** Two phones paired on the fixture (English unless said). */
export async function linked(locale = 'en-US', seat: 0 | 1 | null = 1) {
  const a = await phone(locale);
  const b = await phone(locale);
  const id = await hostGame(a.page);
  const ms = await pair(a.page, b.page, seat);
  return { host: a.page, guest: b.page, id, ms, a, b, close: async () => Promise.all([a.context.close(), b.context.close()]) };
}

/** The play screen's refusal line (the bar's alert). */
export const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');

/** The host rolls 1 and 1 on the combat roll's pad (the lowest roll: no result against Defence 7). */
export async function rollOnes(host: Page): Promise<void> {
  const face = bar(host, 'combat:roll').locator('.pad button', { hasText: /^1$/ });
  await face.click();
  await face.click();
}

/** Send text on a phone's open data channel as if its app had (the page's own code untouched). */
export async function sendRaw(page: Page, make: (sent: string[]) => string): Promise<void> {
  const sent = await page.evaluate(() => (window as unknown as { __linkSent: string[] }).__linkSent);
  const text = make(sent);
  await page.evaluate((text) => {
    const w = window as unknown as { __linkChannels: RTCDataChannel[] };
    w.__linkChannels.find((c) => c.readyState === 'open')!.send(text);
  }, text);
}

/** The games this phone keeps (IndexedDB), or none when it never made the database. */
export async function savedGames(page: Page): Promise<{ id: string; name: string }[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'adiutant')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('games')) return (db.close(), []);
    const rows = await new Promise<{ id: string; name: string }[]>((resolve) => {
      const req = db.transaction('games').objectStore('games').getAll();
      req.onsuccess = () => resolve((req.result as { id: string; name: string }[]).map((r) => ({ id: r.id, name: r.name })));
    });
    db.close();
    return rows;
  });
}

/** Hold the messages this phone receives from now on (they wait, in order, until released or dropped). */
export async function hold(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __linkHold: boolean }).__linkHold = true));
}

/** Let the messages held on this phone arrive, in order (the network is back). */
export async function release(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __linkRelease: () => void }).__linkRelease());
}

/** Lose the messages held on this phone (they never arrive: the link dropped with them on the way). */
export async function loseHeld(page: Page): Promise<void> {
  await page.evaluate(() => {
    const h = window as unknown as { __linkHold: boolean; __linkHeld: unknown[] };
    h.__linkHold = false;
    h.__linkHeld.length = 0;
  });
}

/** The host stops the link (its link sheet: Stop the link): both phones then say so. */
export async function stopLink(host: Page): Promise<void> {
  await host.getByTestId('link-button').click();
  await host.getByTestId('link-stop').click();
  await host.keyboard.press('Escape');
}
