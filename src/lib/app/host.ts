// What the input layer (src/lib/ui/input: the play screen's selections and step controls) needs of
// the game it enters actions for (issue 31): a narrow host in place of the whole Session. A saved
// game's Session is one (every action validated, saved, undoable); a lesson's stage is another
// (src/lib/ui/learn/stage-host.svelte.ts: `act` is the lessons' `checkAnswer`). The guided battle
// and a practice position are saved games: their host is the Session.
import { positionOf, type Action, type Game, type Position, type Prompt, type RuleError } from '$lib/rules';
import type { Drafts } from './drafts.svelte';

export interface PlayHost {
  /** the game on screen */
  readonly game: Game;
  /** the engine's prompt for it: who decides what, under which rule */
  readonly prompt: Prompt;
  /** an action is being judged or saved: taps are ignored and buttons disabled meanwhile */
  readonly busy: boolean;
  /**
   * Enter an action, or several as one tap (a discard with the draw after it): the refusal, or
   * null. Never rejects. `source` names the unconfirmed choice the action confirms (not asked about).
   */
  act(action: Action | readonly Action[], source?: string | readonly string[]): Promise<RuleError | null>;
  /** Show the engine's reason for a tap that makes no action; null clears the reason shown. */
  refuse(reason: RuleError | null): void;
  /** the game on screen as a token, a new object whenever it changes: a pick belongs to it (TokenPick) */
  readonly token: object;
  /** where choices entered and not confirmed yet are registered (asked about before they are lost); none: nothing is asked */
  readonly drafts?: Drafts;
}

/** The board as the engine sees it once both armies have edges (from the deployment on), else null. */
export function positionFor(game: Game): Position | null {
  const s = game.state;
  return s.armies && s.armies[0].edge ? positionOf(s, game.catalog) : null;
}
