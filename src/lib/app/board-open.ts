// What the /board URL asks to open (board mode, issue 12), read through the app layer:
// - `#json=<base64url of the Position JSON v1 text>` (the public contract) or `#p=<compact>` (the
//   app's own share links): decoded and checked by the engine (src/lib/rules/position-link.ts);
// - `?id=<saved board id>`: a board saved on this device (src/lib/app/boards.ts);
// - `?game=<saved game id>`: the current position of a saved game (replayed by the GameStore);
// - `?sample`: a small instructive position (SAMPLE_POSITION below).
// The hash wins over the query. Every position is read with the catalogue that carries the players'
// data corrections. Nothing is ever saved here; bad, oversized or hostile data gives an error Result
// (the page explains it), never an exception.
import {
  DEFAULT_CATALOG,
  fail,
  parsePosition,
  positionFromHash,
  positionToJSON,
  positionOf,
  type Catalog,
  type Position,
  type PositionJSON,
  type Result
} from '$lib/rules';
import { validateOverrides } from '$lib/data/overrides';
import { catalogFor } from '$lib/store/overrides';
import { peekOverrides } from '$lib/store/peek';

export interface OpenedBoard {
  position: Position;
  /** the saved board's id when a saved board was opened, else null (not saved yet) */
  id: string | null;
  /** the saved board's or game's name; '' when it has none (a link, the sample) */
  name: string;
}

/**
 * The sample position: France (south) against Great Britain (north) on Clear terrain with a Woods on
 * d3, a Hill on e5 and a Town on c6 holding a Redoubt. It asks the classic questions: the Guard on
 * d2 cannot bombard d4 past the Woods (range 2, 6.2), the Foot Guards on d4 may be attacked, the
 * 42nd in the Town with its Redoubt defends high, a reduced unit may be restored, cavalry moves two.
 */
export const SAMPLE_POSITION: PositionJSON = {
  terrain: ['cccccccc', 'cccccccc', 'cctccccc', 'cccchccc', 'cccccccc', 'cccwcccc', 'cccccccc', 'cccccccc'],
  armies: [
    {
      nation: 'france',
      edge: 'south',
      units: [
        { unit: 'imperial-guard', square: 'd2' },
        { unit: '1st-cuirassiers', square: 'f3' },
        { unit: '2nd-regiment-legere', square: 'c4', reduced: true }
      ]
    },
    {
      nation: 'great-britain',
      edge: 'north',
      units: [
        { unit: '1st-foot-guards', square: 'd4' },
        { unit: '42nd-regiment-of-foot', square: 'c6' },
        { unit: '52nd-regiment-of-foot', square: 'e5' },
        { unit: 'kings-dragoons-guards', square: 'f6', reduced: true }
      ]
    }
  ],
  redoubts: ['c6']
};

/**
 * The catalogue with the saved corrections, read straight from IndexedDB (a share link opens
 * without waiting for Dexie or creating the database); the built-in one when there are none, they
 * no longer validate, or storage refuses to open.
 */
async function catalog(): Promise<Catalog> {
  try {
    const raw = await peekOverrides();
    if (raw === undefined) return DEFAULT_CATALOG;
    const o = validateOverrides(raw);
    return o.ok ? catalogFor(o.value) : DEFAULT_CATALOG;
  } catch {
    return DEFAULT_CATALOG;
  }
}

/** A saved board by id, checked again by the engine (a stored row is data from the past). */
async function savedBoard(id: string, cat: Catalog): Promise<Result<OpenedBoard>> {
  const { getBoard } = await import('./boards');
  const row = await getBoard(id);
  if (!row) return fail('board/not-found');
  const p = parsePosition(row.position, cat);
  return p.ok ? { ok: true, value: { position: p.value, id: row.id, name: row.name } } : p;
}

/** A saved game's current position (replayed, so checked action by action). */
async function gamePosition(id: string): Promise<Result<OpenedBoard>> {
  const { openStoredGame } = await import('./storage');
  const r = (await openStoredGame(id)).loaded;
  if (!r.ok) return r;
  const { game, row } = r.value;
  const s = game.state;
  if (!s.terrain || !s.armies || !s.armies[0].edge || !s.armies[1].edge) return fail('board/game-not-ready');
  // through the Position JSON (painted squares kept), so the board is a checked position of its own
  const p = parsePosition(positionToJSON(positionOf(s, game.catalog)), game.catalog);
  return p.ok ? { ok: true, value: { position: p.value, id: null, name: row.name } } : p;
}

/**
 * A position link in the URL's hash read at once with the built-in data, so that the board's first
 * paint already shows it (no wait for storage, no second drawing); null when the hash holds none.
 * `openBoard(url, { shown: true })` then answers only if the players' data corrections read it
 * differently. Never throws.
 */
export function openLinkNow(url: URL): Result<OpenedBoard> | null {
  try {
    const p = url.hash.length > 1 ? positionFromHash(url.hash, DEFAULT_CATALOG) : null;
    if (!p) return null;
    return p.ok ? { ok: true, value: { position: p.value, id: null, name: '' } } : p;
  } catch (e) {
    return fail('position/link', { detail: e instanceof Error ? e.message.slice(0, 120) : 'unreadable' });
  }
}

/**
 * What the /board URL asks to open; null = nothing (a fresh board), or, with `shown` (the link was
 * already shown by openLinkNow), nothing new: there are no data corrections to read it with.
 * Never throws.
 */
export async function openBoard(url: URL, opts: { shown?: boolean } = {}): Promise<Result<OpenedBoard> | null> {
  try {
    const hash = url.hash.length > 1 ? url.hash : '';
    const q = url.searchParams;
    if (!hash && !q.has('id') && !q.has('game') && !q.has('sample')) return null;
    const cat = await catalog();
    if (hash) {
      if (opts.shown && cat === DEFAULT_CATALOG) return null;
      const p = positionFromHash(hash, cat);
      if (p) return p.ok ? { ok: true, value: { position: p.value, id: null, name: '' } } : p;
    }
    if (q.has('id')) return await savedBoard(q.get('id') ?? '', cat);
    if (q.has('game')) return await gamePosition(q.get('game') ?? '');
    if (q.has('sample')) {
      const p = parsePosition(SAMPLE_POSITION, cat);
      return p.ok ? { ok: true, value: { position: p.value, id: null, name: '' } } : p;
    }
    // a hash that holds no position and no query: a fresh board
    return null;
  } catch (e) {
    return fail('position/link', { detail: e instanceof Error ? e.message.slice(0, 120) : 'unreadable' });
  }
}
