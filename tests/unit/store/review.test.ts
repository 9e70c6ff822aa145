// Issue 33: a game's review is stored with it — it survives a reload (the database opened again), a
// backup and a restore (also into a database where the game's id is taken, where it follows the game
// to its new id), and one game's review never leaks into another's; a review made of a shorter record
// is not used; deleting the game deletes its reviews. The practice positions and the spaced review's
// list survive backup and restore too (merged, never overwritten); a bad one refuses the file.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, GAME_FORMAT, type GameRecord } from '$lib/rules';
import { makeBackup, restoreBackup } from '$lib/store/backup';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import {
  loadPractice,
  loadReview,
  loadSpaced,
  savePractice,
  saveReview,
  typedHands,
  updateSpaced,
  type PracticePosition
} from '$lib/store/review';
import { removeGame } from '$lib/store/saved';
import { missed } from '$lib/review/spaced';
import type { Review } from '$lib/review';
import { setupActions } from '../rules/game-helpers';
import { created, saved } from './save';

const names: string[] = [];
const open: AdiutantDB[] = [];
let n = 0;
function db(name = `review-test-${++n}`): AdiutantDB {
  if (!names.includes(name)) names.push(name);
  const d = openDB(name);
  open.push(d);
  return d;
}
afterEach(async () => {
  for (const d of open.splice(0)) d.close();
  for (const name of names.splice(0)) await Dexie.delete(name);
});

async function played(store: GameStore, name: string, count: number): Promise<{ id: string; length: number }> {
  const { id, game } = await created(store, { players: ['A', 'B'] }, name);
  const g = await saved(store, id, game, setupActions().slice(0, count));
  return { id, length: g.length };
}

/** A review unlike any other (its one moment's index and swing are `k`'s). */
const reviewOf = (k: number): Review => ({
  chances: [{ index: k, seat0: 0.5 }],
  moments: [
    {
      index: k,
      seat: 0,
      played: { type: 'end-phase' },
      better: { type: 'pass' },
      swing: k / 100,
      kind: 'inaccuracy',
      reasons: [{ kind: 'only' }]
    }
  ]
});

const record: GameRecord = { format: GAME_FORMAT, setup: { players: ['A', 'B'] }, actions: setupActions().slice(0, 6) };
const practice: PracticePosition = {
  id: 'p1',
  record,
  seat: 0,
  level: 'normal',
  played: { type: 'end-phase' },
  better: { type: 'pass' },
  swing: 0.2,
  hand: [],
  whole: false,
  from: { game: 'g', index: 6 },
  savedAt: 1
};

