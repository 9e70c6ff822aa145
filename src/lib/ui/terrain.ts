// Terrain of a board square and how it looks. Shapes (icons and textures in TerrainIcon.svelte)
// carry the meaning; colours only help.

export type Terrain = 'clear' | 'hill' | 'town' | 'woods' | 'marsh' | 'fields' | 'lake';

export const TERRAINS: readonly Terrain[] = [
  'clear',
  'hill',
  'town',
  'woods',
  'marsh',
  'fields',
  'lake'
];

/** Base colour of a square of each terrain. */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  clear: '#eee7cf',
  hill: '#dcc08a',
  town: '#d3ccc3',
  woods: '#b5d1a3',
  marsh: '#bcd6cb',
  fields: '#ecdc8f',
  lake: '#93c1e2'
};

/** Terrain letters of the map sections (c h t w m f l). */
export const TERRAIN_BY_LETTER: Readonly<Record<string, Terrain>> = {
  c: 'clear',
  h: 'hill',
  t: 'town',
  w: 'woods',
  m: 'marsh',
  f: 'fields',
  l: 'lake'
};

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/** 'a1' -> 0, 'h1' -> 7, 'a8' -> 56; -1 for anything else. */
export function squareIndex(square: string): number {
  if (square.length !== 2) return -1;
  const file = FILES.indexOf(square[0] as (typeof FILES)[number]);
  const rank = Number(square[1]);
  if (file < 0 || !Number.isInteger(rank) || rank < 1 || rank > 8) return -1;
  return (rank - 1) * 8 + file;
}

/** 0 -> 'a1', 63 -> 'h8'. */
export function squareName(index: number): string {
  return `${FILES[index % 8]}${Math.floor(index / 8) + 1}`;
}
