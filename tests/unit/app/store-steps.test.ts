// GameStore.appendAll and undoMany (src/lib/store/games.ts, issue 11): one tap's actions and the
// steps the app takes by itself after them are validated first and stored in one transaction, all
// or nothing; an undo takes several actions back in one transaction; the app rolls an undo took back
// (`takenBack`) are kept in the game's row. IndexedDB is fake-indexeddb, as in tests/unit/store.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { prompt, toRecord, type Action, type Game } from '$lib/rules';
import { automaticAction } from '$lib/app/flow';
import { END, fixtureRecord, type FixtureName } from './fixtures';

let db: AdiutantDB;
let store: GameStore;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-steps-test-${++dbCount}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** A saved game holding a fixture's actions (stored with appendAll, without following anything). */
async function saved(name: FixtureName): Promise<{ id: string; game: Game }> {
  const record = fixtureRecord(name);
  const { id, game } = await store.create(record.setup, 'test');
  const r = await store.appendAll(id, game, record.actions);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.automatic).toEqual([]);
  return { id, game: r.value.game };
}

async function rows(id: string) {
  return db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
}

/** The stored game replayed: its row and record must match the game in memory. */
async function expectStored(id: string, game: Game) {
  const r = await store.load(id);
  expect(r.ok).toBe(true);
  if (!r.ok) throw new Error(r.error.message);
  expect(toRecord(r.value.game)).toEqual(toRecord(game));
  expect(r.value.game.state).toEqual(game.state);
  expect(r.value.row.length).toBe(game.length);
  return r.value.row;
}

describe('GameStore.appendAll', () => {
  it('stores a fixture record given as one step, in order, and load replays it', async () => {
    const { id, game } = await saved('ordinary-turn');
    expect(game.length).toBe(fixtureRecord('ordinary-turn').actions.length);
    const stored = await rows(id);
    expect(stored.map((r) => r.seq)).toEqual(stored.map((_, i) => i));
    await expectStored(id, game);
  });

  it('follows the steps with nothing to decide (follow = automaticAction) and stores them with the tap', async () => {
    const { id, game } = await saved('ordinary-turn');
    // France ends her Discard Phase; her Draw Phase with a full hand and no Scout is only its end
    const r = await store.appendAll(id, game, [END], { follow: automaticAction });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.automatic).toEqual([END]);
    expect(r.value.game.length).toBe(game.length + 2);
    expect(prompt(r.value.game).step).toBe('movement');
    const stored = (await rows(id)).slice(game.length);
    expect(stored.map((x) => [x.seq, x.action])).toEqual([
      [game.length, END],
      [game.length + 1, END]
    ]);
    // written together: one timestamp for the tap and the step that followed it
    expect(new Set(stored.map((x) => x.at)).size).toBe(1);
    const row = await expectStored(id, r.value.game);
    expect(row.summary.step).toBe('movement');
  });

  it('takes the draw and the end of the Draw Phase after a discard-and-end tap (4-R8)', async () => {
    const { id, game } = await saved('ordinary-turn');
    const tap: Action[] = [{ type: 'discard', cards: ['supply', 'withdraw'] }, END];
    const r = await store.appendAll(id, game, tap, { follow: automaticAction });
    expect(r.ok && r.value.automatic).toEqual([{ type: 'draw' }, END]);
    if (!r.ok) return;
    expect(r.value.game.state.decks[0]).toMatchObject({ hand: 5, discard: ['supply', 'withdraw'] });
    await expectStored(id, r.value.game);
  });

  it('without follow stores only the actions given', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END]);
    expect(r.ok && r.value.automatic).toEqual([]);
    if (!r.ok) return;
    expect(prompt(r.value.game).step).toBe('draw');
    await expectStored(id, r.value.game);
  });

  it('stops following at an action the engine refuses (nothing refused is stored)', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END], { follow: () => ({ type: 'move', from: 'a1', to: 'h8' }) });
    expect(r.ok && r.value.automatic).toEqual([]);
    if (!r.ok) return;
    expect(r.value.game.length).toBe(game.length + 1);
    await expectStored(id, r.value.game);
  });

  it('is all or nothing: a refused second action stores nothing, not even the first', async () => {
    const { id, game } = await saved('ordinary-turn');
    const before = await db.games.get(id);
    const r = await store.appendAll(
      id,
      game,
      [{ type: 'discard', cards: ['supply'] }, { type: 'move', from: 'b2', to: 'c3' }],
      { follow: automaticAction }
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // 4-R2: no move in the Discard Phase
    expect(r.error.code).toBe('phase/wrong');
    expect(await rows(id)).toHaveLength(game.length);
    expect(await db.games.get(id)).toEqual(before);
    await expectStored(id, game);
  });

  it('writes in one transaction: when storing a later action fails, the earlier ones are not kept', async () => {
    const { id, game } = await saved('ordinary-turn');
    const before = await db.games.get(id);
    // a stray row where the second action would go: the bulk write fails half-way
    await db.actions.add({ gameId: id, seq: game.length + 1, action: END, at: 0 });
    await expect(store.appendAll(id, game, [END], { follow: automaticAction })).rejects.toThrow();
    const stored = await rows(id);
    expect(stored).toHaveLength(game.length + 1);
    expect(stored.find((x) => x.seq === game.length)).toBeUndefined();
    expect(await db.games.get(id)).toEqual(before);
  });

  it('refuses to write over a game that changed elsewhere (another tab)', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END], { follow: automaticAction });
    if (!r.ok) throw new Error(r.error.message);
    // the stale game (before that step) may not be appended to
    await expect(store.appendAll(id, game, [END])).rejects.toThrow('game changed elsewhere');
    await expectStored(id, r.value.game);
  });

  it('saves takenBack in the row when given, and leaves it when not', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END], { follow: automaticAction, takenBack: [[3, 4]] });
    if (!r.ok) throw new Error(r.error.message);
    expect((await store.get(id))?.takenBack).toEqual([[3, 4]]);
    const r2 = await store.appendAll(id, r.value.game, [{ type: 'move', from: 'b2', to: 'c3' }]);
    if (!r2.ok) throw new Error(r2.error.message);
    expect((await store.get(id))?.takenBack).toEqual([[3, 4]]);
    const r3 = await store.appendAll(id, r2.value.game, [END], { takenBack: [] });
    if (!r3.ok) throw new Error(r3.error.message);
    expect((await store.get(id))?.takenBack).toEqual([]);
    const row = await expectStored(id, r3.value.game);
    expect(row.takenBack).toEqual([]);
  });
});

