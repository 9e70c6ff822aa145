// Issue 26: the bot never cheats and always answers the same. It decides only from its view (the
// game's public state and its own hand): another order of its undrawn deck (setup.opponent.seed)
// or another hand of the opponent changes nothing; it never even reads setup.opponent. Its choice
// is deterministic for (level, seed, view), a replayed game (a reload) gives the same, and
// explainChoice's choice is makeBot's, with at most three options and structured reasons.
import { describe, expect, it } from 'vitest';
import { decide, explainChoice, makeBot, matchDeckSeed, playMatch, randomPlayer, seatCards, type BotView, type Level } from '../../../src/lib/bot';
import { applyAction, newGame, prompt, replay, type Game, type GameSetup, type Seat } from '../../../src/lib/rules';

/** The views of `seat` at its decisions (with a choice) in a match of the bot against a random player. */
function views(level: Level, seed: number, seat: Seat, every: number): BotView[] {
  const bot = makeBot(level, seed);
  const m = playMatch({ seed, players: seat === 0 ? [bot, randomPlayer(seed)] : [randomPlayer(seed), bot] });
  const out: BotView[] = [];
  let n = 0;
  for (let g: Game | null = m.game; g; g = g.previous) {
    const p = prompt(g);
    if (p.stage !== 'play' || p.player !== seat) continue;
    if (n++ % every === 0) out.push({ game: g, seat, hand: seatCards(g, seat, matchDeckSeed(seed, seat)).hand });
  }
  return out;
}

/** The same actions under another setup (another recorded opponent seed: another undrawn deck order). */
function withSetup(game: Game, setup: GameSetup): Game {
  let g = newGame(setup, game.catalog);
  for (const a of game.record.actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return g;
}

/** A game whose setup throws when `opponent` is read: the bot must decide without it. */
function sealed(game: Game): Game {
  const setup = new Proxy(game.setup, {
    get(t, k, r) {
      if (k === 'opponent') throw new Error('the bot read setup.opponent');
      return Reflect.get(t, k, r);
    }
  });
  return new Proxy(game, { get: (t, k) => (k === 'setup' ? setup : Reflect.get(t, k)) });
}

describe('the bot decides from its view only (issue 26)', () => {
  it.each(['normal', 'hard'] as Level[])('%s: another order of its undrawn deck and another opponent hand change nothing; setup.opponent is never read', (level) => {
    const seat: Seat = 1;
    const vs = views(level, 515, seat, 9).slice(0, 24);
    expect(vs.length).toBeGreaterThan(10);
    for (const v of vs) {
      const chosen = decide(level, 7, v);
      // the same record under two other recorded seeds: other undrawn cards, other opponent hands
      for (const other of [1, 0xfffffff]) {
        const game = withSetup(v.game, { ...v.game.setup, opponent: { seat, level, seed: other } });
        expect(decide(level, 7, { ...v, game })).toEqual(chosen);
      }
      expect(decide(level, 7, { ...v, game: sealed(v.game) })).toEqual(chosen);
    }
  }, 60_000);
});

describe('the same view, the same answer', () => {
  it('deterministic for (level, seed, view), also after a replay (a reload mid-turn); explainChoice agrees with makeBot', () => {
    const vs = views('normal', 616, 0, 5).slice(0, 30);
    for (const v of vs) {
      const a = makeBot('normal', 3)(v);
      expect(makeBot('normal', 3)(v)).toEqual(a);
      const re = replay(JSON.parse(JSON.stringify(v.game.record)));
      expect(re.ok).toBe(true);
      if (re.ok) expect(makeBot('normal', 3)({ ...v, game: re.value })).toEqual(a);
      const why = explainChoice('normal', 3, v);
      expect(why.chosen).toEqual(a);
      expect(why.options.length).toBeGreaterThan(0);
      expect(why.options.length).toBeLessThanOrEqual(3);
      expect(why.options[0]!.action).toEqual('action' in a ? a.action : a);
      for (let i = 1; i < why.options.length; i++) expect(why.options[i - 1]!.score).toBeGreaterThanOrEqual(why.options[i]!.score);
      // structured-clone friendly (a Web Worker posts it back as is)
      expect(structuredClone(why)).toEqual(why);
      for (const o of why.options) for (const r of o.reasons) expect(typeof r.kind).toBe('string');
    }
  }, 60_000);

  it('"Why?" gives the exact odds of a combat it declares', () => {
    const vs = views('normal', 717, 1, 1);
    const fights = vs.filter((v) => prompt(v.game).step === 'combat').map((v) => explainChoice('normal', 1, v));
    const declared = fights.filter((e) => e.options[0]!.action.type === 'assault');
    expect(declared.length).toBeGreaterThan(0);
    for (const e of declared) {
      const odds = e.options[0]!.reasons.find((r) => r.kind === 'odds');
      expect(odds).toBeDefined();
      if (odds?.kind === 'odds') {
        expect(odds.win).toBeGreaterThanOrEqual(0);
        expect(odds.win + odds.lose).toBeLessThanOrEqual(1.0001);
        expect(odds.dice.length).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
