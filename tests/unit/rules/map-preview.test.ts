import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG,
  mapPreview,
  rotateSection,
  squareIndex,
  terrainFromRows,
  terrainFromSections,
  type Rotation,
  type SectionPlacement
} from '../../../src/lib/rules';

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
const at = (terrain: readonly string[], square: string) => terrain[squareIndex(square)];

describe('mapPreview: the battlefield while its sections are laid (1.1-R2, 1.1-R3)', () => {
  it('1.1-R2: four placed sections give exactly the printed battlefield of terrainFromSections', () => {
    const rotations: Rotation[] = [0, 90, 180, 270];
    for (const ids of [
      [1, 5, 10, 22],
      [24, 3, 17, 8],
      [2, 4, 6, 7]
    ]) {
      const placements = ids.map((id, i) => ({ id, rotation: rotations[(i + id) % 4]! }));
      const full = terrainFromSections(placements);
      const preview = mapPreview(placements);
      expect(full.ok && preview.ok).toBe(true);
      if (full.ok && preview.ok) expect(preview.value).toEqual(full.value);
    }
  });

  it('1.1-R2: a place with no section yet is clear; the placed ones keep their quarter', () => {
    const none = mapPreview([null, null, null, null]);
    expect(none.ok && none.value.every((t) => t === 'clear')).toBe(true);

    // section 1 (printed top row "wccc") in the north-west place only: a8 is woods, the rest clear
    const r = mapPreview([{ id: 1, rotation: 0 }, null, null, null]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(at(r.value, 'a8')).toBe('woods');
    const printed = terrainFromRows(['wccccccc', 'cccccccc', 'cwwccccc', 'cwwhcccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc']);
    expect(printed.ok && r.value).toEqual(printed.ok ? printed.value : null);
  });

  it('1.1-R3: a section turned in its place shows its rotated rows there (south-east, 90°)', () => {
    const r = mapPreview([null, null, null, { id: 1, rotation: 90 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rows = rotateSection(DEFAULT_CATALOG.section(1)!.rows, 90);
    const letter = { c: 'clear', w: 'woods', h: 'hill' } as Record<string, string>;
    // the south-east quarter: files e–h, ranks 4 (its top row) down to 1
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) expect(at(r.value, `${'efgh'[x]}${4 - y}`)).toBe(letter[rows[y]![x]!]);
    expect(r.value.filter((t) => t !== 'clear').length).toBe(rows.join('').replace(/c/g, '').length);
  });

  it('painted squares override the printed terrain, also on a place with no section', () => {
    const r = mapPreview([{ id: 1, rotation: 0 }, null, null, null], DEFAULT_CATALOG, { a8: 'clear', e4: 'town' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(at(r.value, 'a8')).toBe('clear');
    expect(at(r.value, 'e4')).toBe('town');
    expect(at(r.value, 'b6')).toBe('woods');
  });

  it('refuses what a battlefield cannot be: not 4 places (1.1-R2), a section twice, unknown, a bad rotation (1.1-R3), a painted non-square', () => {
    expect(code(mapPreview([null, null, null]))).toBe('position/section-count');
    expect(code(mapPreview([{ id: 3, rotation: 0 }, null, { id: 3, rotation: 90 }, null]))).toBe('position/section-duplicate');
    expect(code(mapPreview([{ id: 25, rotation: 0 }, null, null, null]))).toBe('position/section-unknown');
    expect(code(mapPreview([{ id: 2, rotation: 45 as Rotation } as SectionPlacement, null, null, null]))).toBe('position/rotation');
    expect(code(mapPreview([null, null, null, null], DEFAULT_CATALOG, { z9: 'town' }))).toBe('position/square');
  });
});
