// Props of Board.svelte. Kept stable: the rules engine and later screens build these.
import type { Terrain } from './terrain';

export type { Terrain };
export type { BoardRotation } from './geometry';

/** An arrow along the squares a unit went through. `kind` styles it: 'move', 'advance',
 * 'skirmish', 'retreat'; `current` false draws it quieter (the previous player turn). */
export interface BoardPath {
  squares: string[];
  kind: string;
  current: boolean;
}

/** A nightfall scoring mark on a square (rule 2.2, the rulebook diagram): a side's control by
 * occupation or uncontested influence, X (next to both sides, counts for nobody) or Y (the enemy
 * stands there). `side` is the scoring nation; `code` its short code shown on the badge (so the
 * mark reads without colour); `text` is added to the square's accessible name. */
export interface BoardMark {
  kind: 'occupied' | 'influence' | 'contested' | 'enemy-occupied';
  side: string;
  code: string;
  text: string;
}

export interface BoardUnit {
  /** 'a1'..'h8' */
  square: string;
  /** nation id, e.g. 'france' */
  nation: string;
  /** short name printed on the counter */
  label: string;
  strength: number;
  reduced: boolean;
  cavalry: boolean;
}

export interface BoardProps {
  /** 64 entries, index = (rank-1)*8 + fileIndex: a1 = 0, h1 = 7, a8 = 56 */
  terrain: Terrain[];
  units: BoardUnit[];
  redoubts?: string[];
  /** false: rank 8 at the top (default); true: turned 180 degrees */
  flipped?: boolean;
  /** square -> css class name such as 'dest' */
  highlights?: Record<string, string>;
  selected?: string | null;
  /** given: squares are focusable and selectable by tap, click, Enter or Space */
  onselect?: (square: string) => void;
  /** accessible name of the board */
  label: string;
}
