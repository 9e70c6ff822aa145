// The game being played, as app state (Svelte 5 runes). One-way flow: a tap becomes an action →
// the engine validates it → the store appends it in one transaction → only then the new game is
// shown. The UI never edits state and never decides a rule.
//
// Between taps (src/lib/app/flow.ts): the steps with nothing to decide are taken at once, in the
// same transaction as the tap; an undo goes back to the last step where a player decided. Before
// anything changes the game, choices entered and not confirmed are applied or asked about
// (src/lib/app/drafts.svelte.ts). Dice rolled by the app are marked; an app roll that an undo
// takes back is remembered, and the next roll carries it (the players' trust in the dice).
import {
  fail,
  positionOf,
  prompt,
  type Action,
  type DiceOrigin,
  type Game,
  type Position,
  type Prompt,
  type RuleError
} from '$lib/rules';
import type { GameStore } from '$lib/store/games';
import type { GameRow } from '$lib/store/schema';
import { Drafts } from './drafts.svelte';
import { appRolled, automaticAction, carriesDice, undoneActions } from './flow';

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

/** What `act` returns when the player went back from the question about their unconfirmed choices. */
export const CANCELLED: RuleError = (() => {
  const r = fail('game/cancelled');
  return r.ok ? ({} as RuleError) : r.error;
})();

export class Session {
  readonly id: string;
  name = $state('');
  game: Game = $state.raw() as Game;
  /** the engine's reason for the last refused action, shown to the player (src/lib/ui/refusal.ts words it) */
  error: RuleError | null = $state(null);
  /**
   * The action the last undo took back (null once another action is played): a step that is
   * undone into can offer it again, e.g. the map step shows the layout that was taken back.
   */
  undone: Action | null = $state.raw(null);
  /** the actions the app took by itself after the player's last tap (steps with nothing to decide) */
  automatic: Action[] = $state.raw([]);
  /** the game before the player's last tap (what the "what happened" lines compare with) */
  before: Game | null = $state.raw(null);
  /** an action is being validated and saved: taps are ignored and buttons disabled meanwhile */
  busy = $state(false);
  /**
   * A new object each time the game on screen changes (an action or an undo). What a player picks
   * on screen belongs to the token it was picked under: an undo back to an earlier game does not
   * bring back a pick made there before (the game value itself would be the same object again).
   */
  token: object = $state.raw({});
  /** choices entered on screen and not confirmed yet */
  readonly drafts = new Drafts();
  /** dice of app rolls an undo took back, not answered by a later roll yet (saved with the game) */
  #takenBack: number[][];
  /** per action of the game: saved in the same tap as the action before it (an undo takes a tap whole) */
  #joined: boolean[];

  readonly prompt: Prompt = $derived(prompt(this.game));
  /** the board once both armies have edges (from the deployment on), else null */
  readonly position: Position | null = $derived(
    this.game.state.armies && this.game.state.armies[0].edge ? positionOf(this.game.state, this.game.catalog) : null
  );

  constructor(
    private readonly store: GameStore,
    row: GameRow,
    game: Game,
    joined: boolean[] = []
  ) {
    this.id = row.id;
    this.name = row.name;
    this.game = game;
    this.#takenBack = row.takenBack ?? [];
    this.#joined = Array.from({ length: game.length }, (_, i) => joined[i] === true);
  }

  static async open(store: GameStore, id: string): Promise<Session | RuleError> {
    const t0 = performance.now();
    const r = await store.load(id);
    timing('adiutant:open', t0);
    if (!r.ok) return r.error;
    const session = new Session(store, r.value.row, r.value.game, r.value.joined);
    // a game saved in a step with nothing to decide (e.g. before this version) goes on at once
    if (automaticAction(session.game)) await session.#commit([]);
    return session;
  }

  /** Play an action: validated by the engine, saved, then shown. Returns the refusal, if any. */
  async act(action: Action, source?: string | readonly string[]): Promise<RuleError | null> {
    return this.actAll([action], source);
  }

