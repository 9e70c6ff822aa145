// The home screen's first load reads the saved-games list straight from IndexedDB
// (src/lib/store/peek.ts, no Dexie): it must list exactly what the Dexie store lists, and never
// create the database itself (Dexie creates and upgrades it).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { saveOverrides } from '$lib/store/overrides';
import { peekGame, peekGames } from '$lib/store/peek';
import { setupActions } from '../rules/game-helpers';
import { created, saved } from './save';

let n = 0;
const opened: AdiutantDB[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((d) => d.name === name);
}

describe('peekGames (issue 4: the home list without Dexie)', () => {
  it('gives no games for a database that does not exist, and does not create it', async () => {
    const name = `peek-none-${++n}`;
    expect(await peekGames(name)).toEqual([]);
    expect(await exists(name)).toBe(false);
    // Dexie then creates it from scratch as usual
    const db = openDB(name);
    opened.push(db);
    const store = new GameStore(db);
    await created(store, { players: ['Ala', 'Bartek'] }, 'after peek');
    expect((await peekGames(name)).map((g) => g.name)).toEqual(['after peek']);
  });

  it('lists the same rows in the same order as the Dexie store (latest played first)', async () => {
    const name = `peek-list-${++n}`;
    const db = openDB(name);
    opened.push(db);
    const store = new GameStore(db);
    for (const t of ['one', 'two', 'three', 'four']) await created(store, { players: ['A', 'B'] }, t);
    const rows = await store.list();
    // make the order differ from creation order: touch 'two' last
    await db.games.update(rows.find((r) => r.name === 'two')!.id, { updatedAt: Date.now() + 1000 });
    const viaDexie = await store.list();
    const viaPeek = await peekGames(name);
    expect(viaPeek).toEqual(viaDexie);
    expect(viaPeek[0]?.name).toBe('two');
  });

  it('does not block a Dexie schema upgrade (its connection is closed after the read)', async () => {
    const name = `peek-upgrade-${++n}`;
    const db = openDB(name);
    opened.push(db);
    await created(new GameStore(db), { players: ['A', 'B'] }, 'kept');
    db.close();
    await peekGames(name);
    // a later version of the schema opens (and upgrades) without being blocked
    const next = openDB(name);
    next.version(5).stores({ extra: '&key' });
    opened.push(next);
    await next.open();
    expect(next.verno).toBe(5);
    expect((await next.games.toArray()).map((g) => g.name)).toEqual(['kept']);
  });
});

describe('peekGame (issue 6: opening a saved game without waiting for Dexie)', () => {
  it('reads the same row and actions, in order, as the Dexie store, and the saved corrections', async () => {
    const name = `peek-game-${++n}`;
    const db = openDB(name);
    opened.push(db);
    const store = new GameStore(db);
    const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, 'one');
    const other = await created(store, { players: ['C', 'D'] }, 'other');
    const g = await saved(store, id, game, setupActions());
    await saved(store, other.id, other.game, [setupActions()[0]!]);
    const o = { units: { france: { 'imperial-guard': { full: 9 } } } };
    expect((await saveOverrides(db, o)).ok).toBe(true);

    const peeked = await peekGame(id, name);
    const [row, actions] = await store.read(id);
    expect(peeked.row).toEqual(row);
    expect(peeked.actions).toEqual(actions);
    expect(peeked.actions.map((a) => a.action)).toEqual(setupActions());
    expect(peeked.overrides).toEqual(o);
    // and replaying it gives the game that was played
    const r = store.replayStored([peeked.row, peeked.actions]);
    expect(r.ok && r.value.game.state).toEqual(g.state);
  });

  it('gives nothing for an unknown game or a database that does not exist (and does not create it)', async () => {
    const name = `peek-game-none-${++n}`;
    expect(await peekGame('x', name)).toEqual({ row: undefined, actions: [], chunks: [], overrides: undefined });
    expect(await exists(name)).toBe(false);
    const db = openDB(name);
    opened.push(db);
    await created(new GameStore(db), { players: ['A', 'B'] }, 'a game');
    expect(await peekGame('no-such-id', name)).toEqual({ row: undefined, actions: [], chunks: [], overrides: undefined });
  });

  it('reads a version-1 database (no settings table) and does not block its upgrade', async () => {
    const name = `peek-game-v1-${++n}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ games: '&id, updatedAt', actions: '[gameId+seq], gameId' });
    await v1.table('games').put({ id: 'g', name: 'old', setup: { players: ['A', 'B'] }, createdAt: 1, updatedAt: 1, length: 1 });
    await v1.table('actions').put({ gameId: 'g', seq: 0, action: { type: 'roll-first-player', dice: [3, 5] }, at: 1 });
    v1.close();
    const peeked = await peekGame('g', name);
    expect(peeked.row?.name).toBe('old');
    expect(peeked.actions).toHaveLength(1);
    expect(peeked.overrides).toBeUndefined();
    const db = openDB(name);
    opened.push(db);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(2);
    expect((await db.games.get('g'))?.name).toBe('old');
  });
});
