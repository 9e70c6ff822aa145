// A guide over the play screen, shared by the screens that make one (the guided battle's, Adiutant's, the table link's).
/**
 * A guide over the play screen (the guided first battle, issue 25; Adiutant's card, issue 26; composed by the game's route):
 * while its `card` is up, the card takes the action bar's place and the board shows the guide's
 * squares and takes no taps; the board keeps `seat`'s starting edge at the bottom all game long.
 */
export interface PlayGuide {
  card: import('svelte').Snippet | null;
  /** absent: the board turns as in any game (the table link before it is linked) */
  seat?: 0 | 1;
  highlights: Record<string, string>;
  highlightNames: Record<string, string>;
  selected: string | null;
  /** arrows from centre to centre (the opponent's move or attack, issue 26) */
  lines?: { from: string; to: string; kind: string }[];
  /** more in the header's tools (the table link's button, issue 34) */
  tools?: import('svelte').Snippet;
}
