// The opponent's strength and speed (issues 26 and 32), measured with playMatch. Each figure is a
// number of games of one side against another (fixed seeds; the games come in pairs on the same
// seed, nations and map with the seats swapped, so seats alternate and a strong nation or a lucky
// map favours neither side), printed as a win rate with its 95 % (Wilson) interval. The sides: the
// four levels, a uniform random player, and today's bot of issue 26 frozen under bench/baseline
// (`baseline-normal`, `baseline-hard`). For each figure: the share of the first side's wins by
// attrition (2.1) and by the nightfall count (2.2), and the distinct units each side moved per game.
// Per level: the milliseconds per decision (the process's CPU time, as the goal is the bot's own
// cost; the clock's time for information) and the wait for a whole quiet bot turn (its player turn
// without a combat: the sum of its decisions, by the clock).
//
// `npm run bench:bot` (or `node --import tsx bench/bot.ts [--games N] [--only a:b,c:d] [--json out]`)
// prints only these rows; `--merge a.json b.json …` prints the table of figures run apart (e.g. in
// parallel, each with `--only` and `--json`); `npm run bench` includes them. A game without a
// winner counts as not won.
import { readFileSync, writeFileSync } from 'node:fs';
import { playMatch, randomPlayer, type Level, type Player } from '../src/lib/bot';
import { decideWith } from '../src/lib/bot/decide';
import { LEVEL_PARAMS, type LevelParams } from '../src/lib/bot/levels';
import { mix, rng } from '../src/lib/bot/rng';
import { NATION_IDS, prompt, type Game, type NationId, type Seat } from '../src/lib/rules';
import { baselineBot } from './baseline';
import { printTable } from './harness';

export interface BotRow {
  name: string;
  value: string;
  goal: string;
  ok: string;
}

export type Side = Level | 'random' | 'baseline-normal' | 'baseline-hard' | string;

/** Other sides by name: a level's variants (`LevelParams`), to compare ways of searching. */
export const VARIANTS = new Map<string, LevelParams>();

/** Random nations for a seed (two different ones). */
export function nationsFor(seed: number): [NationId, NationId] {
  const r = rng(mix(seed, 0x4a7));
  const x = Math.floor(r() * NATION_IDS.length);
  let y = Math.floor(r() * (NATION_IDS.length - 1));
  if (y >= x) y++;
  return [NATION_IDS[x]!, NATION_IDS[y]!];
}

/** The Player of a side. */
export function playerOf(side: Side, seed: number): Player {
  if (side === 'random') return randomPlayer(seed);
  if (side === 'baseline-normal') return baselineBot('normal', seed);
  if (side === 'baseline-hard') return baselineBot('hard', seed);
  const v = VARIANTS.get(side) ?? LEVEL_PARAMS[side as Level];
  if (!v) throw new Error(`bench: no side ${side}`);
  return (view) => decideWith(v, seed, view, 0, { clock: CPU_CLOCK }).chosen;
}

/**
 * The search's safety stop (search.ts) reads this process's CPU time here, not the wall clock: the
 * bench runs beside other work, and a loaded machine must not cut the look-ahead short and change the
 * figure. The choice is makeBot's whenever the stop does not trip (the decision's CPU time stays
 * under it: the decision ms rows show its max).
 */
const CPU_CLOCK = {
  now: () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  }
};

/** One decision of a side: its CPU and clock milliseconds, and the player turn it belongs to. */
interface Timed {
  cpu: number;
  wall: number;
  /** `turn|active seat`, and whether the deciding seat is the active one */
  turn: string;
  own: boolean;
  step: string;
}

function timed(player: Player, log: Timed[]): Player {
  return (view) => {
    const s = view.game.state;
    const step = prompt(view.game).step;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const a = player(view);
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    log.push({ cpu: (c.user + c.system) / 1000, wall, turn: `${s.turn}|${s.active}`, own: s.active === view.seat, step });
    return a;
  };
}

/** The distinct units each seat moved in a game (a move or a Forced March, rule 5). */
export function unitsMoved(game: Game): [number, number] {
  const moved: [Set<string>, Set<string>] = [new Set(), new Set()];
  for (let g: Game | null = game; g?.previous; g = g.previous) {
    const a = g.lastAction!;
    if (a.type !== 'move' && a.type !== 'forced-march') continue;
    const s = g.previous.state;
    const u = s.armies?.[s.active].units.find((x) => x.square === a.from);
    if (u) moved[s.active].add(u.unit);
  }
  return [moved[0].size, moved[1].size];
}

