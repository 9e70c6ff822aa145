// The saved games (src/lib/store): IndexedDB through Dexie, here on fake-indexeddb. The store only
// keeps what the engine accepted; a refused action or a bad import file leaves storage unchanged.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { cleanName, GameStore, MAX_IMPORT_CHARS, NOT_JSON, summarize } from '$lib/store/games';
import { applyAction, exportText, newGame, prompt, replay, toRecord, type Action, type Game } from '$lib/rules';
import { act, scenario, setupActions } from '../rules/game-helpers';
import { created, revOf, saved, tap } from './save';

const ROLL: Action = { type: 'roll-first-player', dice: [7, 3] };
const MAP: Action = {
  type: 'choose-map',
  sections: [
    { id: 1, rotation: 0 },
    { id: 5, rotation: 90 },
    { id: 10, rotation: 180 },
    { id: 22, rotation: 270 }
  ]
};

let db: AdiutantDB;
let store: GameStore;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-test-${++dbCount}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** Save actions one tap each (the engine applies, the store commits); throws on a refusal. */
function play(id: string, game: Game, actions: Action[]): Promise<Game> {
  return saved(store, id, game, actions);
}

async function storedActions(id: string) {
  return (await db.actions.where('gameId').equals(id).sortBy('seq')).map((a) => a.action);
}

/** A saved game with the first two setup actions. */
async function started(name = 'Ala – Bartek') {
  const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, name);
  const g = await play(id, game, [ROLL, MAP]);
  return { id, game: g };
}

