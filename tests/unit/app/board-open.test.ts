// What the /board URL opens (src/lib/app/board-open.ts, board mode, issue 12), on fake-indexeddb:
// the contract link `#json=`, the app's compact `#p=`, a saved board `?id=`, a saved game's position
// `?game=`, the sample `?sample`; bad, oversized and hostile links give the engine's reason and
// save nothing; the painted squares of a map built from sections survive the JSON form.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { openBoard, openLinkNow, SAMPLE_POSITION } from '$lib/app/board-open';
import { listBoards, saveBoard } from '$lib/app/boards';
import { appDB, gameStoreReady, resetAppOverrides, saveAppOverrides } from '$lib/app/storage';
import { setUnitField } from '$lib/data/overrides';
import {
  encodePositionJsonLink,
  encodePositionLink,
  MAX_JSON_LINK,
  parsePosition,
  positionOf,
  positionToJSON,
  replay,
  toBase64Url,
  type Position
} from '$lib/rules';
import { arbAnyPosition } from '../rules/arbitraries';
import { created } from '../store/save';

const url = (rest: string) => new URL(`http://localhost/board${rest}`);
const b64 = (text: string) => toBase64Url(new TextEncoder().encode(text));

/** What a position is, for comparing: terrain, armies (units in any order), redoubts. */
function essence(p: Position) {
  const j = positionToJSON(p);
  const armies = j.armies.map((a) => ({ ...a, units: [...a.units].sort((x, y) => x.unit.localeCompare(y.unit)) }));
  return { terrain: p.terrain, armies, redoubts: [...j.redoubts!].sort() };
}

