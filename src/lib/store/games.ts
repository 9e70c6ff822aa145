// The saved games: create, list, load (replayed and re-validated), commit a change, rename, delete,
// export and import. The engine (through src/lib/app/session.svelte.ts) decides what the next game
// is; this layer only stores "from this game to that game", in one transaction, and only if the
// stored game is still exactly the one the change starts from (its revision: one writer per game).
import {
  DEFAULT_CATALOG,
  GAME_FORMAT,
  newGame,
  prompt,
  recordText,
  replay,
  resume,
  toRecord,
  type Action,
  type Catalog,
  type Game,
  type GameRecord,
  type GameSetup,
  type ReplayBreak,
  type Result
} from '../rules';
import { fail, ok } from '../rules/result';
import type { AdiutantDB } from './db';
import { storageFailure } from './failure';

export { storageFailure } from './failure';
import { OVERRIDES_KEY, type ActionRow, type ChunkRow, type GameDamage, type GameRow, type GameSummary } from './schema';
import { catalogFor, overridesKey } from './overrides';
import type { DataOverrides } from '../data/overrides';
import { chunkedEnd, fittingChunks, storedLog } from './chunks';
import { keepChunks, writeChunks } from './chunk-writes';

// limits and names live with the light half (the home screen uses them without the engine)
import { cleanName, listGames, MAX_IMPORT_CHARS, NOT_JSON, removeGame, renameGame } from './saved';
import { storeFail } from './errors';
import { opponentBreak, replayRecord } from './replay';
export { cleanName, MAX_IMPORT_CHARS, MAX_NAME_LENGTH, NOT_JSON } from './saved';

/**
 * A stored game as read from IndexedDB: its row (undefined if there is none) and its action rows;
 * or its row, the chunks that fit it (store/chunks.ts) and the action rows after them.
 */
export type StoredGame = [GameRow | undefined, ActionRow[], ChunkRow[]?];

/** The chunk key of a store that is given no data key and no version (tests, benchmarks): the built-in data. */
export const DEFAULT_CHUNK_KEY = 'built-in';

/** What a long game's chunks are computed with: the app's build and the data corrections' key. */
export function chunkKeyOf(appVersion: string, dataKey: string | undefined): string {
  return appVersion === '' && dataKey === undefined ? DEFAULT_CHUNK_KEY : `${appVersion}\n${dataKey ?? '{}'}`;
}

