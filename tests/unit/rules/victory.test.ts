import { describe, expect, it } from 'vitest';
import { attritionWinner, nightfallControl, nightfallScore } from '../../../src/lib/rules';
import { pos, sorted } from './position-helpers';

describe('2.2 nightfall (nightfallScore)', () => {
  it('T14 (2.2-R1, R2): S at D5, N at F6 → S controls D5, C5, E5, D6', () => {
    const r = nightfallScore(pos({ s: { d5: 'inf' }, n: { f6: 'inf' } }));
    expect(sorted(r.squares.france!)).toEqual(['c5', 'd5', 'd6', 'e5']);
    expect(r.score.france).toBe(4);
    expect(r.squares.france).not.toContain('d4'); // own half never counts
  });

  it('T15 (2.2-R2): with the N unit at E6, E5 and D6 are contested → S scores 2', () => {
    const p = pos({ s: { d5: 'inf' }, n: { e6: 'inf' } });
    const r = nightfallScore(p);
    expect(sorted(r.squares.france!)).toEqual(['c5', 'd5']);
    const marks = nightfallControl(p)[0]
      .squares.filter((s) => s.kind === 'contested')
      .map((s) => s.square);
    expect(sorted(marks)).toEqual(['d6', 'e5']); // the diagram's X squares
  });

  it('2.2-R2(a): an occupied square counts even when enemies are adjacent; enemy-occupied never counts (Y)', () => {
    const p = pos({ s: { d5: 'inf' }, n: { d6: 'inf', c5: 'inf' } });
    const r = nightfallScore(p);
    expect(r.squares.france).toContain('d5');
    const side = nightfallControl(p)[0];
    expect(side.squares.find((s) => s.square === 'd6')!.kind).toBe('enemy-occupied');
  });

  it('T16 (2.2-R4): a Lake under uncontested influence counts', () => {
    const r = nightfallScore(pos({ s: { c5: 'inf' }, terrain: { c6: 'l' } }));
    expect(r.squares.france).toContain('c6');
  });

  it('2.2-R3: influence may come from a unit on its own half (own row 4 projects onto row 5)', () => {
    const r = nightfallScore(pos({ s: { d4: 'inf' } }));
    expect(r.squares.france).toEqual(['d5']);
  });

  it('2.2-R6 tie-break 1: rulebook diagram, 4–4, the French eliminated more British units → France wins', () => {
    // France (S) holds 4 squares around D5 and has lost 2 units; Britain (N) holds 4 around G4 and
    // has lost 3, i.e. France has eliminated more enemy units
    const p = pos({
      s: { d5: 'inf', a1: 'inf', b1: 'inf', c1: 'inf', a2: 'inf', b2: 'inf' },
      n: { g4: 'inf', h8: 'inf', g8: 'inf', f8: 'inf', e8: 'inf' }
    });
    const r = nightfallScore(p);
    expect(r.score).toEqual({ france: 4, 'great-britain': 4 });
    expect(r.winner).toBe('france');
    expect(r.decidedBy).toBe('eliminated');
  });

  it('2.2-R6 tie-break 2: equal squares and losses → fewer reduced units wins', () => {
    const p = pos({ s: { a1: 'inf-r' }, n: { a8: 'inf' } });
    const r = nightfallScore(p);
    expect(r.score).toEqual({ france: 0, 'great-britain': 0 });
    expect(r.winner).toBe('great-britain');
    expect(r.decidedBy).toBe('reduced');
  });

  it('2.2-R6 tie-break 3: all equal → the nation earlier in the list (Great Britain before France)', () => {
    const r = nightfallScore(pos({ s: { a1: 'inf' }, n: { a8: 'inf' } }));
    expect(r.winner).toBe('great-britain');
    expect(r.decidedBy).toBe('nation-order');
  });

  it('2.2: more squares wins outright', () => {
    const r = nightfallScore(pos({ s: { d5: 'inf' }, n: { a8: 'inf', h8: 'inf', g8: 'inf' } }));
    expect(r.winner).toBe('france');
    expect(r.decidedBy).toBe('squares');
  });
});

describe('2.1 attrition', () => {
  it('2.1-R1: five eliminations win', () => {
    expect(attritionWinner([5, 2], 0)).toBe(0);
    expect(attritionWinner([4, 5], 0)).toBe(1);
    expect(attritionWinner([4, 4], 1)).toBe(null);
  });
  it('T17 (2.1-R2, A5): both reach five in one combat → the defender wins', () => {
    expect(attritionWinner([5, 5], 0)).toBe(1);
    expect(attritionWinner([5, 5], 1)).toBe(0);
  });
});
