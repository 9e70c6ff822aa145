// Security: the Content-Security-Policy (one definition in csp.config.js) as a <meta> in the SPA
// shell and as headers (scripts/serve.mjs, build/_headers); nothing on any screen blocked by it;
// the policy really enforced (inline script, eval, inline style, a remote fetch are refused); the
// service worker serves the shell with its policy; and a stored game played to its end (attrition)
// without one request outside the app's own origin. (The newcomer's whole first evening, setup
// through the first game turns, runs with the same trackers: newcomer.spec.ts.)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { trackCspViolations, trackForeignRequests, waitForServiceWorker } from './network';
import { storeRecord, type StoredRecord } from './store';

// the service worker runs here: this spec checks the app offline or its requests (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.use({ locale: 'en-US' });

type Policy = Map<string, string[]>;

function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** sha256 sources of the inline scripts of an HTML page, as the browser computes them */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? ''))
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`
    );
}

/** Strict: own origin only, no eval, no inline script but the hashed ones, no inline style. */
function expectStrict(policy: Policy, hashes: string[]): void {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  // 'wasm-unsafe-eval': the table link's QR scanner compiles ZXing's WebAssembly (issue 34); eval stays refused (below)
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  for (const name of ['connect-src', 'font-src', 'manifest-src', 'worker-src', 'form-action'])
    expect(policy.get(name), name).toEqual(["'self'"]);
  for (const [name, sources] of policy) {
    for (const source of sources) {
      // no remote origin (no host, no scheme but data:/blob: for images), no wildcard, no unsafe-*
      const allowed =
        ["'self'", "'none'"].includes(source) ||
        /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source) ||
        (name === 'script-src' && source === "'wasm-unsafe-eval'") ||
        (name === 'img-src' && ['data:', 'blob:'].includes(source));
      expect(allowed, `${name} ${source}`).toBe(true);
    }
  }
}

let counter = 0;

function fixture(name: string): StoredRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as StoredRecord;
}

/** Store a record in the app's IndexedDB and open it; returns its id. */
async function openGame(page: Page, record: StoredRecord, gameName: string): Promise<string> {
  const id = `e2e-security-${Date.now()}-${counter++}`;
  await storeRecord(page, id, gameName, record);
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  return id;
}

/** Console errors and uncaught exceptions of every page of the context. */
function trackErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}

const bar = (page: Page) => page.getByTestId('action-bar');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');

/** Tap the faces of the dice asked for, one tap per die: the entry sends itself when complete. */
async function typeDice(page: Page, values: number[]): Promise<void> {
  const dice = page.getByTestId('dice');
  const slots = dice.locator('.slot');
  await expect(slots.first()).toBeVisible();
  await expect(slots).toHaveCount(values.length);
  for (const v of values) await dice.getByRole('button', { name: String(v), exact: true }).click();
}

/**
 * Declare an Assault from one of the player's units on the enemy unit next to it (6.1 steps 1–2):
 * tap the unit (its only target is picked with it), then the initiating card.
 */
async function declareAssault(page: Page, from: string, target: string, card: string): Promise<void> {
  await square(page, from).click();
  await expect(square(page, target)).toHaveClass(/\btarget\b/);
  await bar(page).locator(`[data-option="assault-${from}-${card}"]`).click();
  await expect(bar(page)).toHaveAttribute('data-step', 'combat:withdraw');
}

/** The defender neither withdraws nor plays a card; the attacker plays no more cards: on to the roll. */
async function toRoll(page: Page): Promise<void> {
  await bar(page).getByRole('button', { name: 'No withdrawal, no card' }).click();
  await expect(bar(page)).toHaveAttribute('data-step', 'combat:attacker');
  await bar(page).getByRole('button', { name: 'No more cards → roll' }).click();
  await expect(bar(page)).toHaveAttribute('data-step', 'combat:roll');
}

test('the policy: a strict <meta> in the shell, the same as headers from the server and in _headers', async ({ page, request }) => {
  for (const path of ['/', '/game/some-id/summary']) {
    const response = await page.goto(path);
    expect(response?.ok()).toBe(true);
    const html = await response!.text();
    const hashes = inlineScriptHashes(html);
    // SvelteKit's inline bootstrap script and the colour theme's (src/app.html), nothing else inline
    expect(hashes).toHaveLength(2);
    expect(html).toContain("document.documentElement.setAttribute('data-theme'");

    const meta = page.locator('meta[http-equiv="content-security-policy"]');
    await expect(meta).toHaveCount(1);
    const metaPolicy = parsePolicy((await meta.getAttribute('content'))!);
    expectStrict(metaPolicy, hashes);
    // a <meta> cannot carry frame-ancestors (the header does)
    expect(metaPolicy.has('frame-ancestors')).toBe(false);
    // the <meta> comes before every script and stylesheet it governs
    expect(
      await page.evaluate(() => {
        const m = document.querySelector('meta[http-equiv="content-security-policy"]')!;
        return [...document.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"]')].every(
          (el) => m.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
        );
      })
    ).toBe(true);

    const headers = response!.headers();
    const headerPolicy = parsePolicy(headers['content-security-policy'] ?? '');
    expectStrict(headerPolicy, hashes);
    expect(headerPolicy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(new Map([...headerPolicy].filter(([name]) => name !== 'frame-ancestors'))).toEqual(metaPolicy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }

  // the service worker script and the assets carry the policy too (a worker gets its own from its
  // response); the _headers file for static hosts says the same as the server
  const shellHeaders = (await request.get('/')).headers();
  for (const path of ['/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe(shellHeaders['content-security-policy']);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  const file = await (await request.get('/_headers')).text();
  expect(file.split('\n')[0]).toBe('/*');
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
    const line = file.split('\n').find((l) => l.trim().toLowerCase().startsWith(`${name}:`));
    expect(
      line
        ?.trim()
        .slice(name.length + 1)
        .trim(),
      name
    ).toBe(shellHeaders[name]);
  }
});

test.describe('enforcement', () => {
  // the probe script below is served by page.route, which the service worker would bypass
  test.use({ serviceWorkers: 'block' });

  test('the policy is enforced: inline script, eval, inline style and a remote fetch are refused', async ({ page, context }) => {
    const violations = await trackCspViolations(context);
    // a script from the app's own origin (allowed) that tries eval and new Function (refused)
    await page.route('**/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          const refused = (f) => { try { f(); return false; } catch (e) { return e instanceof EvalError; } };
          window.probe = { eval: refused(() => eval('1 + 1')), function: refused(() => new Function('return 1')) };`
      })
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { injected?: number; probe?: { eval: boolean; function: boolean } };
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = 1';
      document.head.append(inline);
      const probe = document.createElement('script');
      probe.src = '/csp-probe.js';
      await new Promise((resolve, reject) => {
        probe.onload = resolve;
        probe.onerror = reject;
        document.head.append(probe);
      });
      const div = document.createElement('div');
      div.setAttribute('style', 'color: rgb(255, 0, 0)');
      document.body.append(div);
      const styled = getComputedStyle(div).color === 'rgb(255, 0, 0)';
      div.remove();
      let fetchRefused = false;
      try {
        await fetch('http://127.0.0.1:9/remote');
      } catch {
        fetchRefused = true;
      }
      return { injected: w.injected ?? null, probe: w.probe ?? null, styled, fetchRefused };
    });
    expect(outcome).toEqual({
      injected: null,
      probe: { eval: true, function: true },
      styled: false,
      fetchRefused: true
    });
    // each one reported (and the tracker the other tests rely on sees them)
    await expect
      .poll(() => [...new Set(violations.map((v) => v.split(' ')[0]))].sort())
      .toEqual(['connect-src', 'script-src', 'script-src-elem', 'style-src-attr']);
  });
});

