// Issue 34: the one-writer rule on the host. A guest's tap is played only when it was chosen on the
// host's record as it stands, by the seat whose step it is, and the engine accepts it; two taps
// at once: the one the host saw first lands, the other is "second" and dropped — exactly one lands,
// nothing is doubled. Checked with every legal action of the steps of real games.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, prompt, undo, type Action, type Game, type Seat } from '$lib/rules';
import { atOf, chainOf, judgeTap, type Act, type Undo } from '$lib/link';
import { fixture, play, PASS } from '../app/fixtures';

/** A legal action with its dice filled (each die a 1: any value the die can show). */
function filled(l: { action: Action; dice?: number[] }): Action {
  return l.dice ? ({ ...l.action, dice: l.dice.map(() => 1) } as Action) : l.action;
}

const tapOn = (game: Game, actions: Action[], n = 1): Act => ({
  v: 1,
  tag: 'AQIDBA',
  seq: 2,
  t: 'act',
  n,
  base: atOf(chainOf(game)),
  actions
});
const undoOn = (game: Game, n = 1): Undo => ({ v: 1, tag: 'AQIDBA', seq: 2, t: 'undo', n, base: atOf(chainOf(game)) });

/** Games at steps a player decides: every 6th state of two real games, and a combat's answers. */
function steps(): Game[] {
  const out: Game[] = [];
  for (const name of ['ordinary-turn', 'combat-france-britain'] as const) {
    let g: Game | null = fixture(name);
    for (let i = 0; g && g.previous && i < 60; i++, g = g.previous)
      if (i % 6 === 0 && prompt(g).player !== null && g.state.stage === 'play') out.push(g);
  }
  const assault = play(fixture('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
  out.push(assault, play(assault, PASS));
  return out;
}
const STEPS = steps();

describe('the one-writer rule on the host (issue 34)', () => {
  it('reads games at steps of both seats, with legal actions to try', () => {
    expect(STEPS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STEPS.map((g) => prompt(g).player))).toEqual(new Set([0, 1]));
  });

  it('every legal action of the step, tapped on the guest of the seat that decides, is played; sent again it is second (never doubled)', () => {
    let tried = 0;
    for (const game of STEPS) {
      const seat = prompt(game).player as Seat;
      for (const l of legalActions(game)) {
        const action = filled(l);
        const tap = tapOn(game, [action]);
        const verdict = judgeTap(game, seat, tap);
        expect(verdict, JSON.stringify(action)).toEqual({ kind: 'play', actions: [action] });
        const after = applyAction(game, action);
        if (!after.ok) throw new Error(after.error.message);
        // the same tap again (a message sent twice, a second tap on a stale screen): the record moved on
        expect(judgeTap(after.value, seat, tap).kind).toBe('second');
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(30);
  });

  it('two taps at once on the same record: for every pair of legal actions the first lands and the second is dropped (exactly one)', () => {
    let pairs = 0;
    for (const game of STEPS.slice(0, 6)) {
      const seat = prompt(game).player as Seat;
      const legal = legalActions(game).slice(0, 12).map(filled);
      for (const first of legal)
        for (const second of legal) {
          const landed = applyAction(game, first);
          if (!landed.ok) throw new Error(landed.error.message);
          const verdict = judgeTap(landed.value, seat, tapOn(game, [second], 2));
          expect(verdict.kind).toBe('second');
          expect(landed.value.length).toBe(game.length + 1);
          pairs++;
        }
      // an undo on the other phone is a tap like any other: a tap chosen before it is second too
      if (game.previous) expect(judgeTap(undo(game), seat, tapOn(game, [legal[0]!])).kind).toBe('second');
    }
    expect(pairs).toBeGreaterThan(50);
  });

  it('a tap that arrives while the host is saving a tap of its own is second', () => {
    const game = STEPS[0]!;
    const seat = prompt(game).player as Seat;
    expect(judgeTap(game, seat, tapOn(game, [filled(legalActions(game)[0]!)]), true).kind).toBe('second');
    expect(judgeTap(game, seat, undoOn(game), true).kind).toBe('second');
  });

  it("a tap on the other seat's step is refused as forged (a guest plays only its own seat); a watcher's tap is refused as forged", () => {
    for (const game of STEPS) {
      const seat = prompt(game).player as Seat;
      const other = (1 - seat) as Seat;
      const tap = tapOn(game, [filled(legalActions(game)[0]!)]);
      const v = judgeTap(game, other, tap);
      expect(v.kind === 'refused' && v.forged && v.error.code).toBe('link/not-your-step');
      const w = judgeTap(game, null, tap);
      expect(w.kind === 'refused' && w.forged && w.error.code).toBe('link/watching');
      expect(judgeTap(game, null, undoOn(game)).kind).toBe('refused');
    }
  });

  it('an action the engine refuses is answered with the engine’s own refusal (every square as a move’s destination)', () => {
    const game = STEPS.find((g) => prompt(g).step === 'movement') ?? fixture('ordinary-turn');
    const seat = prompt(game).player as Seat;
    const unit = game.state.armies![seat]!.units.find((u) => u.square)!.square!;
    let refused = 0;
    for (const file of 'abcdefgh')
      for (let rank = 1; rank <= 8; rank++) {
        const action: Action = { type: 'move', from: unit, to: `${file}${rank}` };
        const engine = applyAction(game, action);
        const v = judgeTap(game, seat, tapOn(game, [action]));
        if (engine.ok) expect(v.kind).toBe('play');
        else {
          expect(v).toEqual({ kind: 'refused', error: engine.error, forged: false });
          refused++;
        }
      }
    expect(refused).toBeGreaterThan(50);
  });

  it('undo is one more tap from either phone: played on the record it was chosen on, second on another, refused with nothing to undo', () => {
    for (const game of STEPS) {
      for (const seat of [0, 1] as Seat[]) {
        expect(judgeTap(game, seat, undoOn(game)).kind).toBe('undo');
        expect(judgeTap(undo(game), seat, undoOn(game)).kind).toBe('second');
      }
    }
    let start = STEPS[0]!;
    while (start.previous) start = start.previous;
    const v = judgeTap(start, 0, undoOn(start));
    expect(v.kind === 'refused' && v.error.code).toBe('link/nothing-to-undo');
  });
});