/** What one figure's games gave. */
export interface Figure {
  a: Side;
  b: Side;
  games: number;
  wins: number;
  draws: number;
  /** a's wins by attrition and by the nightfall count; b's likewise */
  by: { a: { attrition: number; nightfall: number }; b: { attrition: number; nightfall: number } };
  /** distinct units moved per game, a's and b's */
  moved: { a: number[]; b: number[] };
  /** per game, a's squares less b's at nightfall (2.2; null after an attrition victory or no winner) */
  margins: (number | null)[];
  /** per side: its decisions' CPU and clock ms, and its quiet turns' waits (clock ms; `quietCpu`: their CPU ms, the wait on a quiet machine) */
  times: Record<string, { cpu: number[]; wall: number[]; quietTurns: number[]; quietCpu?: number[] }>;
  seconds: number;
}

/** The waits of a side's quiet player turns: the sum of its decisions in each of its turns without a combat (clock and CPU ms). */
function quietTurns(log: Timed[]): { wall: number; cpu: number }[] {
  const turns = new Map<string, { wall: number; cpu: number; combat: boolean }>();
  for (const d of log) {
    if (!d.own) continue;
    let t = turns.get(d.turn);
    if (!t) turns.set(d.turn, (t = { wall: 0, cpu: 0, combat: false }));
    t.wall += d.wall;
    t.cpu += d.cpu;
    if (d.step.startsWith('combat:')) t.combat = true;
  }
  return [...turns.values()].filter((t) => !t.combat);
}

/** Games of `a` against `b` (pairs of games with swapped seats on one seed); `progress` sees the figure so far every ten games. */
export function playFigure(a: Side, b: Side, n: number, base: number, log = false, progress?: (f: Figure) => void): Figure {
  const t0 = performance.now();
  const f: Figure = {
    a,
    b,
    games: 0,
    wins: 0,
    draws: 0,
    by: { a: { attrition: 0, nightfall: 0 }, b: { attrition: 0, nightfall: 0 } },
    moved: { a: [], b: [] },
    margins: [],
    times: {},
    seconds: 0
  };
  const times = (side: Side) => (f.times[side] ??= { cpu: [], wall: [], quietTurns: [], quietCpu: [] });
  for (let i = 0; i < n; i++) {
    const seed = base + (i >> 1);
    const aSeat = (i % 2) as Seat;
    const la: Timed[] = [];
    const lb: Timed[] = [];
    const pa = timed(playerOf(a, mix(seed, 1)), la);
    const pb = timed(playerOf(b, mix(seed, 2)), lb);
    const m = playMatch({ seed, players: aSeat === 0 ? [pa, pb] : [pb, pa], nations: nationsFor(seed) });
    const by = m.game.state.result?.by;
    f.games++;
    if (m.winner === null) f.draws++;
    else if (m.winner === aSeat) {
      f.wins++;
      if (by) f.by.a[by]++;
    } else if (by) f.by.b[by]++;
    const score = m.game.state.result?.by === 'nightfall' ? m.game.state.result.score : undefined;
    const nations = m.game.state.armies?.map((x) => x.nation);
    f.margins.push(score && nations ? score.score[nations[aSeat]!]! - score.score[nations[1 - aSeat]!]! : null);
    const moved = unitsMoved(m.game);
    f.moved.a.push(moved[aSeat]);
    f.moved.b.push(moved[1 - aSeat]!);
    for (const [side, l] of [
      [a, la],
      [b, lb]
    ] as const) {
      const t = times(side);
      for (const d of l) {
        t.cpu.push(d.cpu);
        t.wall.push(d.wall);
      }
      const quiet = quietTurns(l);
      t.quietTurns.push(...quiet.map((q) => q.wall));
      (t.quietCpu ??= []).push(...quiet.map((q) => q.cpu));
    }
    if ((i + 1) % 10 === 0) {
      f.seconds = (performance.now() - t0) / 1000;
      if (log) console.error(`  ${a} vs ${b}: ${f.wins}/${i + 1} (${f.seconds.toFixed(0)} s)`);
      progress?.(f);
    }
  }
  f.seconds = (performance.now() - t0) / 1000;
  return f;
}

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
};

const mean = (xs: number[]) => (xs.length ? xs.reduce((x, y) => x + y, 0) / xs.length : 0);

