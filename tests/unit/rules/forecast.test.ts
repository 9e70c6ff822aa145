// Issue 13: the nightfall forecast (forecast.ts, rules 2.3, A1, A2, 4-R1, 4-R5, 4-R8, 9.2-R25),
// checked by playing the games forward with the engine: the fastest play brings night exactly in
// the forecast turn, and no play (random discards, Scout/Spy or not) brings it sooner.
import { describe, expect, it } from 'vitest';
import { legalActions, nightfallForecast, type Action, type Game, type GameOptions, type Seat } from '../../../src/lib/rules';
import { rng } from '../../rng';
import { act, allCards, playTurns, scenario, setupGame } from './game-helpers';

const end: Action = { type: 'end-phase' };
type Nightfall = GameOptions['nightfall'];

/** Position of a player turn in the sequence of play (First Player's, then Second's, 4-R1). */
const order = (g: Game, turn: number, seat: Seat) => 2 * turn + (seat === g.state.first ? 0 : 1);

/** Names of `n` cards that may be in the hand: copies not on the discard pile or the table (scout kept back if asked). */
function handNames(g: Game, seat: Seat, n: number, keepScout: boolean): string[] {
  const d = g.state.decks[seat];
  const out = [...d.discard, ...d.inPlay];
  const names: string[] = [];
  for (const c of allCards(g.state.armies![seat].nation)) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
    else if (!(keepScout && c === 'scout')) names.push(c);
  }
  return names.slice(0, n);
}

const canDraw = (g: Game) => {
  const d = g.state.decks[g.state.active];
  return d.hand < 5 && (d.drawPile > 0 || d.discard.length > 0);
};

interface Strategy {
  /** how many cards to discard from a hand of `hand` (4-R5: 0 to all) */
  discard(hand: number): number;
  /** play a Scout/Spy mid-draw when one may be held (9.2-R25, A26) */
  scout: boolean;
}
const FASTEST: Strategy = { discard: (hand) => hand, scout: true };

interface Trace {
  /** the player turn whose draw set the second flag (state.nightfallDue), as an order index */
  trigger: number | null;
  /** the last player turn of the day (the game ended at its end) */
  last: number | null;
}

/**
 * Play one player turn from its Discard or Draw Phase with the engine: discard, draw to 5 (Scout/Spy
 * mid-draw, then draw again), the first legal move, no combat, no restoration.
 */
function playerTurn(g: Game, st: Strategy, trace: Trace): Game {
  const me = g.state.active;
  const at = order(g, g.state.turn, me);
  const note = (x: Game) => {
    if (trace.trigger === null && x.state.nightfallDue) trace.trigger = at;
    return x;
  };
  if (g.state.phase === 'discard') {
    const k = st.discard(g.state.decks[me].hand);
    if (k > 0) g = act(g, { type: 'discard', cards: handNames(g, me, k, st.scout) });
    g = act(g, end);
  }
  if (canDraw(g)) g = note(act(g, { type: 'draw' }));
  if (st.scout && legalActions(g).some((a) => a.action.type === 'scout')) {
    g = act(g, { type: 'scout', card: 'scout' });
    if (canDraw(g)) g = note(act(g, { type: 'draw' }));
  }
  g = act(g, end);
  const move = legalActions(g).find((a) => a.action.type === 'move');
  if (move) g = act(g, move.action);
  g = act(g, end, end, end);
  if (g.state.stage === 'over') trace.last = at;
  return g;
}

/** Play until the game ends; check the forecast at every player turn (it may only move later). */
function playOut(g: Game, strategy: (seat: Seat) => Strategy, check?: (g: Game) => void): Trace {
  const trace: Trace = { trigger: null, last: null };
  for (let i = 0; i < 400 && g.state.stage === 'play'; i++) {
    check?.(g);
    g = playerTurn(g, strategy(g.state.active), trace);
  }
  expect(g.state.stage).toBe('over');
  expect(g.state.result!.by).toBe('nightfall');
  return trace;
}

/** The forecast's earliest trigger and last player turn as order indices. */
function earliestOf(g: Game) {
  const f = nightfallForecast(g)!;
  const e = f.earliest!;
  return { trigger: order(g, e.turn, e.seat), last: order(g, e.last.turn, e.last.seat), due: e.due };
}

/** The fastest play reaches the forecast exactly; the forecast holds still along it. */
function expectFastestMeetsForecast(g: Game): void {
  const want = earliestOf(g);
  const trace = playOut(
    g,
    () => FASTEST,
    (x) => expect(earliestOf(x)).toMatchObject({ trigger: want.trigger, last: want.last })
  );
  expect(trace).toEqual({ trigger: want.trigger, last: want.last });
}

