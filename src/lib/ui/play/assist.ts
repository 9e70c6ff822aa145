// What the board shows and does in a step is the input layer's; a guide over the play screen is ui/game's.
export type { BoardAssist } from '$lib/ui/input/assist';
export type { PlayGuide } from '$lib/ui/game/guide';
