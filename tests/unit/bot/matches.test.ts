// Issue 26: 20 matches of easy and normal, 8 of hard (issue 32: it plays its options out to
// nightfall at every decision of the day's last turns, its legality over 100 random games is
// legal.test.ts's, its strength the bench's), against a uniform random player, played by playMatch from
// setup to the end (2.1 or 2.2): each ends, its record replays to the same end, no action of
// either side is refused (playMatch throws on a refusal), and the bot's hand fold never meets a
// card it was not dealt.
import { describe, expect, it } from 'vitest';
import { makeBot, matchDeckSeed, playMatch, randomPlayer, seatCards, type Level, type Player } from '../../../src/lib/bot';
import { replay, type Seat } from '../../../src/lib/rules';

const MATCHES: Record<Level, number> = { easy: 20, normal: 20, hard: 8 };

describe.each(['easy', 'normal', 'hard'] as Level[])('%s against a uniform random player', (level) => {
  it(`2.1/2.2: ${MATCHES[level]} matches end, replay to the same end and never have an action refused`, () => {
    let won = 0;
    for (let i = 0; i < MATCHES[level]; i++) {
      const seed = 9000 + i;
      const botSeat = (i % 2) as Seat;
      const bot: Player = makeBot(level, seed);
      const rnd = randomPlayer(seed + 1);
      const m = playMatch({ seed, players: botSeat === 0 ? [bot, rnd] : [rnd, bot] });
      expect(m.game.state.stage, `seed ${seed}`).toBe('over');
      expect(m.winner).not.toBeNull();
      if (m.winner === botSeat) won++;
      const re = replay(JSON.parse(JSON.stringify(m.game.record)));
      expect(re.ok, `seed ${seed}: ${re.ok ? '' : re.error.message}`).toBe(true);
      if (re.ok) expect(JSON.stringify(re.value.state)).toBe(JSON.stringify(m.game.state));
      expect(seatCards(m.game, botSeat, matchDeckSeed(seed, botSeat)).unknown).toEqual([]);
      expect(m.decisions.length).toBeGreaterThan(0);
    }
    // a bot that never wins against chance would be absurd (the strength goals are the bench's)
    expect(won).toBeGreaterThanOrEqual(MATCHES[level] / 2);
  }, 600_000); // ~40 s alone for hard; a loaded machine is several times slower
});
