// The players' corrections of the card and map data (src/lib/data/overrides.ts), kept in IndexedDB
// (src/lib/store/overrides.ts, schema version 2) and used by the engine through the GameStore's
// catalogue (src/lib/app/storage.ts). Here on fake-indexeddb.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARMIES } from '$lib/data';
import {
  countEdits,
  editedFields,
  isSectionEdited,
  resetCard,
  resetSection,
  resetUnit,
  setCardField,
  setSectionSquare,
  setUnitField,
  validateOverrides,
  type DataOverrides
} from '$lib/data/overrides';
import { attackTotal, parsePosition, positionOf, type Game } from '$lib/rules';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { catalogFor, loadOverrides, resetOverrides, saveOverrides } from '$lib/store/overrides';
import { OVERRIDES_KEY } from '$lib/store/schema';
import { setupActions } from '../rules/game-helpers';
import { created, saved } from './save';
import { json } from '../rules/position-helpers';

let db: AdiutantDB;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-overrides-test-${++dbCount}`);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const GUARD_9: DataOverrides = { units: { france: { 'imperial-guard': { full: 9 } } } };

/** A whole setup (France first on the south edge, Great Britain north), played through a store. */
async function savedGame(store: GameStore): Promise<{ id: string; game: Game }> {
  const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, 'Test');
  const g = await saved(store, id, game, setupActions());
  return { id, game: g };
}

function guardStrength(game: Game): number {
  const p = positionOf(game.state, game.catalog);
  const army = p.armies.find((a) => a.nation === 'france')!;
  const placed = army.units.find((u) => u.unit === 'imperial-guard')!;
  const def = game.catalog.unit('france', placed.unit)!;
  return placed.reduced ? def.reduced : def.full;
}

describe('saving and loading the corrections', () => {
  it('nothing saved loads as no corrections', async () => {
    expect(await loadOverrides(db)).toEqual({});
  });

  it('round trip: units, cards and sections come back as saved', async () => {
    const o: DataOverrides = {
      units: { france: { 'imperial-guard': { full: 9, type: 'infantry' } }, russia: { cossacks: { reduced: 2 } } },
      cards: { france: { 'imperial-guard-1': { attack: '2d10', defense: 6, bombard: '' } } },
      sections: { '2': ['cccc', 'hhhh', 'cccc', 'wwww'] }
    };
    const r = await saveOverrides(db, o);
    expect(r.ok).toBe(true);
    expect(await loadOverrides(db)).toEqual(o);
    expect((await db.settings.get(OVERRIDES_KEY))?.value).toEqual(o);
    // and a fresh connection to the same database reads the same
    const again = openDB(db.name);
    expect(await loadOverrides(again)).toEqual(o);
    again.close();
  });

  it('refuses invalid corrections and writes nothing', async () => {
    await saveOverrides(db, GUARD_9);
    const bad: unknown[] = [
      { cards: { france: { 'imperial-guard-1': { attack: '2d9' } } } },
      { units: { france: { 'imperial-guard': { full: 30 } } } },
      { units: { france: { 'imperial-guard': { reduced: -1 } } } },
      { units: { france: { 'imperial-guard': { type: 'artillery' } } } },
      { cards: { france: { 'imperial-guard-1': { range: 3 } } } },
      { cards: { france: { 'napoleon-bonaparte': { command: 0 } } } },
      { sections: { '1': ['xxxx', 'cccc', 'cccc', 'cccc'] } },
      { sections: { '1': ['cccc', 'cccc', 'cccc'] } },
      { units: { bavaria: { 'some-unit': { full: 5 } } } },
      'not an object'
    ];
    for (const o of bad) {
      const r = await saveOverrides(db, o as DataOverrides);
      expect(r.ok, JSON.stringify(o)).toBe(false);
      if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
      expect(await loadOverrides(db)).toEqual(GUARD_9);
    }
  });

  it('a stored value that no longer validates is ignored, not thrown', async () => {
    await db.settings.put({ key: OVERRIDES_KEY, value: { units: { france: { 'imperial-guard': { full: 'nine' } } } } });
    expect(await loadOverrides(db)).toEqual({});
  });

  it('saving no corrections (or resetting) removes the row', async () => {
    await saveOverrides(db, GUARD_9);
    await saveOverrides(db, { units: { france: {} } });
    expect(await db.settings.count()).toBe(0);
    await saveOverrides(db, GUARD_9);
    await resetOverrides(db);
    expect(await loadOverrides(db)).toEqual({});
  });

  it('validateOverrides drops empty entries and unknown keys', () => {
    const r = validateOverrides({ units: { france: { 'imperial-guard': {} } }, cards: {}, extra: 1 });
    expect(r).toEqual({ ok: true, value: {} });
  });
});

describe('schema upgrades', () => {
  it('an existing version-1 database upgrades in place to the current version (4, with settings, boards and chunks) and keeps its games', async () => {
    const name = `adiutant-v1-${++dbCount}`;
    const old = new Dexie(name);
    old.version(1).stores({ games: '&id, updatedAt', actions: '[gameId+seq], gameId' });
    await old.table('games').add({ id: 'g1', name: 'Old game', updatedAt: 1 });
    await old.table('actions').add({ gameId: 'g1', seq: 0, action: { type: 'deal' }, at: 1 });
    old.close();

    const upgraded = openDB(name);
    expect(await upgraded.games.get('g1')).toMatchObject({ name: 'Old game' });
    expect(await upgraded.actions.count()).toBe(1);
    expect(await saveOverrides(upgraded, GUARD_9)).toMatchObject({ ok: true });
    expect(await loadOverrides(upgraded)).toEqual(GUARD_9);
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.boards.count()).toBe(0);
    expect(await upgraded.chunks.count()).toBe(0);
    upgraded.close();
    await upgraded.delete();
  });
});

describe('set and reset one field', () => {
  it('sets a unit field; the built-in value removes the correction', () => {
    let o = setUnitField({}, 'france', 'imperial-guard', 'full', 9);
    expect(o).toEqual(GUARD_9);
    o = setUnitField(o, 'france', 'imperial-guard', 'reduced', 4);
    expect(editedFields(o, 'units', 'france', 'imperial-guard').sort()).toEqual(['full', 'reduced']);
    o = setUnitField(o, 'france', 'imperial-guard', 'full', 8); // back to the data's value
    expect(o).toEqual({ units: { france: { 'imperial-guard': { reduced: 4 } } } });
    expect(resetUnit(o, 'france', 'imperial-guard', 'reduced')).toEqual({});
    expect(resetUnit(setUnitField(o, 'france', 'guard-cavalry', 'type', 'infantry'), 'france', 'guard-cavalry')).toEqual(o);
  });

  it('sets a card field; absent optional values equal their "none" value', () => {
    // imperial-guard-1 is printed Attack 2d8 / Defence 7 / Not Required To Advance, no pursuit, no bombard
    let o = setCardField({}, 'france', 'imperial-guard-1', 'defense', 6);
    expect(o).toEqual({ cards: { france: { 'imperial-guard-1': { defense: 6 } } } });
    expect(setCardField(o, 'france', 'imperial-guard-1', 'pursuit', 0)).toEqual(o);
    expect(setCardField(o, 'france', 'imperial-guard-1', 'bombard', '')).toEqual(o);
    expect(setCardField(o, 'france', 'imperial-guard-1', 'notRequiredToAdvance', true)).toEqual(o);
    expect(setCardField(o, 'france', 'imperial-guard-1', 'notRequiredToAdvance', false).cards?.france?.['imperial-guard-1']).toEqual({
      defense: 6,
      notRequiredToAdvance: false
    });
    // a card without the mark: false is the same as absent
    expect(setCardField({}, 'france', 'imperial-guard-2', 'notRequiredToAdvance', false)).toEqual({});
    o = setCardField(o, 'france', 'imperial-guard-1', 'attack', '');
    expect(o.cards?.france?.['imperial-guard-1']).toEqual({ defense: 6, attack: '' });
    expect(resetCard(o, 'france', 'imperial-guard-1', 'attack')).toEqual({ cards: { france: { 'imperial-guard-1': { defense: 6 } } } });
    expect(resetCard(o, 'france', 'imperial-guard-1')).toEqual({});
  });

  it('sets a section square; putting the printed terrain back removes the correction', () => {
    // section 1 row 1 is "wccc"
    let o = setSectionSquare({}, 1, 0, 0, 'm');
    expect(o.sections?.['1']).toEqual(['mccc', 'cccc', 'cwwc', 'cwwh']);
    expect(isSectionEdited(o, 1)).toBe(true);
    o = setSectionSquare(o, 1, 3, 3, 'l');
    expect(o.sections?.['1']).toEqual(['mccc', 'cccc', 'cwwc', 'cwwl']);
    expect(countEdits(o)).toBe(1);
    o = setSectionSquare(setSectionSquare(o, 1, 0, 0, 'w'), 1, 3, 3, 'h');
    expect(o).toEqual({});
    expect(resetSection(setSectionSquare({}, 5, 1, 1, 'h'), 5)).toEqual({});
  });

  it('counts corrected units, card faces and sections', () => {
    let o = setUnitField({}, 'france', 'imperial-guard', 'full', 9);
    o = setUnitField(o, 'france', 'imperial-guard', 'reduced', 4);
    o = setCardField(o, 'austria', ARMIES.austria.deck[0]!.id, 'defense', 1);
    o = setSectionSquare(o, 24, 0, 0, 'l');
    expect(countEdits(o)).toBe(3);
  });
});

describe('the engine uses the saved corrections', () => {
  it('a GameStore built with the corrected catalogue gives the corrected strength and attack total', async () => {
    const plain = new GameStore(db);
    const { id, game } = await savedGame(plain);
    expect(game.state.stage).toBe('play');
    expect(guardStrength(game)).toBe(8);

    expect((await saveOverrides(db, GUARD_9)).ok).toBe(true);
    const corrected = new GameStore(db, catalogFor(await loadOverrides(db)));
    const loaded = await corrected.load(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(guardStrength(loaded.value.game)).toBe(9);
    // the same game through the plain store still reads the built-in data
    const again = await plain.load(id);
    expect(again.ok && guardStrength(again.value.game)).toBe(8);

    // 6.1-R16: the attack total adds the unit's strength
    const spec = json({ s: { d4: 'inf' }, n: { d5: 'inf' } }); // the first French infantry is the Imperial Guard
    const a = { kind: 'assault' as const, from: 'd4', target: 'd5', dice: [3, 4] };
    const before = parsePosition(spec, plain.catalog);
    const after = parsePosition(spec, corrected.catalog);
    if (!before.ok || !after.ok) throw new Error('bad position');
    expect(attackTotal(before.value, a).total).toBe(8 + 7);
    expect(attackTotal(after.value, a).total).toBe(9 + 7);
  });

  it('a corrected card value reaches the game through its catalogue', async () => {
    await saveOverrides(db, { cards: { france: { 'imperial-guard-1': { attack: '2d10' } } } });
    const store = new GameStore(db, catalogFor(await loadOverrides(db)));
    const { game } = await savedGame(store);
    expect(game.catalog.card('france', 'imperial-guard-1')).toMatchObject({ kind: 'unit', attack: '2d10', defense: 7 });
  });

  it('a corrected section changes the board of a game that lays it out', async () => {
    const sections = [
      { id: 1, rotation: 0 as const },
      { id: 5, rotation: 0 as const },
      { id: 6, rotation: 0 as const },
      { id: 7, rotation: 0 as const }
    ];
    await saveOverrides(db, setSectionSquare({}, 1, 0, 1, 'h')); // section 1, row 1, column 2: clear → hill
    const store = new GameStore(db, catalogFor(await loadOverrides(db)));
    const { game } = await (async () => {
      const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, 'Map');
      const g = await saved(store, id, game, setupActions({ sections }));
      return { id, game: g };
    })();
    // section 1 is the north-west quarter, its first row along rank 8: b8 is the hill
    expect(positionOf(game.state, game.catalog).terrain[56 + 1]).toBe('hill');
  });
});