function sample(): Position {
  const p = parsePosition(SAMPLE_POSITION);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Nothing saved: no board and no game in the database. */
async function nothingSaved() {
  expect(await listBoards()).toEqual([]);
  expect(await appDB().games.count()).toBe(0);
}

beforeEach(async () => {
  const db = appDB();
  await Promise.all([db.boards.clear(), db.games.clear(), db.actions.clear()]);
});

describe('openBoard: links', () => {
  it('opens nothing (a fresh board) when the URL asks for nothing', async () => {
    expect(await openBoard(url(''))).toBeNull();
    expect(await openBoard(url('#'))).toBeNull();
    expect(await openBoard(url('#other=1'))).toBeNull();
  });

  it('opens the contract link #json=<base64url of Position JSON v1>, written by hand', async () => {
    const r = await openBoard(url(`#json=${b64(JSON.stringify(SAMPLE_POSITION))}`));
    if (!r?.ok) throw new Error(JSON.stringify(r));
    expect(r.value.id).toBeNull();
    expect(essence(r.value.position)).toEqual(essence(sample()));
    await nothingSaved();
  });

  it('opens the compact link #p= and the hash wins over the query', async () => {
    const r = await openBoard(url(`?sample#p=${encodePositionLink(sample())}`));
    if (!r?.ok) throw new Error(JSON.stringify(r));
    expect(essence(r.value.position)).toEqual(essence(sample()));
    const other = parsePosition({ ...SAMPLE_POSITION, redoubts: [] });
    if (!other.ok) throw new Error(other.error.message);
    const r2 = await openBoard(url(`?sample#p=${encodePositionLink(other.value)}`));
    expect(r2?.ok && r2.value.position.redoubts).toEqual([]);
  });

  it('round-trips random positions through both link forms', async () => {
    await fc.assert(
      fc.asyncProperty(arbAnyPosition, async (p) => {
        for (const hash of [`#p=${encodePositionLink(p)}`, `#json=${encodePositionJsonLink(p)}`]) {
          const r = await openBoard(url(hash));
          if (!r?.ok) throw new Error(`${hash}: ${JSON.stringify(r)}`);
          expect(essence(r.value.position)).toEqual(essence(p));
        }
      }),
      { numRuns: 60 }
    );
  });

  it("reads a link with the players' data corrections (and the built-in data without them)", async () => {
    const hash = `#p=${encodePositionLink(sample())}`;
    const plain = await openBoard(url(hash));
    expect(plain?.ok && plain.value.position.catalog.unit('france', 'imperial-guard')?.full).toBe(8);
    const saved = await saveAppOverrides(setUnitField({}, 'france', 'imperial-guard', 'full', 9));
    expect(saved.ok).toBe(true);
    try {
      const r = await openBoard(url(hash));
      expect(r?.ok && r.value.position.catalog.unit('france', 'imperial-guard')?.full).toBe(9);
    } finally {
      await resetAppOverrides();
    }
  });

  it('reads a link at once for the first paint, then answers only when data corrections read it differently', async () => {
    const hash = `#p=${encodePositionLink(sample())}`;
    const now = openLinkNow(url(hash));
    if (!now?.ok) throw new Error(JSON.stringify(now));
    expect(essence(now.value.position)).toEqual(essence(sample()));
    expect(now.value.position.catalog.unit('france', 'imperial-guard')?.full).toBe(8);
    // no corrections: nothing new to show after storage is read
    expect(await openBoard(url(hash), { shown: true })).toBeNull();
    const saved = await saveAppOverrides(setUnitField({}, 'france', 'imperial-guard', 'full', 9));
    expect(saved.ok).toBe(true);
    try {
      const r = await openBoard(url(hash), { shown: true });
      expect(r?.ok && r.value.position.catalog.unit('france', 'imperial-guard')?.full).toBe(9);
    } finally {
      await resetAppOverrides();
    }
  });

  it('reads nothing at once when the hash holds no position, and refuses a bad link at once', () => {
    expect(openLinkNow(url(''))).toBeNull();
    expect(openLinkNow(url('?sample'))).toBeNull();
    expect(openLinkNow(url('#other=1'))).toBeNull();
    const bad = openLinkNow(url('#p=8A'));
    expect(bad?.ok === false && bad.error.code).toBe('position/link');
  });

  const bad: [string, string, string][] = [
    ['not base64url', '#json=%%%%', 'position/link'],
    ['base64url of no JSON', `#json=${b64('{"armies": [')}`, 'position/link'],
    ['a JSON that is no position', `#json=${b64('[1,2,3]')}`, 'position/not-object'],
    [
      'two units on one square',
      `#json=${b64(JSON.stringify({ ...SAMPLE_POSITION, armies: [SAMPLE_POSITION.armies[0], { ...SAMPLE_POSITION.armies[1], units: [{ unit: '1st-foot-guards', square: 'd2' }] }] }))}`,
      'position/square-occupied'
    ],
    ['a prototype-polluting key', `#json=${b64('{"__proto__": {"polluted": 1}, "armies": []}')}`, 'position/forbidden-key'],
    ['deep nesting', `#json=${b64('{"armies":' + '{"a":'.repeat(1000) + '1' + '}'.repeat(1001))}`, 'position/too-large'],
    ['an oversized #json', `#json=${'A'.repeat(MAX_JSON_LINK + 4)}`, 'position/too-large'],
    ['an oversized #p', `#p=${'A'.repeat(5000)}`, 'position/too-large'],
    ['a compact link of an unknown version', '#p=8A', 'position/link'],
    ['a truncated compact link', `#p=${encodePositionLink(sample()).slice(0, 10)}`, 'position/link']
  ];
  for (const [what, hash, code] of bad) {
    it(`refuses ${what} with a reason and saves nothing`, async () => {
      const r = await openBoard(url(hash));
      expect(r?.ok).toBe(false);
      if (r && !r.ok) expect(r.error.code).toBe(code);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      await nothingSaved();
    });
  }
});

describe('openBoard: saved boards, saved games, the sample', () => {
  it('opens a saved board by id with its name, and says so when there is no such board', async () => {
    const row = await saveBoard({ name: 'Waterloo corner', position: SAMPLE_POSITION });
    const r = await openBoard(url(`?id=${row.id}`));
    if (!r?.ok) throw new Error(JSON.stringify(r));
    expect(r.value).toMatchObject({ id: row.id, name: 'Waterloo corner' });
    expect(essence(r.value.position)).toEqual(essence(sample()));
    const missing = await openBoard(url('?id=no-such-board'));
    expect(missing?.ok === false && missing.error.code).toBe('board/not-found');
    const empty = await openBoard(url('?id='));
    expect(empty?.ok === false && empty.error.code).toBe('board/not-found');
  });

  it('refuses a stored board whose position is no longer valid (a row is data from the past)', async () => {
    const row = await saveBoard({ name: 'Broken', position: { armies: [] } });
    const r = await openBoard(url(`?id=${row.id}`));
    expect(r?.ok).toBe(false);
  });

  it("opens a saved game's current position (?game=), not a copy tied to the game", async () => {
    const text = readFileSync(new URL('../../e2e/fixtures/france-britain.json', import.meta.url), 'utf8');
    const store = await gameStoreReady();
    const imported = await store.importText(text, 'Austerlitz');
    if (!imported.ok) throw new Error(imported.error.message);
    const r = await openBoard(url(`?game=${imported.value.id}`));
    if (!r?.ok) throw new Error(JSON.stringify(r));
    const game = replay(JSON.parse(text));
    if (!game.ok) throw new Error(game.error.message);
    expect(r.value).toMatchObject({ id: null, name: 'Austerlitz' });
    expect(essence(r.value.position)).toEqual(essence(positionOf(game.value.state, game.value.catalog)));
    expect(await listBoards()).toEqual([]);
  });

  it('refuses an unknown game and a game whose setup has not placed the armies yet', async () => {
    const unknown = await openBoard(url('?game=nope'));
    expect(unknown?.ok).toBe(false);
    const store = await gameStoreReady();
    const { id } = await created(store, { players: ['Ala', 'Bartek'] }, 'Not started');
    const r = await openBoard(url(`?game=${id}`));
    expect(r?.ok === false && r.error.code).toBe('board/game-not-ready');
  });

  it('opens the sample: both armies, a Hill, a Town, a Woods and a Redoubt under a unit', async () => {
    const r = await openBoard(url('?sample'));
    if (!r?.ok) throw new Error(JSON.stringify(r));
    const p = r.value.position;
    expect(p.armies.every((a) => a.units.length > 0)).toBe(true);
    for (const t of ['hill', 'town', 'woods']) expect(p.terrain).toContain(t);
    expect(p.redoubts.length).toBeGreaterThan(0);
    await nothingSaved();
  });
});

describe('positionToJSON keeps painted squares', () => {
  it('writes the terrain, not the sections, when a square differs from the printed map', () => {
    const onSections = parsePosition({
      sections: [
        { id: 1, rotation: 0 },
        { id: 5, rotation: 90 },
        { id: 10, rotation: 180 },
        { id: 22, rotation: 270 }
      ],
      armies: SAMPLE_POSITION.armies,
      redoubts: []
    });
    if (!onSections.ok) throw new Error(onSections.error.message);
    expect(positionToJSON(onSections.value).sections).toBeDefined();
    const terrain = [...onSections.value.terrain];
    terrain[0] = terrain[0] === 'hill' ? 'town' : 'hill';
    const painted = { ...onSections.value, terrain };
    const json = positionToJSON(painted);
    expect(json.sections).toBeUndefined();
    const back = parsePosition(json);
    expect(back.ok && back.value.terrain).toEqual(terrain);
  });
});
