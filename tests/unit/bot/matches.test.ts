// Issue 26: matches of each level against a uniform random player, played by playMatch from setup to
// the end (2.1 or 2.2): each ends, its record replays to the same end, no action of either side is
// refused (playMatch throws on a refusal), and the bot's hand fold never meets a card it was not
// dealt. And the bot plays to win (issue 31): winning is not enough (a random player against
// another wins half of them, and at nightfall often by one square), so the bot must hold, at
// nightfall, at least 3.5 squares of the enemy's half more than its opponent on average (2.2; a
// win by attrition, 2.1, counts as 8). Random against random averages about 1.5; every level of
// the bot about 6. The seeds are drawn for each run (tests/seed.ts): `npm test` plays 12 matches of
// easy, 8 of normal, 4 of hard and 1 of expert (so few that a sample's average fell short of the
// mean by chance: with 4 of easy in about 2 % of runs, by 200 bench games' leads; now under 0.1 %) (issue 32: they play their options out in sampled
// futures, hard in the day's last turns, expert at every decision; their legality over 100 random
// games is legal.test.ts's, their strength the bench's), `npm run test:full` 20, 20, 8 and 6. With one match (expert in
// `npm test`) it must be won (a lead above 0), as one game is too few for the average.
import { describe, expect, it } from 'vitest';
import { makeBot, matchDeckSeed, playMatch, randomPlayer, seatCards, type Level, type Player } from '../../../src/lib/bot';
import { replay, type Game, type Seat } from '../../../src/lib/rules';
import { sampleRange, sized } from '../../seed';

const MATCHES: Record<Level, number> = { easy: sized(12, 20), normal: sized(8, 20), hard: sized(4, 8), expert: sized(1, 6) };
/** the least average lead in squares held at nightfall (2.2) that a bot must have over a random player */
const LEAD = 3.5;

/** The bot's lead at the end: squares held at nightfall more than its opponent (2.2), ±8 for attrition (2.1). */
function lead(game: Game, botSeat: Seat): number {
  const r = game.state.result!;
  if (r.by === 'attrition') return r.winner === botSeat ? 8 : -8;
  const armies = game.state.armies!;
  const score = r.score!.score;
  return (score[armies[botSeat].nation] ?? 0) - (score[armies[botSeat === 0 ? 1 : 0].nation] ?? 0);
}

describe.each(['easy', 'normal', 'hard', 'expert'] as Level[])('%s against a uniform random player', (level) => {
  it(`2.1/2.2: ${MATCHES[level]} matches end, replay to the same end, never have an action refused, and ${MATCHES[level] > 1 ? `the bot leads by ≥ ${LEAD} squares at nightfall on average` : 'the bot wins it by a lead'}`, () => {
    const leads: number[] = [];
    for (const [i, seed] of sampleRange(1, 0x7ffffffe, MATCHES[level], `bot matches ${level}`).entries()) {
      const botSeat = (i % 2) as Seat;
      const bot: Player = makeBot(level, seed);
      const rnd = randomPlayer(seed + 1);
      const m = playMatch({ seed, players: botSeat === 0 ? [bot, rnd] : [rnd, bot] });
      expect(m.game.state.stage, `seed ${seed}`).toBe('over');
      expect(m.winner, `seed ${seed}`).not.toBeNull();
      const re = replay(JSON.parse(JSON.stringify(m.game.record)));
      expect(re.ok, `seed ${seed}: ${re.ok ? '' : re.error.message}`).toBe(true);
      if (re.ok) expect(JSON.stringify(re.value.state), `seed ${seed}`).toBe(JSON.stringify(m.game.state));
      expect(seatCards(m.game, botSeat, matchDeckSeed(seed, botSeat)).unknown, `seed ${seed}`).toEqual([]);
      expect(m.decisions.length).toBeGreaterThan(0);
      leads.push(lead(m.game, botSeat));
    }
    const mean = leads.reduce((a, b) => a + b, 0) / leads.length;
    // one match (expert in npm test: ~20 s of search) is too few for an average: it must be won
    if (leads.length === 1) expect(leads[0], 'the only match is won').toBeGreaterThan(0);
    else expect(mean, `leads ${leads.join(', ')}`).toBeGreaterThanOrEqual(LEAD);
  }, 600_000); // ~40 s alone for 8 matches of hard; a loaded machine is several times slower
});
