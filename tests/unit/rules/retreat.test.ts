import { describe, expect, it } from 'vitest';
import { retreatOptions, retreatSquares } from '../../../src/lib/rules';
import { pos, sorted } from './position-helpers';

describe('6.5 retreat priority (retreatSquares)', () => {
  it('6.5-R6: back square first (toward the owner’s edge), no choice', () => {
    expect(retreatSquares(pos({ s: { d4: 'inf' } }), 'd4')).toEqual(['d3']);
  });

  it('T6 (6.5-R7…R9): S unit at D1: back off-board → C1 or E1; both occupied → D2; D2 occupied too → eliminated', () => {
    expect(sorted(retreatSquares(pos({ s: { d1: 'inf' } }), 'd1'))).toEqual(['c1', 'e1']);
    expect(retreatOptions(pos({ s: { d1: 'inf' } }), 'd1').tier).toBe('flank');
    expect(retreatSquares(pos({ s: { d1: 'inf', c1: 'inf' } }), 'd1')).toEqual(['e1']);
    const fwd = retreatOptions(pos({ s: { d1: 'inf', c1: 'inf' }, n: { e1: 'inf' } }), 'd1');
    expect(fwd).toEqual({ tier: 'forward', squares: ['d2'] });
    expect(retreatSquares(pos({ s: { d1: 'inf', c1: 'inf', d2: 'inf' }, n: { e1: 'inf' } }), 'd1')).toEqual([]);
  });

  it('T7 (6.5-R6): N unit at D5 retreats to D6 (its back is toward rank 8)', () => {
    expect(retreatSquares(pos({ n: { d5: 'inf' } }), 'd5')).toEqual(['d6']);
  });

  it('A20: a Lake counts as blocked', () => {
    expect(sorted(retreatSquares(pos({ s: { d4: 'inf' }, terrain: { d3: 'l', c4: 'l' } }), 'd4'))).toEqual(['e4']);
  });

  it('6.5-R10: Marsh and Fields do not restrict a retreat', () => {
    expect(retreatSquares(pos({ s: { d4: 'inf' }, terrain: { d3: 'm' } }), 'd4')).toEqual(['d3']);
  });

  it('section 0: for a west-edge player back is toward file a, flanks along the file', () => {
    expect(retreatSquares(pos({ sEdge: 'west', s: { d4: 'inf' } }), 'd4')).toEqual(['c4']);
    expect(sorted(retreatSquares(pos({ sEdge: 'west', s: { a4: 'inf' } }), 'a4'))).toEqual(['a3', 'a5']);
    expect(retreatSquares(pos({ sEdge: 'west', s: { a4: 'inf', a3: 'inf', a5: 'inf' } }), 'a4')).toEqual(['b4']);
  });
});
