// The opponent's strength and speed (issue 26), measured with playMatch: win rates of normal vs a
// uniform random player, normal vs easy and hard vs normal over N games each (fixed seeds; the games
// come in pairs on the same seed, nations and map with the seats swapped, so seats alternate and a
// strong nation or a lucky map favours neither bot), and the milliseconds per decision per level
// (the process's CPU time, as the goal is the bot's own cost; the clock's time for information).
// `npm run bench:bot` (or `node --import tsx bench/bot.ts [--games N]`) prints only these rows;
// `npm run bench` includes them. A game without a winner counts as not won.
import { makeBot, playMatch, randomPlayer, type Level, type Player } from '../src/lib/bot';
import { mix, rng } from '../src/lib/bot/rng';
import { NATION_IDS, type NationId } from '../src/lib/rules';
import { printTable } from './harness';

export interface BotRow {
  name: string;
  value: string;
  goal: string;
  ok: string;
}

type Side = Level | 'random';

/** Random nations for a seed (two different ones). */
export function nationsFor(seed: number): [NationId, NationId] {
  const r = rng(mix(seed, 0x4a7));
  const x = Math.floor(r() * NATION_IDS.length);
  let y = Math.floor(r() * (NATION_IDS.length - 1));
  if (y >= x) y++;
  return [NATION_IDS[x]!, NATION_IDS[y]!];
}

// per decision: the process's CPU time (what the decision costs, whatever else runs on the machine)
// and the wall-clock time (what a player would wait on this machine as loaded as it was)
const cpu: Record<Level, number[]> = { easy: [], normal: [], hard: [] };
const wall: Record<Level, number[]> = { easy: [], normal: [], hard: [] };

function timed(side: Side, seed: number): Player {
  if (side === 'random') return randomPlayer(seed);
  const bot = makeBot(side, seed);
  return (view) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const a = bot(view);
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    wall[side].push(t);
    cpu[side].push((c.user + c.system) / 1000);
    return a;
  };
}

/** Games of `a` against `b`: a's wins out of n (pairs of games with swapped seats on one seed). */
export function winRate(a: Side, b: Side, n: number, base: number, log = false): { wins: number; games: number; draws: number } {
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < n; i++) {
    const seed = base + (i >> 1);
    const aSeat = i % 2;
    const pa = timed(a, mix(seed, 1));
    const pb = timed(b, mix(seed, 2));
    const m = playMatch({ seed, players: aSeat === 0 ? [pa, pb] : [pb, pa], nations: nationsFor(seed) });
    if (m.winner === null) draws++;
    else if (m.winner === aSeat) wins++;
    if (log && (i + 1) % 10 === 0) console.error(`  ${a} vs ${b}: ${wins}/${i + 1}`);
  }
  return { wins, games: n, draws };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
};

/** The bot rows of the bench: three win rates (goals 95 %, 65 %, 60 %) and decision times per level. */
export function benchBot(n = 100, log = false): BotRow[] {
  const rows: BotRow[] = [];
  const rate = (name: string, a: Side, b: Side, goal: number, base: number) => {
    const r = winRate(a, b, n, base, log);
    const pct = (100 * r.wins) / r.games;
    rows.push({
      name: `bot: win rate ${name} (${r.games} games${r.draws ? `, ${r.draws} without a winner` : ''})`,
      value: `${pct.toFixed(1)} %`,
      goal: `≥ ${goal} %`,
      ok: pct >= goal ? 'yes' : 'NO'
    });
  };
  rate('normal vs random', 'normal', 'random', 95, 100_000);
  rate('normal vs easy', 'normal', 'easy', 65, 200_000);
  rate('hard vs normal', 'hard', 'normal', 60, 300_000);
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const t = cpu[level];
    const med = quantile(t, 0.5);
    const max = quantile(t, 1);
    const medGoal = level === 'normal' ? 200 : Infinity;
    rows.push({
      name: `bot: decision ms median / max, ${level} (${t.length} decisions, CPU time)`,
      value: `${med.toFixed(2)} / ${max.toFixed(0)} ms`,
      goal: `${level === 'normal' ? '≤ 200 / ' : ''}≤ 2000 ms`,
      ok: med <= medGoal && max <= 2000 ? 'yes' : 'NO'
    });
  }
  // for information: the same decisions by the clock (the machine is shared: others' work counts here)
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const t = wall[level];
    rows.push({
      name: `  the same by the clock, ${level} (p90)`,
      value: `${quantile(t, 0.5).toFixed(2)} / ${quantile(t, 1).toFixed(0)} ms (${quantile(t, 0.9).toFixed(0)})`,
      goal: '—',
      ok: '—'
    });
  }
  return rows;
}

// run on its own: node --import tsx bench/bot.ts [--games N]
if (process.argv[1] && /bench[/\\]bot\.ts$/.test(process.argv[1])) {
  const i = process.argv.indexOf('--games');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 100;
  const t0 = performance.now();
  const rows = benchBot(n, true);
  printTable(rows);
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