/** What the home screen lists of a game: the step is the engine's (`prompt(game).step`). */
export function summarize(game: Game): GameSummary {
  const s = game.state;
  return {
    nations: s.armies ? [s.armies[0].nation, s.armies[1].nation] : s.nations,
    turn: s.turn,
    stage: s.stage,
    step: prompt(game).step,
    // a Guerrilla window or a combat is inside a phase of the player turn: the list names the phase
    ...(s.stage === 'play' ? { phase: s.phase } : {}),
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

/** A stored game, opened: replayed up to its last legal action. */
export interface LoadedGame {
  row: GameRow;
  /** the game of the stored actions that replay (all of them unless `broken`) */
  game: Game;
  /** per action of `game`: saved in the same tap as the action before it */
  joined: boolean[];
  /** the stored revision (raised by every commit): a change must start from it */
  rev: number;
  /** where the stored record stops replaying (null: it replays whole) */
  broken: ReplayBreak | null;
  /** the number of actions stored (more than `game.length` when broken) */
  total: number;
}

/** A change of a stored game: from the game as stored (at revision `rev`) to the next one. */
export interface Commit {
  from: Game;
  /** `from` with actions added, or an earlier game of `from` (an undo) */
  to: Game;
  rev: number;
  /** the first added action continues the last tap (an undo takes it back with that tap) */
  joinFirst?: boolean;
  /** replaces the row's list of app rolls taken back (see GameRow.takenBack) */
  takenBack?: number[][];
}

/** The record as stored: the row's setup and every stored action, whether or not it replays. */
export function storedRecord(row: GameRow, actions: readonly ActionRow[]): GameRecord {
  return { format: GAME_FORMAT, setup: row.setup, actions: actions.map((a) => a.action) } as GameRecord;
}

/** The actions `to` has beyond `from` (oldest first), or null when `to` does not continue `from`. */
function added(from: Game, to: Game): Action[] | null {
  const out: Action[] = [];
  let g: Game | null = to;
  while (g && g.length > from.length) {
    out.push(g.lastAction!);
    g = g.previous;
  }
  return g === from ? out.reverse() : null;
}

/** `to` is `from` or one of its earlier games. */
function isEarlier(from: Game, to: Game): boolean {
  let g: Game | null = from;
  while (g && g.length > to.length) g = g.previous;
  return g === to;
}

export class GameStore {
  /**
   * `dataKey`: the key (overridesKey) of the saved corrections `catalog` was built with. When
   * given, a commit is refused (`game/data-changed`) once the saved corrections are other ones (saved
   * in another tab): the game must be shown again with them first. `appVersion`: the app's build;
   * with `dataKey` it names what a long game's chunks (store/chunks.ts) are computed with
   * (`chunkKey`). Chunks written under another key are not trusted: the game opens from its whole
   * log, and its next commit writes them again.
   */
  constructor(
    readonly db: AdiutantDB,
    readonly catalog: Catalog = DEFAULT_CATALOG,
    readonly dataKey?: string,
    readonly appVersion: string = ''
  ) {}

  /** The key of the chunks this store writes and trusts (`chunkKeyOf`). */
  get chunkKey(): string {
    return chunkKeyOf(this.appVersion, this.dataKey);
  }

  /** A store with the corrections saved now (read again), for a game shown again with them. */
  async fresh(): Promise<GameStore> {
    const row = await this.db.settings.get(OVERRIDES_KEY);
    const key = overridesKey(row?.value);
    return new GameStore(this.db, key === '{}' ? DEFAULT_CATALOG : catalogFor(JSON.parse(key) as DataOverrides), key, this.appVersion);
  }

  /** Saved games, most recently played first. */
  async list(): Promise<GameRow[]> {
    return listGames(this.db);
  }

  /**
   * A new game in its first setup step. Names are cleaned and cut to 100 characters (what the
   * record schema accepts on import); an empty game name becomes "<player 1> – <player 2>".
   * A write that fails is refused (`storage/full`, `storage/failed`), never thrown.
   */
  async create(setup: GameSetup, name: string, opts: { autoName?: boolean } = {}): Promise<Result<{ id: string; game: Game }>> {
    const players: [string, string] = [cleanName(setup.players[0]), cleanName(setup.players[1])];
    const nightfall = setup.options?.nightfall === 'player-turn' ? 'player-turn' : 'game-turn';
    // 'undoable' is the default: only a game whose app rolls are final says so in its record
    const final = setup.options?.appRolls === 'final';
    const clean: GameSetup = {
      ...setup,
      players,
      options: { nightfall, ...(final ? { appRolls: 'final' as const } : {}) }
    };
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
      rev: 0,
      summary: summarize(game),
      ...(opts.autoName ? { autoName: true as const } : {})
    };
    try {
      await this.db.games.add(row);
    } catch (e) {
      return storageFailure(e);
    }
    return ok({ id, game });
  }

  /** One saved game's row (no replay), or undefined. */
  async get(id: string): Promise<GameRow | undefined> {
    return this.db.games.get(id);
  }

  /** The stored game, replayed through the engine (up to its last legal action; see `replayStored`). */
  async load(id: string): Promise<Result<LoadedGame>> {
    return this.replayStored(await this.readLog(id));
  }

  /** A stored game's row and all its actions in order, read together (no replay yet). */
  async read(id: string): Promise<StoredGame> {
    return this.db.transaction('r', this.db.games, this.db.actions, () =>
      Promise.all([this.db.games.get(id), this.db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray()])
    );
  }

  /** What opening a stored game reads: its row, the chunks that fit it and the actions after them. */
  async readLog(id: string): Promise<StoredGame> {
    return this.db.transaction('r', this.db.games, this.db.actions, this.db.chunks, async () => {
      const row = await this.db.games.get(id);
      const end = chunkedEnd(row, this.chunkKey);
      const [actions, chunks] = await Promise.all([
        this.db.actions.where('[gameId+seq]').between([id, end], [id, Infinity]).toArray(),
        end > 0 ? this.db.chunks.where('[gameId+end]').between([id, 1], [id, end], true, true).toArray() : []
      ]);
      return [row, actions, chunks];
    });
  }

  /**
   * Replay what `read` or `readLog` gave through the engine (with this store's catalogue). With
   * chunks, the game resumes from their states (rules/replay.ts `resume`) and only the actions
   * after them are checked again (chunks are written by this store from games it accepted, so the
   * opponent's hand was checked then); else every action is, the opponent's hand from its seed
   * included (store/replay.ts). A record that stops replaying part way (a data correction, a
   * stricter version, a damaged or forged file) still opens, up to its last legal action, with
   * `broken` saying where and why. Chunks that do not fit this store are refused
   * (`record/invalid`, detail 'chunks'): read the whole log (`read`) instead.
   */
  replayStored([row, rows, chunks = []]: StoredGame): Result<LoadedGame> {
    if (!row) return fail('record/invalid', { detail: 'no such game' });
    if (chunks.length > 0) {
      const fit = fittingChunks(chunks, chunkedEnd(row, this.chunkKey), this.chunkKey);
      if (!fit) return fail('record/invalid', { detail: 'chunks' });
      const log = storedLog(fit, rows);
      const checkpoints = fit.map((c) => ({ length: c.end, state: c.state }));
      const r = resume(row.setup, log.actions, checkpoints, this.catalog);
      if (!r.ok) return r;
      const { game, broken } = r.value;
      return ok({ row, game, joined: log.joined.slice(0, game.length), rev: row.rev ?? 0, broken, total: log.actions.length });
    }
    const r = replayRecord(storedRecord(row, rows), this.catalog);
    if (!r.ok) return r;
    const { game, broken } = r.value;
    const joined = rows.slice(0, game.length).map((a) => a.joined === true);
    return ok({ row, game, joined, rev: row.rev ?? 0, broken, total: rows.length });
  }

  /**
   * Store a change "from this game to that game" in one transaction: the actions added (one tap:
   * every action after the first is `joined` to the one before) or, for an undo, the actions taken
   * back. Accepted only when the stored game is still exactly `from` (its revision is `rev`):
   * otherwise `game/changed-elsewhere` (another tab wrote first) or `game/deleted`, and nothing is
   * written. A write IndexedDB refuses is `storage/full` or `storage/failed`. Resolves after the
   * commit, with the new revision; never rejects.
   */
  async commit(id: string, change: Commit): Promise<Result<{ rev: number }>> {
    const { from, to, rev } = change;
    const adding = added(from, to);
    if (!adding && !isEarlier(from, to)) return fail('action/invalid', { detail: 'not a change of this game' });
    const now = Date.now();
    try {
      return await this.db.transaction(
        'rw',
        this.db.games,
        this.db.actions,
        this.db.settings,
        this.db.chunks,
        async (): Promise<Result<{ rev: number }>> => {
          const row = await this.db.games.get(id);
          if (!row) return storeFail('game/deleted');
          if ((row.rev ?? 0) !== rev || row.length !== from.length) return storeFail('game/changed-elsewhere');
          if (this.dataKey !== undefined && overridesKey((await this.db.settings.get(OVERRIDES_KEY))?.value) !== this.dataKey)
            return storeFail('game/data-changed');
          if (adding) {
            await this.db.actions.bulkAdd(
              adding.map((action, i) => ({
                gameId: id,
                seq: from.length + i,
                action,
                at: now,
                ...(i > 0 || change.joinFirst ? { joined: true as const } : {})
              }))
            );
          } else {
            await this.db.actions.bulkDelete(
              Array.from({ length: from.length - to.length }, (_, i) => [id, to.length + i] as unknown as string)
            );
          }
          await this.db.games.update(id, {
            length: to.length,
            rev: rev + 1,
            updatedAt: now,
            summary: summarize(to),
            chunked: await writeChunks(this.db, this.chunkKey, row, to),
            ...(change.takenBack ? { takenBack: change.takenBack } : {})
          });
          return ok({ rev: rev + 1 });
        }
      );
    } catch (e) {
      return storageFailure(e);
    }
  }

  /**
   * Play on from a broken game's last legal action: the stored actions from `length` on are
   * removed (the player was asked, and offered the full record's export, first). Only if the
   * stored game is still at revision `rev`.
   */
  async truncate(id: string, rev: number, length: number, summary: GameSummary): Promise<Result<{ rev: number }>> {
    try {
      return await this.db.transaction('rw', this.db.games, this.db.actions, this.db.chunks, async (): Promise<Result<{ rev: number }>> => {
        const row = await this.db.games.get(id);
        if (!row) return storeFail('game/deleted');
        if ((row.rev ?? 0) !== rev) return storeFail('game/changed-elsewhere');
        await this.db.actions.where('[gameId+seq]').between([id, length], [id, Infinity]).delete();
        const chunked = await keepChunks(this.db, this.chunkKey, row, length);
        await this.db.games.update(id, { length, rev: rev + 1, updatedAt: Date.now(), summary, damaged: undefined, chunked });
        return ok({ rev: rev + 1 });
      });
    } catch (e) {
      return storageFailure(e);
    }
  }

  /** Mark (or unmark, with null) a game whose record stops replaying, for the home list. Best effort. */
  async markDamaged(id: string, damage: GameDamage | null): Promise<void> {
    try {
      const row = await this.db.games.get(id);
      if (!row) return;
      const same = JSON.stringify(row.damaged ?? null) === JSON.stringify(damage);
      if (!same) await this.db.games.update(id, { damaged: damage ?? undefined });
    } catch {
      // a mark is a courtesy: the game opens with its notice whether or not it is kept
    }
  }

  /** Rename a game (cleaned, at most 100 characters); an empty name leaves it as it was. */
  async rename(id: string, name: string): Promise<void> {
    return renameGame(this.db, id, name);
  }

  async remove(id: string): Promise<void> {
    return removeGame(this.db, id);
  }

  /**
   * A stored game's name and its full record as stored, for a download: every action, also those
   * that no longer replay (nothing is left out of an export).
   */
  async exportGame(id: string): Promise<Result<{ name: string; text: string }>> {
    const [row, actions] = await this.read(id);
    if (!row) return fail('record/invalid', { detail: 'no such game' });
    return ok({ name: row.name, text: recordText(storedRecord(row, actions)) });
  }

  /**
   * Import a record file: size-limited, JSON-parsed, schema-checked and replayed by the engine; a
   * game against the app's opponent also with its hand from the seed (a card it never held is
   * refused with the action's number, `record/opponent-card`). A bad file changes nothing and gets
   * the reason; so does a write that fails.
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
    // a game against the app's opponent: its hand replayed from the seed must hold every card it used
    const forged = opponentBreak(game);
    if (forged) return { ok: false, error: forged.error };
    const record = toRecord(game);
    const id = newId();
    const now = Date.now();
    const title = cleanName(name) || defaultName(record.setup.players);
    // nothing is written before the record is fully valid; the two writes commit together or not at all
    try {
      await this.db.transaction('rw', this.db.games, this.db.actions, this.db.chunks, async () => {
        const row: GameRow = {
          id,
          name: title,
          setup: record.setup,
          createdAt: now,
          updatedAt: now,
          length: game.length,
          rev: 0,
          summary: summarize(game)
        };
        await this.db.games.add(row);
        await this.db.actions.bulkAdd(record.actions.map((action, seq) => ({ gameId: id, seq, action, at: now })));
        const chunked = await writeChunks(this.db, this.chunkKey, row, game);
        if (chunked) await this.db.games.update(id, { chunked });
      });
    } catch (e) {
      return storageFailure(e);
    }
    return ok({ id, game });
  }
}
