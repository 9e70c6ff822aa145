// The game on a guest phone (issue 34) as the play screen's host: a Session whose taps go to the
// host phone instead of storage. It keeps nothing: the game it shows is the host's record as the
// last sync brought it (link-guest.svelte.ts). A tap is first checked here by the engine (its
// refusal shown at once, as on one phone), then sent with the record it was chosen on; the host
// plays it (or answers that it came second, or refuses it) and the new record arrives as a sync.
// Undo is one more tap, sent the same way. A watcher's taps are refused here.
import { toRecord, type Action, type Game, type RuleError } from '$lib/rules';
import { summarize, type GameStore, type LoadedGame } from '$lib/store/games';
import { linkError } from '$lib/link';
import { advance } from './flow';
import { CANCELLED, Session } from './session.svelte';
import type { OpenLine } from './game-channel';

/** What the guest session needs of its link. */
export interface GuestPort {
  /** the seat this phone plays; null: it watches */
  readonly seat: 0 | 1 | null;
  /** the actions the host's next undo takes back */
  readonly depth: number;
  /** Send a tap (or an undo: null) chosen on `base`; resolves with the host's answer (null: played). */
  send(actions: Action[] | null, base: Game): Promise<RuleError | null>;
  /** the game as the host last sent it */
  latest(): Game;
}

/** A guest keeps no game: nothing may ever be written (a stale path that tries is refused). */
const NO_STORE = new Proxy({}, { get: () => () => Promise.reject(new Error('a guest phone keeps no game')) }) as GameStore;
const NO_LINE: OpenLine = () => ({ announce() {}, close() {} });

/** The row the Session expects, for a game that is not stored on this phone. */
export function guestLoaded(id: string, name: string, game: Game): LoadedGame {
  const now = Date.now();
  return {
    row: { id, name, setup: toRecord(game).setup, createdAt: now, updatedAt: now, length: game.length, summary: summarize(game) },
    game,
    joined: [],
    rev: 0,
    broken: null,
    total: game.length
  };
}

export class GuestSession extends Session {
  readonly #port: GuestPort;
  /** the unconfirmed choice the tap in flight confirms: the record it brings is not asked about */
  #confirming: string | readonly string[] | undefined;

  constructor(port: GuestPort, loaded: LoadedGame) {
    super(NO_STORE, loaded, NO_LINE);
    this.#port = port;
  }

  override async actAll(actions: Action[], source?: string | readonly string[]): Promise<RuleError | null> {
    return this.#send(actions, source);
  }

  override async undo(): Promise<RuleError | null> {
    if (!this.game.previous) return null;
    return this.#send(null);
  }

  async #send(actions: Action[] | null, source?: string | readonly string[]): Promise<RuleError | null> {
    if (this.#port.seat === null) return this.#refuse(linkError('link/watching'));
    if (this.behind) {
      await this.follow(this.#port.latest(), true);
      return this.#refuse(linkError('link/came-second'));
    }
    if (!(await this.drafts.settle(actions ? 'act' : 'undo', source))) return CANCELLED;
    const base = this.game;
    if (actions) {
      // the engine's reason at once, as on one phone (the host checks again)
      const checked = advance(base, actions, []);
      if (!checked.ok) return this.#refuse(checked.error);
    }
    this.busy = true;
    this.#confirming = source;
    try {
      const error = await this.#port.send(actions, base);
      if (error) this.#refuse(error);
      else this.error = null;
      return error;
    } finally {
      this.busy = false;
      this.#confirming = undefined;
    }
  }

  #refuse(error: RuleError): RuleError {
    this.error = error;
    return error;
  }

  override get undoDepth(): number {
    return this.#port.depth;
  }

  override async playOnFromHere(): Promise<RuleError | null> {
    return null;
  }

  /**
   * Show the game the host sent. A choice entered here and not confirmed is asked about first
   * (`changed`): kept, this screen stays as it was and its next tap shows the host's game (the tap
   * is not sent). `quiet`: nothing is reported (a guest caught up after a drop).
   */
  async follow(game: Game, quiet = false): Promise<void> {
    if (game === this.game) return;
    if (!(await this.drafts.settle('changed', this.#confirming))) {
      this.behind = true;
      return;
    }
    this.behind = false;
    const prev = this.game;
    // what changed since the last game shown: the report line says what the other phone did
    let g: Game | null = game;
    while (g && g.length > prev.length) g = g.previous;
    this.before = !quiet && g === prev ? prev : null;
    this.automatic = [];
    this.undone = game.length < prev.length ? prev.lastAction : null;
    this.game = game;
    this.token = {};
  }
}
