// Run a TypeScript entry (a benchmark) as one bundle: esbuild puts it and everything it imports in
// one ES module, as Vite builds the app's bot worker, so the figures are the worker's (no loader's
// per-module getters on every call, which tsx's transform adds: about a quarter of a bot game's
// time). `node scripts/bundled.mjs bench/bot.ts [args…]`; the bundle is written under
// node_modules/.cache/adiutant-bundled/ with the entry's own path, so `process.argv[1]` still names it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/bundled.mjs <entry.ts> [args…]');
  process.exit(2);
}
const out = join('node_modules', '.cache', 'adiutant-bundled', entry.replace(/\.ts$/, '.mjs'));
await build({ entryPoints: [entry], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
const r = spawnSync(process.execPath, [out, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
