// Random positions for property tests (fast-check), shared by the board-rule properties, the move
// paths and the position links.
import fc from 'fast-check';
import { DEFAULT_CATALOG, NATION_IDS, parsePosition, SQUARES, type Position } from '../../../src/lib/rules';
import { N_CAV, N_INF, S_CAV, S_INF } from './position-helpers';

const terrainLetter = fc.constantFrom('c', 'c', 'c', 'c', 'h', 't', 'w', 'm', 'f', 'l');
const terrainRows = fc.array(fc.array(terrainLetter, { minLength: 8, maxLength: 8 }), { minLength: 8, maxLength: 8 });
const isLakeIn = (rows: string[]) => (i: number) => rows[7 - (i >> 3)]![i % 8] === 'l';

/**
 * France (south or west) against Great Britain: random terrain, up to 8 units a side on random
 * non-lake squares, some reduced. `cavalryFirst` puts the cavalry first in the line-up (so that
 * 2-square moves are common).
 */
export function frenchBritishPosition(opts: { cavalryFirst?: boolean } = {}): fc.Arbitrary<Position> {
  const sUnits = opts.cavalryFirst ? [...S_CAV, ...S_INF] : [...S_INF, ...S_CAV];
  const nUnits = opts.cavalryFirst ? [...N_CAV, ...N_INF] : [...N_INF, ...N_CAV];
  return fc
    .record({
      terrain: terrainRows,
      squares: fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 2, maxLength: 16 }),
      reduced: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
      split: fc.integer({ min: 1, max: 8 }),
      edge: fc.constantFrom('south', 'west')
    })
    .map(({ terrain, squares, reduced, split, edge }) => {
      const rows = terrain.map((r) => r.join(''));
      const free = squares.filter((i) => !isLakeIn(rows)(i));
      const s = free.slice(0, Math.min(split, 8));
      const n = free.slice(s.length, s.length + 8);
      const r = parsePosition({
        terrain: rows,
        armies: [
          { nation: 'france', edge, units: s.map((i, k) => ({ unit: sUnits[k]!, square: SQUARES[i]!, reduced: reduced[k]! })) },
          {
            nation: 'great-britain',
            edge: edge === 'south' ? 'north' : 'east',
            units: n.map((i, k) => ({ unit: nUnits[k]!, square: SQUARES[i]!, reduced: reduced[8 + k]! }))
          }
        ]
      });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    });
}

/** The board rules' positions (France against Great Britain). */
export const arbPosition = frenchBritishPosition();

/**
 * Any position the Position JSON allows: any two nations, any pair of opposite edges, a map of four
 * sections (rotated) or painted terrain, any of each army's units on the board (the others
 * eliminated), reduced or not, and Redoubts under some of them.
 */
export const arbAnyPosition: fc.Arbitrary<Position> = fc
  .record({
    nations: fc.uniqueArray(fc.constantFrom(...NATION_IDS), { minLength: 2, maxLength: 2 }),
    edges: fc.constantFrom(['south', 'north'], ['north', 'south'], ['east', 'west'], ['west', 'east']),
    sections: fc.option(
      fc.tuple(
        fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.constantFrom(0, 90, 180, 270), { minLength: 4, maxLength: 4 })
      ),
      { nil: null }
    ),
    terrain: terrainRows,
    squares: fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 0, maxLength: 16 }),
    present: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    reduced: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    redoubt: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 })
  })
  .map(({ nations, edges, sections, terrain, squares, present, reduced, redoubt }) => {
    const map = sections
      ? { sections: sections[0].map((id, k) => ({ id, rotation: sections[1][k]! })) }
      : { terrain: terrain.map((r) => r.join('')) };
    // the lakes of the map, to keep units off them (3.3-R2)
    const probe = parsePosition({
      ...map,
      armies: [
        { nation: nations[0], edge: edges[0], units: [] },
        { nation: nations[1], edge: edges[1], units: [] }
      ]
    });
    if (!probe.ok) throw new Error(probe.error.message);
    const free = squares.filter((i) => probe.value.terrain[i] !== 'lake');
    let k = 0;
    const redoubts: string[] = [];
    const armies = [0, 1].map((side) => {
      const units: { unit: string; square: string; reduced: boolean }[] = [];
      DEFAULT_CATALOG.army(nations[side]!).units.forEach((u, i) => {
        const j = side * 8 + i;
        if (!present[j] || k >= free.length) return;
        const square = SQUARES[free[k++]!]!;
        if (redoubt[j]) redoubts.push(square);
        units.push({ unit: u.id, square, reduced: reduced[j]! });
      });
      return { nation: nations[side]!, edge: edges[side]!, units };
    });
    const r = parsePosition({ ...map, armies, redoubts });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
