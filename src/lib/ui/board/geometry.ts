// The board's geometry in SVG units, pure: how the picture is turned, where each square is drawn,
// the coordinates along the sides, the edge labels, the line between the halves, and one
// line-segment function for the move arrows and the lines of sight.
import { FILES, squareName } from './terrain';

/** Clockwise turn of the picture: 0 north at the top, 90 east at the bottom, 180 south at the top
 * (= `flipped`), 270 west at the bottom. */
export type BoardRotation = 0 | 90 | 180 | 270;
export type BoardEdge = 'north' | 'south' | 'east' | 'west';

/** size of a square */
export const SQ = 100;
/** room for the rank numbers on the left */
export const LEFT = 34;
/** room for the file letters at the bottom */
export const COORDS = 34;
export const RIGHT = 6;
export const WIDTH = LEFT + 8 * SQ + RIGHT;

/** The margins: an edge label needs room above the board and under the file letters, its
 * descenders ("Jędrek") included. */
export function margins(edgeLabels: boolean): { top: number; bottom: number; height: number } {
  const top = edgeLabels ? 40 : 6;
  const bottom = edgeLabels ? COORDS + 34 : COORDS;
  return { top, bottom, height: top + 8 * SQ + bottom };
}

/** A square as drawn: its visual row and column (0 = top / left) and its top left corner. */
export interface Cell {
  square: string;
  index: number;
  row: number;
  col: number;
  x: number;
  y: number;
}

/** rank (1..8) and file index (0..7) shown at a visual row and column (0 = top / left) */
export function squareAt(turn: BoardRotation, row: number, col: number): { rank: number; file: number } {
  switch (turn) {
    case 90:
      return { rank: col + 1, file: row };
    case 180:
      return { rank: row + 1, file: 7 - col };
    case 270:
      return { rank: 8 - col, file: 7 - row };
    default:
      return { rank: 8 - row, file: col };
  }
}

/** The 64 cells in visual rows, top to bottom; cells left to right. */
export function cellRows(turn: BoardRotation, top: number): Cell[][] {
  return Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 }, (_, col) => {
      const { rank, file } = squareAt(turn, row, col);
      const index = (rank - 1) * 8 + file;
      return { square: squareName(index), index, row, col, x: LEFT + col * SQ, y: top + row * SQ };
    })
  );
}

/** The coordinates along the left side (per visual row) and the bottom (per visual column). */
export function coordLabels(turn: BoardRotation): { side: string[]; bottom: string[] } {
  const sideways = turn === 90 || turn === 270;
  return {
    side: Array.from({ length: 8 }, (_, row) => {
      const { rank, file } = squareAt(turn, row, 0);
      return sideways ? (FILES[file] ?? '') : String(rank);
    }),
    bottom: Array.from({ length: 8 }, (_, col) => {
      const { rank, file } = squareAt(turn, 0, col);
      return sideways ? String(rank) : (FILES[file] ?? '');
    })
  };
}

/** which side of the picture each board edge is on, for each turn of the board */
export const SIDES: Record<BoardRotation, Record<BoardEdge, 'top' | 'bottom' | 'left' | 'right'>> = {
  0: { north: 'top', south: 'bottom', west: 'left', east: 'right' },
  90: { west: 'top', east: 'bottom', south: 'left', north: 'right' },
  180: { south: 'top', north: 'bottom', east: 'left', west: 'right' },
  270: { east: 'top', west: 'bottom', north: 'left', south: 'right' }
};

export interface EdgeText {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** The words along the edges, with an arrow to their side; left and right edges are named in the
 * top margin, at that side. Text is centred on `y` (dominant-baseline: middle). */
export function edgeTexts(labels: Partial<Record<BoardEdge, string>>, turn: BoardRotation, top: number): EdgeText[] {
  const mid = LEFT + 4 * SQ;
  const above = top / 2 - 1;
  return Object.entries(labels).map(([edge, text]) => {
    const side = SIDES[turn][edge as BoardEdge];
    if (side === 'top') return { text: `▲ ${text}`, x: mid, y: above, anchor: 'middle' };
    if (side === 'bottom') return { text: `▼ ${text}`, x: mid, y: top + 8 * SQ + COORDS + 17, anchor: 'middle' };
    if (side === 'left') return { text: `◀ ${text}`, x: LEFT, y: above, anchor: 'start' };
    return { text: `${text} ▶`, x: LEFT + 8 * SQ, y: above, anchor: 'end' };
  });
}

/** The line between the halves (2.2: each player scores on the enemy half): 'ns' between ranks 4
 * and 5, 'ew' between files d and e. */
export function halvesLine(halves: 'ns' | 'ew', turn: BoardRotation, top: number): { x1: number; y1: number; x2: number; y2: number } {
  const across = (halves === 'ns') === (turn === 0 || turn === 180); // a horizontal line
  return across
    ? { x1: LEFT, y1: top + 4 * SQ, x2: LEFT + 8 * SQ, y2: top + 4 * SQ }
    : { x1: LEFT + 4 * SQ, y1: top, x2: LEFT + 4 * SQ, y2: top + 8 * SQ };
}

export interface Point {
  x: number;
  y: number;
}

export function centre(cell: { x: number; y: number }): Point {
  return { x: cell.x + SQ / 2, y: cell.y + SQ / 2 };
}

/** The segment from `a` to `b` shortened by `trimStart` at `a` and `trimEnd` at `b`, with its unit
 * direction; null when `a` and `b` are the same point. */
export function segment(a: Point, b: Point, trimStart: number, trimEnd: number): { from: Point; to: Point; ux: number; uy: number } | null {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return null;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return { from: { x: a.x + ux * trimStart, y: a.y + uy * trimStart }, to: { x: b.x - ux * trimEnd, y: b.y - uy * trimEnd }, ux, uy };
}

/** A line between two squares' centres, e.g. a line of sight: clear of the counters at both ends. */
export function squareLine(a: Point, b: Point): { x1: number; y1: number; x2: number; y2: number } | null {
  const s = segment(centre(a), centre(b), 30, 36);
  return s && { x1: s.from.x, y1: s.from.y, x2: s.to.x, y2: s.to.y };
}

/**
 * An arrow through the centres of the squares a unit went through: a ring on the first square
 * (`start`), the line (`points`) and a head (`head`) ending at the edge of the last square's
 * counter, so that no counter, its strength included, is ever covered.
 */
export function arrow(cells: readonly { x: number; y: number }[]): { start: Point; points: string; head: string } | null {
  if (cells.length < 2) return null;
  const pts = cells.map(centre);
  const a = pts[pts.length - 2]!;
  const b = pts[pts.length - 1]!;
  const dir = segment(a, b, 0, 0);
  if (!dir) return null;
  // the counter spans 35 units either side of the centre, 28 above and 44 below it
  const stop = dir.ux > 0.5 || dir.ux < -0.5 ? 36 : dir.uy > 0 ? 29 : 45;
  const { to: tip, ux, uy } = segment(a, b, 0, stop)!;
  const base = { x: tip.x - ux * 20, y: tip.y - uy * 20 };
  const line = [...pts.slice(0, -1), { x: base.x + ux * 4, y: base.y + uy * 4 }];
  return {
    start: pts[0]!,
    points: line.map((q) => `${q.x},${q.y}`).join(' '),
    head: `${tip.x},${tip.y} ${base.x - uy * 12},${base.y + ux * 12} ${base.x + uy * 12},${base.y - ux * 12}`
  };
}