describe('review storage (issue 33)', () => {
  it('survives a reload, is kept per game and level, and is used only for the record it reviewed', async () => {
    const d = db();
    const store = new GameStore(d, DEFAULT_CATALOG);
    const a = await played(store, 'A', 10);
    const b = await played(store, 'B', 12);
    await saveReview(d, a.id, 'normal', a.length, reviewOf(7));
    d.close();
    const again = db(d.name);
    expect(await loadReview(again, a.id, 'normal', a.length)).toEqual(reviewOf(7));
    // not another level's, not another game's, not of a record of another length
    expect(await loadReview(again, a.id, 'hard', a.length)).toBeNull();
    expect(await loadReview(again, b.id, 'normal', b.length)).toBeNull();
    expect(await loadReview(again, a.id, 'normal', a.length + 1)).toBeNull();
    // deleted with its game, and only with it
    await saveReview(again, b.id, 'normal', b.length, reviewOf(9));
    await removeGame(again, a.id);
    expect(await again.reviews.where('gameId').equals(a.id).count()).toBe(0);
    expect(await loadReview(again, b.id, 'normal', b.length)).toEqual(reviewOf(9));
  });

  it('survives backup and restore, each review with its own game (also under a new id), with practice and spaced review', async () => {
    const from = db();
    const store = new GameStore(from, DEFAULT_CATALOG);
    const a = await played(store, 'A', 10);
    const b = await played(store, 'B', 12);
    await saveReview(from, a.id, 'normal', a.length, reviewOf(1));
    await saveReview(from, a.id, 'easy', a.length, reviewOf(2));
    await saveReview(from, b.id, 'normal', b.length, reviewOf(3));
    await savePractice(from, practice);
    await updateSpaced(from, (s) => missed(s, 'p1', 'position', 1000));
    const file = await makeBackup(from, DEFAULT_CATALOG);

    const to = db();
    expect((await restoreBackup(to, file.text)).ok).toBe(true);
    expect(await loadReview(to, a.id, 'normal', a.length)).toEqual(reviewOf(1));
    expect(await loadReview(to, a.id, 'easy', a.length)).toEqual(reviewOf(2));
    expect(await loadReview(to, b.id, 'normal', b.length)).toEqual(reviewOf(3));
    expect(await loadPractice(to)).toEqual([practice]);
    expect((await loadSpaced(to)).items.p1).toEqual({ id: 'p1', kind: 'position', step: 0, due: 1000 + 86_400_000 });

    // a database where game A's id is taken by another game: A comes back under a new id, with its reviews; the other keeps none of them
    const other = db();
    const otherStore = new GameStore(other, DEFAULT_CATALOG);
    const c = await played(otherStore, 'C', 8);
    const text = file.text.replaceAll(a.id, c.id);
    expect((await restoreBackup(other, text)).ok).toBe(true);
    expect(await loadReview(other, c.id, 'normal', c.length)).toBeNull();
    const rows = await other.games.toArray();
    const restoredA = rows.find((r) => r.origin === c.id)!;
    expect(await loadReview(other, restoredA.id, 'normal', a.length)).toEqual(reviewOf(1));
    // restored twice: nothing added, nothing doubled
    expect((await restoreBackup(to, file.text)).ok).toBe(true);
    expect(await to.reviews.count()).toBe(3);
    expect(await loadPractice(to)).toHaveLength(1);
  });

  it('a backup with a bad review or a bad practice position is refused whole, nothing written', async () => {
    const from = db();
    const store = new GameStore(from, DEFAULT_CATALOG);
    const a = await played(store, 'A', 10);
    await saveReview(from, a.id, 'normal', a.length, reviewOf(1));
    const file = JSON.parse((await makeBackup(from, DEFAULT_CATALOG)).text);
    const badReview = structuredClone(file);
    badReview.games[0].reviews[0].review.moments[0].swing = 3;
    const badPractice = { ...structuredClone(file), practice: [{ ...practice, seat: 2 }] };
    for (const bad of [badReview, badPractice]) {
      const to = db();
      const r = await restoreBackup(to, JSON.stringify(bad));
      expect(r.ok).toBe(false);
      expect(await to.games.count()).toBe(0);
      expect(await to.reviews.count()).toBe(0);
    }
  });

  it("a second level's review never overwrites the first; the hands typed in come back with either level, and through a backup", async () => {
    const d = db();
    const store = new GameStore(d, DEFAULT_CATALOG);
    const a = await played(store, 'A', 10);
    const typed: Review = { ...reviewOf(4), hands: { 7: ['c1', 'c2'] } };
    await saveReview(d, a.id, 'normal', a.length, typed);
    await saveReview(d, a.id, 'hard', a.length, reviewOf(5));
    await saveReview(d, a.id, 'easy', a.length, reviewOf(6));
    expect(await loadReview(d, a.id, 'normal', a.length)).toEqual(typed);
    expect(await loadReview(d, a.id, 'hard', a.length)).toEqual(reviewOf(5));
    expect(await loadReview(d, a.id, 'easy', a.length)).toEqual(reviewOf(6));
    // the same level again replaces only that level's
    await saveReview(d, a.id, 'hard', a.length, reviewOf(8));
    expect(await loadReview(d, a.id, 'hard', a.length)).toEqual(reviewOf(8));
    expect(await loadReview(d, a.id, 'normal', a.length)).toEqual(typed);
    // the typed hand is the game's, whatever the level; not for a record of another length
    expect(await typedHands(d, a.id, a.length)).toEqual({ 7: ['c1', 'c2'] });
    expect(await typedHands(d, a.id, a.length + 1)).toEqual({});
    const file = await makeBackup(d, DEFAULT_CATALOG);
    const to = db();
    expect((await restoreBackup(to, file.text)).ok).toBe(true);
    expect(await loadReview(to, a.id, 'normal', a.length)).toEqual(typed);
    expect(await typedHands(to, a.id, a.length)).toEqual({ 7: ['c1', 'c2'] });
  });
});
