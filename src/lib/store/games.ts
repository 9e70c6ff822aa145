// The saved games: create, list, load (replayed and re-validated), append, undo, rename, delete,
// export and import. The engine decides legality; this layer only stores what it accepted.
import {
  applyAction,
  DEFAULT_CATALOG,
  newGame,
  replay,
  toRecord,
  type Action,
  type Catalog,
  type Game,
  type GameRecord,
  type GameSetup,
  type Result
} from '../rules';
import { fail, ok } from '../rules/result';
import type { AdiutantDB } from './db';
import type { ActionRow, GameRow, GameSummary } from './schema';

// limits and names live with the light half (the home screen uses them without the engine)
import { cleanName, listGames, MAX_IMPORT_CHARS, NOT_JSON, removeGame, renameGame } from './saved';
export { cleanName, MAX_IMPORT_CHARS, MAX_NAME_LENGTH, NOT_JSON } from './saved';

/** A stored game as read from IndexedDB: its row (undefined if there is none) and its action rows. */
export type StoredGame = [GameRow | undefined, ActionRow[]];

export function summarize(game: Game): GameSummary {
  const s = game.state;
  const step = s.stage === 'setup' ? s.setupStep : s.stage === 'over' ? 'over' : s.combat ? `combat:${s.combat.step}` : s.phase;
  return {
    nations: s.armies ? [s.armies[0].nation, s.armies[1].nation] : s.nations,
    turn: s.turn,
    stage: s.stage,
    step,
    winner: s.result ? s.result.winner : null,
    by: s.result ? s.result.by : null
  };
}

function defaultName(players: readonly [string, string]): string {
  return cleanName(`${players[0]} – ${players[1]}`);
}

function newId(): string {
  return crypto.randomUUID();
}

export class GameStore {
  constructor(
    readonly db: AdiutantDB,
    readonly catalog: Catalog = DEFAULT_CATALOG
  ) {}

  /** Saved games, most recently played first. */
  async list(): Promise<GameRow[]> {
    return listGames(this.db);
  }

  /**
   * A new game in its first setup step. Names are cleaned and cut to 100 characters (what the
   * record schema accepts on import); an empty game name becomes "<player 1> – <player 2>".
   */
  async create(setup: GameSetup, name: string): Promise<{ id: string; game: Game }> {
    const players: [string, string] = [cleanName(setup.players[0]), cleanName(setup.players[1])];
    const nightfall = setup.options?.nightfall === 'player-turn' ? 'player-turn' : 'game-turn';
    // 'undoable' is the default: only a game whose app rolls are final says so in its record
    const final = setup.options?.appRolls === 'final';
    const clean: GameSetup = { players, options: { nightfall, ...(final ? { appRolls: 'final' as const } : {}) } };
    const game = newGame(clean, this.catalog);
    const now = Date.now();
    const id = newId();
    const row: GameRow = {
      id,
      name: cleanName(name) || defaultName(players),
      setup: clean,
      createdAt: now,
      updatedAt: now,
      length: 0,
      summary: summarize(game)
    };
    await this.db.games.add(row);
    return { id, game };
  }

  /** One saved game's row (no replay), or undefined. */
  async get(id: string): Promise<GameRow | undefined> {
    return this.db.games.get(id);
  }

  /** The stored game, replayed action by action through the engine. */
  async load(id: string): Promise<Result<{ row: GameRow; game: Game; joined: boolean[] }>> {
    return this.replayStored(await this.read(id));
  }

  /** A stored game's row and its actions in order, read together (no replay yet). */
  async read(id: string): Promise<StoredGame> {
    return this.db.transaction('r', this.db.games, this.db.actions, () =>
      Promise.all([
        this.db.games.get(id),
        this.db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray()
      ])
    );
  }

  /** Replay what `read` gave through the engine (with this store's catalogue). */
  replayStored([row, actions]: StoredGame): Result<{ row: GameRow; game: Game; joined: boolean[] }> {
    if (!row) return fail('record/invalid', { detail: 'no such game' });
    const record: GameRecord = { format: 'adiutant-game/1', setup: row.setup, actions: actions.map((a) => a.action) };
    const r = replay(record, this.catalog);
    if (!r.ok) return r;
    return ok({ row, game: r.value, joined: actions.map((a) => a.joined === true) });
  }

  /**
   * Validate an action with the engine and store it in one transaction; resolves only after the
   * write is committed, so a UI that waits for it never shows an action that is not saved.
   */
  async append(id: string, game: Game, action: Action): Promise<Result<Game>> {
    const r = await this.appendAll(id, game, [action]);
    return r.ok ? ok(r.value.game) : r;
  }

