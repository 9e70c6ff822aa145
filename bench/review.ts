// The review's bench (issue 33): the chance model's calibration table (positions of bot-against-bot
// games grouped by estimated chance in tenths, with the share actually won), the share of decisions
// each threshold flags, the time to review a game of about 500 actions in a worker thread, and the
// share of planted blunders the review ranks among the seat's 3 worst moments.
//   node --import tsx bench/review.ts [--games N] [--planted N] [--held-out N]   prints the rows (also in `npm run bench`)
//   npm run calibrate:review  (node --import tsx bench/review.ts --calibrate [--train N] [--held-out N])
//     fits the model to N bot-against-bot games (default 800), writes src/lib/review/calibration.ts
//     and prints the calibration table on the held-out games (default 400; README, "Reviewing a game")
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { features, FEATURES, gamesOf, chanceOf, MODEL, reviewGame, THRESHOLDS, type ChanceModel, type MomentKind } from '../src/lib/review';
import { material } from '../src/lib/bot/values';
import { printTable } from './harness';
import { benchGame, type BenchGame } from './review/games';
import { calibrationTable, fitLogistic, scores, type Sample } from './review/fit';
import { plantedGame } from './review/planted';

export interface ReviewRow {
  name: string;
  value: string;
  goal: string;
  ok: string;
}

/** Held-out games (never the ones the model was fitted to: those start at TRAIN_BASE). */
const TEST_BASE = 500_000;
const TRAIN_BASE = 1000;
const PLANT_BASE = 700_000;
/** The games the model is fitted to, and the held-out games its calibration is judged on, by default. */
export const TRAIN_GAMES = 800;
export const HELD_OUT_GAMES = 400;
/**
 * A tenth is judged when its positions come from at least this many held-out games: the positions of
 * one game share its result, so a tenth's share won is only as sure as its number of games.
 */
export const ENOUGH_GAMES = 30;

function gamesFrom(base: number, n: number, log: boolean): BenchGame[] {
  const out: BenchGame[] = [];
  for (let i = 0; i < n; i++) {
    out.push(benchGame(base, i));
    if (log && (i + 1) % 20 === 0) console.error(`  games ${i + 1}/${n}`);
  }
  return out;
}

/** Every position of play of games with a winner, with its features and whether seat 0 won. */
function samplesOf(games: readonly BenchGame[]): Sample[] {
  const out: Sample[] = [];
  for (const [gi, bg] of games.entries()) {
    if (bg.winner === null) continue;
    for (const g of gamesOf(bg.record)) {
      const x = features(g);
      if (x) out.push({ x, y: bg.winner === 0 ? 1 : 0, game: gi });
    }
  }
  return out;
}

/** The model's features of the armies' material (strength, full-strength units, eliminations, the brink of five). */
const MATERIAL = ['strength', 'full', 'eliminated', 'brink'].map((f) => FEATURES.indexOf(f as (typeof FEATURES)[number]));

/**
 * The logit of one point of the bot's scores: the bot scores in strength points of material (bot
 * values.ts `material`), so a point is worth what the fitted model gives the same material — the
 * least-squares slope, over the positions, of the model's material part on the bot's material lead.
 */
function perPointOf(games: readonly BenchGame[], w: readonly number[]): number {
  let mz = 0;
  let mm = 0;
  for (const bg of games)
    for (const g of gamesOf(bg.record)) {
      const x = features(g);
      if (!x) continue;
      const m = material(g.state, g.catalog, 0) - material(g.state, g.catalog, 1);
      mz += m * MATERIAL.reduce((a, i) => a + w[i]! * x[i]!, 0);
      mm += m * m;
    }
  return mz / mm;
}

/** Fit the model to `n` games and write calibration.ts; then the calibration table on `heldOut` other games. */
export function calibrate(n: number, heldOut: number): ReviewRow[] {
  const games = gamesFrom(TRAIN_BASE, n, true);
  const samples = samplesOf(games);
  const w = fitLogistic(samples, FEATURES.length).map((x) => Math.round(x * 1000) / 1000);
  const perPoint = Math.round(perPointOf(games, w) * 1000) / 1000;
  console.log(FEATURES.map((f, i) => `${f} ${w[i]}`).join('  '), ` perPoint ${perPoint}`);
  writeFileSync(
    new URL('../src/lib/review/calibration.ts', import.meta.url),
    `// Written by \`npm run calibrate:review\` (bench/review.ts --calibrate --train ${n}; issue 33): the chance model's weights
// fitted to ${n} bot-against-bot games (${samples.length} positions), in the order of chance.ts FEATURES; one
// point of the bot's scores is worth what the model gives a point of the bot's material (bench/review.ts
// perPointOf). Re-run it after the bot changes (README, "Reviewing a game").
import type { ChanceModel } from './types';

export const MODEL: ChanceModel = {
  weights: [${w.join(', ')}],
  perPoint: ${perPoint}
};
`
  );
  const model: ChanceModel = { weights: w, perPoint };
  return calibrationRows(gamesFrom(TEST_BASE, heldOut, true), model);
}

