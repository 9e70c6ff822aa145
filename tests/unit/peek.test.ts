// The home screen's first load reads the saved-games list straight from IndexedDB
// (src/lib/store/peek.ts, no Dexie): it must list exactly what the Dexie store lists, and never
// create the database itself (Dexie creates and upgrades it).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '../../src/lib/store/db';
import { GameStore } from '../../src/lib/store/games';
import { peekGames } from '../../src/lib/store/peek';

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
    await store.create({ players: ['Ala', 'Bartek'] }, 'after peek');
    expect((await peekGames(name)).map((g) => g.name)).toEqual(['after peek']);
  });

  it('lists the same rows in the same order as the Dexie store (latest played first)', async () => {
    const name = `peek-list-${++n}`;
    const db = openDB(name);
    opened.push(db);
    const store = new GameStore(db);
    for (const t of ['one', 'two', 'three', 'four']) await store.create({ players: ['A', 'B'] }, t);
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
    await new GameStore(db).create({ players: ['A', 'B'] }, 'kept');
    db.close();
    await peekGames(name);
    // a later version of the schema opens (and upgrades) without being blocked
    const next = openDB(name);
    next.version(3).stores({ extra: '&key' });
    opened.push(next);
    await next.open();
    expect(next.verno).toBe(3);
    expect((await next.games.toArray()).map((g) => g.name)).toEqual(['kept']);
  });
});
