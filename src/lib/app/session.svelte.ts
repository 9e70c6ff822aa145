// The game being played, as app state (Svelte 5 runes). One-way flow: a tap becomes an action →
// the engine validates it → the store appends it in one transaction → only then the new game is
// shown. The UI never edits state and never decides a rule.
import {
  positionOf,
  prompt,
  explain,
  type Action,
  type Game,
  type Position,
  type Prompt,
  type RuleError
} from '$lib/rules';
import type { GameRow } from '$lib/store/db';
import type { GameStore } from '$lib/store/games';
import { i18n } from '$lib/i18n.svelte';

/**
 * A User Timing measure (performance.measure) from `start` to now: 'adiutant:append' (engine +
 * IndexedDB commit of one action) and 'adiutant:open' (IndexedDB read + replay of a saved game).
 * `npm run bench` reads them; they cost nothing noticeable and never throw.
 */
function timing(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // User Timing missing or refusing: nothing to record
  }
}

export class Session {
  readonly id: string;
  name = $state('');
  game: Game = $state.raw() as Game;
  /** the engine's reason for the last refused action, shown to the player */
  error: RuleError | null = $state(null);
  /**
   * The action the last undo took back (null once another action is played): a step that is
   * undone into can offer it again, e.g. the map step shows the layout that was taken back.
   */
  undone: Action | null = $state.raw(null);
  /** an action is being validated and saved: taps are ignored and buttons disabled meanwhile */
  busy = $state(false);

  readonly prompt: Prompt = $derived(prompt(this.game));
  /** the board once both armies have edges (from the deployment on), else null */
  readonly position: Position | null = $derived(
    this.game.state.armies && this.game.state.armies[0].edge ? positionOf(this.game.state, this.game.catalog) : null
  );

  constructor(
    private readonly store: GameStore,
    row: GameRow,
    game: Game
  ) {
    this.id = row.id;
    this.name = row.name;
    this.game = game;
  }

  static async open(store: GameStore, id: string): Promise<Session | RuleError> {
    const t0 = performance.now();
    const r = await store.load(id);
    timing('adiutant:open', t0);
    if (!r.ok) return r.error;
    return new Session(store, r.value.row, r.value.game);
  }

  /** Play an action: validated by the engine, saved, then shown. Returns the refusal, if any. */
  async act(action: Action): Promise<RuleError | null> {
    const done = this.#begin();
    try {
      const t0 = performance.now();
      const r = await this.store.append(this.id, this.game, action);
      if (r.ok) timing('adiutant:append', t0);
      if (!r.ok) {
        this.error = r.error;
        return r.error;
      }
      this.error = null;
      this.undone = null;
      this.game = r.value;
      return null;
    } finally {
      done();
    }
  }

  /** Mark a save as running; the returned function ends it. */
  #begin(): () => void {
    this.busy = true;
    return () => {
      this.busy = false;
    };
  }

  /** Show a refusal the engine gave for something the player tapped (without acting). */
  refuse(error: RuleError): void {
    this.error = error;
  }

  async undo(): Promise<void> {
    if (!this.game.previous) return;
    const done = this.#begin();
    try {
      const last = this.game.lastAction;
      this.game = await this.store.undo(this.id, this.game);
      this.undone = last ?? null;
      this.error = null;
    } finally {
      done();
    }
  }

  /** The refusal's reason in the current language, with its rule number. */
  errorText(): string | null {
    const e = this.error;
    if (!e) return null;
    const text = explain(e, i18n.locale);
    return e.rule ? `${text} — ${i18n.locale === 'pl' ? 'zasada' : 'rule'} ${e.rule}` : text;
  }
}
