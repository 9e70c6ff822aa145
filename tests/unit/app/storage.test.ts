// The app's store (src/lib/app/storage.ts, issue 22): a saved game is opened with the corrections
// saved at that moment; a correction that would stop saved games from replaying is found before it
// is saved (correctionBreaks); saved anyway, the game still opens up to its last legal action, is
// marked for the home list, exports whole, and plays on only after the player chooses to.
// The app's own database, on fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDB, correctionBreaks, gameStoreReady, openStoredGame, resetAppOverrides, saveAppOverrides } from '$lib/app/storage';
import { Session } from '$lib/app/session.svelte';
import type { DataOverrides } from '$lib/data/overrides';
import { positionOf, replay, type Action, type Game } from '$lib/rules';
import { saveOverrides } from '$lib/store/overrides';
import { fixtureRecord, PASS } from './fixtures';
import { storedGame } from '../store/save';

const ASSAULT: Action = { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' };
/** 8: the 1st Cuirassiers' card 1 printed 2d10, corrected to 2d6 */
const CUIRASSIERS_2D6: DataOverrides = { cards: { france: { '1st-cuirassiers-1': { attack: '2d6' } } } };

beforeEach(async () => {
  const db = appDB();
  await db.open();
  await Promise.all([db.games.clear(), db.actions.clear(), db.settings.clear()]);
});

afterAll(async () => {
  appDB().close();
  await appDB().delete();
});

function guardStrength(game: Game): number {
  const p = positionOf(game.state, game.catalog);
  const placed = p.armies.find((a) => a.nation === 'france')!.units.find((u) => u.unit === 'imperial-guard')!;
  const def = game.catalog.unit('france', placed.unit)!;
  return placed.reduced ? def.reduced : def.full;
}

/** combat-france-britain saved with an Assault of the 1st Cuirassiers' 2d10 card that rolled 1 and 10. */
async function rolledTen(name = 'Rolled ten') {
  const record = fixtureRecord('combat-france-britain');
  const actions = [...record.actions, ASSAULT, PASS, PASS, PASS, { type: 'roll', dice: [1, 10] } as Action];
  const stored = await storedGame(await gameStoreReady(), record.setup, actions, name);
  return { ...stored, rollIndex: actions.length };
}

describe('openStoredGame', () => {
  it('opens a game with the corrections saved when it is opened (another tab may have changed them)', async () => {
    const record = fixtureRecord('combat-france-britain');
    const { id } = await storedGame(await gameStoreReady(), record.setup, record.actions);
    await saveOverrides(appDB(), { units: { france: { 'imperial-guard': { full: 9 } } } });
    const a = await openStoredGame(id);
    expect(a.loaded.ok && guardStrength(a.loaded.value.game)).toBe(9);
    await saveOverrides(appDB(), { units: { france: { 'imperial-guard': { full: 7, reduced: 4 } } } });
    const b = await openStoredGame(id);
    expect(b.loaded.ok && guardStrength(b.loaded.value.game)).toBe(7);
    await resetAppOverrides();
    const c = await openStoredGame(id);
    expect(c.loaded.ok && guardStrength(c.loaded.value.game)).toBe(8);
  });

  it('no such game: the engine-worded refusal', async () => {
    const r = await openStoredGame('nobody');
    expect(!r.loaded.ok && r.loaded.error.code).toBe('record/invalid');
  });

  describe('storage that refuses to be read (e.g. some private windows)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('opening a game is the storage refusal, not a wait without end; a new store has the built-in data', async () => {
      const record = fixtureRecord('combat-france-britain');
      const { id } = await storedGame(await gameStoreReady(), record.setup, record.actions);
      await saveOverrides(appDB(), { units: { france: { 'imperial-guard': { full: 9 } } } });
      vi.spyOn(indexedDB, 'open').mockImplementation(() => {
        throw new DOMException('refused', 'SecurityError');
      });
      const r = await openStoredGame(id);
      expect(!r.loaded.ok && r.loaded.error.code).toBe('storage/failed');
      // the printed Imperial Guard (strength 8) when the corrections cannot be read
      const store = await gameStoreReady();
      expect(store.catalog.unit('france', 'imperial-guard')?.full).toBe(8);
    });
  });
});

describe('a data correction that would stop a saved game from replaying (1.2: a d6 shows 1 to 6)', () => {
  it('is found before saving, names the game and the action; invalid or harmless corrections name none', async () => {
    const { id, rollIndex } = await rolledTen();
    await rolledTen('Also rolled ten');
    expect((await correctionBreaks(CUIRASSIERS_2D6)).map((b) => [b.name, b.index]).sort()).toEqual([
      ['Also rolled ten', rollIndex],
      ['Rolled ten', rollIndex]
    ]);
    expect((await correctionBreaks(CUIRASSIERS_2D6)).some((b) => b.id === id)).toBe(true);
    expect(await correctionBreaks({ units: { france: { 'imperial-guard': { full: 9 } } } })).toEqual([]);
    expect(await correctionBreaks({ units: { france: { 'imperial-guard': { full: 99 } } } } as DataOverrides)).toEqual([]);
  });

  it('saved anyway: the game opens up to its last legal action with the reason, is marked, exports whole, and plays on only when asked', async () => {
    const { id, game, rollIndex } = await rolledTen();
    expect((await saveAppOverrides(CUIRASSIERS_2D6)).ok).toBe(true);
    // the home list's mark
    expect((await appDB().games.get(id))?.damaged).toMatchObject({ index: rollIndex, code: 'dice/count' });

    const { store, loaded } = await openStoredGame(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.broken).toMatchObject({ index: rollIndex, error: { code: 'dice/count', rule: '1.2' } });
    expect(loaded.value.game.length).toBe(rollIndex - 1);
    expect(loaded.value.total).toBe(rollIndex);

    // the export is the whole record as stored, the roll included
    const exported = await store.exportGame(id);
    if (!exported.ok) throw new Error(exported.error.message);
    expect(JSON.parse(exported.value.text)).toEqual(game.record);
    expect(replay(JSON.parse(exported.value.text)).ok).toBe(true);

    // nothing is written over it until the player chooses to play on from there
    const s = await Session.fromLoaded(store, loaded.value);
    expect(s.broken?.index).toBe(rollIndex);
    const refused = await s.act({ type: 'roll', dice: [1, 6] });
    expect(refused?.code).toBe('game/damaged');
    expect(refused?.params).toMatchObject({ at: rollIndex - 1, total: rollIndex, index: rollIndex });
    expect(await appDB().actions.where('gameId').equals(id).count()).toBe(rollIndex);
    expect(await s.playOnFromHere()).toBeNull();
    expect(s.broken).toBeNull();
    expect(await s.act({ type: 'roll', dice: [1, 6] })).toBeNull();
    const row = await appDB().games.get(id);
    expect(row?.damaged).toBeUndefined();
    expect(row?.length).toBe(rollIndex);
    s.close();
  });

  it('the mark goes when the game replays again (the correction taken back)', async () => {
    const { id } = await rolledTen();
    await saveAppOverrides(CUIRASSIERS_2D6);
    expect((await appDB().games.get(id))?.damaged).toBeDefined();
    await resetAppOverrides();
    expect((await appDB().games.get(id))?.damaged).toBeUndefined();
    const { loaded } = await openStoredGame(id);
    expect(loaded.ok && loaded.value.broken).toBeNull();
  });
});
