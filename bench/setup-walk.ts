// The setup walk of issue 23 alone (bench/browser.bench.ts setupWalk), without the whole bench:
//   ADIUTANT_OUT=<out> BENCH_PORT=<port> node --import tsx bench/setup-walk.ts [shots-dir]
// after a build. Prints the taps and the scroll at 390×844 (and, with a folder, screenshots of
// every tap at 390×844 and 360×780 in English and Polish).
import { mkdirSync } from 'node:fs';
import { launch, setupWalk, startServer } from './browser.bench';

const dir = process.argv[2];
const server = await startServer();
const browser = await launch();
try {
  const walk = await setupWalk(browser);
  console.log(`setup at 390×844: ${walk.taps} taps, ${walk.scroll} px of scroll`);
  for (const s of walk.scrolls) console.log(`  scrolled ${s.px} px to tap ${s.step}`);
  await walk.page.context().close();
  if (dir) {
    for (const [w, h] of [
      [390, 844],
      [360, 780]
    ] as const)
      for (const locale of ['en-US', 'pl-PL']) {
        const folder = `${dir}/${w}x${h}-${locale}`;
        mkdirSync(folder, { recursive: true });
        let n = 0;
        const seen = new Set<string>();
        const r = await setupWalk(browser, {
          viewport: { width: w, height: h },
          locale,
          shot: async (page, step) => {
            // one picture a screen: the first tap of each step, the deployment's first two and last
            const key = step
              .replace(/-\d+$/, '')
              .replace(/^deploy-[a-h][18](-unit)?$/, (x) =>
                ['deploy-a1', 'deploy-b1', 'deploy-a8', 'deploy-h8'].includes(x) ? x : 'deploy'
              );
            if (seen.has(key)) return;
            seen.add(key);
            await page.screenshot({ path: `${folder}/${String(n++).padStart(2, '0')}-${step}.png` });
          }
        });
        console.log(`${w}×${h} ${locale}: ${r.taps} taps, ${r.scroll} px${r.scrolls.map((s) => ` (${s.step}: ${s.px})`).join('')}`);
        await r.page.context().close();
      }
  }
} finally {
  await browser.close();
  server.kill();
}
