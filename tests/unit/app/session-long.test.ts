// A long game in the app (issue 31 §4): a Session opened from a stored game's chunks undoes across a
// chunk's end and plays on; every reopening gives the game on screen, and the chunks follow (the
// one past an undo deleted, written again when the game gets there again). On fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Session } from '$lib/app/session.svelte';
import { applyAction, earlierGame, toRecord, type Game } from '$lib/rules';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { longRecord } from '../../long-game';
import { created, revOf } from '../store/save';

/** No other tabs. */
const SILENT = () => ({ announce() {}, close() {} });

let db: AdiutantDB;
let store: GameStore;
let n = 0;

beforeEach(() => {
  db = openDB(`adiutant-session-long-${++n}`);
  store = new GameStore(db, undefined, undefined, 'v1');
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** The long game's first `length` actions stored as played: its setup in one tap, then a tap a player turn (six actions). */
async function stored(length: number): Promise<string> {
  const record = longRecord(length);
  const { id, game } = await created(store, record.setup, 'long');
  let g: Game = game;
  for (let i = 0; i < length; i = i === 0 ? 22 : i + 6) {
    let next = g;
    for (const a of record.actions.slice(i, i === 0 ? 22 : i + 6)) {
      const r = applyAction(next, a);
      if (!r.ok) throw new Error(r.error.message);
      next = r.value;
    }
    const c = await store.commit(id, { from: g, to: next, rev: await revOf(store, id) });
    if (!c.ok) throw new Error(c.error.message);
    g = next;
  }
  return id;
}

async function open(id: string): Promise<Session> {
  const s = await Session.open(store, id, SILENT);
  if (!(s instanceof Session)) throw new Error(s.message);
  return s;
}

const ends = async () => (await db.chunks.toArray()).map((c) => c.end);

describe('a long game opened from its chunks', () => {
  it('undoes a tap across a chunk’s end, plays on, and every reopening shows the game as it was left', async () => {
    const id = await stored(22 + 6 * 82); // 514 actions: chunks end at 256 and 512
    expect(await ends()).toEqual([256, 512]);
    const s = await open(id);
    expect(s.game.length).toBe(514);
    const before = s.game;
    // the last tap (a player turn: its six actions) is taken back, to below the chunk ending at 512
    expect(await s.undo()).toBeNull();
    expect(s.game.length).toBe(508);
    // the game shown is the earlier game of the one before (the same object: nothing rebuilt twice)
    expect(s.game).toBe(earlierGame(before, 508));
    expect(await ends()).toEqual([256]);
    expect((await open(id)).game.state).toEqual(s.game.state);

    // and plays on: the same six actions again, as one tap
    const turn = longRecord(514).actions.slice(508);
    expect(await s.actAll(turn)).toBeNull();
    expect(s.game.length).toBeGreaterThanOrEqual(514);
    expect(await ends()).toEqual([256, 512]);
    const again = await open(id);
    expect(again.game.state).toEqual(s.game.state);
    expect(toRecord(again.game).actions).toEqual(toRecord(s.game).actions);
    // its undo takes back the same tap as on the screen that played it
    expect(again.undoDepth).toBe(s.undoDepth);
  });
});
