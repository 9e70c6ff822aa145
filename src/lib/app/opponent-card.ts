// What the solo game (app/solo.svelte.ts, issue 26) and the guided battle's scripted opponent
// (ui/learn/guided.svelte.ts, issue 25) share: a card over the game on screen that proposes the
// opponent's next action. Its busy and error are the session's; `play()` (Done / Continue) acts
// the proposed action through the session, validated, saved and shown like any tap.
import type { Action } from '$lib/rules';
import type { Session } from './session.svelte';

export abstract class OpponentCard {
  protected readonly session: () => Session;

  constructor(session: () => Session) {
    this.session = session;
  }

  /** the action(s) Done / Continue plays now on the session's game, as one tap, or null when there is none */
  protected abstract toPlay(s: Session): Action | Action[] | null;

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