describe('2.3 nightfall forecast: the earliest end of the day', () => {
  for (const nightfall of ['game-turn', 'player-turn'] as Nightfall[])
    it(`T18 (2.3-R3, A1 "${nightfall}"): from the start, France (First) exhausts in turn 11, Great Britain (Second) in his turn 11 → the day ends with that turn`, () => {
      const g = setupGame({ options: { nightfall } });
      const f = nightfallForecast(g)!;
      expect(f.exhausted).toEqual([false, false]);
      expect(f.left).toEqual([55, 55]); // 60 − the 5 dealt (3-R7)
      // 55 cards at 5 a turn: 11 Draw Phases; Great Britain's Scout/Spy mid-draw gives one more card, not a turn
      expect(f.earliest).toEqual({ turn: 11, seat: 1, endsAfter: nightfall, last: { turn: 11, seat: 1 }, due: false });
      expect(f.pace).toBeNull(); // nobody has drawn yet
      expectFastestMeetsForecast(g);
    });

  for (const nightfall of ['game-turn', 'player-turn'] as Nightfall[])
    it(`T19 (2.3-R3, A1 "${nightfall}"): Great Britain (Second) can exhaust first, France (First) later in his own turn`, () => {
      // France kept its hand in turn 1 (drew nothing), Great Britain discarded 5 a turn: 50 and 45 left
      let g = setupGame({ options: { nightfall } });
      g = playTurns(g, 2, 1, (x) => x.state.turn === 3 && x.state.active === 0);
      const f = nightfallForecast(g)!;
      expect(f.left).toEqual([50, 45]);
      const last = nightfall === 'game-turn' ? { turn: 12, seat: 1 } : { turn: 12, seat: 0 };
      expect(f.earliest).toEqual({ turn: 12, seat: 0, endsAfter: nightfall, last, due: false });
      expect(f.pace).toMatchObject({ perTurn: [2.5, 5] });
      expectFastestMeetsForecast(g);
    });

  it('2.3-R1, 4-R8: a deck with 3 cards left in its Draw Phase (hand 2), the other already exhausted → night is due with this draw', () => {
    for (const nightfall of ['game-turn', 'player-turn'] as Nightfall[]) {
      const g = scenario({
        units: [{ a1: 'imperial-guard' }, { h8: '1st-foot-guards' }],
        phase: 'draw',
        turn: 7,
        hands: [2, 5],
        discards: [allCards('france').slice(0, 55), allCards('great-britain').slice(0, 55)],
        options: { nightfall },
        tweak: (s) => Object.assign(s.decks[1], { exhausted: true, exhaustedTurn: 6 })
      });
      const f = nightfallForecast(g)!;
      expect(f.exhausted).toEqual([false, true]);
      expect(f.left).toEqual([3, 0]);
      const last = nightfall === 'game-turn' ? { turn: 7, seat: 1 } : { turn: 7, seat: 0 };
      expect(f.earliest).toEqual({ turn: 7, seat: 0, endsAfter: nightfall, last, due: false });
      const x = act(g, { type: 'draw' });
      expect(x.state.nightfallDue).toBe(true);
      expect(nightfallForecast(x)!.earliest).toEqual({ turn: 7, seat: 0, endsAfter: nightfall, last, due: true });
      expectFastestMeetsForecast(g);
    }
  });

  it('4-R8: once this turn’s draw is done (Movement Phase), the next own Draw Phase is the earliest', () => {
    const g = scenario({
      units: [{ a1: 'imperial-guard' }, { h8: '1st-foot-guards' }],
      phase: 'movement',
      turn: 7,
      hands: [5, 5],
      discards: [allCards('france').slice(0, 52), allCards('great-britain').slice(0, 55)],
      tweak: (s) => Object.assign(s.decks[1], { exhausted: true, exhaustedTurn: 6 })
    });
    expect(nightfallForecast(g)!.earliest).toMatchObject({ turn: 8, seat: 0, last: { turn: 8, seat: 1 } });
  });

  it('4-R8: in the Draw Phase the draw is at most 5 − hand: 4 in hand and 3 left → not this turn', () => {
    const g = scenario({
      units: [{ a1: 'imperial-guard' }, { h8: '1st-foot-guards' }],
      phase: 'draw',
      turn: 7,
      hands: [4, 5],
      discards: [allCards('france').slice(0, 53), allCards('great-britain').slice(0, 55)],
      tweak: (s) => Object.assign(s.decks[1], { exhausted: true, exhaustedTurn: 6 })
    });
    expect(nightfallForecast(g)!.earliest).toMatchObject({ turn: 8, seat: 0 });
    expectFastestMeetsForecast(g);
  });

  it('9.2-R25, A26: a Scout/Spy played mid-draw draws one more: 6 cards left can run out this turn, unless the Scout is known to be spent', () => {
    const spec = (discards: string[]) =>
      scenario({
        units: [{ a1: 'imperial-guard' }, { h8: '1st-foot-guards' }],
        phase: 'discard',
        active: 1,
        turn: 9,
        hands: [5, 5],
        discards: [allCards('france').slice(0, 55), discards],
        tweak: (s) => Object.assign(s.decks[0], { exhausted: true, exhaustedTurn: 8 })
      });
    const gb = allCards('great-britain');
    const withScout = spec(gb.filter((c) => c !== 'scout').slice(0, 49));
    expect(nightfallForecast(withScout)!.left).toEqual([0, 6]);
    expect(nightfallForecast(withScout)!.earliest).toMatchObject({ turn: 9, seat: 1, last: { turn: 9, seat: 1 } });
    expectFastestMeetsForecast(withScout);
    // the Scout on the discard pile: 5 a turn, so the next turn
    const spent = spec([...gb.filter((c) => c !== 'scout').slice(0, 48), 'scout']);
    expect(nightfallForecast(spent)!.left).toEqual([0, 6]);
    expect(nightfallForecast(spent)!.earliest).toMatchObject({ turn: 10, seat: 1 });
    expectFastestMeetsForecast(spent);
  });

  it('2.2, 2.3-R3: null once night has fallen (the game is over)', () => {
    let g = setupGame();
    const trace = { trigger: null, last: null };
    while (g.state.stage === 'play') g = playerTurn(g, FASTEST, trace);
    expect(nightfallForecast(g)).toBeNull();
  });

  it('2.3, A1 (any play): random discards and Scout/Spy use never bring night sooner than any earlier forecast, under both options', () => {
    const next = rng(1302);
    let due = 0;
    for (let game = 0; game < 16; game++) {
      const nightfall: Nightfall = game % 2 ? 'player-turn' : 'game-turn';
      const g = setupGame({ options: { nightfall } });
      const strategies: [Strategy, Strategy] = [0, 1].map(() => {
        const eager = next();
        return { discard: (hand: number) => (next() < eager ? hand : Math.floor(next() * (hand + 1))), scout: next() < 0.5 };
      }) as [Strategy, Strategy];
      const seen: { trigger: number; last: number; due: boolean }[] = [];
      const trace = playOut(
        g,
        (seat) => strategies[seat],
        (x) => {
          const e = earliestOf(x);
          // the earliest never moves sooner as the game goes on
          if (seen.length) expect(e.trigger).toBeGreaterThanOrEqual(seen[seen.length - 1]!.trigger);
          seen.push(e);
        }
      );
      for (const e of seen) {
        expect(trace.trigger!).toBeGreaterThanOrEqual(e.trigger);
        expect(trace.last!).toBeGreaterThanOrEqual(e.last);
      }
      expect(trace.last! - trace.trigger!).toBeLessThanOrEqual(nightfall === 'game-turn' ? 1 : 0);
      // once night is due (both flags set) the forecast is what happened
      for (const e of seen.filter((x) => x.due)) expect(e).toEqual({ trigger: trace.trigger, last: trace.last, due: true });
      due += seen.filter((x) => x.due).length;
    }
    expect(due).toBeGreaterThan(0); // some forecasts were made between the trigger and the end of the game turn
  });
});

