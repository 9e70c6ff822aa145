// The look-ahead of the strong levels (issue 32): Monte Carlo over the best few options of the
// level's own judgement. Each candidate is played on the engine in the same determinised futures
// (futures.ts: the enemy's hand drawn from its unseen cards, both draw piles, the dice): the rest of
// the bot's turn and the enemy's next turn by a quick policy — to nightfall when the night is near —
// and judged from the bot's seat where the future stops. The work is a fixed number of futures (so
// the choice is the same on any machine); the clock is only a safety stop, checked between futures.
import { nightfallScore, other, positionOf, type Action, type Game, type LegalAction } from '../../rules';
import type { Ctx } from '../ctx';
import type { SearchParams } from '../levels';
import { judge } from '../evaluate';
import { WIN } from '../weights';
import { mix } from '../rng';
import { dayLeft } from '../time';
import type { Reason, ScoredOption } from '../types';
import { sampleFutures, type Future } from './futures';
import type { Steps } from '../steps';
import { playOutSteps, type Playout, type Policy } from './playout';

/** The search's clock (injected: a test gives a fake one). */
export interface Clock {
  now(): number;
}

export const SYSTEM_CLOCK: Clock = { now: () => performance.now() };

/** An option with the actions it stands for (a movement plan's whole line, else the action alone). */
export type Line = ScoredOption & { line?: (Action | LegalAction)[] };

/** What one future gave a candidate, from the bot's seat. */
export interface Sample {
  value: number;
  /** the game ended in the future (2.1 or nightfall) */
  over: boolean;
  won: boolean;
  /** the squares each side controls where the future stopped (the engine's nightfall count, 2.2) */
  mine: number;
  theirs: number;
}

/** What the search did, for "Why?" and the tests. */
export interface SearchReport {
  futures: number;
  /** the clock stopped the search before its work was done */
  stopped: boolean;
  toNight: boolean;
}

/** The engine's count and the bot's judgement where a future stopped. */
function sampleOf(c: Ctx, p: Playout): Sample {
  const s = p.game.state;
  const me = c.me;
  const score = s.result?.score ?? nightfallScore(positionOf(s, p.game.catalog));
  const mine = score.score[s.armies![me].nation] ?? 0;
  const theirs = score.score[s.armies![other(me)].nation] ?? 0;
  if (s.stage === 'over') {
    const won = s.result?.winner === me;
    return { value: won ? WIN : -WIN, over: true, won, mine, theirs };
  }
  const j = judge(s, p.game.catalog, me, p.cards[me].hand, c.lp.eval, true, p.game.options.nightfall);
  return { value: j.value, over: false, won: false, mine, theirs };
}

/** Where a future stops: the start of the bot's next turn after an enemy turn (or never, to nightfall). */
function stopAt(game: Game, me: number, toNight: boolean): (g: Game) => boolean {
  if (toNight) return () => false;
  const start = `${game.state.turn}|${game.state.active}`;
  return (g) => g.state.active === me && g.state.phase === 'discard' && `${g.state.turn}|${g.state.active}` !== start;
}

const mean = (xs: readonly Sample[]) => xs.reduce((t, x) => t + x.value, 0) / Math.max(1, xs.length);

/** What the search gives: the options re-scored, and what it did. */
export interface Searched {
  options: Line[];
  report: SearchReport;
}

/**
 * Re-score the best `candidates` options by their futures (the others are ranked below them, in
 * their order). `options` are scored by the level's judgement; `policy` plays both seats in the
 * futures. `onSample` sees every future's end (for tests). In steps (`finish` runs it at once): it
 * yields after each simulated action of every future (playout.ts).
 */
