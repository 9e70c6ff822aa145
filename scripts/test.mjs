// `npm test` (and `npm run test:full`): every check of the project, one after another, each
// stage's time and the whole suite's printed at the end (issue 31 §3). Stops at the first stage
// that fails (after printing the times so far).
//
//   format   prettier --check .
//   check    the messages compiled, svelte-kit sync, svelte-check (types and Svelte)
//   unit     Vitest: unit and property tests, the random games (a sample: tests/seed.ts)
//   build    the browser found (scripts/ensure-browser.mjs), then vite build
//   e2e      Playwright in Chromium against the build (samples: tests/seed.ts)
//
// `--full` (npm run test:full) sets ADIUTANT_FULL=1: every sample is everything (for a release).
// The seed of the samples is printed by both test runners; ADIUTANT_SEED=<n> draws the same again.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const full = process.argv.includes('--full');
const bin = resolve('node_modules/.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ...(full ? { ADIUTANT_FULL: '1' } : {}) };

/** [name, command]: each command runs through the shell with node_modules/.bin on the PATH (npm run's). */
const STAGES = [
  ['format', 'prettier --check .'],
  ['check', 'node scripts/i18n.mjs && svelte-kit sync && svelte-check --tsconfig ./tsconfig.json --fail-on-warnings'],
  ['unit', 'vitest run'],
  ['build', 'node scripts/ensure-browser.mjs && vite build'],
  ['e2e', 'playwright test']
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const times = [];
const t0 = performance.now();
let failed = null;
for (const [name, command] of STAGES) {
  console.log(`\n▶ ${name}: ${command}`);
  const start = performance.now();
  const code = await run(command);
  times.push([name, performance.now() - start]);
  if (code !== 0) {
    failed = name;
    break;
  }
}
const total = performance.now() - t0;
console.log(`\nnpm ${full ? 'run test:full' : 'test'}: ${failed ? `FAILED at ${failed}` : 'all passed'}`);
for (const [name, ms] of times) console.log(`  ${name.padEnd(7)} ${fmt(ms).padStart(6)}`);
console.log(`  ${'total'.padEnd(7)} ${fmt(total).padStart(6)}  (m:ss)`);
process.exit(failed ? 1 : 0);
