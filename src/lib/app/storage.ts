// The one GameStore of the running app (browser only: IndexedDB), built with the engine catalogue
// that carries the players' corrections of the card and map data (src/lib/data/overrides.ts, kept
// by src/lib/store/overrides.ts).
//
// The corrections are read from IndexedDB, so asynchronously:
// - `gameStoreReady()` resolves to a GameStore whose `catalog` has the saved corrections. Prefer it.
// - `gameStore()` is synchronous and returns the latest such store (before the corrections were
//   first read: a store whose `catalog` is still the built-in one).
// Either way, `create`, `load` and `importText` (the only methods that build a game from the
// catalogue) first re-read the corrections and use the up-to-date catalogue, so a game opened
// through any of them never uses stale data. A game is built from the catalogue when it is opened:
// a game in progress re-reads the corrections when it is opened again; a game already on screen
// keeps the data it was opened with.
import { DEFAULT_CATALOG, type Catalog, type Game, type GameSetup, type Result } from '$lib/rules';
import { validateOverrides, type DataOverrides, type OverridesResult } from '$lib/data/overrides';
import type { AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { catalogFor, loadOverrides, resetOverrides, saveOverrides } from '$lib/store/overrides';
import { peekGame, type PeekedGame } from '$lib/store/peek';
import type { GameRow } from '$lib/store/schema';
import { appDB, openWhenIdle } from './database';

/** the store built from the corrections last read or saved (null until the first read) */
let store: AppGameStore | null = null;
/** the store handed out before the first read has finished */
let pending: AppGameStore | null = null;

export { appDB };

/**
 * A GameStore that, before building a game from its catalogue, makes sure the catalogue still
 * matches the saved corrections (they may have changed since, e.g. in another tab) and hands the
 * call to the up-to-date store if not.
 */
class AppGameStore extends GameStore {
  constructor(
    db: AdiutantDB,
    catalog: Catalog,
    /** the corrections this store was built from, as JSON (null: not read yet) */
    readonly overridesKey: string | null
  ) {
    super(db, catalog);
  }

  override async create(setup: GameSetup, name: string): Promise<{ id: string; game: Game }> {
    const s = await gameStoreReady();
    return s === this ? super.create(setup, name) : s.create(setup, name);
  }

  override async load(id: string): Promise<Result<{ row: GameRow; game: Game; joined: boolean[] }>> {
    // the game and the corrections in one read-only transaction, straight from IndexedDB: opening
    // a game does not wait for Dexie to open (it opens in the background, for the first save)
    let peeked: PeekedGame | null = null;
    try {
      peeked = await peekGame(id);
    } catch {
      // the light read failed: the Dexie path below reports what is wrong
    }
    if (!peeked) {
      // the corrections and the game are read at the same time; the replay needs both
      const [s, stored] = await Promise.all([gameStoreReady(), this.read(id)]);
      return s.replayStored(stored);
    }
    openWhenIdle();
    const o = peeked.overrides === undefined ? undefined : validateOverrides(peeked.overrides);
    return use(o?.ok ? o.value : {}).replayStored([peeked.row, peeked.actions]);
  }

  override async importText(text: string, name: string): Promise<Result<{ id: string; game: Game }>> {
    const s = await gameStoreReady();
    return s === this ? super.importText(text, name) : s.importText(text, name);
  }
}

function use(o: DataOverrides): AppGameStore {
  const key = JSON.stringify(o);
  if (!store || store.overridesKey !== key) store = new AppGameStore(appDB(), catalogFor(o), key);
  return store;
}

/**
 * The GameStore whose catalogue has the saved corrections (read again on every call: one small
 * IndexedDB read). Storage that refuses to open gives the built-in data.
 */
export async function gameStoreReady(): Promise<GameStore> {
  let o: DataOverrides = {};
  try {
    o = await loadOverrides(appDB());
  } catch {
    // storage refused (e.g. some private windows): the built-in data; the game list reports the error
  }
  return use(o);
}

/**
 * The latest GameStore, synchronously (see the top of this file). It reads nothing itself: opening
 * a game reads the corrections with the game, so a page that opens one is not held up by a second
 * read (and Dexie's opening) at the same time.
 */
export function gameStore(): GameStore {
  if (store) return store;
  pending ??= new AppGameStore(appDB(), DEFAULT_CATALOG, null);
  return pending;
}

/** The saved corrections (`{}` when there are none). */
export async function appOverrides(): Promise<DataOverrides> {
  return loadOverrides(appDB());
}

/**
 * Validate and save the corrections; on success the next game opened (or created, or imported)
 * uses them. Invalid corrections are refused and nothing is written.
 */
export async function saveAppOverrides(o: DataOverrides): Promise<OverridesResult> {
  const r = await saveOverrides(appDB(), o);
  if (r.ok) use(r.value);
  return r;
}

/** Forget every correction: games opened afterwards use the built-in data. */
export async function resetAppOverrides(): Promise<void> {
  await resetOverrides(appDB());
  use({});
}
