import { describe, expect, it } from 'vitest';
import { moveDestinations, skirmishDestinations } from '../../../src/lib/rules';
import { pos, sorted } from './position-helpers';

describe('rule 5 movement (moveDestinations)', () => {
  it('5-R2: infantry moves exactly one orthogonal square', () => {
    expect(sorted(moveDestinations(pos({ s: { c3: 'inf' } }), 'c3'))).toEqual(['b3', 'c2', 'c4', 'd3']);
  });

  it('T1 (5-R2, 5-R4): cavalry at C3 has 12 destinations, never C3', () => {
    const d = moveDestinations(pos({ s: { c3: 'cav' } }), 'c3');
    expect(sorted(d)).toEqual(sorted(['c4', 'c2', 'b3', 'd3', 'c5', 'c1', 'a3', 'e3', 'b4', 'd4', 'b2', 'd2']));
    expect(d).not.toContain('c3');
  });

  it('T2 (5-R5): entering Marsh ends the move; C5 unreachable when C4 is Marsh', () => {
    const d = moveDestinations(pos({ s: { c3: 'cav' }, terrain: { c4: 'm' } }), 'c3');
    expect(d).toContain('c4');
    expect(d).not.toContain('c5');
    expect(d).toHaveLength(11);
  });

  it('5-R5: Fields end the move too; starting in Fields does not shorten it', () => {
    const d = moveDestinations(pos({ s: { c3: 'cav' }, terrain: { c4: 'f', c3: 'f' } }), 'c3');
    expect(d).toContain('c4');
    expect(d).not.toContain('c5');
    expect(d).toContain('c1'); // two squares from a Fields start
  });

  it('T3 (5-R3): a unit on C4 cannot be entered or passed; B4/D4 still reachable', () => {
    const d = moveDestinations(pos({ s: { c3: 'cav' }, n: { c4: 'inf' } }), 'c3');
    expect(d).not.toContain('c4');
    expect(d).not.toContain('c5');
    expect(d).toContain('b4');
    expect(d).toContain('d4');
  });

  it('5-R3: a friendly unit blocks just like an enemy; a Lake can never be entered', () => {
    const d = moveDestinations(pos({ s: { c3: 'cav', c4: 'inf' }, terrain: { b3: 'l' } }), 'c3');
    expect(d).not.toContain('c4');
    expect(d).not.toContain('b3');
    expect(d).not.toContain('a3'); // only path is through the lake
    expect(d).toContain('b2'); // via c2
  });

  it('5-R6: units never leave the board', () => {
    expect(sorted(moveDestinations(pos({ s: { a1: 'cav' } }), 'a1'))).toEqual(sorted(['a2', 'b1', 'a3', 'b2', 'c1']));
  });

  it('returns [] for an empty or invalid square', () => {
    expect(moveDestinations(pos({ s: { a1: 'inf' } }), 'e5')).toEqual([]);
    expect(moveDestinations(pos({ s: { a1: 'inf' } }), 'z9')).toEqual([]);
  });

  it('T4 (5-R10, 5-R11): infantry C3→C4 then Forced March: C5, B4, D4 or back to C3', () => {
    const p = pos({ s: { c3: 'inf' }, n: { b2: 'inf' } });
    // with forcedMarch the result is every square of basic move + one extra square
    const fm = moveDestinations(p, 'c3', { forcedMarch: true });
    for (const sq of ['c5', 'b4', 'd4', 'c3']) expect(fm).toContain(sq);
    expect(fm).not.toContain('b2'); // occupied
    // through d3: d4, e3, d2, c3 ; through b3: b4, a3, c3 (b2 occupied) ; through c2: c1, d2, c3
    expect(sorted(fm)).toEqual(sorted(['c5', 'b4', 'd4', 'c3', 'e3', 'd2', 'a3', 'c1']));
  });

  it('T5 (5-R13, A8): a unit that began in Fields or Marsh gets no Forced March', () => {
    expect(moveDestinations(pos({ s: { c3: 'inf' }, terrain: { c3: 'f' } }), 'c3', { forcedMarch: true })).toEqual([]);
    expect(moveDestinations(pos({ s: { c3: 'cav' }, terrain: { c3: 'm' } }), 'c3', { forcedMarch: true })).toEqual([]);
  });

  it('5-R13 (A8a): a move that ended in Marsh cannot be extended', () => {
    const fm = moveDestinations(pos({ s: { c3: 'inf' }, terrain: { c4: 'm', c2: 'm', b3: 'm' } }), 'c3', {
      forcedMarch: true
    });
    // only the basic move to d3 can be extended
    expect(sorted(fm)).toEqual(sorted(['d4', 'e3', 'd2', 'c3']));
  });

  it('9.2-R23, A23: Skirmish move: 0–2 squares, may end at start, Marsh ends it', () => {
    const d = skirmishDestinations(pos({ s: { c3: 'inf' }, terrain: { c4: 'm' } }), 'c3');
    expect(d).toContain('c3');
    expect(d).toContain('c4');
    expect(d).not.toContain('c5');
    expect(d).toContain('a3');
    expect(d).toHaveLength(12);
  });
});

import { forcedMarchFrom } from '../../../src/lib/rules/movement';
import { squareIndex } from '../../../src/lib/rules';

describe('5-R11 Forced March back to the start square', () => {
  it('is allowed when the start square is still empty', () => {
    // infantry moved e2 → e1 and now stands on e1
    const p = pos({ s: { e1: 'inf' } });
    expect(forcedMarchFrom(p, squareIndex('e2'), squareIndex('e1'))).toContain(squareIndex('e2'));
  });
  it('5-R3: is refused when another unit (moved with Supply) has entered the start square since', () => {
    const p = pos({ s: { e1: 'inf', e2: 'inf' } });
    expect(forcedMarchFrom(p, squareIndex('e2'), squareIndex('e1'))).not.toContain(squareIndex('e2'));
  });
});
