// Board mode's saved boards (src/lib/store/boards.ts, schema version 3), on fake-indexeddb: saved,
// listed newest first, renamed, deleted; a database of version 2 upgrades and keeps its games.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionJSON } from '$lib/rules';
import { getBoard, listBoards, removeBoard, renameBoard, saveBoard } from '$lib/store/boards';
import { openDB, type AdiutantDB } from '$lib/store/db';

let db: AdiutantDB;
let n = 0;
const name = () => `boards-test-${n}`;
beforeEach(() => {
  n++;
  db = openDB(name());
});
afterEach(async () => {
  db.close();
  await Dexie.delete(name());
});

const position: PositionJSON = {
  terrain: Array.from({ length: 8 }, () => '........'),
  armies: [
    { nation: 'france', edge: 'south', units: [{ unit: 'fr-1', square: 'd2' }] },
    { nation: 'britain', edge: 'north', units: [] }
  ]
};

describe('saved boards (board mode)', () => {
  it('saves a board, reads it back as the same position, and lists the newest first', async () => {
    const a = await saveBoard(db, { name: 'First', position }, 1000);
    const b = await saveBoard(db, { name: 'Second', position }, 2000);
    expect((await listBoards(db)).map((r) => r.name)).toEqual(['Second', 'First']);
    const back = await getBoard(db, a.id);
    expect(back?.position).toEqual(position);
    expect(b.id).not.toBe(a.id);
  });

  it('saving with a known id replaces the position and keeps createdAt', async () => {
    const a = await saveBoard(db, { name: 'A', position }, 1000);
    const moved: PositionJSON = { ...position, redoubts: [] };
    const again = await saveBoard(db, { id: a.id, name: 'A', position: moved }, 5000);
    expect(again.createdAt).toBe(1000);
    expect(again.updatedAt).toBe(5000);
    expect((await listBoards(db)).length).toBe(1);
  });

  it('renames (an empty name leaves it) and deletes', async () => {
    const a = await saveBoard(db, { name: 'A', position });
    await renameBoard(db, a.id, '  Kolin\u0000 1757 ');
    expect((await getBoard(db, a.id))?.name).toBe('Kolin 1757');
    await renameBoard(db, a.id, '   ');
    expect((await getBoard(db, a.id))?.name).toBe('Kolin 1757');
    await removeBoard(db, a.id);
    expect(await getBoard(db, a.id)).toBeNull();
  });

  it('a version-2 database upgrades to version 3 and keeps its games', async () => {
    const old = new Dexie(`${name()}-v2`);
    old.version(1).stores({ games: '&id, updatedAt', actions: '[gameId+seq], gameId' });
    old.version(2).stores({ settings: '&key' });
    await old.table('games').put({ id: 'g1', name: 'Old', updatedAt: 1 });
    old.close();
    const upgraded = openDB(`${name()}-v2`);
    expect((await upgraded.table('games').get('g1'))?.name).toBe('Old');
    await saveBoard(upgraded, { name: 'B', position });
    expect((await listBoards(upgraded)).length).toBe(1);
    upgraded.close();
    await Dexie.delete(`${name()}-v2`);
  });
});