describe('2.3 nightfall forecast: the pace of this game', () => {
  it('4-R8: cards drawn per own Draw Phase so far, and the turn at that pace', () => {
    // France discards 5 a turn, Great Britain 2 a turn, for four game turns
    let g = setupGame();
    const trace = { trigger: null, last: null };
    const fr: Strategy = { discard: (h) => h, scout: false };
    const gb: Strategy = { discard: () => 2, scout: false };
    while (g.state.turn < 5) g = playerTurn(g, g.state.active === 0 ? fr : gb, trace);
    const f = nightfallForecast(g)!;
    expect(f.left).toEqual([35, 47]);
    // Great Britain: 47 cards at 2 a turn → 24 more turns (5…28); France at 5 → turn 11
    expect(f.pace).toEqual({ turn: 28, seat: 1, endsAfter: 'game-turn', last: { turn: 28, seat: 1 }, perTurn: [5, 2] });
    expect(f.earliest).toMatchObject({ turn: 14, seat: 1 }); // 47 − 1 (Scout) = 46 → 10 turns: 5…14
  });

  it('4-R8: a player who keeps a full hand has a pace of 0: no projection', () => {
    let g = setupGame();
    g = playTurns(g, 1, 99, (x) => x.state.turn === 4);
    const f = nightfallForecast(g)!;
    expect(f.pace).toBeNull();
    expect(f.earliest).not.toBeNull();
  });
});
