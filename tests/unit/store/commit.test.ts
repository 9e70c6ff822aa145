// GameStore.commit (src/lib/store/games.ts, issues 11 and 22): a change "from this game to that
// game" — one tap's actions, or an undo of several — stored in one transaction, all or nothing,
// and only when the stored game is still exactly the one the change starts from: its revision is
// raised by every write, so a stale tab is refused even when the log has its old length again.
// IndexedDB is fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { prompt, toRecord, type Action, type Game } from '$lib/rules';
import { END, fixtureRecord, play, type FixtureName } from '../app/fixtures';
import { created, revOf, saved, tap } from './save';

let db: AdiutantDB;
let store: GameStore;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-commit-test-${++dbCount}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** A saved game holding a fixture's actions, stored as one change. */
async function fixtureGame(name: FixtureName): Promise<{ id: string; game: Game }> {
  const record = fixtureRecord(name);
  const { id, game } = await created(store, record.setup, 'test');
  const r = await tap(store, id, game, record.actions);
  if (!r.ok) throw new Error(r.error.message);
  return { id, game: r.value };
}

async function rows(id: string) {
  return db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
}

/** The stored game replayed: its row and record must match the game in memory. */
async function expectStored(id: string, game: Game) {
  const r = await store.load(id);
  if (!r.ok) throw new Error(r.error.message);
  expect(toRecord(r.value.game)).toEqual(toRecord(game));
  expect(r.value.game.state).toEqual(game.state);
  expect(r.value.row.length).toBe(game.length);
  expect(r.value.broken).toBeNull();
  return r.value.row;
}

describe('GameStore.commit: adding actions', () => {
  it('stores a fixture record given as one change, in order; load replays it', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    expect(game.length).toBe(fixtureRecord('ordinary-turn').actions.length);
    const stored = await rows(id);
    expect(stored.map((r) => r.seq)).toEqual(stored.map((_, i) => i));
    // one tap: every action but the first is joined to the one before
    expect(stored.map((r) => r.joined === true)).toEqual(stored.map((_, i) => i > 0));
    await expectStored(id, game);
  });

  it('a tap of two actions (discard and end of the phase, 4-R5) is written with one time and the summary of its end', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const r = await tap(store, id, game, [{ type: 'discard', cards: ['supply', 'withdraw'] }, END]);
    if (!r.ok) throw new Error(r.error.message);
    const added = (await rows(id)).slice(game.length);
    expect(added.map((x) => [x.seq, x.action, x.joined === true])).toEqual([
      [game.length, { type: 'discard', cards: ['supply', 'withdraw'] }, false],
      [game.length + 1, END, true]
    ]);
    expect(new Set(added.map((x) => x.at)).size).toBe(1);
    const row = await expectStored(id, r.value);
    expect(row.summary.step).toBe(prompt(r.value).step);
  });

  it('joinFirst marks the first action too (steps the app takes at once continue the last tap)', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const r = await tap(store, id, game, [END], { joinFirst: true });
    if (!r.ok) throw new Error(r.error.message);
    expect((await rows(id)).at(-1)?.joined).toBe(true);
  });

  it('raises the revision by one on every change', async () => {
    const { id, game } = await created(store, fixtureRecord('ordinary-turn').setup, 'rev');
    expect(await revOf(store, id)).toBe(0);
    const g = await saved(store, id, game, fixtureRecord('ordinary-turn').actions.slice(0, 3));
    expect(await revOf(store, id)).toBe(3);
    const c = await store.commit(id, { from: g, to: g.previous!, rev: 3 });
    expect(c).toEqual({ ok: true, value: { rev: 4 } });
    expect(await revOf(store, id)).toBe(4);
  });

  it('is one transaction: when storing a later action fails, the earlier ones are not kept', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const before = await db.games.get(id);
    // a stray row where the second action would go: the bulk write fails half-way
    await db.actions.add({ gameId: id, seq: game.length + 1, action: END, at: 0 });
    const r = await tap(store, id, game, [{ type: 'discard', cards: ['supply'] }, END]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('storage/failed');
    const stored = await rows(id);
    expect(stored).toHaveLength(game.length + 1);
    expect(stored.find((x) => x.seq === game.length)).toBeUndefined();
    expect(await db.games.get(id)).toEqual(before);
  });

  it('keeps takenBack in the row when given, and leaves it when not', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const r = await tap(store, id, game, [END], { takenBack: [[3, 4]] });
    if (!r.ok) throw new Error(r.error.message);
    expect((await store.get(id))?.takenBack).toEqual([[3, 4]]);
    const r2 = await tap(store, id, r.value, [END]);
    if (!r2.ok) throw new Error(r2.error.message);
    expect((await store.get(id))?.takenBack).toEqual([[3, 4]]);
    const r3 = await tap(store, id, r2.value, [{ type: 'move', from: 'b2', to: 'c3' }], { takenBack: [] });
    if (!r3.ok) throw new Error(r3.error.message);
    expect((await expectStored(id, r3.value)).takenBack).toEqual([]);
  });

  it('refuses a change that does not start from `from` (not a change of this game)', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const other = play(game.previous!, { type: 'end-phase' });
    const r = await store.commit(id, { from: game, to: other, rev: await revOf(store, id) });
    expect(r.ok).toBe(false);
    await expectStored(id, game);
  });
});

