// Issue 32: every action the bot chooses, at every level, is accepted by applyAction — over 100
// random games per level. To keep the unit suite fast the games are played by two uniform random
// players (seeds 7000…7099), and in each game a few of one seat's decision points (chosen by a
// seeded draw, every kind of step alike) are put to each level with that seat's folded hand; the
// level's action, its dice filled, must be one the engine accepts. Whole games of each level are
// matches.test.ts's.
import { describe, expect, it } from 'vitest';
import { LEVELS, makeBot, matchDeckSeed, playMatch, randomPlayer, seatCards, type BotView, type Level } from '../../../src/lib/bot';
import { mix, rng } from '../../../src/lib/bot/rng';
import { applyAction, prompt, type Action, type Game, type Seat } from '../../../src/lib/rules';

const GAMES = 100;
const PER_GAME = 2;

/** `PER_GAME` decision points of a random game, drawn with the game's seed (the deciding seat's view). */
function pointsOf(seed: number): BotView[] {
  const m = playMatch({ seed, players: [randomPlayer(seed), randomPlayer(seed + 1)] });
  const all: BotView[] = [];
  for (let g: Game | null = m.game; g; g = g.previous) {
    const p = prompt(g);
    if (p.stage !== 'play' || p.player === null) continue;
    all.push({ game: g, seat: p.player, hand: [] });
  }
  const r = rng(mix(seed, 0x1e9a1));
  const out: BotView[] = [];
  for (let i = 0; i < PER_GAME && all.length; i++) {
    const v = all.splice(Math.floor(r() * all.length), 1)[0]!;
    out.push({ ...v, hand: seatCards(v.game, v.seat, matchDeckSeed(seed, v.seat as Seat)).hand });
  }
  return out;
}

const points = Array.from({ length: GAMES }, (_, i) => pointsOf(7000 + i)).flat();

describe('every choice is legal (issue 32)', () => {
  it.each(LEVELS as Level[])(
    `%s: its action at ${PER_GAME} decision points of each of ${GAMES} random games is accepted by applyAction`,
    (level) => {
      const steps = new Set<string>();
      for (const [i, v] of points.entries()) {
        const move = makeBot(level, i)(v);
        const a = structuredClone('action' in move ? move.action : move) as Action & { dice?: number[] };
        if ('action' in move && move.dice) a.dice = move.dice.map((n) => 1 + (i % n));
        const r = applyAction(v.game, a);
        expect(r.ok, `${level} at ${prompt(v.game).step}: ${JSON.stringify(a)} ${r.ok ? '' : r.error.message}`).toBe(true);
        steps.add(prompt(v.game).step);
      }
      expect(points.length).toBe(GAMES * PER_GAME);
      // the sample meets every phase of a player turn
      for (const step of ['discard', 'draw', 'movement', 'combat', 'restoration']) expect(steps).toContain(step);
    },
    300_000
  );
});
