// The board as the app draws it: Board.svelte (an accessible SVG) and its parts — geometry.ts (turn
// of the picture, squares ↔ coordinates, line segments), a11y.ts (accessible names, keyboard grid),
// Patterns.svelte (terrain textures), marks.ts (redoubts, nightfall marks, markers), counter-art.ts,
// terrain-art.ts and TerrainIcon.svelte (terrain pictograms), terrain.ts (terrain colours and
// square names), view.ts (board props from a Position), types.ts (the props).
// Import the board from here: `import { Board } from '$lib/ui/board'`.
export { default as Board } from './Board.svelte';
export { default as TerrainIcon } from './TerrainIcon.svelte';
export type { BoardMark, BoardPath, BoardProps, BoardRotation, BoardUnit, Terrain } from './types';
export { boardView, shortLabel } from './view';
export { FILES, TERRAIN_FILL, TERRAINS, TERRAIN_BY_LETTER, squareIndex, squareName } from './terrain';
export { counterMarkup, escapeMarkup } from './counter-art';
export { TERRAIN_ICON, terrainIconMarkup, terrainLayerMarkup } from './terrain-art';
