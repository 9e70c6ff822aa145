// Issue 26: the bot never cheats and always answers the same. It decides only from its view (the
// game's public state and its own hand). Its undrawn cards exist only as the order that
// setup.opponent.seed fixes: the same record under other seeds (other undrawn cards, and in a
// match other hands for the other seat too) gives the same choices, and a game that throws when
// setup.opponent is read gives them too; the opponent's hand is never in a view (the app does not
// know it). No answer depends on an earlier one (memos). Its choice is deterministic for (level,
// seed, view), a replayed game (a reload) gives the same, and explainChoice's choice is makeBot's,
// with at most three options and structured reasons.
import { describe, expect, it } from 'vitest';
import {
  explainChoice,
  LEVEL_PARAMS,
  makeBot,
  matchDeckSeed,
  playMatch,
  randomPlayer,
  seatCards,
  type BotView,
  type Level
} from '../../../src/lib/bot';
import { decideWith } from '../../../src/lib/bot/decide';
import { applyAction, combatOdds, newGame, prompt, replay, type Game, type GameSetup, type Seat } from '../../../src/lib/rules';

/**
 * decide(level, seed, view) with a clock that never moves: the hard level's look-ahead is a fixed
 * number of futures and its clock only a safety stop (issue 32), which a loaded test machine must
 * not trip.
 */
const decide = (level: Level, seed: number, view: BotView) =>
  decideWith(LEVEL_PARAMS[level], seed, view, Infinity, { clock: { now: () => 0 } });

/** Every view of `seat` at its decisions in a match of the bot against a random player (one match per arguments). */
const played = new Map<string, BotView[]>();
function allViews(level: Level, seed: number, seat: Seat): BotView[] {
  const key = `${level}|${seed}|${seat}`;
  let out = played.get(key);
  if (out) return out;
  const bot = makeBot(level, seed);
  const m = playMatch({ seed, players: seat === 0 ? [bot, randomPlayer(seed)] : [randomPlayer(seed), bot] });
  out = [];
  for (let g: Game | null = m.game; g; g = g.previous) {
    const p = prompt(g);
    if (p.stage !== 'play' || p.player !== seat) continue;
    out.push({ game: g, seat, hand: seatCards(g, seat, matchDeckSeed(seed, seat)).hand });
  }
  played.set(key, out);
  return out;
}

/** Every `every`-th of them. */
const views = (level: Level, seed: number, seat: Seat, every: number): BotView[] =>
  allViews(level, seed, seat).filter((_, i) => i % every === 0);

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
  it.each(['normal', 'hard'] as Level[])(
    '%s: another order of its undrawn deck and another opponent hand change nothing (hard: nor in its futures, to nightfall near the end); setup.opponent is never read',
    (level) => {
      const seat: Seat = 1;
      const vs = views(level, 515, seat, 13).slice(0, 10);
      expect(vs.length).toBe(10);
      const chosen = vs.map((v) => decide(level, 7, v));
      for (const [i, v] of vs.entries()) {
        // the same record under two other recorded seeds: other undrawn cards, other opponent hands
        for (const other of [1, 0xfffffff]) {
          const game = withSetup(v.game, { ...v.game.setup, opponent: { seat, level, seed: other } });
          expect(decide(level, 7, { ...v, game })).toEqual(chosen[i]);
        }
        expect(decide(level, 7, { ...v, game: sealed(v.game) })).toEqual(chosen[i]);
      }
    },
    60_000
  );

  it('nothing carries over from one decision to the next: the same views in reverse order, between decisions of another game, give the same answers', () => {
    const vs = views('hard', 515, 1, 7).slice(0, 10);
    const others = views('normal', 515, 1, 7).slice(0, 10);
    const forward = vs.map((v) => decide('hard', 5, v));
    for (let i = vs.length - 1; i >= 0; i--) {
      if (others[i]) decide('normal', 5, others[i]!);
      expect(decide('hard', 5, vs[i]!)).toEqual(forward[i]);
    }
  }, 60_000);
});

describe('the same view, the same answer', () => {
  it('deterministic for (level, seed, view), also after a replay (a reload mid-turn); explainChoice agrees with makeBot', () => {
    const vs = views('normal', 515, 1, 5).slice(0, 20);
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

  it('"Why?" at hard names the cost of the enemy\'s answer, over its sampled hands, to the move it chose', () => {
    const moves = allViews('hard', 515, 1)
      .filter((v) => prompt(v.game).step === 'movement')
      .slice(0, 6);
    expect(moves.length).toBeGreaterThan(0);
    let named = 0;
    for (const v of moves) {
      const e = explainChoice('hard', 2, v);
      if (e.options.length < 2 || !['move', 'supply', 'forced-march'].includes(e.options[0]!.action.type)) continue;
      const r = e.options[0]!.reasons.find((x) => x.kind === 'reply');
      expect(r, JSON.stringify(e.options[0])).toBeDefined();
      if (r?.kind !== 'reply') continue;
      expect(r.hands).toBe(LEVEL_PARAMS.hard.replies);
      expect(Number.isFinite(r.loss)).toBe(true);
      named++;
    }
    expect(named).toBeGreaterThan(0);
  }, 60_000);

  it('"Why?" gives the exact odds (6.1 step 7) of the combat it declares: the totals and dice it names give that chance with combatOdds', () => {
    const fights = [...allViews('normal', 515, 1), ...allViews('hard', 515, 1)]
      .filter((v) => prompt(v.game).step === 'combat')
      .map((v) => explainChoice('normal', 1, v));
    const declared = fights.filter((e) => e.options[0]!.action.type === 'assault');
    expect(declared.length).toBeGreaterThan(2);
    for (const e of declared) {
      const odds = e.options[0]!.reasons.find((r) => r.kind === 'odds');
      expect(odds?.kind).toBe('odds');
      if (odds?.kind !== 'odds') continue;
      expect(odds.dice.length).toBeGreaterThan(0);
      const r = combatOdds('assault', odds.dice, odds.attack, odds.defense);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const o = r.value;
      const win = (o['defender-chooses'] ?? 0) + (o['attacker-chooses'] ?? 0) + (o['retreat-and-hit'] ?? 0) + (o.eliminated ?? 0);
      // given in hundredths
      expect(odds.win).toBe(Math.round(win * 100) / 100);
      expect(odds.lose).toBe(Math.round((o['attackers-hit'] ?? 0) * 100) / 100);
    }
  }, 60_000);
});
