// Back up and restore (issue 15 part 4, src/lib/store/backup.ts) on fake-indexeddb: a backup
// restored into an empty database gives the same games with byte-for-byte the same records (as
// their export), the boards and the corrections; a file with one new game and one already here adds
// just the new one and says so; a corrupt or hostile file is refused with nothing changed; the
// reminder rule.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataOverrides } from '../../src/lib/data/overrides';
import type { PositionJSON } from '../../src/lib/rules';
import {
  backupReminder,
  BACKUP_FORMAT,
  lastBackup,
  makeBackup,
  MAX_BACKUP_CHARS,
  restoreBackup,
  type RestoreResult
} from '../../src/lib/store/backup';
import { listBoards, saveBoard } from '../../src/lib/store/boards';
import { openDB, type AdiutantDB } from '../../src/lib/store/db';
import { GameStore } from '../../src/lib/store/games';
import { catalogFor, loadOverrides, saveOverrides } from '../../src/lib/store/overrides';
import { setupActions } from './game/helpers';

const names: string[] = [];
let n = 0;
function freshDB(): AdiutantDB {
  const name = `backup-test-${++n}`;
  names.push(name);
  return openDB(name);
}
let dbs: AdiutantDB[] = [];
beforeEach(() => {
  dbs = [];
});
afterEach(async () => {
  for (const db of dbs) db.close();
  for (const name of names.splice(0)) await Dexie.delete(name);
});
function db(): AdiutantDB {
  const d = freshDB();
  dbs.push(d);
  return d;
}

const GUARD_9: DataOverrides = { units: { france: { 'imperial-guard': { full: 9 } } } };
const position: PositionJSON = {
  terrain: Array.from({ length: 8 }, () => 'cccccccc'),
  armies: [
    { nation: 'france', edge: 'south', units: [{ unit: 'imperial-guard', square: 'd2' }] },
    { nation: 'great-britain', edge: 'north', units: [] }
  ]
};

