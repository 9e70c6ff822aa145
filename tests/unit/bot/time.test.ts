// Issue 32: the bot values cards by the time left in the day (src/lib/bot/time.ts). Once the night
// is due (2.3-R3), its count of player turns left is exact: checked against where real games
// (both nightfall options) actually ended. Before that it is an estimate from the decks' counts and
// each side's pace; it shrinks as the decks run down, and a card kept is worth less as it does.
import { describe, expect, it } from 'vitest';
import { makeBot, playMatch } from '../../../src/lib/bot';
import { dayLeft, keepFactor } from '../../../src/lib/bot/time';
import type { Game, Seat } from '../../../src/lib/rules';

/** The games of a match, oldest first. */
function chain(game: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) out.push(g);
  return out.reverse();
}

describe('the day left (2.3)', () => {
  const games = [21, 22, 23, 24].map((seed) =>
    chain(playMatch({ seed, players: [makeBot('easy', seed), makeBot('easy', seed + 1)] }).game)
  );

  it('2.3-R3: once the night is due, the player turns left (each side, the one under way included) are exactly those the game still played, under both nightfall options', () => {
    const options = new Set<string>();
    let checked = 0;
    for (const gs of games) {
      const last = gs[gs.length - 1]!;
      if (last.state.result?.by !== 'nightfall') continue;
      options.add(last.options.nightfall);
      for (const g of gs) {
        const s = g.state;
        if (s.stage !== 'play' || !s.nightfallDue) continue;
        // the player turns from this one to the end, as the game went
        const turns = new Set<string>();
        for (const x of gs.slice(gs.indexOf(g))) if (x.state.stage === 'play') turns.add(`${x.state.turn}|${x.state.active}`);
        for (const me of [0, 1] as Seat[]) {
          const left = dayLeft(s, g.options, me, 2.5);
          const mine = [...turns].filter((t) => t.endsWith(`|${me}`)).length;
          expect(left).toEqual({ mine, theirs: turns.size - mine });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(options.size).toBe(2);
  });

  it('before that it is an estimate from the decks and the pace: in the last three player turns of each game it is off by two turns at most and by less than one on average; a card kept is worth its full worth early and nothing once the day is over', () => {
    const errors: number[] = [];
    for (const gs of games) {
      const last = gs[gs.length - 1]!;
      if (last.state.result?.by !== 'nightfall') continue;
      for (const [i, g] of gs.entries()) {
        if (g.state.stage !== 'play') continue;
        const turns = new Set<string>();
        for (const x of gs.slice(i)) if (x.state.stage === 'play') turns.add(`${x.state.turn}|${x.state.active}`);
        if (turns.size > 3) continue;
        const d = dayLeft(g.state, g.options, 0, 2.5);
        errors.push(Math.abs(d.mine + d.theirs - turns.size));
      }
      const first = gs.find((g) => g.state.stage === 'play')!;
      expect(keepFactor(dayLeft(first.state, first.options, 0, 2.5), first.state.active === 0)).toBe(1);
    }
    expect(errors.length).toBeGreaterThan(100);
    expect(Math.max(...errors)).toBeLessThanOrEqual(2);
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(1);
    expect(keepFactor({ mine: 0, theirs: 0 }, false)).toBe(0);
    expect(keepFactor({ mine: 1, theirs: 0 }, true)).toBeLessThan(keepFactor({ mine: 1, theirs: 1 }, true));
  });
});
