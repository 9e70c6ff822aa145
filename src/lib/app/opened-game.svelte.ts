// A saved game being opened for its pages (src/routes/game/[id]/+layout.ts: the play screen and the
// summary share it): the session once the game is read and replayed, or the engine's reason it
// could not be. Opening starts at once, before the page is drawn; the page says "Loading" meanwhile.
import type { RuleError } from '$lib/rules';
import { Session } from './session.svelte';
import { gameStore } from './storage';

export class OpenedGame {
  /** the game on screen, once opened */
  session = $state<Session | null>(null);
  /** why it could not be opened (no such game, a record the engine refuses) */
  failure = $state<RuleError | null>(null);

  constructor(readonly id: string) {
    void Session.open(gameStore(), id).then((s) => {
      if (s instanceof Session) this.session = s;
      else this.failure = s;
    });
  }
}