/** The 95 % Wilson score interval of k successes in n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** The figures of issue 32: [a, b, goal (a's win rate, %) or null for information, seed base]. */
export const FIGURES: readonly [Side, Side, number | null, number][] = [
  ['expert', 'baseline-hard', 75, 400_000],
  ['expert', 'hard', 60, 900_000],
  ['hard', 'baseline-hard', null, 400_000],
  ['normal', 'baseline-normal', 60, 500_000],
  ['hard', 'normal', 60, 300_000],
  ['normal', 'easy', 60, 200_000],
  ['normal', 'random', 95, 100_000],
  ['hard', 'easy', null, 600_000],
  ['hard', 'random', null, 700_000],
  ['easy', 'random', null, 800_000],
  ['expert', 'random', null, 1_000_000]
];

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The table rows of some figures: win rates, how the games were won, units moved; then time per level. */
export function rowsOf(figures: Figure[]): BotRow[] {
  const rows: BotRow[] = [];
  for (const f of figures) {
    const goal = FIGURES.find(([a, b]) => a === f.a && b === f.b)?.[2] ?? null;
    const rate = f.wins / f.games;
    const [lo, hi] = wilson(f.wins, f.games);
    rows.push({
      name: `bot: win rate ${f.a} vs ${f.b} (${f.games} games${f.draws ? `, ${f.draws} without a winner` : ''})`,
      value: `${pct(rate)} (${(100 * lo).toFixed(0)}–${(100 * hi).toFixed(0)} %)`,
      goal: goal === null ? '—' : `≥ ${goal} %`,
      ok: goal === null ? '—' : 100 * rate >= goal ? 'yes' : 'NO'
    });
    const won = f.by.a.attrition + f.by.a.nightfall;
    rows.push({
      name: `  ${f.a}'s wins by attrition / by the nightfall count; units moved per game, ${f.a} / ${f.b}`,
      value: `${won ? pct(f.by.a.attrition / won) : '—'} / ${won ? pct(f.by.a.nightfall / won) : '—'}; ${mean(f.moved.a).toFixed(1)} / ${mean(f.moved.b).toFixed(1)}`,
      goal: '—',
      ok: '—'
    });
  }
  // per level, over every figure it played in
  const levels = new Map<
    string,
    { cpu: number[]; wall: number[]; quietTurns: number[]; quietCpu: number[]; moved: number[]; won: number; att: number }
  >();
  for (const f of figures) {
    for (const [side, moved] of [
      [f.a, f.moved.a],
      [f.b, f.moved.b]
    ] as const) {
      const t = f.times[side];
      if (!t || side === 'random') continue;
      let l = levels.get(side);
      if (!l) levels.set(side, (l = { cpu: [], wall: [], quietTurns: [], quietCpu: [], moved: [], won: 0, att: 0 }));
      l.cpu.push(...t.cpu);
      l.wall.push(...t.wall);
      l.quietTurns.push(...t.quietTurns);
      l.quietCpu.push(...(t.quietCpu ?? []));
      l.moved.push(...moved);
    }
    const la = levels.get(f.a);
    if (la) {
      la.won += f.by.a.attrition + f.by.a.nightfall;
      la.att += f.by.a.attrition;
    }
    const lb = levels.get(f.b);
    if (lb) {
      lb.won += f.by.b.attrition + f.by.b.nightfall;
      lb.att += f.by.b.attrition;
    }
  }
  for (const [side, l] of levels) {
    const med = quantile(l.cpu, 0.5);
    const max = quantile(l.cpu, 1);
    const medGoal = side === 'expert' || side === 'hard' ? 200 : side === 'normal' ? 50 : Infinity;
    rows.push({
      name: `bot: decision ms median / max, ${side} (${l.cpu.length} decisions, CPU time)`,
      value: `${med.toFixed(2)} / ${max.toFixed(0)} ms (p90 ${quantile(l.cpu, 0.9).toFixed(0)}, p99 ${quantile(l.cpu, 0.99).toFixed(0)})`,
      goal: `${Number.isFinite(medGoal) ? `≤ ${medGoal} / ` : ''}≤ 2000 ms`,
      ok: med <= medGoal && max <= 2000 ? 'yes' : 'NO'
    });
    rows.push({
      name: `  by the clock (p90); a quiet turn's wait, median / p90 / max (${l.quietTurns.length} turns)`,
      value: `${quantile(l.wall, 0.5).toFixed(2)} / ${quantile(l.wall, 1).toFixed(0)} ms (${quantile(l.wall, 0.9).toFixed(0)}); ${quantile(l.quietTurns, 0.5).toFixed(0)} / ${quantile(l.quietTurns, 0.9).toFixed(0)} / ${quantile(l.quietTurns, 1).toFixed(0)} ms`,
      goal: '—',
      ok: '—'
    });
    if (l.quietCpu.length)
      rows.push({
        name: `  a quiet turn's wait by CPU time (as on a quiet machine), median / p90 / max (${l.quietCpu.length} turns)`,
        value: `${quantile(l.quietCpu, 0.5).toFixed(0)} / ${quantile(l.quietCpu, 0.9).toFixed(0)} / ${quantile(l.quietCpu, 1).toFixed(0)} ms`,
        goal: '—',
        ok: '—'
      });
    rows.push({
      name: `  ${side}: units moved per game; its wins by attrition / by the nightfall count`,
      value: `${mean(l.moved).toFixed(1)}; ${l.won ? pct(l.att / l.won) : '—'} / ${l.won ? pct(1 - l.att / l.won) : '—'}`,
      goal: '—',
      ok: '—'
    });
  }
  return rows;
}