test('every screen, nothing blocked by the policy: home, settings, setup, play, combat, summary', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const foreign = trackForeignRequests(context, baseURL);
  const violations = await trackCspViolations(context);
  const errors = trackErrors(context);

  // home, down to the demo board that loads when scrolled near
  await page.goto('/');
  await page.getByTestId('demo').scrollIntoViewIfNeeded();
  await expect(page.locator('svg.board [data-square]')).toHaveCount(64);

  // the card and map data
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Units: France' })).toBeVisible();

  // a new game's setup wizard: roll, map, nations, army
  await page.goto('/');
  await page.getByLabel('Player 1: name').fill('Ala');
  await page.getByLabel('Player 2: name').fill('Bartek');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/\/game\//);
  await typeDice(page, [9, 2]);
  await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeVisible();
  for (const s of [8, 12, 20, 24]) await page.locator(`[data-section="${s}"]`).click();
  await page.getByRole('button', { name: 'Confirm the map' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose the two nations' })).toBeVisible();
  await page.getByRole('button', { name: 'First game: France against Great Britain' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose an army' })).toBeVisible();

  // the play screen: board, decks, history
  await openGame(page, fixture('france-britain'), 'Austerlitz');
  await expect(currentPhase(page)).toContainText('Discard Phase');
  await expect(page.locator('svg.board [data-unit]')).toHaveCount(16);

  // combat: an Assault up to its totals (the bars are sized with style: directives)
  await openGame(page, fixture('combat-france-britain'), 'Borodino');
  await expect(page.getByTestId('combat-panel')).toBeVisible();
  await declareAssault(page, 'd6', 'd7', '1st-cuirassiers-1');
  await toRoll(page);
  await typeDice(page, [10, 10]);
  await expect(page.locator('[data-testid="combat-totals"] [data-side="attack"] .bar')).toBeVisible();

  // a finished game: the nightfall scoring, then its printable summary
  const id = await openGame(page, fixture('night-france-britain'), 'Leipzig');
  await expect(page.getByTestId('night-view')).toBeVisible();
  await page.goto(`/game/${id}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Game summary: Leipzig' })).toBeVisible();
  await expect(page.getByTestId('summary-events')).toBeVisible();

  // home again, now with the saved games listed
  await page.goto('/');
  await expect(page.getByText('Leipzig')).toBeVisible();

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('a stored game played to its end, the service worker serving the app: not one foreign request', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const foreign = trackForeignRequests(context, baseURL);
  const violations = await trackCspViolations(context);

  // the service worker installs and controls the page; the shell then comes from its cache,
  // with the same policy
  await page.goto('/');
  await waitForServiceWorker(page);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
  expect(reloaded?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");

  // France has eliminated four Spanish units (night-attrition, less its last combat): the
  // Combat Phase of game turn 20, the 1st Cuirassiers on g3 next to a Spanish unit on g4
  const full = fixture('night-attrition');
  const id = await openGame(page, { ...full, actions: full.actions.slice(0, 304) }, 'Bailén');
  await expect(currentPhase(page)).toContainText('Combat Phase');
  await declareAssault(page, 'g3', 'g4', '1st-cuirassiers-2');
  await toRoll(page);
  await typeDice(page, [6, 6]);

  // the fifth elimination; the 1st Cuirassiers, the only participating unit, must advance (6.5-R12):
  // nothing to decide, the app takes it. An attrition victory, announced, and the summary of the
  // whole game
  await expect(bar(page)).toHaveAttribute('data-step', 'over');
  await expect(bar(page).getByTestId('bar-report')).toHaveText(
    'Combat: Regiment de Castille was eliminated; 1st Cuirassiers advanced to g4.'
  );
  const end = page.getByTestId('game-end');
  await expect(end).toHaveAttribute('data-by', 'attrition');
  await expect(end).toContainText('Ala (France) wins the battle.');
  await end.getByRole('link', { name: 'Printable summary and game record' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${id}/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Game summary: Bailén' })).toBeVisible();
  await expect(page.getByTestId('summary-events').locator('li[data-kinds~="end"]')).toHaveCount(1);

  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});
