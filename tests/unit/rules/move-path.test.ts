// movePath (src/lib/rules/movement.ts, issue 11): the squares a move really went through, for the
// arrows on the board. Checked on the rulebook's cases (5-R2…R5, RULES.md T1–T3) and against the
// engine's own destinations on random positions (fast-check).
import fc from 'fast-check';
import { frenchBritishPosition } from './arbitraries';
import { describe, expect, it } from 'vitest';
import {
  distance,
  moveDestinations,
  movePath,
  parsePosition,
  skirmishDestinations,
  squareIndex,
  SQUARES,
  unitAt,
  type Position
} from '../../../src/lib/rules';
import { N_CAV, N_INF, pos, S_CAV, S_INF } from './position-helpers';

const dist = (a: string, b: string) => distance(squareIndex(a), squareIndex(b));

describe('movePath on the rulebook cases', () => {
  it('the same square is a path of one square; an adjacent square is a path of two (5-R2)', () => {
    const p = pos({ s: { c3: 'inf' } });
    expect(movePath(p, 'c3', 'c3')).toEqual(['c3']);
    expect(movePath(p, 'c3', 'c4')).toEqual(['c3', 'c4']);
    expect(movePath(p, 'c3', 'b3')).toEqual(['c3', 'b3']);
  });

  it('5-R3: a 2-square straight move goes through the middle square', () => {
    const p = pos({ s: { c3: 'cav' } });
    expect(movePath(p, 'c3', 'c5')).toEqual(['c3', 'c4', 'c5']);
    expect(movePath(p, 'c3', 'a3')).toEqual(['c3', 'b3', 'a3']);
  });

  it('5-R3, T3: a straight move through a unit has no path (never through a unit, friend or enemy)', () => {
    expect(movePath(pos({ s: { c3: 'cav' }, n: { c4: 'inf' } }), 'c3', 'c5')).toBeNull();
    expect(movePath(pos({ s: { c3: 'cav', c4: 'inf' } }), 'c3', 'c5')).toBeNull();
  });

  it('5-R3: a Lake in the middle blocks a straight move', () => {
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { c4: 'l' } }), 'c3', 'c5')).toBeNull();
  });

  it('5-R3: a move that turns goes through an open middle square, along the file first when both are open', () => {
    const p = pos({ s: { c3: 'cav' } });
    expect(movePath(p, 'c3', 'd4')).toEqual(['c3', 'c4', 'd4']);
    expect(movePath(p, 'c3', 'b2')).toEqual(['c3', 'c2', 'b2']);
  });

  it('T3 (5-R3): with a unit on one middle square, the turn goes round the other one', () => {
    // the 1st Cuirassiers' b2→c3 of the ordinary-turn fixture: c2 is held, so b2→b3→c3
    expect(movePath(pos({ s: { b2: 'cav', c2: 'inf' } }), 'b2', 'c3')).toEqual(['b2', 'b3', 'c3']);
    expect(movePath(pos({ s: { c3: 'cav' }, n: { c4: 'inf' } }), 'c3', 'd4')).toEqual(['c3', 'd3', 'd4']);
    expect(movePath(pos({ s: { c3: 'cav' }, n: { c4: 'inf', d3: 'inf' } }), 'c3', 'd4')).toBeNull();
  });

  it('5-R3: a Lake on one middle square: the other one', () => {
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { c4: 'l' } }), 'c3', 'd4')).toEqual(['c3', 'd3', 'd4']);
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { c4: 'l', d3: 'l' } }), 'c3', 'd4')).toBeNull();
  });

  it('5-R5, T2: Marsh or Fields on the file-side middle square: the turn goes through the other one', () => {
    // entering c4 would have ended the move there, so a move to d4 went through d3
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { c4: 'm' } }), 'c3', 'd4')).toEqual(['c3', 'd3', 'd4']);
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { c4: 'f' } }), 'c3', 'd4')).toEqual(['c3', 'd3', 'd4']);
    // Marsh at the end or at the start changes nothing (5-R5: starting in Marsh does not shorten it)
    expect(movePath(pos({ s: { c3: 'cav' }, terrain: { d4: 'm', c3: 'm' } }), 'c3', 'd4')).toEqual(['c3', 'c4', 'd4']);
  });

  it('squares more than 2 apart, or off the board, have no path', () => {
    const p = pos({ s: { c3: 'cav' } });
    expect(movePath(p, 'c3', 'c6')).toBeNull();
    expect(movePath(p, 'c3', 'e4')).toBeNull();
    expect(movePath(p, 'c3', 'z9')).toBeNull();
    expect(movePath(p, 'q1', 'c3')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Random positions: cavalry on both sides first (so that 2-square moves are common), then infantry.
const arbPosition = frenchBritishPosition({ cavalryFirst: true });

const terrainOf = (p: Position, sq: string) => p.terrain[squareIndex(sq)];
const isCavalry = (u: string) => [...S_CAV, ...N_CAV].includes(u);

/** A path from `from` to `to` the rules allow: orthogonal steps through open, non-stopping squares. */
function expectLegalPath(p: Position, from: string, to: string, path: string[] | null, what: string) {
  expect(path, `${what}: ${from}→${to}`).not.toBeNull();
  const sq = path!;
  expect(sq[0]).toBe(from);
  expect(sq.at(-1)).toBe(to);
  expect(sq.length).toBe(dist(from, to) + 1);
  expect(sq.length).toBeLessThanOrEqual(3);
  for (let i = 1; i < sq.length; i++) expect(dist(sq[i - 1]!, sq[i]!), `${what}: ${sq.join('→')}`).toBe(1);
  for (const mid of sq.slice(1, -1)) {
    expect(unitAt(p, mid), `${what}: ${sq.join('→')} passes a unit`).toBeUndefined();
    expect(['lake', 'marsh', 'fields'], `${what}: ${sq.join('→')}`).not.toContain(terrainOf(p, mid));
  }
}

describe('movePath against the engine on random positions', () => {
  it('5-R2…R5: every basic move destination has a path of orthogonal steps through an open middle square that does not stop the move', () => {
    let twoSquare = 0;
    fc.assert(
      fc.property(arbPosition, (p) => {
        for (const a of p.armies)
          for (const u of a.units)
            for (const d of moveDestinations(p, u.square)) {
              const path = movePath(p, u.square, d);
              expectLegalPath(p, u.square, d, path, u.unit);
              if (!isCavalry(u.unit)) expect(path).toHaveLength(2);
              if (path!.length === 3) twoSquare++;
            }
      }),
      { numRuns: 400 }
    );
    expect(twoSquare).toBeGreaterThan(100);
  });

  it('9.2-R23, A23: every Skirmish move destination has such a path too (its own start square: no move)', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        for (const a of p.armies)
          for (const u of a.units)
            for (const d of skirmishDestinations(p, u.square)) expectLegalPath(p, u.square, d, movePath(p, u.square, d), u.unit);
      }),
      { numRuns: 200 }
    );
  });

  it('5-R3: a path never passes a unit or a Lake; null only when every middle square is held or a Lake', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        for (const a of p.armies)
          for (const u of a.units)
            for (const to of SQUARES) {
              const d = dist(u.square, to);
              const path = movePath(p, u.square, to);
              if (d > 2) {
                expect(path).toBeNull();
                continue;
              }
              if (d < 2) {
                expect(path).toEqual(d === 0 ? [u.square] : [u.square, to]);
                continue;
              }
              const middles = SQUARES.filter((m) => dist(u.square, m) === 1 && dist(m, to) === 1);
              const open = middles.filter((m) => !unitAt(p, m) && terrainOf(p, m) !== 'lake');
              if (open.length === 0) expect(path).toBeNull();
              else {
                expect(path).toHaveLength(3);
                expect(open).toContain(path![1]);
                // a middle square that does not stop the move is preferred (5-R5)
                const going = open.filter((m) => !['marsh', 'fields'].includes(terrainOf(p, m)!));
                if (going.length) expect(going).toContain(path![1]);
              }
            }
      }),
      { numRuns: 100 }
    );
  });
});
