// Props of Board.svelte. Kept stable: the rules engine and later screens build these.
import type { Terrain } from './terrain';

export type { Terrain };

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
