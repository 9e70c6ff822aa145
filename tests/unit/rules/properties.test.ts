// fast-check properties of the board rules: they must hold on every position, not just examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fireTargets,
  inEnemyHalf,
  moveDestinations,
  nightfallScore,
  parsePosition,
  retreatSquares,
  squareIndex,
  SQUARES,
  distance,
  unitAt,
  type Position
} from '../../../src/lib/rules';
import { arbPosition } from './arbitraries';

const allUnits = (p: Position) => p.armies.flatMap((a) => a.units.map((u) => u.square));

describe('properties of the board rules', () => {
  it('5-R3: no destination is ever occupied, a lake, or the start square (basic move)', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const occ = new Set(allUnits(p));
        for (const from of occ) {
          for (const d of moveDestinations(p, from)) {
            expect(occ.has(d)).toBe(false);
            expect(p.terrain[squareIndex(d)]).not.toBe('lake');
            expect(d).not.toBe(from);
            expect(distance(squareIndex(d), squareIndex(from))).toBeLessThanOrEqual(2);
          }
          for (const d of moveDestinations(p, from, { forcedMarch: true })) {
            expect(occ.has(d) && d !== from).toBe(false);
            expect(p.terrain[squareIndex(d)]).not.toBe('lake');
          }
        }
      }),
      { numRuns: 300 }
    );
  });

  it('5-R2: a one-step move is reversible on open ground', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        for (const a of p.armies)
          for (const u of a.units) {
            if (p.terrain[squareIndex(u.square)] !== 'clear') continue;
            for (const d of moveDestinations(p, u.square)) {
              if (distance(squareIndex(d), squareIndex(u.square)) !== 1) continue;
              const moved: Position = {
                ...p,
                armies: p.armies.map((x) =>
                  x === a ? { ...x, units: x.units.map((y) => (y === u ? { ...y, square: d } : y)) } : x
                ) as unknown as Position['armies']
              };
              expect(moveDestinations(moved, d)).toContain(u.square);
            }
          }
      }),
      { numRuns: 200 }
    );
  });

  it('6.2-R6: line of sight is symmetric', () => {
    fc.assert(
      fc.property(arbPosition, fc.constantFrom(1, 2), (p, range) => {
        for (const from of allUnits(p)) for (const t of fireTargets(p, from, range)) expect(fireTargets(p, t, range)).toContain(from);
      }),
      { numRuns: 300 }
    );
  });

  it('6.2: fire targets are enemy units within range', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        for (const from of allUnits(p)) {
          const me = unitAt(p, from)!.army;
          for (const t of fireTargets(p, from, 2)) {
            expect(unitAt(p, t)!.army).not.toBe(me);
            expect(distance(squareIndex(from), squareIndex(t))).toBeLessThanOrEqual(2);
          }
        }
      }),
      { numRuns: 200 }
    );
  });

  it('6.5: retreat squares are adjacent, empty and never a lake', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const occ = new Set(allUnits(p));
        for (const from of occ)
          for (const r of retreatSquares(p, from)) {
            expect(distance(squareIndex(r), squareIndex(from))).toBe(1);
            expect(occ.has(r)).toBe(false);
            expect(p.terrain[squareIndex(r)]).not.toBe('lake');
          }
      }),
      { numRuns: 300 }
    );
  });

  it('2.2: nightfall squares are always on the enemy half and never enemy-occupied', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const r = nightfallScore(p);
        p.armies.forEach((a, i) => {
          const enemy = new Set(p.armies[i === 0 ? 1 : 0].units.map((u) => u.square));
          const held = r.squares[a.nation]!;
          expect(held.length).toBe(r.score[a.nation]);
          for (const sq of held) {
            expect(inEnemyHalf(a.edge, squareIndex(sq))).toBe(true);
            expect(enemy.has(sq)).toBe(false);
          }
        });
        // the two sides never both control one square (their enemy halves are disjoint)
        const [x, y] = p.armies.map((a) => new Set(r.squares[a.nation]));
        for (const sq of x!) expect(y!.has(sq)).toBe(false);
      }),
      { numRuns: 300 }
    );
  });
});