/** The bot rows of the bench: every figure of FIGURES (or those named `a:b` in `only`), n games each. */
export function benchBot(n = 200, log = false, only?: string[]): BotRow[] {
  return rowsOf(runFigures(n, log, only));
}

/**
 * Every figure of FIGURES (or those named in `only`), from its game `skip` on (an even number: the
 * games of a seed come in pairs), so that a figure can be played in parts side by side and merged;
 * `progress` sees the figures so far (the one under way included) every ten games.
 */
function runFigures(n: number, log: boolean, only?: string[], progress?: (fs: Figure[]) => void, skip = 0): Figure[] {
  if (skip % 2) throw new Error('--skip: an even number of games');
  const done: Figure[] = [];
  for (const [a, b, , base] of FIGURES.filter(([a, b]) => !only || only.includes(`${a}:${b}`)))
    done.push(playFigure(a, b, n, base + skip / 2, log, (f) => progress?.([...done, f])));
  return done;
}

/** The parts of one figure (the same sides, other games) as one figure. */
export function mergeFigures(figures: Figure[]): Figure[] {
  const out = new Map<string, Figure>();
  for (const f of figures) {
    const key = `${f.a}:${f.b}`;
    const m = out.get(key);
    if (!m) {
      out.set(key, structuredClone(f));
      continue;
    }
    m.games += f.games;
    m.wins += f.wins;
    m.draws += f.draws;
    for (const side of ['a', 'b'] as const) {
      m.by[side].attrition += f.by[side].attrition;
      m.by[side].nightfall += f.by[side].nightfall;
      m.moved[side].push(...f.moved[side]);
    }
    m.margins.push(...f.margins);
    for (const [side, t] of Object.entries(f.times)) {
      const mt = (m.times[side] ??= { cpu: [], wall: [], quietTurns: [], quietCpu: [] });
      mt.cpu.push(...t.cpu);
      mt.wall.push(...t.wall);
      mt.quietTurns.push(...t.quietTurns);
      (mt.quietCpu ??= []).push(...(t.quietCpu ?? []));
    }
    m.seconds = Math.max(m.seconds, f.seconds);
  }
  return [...out.values()];
}

// run on its own: node --import tsx bench/bot.ts [--games N] [--skip K] [--only a:b,…] [--json file] | --merge files…
// (npm run bench:bot runs it as one bundle, scripts/bundled.mjs, as the app's worker runs the bot)
if (process.argv[1] && /bench[/\\]bot\.(ts|mjs)$/.test(process.argv[1])) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const t0 = performance.now();
  let figures: Figure[];
  if (args[0] === '--merge') figures = mergeFigures(args.slice(1).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as Figure[]));
  else {
    // with --json the figures so far are written every ten games (a long run stopped early keeps them)
    const out = opt('--json');
    const save = (fs: Figure[]) => out && writeFileSync(out, JSON.stringify(fs));
    figures = runFigures(Number(opt('--games') ?? 200), true, opt('--only')?.split(','), save, Number(opt('--skip') ?? 0));
    save(figures);
  }
  printTable(rowsOf(figures));
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
