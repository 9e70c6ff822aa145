// The game being played, as app state (Svelte 5 runes). One-way flow: a tap becomes an action →
// the engine validates it and the session computes the next game (with the steps the app takes by
// itself, flow.ts) → the store commits "from this game to that game" in one transaction → only then
// the new game is shown. The UI never edits state and never decides a rule.
//
// Nothing is lost (issue 22): `act` and `undo` never reject. A write the store refuses comes back
// as a refusal, shown like any other and saying that the game is as it was before the tap:
// `storage/full`, `storage/failed`, `game/changed-elsewhere` (another tab wrote first: the store checks
// the revision in the write's transaction; this tab then shows the game as it stands), `game/deleted`,
// `game/data-changed` (data corrections saved elsewhere: shown again with them). Tabs follow each
// other's writes and corrections at once (game-channel.ts). Choices not confirmed are asked about
// before the game on screen is replaced, never dropped. A stored record that stops replaying opens
// up to its last legal action (`broken`), read-only until the player chooses to play on from there.
//
// Between taps (src/lib/app/flow.ts): the steps with nothing to decide are taken at once, in the
// same transaction as the tap; an undo goes back to the last step where a player decided. Before
// anything changes the game, choices entered and not confirmed are applied or asked about
// (src/lib/app/drafts.svelte.ts). Dice rolled by the app are marked; an app roll that an undo
// takes back is remembered, and the next roll carries it (the players' trust in the dice).
import { prompt, type Action, type Game, type Position, type Prompt, type ReplayBreak, type Result, type RuleError } from '$lib/rules';
import { storageFailure, summarize, type GameStore, type LoadedGame } from '$lib/store/games';
import { Drafts } from './drafts.svelte';
import { advance, automaticAction, undoDepthOf, undoneActions, undoPlan } from './flow';
import { CANCELLED, refusal, refusedMark, timing } from './marks';
import { broadcastLine, type GameLine, type OpenLine } from './game-channel';
import { appFail } from './errors';
import { storeFail } from '$lib/store/errors';
import { positionFor, type PlayHost } from './host';

export { CANCELLED };

/** A stored record that stops replaying: where, why, and how many actions are stored. */
export interface Broken extends ReplayBreak {
  total: number;
}

export class Session implements PlayHost {
  readonly id: string;
  name = $state('');
  /** the name is the default one, shown in the reader's language (GameRow.autoName) */
  readonly autoName: boolean;
  /** when the game was created (a default name shows it) */
  readonly createdAt: number;
  game: Game = $state.raw() as Game;
  /** the engine's reason for the last refused action, shown to the player (src/lib/ui/refusal.ts words it) */
  error: RuleError | null = $state(null);
  /** the action the last undo took back (null once another is played): its step may offer it again (the map step) */
  undone: Action | null = $state.raw(null);
  /** the actions the app took by itself after the player's last tap (steps with nothing to decide) */
  automatic: Action[] = $state.raw([]);
  /** the game before the player's last tap (what the "what happened" lines compare with) */
  before: Game | null = $state.raw(null);
  /** an action is being validated and saved: taps are ignored and buttons disabled meanwhile */
  busy = $state(false);
  /** a new object whenever the game on screen changes: a pick belongs to its token (an undo back never brings back a pick) */
  token: object = $state.raw({});
  /** the stored record stops replaying after `game` (its legal beginning): nothing is written before `playOnFromHere`; null: whole */
  broken: Broken | null = $state.raw(null);
  /** another tab changed the game and an unconfirmed choice was kept here: the next tap or undo shows the stored game, unplayed */
  behind = $state(false);
  /** choices entered on screen and not confirmed yet */
  readonly drafts = new Drafts();
  /** an undo never takes the game below this many actions (the guided battle's prepared setup; set before the screen is drawn) */
  undoFloor = 0;
  /** the stored game's revision this session shows (a write must start from it) */
  #rev: number;
  /** dice of app rolls an undo took back, not answered by a later roll yet (saved with the game) */
  #takenBack: number[][];
  /** per action of the game: saved in the same tap as the action before it (an undo takes a tap whole) */
  #joined: boolean[];
  /** writes and reloads run one after another */
  #queue: Promise<unknown> = Promise.resolve();
  #line: GameLine;

  readonly prompt: Prompt = $derived(prompt(this.game));
  /** the board once both armies have edges (from the deployment on), else null */
  readonly position: Position | null = $derived(positionFor(this.game));