describe('GameStore.commit: an undo', () => {
  it('takes back several actions in one write; load gives the earlier game', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const r = await tap(store, id, game, [END, END]);
    if (!r.ok) throw new Error(r.error.message);
    const c = await store.commit(id, { from: r.value, to: game, rev: await revOf(store, id) });
    expect(c.ok).toBe(true);
    expect(await rows(id)).toHaveLength(game.length);
    const row = await expectStored(id, game);
    expect(row.summary.step).toBe('discard');
    expect(row.takenBack).toBeUndefined();
  });

  it('keeps takenBack in the row with the undo', async () => {
    const { id, game } = await fixtureGame('combat-france-britain');
    const prev = game.previous!.previous!.previous!;
    const c = await store.commit(id, { from: game, to: prev, rev: await revOf(store, id), takenBack: [[10, 10]] });
    expect(c.ok).toBe(true);
    expect((await expectStored(id, prev)).takenBack).toEqual([[10, 10]]);
  });

  it('back to the start of the game', async () => {
    const { id, game } = await fixtureGame('combat-austria-us');
    let start = game;
    while (start.previous) start = start.previous;
    expect((await store.commit(id, { from: game, to: start, rev: await revOf(store, id) })).ok).toBe(true);
    expect(await rows(id)).toHaveLength(0);
    expect((await expectStored(id, start)).summary.stage).toBe('setup');
  });
});

describe('GameStore.commit: one writer per game (issue 22)', () => {
  it('a stale tab is refused even when the log has its old length again (undo + another move elsewhere)', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    // both tabs show `game` (revision r); tab A plays the Discard and Draw and moves
    const r0 = await revOf(store, id);
    const a1 = play(game, END, END);
    const guard: Action = { type: 'move', from: 'b2', to: 'b3' };
    const a2 = play(a1, guard);
    expect((await store.commit(id, { from: game, to: a2, rev: r0 })).ok).toBe(true);
    // tab A takes the move back and moves another unit: the stored log has its old length again
    expect((await store.commit(id, { from: a2, to: a1, rev: r0 + 1 })).ok).toBe(true);
    const a3 = play(a1, { type: 'move', from: 'c2', to: 'c3' });
    expect((await store.commit(id, { from: a1, to: a3, rev: r0 + 2 })).ok).toBe(true);
    // tab B, which saw the guard's move (length of a2, revision r0 + 1), plays on from it
    const b = play(a2, END);
    const refused = await store.commit(id, { from: a2, to: b, rev: r0 + 1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('game/changed-elsewhere');
    // the stored game is tab A's, whole, and replays
    await expectStored(id, a3);
  });

  it('a stale undo is refused', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const r0 = await revOf(store, id);
    const next = play(game, END);
    expect((await store.commit(id, { from: game, to: next, rev: r0 })).ok).toBe(true);
    const refused = await store.commit(id, { from: game, to: game.previous!, rev: r0 });
    expect(!refused.ok && refused.error.code).toBe('game/changed-elsewhere');
    await expectStored(id, next);
  });

  it('a deleted game is refused with game/deleted, and nothing is written', async () => {
    const { id, game } = await fixtureGame('ordinary-turn');
    const rev = await revOf(store, id);
    await store.remove(id);
    const r = await store.commit(id, { from: game, to: play(game, END), rev });
    expect(!r.ok && r.error.code).toBe('game/deleted');
    expect(await rows(id)).toHaveLength(0);
  });
});
