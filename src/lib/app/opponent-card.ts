// What the solo game (app/solo.svelte.ts, issue 26) and the guided battle's scripted opponent
// (guided-battle.svelte.ts, issue 25) share: a card over the game on screen that proposes the
// opponent's next action. Its busy and error are the session's; `play()` (Done / Continue) acts
// the proposed action through the session, validated, saved and shown like any tap.
import { actionSquares, type Action, type Game } from '$lib/rules';
import type { Session } from './session.svelte';

export abstract class OpponentCard {
  protected readonly session: () => Session;

  constructor(session: () => Session) {
    this.session = session;
  }

  /** the action(s) Done / Continue plays now on the session's game, as one tap, or null when there is none */
  protected abstract toPlay(s: Session): Action | Action[] | null;

  /** the game on screen */
  get game(): Game {
    return this.session().game;
  }

  get busy(): boolean {
    return this.session().busy;
  }

  /** why the last action was not saved (a full disk…): the card shows it, as the action bar would */
  get error() {
    return this.session().error;
  }

  /** Done / Continue: the proposed action(s) are played through the session, in one tap (one undo). */
  async play(): Promise<void> {
    const s = this.session();
    const action = s.busy ? null : this.toPlay(s);
    if (action) await s.actAll(Array.isArray(action) ? action : [action]);
  }
}

/** What the board shows of an opponent's proposed action: its unit (selected), where it goes or what it attacks, and an arrow. */
export interface ActionMarks {
  selected: string | null;
  highlights: Record<string, string>;
  lines: { from: string; to: string; kind: string }[];
}

/** The board's marks of an action (the engine's `actionSquares`): destinations and supporting units `dest`, targets `target`. */
export function actionMarks(a: Action): ActionMarks {
  const { unit, to, target, support } = actionSquares(a);
  const highlights: Record<string, string> = Object.fromEntries(support.map((sq) => [sq, 'dest']));
  if (to) highlights[to] = 'dest';
  if (target) highlights[target] = 'target';
  const end = to ?? target;
  return { selected: unit, highlights, lines: unit && end ? [{ from: unit, to: end, kind: 'clear' }] : [] };
}
