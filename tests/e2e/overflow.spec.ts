// The action bar's overflow watcher (src/lib/ui/kit/overflow.ts) in real Chromium: it must say
// when a box's content grows past the box and when it fits again — after a child grows, after a
// child is added or removed, after text deep inside a child grows, after the box itself shrinks —
// and nothing once detached. The function itself is bundled here and run on a blank page of the
// app's origin.
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { BLANK, blankPage, expect, test } from './test';

function overflowScript(): string {
  return buildSync({
    entryPoints: [fileURLToPath(new URL('../../src/lib/ui/kit/overflow.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: '__overflow',
    platform: 'browser',
    target: 'es2022',
    write: false,
    footer: { js: 'window.__overflowing = __overflow.overflowing;' }
  }).outputFiles![0]!.text;
}

test('the bar’s overflow watcher says when its content overflows and when it fits again, and nothing once detached', async ({ page }) => {
  await page.route(`**${BLANK}`, blankPage);
  await page.goto(BLANK);
  await page.evaluate(overflowScript());
  await page.evaluate(`(() => {
    const box = document.createElement('section');
    box.style.cssText = 'height: 100px; overflow: auto; width: 200px';
    const first = document.createElement('p');
    first.style.cssText = 'height: 40px; margin: 0';
    box.append(first);
    document.body.append(box);
    window.__said = [];
    window.__box = box;
    window.__first = first;
    window.__detach = window.__overflowing((over) => window.__said.push(over))(box);
  })()`);
  const said = () => page.evaluate(() => (window as unknown as { __said: boolean[] }).__said.at(-1));
  const run = (js: string) => page.evaluate(js);
  // at the start: it fits
  await expect.poll(said).toBe(false);
  // a child grows past the box
  await run(`window.__first.style.height = '160px'`);
  await expect.poll(said).toBe(true);
  // it shrinks again
  await run(`window.__first.style.height = '40px'`);
  await expect.poll(said).toBe(false);
  // a child is added that overflows; its text grows deeper inside it
  await run(
    `(() => { const p = document.createElement('p'); p.style.margin = '0'; p.innerHTML = '<span>a</span>'; window.__added = p; window.__box.append(p); })()`
  );
  await expect.poll(said).toBe(false);
  await run(`window.__added.firstChild.textContent = 'word '.repeat(200)`);
  await expect.poll(said).toBe(true);
  // the child is removed
  await run(`window.__added.remove()`);
  await expect.poll(said).toBe(false);
  // the box itself gets smaller than its content
  await run(`window.__box.style.height = '30px'`);
  await expect.poll(said).toBe(true);
  // once detached it is told nothing
  await run(`(() => { window.__detach(); window.__said.length = 0; window.__box.style.height = '300px'; })()`);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
  expect(await page.evaluate(() => (window as unknown as { __said: boolean[] }).__said.length)).toBe(0);
});