  constructor(
    private store: GameStore,
    loaded: LoadedGame,
    line: OpenLine = broadcastLine
  ) {
    this.id = loaded.row.id;
    this.name = loaded.row.name;
    this.autoName = loaded.row.autoName === true;
    this.createdAt = loaded.row.createdAt;
    this.#rev = loaded.rev;
    this.#takenBack = loaded.row.takenBack ?? [];
    this.#joined = [];
    this.#show(loaded);
    this.#line = line(
      this.id,
      (rev) => void this.#heard(rev),
      () => void this.#serial(() => this.#corrected(false))
    );
  }

  /** Open a saved game (see `fromLoaded`), or the reason it cannot be opened. */
  static async open(store: GameStore, id: string, line?: OpenLine): Promise<Session | RuleError> {
    const t0 = performance.now();
    const r = await store.load(id);
    timing('adiutant:open', t0);
    if (!r.ok) return r.error;
    return Session.fromLoaded(store, r.value, line);
  }

  /** A session on a game the store has read; a game saved in a step with nothing to decide goes on at once. */
  static async fromLoaded(store: GameStore, loaded: LoadedGame, line?: OpenLine): Promise<Session> {
    const session = new Session(store, loaded, line);
    // e.g. saved before this version; a save that fails here is shown like any refusal
    if (!session.broken && automaticAction(session.game)) await session.#serial(() => session.#commit([], session.game));
    return session;
  }

  /** Stop following other tabs (the game's pages are left). */
  close(): void {
    this.#line.close();
  }

  /** Play an action (or several as one tap, `actAll`): validated by the engine, saved, then shown. Returns the refusal, if any. */
  async act(action: Action | readonly Action[], source?: string | readonly string[]): Promise<RuleError | null> {
    return this.actAll(Array.isArray(action) ? [...(action as readonly Action[])] : [action as Action], source);
  }

  /**
   * Play several actions as one step (one tap), then the steps with nothing to decide after them;
   * all are saved together or none. `source` names the unconfirmed choice these actions confirm
   * (it is not asked about). Returns the refusal, if any, or CANCELLED when the player went back.
   * Never rejects.
   */
  async actAll(actions: Action[], source?: string | readonly string[]): Promise<RuleError | null> {
    if (this.behind) return this.#catchUp();
    try {
      if (!(await this.drafts.settle('act', source))) return CANCELLED;
    } catch (e) {
      return this.#fail(storageFailure(e));
    }
    // the actions were chosen on this game: if another tab's write replaces it meanwhile, they are not played
    const base = this.game;
    return this.#serial(() => this.#commit(actions, base));
  }

  /** Run one write or reload after the ones before it; never rejects. */
  #serial(run: () => Promise<RuleError | null>): Promise<RuleError | null> {
    const p = this.#queue.then(run).catch((e: unknown) => this.#fail(storageFailure(e)));
    this.#queue = p;
    return p;
  }

  #fail(r: Result<unknown>): RuleError {
    const error = refusal(r);
    this.error = error;
    return error;
  }

  /** A tap chosen on a game another tab's write has replaced meanwhile: not played. */
  #stale(): RuleError {
    const error = this.#fail(storeFail('game/changed-elsewhere'));
    refusedMark(error);
    return error;
  }

  async #commit(actions: Action[], base: Game): Promise<RuleError | null> {
    if (this.broken) return this.#fail(this.#brokenRefusal());
    if (this.game !== base) return this.#stale();
    return this.#saving(async () => {
      const t0 = performance.now();
      // the engine validates every action, then the steps with nothing to decide are followed; an
      // app roll taken back by an undo is named by the next dice entered
      const advanced = advance(base, actions, this.#takenBack);
      if (!advanced.ok) return this.#fail(advanced);
      const { next, automatic, takenBack } = advanced.value;
      if (next === base) return null;
      // no actions of its own: the steps taken at once continue the last tap
      const saved = await this.store.commit(this.id, {
        from: base,
        to: next,
        rev: this.#rev,
        joinFirst: actions.length === 0,
        ...(takenBack ? { takenBack } : {})
      });
      if (!saved.ok) return this.#refused(saved);
      timing('adiutant:append', t0, {
        rev: saved.value.rev,
        from: base.length,
        to: next.length,
        actions: undoneActions(next, next.length - base.length).reverse()
      });
      this.#wrote(saved.value.rev);
      if (takenBack) this.#takenBack = takenBack;
      const added = next.length - base.length;
      for (let i = 0; i < added; i++) this.#joined.push(i > 0 || actions.length === 0);
      this.#put(next, { automatic, before: actions.length ? base : this.before });
      return null;
    });
  }

  /** The store refused a write: another tab's game is shown (after asking about drafts), the refusal kept. */
  async #refused(r: Result<unknown>): Promise<RuleError> {
    const error = refusal(r);
    refusedMark(error);
    if (error.code === 'game/changed-elsewhere') {
      await this.#reload(error);
      return error;
    }
    if (error.code === 'game/data-changed') {
      await this.#corrected(true);
      return error;
    }
    this.error = error;
    return error;
  }

  /** This tab wrote: tell the others. */
  #wrote(rev: number): void {
    this.#rev = rev;
    this.#line.announce(rev);
  }

  /** A tap on a screen that is behind: not played; the stored game is shown (asking about drafts first). */
  #catchUp(): Promise<RuleError | null> {
    return this.#serial(async () => {
      const error = refusal(storeFail('game/changed-elsewhere'));
      refusedMark(error);
      await this.#reload(error);
      return error;
    });
  }

  /** Another tab announced a revision: show the game as it stands now (asking about drafts first). */
  async #heard(rev: number): Promise<void> {
    await this.#serial(async () => {
      if (rev === this.#rev) return null;
      const notice = refusal(appFail('game/followed'));
      await this.#reload(notice);
      return null;
    });
  }

  /** The data corrections were saved in another tab: the game again with them (its store too), saying so. */
  async #corrected(tapLost: boolean): Promise<null> {
    this.store = await this.store.fresh();
    await this.#reload(refusal(appFail(tapLost ? 'game/data-corrected-tap' : 'game/data-corrected')));
    return null;
  }

  /**
   * Read the stored game again and show it with `notice`. Choices not confirmed on this screen are
   * asked about first: forgotten, or kept (then this screen stays as it was, and its next tap is
   * refused and asks again).
   */
  async #reload(notice: RuleError): Promise<void> {
    if (!(await this.drafts.settle('changed'))) {
      this.behind = true;
      this.error = refusal(appFail('game/behind'));
      return;
    }
    const r = await this.store.load(this.id);
    if (!r.ok) {
      this.error = refusal(storeFail('game/deleted'));
      return;
    }
    this.behind = false;
    this.#rev = r.value.rev;
    this.#takenBack = r.value.row.takenBack ?? [];
    this.#show(r.value);
    this.#put(r.value.game, { error: notice });
  }

  /** Show a game the store read (its taps, and where its record stops replaying). */
  #show(loaded: LoadedGame): void {
    this.game = loaded.game;
    this.#joined = Array.from({ length: loaded.game.length }, (_, i) => loaded.joined[i] === true);
    this.broken = loaded.broken ? { ...loaded.broken, total: loaded.total } : null;
  }

  #brokenRefusal(): Result<never> {
    const b = this.broken!;
    return appFail('game/damaged', {
      at: this.game.length,
      total: b.total,
      index: b.index,
      reason: b.error.message
    });
  }

  /**
   * A broken game (see `broken`): remove the stored actions that no longer replay and play on from
   * the last legal one. Asked by the screen after offering the whole record's export.
   */
  async playOnFromHere(): Promise<RuleError | null> {
    return this.#serial(async () => {
      if (!this.broken) return null;
      return this.#saving(async () => {
        const r = await this.store.truncate(this.id, this.#rev, this.game.length, summarize(this.game));
        if (!r.ok) return this.#refused(r);
        this.#wrote(r.value.rev);
        this.broken = null;
        this.error = null;
        this.token = {};
        return null;
      });
    });
  }

  /** Run a save with `busy` on: taps are ignored and buttons disabled meanwhile. */
  async #saving<T>(run: () => Promise<T>): Promise<T> {
    this.busy = true;
    try {
      return await run();
    } finally {
      this.busy = false;
    }
  }

  /** Put a new game on screen: what led to it (the rest cleared), and a new token (picks on the earlier game are forgotten). */
  #put(game: Game, was: { undone?: Action | null; automatic?: Action[]; before?: Game | null; error?: RuleError | null } = {}): void {
    this.error = was.error ?? null;
    this.undone = was.undone ?? null;
    this.automatic = was.automatic ?? [];
    this.before = was.before ?? null;
    this.game = game;
    this.token = {};
  }

  /** Show a refusal the engine gave for something the player tapped (without acting); null clears it. */
  refuse(error: RuleError | null): void {
    this.error = error;
  }

  /**
   * The actions the next undo takes back: the player's last tap whole (every action saved with it),
   * and before it any step the app would take again at once (games saved before taps were marked).
   */
  get undoDepth(): number {
    return undoDepthOf(this.game, this.#joined, this.undoFloor);
  }

  /**
   * Take back the last tap: its actions and the steps the app took by itself after it. Choices not
   * confirmed yet are asked about first. In a game whose app dice are final, an app roll is never
   * taken back. Returns the refusal, if any (also kept in `error`); never rejects.
   */
  async undo(): Promise<RuleError | null> {
    if (this.behind) return this.#catchUp();
    if (!this.game.previous) return null;
    try {
      if (!(await this.drafts.settle('undo'))) return CANCELLED;
    } catch (e) {
      return this.#fail(storageFailure(e));
    }
    const base = this.game;
    return this.#serial(() => this.#undo(base));
  }

  async #undo(base: Game): Promise<RuleError | null> {
    if (this.broken) return this.#fail(this.#brokenRefusal());
    if (this.game !== base) return this.#stale();
    // an app roll in a game whose app dice are final is refused; app rolls taken back are remembered
    const plan = undoPlan(base, this.undoDepth, this.#takenBack);
    if (!plan.ok) return this.#fail(plan);
    const { prev, undone, takenBack } = plan.value;
    if (prev === base) return null;
    return this.#saving(async () => {
      const t0 = performance.now();
      const saved = await this.store.commit(this.id, { from: base, to: prev, rev: this.#rev, ...(takenBack ? { takenBack } : {}) });
      if (!saved.ok) return this.#refused(saved);
      timing('adiutant:undo', t0, { rev: saved.value.rev, from: base.length, to: prev.length });
      this.#wrote(saved.value.rev);
      this.#joined.length = prev.length;
      if (takenBack) this.#takenBack = takenBack;
      this.#put(prev, { undone: undone[undone.length - 1] ?? null });
      return null;
    });
  }
}
