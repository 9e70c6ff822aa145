// The test suite's seed and sampling (issue 31 §3). `npm test` checks a sample of what can be
// enumerated (random games, lesson stages, the steps of play at two phone sizes…), drawn with a
// seed that changes with each commit, so that every run covers other games and stages and the
// commits together cover them all; `npm run test:full` checks everything. A failure names its seed:
// `ADIUTANT_SEED=<seed> npm test` (or the one test file) draws the same sample again.
//
// - the seed: `ADIUTANT_SEED` (a number) if set, else the first 8 hex digits of `git rev-parse
//   HEAD`, else 1 (no git). vite.config.ts and playwright.config.ts set ADIUTANT_SEED for their
//   workers, so every file of a run uses the same one.
// - `ADIUTANT_FULL=1` (set by `npm run test:full`): `sample` gives everything, `sized` the full size.
import { execFileSync } from 'node:child_process';
import { rng } from './rng';

let cached: number | null = null;

/** The run's seed (see above), a 32-bit unsigned number. */
export function suiteSeed(): number {
  if (cached !== null) return cached;
  const env = process.env.ADIUTANT_SEED;
  if (env !== undefined && env.trim() !== '') {
    const n = Number(env);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Error(`ADIUTANT_SEED must be a whole number 0…4294967295, not ${env}`);
    cached = n;
  } else {
    try {
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      cached = /^[0-9a-f]{8}/.test(head) ? parseInt(head.slice(0, 8), 16) : 1;
    } catch {
      cached = 1;
    }
  }
  return cached;
}

/** Everything is checked (`npm run test:full`, ADIUTANT_FULL=1), not a sample. */
export function fullRun(): boolean {
  return process.env.ADIUTANT_FULL === '1';
}

/** How to run the same sample again, for a failure's message. */
export function seedNote(): string {
  return `ADIUTANT_SEED=${suiteSeed()}${fullRun() ? ' ADIUTANT_FULL=1' : ''}`;
}

/** A 32-bit hash of a label (FNV-1a), so that each use of the seed draws its own numbers. */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Random numbers in [0, 1) from the run's seed and `label` (the same label, the same numbers). */
export function seeded(label: string): () => number {
  return rng((suiteSeed() ^ hash(label)) >>> 0);
}

/** `quick` in `npm test`, `full` in `npm run test:full`. */
export function sized(quick: number, full: number): number {
  return fullRun() ? full : quick;
}

/**
 * `n` of `items`, drawn with the run's seed and `label`, in their original order; all of them in
 * a full run or when there are no more than `n`. Give each use its own label (e.g. the test's
 * name): two samples with the same label and items are the same.
 */
export function sample<T>(items: readonly T[], n: number, label: string): T[] {
  if (fullRun() || n >= items.length) return [...items];
  const r = seeded(label);
  const picked = new Set<number>();
  while (picked.size < n) picked.add(Math.floor(r() * items.length));
  return items.filter((_, i) => picked.has(i));
}

/**
 * `n` whole numbers in [from, to], drawn as `sample` draws (e.g. the seeds of random games): all of
 * them in a full run. Ascending.
 */
export function sampleRange(from: number, to: number, n: number, label: string): number[] {
  const count = to - from + 1;
  if (fullRun() || n >= count) return Array.from({ length: count }, (_, i) => from + i);
  const r = seeded(label);
  const picked = new Set<number>();
  while (picked.size < n) picked.add(from + Math.floor(r() * count));
  return [...picked].sort((a, b) => a - b);
}
