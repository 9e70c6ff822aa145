// Terrain pictograms (so terrain reads without colour) as SVG markup, in a 40x40 box: one
// definition for the TerrainIcon component and for the board's terrain layer, which draws all 64
// squares as one piece of markup (for speed: a saved game's board appears sooner).
import { TERRAIN_FILL, type Terrain } from './terrain';

/** The inner markup of each terrain's pictogram (none for clear terrain). */
export const TERRAIN_ICON: Readonly<Record<Terrain, string>> = {
  clear: '',
  hill: '<path d="M3 34 Q20 1 37 34 Z" fill="#b98b4b" stroke="#4a3112" stroke-width="2"/><path d="M11 27 Q20 11 29 27" fill="none" stroke="#4a3112" stroke-width="1.8"/>',
  town: '<rect x="6" y="19" width="13" height="15" fill="#a1887f" stroke="#3b2a20" stroke-width="1.8"/><polygon points="3.5,20 12.5,9 21.5,20" fill="#7b3f2e" stroke="#3b2a20" stroke-width="1.8"/><rect x="22" y="23" width="13" height="11" fill="#a1887f" stroke="#3b2a20" stroke-width="1.8"/><polygon points="19.5,24 28.5,14 37.5,24" fill="#7b3f2e" stroke="#3b2a20" stroke-width="1.8"/><rect x="10.5" y="26" width="4" height="8" fill="#3b2a20"/>',
  woods:
    '<rect x="10" y="23" width="3" height="9" fill="#5b3a1e"/><polygon points="11.5,5 20,25 3,25" fill="#3f7a3a" stroke="#173617" stroke-width="1.8"/><rect x="26" y="27" width="3" height="8" fill="#5b3a1e"/><polygon points="27.5,4 38,29 17,29" fill="#4d8c45" stroke="#173617" stroke-width="1.8"/>',
  marsh:
    '<path d="M4 32 h8 M16 32 h8 M28 32 h8 M9 37 h8 M22 37 h8" stroke="#2f5d4c" stroke-width="2" stroke-linecap="round"/><path d="M13 30 L10 11 M18 30 L18 7 M23 30 L26 12" stroke="#2f5d4c" stroke-width="2" stroke-linecap="round" fill="none"/><ellipse cx="10" cy="11" rx="2" ry="4" fill="#5b3a1e"/><ellipse cx="18" cy="7" rx="2" ry="4" fill="#5b3a1e"/><ellipse cx="26" cy="12" rx="2" ry="4" fill="#5b3a1e"/>',
  fields:
    '<polygon points="3,34 13,7 37,7 27,34" fill="#d8bd4f" stroke="#6b5a12" stroke-width="1.8"/><path d="M9 34 L19 7 M15 34 L25 7 M21 34 L31 7" stroke="#6b5a12" stroke-width="1.5" fill="none"/>',
  lake: '<path d="M3 12 q4.5 -5 9 0 t9 0 t9 0 t9 0 M3 21 q4.5 -5 9 0 t9 0 t9 0 t9 0 M3 30 q4.5 -5 9 0 t9 0 t9 0 t9 0" fill="none" stroke="#1d4f7a" stroke-width="2.6" stroke-linecap="round"/>'
};

/** A pictogram placed at (x, y) with the given size, as markup. */
export function terrainIconMarkup(terrain: Terrain, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})" class="terrain-icon" aria-hidden="true">${TERRAIN_ICON[terrain]}</g>`;
}

/**
 * The terrain of the squares as one piece of markup: colour, texture (`url(#<patternPrefix>-<terrain>)`)
 * and the large pictogram. (A counter standing on a square covers the large pictogram; the board
 * then draws a small one in the corner.)
 */
export function terrainLayerMarkup(
  squares: readonly { x: number; y: number; terrain: Terrain }[],
  size: number,
  patternPrefix: string
): string {
  let out = '';
  for (const { x, y, terrain } of squares) {
    out += `<rect class="square" x="${x}" y="${y}" width="${size}" height="${size}" fill="${TERRAIN_FILL[terrain]}"/>`;
    if (terrain !== 'clear') {
      out += `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="url(#${patternPrefix}-${terrain})" opacity="0.55"/>`;
      out += terrainIconMarkup(terrain, x + (size * 22) / 100, y + (size * 22) / 100, (size * 56) / 100);
    }
  }
  return out;
}
