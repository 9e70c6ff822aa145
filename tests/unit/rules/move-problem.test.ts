// Board mode's "can this unit reach that square?" (issue 23): moveProblem answers with the Movement
// Phase's own refusal, so the board and the game say the same thing for the same square.
import { describe, expect, it } from 'vitest';
import { applyAction, moveDestinations, moveProblem, positionOf, SQUARES } from '../../../src/lib/rules';
import { scenario } from './game-helpers';
import { pos } from './position-helpers';

const code = (e: ReturnType<typeof moveProblem>) => (e ? [e.code, e.rule, e.params?.square] : null);

describe('moveProblem (rule 5)', () => {
  it('5-R2: infantry one square; two squares away is too far', () => {
    const p = pos({ s: { c3: 'inf' } });
    expect(moveProblem(p, 'c3', 'c4')).toBeNull();
    expect(code(moveProblem(p, 'c3', 'c5'))).toEqual(['move/too-far', '5-R2', 'c5']);
    expect(code(moveProblem(p, 'c3', 'c3'))).toEqual(['move/too-far', '5-R2', 'c3']);
  });

  it('5-R3: an occupied square or a Lake cannot be entered', () => {
    const p = pos({ s: { c3: 'cav' }, n: { c4: 'inf' }, terrain: { d3: 'l' } });
    expect(code(moveProblem(p, 'c3', 'c4'))).toEqual(['move/occupied', '5-R3', 'c4']);
    expect(code(moveProblem(p, 'c3', 'd3'))).toEqual(['move/lake', '5-R3', 'd3']);
  });

  it('5-R5: cavalry stops on entering Marsh, so the square beyond is out of reach', () => {
    const p = pos({ s: { c3: 'cav' }, terrain: { c4: 'm' } });
    expect(moveProblem(p, 'c3', 'c4')).toBeNull();
    expect(code(moveProblem(p, 'c3', 'c5'))).toEqual(['move/stops-in-terrain', '5-R5', 'c5']);
  });

  it('5-R10, R11: with a Forced March one square further', () => {
    const p = pos({ s: { c3: 'inf' } });
    expect(moveProblem(p, 'c3', 'c5')).not.toBeNull();
    expect(moveProblem(p, 'c3', 'c5', { forcedMarch: true })).toBeNull();
    expect(moveProblem(p, 'c3', 'c6', { forcedMarch: true })?.code).toBe('move/too-far');
  });

  it('null exactly on moveDestinations, and the same refusal as the Movement Phase for every other square (5)', () => {
    const g = scenario({
      phase: 'movement',
      terrain: { c4: 'm', e3: 'l', d5: 'f' },
      units: [
        { c3: '1st-cuirassiers', d4: 'imperial-guard' },
        { b3: '1st-foot-guards', c6: 'kings-dragoons-guards' }
      ]
    });
    const p = positionOf(g.state, g.catalog);
    for (const from of ['c3', 'd4']) {
      const ok = moveDestinations(p, from);
      for (const to of SQUARES) {
        const problem = moveProblem(p, from, to);
        expect(problem === null, `${from}→${to}`).toBe(ok.includes(to));
        const game = applyAction(g, { type: 'move', from, to });
        expect(game.ok ? null : game.error, `${from}→${to}`).toEqual(problem);
      }
    }
  });
});