/** A game played through the store: `count` setup actions (all of them by default), one tap each. */
async function played(store: GameStore, name: string, players: [string, string], count = Infinity): Promise<string> {
  const { id, game } = await store.create({ players }, name);
  let g = game;
  for (const a of setupActions().slice(0, count)) {
    const r = await store.append(id, g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return id;
}

/** Every game's export text, by name. */
async function exports(store: GameStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const row of await store.list()) {
    const r = await store.exportGame(row.id);
    if (!r.ok) throw new Error(r.error.message);
    out[row.name] = r.value.text;
  }
  return out;
}

/** Everything stored, as JSON, to see that nothing changed. */
async function dump(d: AdiutantDB): Promise<string> {
  const [g, a, b, s] = await Promise.all([d.games.toArray(), d.actions.toArray(), d.boards.toArray(), d.settings.toArray()]);
  return JSON.stringify([g, a, b, s]);
}

function expectAdded(r: RestoreResult) {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  return r.value;
}

describe('backup and restore', () => {
  it('restores a backup into an empty database: the same games, byte for byte, boards and corrections', async () => {
    const from = db();
    await saveOverrides(from, GUARD_9);
    const store = new GameStore(from, catalogFor(GUARD_9));
    await played(store, 'Austerlitz', ['Ala', 'Bartek']);
    await played(store, 'Jena', ['Cezary', 'Dorota'], 4);
    await played(store, 'Fresh', ['E', 'F'], 0);
    await saveBoard(from, { name: 'Kolin', position }, 1000);
    const backup = await makeBackup(from, store.catalog, 5000);
    expect(backup).toMatchObject({ games: 3, boards: 1, unreadable: [] });
    expect(JSON.parse(backup.text).format).toBe(BACKUP_FORMAT);
    expect(await lastBackup(from)).toBe(5000);

    const to = db();
    const report = expectAdded(await restoreBackup(to, backup.text));
    expect(report.added.map((a) => a.name).sort()).toEqual(['Austerlitz', 'Fresh', 'Jena', 'Kolin']);
    expect(report.skipped).toEqual([]);
    expect(report.overrides).toBe('added');
    expect(await loadOverrides(to)).toEqual(GUARD_9);
    const restored = new GameStore(to, catalogFor(await loadOverrides(to)));
    expect(await exports(restored)).toEqual(await exports(store));
    // the same ids, and undo still takes back what one tap did
    expect((await restored.list()).map((r) => r.id).sort()).toEqual((await store.list()).map((r) => r.id).sort());
    expect((await listBoards(to)).map((b) => [b.name, b.position])).toEqual([['Kolin', position]]);
    // restoring the same file again adds nothing
    const again = expectAdded(await restoreBackup(to, backup.text));
    expect(again.added).toEqual([]);
    expect(again.skipped.map((s) => `${s.kind}:${s.name}:${s.why}`).sort()).toEqual([
      'board:Kolin:same',
      'game:Austerlitz:same',
      'game:Fresh:same',
      'game:Jena:same'
    ]);
    expect(again.overrides).toBe('same');
  });

  it('a file with one new game and one already here adds just the new one and reports both', async () => {
    const home = db();
    const store = new GameStore(home);
    await played(store, 'Wagram', ['Ala', 'Bartek']);
    const other = db();
    const otherStore = new GameStore(other);
    await played(otherStore, 'Borodino', ['Jan', 'Iwan'], 5);
    // the same Wagram record, saved elsewhere under another id (an import of its export)
    const wagram = await store.exportGame((await store.list())[0]!.id);
    if (!wagram.ok) throw new Error('export');
    const imported = await otherStore.importText(wagram.value.text, 'Wagram (copy)');
    expect(imported.ok).toBe(true);
    const file = (await makeBackup(other, otherStore.catalog)).text;

    const before = await exports(store);
    const report = expectAdded(await restoreBackup(home, file));
    expect(report.added).toEqual([{ kind: 'game', name: 'Borodino' }]);
    expect(report.skipped).toEqual([{ kind: 'game', name: 'Wagram (copy)', why: 'same' }]);
    const after = await exports(store);
    expect(Object.keys(after).sort()).toEqual(['Borodino', 'Wagram']);
    expect(after.Wagram).toBe(before.Wagram);
  });

  it('a game played further here than in the file is skipped; one changed otherwise is added as a copy', async () => {
    const home = db();
    const store = new GameStore(home);
    const id = await played(store, 'Eylau', ['Ala', 'Bartek'], 3);
    const early = (await makeBackup(home, store.catalog)).text;
    // play on here: the file's Eylau is the beginning of ours
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error('load');
    const next = await store.append(id, loaded.value.game, setupActions()[3]!);
    expect(next.ok).toBe(true);
    const report = expectAdded(await restoreBackup(home, early));
    expect(report).toMatchObject({ added: [], skipped: [{ kind: 'game', name: 'Eylau', why: 'further' }] });
    // the same id holding another game: both kept
    const other = JSON.parse(early);
    other.games[0].record.setup.players = ['Zofia', 'Piotr'];
    const copy = expectAdded(await restoreBackup(home, JSON.stringify(other)));
    expect(copy.added).toEqual([{ kind: 'game', name: 'Eylau' }]);
    expect((await store.list()).length).toBe(2);
  });

  it('refuses a corrupt or hostile file with nothing changed', async () => {
    const home = db();
    const store = new GameStore(home);
    await played(store, 'Kept', ['Ala', 'Bartek']);
    await saveBoard(home, { name: 'Board', position }, 1000);
    const good = JSON.parse((await makeBackup(home, store.catalog)).text);
    const fresh = db();
    await played(new GameStore(fresh), 'New one', ['X', 'Y'], 2);
    const newGame = JSON.parse((await makeBackup(fresh, DEFAULT())).text).games[0];
    const before = await dump(home);

    const bad = (f: (b: any) => void) => {
      const b = structuredClone({ ...good, games: [newGame, ...good.games] });
      f(b);
      return JSON.stringify(b);
    };
    const cases: [string, string, string][] = [
      ['truncated', JSON.stringify(good).slice(0, 200), 'not-json'],
      ['not JSON', 'hello', 'not-json'],
      ['another format', JSON.stringify({ ...good, format: 'adiutant-game/1' }), 'not-backup'],
      ['a game record alone', JSON.stringify(good.games[0].record), 'not-backup'],
      ['an illegal action in the second game', bad((b) => b.games[1].record.actions.splice(2, 1)), 'game'],
      ['a game that is not an object', bad((b) => b.games.push(42)), 'game'],
      ['a bad joined list', bad((b) => (b.games[0].joined = [999])), 'game'],
      ['a bad board', bad((b) => (b.boards[0].position.armies[0].nation = 'atlantis')), 'board'],
      ['bad corrections', bad((b) => (b.overrides = { units: { france: { 'imperial-guard': { full: 'nine' } } } })), 'overrides'],
      ['__proto__ key', JSON.stringify(good).replace('"games":[', '"games":[{"__proto__":{"polluted":1}},'), 'not-backup'],
      ['constructor key in a record', bad((b) => (b.games[0].record.actions[0].constructor = { prototype: 1 })), 'not-backup'],
      ['deep nesting', JSON.stringify(good).replace('"boards":[', `"boards":[${'['.repeat(100_000)}${']'.repeat(100_000)},`), 'not-backup'],
      ['too large', ' '.repeat(MAX_BACKUP_CHARS + 1), 'too-large'],
      ['too many games', JSON.stringify({ ...good, games: Array.from({ length: 2001 }, () => good.games[0]) }), 'too-large']
    ];
    for (const [label, text, kind] of cases) {
      const r = await restoreBackup(home, text);
      expect(r.ok, label).toBe(false);
      if (!r.ok) expect(r.refusal.kind, label).toBe(kind);
      expect(await dump(home), label).toBe(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reminds after 10 games or 30 days with changes not backed up', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = 100 * day;
    const games = (count: number, at: number) => Array.from({ length: count }, () => ({ createdAt: at, updatedAt: at }));
    // never backed up: 9 games of yesterday, no; 10, yes; 1 game 30 days old, yes
    expect(backupReminder(null, games(9, now - day), [], now).due).toBe(false);
    expect(backupReminder(null, games(10, now - day), [], now)).toMatchObject({ due: true, changed: 10 });
    expect(backupReminder(null, games(1, now - 30 * day), [], now)).toMatchObject({ due: true, days: 30 });
    expect(backupReminder(null, [], [], now).due).toBe(false);
    // backed up 29 days ago: 9 changes since, no; a day later, yes; nothing changed since, never
    const last = now - 29 * day;
    const mixed = [...games(5, last - day), ...games(9, last + 1)];
    expect(backupReminder(last, mixed, [], now)).toMatchObject({ due: false, changed: 9, days: 29 });
    expect(backupReminder(last, mixed, [], now + day).due).toBe(true);
    expect(backupReminder(last, games(20, last - 1), [], now + 400 * day).due).toBe(false);
    expect(backupReminder(last, [...mixed, ...games(1, last + 5)], [], now).due).toBe(true);
    // a board changed counts as a change for the 30 days, not as a game
    expect(backupReminder(last, [], games(12, last + 1), now).due).toBe(false);
    expect(backupReminder(last, [], games(1, last + 1), now + day).due).toBe(true);
  });
});

function DEFAULT() {
  return catalogFor({});
}