export function* searchSteps(
  c: Ctx,
  options: Line[],
  sp: SearchParams,
  policy: Policy,
  clock: Clock,
  onSample?: (option: number, p: Playout, s: Sample) => void
): Steps<Searched> {
  const t0 = clock.now();
  const order = options.map((o, i) => ({ o, i })).filter((x) => Number.isFinite(x.o.score));
  order.sort((a, b) => b.o.score - a.o.score || a.i - b.i);
  const cands = order.slice(0, sp.candidates).map((x) => ({ i: x.i, samples: [] as Sample[] }));
  const report: SearchReport = { futures: 0, stopped: false, toNight: false };
  if (cands.length < 2) return { options, report };
  const s = c.game.state;
  const left = dayLeft(s, c.game.options, c.me, c.lp.eval.pace);
  if (left.mine + left.theirs > sp.within) return { options, report };
  report.toNight = left.mine + left.theirs <= sp.toNight;
  const stop = stopAt(c.game, c.me, report.toNight);
  const perFuture = report.toNight ? Math.max(1, left.mine + left.theirs) : 2;
  const n = Math.max(sp.minFutures, Math.min(sp.maxFutures, Math.floor(sp.turns / (perFuture * cands.length))));
  const futures: Future[] = [];
  const future = (n: number) => {
    if (futures.length <= n)
      futures.push(...sampleFutures(s, c.game.catalog, c.me, c.hand, n + 1 - futures.length, mix(c.seed, 0x5eac), futures.length));
    return futures[n]!;
  };
  /** One more future for a candidate; false once the clock says stop. */
  const step = function* (k: (typeof cands)[number]): Steps<boolean> {
    if (clock.now() - t0 > sp.deadline) return !(report.stopped = true);
    const o = options[k.i]!;
    const p = yield* playOutSteps(c.game, future(k.samples.length), o.line ?? [o], policy, stop);
    if (!p.ok) return true;
    const x = sampleOf(c, p);
    k.samples.push(x);
    report.futures++;
    onSample?.(k.i, p, x);
    return true;
  };
  if (sp.allocation === 'flat') {
    outer: for (let f = 0; f < n; f++) for (const k of cands) if (!(yield* step(k))) break outer;
  } else {
    // sequential halving: each round shares the budget among the candidates left, then keeps the better half
    const total = n * cands.length;
    let alive = [...cands];
    const rounds = Math.ceil(Math.log2(cands.length));
    outer: for (let r = 0; r < rounds && alive.length > 1; r++) {
      const per = Math.max(1, Math.floor(total / (alive.length * rounds)));
      for (let f = 0; f < per; f++) for (const k of alive) if (!(yield* step(k))) break outer;
      alive = [...alive].sort((a, b) => mean(b.samples) - mean(a.samples)).slice(0, Math.ceil(alive.length / 2));
    }
  }
  if (sp.keepFirst !== undefined) keepFirst(cands, sp.keepFirst);
  return { options: rescored(options, cands, report), report };
}

/**
 * The judgement's best candidate (the first) stays first unless another's futures are better by
 * more than `z` standard errors of the paired differences (the same futures for every candidate):
 * a candidate not clearly better has its futures' values lowered to just under the first's mean.
 */
function keepFirst(cands: { i: number; samples: Sample[] }[], z: number): void {
  const first = cands[0];
  if (!first || first.samples.length === 0) return;
  const m0 = mean(first.samples);
  for (const k of cands.slice(1)) {
    const n = Math.min(k.samples.length, first.samples.length);
    if (n === 0) continue;
    const d = Array.from({ length: n }, (_, j) => k.samples[j]!.value - first.samples[j]!.value);
    const md = d.reduce((a, b) => a + b, 0) / n;
    const sd = n > 1 ? Math.sqrt(d.reduce((a, b) => a + (b - md) ** 2, 0) / (n - 1)) : Infinity;
    if (md > z * (sd / Math.sqrt(n))) continue;
    const over = mean(k.samples) - (m0 - 1e-6);
    if (over > 0) k.samples = k.samples.map((x) => ({ ...x, value: x.value - over }));
  }
}

/**
 * The candidates by their futures' mean (with their reasons; one dropped by a halving round ranks
 * after those that went on), then the other options in their order, below the candidates.
 */
function rescored(options: Line[], cands: { i: number; samples: Sample[] }[], report: SearchReport): Line[] {
  const searched = cands.filter((k) => k.samples.length > 0);
  if (searched.length === 0) return options;
  searched.sort((a, b) => b.samples.length - a.samples.length || mean(b.samples) - mean(a.samples));
  const out = options.map((o) => ({ ...o }));
  let last = Infinity;
  for (const k of searched) {
    last = Math.min(mean(k.samples), last - 0.01);
    out[k.i]!.score = last;
    out[k.i]!.reasons = [futuresReason(k.samples, report.toNight), ...options[k.i]!.reasons];
  }
  const done = new Set(searched.map((k) => k.i));
  const rest = out.map((o, i) => ({ o, i })).filter((x) => !done.has(x.i) && Number.isFinite(x.o.score));
  rest.sort((a, b) => b.o.score - a.o.score || a.i - b.i);
  for (const x of rest) x.o.score = last = last - 0.01;
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

/** "wins the count 5–4 at nightfall in 7 of 10 futures", or the count after the enemy's next turn. */
export function futuresReason(samples: readonly Sample[], toNight: boolean): Reason {
  const won = samples.filter((x) => x.won).length;
  return {
    kind: 'futures',
    futures: samples.length,
    won,
    night: toNight,
    mine: median(samples.map((x) => x.mine)),
    theirs: median(samples.map((x) => x.theirs))
  };
}
