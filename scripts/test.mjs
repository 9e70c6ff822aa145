// `npm test` (and `npm run test:full`): every check of the project, each stage's time and the whole
// suite's printed at the end (issue 31 §3). Stops after the first group with a failing stage.
//
//   messages  the UI texts compiled (Paraglide) and SvelteKit's generated files (svelte-kit sync)
//   format    prettier --check .                                     ┐ at the same time: each
//   check     svelte-check (types and Svelte)                        │ keeps one core busy or less
//   build     the browser found, then vite build into build-test/    ┘ (their files do not meet)
//   unit      Vitest: unit and property tests, random games (a sample: tests/seed.ts), one file per core
//   e2e       Playwright in Chromium against build-test/ (samples: tests/seed.ts)
//
// The build for the browser tests goes to build-test/ (and .svelte-kit-test/: ADIUTANT_OUT=test),
// so that it never writes the files svelte-check reads. `--full` (npm run test:full) sets
// ADIUTANT_FULL=1: every sample is everything (for a release). Both test runners print the seed of
// their samples; ADIUTANT_SEED=<n> draws the same again.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const full = process.argv.includes('--full');
const bin = resolve('node_modules/.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ...(full ? { ADIUTANT_FULL: '1' } : {}) };
/** the build and the browser tests use their own output folders; the messages are compiled once, first */
const testBuild = { ADIUTANT_OUT: 'test', ADIUTANT_I18N_COMPILED: '1' };

/** Groups of [name, command, extra env]; the stages of a group run at the same time. */
const GROUPS = [
  [['messages', 'node scripts/i18n.mjs && svelte-kit sync']],
  [
    ['format', 'prettier --check .'],
    ['check', 'svelte-check --tsconfig ./tsconfig.json --fail-on-warnings'],
    ['build', 'node scripts/ensure-browser.mjs && vite build', testBuild]
  ],
  [['unit', 'vitest run']],
  [['e2e', 'playwright test', testBuild]]
];

/** Run a command through the shell; its output is passed through, or kept and printed when it ends (`quiet`). */
function run(command, extra, quiet) {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extra } });
    const out = [];
    if (quiet) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => out.push(d));
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(out).toString() }));
  });
}

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const times = [];
const t0 = performance.now();
let failed = null;
for (const group of GROUPS) {
  const quiet = group.length > 1;
  if (quiet) console.log(`\n▶ ${group.map(([name]) => name).join(' + ')} (at the same time; each one's output when it ends)`);
  const results = await Promise.all(
    group.map(async ([name, command, extra]) => {
      if (!quiet) console.log(`\n▶ ${name}: ${command}`);
      const start = performance.now();
      const r = await run(command, extra, quiet);
      const ms = performance.now() - start;
      if (quiet) console.log(`\n▶ ${name}: ${command} (${fmt(ms)})\n${r.output.trimEnd()}`);
      return { name, ms, code: r.code };
    })
  );
  for (const r of results) times.push([r.name, r.ms]);
  failed = results.find((r) => r.code !== 0)?.name ?? null;
  if (failed) break;
}
const total = performance.now() - t0;
console.log(`\nnpm ${full ? 'run test:full' : 'test'}: ${failed ? `FAILED at ${failed}` : 'all passed'} (m:ss)`);
for (const [name, ms] of times) console.log(`  ${name.padEnd(9)} ${fmt(ms).padStart(6)}`);
console.log(`  ${'total'.padEnd(9)} ${fmt(total).padStart(6)}`);
process.exit(failed ? 1 : 0);