  /**
   * Several actions as one step of play (one tap: e.g. discard, end the phase, draw), then every
   * action `follow` names after them (the steps with nothing to decide, src/lib/app/flow.ts). All
   * are validated by the engine first and stored in one transaction: all or none. Every action but
   * the first is marked as `joined` to the one before (one tap; `joinFirst`: the first too, when the
   * actions continue the last tap). `takenBack`, when given, replaces the row's list of app rolls
   * taken back (see GameRow.takenBack).
   */
  async appendAll(
    id: string,
    game: Game,
    actions: readonly Action[],
    opts: { follow?: (g: Game) => Action | null; takenBack?: number[][]; joinFirst?: boolean } = {}
  ): Promise<Result<{ game: Game; automatic: Action[] }>> {
    let next = game;
    for (const action of actions) {
      const r = applyAction(next, action);
      if (!r.ok) return r;
      next = r.value;
    }
    const automatic: Action[] = [];
    // at most a few dozen: a step with nothing to decide never loops back to itself
    for (let a = opts.follow?.(next) ?? null; a && automatic.length < 64; a = opts.follow!(next)) {
      const r = applyAction(next, a);
      if (!r.ok) break;
      next = r.value;
      automatic.push(next.lastAction!);
    }
    const saved: Action[] = [];
    for (let g: Game = next; g.length > game.length; g = g.previous!) saved.push(g.lastAction!);
    saved.reverse();
    const now = Date.now();
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      if (!row) throw new Error('game deleted');
      if (row.length !== game.length) throw new Error('game changed elsewhere');
      await this.db.actions.bulkAdd(
        saved.map((action, i) => ({
          gameId: id,
          seq: game.length + i,
          action,
          at: now,
          ...(i > 0 || opts.joinFirst ? { joined: true as const } : {})
        }))
      );
      await this.db.games.update(id, {
        length: next.length,
        updatedAt: now,
        summary: summarize(next),
        ...(opts.takenBack ? { takenBack: opts.takenBack } : {})
      });
    });
    return ok({ game: next, automatic });
  }

  /** Take back the last action, in storage and in the game. */
  async undo(id: string, game: Game): Promise<Game> {
    return this.undoMany(id, game, 1);
  }

  /**
   * Take back the last `depth` actions in one transaction (an undo of one tap that the app followed
   * with steps of its own). `takenBack`, when given, replaces the row's list of app rolls taken back.
   */
  async undoMany(id: string, game: Game, depth: number, takenBack?: number[][]): Promise<Game> {
    let prev = game;
    for (let i = 0; i < depth && prev.previous; i++) prev = prev.previous;
    if (prev === game) return game;
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      const row = await this.db.games.get(id);
      if (!row) throw new Error('game deleted');
      if (row.length !== game.length) throw new Error('game changed elsewhere');
      await this.db.actions.bulkDelete(
        Array.from({ length: game.length - prev.length }, (_, i) => [id, prev.length + i] as unknown as string)
      );
      await this.db.games.update(id, {
        length: prev.length,
        updatedAt: Date.now(),
        summary: summarize(prev),
        ...(takenBack ? { takenBack } : {})
      });
    });
    return prev;
  }

  /** Rename a game (cleaned, at most 100 characters); an empty name leaves it as it was. */
  async rename(id: string, name: string): Promise<void> {
    return renameGame(this.db, id, name);
  }

  async remove(id: string): Promise<void> {
    return removeGame(this.db, id);
  }

  /** The record as a JSON file's text. */
  exportText(game: Game): string {
    return JSON.stringify(toRecord(game), null, 1);
  }

  /** A stored game's name and record text (loaded and re-validated first), for a download. */
  async exportGame(id: string): Promise<Result<{ name: string; text: string }>> {
    const r = await this.load(id);
    if (!r.ok) return r;
    return ok({ name: r.value.row.name, text: this.exportText(r.value.game) });
  }

  /**
   * Import a record file: size-limited, JSON-parsed, schema-checked and replayed by the engine.
   * A bad file changes nothing and gets the engine's message.
   */
  async importText(text: string, name: string): Promise<Result<{ id: string; game: Game }>> {
    if (typeof text !== 'string') return fail('record/invalid', { detail: NOT_JSON });
    if (text.length > MAX_IMPORT_CHARS) return fail('position/too-large');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail('record/invalid', { detail: NOT_JSON });
    }
    // the engine checks the shape (valibot), hostile keys and nesting, then replays every action
    const r = replay(json, this.catalog);
    if (!r.ok) return r;
    const game = r.value;
    const record = toRecord(game);
    const id = newId();
    const now = Date.now();
    const title = cleanName(name) || defaultName(record.setup.players);
    // nothing is written before the record is fully valid; the two writes commit together or not at all
    await this.db.transaction('rw', this.db.games, this.db.actions, async () => {
      await this.db.games.add({ id, name: title, setup: record.setup, createdAt: now, updatedAt: now, length: game.length, summary: summarize(game) });
      await this.db.actions.bulkAdd(record.actions.map((action, seq) => ({ gameId: id, seq, action, at: now })));
    });
    return ok({ id, game });
  }
}
