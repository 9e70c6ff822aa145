// Rule 1.1 and 1.1-R5: the 8x8 battlefield of four 4x4 map sections; only orthogonal relations.
// Squares a1..h8: files a–h west→east, ranks 1–8 south→north. Internally a square is an index
// 0..63 = (rank-1)*8 + file, so a1 = 0, h1 = 7, a8 = 56. Only orthogonal relations exist (1.1-R5).

export type Square = string;

/** The two players, in the order of the game record (seat 0, seat 1). */
export type Seat = 0 | 1;
/** The other player: the opponent of a seat. */
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
export type Edge = 'north' | 'south' | 'east' | 'west';
export const EDGES: readonly Edge[] = ['north', 'south', 'east', 'west'];

export const FILES = 'abcdefgh';
/** SQUARES[i] is the name of square index i. */
export const SQUARES: readonly Square[] = Array.from({ length: 64 }, (_, i) => `${FILES[i % 8]}${Math.floor(i / 8) + 1}`);
const INDEX = new Map<string, number>(SQUARES.map((s, i) => [s, i]));

/** Index 0..63 of a square name, or -1 when it is not a square of the board. */
export function squareIndex(sq: string): number {
  return INDEX.get(sq) ?? -1;
}

/** NEIGHBOURS[i]: indices of the squares sharing a side with square i (never diagonals, 1.1-R5). */
export const NEIGHBOURS: readonly (readonly number[])[] = SQUARES.map((_, i) => {
  const f = i % 8;
  const r = i >> 3;
  const out: number[] = [];
  if (r < 7) out.push(i + 8);
  if (f < 7) out.push(i + 1);
  if (r > 0) out.push(i - 8);
  if (f > 0) out.push(i - 1);
  return out;
});

/** Distance: number of orthogonal steps (section 0; a diagonal neighbour is at 2). */
export function distance(a: number, b: number): number {
  return Math.abs((a % 8) - (b % 8)) + Math.abs((a >> 3) - (b >> 3));
}

export function oppositeEdge(e: Edge): Edge {
  return e === 'north' ? 'south' : e === 'south' ? 'north' : e === 'east' ? 'west' : 'east';
}

/**
 * Section 0: a player's own row number of a square, 1 = the row along their starting edge,
 * 8 = the row along the opponent's edge.
 */
export function ownRow(edge: Edge, i: number): number {
  switch (edge) {
    case 'south':
      return (i >> 3) + 1;
    case 'north':
      return 8 - (i >> 3);
    case 'west':
      return (i % 8) + 1;
    case 'east':
      return 8 - (i % 8);
  }
}

/** 2.2-R1: the enemy half of a player = their own rows 5–8. */
export function inEnemyHalf(edge: Edge, i: number): boolean {
  return ownRow(edge, i) >= 5;
}

/** 3.3-R1: deployment rows = own rows 1–2. */
export function inHomeRows(edge: Edge, i: number): boolean {
  return ownRow(edge, i) <= 2;
}

/** Step toward a player's own edge ("back", 6.5-R6); -1 when that is off the board. */
export function backOf(edge: Edge, i: number): number {
  return step(i, edge);
}
/** Step toward the enemy edge ("forward", 6.5-R8); -1 off the board. */
export function forwardOf(edge: Edge, i: number): number {
  return step(i, oppositeEdge(edge));
}
/** The two squares in the same own row ("flanks", 6.5-R7); off-board ones are left out. */
export function flanksOf(edge: Edge, i: number): number[] {
  const sides: Edge[] = edge === 'north' || edge === 'south' ? ['west', 'east'] : ['south', 'north'];
  return sides.map((d) => step(i, d)).filter((j) => j >= 0);
}

/** The square one step from i toward the given edge of the board, or -1 off the board. */
export function step(i: number, toward: Edge): number {
  const f = i % 8;
  const r = i >> 3;
  switch (toward) {
    case 'north':
      return r < 7 ? i + 8 : -1;
    case 'south':
      return r > 0 ? i - 8 : -1;
    case 'east':
      return f < 7 ? i + 1 : -1;
    case 'west':
      return f > 0 ? i - 1 : -1;
  }
}
