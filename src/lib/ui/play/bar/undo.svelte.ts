// Undo from the play screen: takes back the player's last tap (and the steps the app
// took after it, src/lib/app/flow.ts), then says what was undone until the next action.
import type { Session } from '$lib/app/session.svelte';
import { undoText } from './report';

class UndoState {
  /** what the last undo took back, on the game it led to (Session.token) */
  #done = $state.raw<{ text: string; token: object } | null>(null);

  /** "Undone: …" for the game on screen right after an undo, else null */
  text(session: Session): string | null {
    const d = this.#done;
    return d && d.token === session.token ? d.text : null;
  }

  async run(session: Session): Promise<void> {
    const text = undoText(session);
    const before = session.game.length;
    await session.undo();
    if (session.game.length < before) this.#done = text ? { text, token: session.token } : null;
  }
}

export const undoState = new UndoState();
