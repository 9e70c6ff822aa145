// What the board says to a screen reader and how the keyboard moves on it: each square's
// accessible name (square, terrain, unit, redoubt, marker, last move, nightfall mark; then its
// selection and highlight) and the arrow-key steps of the ARIA grid.
import { m } from '$lib/paraglide/messages.js';
import { nationName, terrainName } from '../words/names';
import type { Cell } from './geometry';
import type { Terrain } from './terrain';
import type { BoardMark, BoardPath, BoardUnit } from './types';

/** What the board knows about its squares, for their names. */
export interface SquareFacts {
  terrainAt: (index: number) => Terrain;
  units: ReadonlyMap<string, BoardUnit>;
  redoubts: ReadonlySet<string>;
  markers: Readonly<Record<string, string>>;
  markerNames: Readonly<Record<string, string>>;
  paths: readonly BoardPath[];
  marks: Readonly<Record<string, BoardMark>>;
}

/** A unit in words: "France 1G (infantry), strength 5, reduced". */
export function unitWords(unit: BoardUnit): string {
  const kind = unit.cavalry ? m.unit_cavalry() : m.unit_infantry();
  let text = `${nationName(unit.nation)} ${unit.label} (${kind}), ${m.unit_strength({ strength: unit.strength })}`;
  if (unit.reduced) text += `, ${m.unit_reduced()}`;
  return text;
}

/**
 * What each square's accessible name says apart from its selection and highlight, by square
 * index: all 64 at once, when one of those facts changes.
 */
export function baseNames(cells: readonly Cell[], facts: SquareFacts): string[] {
  const moved = facts.paths.filter((p) => p.squares.length > 1);
  // last square of each path -> where the unit came from
  const arrivedFrom = new Map(moved.map((p) => [p.squares.at(-1)!, p]));
  const leftFrom = new Set(moved.map((p) => p.squares[0]!));
  const out: string[] = [];
  for (const cell of cells) {
    const parts = [`${cell.square}: ${terrainName(facts.terrainAt(cell.index))}`];
    const unit = facts.units.get(cell.square);
    if (unit) parts.push(unitWords(unit));
    if (facts.redoubts.has(cell.square)) parts.push(m.redoubt());
    const marker = facts.markers[cell.square];
    if (marker && facts.markerNames[marker]) parts.push(facts.markerNames[marker]);
    const came = arrivedFrom.get(cell.square);
    if (came) parts.push(m.play_board_last_to({ square: came.squares[0]! }));
    else if (leftFrom.has(cell.square)) parts.push(m.play_board_last_from());
    const mark = facts.marks[cell.square];
    if (mark) parts.push(mark.text);
    out[cell.index] = parts.join('; ');
  }
  return out;
}

/** Highlights that mark a square the player picked (a lesson's marked square, a supporting unit): aria-selected too. */
export const PICKED_HIGHLIGHTS: ReadonlySet<string> = new Set(['lrn-picked', 'support-on']);

/**
 * The square's accessible name. `base`, `highlight` and `isSelected` come in per cell (template
 * `{@const}`s, all strings and booleans): a tap re-words only the squares it changes. (Were the
 * cell's name derived from the board's props directly, Svelte would re-run all 64 on every tap:
 * a derived whose inputs are new objects with the same content re-runs each time it is checked.)
 */
export function squareWords(
  base: string,
  highlight: string | undefined,
  isSelected: boolean,
  highlightNames: Readonly<Record<string, string>>
): string {
  const parts = [base];
  if (isSelected) parts.push(m.square_selected());
  if (highlight && highlightNames[highlight]) parts.push(highlightNames[highlight]);
  return parts.join('; ');
}

/** The visual row and column a key moves the focus to from (row, col), or null for other keys:
 * arrows, Home/End along the row, Ctrl+Home/End to the corners; never off the board. */
export function gridStep(key: string, ctrl: boolean, row: number, col: number): { row: number; col: number } | null {
  switch (key) {
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowLeft':
      col -= 1;
      break;
    case 'ArrowRight':
      col += 1;
      break;
    case 'Home':
      col = 0;
      if (ctrl) row = 0;
      break;
    case 'End':
      col = 7;
      if (ctrl) row = 7;
      break;
    default:
      return null;
  }
  return { row: Math.max(0, Math.min(7, row)), col: Math.max(0, Math.min(7, col)) };
}
