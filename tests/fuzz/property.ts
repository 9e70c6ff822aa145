import { expect, it } from 'vitest';
import { playRandomGame } from './sim';

/** FUZZ_GAMES (default 2000) games in all, split into `parts` test files. */
export function randomGames(part: number, parts: number): void {
  const total = Number(process.env.FUZZ_GAMES ?? 2000);
  const per = Math.ceil(total / parts);
  const from = part * per + 1;
  const to = Math.min(total, from + per - 1);
  it(`games ${from}–${to}: 1.3-R2 8 units each, one unit per square, 1.4-R2 60 cards per deck, illegal actions leave the state unchanged, the engine accepts exactly what legalActions lists, replay reproduces the end, 2.1/2.3 every game ends`, () => {
    let ended = 0;
    const places = new Set<string>();
    for (let seed = from; seed <= to; seed++) {
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
    expect(ended).toBe(to - from + 1);
    // every step of setup and play was checked somewhere in this part
    if (to - from >= 100)
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
    if (to - from >= 100)
      for (const step of ['withdraw', 'defender', 'attacker', 'roll', 'choose', 'retreat', 'advance', 'pursuit', 'skirmish-move'])
        expect([...places], step).toContain(`combat:${step}`);
  }, 900_000);
}
