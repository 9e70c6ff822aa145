import { describe, expect, it } from 'vitest';
import { parsePosition, positionToJSON, rotateSection, terrainFromSections } from '../../../src/lib/rules';
import { json, rows } from './position-helpers';

const base = () => json({ s: { d2: 'inf', e2: 'cav' }, n: { d7: 'inf' } });
const code = (input: unknown) => {
  const r = parsePosition(input);
  return r.ok ? 'ok' : r.error.code;
};

describe('Position JSON v1 (parsePosition)', () => {
  it('parses a valid position; units not listed are eliminated', () => {
    const r = parsePosition(base());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.armies[0].units).toHaveLength(2);
    expect(r.value.terrain).toHaveLength(64);
    expect(positionToJSON(r.value).terrain).toEqual(rows());
  });

  it('terrain rows are rank 8 first, files a..h', () => {
    const input = { ...base(), terrain: rows({ a8: 'h', h1: 'l', b1: 't' }) };
    const r = parsePosition(input);
    expect(r.ok && r.value.terrain[56]).toBe('hill'); // a8
    expect(r.ok && r.value.terrain[7]).toBe('lake'); // h1
    expect(r.ok && r.value.terrain[1]).toBe('town'); // b1
  });

  it('refuses wrong types and shapes with a clear message, never throws', () => {
    for (const bad of [null, 42, 'x', [], { armies: 'no' }, { terrain: rows(), armies: [{}] }]) {
      const r = parsePosition(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
  });

  it('refuses bad terrain rows (1.1-R4)', () => {
    expect(code({ ...base(), terrain: rows().slice(1) })).toBe('position/terrain-rows');
    expect(code({ ...base(), terrain: ['ccccccccc', ...rows().slice(1)] })).toBe('position/terrain-rows');
    expect(code({ ...base(), terrain: ['cccxcccc', ...rows().slice(1)] })).toBe('position/terrain-rows');
  });

  it('refuses unknown nation, unit and square', () => {
    const b = base();
    expect(code({ ...b, armies: [{ ...b.armies[0], nation: 'bavaria' }, b.armies[1]] })).toBe('position/nation-unknown');
    expect(code({ ...b, armies: [{ ...b.armies[0], units: [{ unit: 'old-guard', square: 'a1' }] }, b.armies[1]] })).toBe(
      'position/unit-unknown'
    );
    // a British unit in the French army
    expect(code({ ...b, armies: [{ ...b.armies[0], units: [{ unit: '1st-foot-guards', square: 'a1' }] }, b.armies[1]] })).toBe(
      'position/unit-unknown'
    );
    expect(code({ ...b, armies: [{ ...b.armies[0], units: [{ unit: 'imperial-guard', square: 'i9' }] }, b.armies[1]] })).toBe(
      'position/square'
    );
  });

  it('refuses the same unit twice and two units on one square (3.3-R2)', () => {
    const b = base();
    const twice = [
      { unit: 'imperial-guard', square: 'a1' },
      { unit: 'imperial-guard', square: 'b1' }
    ];
    expect(code({ ...b, armies: [{ ...b.armies[0], units: twice }, b.armies[1]] })).toBe('position/unit-twice');
    const clash = { ...b.armies[1], units: [{ unit: '1st-foot-guards', square: 'd2' }] };
    expect(code({ ...b, armies: [b.armies[0], clash] })).toBe('position/square-occupied');
  });

  it('refuses a unit on a lake (5-R3, A6)', () => {
    expect(code({ ...base(), terrain: rows({ d2: 'l' }) })).toBe('position/unit-on-lake');
  });

  it('refuses both armies of one nation and edges not opposite (3-R3, 3-R5)', () => {
    const b = base();
    expect(code({ ...b, armies: [b.armies[0], { ...b.armies[0], units: [] }] })).toBe('position/same-nation');
    expect(code({ ...b, armies: [b.armies[0], { ...b.armies[1], edge: 'east' }] })).toBe('position/edges-not-opposite');
    expect(code({ ...b, armies: [b.armies[0], { ...b.armies[1], edge: 'up' }] })).toBe('position/edge');
    expect(code({ ...b, armies: [b.armies[0]] })).toBe('position/army-count');
  });

  it('refuses bad or duplicate sections and rotations (1.1-R2, 1.1-R3)', () => {
    const { terrain: _t, ...b } = base();
    const secs = (s: unknown) => code({ ...b, sections: s });
    expect(secs([{ id: 1 }, { id: 5 }, { id: 6 }, { id: 7 }])).toBe('ok');
    expect(secs([{ id: 1 }, { id: 5 }, { id: 6 }])).toBe('position/section-count');
    expect(secs([{ id: 1 }, { id: 5 }, { id: 6 }, { id: 25 }])).toBe('position/section-unknown');
    expect(secs([{ id: 1 }, { id: 5 }, { id: 6 }, { id: 1 }])).toBe('position/section-duplicate');
    expect(secs([{ id: 1 }, { id: 5, rotation: 45 }, { id: 6 }, { id: 7 }])).toBe('position/rotation');
    expect(secs([{ id: 1.5 }, { id: 5 }, { id: 6 }, { id: 7 }])).toBe('position/section-unknown');
    expect(code({ ...base(), sections: [{ id: 1 }, { id: 5 }, { id: 6 }, { id: 7 }] })).toBe('position/terrain-and-sections');
    expect(code(b)).toBe('position/no-map');
  });

  it('refuses hostile JSON: __proto__ keys, deep nesting, huge arrays', () => {
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "terrain": [], "armies": []}');
    expect(code(proto)).toBe('position/forbidden-key');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    let deep: unknown = {};
    for (let i = 0; i < 100000; i++) deep = { a: deep };
    expect(code({ ...base(), extra: deep })).toBe('position/too-large');
    expect(code({ ...base(), redoubts: new Array(100000).fill('d2') })).toBe('position/too-large');
    expect(code({ ...base(), constructor: 1 })).toBe('position/forbidden-key');
  });

  it('refuses a redoubt with no unit under it (9.2-R15)', () => {
    expect(code({ ...base(), redoubts: ['a5'] })).toBe('position/redoubt-square');
    expect(code({ ...base(), redoubts: ['d2'] })).toBe('ok');
  });
});

