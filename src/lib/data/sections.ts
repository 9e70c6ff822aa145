// The 24 map sections (rule 1.1), each a 4x4 grid, top row first.
// Letters: c clear, h hill, t town, w woods, m marsh, f fields, l lake.
//
// Provenance: derived from the section images as read in the project's reference data
// (sections.json), not copied from it. Sections 2-4 are recoloured copies of other sections in
// the source images and could not be confirmed as distinct printed sections.

import type { SectionDef } from './types';

export const SECTIONS: readonly SectionDef[] = [
  { id: 1, rows: ['wccc', 'cccc', 'cwwc', 'cwwh'], verified: true },
  {
    id: 2,
    rows: ['ccwh', 'cccw', 'cccw', 'hccf'],
    verified: false,
    notes: 'Recoloured copy of section 14 in the source images (same layout and icons); probably not a distinct section. Fields at r4c4.'
  },
  {
    id: 3,
    rows: ['cchc', 'ccch', 'chhc', 'ccch'],
    verified: false,
    notes: 'Recoloured copy of section 11 in the source images (same layout and icons); probably not a distinct section.'
  },
  {
    id: 4,
    rows: ['cchc', 'ccch', 'chhc', 'ccch'],
    verified: false,
    notes: 'Recoloured copy of section 11 in the source images (same layout and icons); probably not a distinct section.'
  },
  {
    id: 5,
    rows: ['cwcc', 'cccw', 'cchc', 'wwct'],
    verified: true,
    notes: 'Town at r4c4, drawn with decorative trees; it is a single Town square, not Woods.'
  },
  { id: 6, rows: ['cccc', 'wccc', 'ccfw', 'hccc'], verified: true, notes: 'Fields at r3c3.' },
  { id: 7, rows: ['wwct', 'wcfc', 'cccw', 'cccc'], verified: true, notes: 'Fields at r2c3.' },
  { id: 8, rows: ['tcch', 'cwcc', 'cccc', 'cccw'], verified: true },
  {
    id: 9,
    rows: ['wctw', 'cccw', 'chtc', 'tccc'],
    verified: true,
    notes: 'Three Town squares (r1c3, r3c3, r4c1).'
  },
  { id: 10, rows: ['chcc', 'hhcc', 'ccwc', 'cccc'], verified: true },
  {
    id: 11,
    rows: ['cchc', 'ccch', 'chhc', 'ccch'],
    verified: true,
    notes: 'Sections 3 and 4 are recoloured copies of this layout.'
  },
  { id: 12, rows: ['ccwc', 'cccc', 'twcc', 'wccc'], verified: true },
  { id: 13, rows: ['ccwt', 'tccc', 'cccc', 'chcw'], verified: true },
  {
    id: 14,
    rows: ['ccwh', 'cccw', 'cccw', 'hccf'],
    verified: true,
    notes: 'Section 2 is a recoloured copy of this layout. Fields at r4c4.'
  },
  { id: 15, rows: ['ccwh', 'cwtc', 'cchc', 'cchc'], verified: true },
  { id: 16, rows: ['hhcc', 'hccc', 'cccw', 'ccww'], verified: true },
  {
    id: 17,
    rows: ['cctc', 'htcw', 'hcch', 'cchc'],
    verified: true,
    notes: 'r4c2 is Clear as the image shows (an older list had Hill there); the only Hill in row 4 is r4c3.'
  },
  {
    id: 18,
    rows: ['tccc', 'chhc', 'tchc', 'cccm'],
    verified: true,
    notes: 'Marsh at r4c4: the only Marsh square in the set (not a Lake).'
  },
  { id: 19, rows: ['ccch', 'hhcc', 'hhcc', 'hhcc'], verified: true },
  { id: 20, rows: ['hhtc', 'cccc', 'cccc', 'cccc'], verified: true },
  {
    id: 21,
    rows: ['wwwc', 'clcc', 'chcc', 'clch'],
    verified: true,
    notes: 'Lakes at r2c2 and r4c2: the only Lake squares in the set (impassable).'
  },
  { id: 22, rows: ['cccc', 'cwcc', 'cccc', 'hchc'], verified: true },
  { id: 23, rows: ['hchc', 'hccc', 'hwch', 'cwcc'], verified: true },
  { id: 24, rows: ['cccc', 'cccc', 'hhtc', 'cccc'], verified: true }
];

const SECTION_INDEX = new Map<number, SectionDef>(SECTIONS.map((s) => [s.id, s]));

export function section(id: number): SectionDef | undefined {
  return SECTION_INDEX.get(id);
}