describe('GameStore.undoMany', () => {
  it('takes back several actions in storage and in the game; load gives the earlier game', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END], { follow: automaticAction });
    if (!r.ok) throw new Error(r.error.message);
    const prev = await store.undoMany(id, r.value.game, 2);
    expect(prev).toBe(game);
    expect(await rows(id)).toHaveLength(game.length);
    const row = await expectStored(id, game);
    expect(row.summary.step).toBe('discard');
    expect(row.takenBack).toBeUndefined();
  });

  it('saves takenBack in the row with the undo', async () => {
    const { id, game } = await saved('combat-france-britain');
    const prev = await store.undoMany(id, game, 3, [[10, 10]]);
    expect(prev.length).toBe(game.length - 3);
    const row = await expectStored(id, prev);
    expect(row.takenBack).toEqual([[10, 10]]);
  });

  it('stops at the start of the game; depth 0 changes nothing', async () => {
    const { id, game } = await saved('combat-austria-us');
    expect(await store.undoMany(id, game, 0)).toBe(game);
    expect(await rows(id)).toHaveLength(game.length);
    const start = await store.undoMany(id, game, game.length + 10);
    expect(start.length).toBe(0);
    expect(await rows(id)).toHaveLength(0);
    const row = await expectStored(id, start);
    expect(row.summary.stage).toBe('setup');
  });

  it('refuses to undo a game that changed elsewhere', async () => {
    const { id, game } = await saved('ordinary-turn');
    const r = await store.appendAll(id, game, [END]);
    if (!r.ok) throw new Error(r.error.message);
    await expect(store.undoMany(id, game, 1)).rejects.toThrow('game changed elsewhere');
    await expectStored(id, r.value.game);
  });
});