  /**
   * Play several actions as one step (one tap), then the steps with nothing to decide after them;
   * all are saved together or none. `source` names the unconfirmed choice these actions confirm
   * (it is not asked about). Returns the refusal, if any, or CANCELLED when the player went back.
   */
  async actAll(actions: Action[], source?: string | readonly string[]): Promise<RuleError | null> {
    if (!(await this.drafts.settle('act', source))) return CANCELLED;
    return this.#commit(actions);
  }

  async #commit(actions: Action[]): Promise<RuleError | null> {
    const done = this.#begin();
    try {
      const t0 = performance.now();
      // an app roll taken back by an undo is named by the next dice entered
      let takenBack: number[][] | undefined;
      const stamped = actions.map((a) => {
        if (takenBack || !this.#takenBack.length || !carriesDice(a)) return a;
        takenBack = [];
        return { ...a, afterUndo: this.#takenBack.map((d) => [...d]) } as Action;
      });
      const before = this.game;
      const r = await this.store.appendAll(this.id, this.game, stamped, {
        follow: automaticAction,
        // no actions of its own: the steps taken at once continue the last tap
        joinFirst: actions.length === 0,
        ...(takenBack ? { takenBack } : {})
      });
      if (r.ok) timing('adiutant:append', t0);
      if (!r.ok) {
        this.error = r.error;
        return r.error;
      }
      if (takenBack) this.#takenBack = takenBack;
      const added = r.value.game.length - this.game.length;
      for (let i = 0; i < added; i++) this.#joined.push(i > 0 || actions.length === 0);
      this.error = null;
      this.undone = null;
      this.before = actions.length ? before : this.before;
      this.automatic = r.value.automatic;
      this.game = r.value.game;
      this.token = {};
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

  /**
   * The actions the next undo takes back: the player's last tap whole (every action saved with it),
   * and before it any step the app would take again at once (games saved before taps were marked).
   */
  get undoDepth(): number {
    let depth = 1;
    for (let i = this.game.length - 1; i > 0 && this.#joined[i]; i--) depth++;
    let g: Game | null = this.game;
    for (let i = 0; i < depth && g; i++) g = g.previous;
    // land on a step where a player decides
    while (g && g.previous && automaticAction(g)) {
      g = g.previous;
      depth++;
    }
    return Math.min(depth, this.game.length);
  }

  /**
   * Take back the last tap: its actions and the steps the app took by itself after it. Choices not
   * confirmed yet are asked about first. In a game whose app dice are final, an app roll is never
   * taken back.
   */
  async undo(): Promise<void> {
    if (!this.game.previous) return;
    if (!(await this.drafts.settle('undo'))) return;
    const depth = this.undoDepth;
    const undone = undoneActions(this.game, depth);
    const rolled = undone.filter(appRolled);
    if (rolled.length && this.game.options.appRolls === 'final') {
      const dice = (rolled[0] as DiceOrigin & { dice: number[] }).dice.join(', ');
      const r = fail('game/app-roll-final', { dice });
      if (!r.ok) this.error = r.error;
      return;
    }
    const done = this.#begin();
    try {
      // an undone dice action that named app rolls taken back before it (afterUndo) gives them back
      // to the list, so that the next dice name every app roll taken back, not only the last one
      const answered = [...undone].reverse().flatMap((a) => (carriesDice(a) ? ((a as DiceOrigin).afterUndo ?? []) : []));
      const takenBack =
        rolled.length || answered.length
          ? [...answered, ...this.#takenBack, ...rolled.reverse().map((a) => (a as { dice: number[] }).dice)].map((d) => [...d])
          : undefined;
      this.game = await this.store.undoMany(this.id, this.game, depth, takenBack);
      this.token = {};
      this.#joined.length = this.game.length;
      if (takenBack) this.#takenBack = takenBack;
      this.undone = undone[undone.length - 1] ?? null;
      this.automatic = [];
      this.before = null;
      this.error = null;
    } finally {
      done();
    }
  }
}
