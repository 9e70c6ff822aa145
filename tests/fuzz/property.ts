import { expect, it } from 'vitest';
import { playRandomGame } from './sim';

/** FUZZ_GAMES (default 2000) games in all, split into `parts` test files. */
export function randomGames(part: number, parts: number): void {
  const total = Number(process.env.FUZZ_GAMES ?? 2000);
  const per = Math.ceil(total / parts);
  const from = part * per + 1;
  const to = Math.min(total, from + per - 1);
  it(`games ${from}–${to}: 1.3-R2 8 units each, one unit per square, 1.4-R2 60 cards per deck, illegal actions leave the state unchanged, replay reproduces the end, 2.1/2.3 every game ends`, () => {
    let ended = 0;
    for (let seed = from; seed <= to; seed++) {
      const r = playRandomGame(seed, { checkIllegal: 0.05, aggressive: seed % 2 === 0 });
      if (r.failure) {
        // the failing record is replayable: print it
        console.error(JSON.stringify(r.game.record));
      }
      expect(r.failure, `seed ${seed}`).toBeUndefined();
      expect(r.game.state.stage).toBe('over');
      ended++;
    }
    expect(ended).toBe(to - from + 1);
  }, 600_000);
}
