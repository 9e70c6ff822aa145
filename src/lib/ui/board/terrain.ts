// How terrain looks. The terrain itself (types, letters, squares) comes from the rules engine;
// shapes (pictograms in terrain-art.ts, textures in Patterns.svelte) carry the meaning, colours only help.
import { SQUARES, TERRAINS, TERRAIN_BY_LETTER, squareIndex, type Terrain } from '$lib/rules';

export { TERRAINS, TERRAIN_BY_LETTER, squareIndex, type Terrain };

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

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

/** 0 -> 'a1', 63 -> 'h8'. */
export function squareName(index: number): string {
  return SQUARES[index] ?? '';
}