describe('1.1 map sections and rotation', () => {
  it('1.1-R3: rotation 0 puts the section’s first row along its north side; 90 turns it clockwise', () => {
    const sec = ['abcd', 'efgh', 'ijkl', 'mnop'];
    expect(rotateSection(sec, 0)).toEqual(sec);
    // clockwise: the first row becomes the east column, read north to south
    expect(rotateSection(sec, 90)).toEqual(['miea', 'njfb', 'okgc', 'plhd']);
    expect(rotateSection(sec, 180)).toEqual(['ponm', 'lkji', 'hgfe', 'dcba']);
    expect(rotateSection(sec, 270)).toEqual(['dhlp', 'cgko', 'bfjn', 'aeim']);
  });

  it('1.1-R2: sections are laid out north-west, north-east, south-west, south-east', () => {
    // section 21 has Lakes at r2c2 and r4c2; section 18 has the only Marsh at r4c4
    const t = terrainFromSections([
      { id: 21, rotation: 0 },
      { id: 18, rotation: 0 },
      { id: 1, rotation: 0 },
      { id: 5, rotation: 0 }
    ]);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    // NW section row 2 col 2 → b7; row 4 col 2 → b5
    expect(t.value[6 * 8 + 1]).toBe('lake'); // b7
    expect(t.value[4 * 8 + 1]).toBe('lake'); // b5
    // NE section row 4 col 4 → h5
    expect(t.value[4 * 8 + 7]).toBe('marsh');
    // SE section 5: row 4 col 4 is a Town → h1
    expect(t.value[7]).toBe('town');
    // rotating NE by 180 moves its marsh to the section's north-west corner → e8
    const r = terrainFromSections([
      { id: 21, rotation: 0 },
      { id: 18, rotation: 180 },
      { id: 1, rotation: 0 },
      { id: 5, rotation: 0 }
    ]);
    expect(r.ok && r.value[7 * 8 + 4]).toBe('marsh');
  });
});
