// The board as the app draws it (issue 14 item 11 moves the board files into this folder). Import
// the board from here: `import { Board } from '$lib/ui/board'`.
export { default as Board } from '../Board.svelte';
export type { BoardMark, BoardPath, BoardRotation } from '../Board.svelte';
export type { BoardProps, BoardUnit } from '../board';
