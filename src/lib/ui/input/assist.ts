// What the board shows and does in a step: the highlights, the selection, the markers and lines
// of the step's assistant (movement, combat, restoration), and what a tap on a square means.
export interface BoardAssist {
  highlights: Record<string, string>;
  highlightNames: Record<string, string>;
  selected: string | null;
  markers?: Record<string, string>;
  markerNames?: Record<string, string>;
  lines?: { from: string; to: string; kind: string }[];
  tap(square: string): unknown;
}
