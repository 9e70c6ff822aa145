import { describe, expect, it } from 'vitest';
import { fullRun, sampleRange } from '../seed';
import { playRandomGame } from './sim';

/** Games in `npm run test:full` (seeds 1…2000, or FUZZ_GAMES), split into the parts' files. */
const FULL_GAMES = Number(process.env.FUZZ_GAMES ?? 2000);
/** Games in `npm test`: seeds drawn for each run (tests/seed.ts) among the first 2^31. */
const QUICK_GAMES = 240;
/** Parts that play in `npm test` (the others play in the full run only). */
const QUICK_PARTS = 2;

/**
 * The seeds of part `part` of `parts`: in a full run, its share of seeds 1…FULL_GAMES; in
 * `npm test`, its share of QUICK_GAMES seeds drawn with the run's seed, in the first QUICK_PARTS
 * parts only (a part checks that its games reach every step, which needs over 100 games).
 */
function seedsOf(part: number, parts: number): number[] {
  if (fullRun() || process.env.FUZZ_GAMES) {
    const per = Math.ceil(FULL_GAMES / parts);
    const from = part * per + 1;
    return Array.from({ length: Math.max(0, Math.min(FULL_GAMES, from + per - 1) - from + 1) }, (_, i) => from + i);
  }
  if (part >= QUICK_PARTS) return [];
  const all = sampleRange(1, 0x7fffffff, QUICK_GAMES, 'random games');
  return all.filter((_, i) => i % QUICK_PARTS === part);
}

/** The part's random games (see seedsOf); a part with none in this run is skipped, saying so. */
export function randomGames(part: number, parts: number): void {
  const seeds = seedsOf(part, parts);
  const label =
    fullRun() || process.env.FUZZ_GAMES ? `games ${seeds[0]}–${seeds.at(-1)}` : `${seeds.length} games (seeds drawn for this run)`;
  describe.skipIf(seeds.length === 0)(`part ${part + 1} of ${parts}${seeds.length ? '' : ': in npm run test:full only'}`, () =>
    randomGamesOf(seeds, label)
  );
}

function randomGamesOf(seeds: readonly number[], label: string): void {
  it(`${label}: 1.3-R2 8 units each, one unit per square, 1.4-R2 60 cards per deck, illegal actions leave the state unchanged, the engine accepts exactly what legalActions lists, replay reproduces the end, 2.1/2.3 every game ends`, () => {
    let ended = 0;
    const places = new Set<string>();
    for (const seed of seeds) {
      // both ways (tests/fuzz/both-ways.ts): on the first state of every step a game reaches and on
      // a sample of the others, every listed action is accepted and every accepted candidate listed
      const r = playRandomGame(seed, { checkIllegal: 0.05, aggressive: seed % 2 === 0, checkBothWays: 0.02 });
      if (r.failure) {
        // the failing record is replayable: print it
        console.error(JSON.stringify(r.game.record));
      }
      expect(r.failure, `seed ${seed}`).toBeUndefined();
      expect(r.game.state.stage).toBe('over');
      expect(r.bothWays!.states, `seed ${seed}: states checked both ways`).toBeGreaterThan(10);
      for (const p of Object.keys(r.bothWays!.places)) places.add(p);
      ended++;
    }
    expect(ended).toBe(seeds.length);
    // every step of setup and play was checked somewhere in this part
    if (seeds.length >= 100)
      for (const p of [
        'roll',
        'nations',
        'army',
        'edge',
        'deal',
        'deploy',
        'discard',
        'draw',
        'movement',
        'combat',
        'restoration',
        'guerrilla'
      ])
        expect([...places], p).toContain(p);
    if (seeds.length >= 100)
      for (const step of ['withdraw', 'defender', 'attacker', 'roll', 'choose', 'retreat', 'advance', 'pursuit', 'skirmish-move'])
        expect([...places], step).toContain(`combat:${step}`);
  }, 900_000);
}
