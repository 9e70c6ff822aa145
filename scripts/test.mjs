// `npm test` (and `npm run test:full`): every check of the project, each stage's time and the whole
// suite's printed at the end (issue 31 §3). The first failing stage stops the others.
//
//   messages  the UI texts compiled (Paraglide) and SvelteKit's generated files (svelte-kit sync)
//   build     the browser found, then vite build into build-test/   ┐ one after the other, at
//   e2e       Playwright in Chromium against build-test/ (samples)  ┘ full priority
//   format    prettier --check .                                     ┐ beside build and e2e, at a
//   check     svelte-check (types and Svelte)                        │ lower priority (nice 10): they
//   unit      Vitest: unit and property tests, random games (a     │ use the cores the browser
//             sample: tests/seed.ts), one file per core              ┘ tests leave idle
//
// Why at the same time: the browser tests keep about 1.8 of this machine's 2 cores busy (the rest
// of their time they wait: for the app's timers, the link's network, a page load), and the build
// one core for a while. Run one after the other, the stages left those gaps unused; side by side,
// the checks and the unit tests fill them, and at a lower priority they take little from the
// browser tests' own pace (their timing-sensitive steps keep their share of the CPU).
//
// The build for the browser tests goes to build-test/ (and .svelte-kit-test/: ADIUTANT_OUT=test),
// so that it never writes the files svelte-check reads; every stage after `messages` uses the
// compiled messages as they are (ADIUTANT_I18N_COMPILED: Vitest and the build would otherwise
// compile them again, into the same folder, at the same time). `--full` (npm run test:full) sets
// ADIUTANT_FULL=1: every sample is everything (for a release). Both test runners print the seed of
// their samples; ADIUTANT_SEED=<n> draws the same again.
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const full = process.argv.includes('--full');
const bin = resolve('node_modules/.bin');
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  ADIUTANT_I18N_COMPILED: '1',
  ...(full ? { ADIUTANT_FULL: '1' } : {})
};
/** the build and the browser tests use their own output folders */
const testBuild = { ADIUTANT_OUT: 'test' };
/** a lower priority where the system has `nice` */
const niceable = process.platform !== 'win32';

/**
 * The stages: a name, a command, its extra environment, the stages it waits for, whether its output
 * is shown as it comes (`live`; the others' when they end, so that outputs do not mix) and whether
 * it runs at a lower priority (`nice`).
 */
const STAGES = [
  { name: 'messages', command: 'node scripts/i18n.mjs && svelte-kit sync', env: { ADIUTANT_I18N_COMPILED: '' }, after: [], live: true },
  { name: 'build', command: 'node scripts/ensure-browser.mjs && vite build', env: testBuild, after: ['messages'] },
  { name: 'e2e', command: 'playwright test', env: testBuild, after: ['build'], live: true },
  { name: 'format', command: 'prettier --check .', after: ['messages'], nice: true },
  { name: 'check', command: 'svelte-check --tsconfig ./tsconfig.json --fail-on-warnings', after: ['messages'], nice: true },
  { name: 'unit', command: 'vitest run', after: ['messages'], nice: true }
];

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const t0 = performance.now();
/** the running stages' child processes, to stop them after a failure */
const children = new Set();
/** name -> { ms, code } of the stages that ended */
const ended = new Map();
let failed = null;

/** Run one stage (its output passed through, or kept and printed when it ends). */
function run(stage) {
  return new Promise((done) => {
    const command = stage.nice && niceable ? `nice -n 10 sh -c '${stage.command.replaceAll("'", "'\\''")}'` : stage.command;
    console.log(`\n▶ ${stage.name}: ${stage.command}${stage.live ? '' : ' (its output when it ends)'}`);
    const start = performance.now();
    const child = spawn(command, {
      shell: true,
      stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...(stage.env ?? {}) }
    });
    children.add(child);
    const out = [];
    if (!stage.live) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => out.push(d));
    child.on('exit', (code, signal) => {
      children.delete(child);
      const ms = performance.now() - start;
      const result = { ms, code: code ?? (signal ? 1 : 0) };
      if (!stage.live) console.log(`\n▶ ${stage.name}: ${stage.command} (${fmt(ms)})\n${Buffer.concat(out).toString().trimEnd()}`);
      else console.log(`\n▶ ${stage.name} ended (${fmt(ms)})`);
      done(result);
    });
  });
}

/** The processes under `pid` (all generations), from `ps`; on Windows, taskkill /T finds them itself. */
function descendants(pid) {
  const r = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const kids = new Map();
  for (const line of (r.stdout ?? '').split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number);
    if (p && pp) kids.set(pp, [...(kids.get(pp) ?? []), p]);
  }
  const out = [];
  const walk = (p) => (kids.get(p) ?? []).forEach((k) => (out.push(k), walk(k)));
  walk(pid);
  return out;
}

/** Stop every running stage, with every process it started. */
function stopAll() {
  for (const child of children) {
    if (process.platform === 'win32') {
      spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F']);
      continue;
    }
    for (const pid of [child.pid, ...descendants(child.pid)])
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
  }
}

// an interrupt stops every stage too (the terminal's reaches them anyway; a kill of this script does not)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** Each stage starts once the stages it waits for have passed. */
const started = new Map();
function start(stage) {
  if (!started.has(stage.name))
    started.set(
      stage.name,
      (async () => {
        for (const name of stage.after) await start(STAGES.find((s) => s.name === name));
        if (failed) return;
        const r = await run(stage);
        ended.set(stage.name, r);
        if (r.code !== 0 && !failed) {
          failed = stage.name;
          stopAll();
        }
      })()
    );
  return started.get(stage.name);
}
// a stage waited for that failed leaves its followers unstarted
await Promise.all(STAGES.map((s) => start(s)));

const total = performance.now() - t0;
console.log(
  `\nnpm ${full ? 'run test:full' : 'test'}: ${failed ? `FAILED at ${failed}` : 'all passed'} (m:ss; stages side by side, see above)`
);
for (const s of STAGES) {
  const r = ended.get(s.name);
  console.log(`  ${s.name.padEnd(9)} ${r ? fmt(r.ms).padStart(6) : '     —'}${r && r.code !== 0 && s.name !== failed ? ' (stopped)' : ''}`);
}
console.log(`  ${'total'.padEnd(9)} ${fmt(total).padStart(6)}`);
process.exit(failed ? 1 : 0);
