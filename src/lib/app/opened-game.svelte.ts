// A saved game being opened for its pages (src/routes/game/[id]/+layout.ts: the play screen and the
// summary share it): the session once the game is read and replayed, or the engine's reason it
// could not be. Opening starts at once, before the page is drawn; the page says "Loading" meanwhile.
import type { RuleError } from '$lib/rules';
import { Session } from './session.svelte';
import { openStoredGame } from './storage';

/** `performance.measure` of opening a game (IndexedDB read + replay), read by `npm run bench`. */
function timing(start: number): void {
  try {
    performance.measure('adiutant:open', { start, end: performance.now() });
  } catch {
    // User Timing missing or refusing: nothing to record
  }
}

export class OpenedGame {
  /** the game on screen, once opened */
  session = $state<Session | null>(null);
  /** why it could not be opened (no such game, a record the engine refuses) */
  failure = $state<RuleError | null>(null);
  #closed = false;

  constructor(readonly id: string) {
    const t0 = performance.now();
    void openStoredGame(id).then(async ({ store, loaded }) => {
      timing(t0);
      if (!loaded.ok) {
        this.failure = loaded.error;
        return;
      }
      const s = await Session.fromLoaded(store, loaded.value);
      if (this.#closed) s.close();
      else this.session = s;
    });
  }

  /** The game's pages are left: stop following other tabs. */
  close(): void {
    this.#closed = true;
    this.session?.close();
  }
}
