// The 24 map sections (rule 1.1), each a 4x4 grid, top row first.
// Letters: c clear, h hill, t town, w woods, m marsh, f fields, l lake.
//
// Provenance: derived from the section images as read in the project's reference data
// (sections.json), not copied from it. Sections 2-4 are recoloured copies of other sections in
// the source images and could not be confirmed as distinct printed sections.

import type { SectionDef } from './types';

/** What the reading of particular sections found. */
const NOTES: Record<number, string> = {
  2: 'Recoloured copy of section 14 in the source images (same layout and icons); probably not a distinct section. Fields at r4c4.',
  3: 'Recoloured copy of section 11 in the source images (same layout and icons); probably not a distinct section.',
  4: 'Recoloured copy of section 11 in the source images (same layout and icons); probably not a distinct section.',
  5: 'Town at r4c4, drawn with decorative trees; it is a single Town square, not Woods.',
  6: 'Fields at r3c3.',
  7: 'Fields at r2c3.',
  9: 'Three Town squares (r1c3, r3c3, r4c1).',
  11: 'Sections 3 and 4 are recoloured copies of this layout.',
  14: 'Section 2 is a recoloured copy of this layout. Fields at r4c4.',
  17: 'r4c2 is Clear as the image shows (an older list had Hill there); the only Hill in row 4 is r4c3.',
  18: 'Marsh at r4c4: the only Marsh square in the set (not a Lake).',
  21: 'Lakes at r2c2 and r4c2: the only Lake squares in the set (impassable).'
};

/** A section: its id, its rows (top first), whether the source confirmed it; its notes, if any. */
function def(id: number, rows: SectionDef['rows'], verified = true): SectionDef {
  const notes = NOTES[id];
  return notes === undefined ? { id, rows, verified } : { id, rows, verified, notes };
}

export const SECTIONS: readonly SectionDef[] = [
  def(1, ['wccc', 'cccc', 'cwwc', 'cwwh']),
  def(2, ['ccwh', 'cccw', 'cccw', 'hccf'], false),
  def(3, ['cchc', 'ccch', 'chhc', 'ccch'], false),
  def(4, ['cchc', 'ccch', 'chhc', 'ccch'], false),
  def(5, ['cwcc', 'cccw', 'cchc', 'wwct']),
  def(6, ['cccc', 'wccc', 'ccfw', 'hccc']),
  def(7, ['wwct', 'wcfc', 'cccw', 'cccc']),
  def(8, ['tcch', 'cwcc', 'cccc', 'cccw']),
  def(9, ['wctw', 'cccw', 'chtc', 'tccc']),
  def(10, ['chcc', 'hhcc', 'ccwc', 'cccc']),
  def(11, ['cchc', 'ccch', 'chhc', 'ccch']),
  def(12, ['ccwc', 'cccc', 'twcc', 'wccc']),
  def(13, ['ccwt', 'tccc', 'cccc', 'chcw']),
  def(14, ['ccwh', 'cccw', 'cccw', 'hccf']),
  def(15, ['ccwh', 'cwtc', 'cchc', 'cchc']),
  def(16, ['hhcc', 'hccc', 'cccw', 'ccww']),
  def(17, ['cctc', 'htcw', 'hcch', 'cchc']),
  def(18, ['tccc', 'chhc', 'tchc', 'cccm']),
  def(19, ['ccch', 'hhcc', 'hhcc', 'hhcc']),
  def(20, ['hhtc', 'cccc', 'cccc', 'cccc']),
  def(21, ['wwwc', 'clcc', 'chcc', 'clch']),
  def(22, ['cccc', 'cwcc', 'cccc', 'hchc']),
  def(23, ['hchc', 'hccc', 'hwch', 'cwcc']),
  def(24, ['cccc', 'cccc', 'hhtc', 'cccc'])
];

const SECTION_INDEX = new Map<number, SectionDef>(SECTIONS.map((s) => [s.id, s]));

export function section(id: number): SectionDef | undefined {
  return SECTION_INDEX.get(id);
}
