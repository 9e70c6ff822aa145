// The Terrain Effects Chart (player aid; rules 1.1, 5, 6.3) as data.
import type { TerrainLetter } from '../data/types';

export type Terrain = 'clear' | 'hill' | 'town' | 'woods' | 'marsh' | 'fields' | 'lake';
export const TERRAINS: readonly Terrain[] = ['clear', 'hill', 'town', 'woods', 'marsh', 'fields', 'lake'];

export const TERRAIN_BY_LETTER: Readonly<Record<TerrainLetter, Terrain>> = {
  c: 'clear',
  h: 'hill',
  t: 'town',
  w: 'woods',
  m: 'marsh',
  f: 'fields',
  l: 'lake'
};
export const LETTER_BY_TERRAIN: Readonly<Record<Terrain, TerrainLetter>> = {
  clear: 'c',
  hill: 'h',
  town: 't',
  woods: 'w',
  marsh: 'm',
  fields: 'f',
  lake: 'l'
};

export interface TerrainEffect {
  /** 6.3-R1: added to the Defence Total of a unit on this square */
  defense: number;
  /** 6.3-R3: added per attacking/supporting/firing unit on this square, unless the target is on a Hill */
  attack: number;
  /** 5-R5: entering ends the move */
  endsMove: boolean;
  /** 5-R3: can never be entered or occupied */
  impassable: boolean;
  /** 6.2-R6: blocks line of sight as a middle square */
  blocksSight: boolean;
  /** 6.1-R2, 6.4-R3: a unit here may not initiate or support an Assault */
  noAssaultFrom: boolean;
}

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffect>> = {
  clear: { defense: 0, attack: 0, endsMove: false, impassable: false, blocksSight: false, noAssaultFrom: false },
  hill: { defense: 2, attack: 2, endsMove: false, impassable: false, blocksSight: true, noAssaultFrom: false },
  town: { defense: 3, attack: 0, endsMove: false, impassable: false, blocksSight: true, noAssaultFrom: false },
  woods: { defense: 2, attack: 0, endsMove: false, impassable: false, blocksSight: true, noAssaultFrom: false },
  marsh: { defense: 1, attack: 0, endsMove: true, impassable: false, blocksSight: false, noAssaultFrom: true },
  fields: { defense: 0, attack: 0, endsMove: true, impassable: false, blocksSight: false, noAssaultFrom: false },
  lake: { defense: 0, attack: 0, endsMove: false, impassable: true, blocksSight: false, noAssaultFrom: false }
};

/** 9.2-R16: a Redoubt adds +3 to the terrain defence bonus. */
export const REDOUBT_DEFENSE = 3;

/** 6.1-R2, 6.4-R3: may a unit on this terrain initiate or support an Assault (not from a Marsh)? */
export function mayAssaultFrom(t: Terrain): boolean {
  return !TERRAIN_EFFECTS[t].noAssaultFrom;
}
