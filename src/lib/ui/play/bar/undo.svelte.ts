// Undo from the play screen: takes back the player's last tap (and the steps the app
// took after it, src/lib/app/flow.ts), then says what was undone until the next action.
import type { Session } from '$lib/app/session.svelte';
import { TokenPick } from '$lib/ui/kit/pick.svelte';
import { undoText } from './report';

/** no session yet: a token no pick is made on */
const NONE = {};

class UndoState {
  /** the session the last undo ran on */
  #session = $state.raw<Session | null>(null);
  /** what the last undo took back, on the game it led to (Session.token) */
  readonly #done = new TokenPick<string>(() => this.#session ?? { token: NONE });

  /** "Undone: …" for the game on screen right after an undo, else null */
  text(session: Session): string | null {
    return session === this.#session ? this.#done.value : null;
  }

  async run(session: Session): Promise<void> {
    const text = undoText(session);
    const before = session.game.length;
    await session.undo();
    if (session.game.length < before) {
      this.#session = session;
      this.#done.value = text || null;
    }
  }
}

export const undoState = new UndoState();
