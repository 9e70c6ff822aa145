// The steps between taps (src/lib/app/flow.ts, issue 11): a step where the engine lists exactly one
// legal action and it needs no dice is taken by the app; `undoneActions` names what an undo takes
// back (how many: Session.undoDepth, tests/unit/app/session-undo.test.ts). Checked on the e2e
// fixtures replayed by the engine, on hand-made positions, and on random games (fast-check over
// the fuzz driver's seeds).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, prompt, type Action, type Game } from '$lib/rules';
import { appRolled, automaticAction, carriesDice, undoneActions } from '$lib/app/flow';
import { playRandomGame } from '../../fuzz/sim';
import { scenario } from '../rules/game-helpers';
import { assaultRetreatAdvance, assaultToRoll, END, fixture, PASS, play } from './fixtures';

/** The game `n` actions back. */
function back(g: Game, n: number): Game {
  let x = g;
  for (let i = 0; i < n; i++) x = x.previous!;
  return x;
}

/** ordinary-turn: Ala (France) plays her player turn 3 (b2→c3, no combat, no restoration). */
function franceTurnDone(): Game {
  return play(fixture('ordinary-turn'), END, END, { type: 'move', from: 'b2', to: 'c3' }, END, END, END);
}

describe('automaticAction: a step with nothing to decide', () => {
  it('is never taken in setup or once the game is over', () => {
    expect(automaticAction(newGame({ players: ['Ala', 'Bartek'] }))).toBeNull();
    // a game over has no legal action at all
    const over = playRandomGame(3).game;
    expect(over.state.stage).toBe('over');
    expect(automaticAction(over)).toBeNull();
  });

  it('4-R5: the Discard Phase is a decision (discard any cards or none)', () => {
    const g = fixture('ordinary-turn');
    expect(prompt(g).step).toBe('discard');
    expect(automaticAction(g)).toBeNull();
  });

  it('4-R8: France holds no Scout card, so her Draw Phase with a full hand is just its end', () => {
    const g = play(fixture('ordinary-turn'), END);
    expect(prompt(g).step).toBe('draw');
    expect(g.state.decks[0].hand).toBe(5);
    expect(legalActions(g).map((l) => l.action)).toEqual([END]);
    expect(automaticAction(g)).toEqual(END);
  });

  it('4-R8: France with fewer than 5 cards: the draw, then the end of the phase, are taken by the app', () => {
    let g = play(fixture('ordinary-turn'), { type: 'discard', cards: ['supply', 'withdraw'] }, END);
    expect(g.state.decks[0].hand).toBe(3);
    expect(automaticAction(g)).toEqual({ type: 'draw' });
    g = play(g, automaticAction(g)!);
    expect(g.state.decks[0].hand).toBe(5);
    expect(automaticAction(g)).toEqual(END);
    g = play(g, automaticAction(g)!);
    expect(prompt(g).step).toBe('movement');
    expect(automaticAction(g)).toBeNull();
  });

  it('9.2-R25, A26: Great Britain may hold its Spy, so its Draw Phase is a decision (before and mid-draw)', () => {
    const gb = play(franceTurnDone(), { type: 'discard', cards: ['supply'] }, END);
    expect(gb.state.active).toBe(1);
    expect(prompt(gb).step).toBe('draw');
    expect(
      legalActions(gb)
        .map((l) => l.action.type)
        .sort()
    ).toEqual(['draw', 'scout']);
    expect(automaticAction(gb)).toBeNull();
    // the Spy may still be played after the draw (A26): still a decision with a full hand
    const drawn = play(gb, { type: 'draw' });
    expect(
      legalActions(drawn)
        .map((l) => l.action.type)
        .sort()
    ).toEqual(['end-phase', 'scout']);
    expect(automaticAction(drawn)).toBeNull();
    // with a full hand and no discard either
    expect(automaticAction(play(franceTurnDone(), END))).toBeNull();
  });

  it('4-R6, 9.2-R25: once Great Britain’s only Spy is on its discard pile, its Draw Phase is automatic again', () => {
    const gb = play(franceTurnDone(), { type: 'discard', cards: ['scout'] }, END);
    expect(gb.state.decks[1].discard).toEqual(['scout']);
    expect(automaticAction(gb)).toEqual({ type: 'draw' });
    expect(automaticAction(play(gb, { type: 'draw' }))).toEqual(END);
  });

  it('a step whose only action carries dice is not automatic (the players roll): 6.1-R16 the combat roll', () => {
    const g = assaultToRoll();
    expect(prompt(g).step).toBe('combat:roll');
    expect(legalActions(g)).toHaveLength(1);
    expect(legalActions(g)[0]!.dice).toEqual([10, 10]);
    expect(automaticAction(g)).toBeNull();
  });

  it('6.1 step 3: a defender who may withdraw decides; 6.1-R6 the Withdraw step is offered', () => {
    const g = play(fixture('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    expect(prompt(g).step).toBe('combat:withdraw');
    expect(automaticAction(g)).toBeNull();
  });

  it('6.5-R13: a cavalry unit that must advance into the vacated square has one legal action: the app takes it', () => {
    const g = play(assaultToRoll(), { type: 'roll', dice: [10, 10] }, { type: 'retreat', to: 'c7' });
    expect(prompt(g).step).toBe('combat:advance');
    expect(automaticAction(g)).toEqual({ type: 'advance', unit: 'd6' });
  });

  it('6.1 step 4: a defender who can hold no card for the defending unit and no leader only passes: the app passes', () => {
    // Great Britain's 4th Regiment of Foot cards, its leaders and its Withdraw cards are all on
    // its discard pile (4-R6): no Withdraw step at all (the engine skips it), and at the defender's
    // card step "pass" is the only legal action
    const gone = [
      '4th-regiment-of-foot-1',
      '4th-regiment-of-foot-1',
      '4th-regiment-of-foot-1',
      '4th-regiment-of-foot-2',
      '4th-regiment-of-foot-3'
    ];
    const leaders = ['lord-wellington', 'sir-john-moore', 'william-beresford', 'earl-of-uxbridge', 'rowland-hill'];
    const g0 = scenario({
      units: [{ d6: '1st-cuirassiers' }, { d7: '4th-regiment-of-foot' }],
      discards: [[], [...gone, ...leaders, 'withdraw', 'withdraw', 'withdraw']]
    });
    const g = play(g0, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    expect(prompt(g).step).toBe('combat:defender');
    expect(legalActions(g).map((l) => l.action)).toEqual([PASS]);
    expect(automaticAction(g)).toEqual(PASS);
    expect(applyAction(g, PASS).ok).toBe(true);
  });

  it('finds "pass" as the only legal action in random games too, and takes it', () => {
    let seen = 0;
    for (let seed = 1; seed <= 6 && !seen; seed++) {
      for (let g: Game | null = playRandomGame(seed, { aggressive: true }).game; g; g = g.previous) {
        const legal = legalActions(g);
        if (g.state.stage === 'play' && legal.length === 1 && legal[0]!.action.type === 'pass') {
          expect(automaticAction(g)).toEqual(PASS);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('undoneActions: the actions an undo of a given depth takes back (Session.undoDepth says how many)', () => {
  it('the end of the Discard Phase and the automatic end of the Draw Phase, latest first', () => {
    const g = play(fixture('ordinary-turn'), END, END);
    expect(prompt(g).step).toBe('movement');
    expect(undoneActions(g, 2)).toEqual([END, END]);
  });

  it('a tap after which the app took nothing: the tap alone', () => {
    const g = play(fixture('ordinary-turn'), END, END, { type: 'move', from: 'b2', to: 'c3' });
    expect(undoneActions(g, 1)).toEqual([{ type: 'move', from: 'b2', to: 'c3' }]);
  });

  it('a discard, the end of the phase, the draw and its end (4-R5, 4-R8)', () => {
    const g = play(fixture('ordinary-turn'), { type: 'discard', cards: ['supply'] }, END, { type: 'draw' }, END);
    expect(undoneActions(g, 3)).toEqual([END, { type: 'draw' }, END]);
  });

  it('the retreat and the advance the app took after it (6.5-R13)', () => {
    const g = assaultRetreatAdvance();
    expect(prompt(g).step).toBe('combat:pursuit');
    expect(undoneActions(g, 2)).toEqual([
      { type: 'advance', unit: 'd6' },
      { type: 'retreat', to: 'c7' }
    ]);
    expect(prompt(back(g, 2)).step).toBe('combat:retreat');
  });

  it('stops at the start of the game', () => {
    const g = newGame({ players: ['Ala', 'Bartek'] });
    expect(undoneActions(g, 3)).toEqual([]);
    const one = play(g, { type: 'roll-first-player', dice: [8, 3] });
    expect(undoneActions(one, 5)).toEqual([{ type: 'roll-first-player', dice: [8, 3] }]);
  });
});

describe('carriesDice and appRolled', () => {
  const cases: [Action, boolean][] = [
    [{ type: 'roll-first-player', dice: [8, 3] }, true],
    [{ type: 'roll', dice: [10, 10] }, true],
    [{ type: 'roll', dice: [] }, false],
    [{ type: 'withdraw', card: 'withdraw' }, false],
    [{ type: 'withdraw', card: '1st-infantry-regiment-2', dice: [4] }, true],
    [{ type: 'rally', card: 'napoleon-bonaparte', unit: 'd2', dice: [3] }, true],
    [{ type: 'rally', card: 'napoleon-bonaparte', unit: 'd2' }, false],
    [{ type: 'move', from: 'b2', to: 'c3' }, false],
    [END, false]
  ];

  it('dice actions: the first-player roll, a combat or pursuit roll, a withdraw or rally roll, with dice', () => {
    for (const [a, dice] of cases) expect(carriesDice(a), JSON.stringify(a)).toBe(dice);
  });

  it('an app roll is a dice action marked rolledBy: app', () => {
    for (const [a, dice] of cases) {
      expect(appRolled(a)).toBe(false);
      expect(appRolled({ ...a, rolledBy: 'app' } as Action), JSON.stringify(a)).toBe(dice);
    }
  });
});

describe('properties over random games (the fuzz driver, tests/fuzz/sim.ts)', () => {
  it('an automatic action is always legal, and only in play; undoneActions gives back the log, latest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 1, max: 6 }), (seed, aggressive, depth) => {
        const end = playRandomGame(seed, { aggressive }).game;
        const log = end.record.actions;
        for (let g: Game | null = end; g; g = g.previous) {
          const a = automaticAction(g);
          if (a) {
            expect(g.state.stage).toBe('play');
            const r = applyAction(g, a);
            expect(r.ok, `seed ${seed}, action ${g.length}: ${JSON.stringify(a)}`).toBe(true);
          }
          const n = Math.min(depth, g.length);
          expect(undoneActions(g, depth)).toEqual(log.slice(g.length - n, g.length).reverse());
        }
      }),
      { numRuns: 12 }
    );
  });
});
