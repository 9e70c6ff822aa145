// Back up and restore (issues 15 and 22, src/lib/store/backup.ts) on fake-indexeddb: a backup
// restored into an empty database gives every game back with byte-for-byte the same records (as
// their export), the same ids, the boards and the corrections; a game's identity is its id, so two
// games with equal records are two games; a file restored twice adds nothing the second time; a
// game that no longer replays is backed up and restored whole; a corrupt or hostile file is refused
// with nothing changed; the reminder rule.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataOverrides } from '$lib/data/overrides';
import type { PositionJSON } from '$lib/rules';
import {
  backupReminder,
  BACKUP_FORMAT,
  lastBackup,
  makeBackup,
  markBackedUp,
  MAX_BACKUP_CHARS,
  restoreBackup,
  type RestoreResult
} from '$lib/store/backup';
import { opponentHand } from '$lib/bot';
import { listBoards, saveBoard } from '$lib/store/boards';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { catalogFor, loadOverrides, saveOverrides } from '$lib/store/overrides';
import { setupActions } from '../rules/game-helpers';
import { created, saved } from './save';

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
  const { id, game } = await created(store, { players }, name);
  await saved(store, id, game, setupActions().slice(0, count));
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
    expect(backup).toMatchObject({ games: 3, boards: 1, damaged: [] });
    expect(JSON.parse(backup.text).format).toBe(BACKUP_FORMAT);
    // making the file writes nothing (a full disk cannot stop it); the time is recorded afterwards
    expect(await lastBackup(from)).toBeNull();
    await markBackedUp(from, 5000);
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

  it('a game against Adiutant (issue 26) comes back with its opponent: the same seat, level and deal, so the same hand', async () => {
    const from = db();
    const store = new GameStore(from);
    const opponent = { seat: 1 as const, level: 'hard' as const, seed: 2718281828 };
    const { id, game } = await created(store, { players: ['Ala', 'Adiutant'], opponent }, 'Solo');
    const dealt = await saved(store, id, game, setupActions());
    const hand = opponentHand(dealt);
    expect(hand?.hand.length).toBeGreaterThan(0);
    const backup = await makeBackup(from, store.catalog, 5000);
    const to = db();
    expectAdded(await restoreBackup(to, backup.text));
    const loaded = await new GameStore(to).load(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.setup.opponent).toEqual(opponent);
    expect(opponentHand(loaded.value.game)).toEqual(hand);
  });

  it('a game is its id: a copy of a game here under another id is added; the same id and record is skipped', async () => {
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
    expect(report.added.map((a) => a.name).sort()).toEqual(['Borodino', 'Wagram (copy)']);
    expect(report.skipped).toEqual([]);
    const after = await exports(store);
    expect(Object.keys(after).sort()).toEqual(['Borodino', 'Wagram', 'Wagram (copy)']);
    expect(after.Wagram).toBe(before.Wagram);
    expect(after['Wagram (copy)']).toBe(before.Wagram);
    // our own backup restored here: every game is here already (same id, same record)
    const ours = expectAdded(await restoreBackup(home, (await makeBackup(home, store.catalog)).text));
    expect(ours.added).toEqual([]);
    expect(ours.skipped.map((x) => x.name).sort()).toEqual(['Borodino', 'Wagram', 'Wagram (copy)']);
  });

  it('two games with equal records ("Monday" and "Tuesday", the same players and moves) both come back', async () => {
    const from = db();
    const store = new GameStore(from);
    await played(store, 'Monday', ['Ala', 'Bartek'], 3);
    await played(store, 'Tuesday', ['Ala', 'Bartek'], 3);
    const file = (await makeBackup(from, store.catalog)).text;
    const to = db();
    const report = expectAdded(await restoreBackup(to, file));
    expect(report.added.map((a) => a.name).sort()).toEqual(['Monday', 'Tuesday']);
    expect(report.skipped).toEqual([]);
    const restored = new GameStore(to);
    expect(await exports(restored)).toEqual(await exports(store));
    // the same file twice: nothing the second time
    expect(expectAdded(await restoreBackup(to, file)).added).toEqual([]);
    expect((await restored.list()).length).toBe(2);
  });

  it('200 games, 25 sharing a record with another, restored into an empty database: all 200, byte-identical, then nothing new', async () => {
    const from = db();
    const store = new GameStore(from);
    // 175 different beginnings, and 25 more games repeating some of them
    for (let i = 0; i < 200; i++) {
      const players: [string, string] = [`P${i < 175 ? i : i - 175}`, 'Q'];
      const { id, game } = await created(store, { players }, `Game ${i}`);
      await saved(store, id, game, setupActions().slice(0, 1 + (i % 3)));
    }
    const backup = await makeBackup(from, store.catalog, 1);
    const to = db();
    const report = expectAdded(await restoreBackup(to, backup.text));
    expect(report.added).toHaveLength(200);
    expect(report.skipped).toEqual([]);
    // backed up again from the restored database: the same file, byte for byte
    const again = await makeBackup(to, store.catalog, 1);
    expect(again.text).toBe(backup.text);
    const twice = expectAdded(await restoreBackup(to, backup.text));
    expect(twice.added).toEqual([]);
    expect(twice.skipped).toHaveLength(200);
  });

  it('a game whose id is taken here by a different game is added under a new id, once', async () => {
    const home = db();
    const store = new GameStore(home);
    await played(store, 'Eylau', ['Ala', 'Bartek'], 3);
    const file = JSON.parse((await makeBackup(home, store.catalog)).text);
    // the same id holding another game in the file
    file.games[0].record.setup.players = ['Zofia', 'Piotr'];
    file.games[0].name = 'Eylau (Zofia)';
    const text = JSON.stringify(file);
    expect(expectAdded(await restoreBackup(home, text)).added).toEqual([{ kind: 'game', name: 'Eylau (Zofia)' }]);
    const rows = await store.list();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    // restored again: it is known by the id it came from
    const again = expectAdded(await restoreBackup(home, text));
    expect(again.added).toEqual([]);
    expect(again.skipped).toEqual([{ kind: 'game', name: 'Eylau (Zofia)', why: 'same' }]);
  });

  it('a game that no longer replays (an illegal action) is backed up whole and restored whole, and reported', async () => {
    const from = db();
    const store = new GameStore(from);
    await played(store, 'Whole', ['Ala', 'Bartek']);
    const broken = JSON.parse((await makeBackup(from, store.catalog)).text);
    // the third action taken out: the fourth (choose-army) no longer follows the rules
    broken.games[0].record.actions.splice(2, 1);
    broken.games[0].name = 'Damaged';
    delete broken.games[0].joined;
    broken.games[0].id = 'damaged-1';
    const to = db();
    const report = expectAdded(await restoreBackup(to, JSON.stringify(broken)));
    expect(report.added).toEqual([{ kind: 'game', name: 'Damaged' }]);
    expect(report.broken).toEqual([{ name: 'Damaged', index: 3 }]);
    const restored = new GameStore(to);
    const loaded = await restored.load('damaged-1');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.broken?.index).toBe(3);
    expect(loaded.value.game.length).toBe(2);
    expect(loaded.value.total).toBe(broken.games[0].record.actions.length);
    expect(loaded.value.row.damaged).toMatchObject({ index: 3 });
    // its backup keeps the whole record
    const back = await makeBackup(to, restored.catalog);
    expect(back.damaged).toEqual(['Damaged']);
    expect(JSON.parse(back.text).games[0].record).toEqual(broken.games[0].record);
  });

  it('a game played further here than in the file is skipped; one changed otherwise is added as a copy', async () => {
    const home = db();
    const store = new GameStore(home);
    const id = await played(store, 'Eylau', ['Ala', 'Bartek'], 3);
    const early = (await makeBackup(home, store.catalog)).text;
    // play on here: the file's Eylau is the beginning of ours
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error('load');
    const next = await saved(store, id, loaded.value.game, [setupActions()[3]!]);
    expect(next.length).toBe(4);
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
      ['an unknown action in the second game', bad((b) => (b.games[1].record.actions[2] = { type: 'teleport' })), 'game'],
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
