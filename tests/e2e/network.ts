// Test helpers: what a page does on the network and what its Content-Security-Policy blocks, and
// the service worker that lets it work offline.
import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * Every request must stay on the app's own origin (the app works offline). Given the browser
 * context, this sees every page of it and its service worker too; given a page, that page only.
 * Returns the list the foreign URLs are collected in.
 */
export function trackForeignRequests(target: Page | BrowserContext, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://localhost:4173').origin;
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  };
  if ('newPage' in target) target.on('request', onRequest);
  else target.on('request', onRequest);
  return foreign;
}

/**
 * Collects the `securitypolicyviolation` events of every document of the context, from its very
 * start (an init script), as "directive blocked-uri (source:line) sample". Call before the first
 * navigation.
 */
export async function trackCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__adiutantCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __adiutantCspViolation: (text: string) => void }).__adiutantCspViolation;
      void report(`${e.effectiveDirective} ${e.blockedURI || '(inline)'} (${e.sourceFile || location.href}:${e.lineNumber}) ${e.sample}`);
    });
  });
  return violations;
}

/** Wait until the service worker has installed (precached the app) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}