/** The calibration table (section 1) on held-out games: their positions grouped by estimated chance in tenths, with the share won. */
function calibrationRows(games: readonly BenchGame[], model: ChanceModel = MODEL): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const pairs: { p: number; y: number; game: number }[] = [];
  for (const [gi, bg] of games.entries()) {
    if (bg.winner === null) continue;
    for (const g of gamesOf(bg.record)) if (features(g)) pairs.push({ p: chanceOf(g, model), y: bg.winner === 0 ? 1 : 0, game: gi });
  }
  const table = calibrationTable(pairs);
  const judged = table.filter((r) => r.games >= ENOUGH_GAMES);
  rows.push({
    name: `review: calibration, tenths within 10 points (${games.length} held-out games, ${pairs.length} positions; a tenth of ≥ ${ENOUGH_GAMES} games judged)`,
    value: `${judged.filter((r) => r.ok).length} of ${judged.length}`,
    goal: `all`,
    ok: judged.length > 0 && judged.every((r) => r.ok) ? 'yes' : 'NO'
  });
  for (const r of table)
    rows.push({
      name: `  estimate ${r.from.toFixed(1)}–${(r.from + 0.1).toFixed(1)}: ${r.positions} positions of ${r.games} games`,
      value: r.positions ? `${pct(r.estimate)} → won ${pct(r.won)}` : '—',
      goal: '± 10 points',
      ok: r.games >= ENOUGH_GAMES ? (r.ok ? 'yes' : 'NO') : '—'
    });
  const s = scores(pairs);
  rows.push({
    name: '  log-loss / Brier (a coin: 0.693 / 0.25)',
    value: `${s.logLoss.toFixed(3)} / ${s.brier.toFixed(3)}`,
    goal: '—',
    ok: '—'
  });
  return rows;
}

function timeInWorker(record: BenchGame['record']): Promise<{ ms: number; first: number; moments: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./review/time-worker.mjs', import.meta.url), { workerData: record });
    w.once('message', (m) => {
      resolve(m as { ms: number; first: number; moments: number });
      void w.terminate();
    });
    w.once('error', reject);
  });
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/**
 * The review's rows of the bench: the calibration table on `heldOut` held-out games, the thresholds'
 * shares and the time on the first `n` of them, `planted` games with a planted blunder.
 */
export async function benchReview(n = 60, planted = 50, log = false, heldOut = HELD_OUT_GAMES): Promise<ReviewRow[]> {
  const all = gamesFrom(TEST_BASE, Math.max(n, heldOut), log);
  const games = all.slice(0, n);
  const rows = calibrationRows(all.slice(0, heldOut));
  // the thresholds: the share of judged decisions each kind flags
  const kinds: Record<MomentKind, number> = { blunder: 0, mistake: 0, inaccuracy: 0 };
  let decisions = 0;
  for (const bg of games) {
    const r = reviewGame(bg.record, {
      onProgress: (done, total) => {
        if (done === 0) decisions += total;
      }
    });
    for (const m of r.moments) kinds[m.kind]++;
  }
  for (const k of ['blunder', 'mistake', 'inaccuracy'] as const)
    rows.push({
      name: `review: share of decisions flagged ${k} (≥ ${THRESHOLDS[k] * 100} points; ${decisions} decisions)`,
      value: pct(kinds[k] / Math.max(1, decisions)),
      goal: '—',
      ok: '—'
    });
  // time: the finished game nearest 500 actions, reviewed in a worker thread at the default level
  const near = [...games].sort((a, b) => Math.abs(a.record.actions.length - 500) - Math.abs(b.record.actions.length - 500))[0]!;
  const t = await timeInWorker(near.record);
  rows.push({
    name: `review: a finished ${near.record.actions.length}-action game, in a worker, normal`,
    value: `${(t.ms / 1000).toFixed(2)} s`,
    goal: '≤ 60 s',
    ok: t.ms <= 60_000 ? 'yes' : 'NO'
  });
  rows.push({
    name: '  first progress report after',
    value: `${t.first.toFixed(0)} ms`,
    goal: '≤ 1000 ms',
    ok: t.first <= 1000 ? 'yes' : 'NO'
  });
  // planted blunders
  const results = [];
  for (let i = 0; i < planted; i++) {
    results.push(plantedGame(PLANT_BASE, i));
    if (log && (i + 1) % 10 === 0) console.error(`  planted ${i + 1}/${planted}`);
  }
  const done = results.filter((r) => r.index !== null);
  const top3 = done.filter((r) => r.rank !== null && r.rank <= 3).length;
  rows.push({
    name: `review: planted blunder among the seat's 3 worst (${done.length} games planted of ${planted})`,
    value: pct(top3 / Math.max(1, done.length)),
    goal: '≥ 80 %',
    ok: top3 >= 0.8 * done.length ? 'yes' : 'NO'
  });
  return rows;
}

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};

if (process.argv[1] && /bench[/\\]review\.ts$/.test(process.argv[1])) {
  const t0 = performance.now();
  if (process.argv.includes('--calibrate')) printTable(calibrate(arg('--train', TRAIN_GAMES), arg('--held-out', HELD_OUT_GAMES)));
  else printTable(await benchReview(arg('--games', 60), arg('--planted', 50), true, arg('--held-out', HELD_OUT_GAMES)));
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
