import { describe, expect, it } from 'vitest';
import { fireTargets, sightLines } from '../../../src/lib/rules';
import { pos, sorted } from './position-helpers';

describe('6.2 range and line of sight (fireTargets)', () => {
  it('T8 (6.2-R6): from C3 at C5 legal only if C4 is not Hill/Town/Woods and holds no unit', () => {
    expect(fireTargets(pos({ s: { c3: 'inf' }, n: { c5: 'inf' } }), 'c3', 2)).toEqual(['c5']);
    for (const t of ['h', 't', 'w'])
      expect(fireTargets(pos({ s: { c3: 'inf' }, n: { c5: 'inf' }, terrain: { c4: t } }), 'c3', 2)).toEqual([]);
    for (const t of ['m', 'f', 'l'])
      expect(fireTargets(pos({ s: { c3: 'inf' }, n: { c5: 'inf' }, terrain: { c4: t } }), 'c3', 2)).toEqual(['c5']);
    expect(fireTargets(pos({ s: { c3: 'inf', c4: 'inf' }, n: { c5: 'inf' } }), 'c3', 2)).toEqual([]);
  });

  it('6.2-R7: the firer’s and the target’s squares never block', () => {
    expect(fireTargets(pos({ s: { c3: 'inf' }, n: { c5: 'inf' }, terrain: { c3: 'h', c5: 't' } }), 'c3', 2)).toEqual(['c5']);
  });

  it('T9 (6.2-R6, A17): diagonal target D4 from C3 is legal if C4 or D3 is clear', () => {
    expect(fireTargets(pos({ s: { c3: 'inf' }, n: { d4: 'inf' }, terrain: { c4: 'w' } }), 'c3', 2)).toEqual(['d4']);
    expect(fireTargets(pos({ s: { c3: 'inf' }, n: { d4: 'inf', d3: 'inf' }, terrain: { c4: 'w' } }), 'c3', 2)).toEqual(['d3']);
    const lines = sightLines(pos({ s: { c3: 'inf' }, n: { d4: 'inf' }, terrain: { c4: 'w', d3: 'h' } }), 'c3', 2);
    expect(lines).toEqual(
      [{ square: 'd4', distance: 2, clear: false, blockedBy: ['d3', 'c4'].sort() }].map((l) => ({
        ...l,
        blockedBy: expect.arrayContaining(l.blockedBy)
      }))
    );
  });

  it('T10 (6.2-R3): a Volley (range 1) cannot reach the diagonal D4', () => {
    expect(fireTargets(pos({ s: { c3: 'inf' }, n: { d4: 'inf', c4: 'inf' } }), 'c3', 1)).toEqual(['c4']);
  });

  it('6.2-R5: range counts orthogonally; only enemy units are targets', () => {
    const p = pos({ s: { d4: 'inf', d5: 'inf' }, n: { d6: 'inf', f4: 'inf', e6: 'inf', b4: 'inf', d1: 'inf' } });
    expect(sorted(fireTargets(p, 'd4', 2))).toEqual(['b4', 'f4']); // d6 blocked by own d5, e6 at 3
    expect(sorted(fireTargets(p, 'd5', 2))).toEqual(['d6', 'e6']);
  });
});
