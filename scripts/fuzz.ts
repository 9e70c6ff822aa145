// `npm run fuzz -- --games 100000`: random complete games against the engine; reports games per
// second and writes every failing game as a replayable record to fuzz-failures/. `--both-ways 0.02`
// also checks, on that share of the states, that the engine accepts exactly what legalActions lists.
import { mkdirSync, writeFileSync } from 'node:fs';
import { playRandomGame } from '../tests/fuzz/sim';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const games = arg('games', 2000);
const start = arg('seed', 1);
const bothWays = arg('both-ways', 0);
let failures = 0;
let actions = 0;
const t0 = performance.now();
for (let seed = start; seed < start + games; seed++) {
  const r = playRandomGame(seed, { checkIllegal: 0.05, aggressive: seed % 2 === 0, ...(bothWays ? { checkBothWays: bothWays } : {}) });
  actions += r.actions;
  if (r.failure) {
    failures++;
    mkdirSync('fuzz-failures', { recursive: true });
    const file = `fuzz-failures/seed-${seed}.json`;
    writeFileSync(file, JSON.stringify(r.game.record, null, 1));
    console.log(`seed ${seed}: ${r.failure} → ${file}`);
  }
  if ((seed - start + 1) % 1000 === 0) {
    const s = (performance.now() - t0) / 1000;
    console.log(`${seed - start + 1} games, ${((seed - start + 1) / s).toFixed(1)} games/s`);
  }
}
const secs = (performance.now() - t0) / 1000;
console.log(`${games} games, ${actions} actions in ${secs.toFixed(1)} s: ${(games / secs).toFixed(1)} games/s, ${failures} failing`);
process.exit(failures ? 1 : 0);
