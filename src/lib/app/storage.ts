// The running app's GameStore (browser only: IndexedDB), built with the engine catalogue that
// carries the players' corrections of the card and map data (src/lib/data/overrides.ts, kept by
// src/lib/store/overrides.ts). One accessor, `gameStoreReady()`, and one read path: the saved
// corrections (and a game being opened with them, `openStoredGame(id)`) are read straight from
// IndexedDB in one read-only transaction (src/lib/store/peek.ts; the board does not wait for
// Dexie to open), again on every call, so a game created, imported or opened never uses stale
// data. Dexie writes (it opens on the first write, or when the browser is idle after an opening).
//
// A data correction is checked against every saved game before it is saved (`correctionBreaks`):
// a game that would no longer replay is named, and the player decides. Whatever makes a record
// stop replaying, the game still opens up to its last legal action (GameStore.replayStored), and
// is marked on the home list (GameRow.damaged). Saving corrections tells every open game (another
// tab's): it is shown again with them and says so (game-channel.ts, Session); a store's commit is
// refused once the corrections it was built with are no longer the saved ones.
import { version } from '$app/environment';
import { validateOverrides, type DataOverrides, type OverridesResult } from '$lib/data/overrides';
import { storageFailure } from '$lib/store/failure';
import { chunkKeyOf, GameStore, type LoadedGame } from '$lib/store/games';
import { catalogFor, overridesKey, resetOverrides, saveOverrides } from '$lib/store/overrides';
import { announceCorrections } from './game-channel';
import { peekGame, peekOverrides } from '$lib/store/peek';
import type { ActionRow, GameRow } from '$lib/store/schema';
import type { Result } from '$lib/rules';
import { appDB, openWhenIdle } from './database';

export { appDB };

/** the store built from the corrections last read or saved, and their JSON */
let current: { store: GameStore; key: string } | null = null;

/**
 * The store for these (valid) corrections: the same one while they do not change. Its commits check
 * they still do; its long games' chunks (src/lib/store/chunks.ts) are keyed by this build of the app
 * and these corrections (another build or other corrections open a game from its whole log again).
 */
function use(o: DataOverrides): GameStore {
  const key = overridesKey(o);
  if (!current || current.key !== key) current = { store: new GameStore(appDB(), catalogFor(o), key, version), key };
  return current.store;
}

/** The corrections as stored: none, or a value that no longer validates, are `{}` (the built-in data). */
function valid(stored: unknown): DataOverrides {
  const o = stored === undefined ? undefined : validateOverrides(stored);
  return o?.ok ? o.value : {};
}

/**
 * The GameStore whose catalogue has the saved corrections (read again on every call). Storage
 * that refuses the read gives the built-in data.
 */
export async function gameStoreReady(): Promise<GameStore> {
  let o: DataOverrides = {};
  try {
    o = await appOverrides();
  } catch {
    // storage refused (e.g. some private windows): the built-in data; the game list reports the error
  }
  return use(o);
}

/**
 * A saved game opened for the screen: its row, actions and the corrections read in one read-only
 * transaction, then replayed with them. The store returned is the one to write the game with.
 * Storage that refuses the read is the refusal (`storage/failed`). A record that stops replaying
 * is marked on its row for the home list (and unmarked once it replays again), best effort.
 */
export async function openStoredGame(id: string): Promise<{ store: GameStore; loaded: Result<LoadedGame> }> {
  let peeked;
  try {
    peeked = await peekGame(id, undefined, undefined, (raw) => chunkKeyOf(version, overridesKey(valid(raw))));
  } catch (e) {
    return { store: use({}), loaded: storageFailure(e) };
  }
  openWhenIdle();
  const store = use(valid(peeked.overrides));
  let loaded = store.replayStored([peeked.row, peeked.actions, peeked.chunks]);
  // chunks that do not fit after all (never expected): the whole log
  if (!loaded.ok && peeked.chunks.length > 0) loaded = store.replayStored(await store.read(id));
  if (loaded.ok) {
    const { row, broken } = loaded.value;
    const damage = broken ? { index: broken.index, code: broken.error.code, message: broken.error.message } : null;
    if (damage || row.damaged) void store.markDamaged(id, damage);
  }
  return { store, loaded };
}

/** A saved game that a set of corrections would stop from replaying. */
export interface CorrectionBreak {
  id: string;
  name: string;
  /** 1-based number of the first action that would no longer replay */
  index: number;
}

/** Every saved game's row and actions, read together. */
async function everyGame(): Promise<[GameRow, ActionRow[]][]> {
  const db = appDB();
  return db.transaction('r', db.games, db.actions, async () => {
    const rows = await db.games.toArray();
    const actions = await db.actions.orderBy('[gameId+seq]').toArray();
    const by = new Map<string, ActionRow[]>();
    for (const a of actions) {
      const list = by.get(a.gameId);
      if (list) list.push(a);
      else by.set(a.gameId, [a]);
    }
    return rows.map((r): [GameRow, ActionRow[]] => [r, by.get(r.id) ?? []]);
  });
}

/**
 * The saved games that replay whole with the corrections in force and would stop replaying with
 * `o` (each replayed with both): what to name before `o` is saved. Invalid corrections break none
 * (they are refused on saving anyway).
 */
export async function correctionBreaks(o: DataOverrides): Promise<CorrectionBreak[]> {
  const v = validateOverrides(o);
  if (!v.ok) return [];
  const now = await gameStoreReady();
  const next = new GameStore(appDB(), catalogFor(v.value));
  const out: CorrectionBreak[] = [];
  for (const stored of await everyGame()) {
    const after = next.replayStored(stored);
    if (!after.ok || !after.value.broken) continue;
    const before = now.replayStored(stored);
    if (before.ok && !before.value.broken) out.push({ id: stored[0].id, name: stored[0].name, index: after.value.broken.index });
  }
  return out;
}

/** Mark every saved game that stops replaying with the corrections in force, unmark the others. */
async function markEveryGame(store: GameStore): Promise<void> {
  try {
    for (const stored of await everyGame()) {
      const r = store.replayStored(stored);
      const broken = r.ok ? r.value.broken : null;
      const damage = broken ? { index: broken.index, code: broken.error.code, message: broken.error.message } : null;
      if (damage || stored[0].damaged) await store.markDamaged(stored[0].id, damage);
    }
  } catch {
    // the marks are a courtesy: every game still opens with its notice
  }
}

/** The saved corrections (`{}` when there are none). */
export async function appOverrides(): Promise<DataOverrides> {
  return valid(await peekOverrides());
}

/**
 * Validate and save the corrections; on success the next game opened (or created, or imported)
 * uses them, and the home list marks the games they stop from replaying. Invalid corrections are
 * refused and nothing is written. Check `correctionBreaks` first: saving does not ask.
 */
export async function saveAppOverrides(o: DataOverrides): Promise<OverridesResult> {
  const r = await saveOverrides(appDB(), o);
  if (r.ok) {
    announceCorrections();
    await markEveryGame(use(r.value));
  }
  return r;
}

/** Forget every correction: games opened afterwards use the built-in data. */
export async function resetAppOverrides(): Promise<void> {
  await resetOverrides(appDB());
  announceCorrections();
  await markEveryGame(use({}));
}