describe('create, append and load', () => {
  it('stores legal actions and load replays them to the same state', async () => {
    const { id, game } = await started();
    expect(game.state.setupStep).toBe('nations');
    const loaded = await store.load(id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.game.state).toEqual(game.state);
    expect(toRecord(loaded.value.game)).toEqual(toRecord(game));
    expect(loaded.value.row).toMatchObject({ id, name: 'Ala – Bartek', length: 2 });
    expect(loaded.value.row.setup).toEqual({ players: ['Ala', 'Bartek'], options: { nightfall: 'game-turn' } });
    expect(await storedActions(id)).toEqual([ROLL, MAP]);
  });

  it('keeps the nightfall option of rule 2.3 in the stored setup', async () => {
    const { id } = await created(store, { players: ['A', 'B'], options: { nightfall: 'player-turn' } }, 'x');
    const loaded = await store.load(id);
    expect(loaded.ok && loaded.value.game.options.nightfall).toBe('player-turn');
    expect((await store.get(id))?.setup.options).toEqual({ nightfall: 'player-turn' });
  });

  it('summarises a game for the list: setup step, then turn and phase, nations by seat', async () => {
    const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, 'g');
    expect((await store.get(id))?.summary).toMatchObject({ stage: 'setup', step: 'roll', nations: null, winner: null });
    const g = await play(id, game, setupActions({ nations: ['austria', 'russia'], first: 1 }));
    const row = await store.get(id);
    expect(row?.summary).toMatchObject({ stage: 'play', turn: 1, step: g.state.phase, winner: null });
    // seat 1 is the First Player and chose Austria
    expect(row?.summary.nations).toEqual(['russia', 'austria']);
    expect(row?.length).toBe(g.length);
  });

  it("9.2-R11: at a Guerrilla window the summary has the engine's step and the phase it opened in", () => {
    const moving = scenario({
      nations: ['france', 'spain'],
      units: [{ c3: '2nd-regiment-legere' }, { c7: 'walloon-guards' }],
      phase: 'movement'
    });
    const window = act(moving, { type: 'supply' });
    expect(summarize(window)).toMatchObject({ stage: 'play', step: 'guerrilla', phase: 'movement' });
    expect(summarize(window).step).toBe(prompt(window).step);
    expect(summarize(act(window, { type: 'pass' }))).toMatchObject({ step: 'movement', phase: 'movement' });
    expect(summarize(newGame({ players: ['A', 'B'] })).phase).toBeUndefined();
  });

  it('an action the engine refuses (3.1: not the setup step) is never committed', async () => {
    const { id, game } = await started();
    const before = await store.get(id);
    const r = await tap(store, id, game, [{ type: 'deal' }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('setup/wrong-step');
    const junk = await tap(store, id, game, [{ type: 'teleport', to: 'a1' } as unknown as Action]);
    expect(junk.ok).toBe(false);
    expect(await storedActions(id)).toEqual([ROLL, MAP]);
    expect(await store.get(id)).toEqual(before);
  });

  it('refuses to write over a game that changed elsewhere (game/changed-elsewhere)', async () => {
    const { id, game } = await created(store, { players: ['A', 'B'] }, 'x');
    await play(id, game, [ROLL]);
    // a stale copy of the game (as in a second tab, at revision 0) cannot write over the stored log
    const other: Action = { type: 'roll-first-player', dice: [2, 9] };
    const stale = applyAction(game, other);
    if (!stale.ok) throw new Error(stale.error.message);
    const r = await store.commit(id, { from: game, to: stale.value, rev: 0 });
    expect(!r.ok && r.error.code).toBe('game/changed-elsewhere');
    expect(await storedActions(id)).toEqual([ROLL]);
  });

  it('lists the most recently played game first', async () => {
    const a = await created(store, { players: ['A', 'B'] }, 'first');
    await new Promise((r) => setTimeout(r, 5));
    await created(store, { players: ['C', 'D'] }, 'second');
    await new Promise((r) => setTimeout(r, 5));
    await play(a.id, a.game, [ROLL]);
    expect((await store.list()).map((g) => g.name)).toEqual(['first', 'second']);
  });
});

describe('undo, rename, remove', () => {
  it('an undo deletes the last stored action', async () => {
    const { id, game } = await started();
    const prev = game.previous!;
    expect((await store.commit(id, { from: game, to: prev, rev: await revOf(store, id) })).ok).toBe(true);
    expect(prev.state.setupStep).toBe('map');
    expect(await storedActions(id)).toEqual([ROLL]);
    expect((await store.get(id))?.length).toBe(1);
    const loaded = await store.load(id);
    expect(loaded.ok && loaded.value.game.state).toEqual(prev.state);
    // and the log goes on from there
    const again = await tap(store, id, prev, [MAP]);
    expect(again.ok).toBe(true);
    expect(await storedActions(id)).toEqual([ROLL, MAP]);
  });

  it('a write IndexedDB refuses (a closed database) is returned as storage/failed, not thrown, and changes nothing', async () => {
    const { id, game } = await started();
    const before = await store.get(id);
    const next = applyAction(game, { type: 'choose-nations', nations: ['france', 'austria'] });
    if (!next.ok) throw new Error(next.error.message);
    db.close();
    const r = await store.commit(id, { from: game, to: next.value, rev: before?.rev ?? 0 });
    expect(!r.ok && r.error.code).toBe('storage/failed');
    await db.open();
    expect(await store.get(id)).toEqual(before);
    expect(await storedActions(id)).toEqual([ROLL, MAP]);
  });

  it('rename keeps at most 100 characters and ignores an empty name', async () => {
    const { id } = await started();
    await store.rename(id, '  Austerlitz  ');
    expect((await store.get(id))?.name).toBe('Austerlitz');
    await store.rename(id, 'x'.repeat(500));
    expect((await store.get(id))?.name).toBe('x'.repeat(100));
    await store.rename(id, '   ');
    expect((await store.get(id))?.name).toBe('x'.repeat(100));
    await store.rename(id, '<img src=x onerror=alert(1)>\n\tline');
    expect((await store.get(id))?.name).toBe('<img src=x onerror=alert(1)> line');
    // renaming does not change the game
    expect(await storedActions(id)).toEqual([ROLL, MAP]);
  });

  it('create cuts game and player names to 100 characters and defaults an empty game name', async () => {
    const long = 'Ż'.repeat(150);
    const { id } = await created(store, { players: [long, 'B'] }, long);
    const row = await store.get(id);
    expect(row?.name).toBe('Ż'.repeat(100));
    expect(row?.setup.players).toEqual(['Ż'.repeat(100), 'B']);
    const other = await created(store, { players: ['Ala', 'Bartek'] }, '  ');
    expect((await store.get(other.id))?.name).toBe('Ala – Bartek');
    // the record stays importable: the schema accepts names of up to 100 characters
    const loaded = await store.load(id);
    expect(loaded.ok && replay(JSON.parse(exportText(loaded.value.game))).ok).toBe(true);
  });

  it('remove deletes the game and its actions', async () => {
    const { id } = await started();
    const other = await started('other');
    await store.remove(id);
    expect(await store.get(id)).toBeUndefined();
    expect(await db.actions.where('gameId').equals(id).count()).toBe(0);
    expect((await store.list()).map((g) => g.id)).toEqual([other.id]);
    expect(await storedActions(other.id)).toEqual([ROLL, MAP]);
    const gone = await store.load(id);
    expect(gone.ok).toBe(false);
  });
});

describe('export and import', () => {
  it('export → import gives an equal record under the new name', async () => {
    const { id, game } = await created(store, { players: ['Ala', 'Bartek'], options: { nightfall: 'player-turn' } }, 'g');
    const g = await play(id, game, setupActions());
    const exported = await store.exportGame(id);
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value.name).toBe('g');
    const text = exported.value.text;
    expect(text).toBe(exportText(g));
    expect(JSON.parse(text).format).toBe('adiutant-game/1');

    const imported = await store.importText(text, 'g (copy)');
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.value.id).not.toBe(id);
    const loaded = await store.load(imported.value.id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(toRecord(loaded.value.game)).toEqual(toRecord(g));
    expect(loaded.value.game.state).toEqual(g.state);
    expect(loaded.value.row.name).toBe('g (copy)');
    expect(loaded.value.row.summary).toEqual((await store.get(id))?.summary);
    expect((await store.list()).length).toBe(2);
  });

  it('an imported game goes on like any other', async () => {
    const source = newGame({ players: ['A', 'B'] });
    const text = JSON.stringify({ ...toRecord(source), actions: [ROLL] });
    const imported = await store.importText(text, '');
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect((await store.get(imported.value.id))?.name).toBe('A – B');
    const r = await tap(store, imported.value.id, imported.value.game, [MAP]);
    expect(r.ok).toBe(true);
    expect(await storedActions(imported.value.id)).toEqual([ROLL, MAP]);
  });

  it('cuts an imported name to 100 characters', async () => {
    const { game } = await started();
    const imported = await store.importText(exportText(game), 'n'.repeat(300));
    expect(imported.ok && (await store.get(imported.value.id))?.name).toBe('n'.repeat(100));
  });

  describe('refuses corrupted and hostile files and changes nothing', () => {
    let valid: string;
    beforeEach(async () => {
      const { game } = await started();
      valid = exportText(game);
    });

    const cases: [string, () => string, string][] = [
      ['truncated JSON', () => valid.slice(0, valid.length - 20), 'record/invalid'],
      ['an empty file', () => '', 'record/invalid'],
      ['not a record at all', () => '"hello"', 'record/invalid'],
      ['another format version', () => valid.replace('adiutant-game/1', 'adiutant-game/2'), 'record/invalid'],
      ['no format', () => JSON.stringify({ ...JSON.parse(valid), format: undefined }), 'record/invalid'],
      ['a __proto__ key', () => valid.replace('"setup": {', '"setup": { "__proto__": { "polluted": true },'), 'position/forbidden-key'],
      [
        'a constructor.prototype key',
        () => valid.replace('"format"', '"constructor": { "prototype": { "polluted": true } }, "format"'),
        'position/forbidden-key'
      ],
      [
        'an illegal action sequence',
        () => JSON.stringify({ ...JSON.parse(valid), actions: [ROLL, { type: 'deal' }] }),
        'record/illegal-action'
      ],
      ['an action before the roll', () => JSON.stringify({ ...JSON.parse(valid), actions: [MAP, ROLL] }), 'record/illegal-action'],
      ['an unknown action', () => JSON.stringify({ ...JSON.parse(valid), actions: [{ type: 'win' }] }), 'record/invalid'],
      [
        'a player name over 100 characters',
        () => JSON.stringify({ ...JSON.parse(valid), setup: { players: ['x'.repeat(101), 'y'] } }),
        'record/invalid'
      ],
      ['a 10 MB string', () => JSON.stringify('x'.repeat(10_000_000)), 'position/too-large'],
      ['10 MB of whitespace around a valid record', () => valid + ' '.repeat(10_000_000), 'position/too-large'],
      ['deep nesting', () => '['.repeat(100_000) + ']'.repeat(100_000), 'position/too-large'],
      [
        'a huge action log',
        () => JSON.stringify({ ...JSON.parse(valid), actions: Array.from({ length: 30_000 }, () => ({ type: 'draw' })) }),
        'record/invalid'
      ]
    ];

    for (const [what, file, code] of cases) {
      it(what, async () => {
        const before = await store.list();
        const actionsBefore = await db.actions.count();
        const text = file();
        const r = await store.importText(text, 'bad');
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(0);
        expect(await store.list()).toEqual(before);
        expect(await db.actions.count()).toBe(actionsBefore);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    }

    it('names a file that is not JSON as such', async () => {
      const r = await store.importText('{"format": "adiutant-game/1",', 'bad');
      expect(!r.ok && r.error.params).toEqual({ detail: NOT_JSON });
    });

    it('names the first illegal action by its number', async () => {
      const r = await store.importText(JSON.stringify({ ...JSON.parse(valid), actions: [ROLL, MAP, { type: 'deal' }] }), 'bad');
      expect(!r.ok && r.error.params?.index).toBe(3);
    });

    it('refuses anything over the size limit before parsing it', async () => {
      const r = await store.importText(' '.repeat(MAX_IMPORT_CHARS + 1), 'bad');
      expect(!r.ok && r.error.code).toBe('position/too-large');
    });
  });
});

describe('cleanName', () => {
  it('drops control characters, collapses spaces and cuts to 100 characters', () => {
    expect(cleanName('  a\u0000b\nc  ')).toBe('a b c');
    expect(cleanName('x'.repeat(101))).toHaveLength(100);
    expect(cleanName(42)).toBe('');
  });
});
