// One browser page for the tests of a worker (issue 31 §3): a new browser context and a first load
// of the app in it cost a short test more than the test itself (about 2.5 s of the machine's time
// against 1 s on a page that stays). A spec imports `test` from here instead of
// '@playwright/test' and its tests get `page` and `context` as before, but the page stays between
// them, wiped between tests:
//
// - the page goes to an empty page of the app's origin (answered here, not by the app), where its
//   IndexedDB databases, localStorage and sessionStorage are deleted; the other pages are closed;
// - routes, permissions, offline and the viewport are put back; what the test listened to is
//   forgotten;
// - what cannot be taken back (init scripts, exposed functions, the clock, emulated media, default
//   timeouts) marks the page spent: the next test gets a new context. So do a failed test, other
//   context options (locale, touch, colour scheme) and `serviceWorkers: 'allow'` (a service worker
//   would outlive the wipe: such a test always has a context of its own).
//
// Each test still starts from nothing stored and no app running; only the browser's cache of the
// app's files and the compiled code stay (as on a player's phone).
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** The empty page of the app's origin where the storage is wiped (and where storeRecord writes). */
export const BLANK = '/__adiutant-test-blank';

interface Held {
  key: string;
  context: BrowserContext;
  page: Page;
  /** something a wipe cannot take back was done: the next test gets a new context */
  spent: boolean;
}

export const blankPage = (route: import('@playwright/test').Route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });

/** Mark the holder spent when one of these methods of `target` is called. */
function spendOn(held: Held, target: object, methods: string[]): void {
  const t = target as Record<string, (...a: unknown[]) => unknown>;
  for (const name of methods) {
    const original = t[name];
    if (typeof original !== 'function') continue;
    t[name] = function (this: unknown, ...args: unknown[]) {
      held.spent = true;
      return original.apply(this, args);
    };
  }
}

const EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'popup',
  'download',
  'framenavigated',
  'load',
  'domcontentloaded',
  'close',
  'crash',
  'websocket',
  'worker',
  'filechooser'
];
const CONTEXT_EVENTS = [
  'page',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'console',
  'dialog',
  'weberror',
  'close',
  'serviceworker',
  'backgroundpage'
];

type Emitter = { listeners(e: string): unknown[]; off(e: string, f: unknown): unknown };

/** The listeners on an emitter now, to remove the ones a test adds. */
function listening(emitter: Emitter, events: string[]): Map<string, Set<unknown>> {
  return new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
}

function forget(emitter: Emitter, before: Map<string, Set<unknown>>): void {
  for (const [e, had] of before) for (const f of emitter.listeners(e)) if (!had.has(f)) emitter.off(e, f);
}

async function fresh(
  browser: import('@playwright/test').Browser,
  key: string,
  options: BrowserContextOptions,
  timeouts: { action: number; navigation: number }
): Promise<Held> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(timeouts.action);
  context.setDefaultNavigationTimeout(timeouts.navigation);
  const page = await context.newPage();
  const held: Held = { key, context, page, spent: false };
  spendOn(held, page, [
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'emulateMedia',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
    'setExtraHTTPHeaders'
  ]);
  spendOn(held, context, [
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'addCookies'
  ]);
  spendOn(held, page.clock, ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime']);
  return held;
}

/** The page as a new context would give it: nothing stored, no app running, nothing listened to. */
async function wipe(held: Held, options: BrowserContextOptions): Promise<void> {
  const { context, page } = held;
  for (const p of context.pages()) if (p !== page) await p.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  if (options.permissions?.length) await context.grantPermissions(options.permissions);
  await context.clearCookies();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.route(`**${BLANK}`, blankPage);
  await page.goto(BLANK);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases())
      if (db.name)
        await new Promise<void>((resolve, reject) => {
          const req = indexedDB.deleteDatabase(db.name!);
          req.onsuccess = () => resolve();
          req.onerror = () => reject(req.error);
        });
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

export const test = base.extend<{}, { held: { current: Held | null } }>({
  held: [
    async ({}, use) => {
      const holder: { current: Held | null } = { current: null };
      await use(holder);
      await holder.current?.context.close().catch(() => {});
    },
    { scope: 'worker' }
  ],
  context: async (
    {
      browser,
      held,
      contextOptions,
      baseURL,
      locale,
      viewport,
      hasTouch,
      isMobile,
      colorScheme,
      deviceScaleFactor,
      userAgent,
      serviceWorkers,
      permissions,
      reducedMotion,
      timezoneId,
      actionTimeout,
      navigationTimeout
    },
    use,
    testInfo
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      locale,
      viewport,
      hasTouch,
      isMobile,
      colorScheme,
      deviceScaleFactor,
      userAgent,
      serviceWorkers,
      permissions,
      reducedMotion,
      timezoneId
    };
    const timeouts = { action: actionTimeout || 0, navigation: navigationTimeout || 0 };
    const { viewport: _, ...keyed } = options;
    const key = JSON.stringify(keyed);
    // a service worker outlives any wipe: a context of the test's own, closed after it
    if (serviceWorkers === 'allow') {
      const own = await fresh(browser, key, options, timeouts);
      await use(own.context);
      await own.context.close();
      return;
    }
    if (held.current && (held.current.spent || held.current.key !== key)) {
      await held.current.context.close().catch(() => {});
      held.current = null;
    }
    if (held.current) await wipe(held.current, options);
    else held.current = await fresh(browser, key, options, timeouts);
    const h = held.current;
    const pageListeners = listening(h.page as unknown as Emitter, EVENTS);
    const contextListeners = listening(h.context as unknown as Emitter, CONTEXT_EVENTS);
    await use(h.context);
    forget(h.page as unknown as Emitter, pageListeners);
    forget(h.context as unknown as Emitter, contextListeners);
    if (testInfo.status !== testInfo.expectedStatus || h.page.isClosed()) h.spent = true;
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  }
});
