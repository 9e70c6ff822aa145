// Issue 30 §5: a data correction saved in another tab reaches an open game before its next action.
// The tab saving it says so on the games' BroadcastChannel (announceCorrections): the open session
// shows the game again with the corrected data and says why. A tab that missed the message cannot
// write with the old data either: the store's commit checks the saved corrections in its own
// transaction (`game/data-changed`), nothing is written, and the game is shown again with them.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataOverrides } from '$lib/data/overrides';
import { announceCorrections, broadcastLine, type OpenLine } from '$lib/app/game-channel';
import { Session } from '$lib/app/session.svelte';
import { DEFAULT_CATALOG } from '$lib/rules';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { overridesKey, saveOverrides } from '$lib/store/overrides';
import { created, tap as storeTap } from '../store/save';
import { END, fixtureRecord } from './fixtures';

let db: AdiutantDB;
let store: GameStore;
let n = 0;
const open: Session[] = [];
const SILENT: OpenLine = () => ({ announce() {}, close() {} });
const GUARD_9: DataOverrides = { units: { france: { 'imperial-guard': { full: 9 } } } };

beforeEach(() => {
  db = openDB(`adiutant-data-test-${++n}`);
  // the store as the app builds it: the built-in data, and the key of "no corrections"
  store = new GameStore(db, DEFAULT_CATALOG, overridesKey(undefined));
});

afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  db.close();
  await db.delete();
});

async function opened(line: OpenLine): Promise<Session> {
  const record = fixtureRecord('ordinary-turn');
  const { id, game } = await created(store, record.setup, 'data');
  const r = await storeTap(store, id, game, record.actions);
  if (!r.ok) throw new Error(r.error.message);
  const s = await Session.open(store, id, line);
  if (!(s instanceof Session)) throw new Error(s.message);
  open.push(s);
  return s;
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const guard = (s: Session) => s.game.catalog.unit('france', 'imperial-guard')!.full;

describe('a data correction saved in another tab (issue 30 §5)', () => {
  it('the open game hears it at once: shown again with the corrected data, and says so before any action', async () => {
    const s = await opened(broadcastLine);
    expect(guard(s)).toBe(8);
    const length = s.game.length;
    // another tab saves a correction and announces it
    expect((await saveOverrides(db, GUARD_9)).ok).toBe(true);
    announceCorrections();
    await until(() => s.error?.code === 'game/data-corrected');
    expect(guard(s)).toBe(9);
    expect(s.game.length).toBe(length);
    // the next action is saved with the corrected data
    expect(await s.act(END)).toBeNull();
    expect(s.game.length).toBeGreaterThan(length);
    const stored = await new GameStore(db).load(s.id);
    expect(stored.ok && stored.value.game.length).toBe(s.game.length);
  });

  it('a tab that missed the message: its next tap is not saved with the old data; the game is shown again, and says so', async () => {
    const s = await opened(SILENT);
    const length = s.game.length;
    expect((await saveOverrides(db, GUARD_9)).ok).toBe(true);
    const refused = await s.act(END);
    expect(refused?.code).toBe('game/data-changed');
    expect(s.error?.code).toBe('game/data-corrected-tap');
    expect(guard(s)).toBe(9);
    // nothing was written
    const stored = await new GameStore(db).load(s.id);
    expect(stored.ok && stored.value.game.length).toBe(length);
    // the tap again: saved, with the data in force
    expect(await s.act(END)).toBeNull();
    expect(s.game.length).toBeGreaterThan(length);
  });

  it('corrections taken back (none saved) are a change too, and a store that matches them writes', async () => {
    expect((await saveOverrides(db, GUARD_9)).ok).toBe(true);
    store = await store.fresh();
    expect(store.dataKey).toBe(overridesKey(GUARD_9));
    const s = await opened(SILENT);
    expect(guard(s)).toBe(9);
    expect((await saveOverrides(db, {})).ok).toBe(true);
    expect(await s.act(END)).toMatchObject({ code: 'game/data-changed' });
    expect(guard(s)).toBe(8);
    expect(await s.act(END)).toBeNull();
  });
});
