// Issue 31 §4: a long game opens without checking its whole log again. Every 256 actions the store
// writes a chunk (the actions and the engine's state after them) in the same transaction as the
// last of them; opening resumes from the chunks (rules/replay.ts `resume`) and checks only the
// actions after them. The chunks are a copy: whatever the path, the game opened is the game the
// whole log replays to, and a chunk that no longer fits (an undo below it, another app version or
// data correction, a truncation, a deleted game) is never used.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, earlierGame, replay, replayPrefix, resume, toRecord, type Action, type Game, type GameRecord } from '$lib/rules';
import { CHUNK_SIZE } from '$lib/store/chunks';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { chunkKeyOf, GameStore } from '$lib/store/games';
import { peekGame } from '$lib/store/peek';
import { removeGame } from '$lib/store/saved';
import { longRecord } from '../../long-game';
import { created, revOf } from './save';

/** two builds of the app: their chunks are keyed apart (store/games.ts chunkKeyOf) */
const KEY_A = chunkKeyOf('version-A', undefined);
const KEY_B = chunkKeyOf('version-B', undefined);

let db: AdiutantDB;
let store: GameStore;
let name: string;
let n = 0;

beforeEach(() => {
  name = `chunks-${++n}`;
  db = openDB(name);
  store = new GameStore(db, undefined, undefined, 'version-A');
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** The first `length` actions of the long game, saved in taps of up to six actions (the setup first). */
async function saveLong(length: number, s: GameStore = store): Promise<{ id: string; game: Game; record: GameRecord }> {
  const record = longRecord(length);
  const { id, game } = await created(s, record.setup, 'long');
  let g = game;
  for (let i = 0; i < record.actions.length; i += 6) {
    let next = g;
    for (const a of record.actions.slice(i, i + 6)) {
      const r = applyAction(next, a);
      if (!r.ok) throw new Error(r.error.message);
      next = r.value;
    }
    const c = await s.commit(id, { from: g, to: next, rev: await revOf(s, id) });
    if (!c.ok) throw new Error(c.error.message);
    g = next;
  }
  return { id, game: g, record };
}

/** The game the whole stored log replays to. */
function replayed(record: GameRecord): Game {
  const r = replay(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('chunks are written with the actions they hold', () => {
  it(`a game of 600 actions has chunks ending at 256 and 512, each with its ${CHUNK_SIZE} actions and the state after them`, async () => {
    const { id, game, record } = await saveLong(600);
    const chunks = await db.chunks.where('[gameId+end]').between([id, 0], [id, Infinity]).toArray();
    expect(chunks.map((c) => c.end)).toEqual([256, 512]);
    expect((await db.games.get(id))?.chunked).toEqual({ key: KEY_A, end: 512 });
    for (const c of chunks) {
      expect(c.actions).toEqual(record.actions.slice(c.end - CHUNK_SIZE, c.end));
      expect(c.state).toEqual(earlierGame(game, c.end).state);
      // a tap of six actions: the first begins it, the others are joined to it
      expect(c.joined).toEqual(c.actions.map((_, i) => (c.end - CHUNK_SIZE + i) % 6 !== 0));
    }
  });

  it('a game shorter than one chunk has none', async () => {
    const { id } = await saveLong(255);
    expect(await db.chunks.count()).toBe(0);
    expect((await db.games.get(id))?.chunked).toBeUndefined();
  });
});

describe('opening from the chunks gives the game the whole log replays to', () => {
  it('state, record, taps and every earlier game equal the full replay; only the actions after the last chunk are read', async () => {
    const { id, record } = await saveLong(600);
    const [row, rows, chunks] = await store.readLog(id);
    expect(chunks?.map((c) => c.end)).toEqual([256, 512]);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 88 }, (_, i) => 512 + i));
    const loaded = store.replayStored([row, rows, chunks]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const full = replayed(record);
    const { game, joined, total, broken } = loaded.value;
    expect(broken).toBeNull();
    expect(total).toBe(600);
    expect(game.state).toEqual(full.state);
    expect(toRecord(game).actions).toEqual(record.actions);
    expect(joined).toEqual(record.actions.map((_, i) => i % 6 !== 0));
    // every earlier game, below and between the chunks (undo, the history)
    for (const k of [599, 513, 512, 511, 300, 256, 255, 17, 1, 0])
      expect(earlierGame(game, k).state, `after ${k}`).toEqual(earlierGame(full, k).state);
    let g: Game | null = game;
    for (let k = 600; k > 480; k--) {
      expect(g!.length).toBe(k);
      expect(g!.lastAction).toEqual(record.actions[k - 1]);
      g = g!.previous;
    }
    // an earlier game is the same object while it is held (undo and the store compare games)
    const held = game.previous!.previous!;
    expect(game.previous!.previous).toBe(held);
    expect(earlierGame(game, 598)).toBe(held);
  });

  it('peekGame (the opening read without Dexie) reads the same chunks and rows with the chunk key, and the whole log without', async () => {
    const { id } = await saveLong(600);
    const viaDexie = await store.readLog(id);
    const peeked = await peekGame(id, name, indexedDB, () => KEY_A);
    expect([peeked.row, peeked.actions, peeked.chunks]).toEqual(viaDexie);
    const other = await peekGame(id, name, indexedDB, () => KEY_B);
    expect(other.chunks).toEqual([]);
    expect(other.actions).toHaveLength(600);
    const plain = await peekGame(id, name);
    expect(plain.chunks).toEqual([]);
    expect(plain.actions).toHaveLength(600);
  });

  it('the game goes on from a resumed game: its next commits are stored and the next opening equals the full replay', async () => {
    const { id, record } = await saveLong(600);
    const first = await store.load(id);
    if (!first.ok) throw new Error(first.error.message);
    const more = longRecord(800).actions.slice(600);
    let g = first.value.game;
    for (const a of more) {
      const r = applyAction(g, a);
      if (!r.ok) throw new Error(r.error.message);
      const c = await store.commit(id, { from: g, to: r.value, rev: await revOf(store, id) });
      expect(c.ok).toBe(true);
      g = r.value;
    }
    expect((await db.games.get(id))?.chunked).toEqual({ key: KEY_A, end: 768 });
    const again = await store.load(id);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.game.state).toEqual(replayed({ ...record, actions: [...record.actions, ...more] }).state);
  });
});

describe('a chunk that no longer fits is never used', () => {
  it('an undo below a chunk deletes it with the actions, and the game opens as the shorter log replays', async () => {
    const { id, game, record } = await saveLong(600);
    const back = earlierGame(game, 500);
    const c = await store.commit(id, { from: game, to: back, rev: await revOf(store, id) });
    expect(c.ok).toBe(true);
    expect((await db.chunks.toArray()).map((x) => x.end)).toEqual([256]);
    expect((await db.games.get(id))?.chunked).toEqual({ key: KEY_A, end: 256 });
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.state).toEqual(replayed({ ...record, actions: record.actions.slice(0, 500) }).state);
  });

  it('another key (another app version or data corrections) opens from the whole log and rewrites the chunks at its next commit', async () => {
    const { id, record } = await saveLong(600);
    const b = new GameStore(db, undefined, undefined, 'version-B');
    const [, rows, chunks] = await b.readLog(id);
    expect(chunks).toEqual([]);
    expect(rows).toHaveLength(600);
    const loaded = await b.load(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.state).toEqual(replayed(record).state);
    // chunks of key A handed to store B are refused, not trusted
    const [rowA, tailA, chunksA] = await store.readLog(id);
    const refused = b.replayStored([rowA, tailA, chunksA]);
    expect(!refused.ok && refused.error.params?.detail).toBe('chunks');
    const next = applyAction(loaded.value.game, longRecord(601).actions[600]!);
    if (!next.ok) throw new Error(next.error.message);
    expect((await b.commit(id, { from: loaded.value.game, to: next.value, rev: loaded.value.rev })).ok).toBe(true);
    const rewritten = await db.chunks.toArray();
    expect(rewritten.map((x) => [x.end, x.key])).toEqual([
      [256, KEY_B],
      [512, KEY_B]
    ]);
    expect(rewritten[1]!.state).toEqual(earlierGame(next.value, 512).state);
  });

  it('truncating a broken game keeps only the chunks within what is kept; deleting a game deletes its chunks', async () => {
    const { id, game } = await saveLong(600);
    const r = await store.truncate(id, await revOf(store, id), 300, (await db.games.get(id))!.summary);
    expect(r.ok).toBe(true);
    expect((await db.chunks.toArray()).map((x) => x.end)).toEqual([256]);
    expect((await db.games.get(id))?.chunked).toEqual({ key: KEY_A, end: 256 });
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.state).toEqual(earlierGame(game, 300).state);
    await removeGame(db, id);
    expect(await db.chunks.count()).toBe(0);
  });

  it('an imported long game gets its chunks in the import transaction', async () => {
    const record = longRecord(530);
    const r = await store.importText(JSON.stringify(record), 'imported');
    if (!r.ok) throw new Error(r.error.message);
    expect((await db.chunks.toArray()).map((x) => x.end)).toEqual([256, 512]);
    const loaded = await store.load(r.value.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.state).toEqual(replayed(record).state);
  });
});

describe('resume (rules/replay.ts): trusted checkpoints, the actions after them checked', () => {
  const record = longRecord(300);
  const full = replayed(record);
  const at = (k: number) => ({ length: k, state: earlierGame(full, k).state });

  it('gives the game replay gives, from any checkpoints', () => {
    for (const cps of [[], [at(256)], [at(100), at(256)], [at(300)]]) {
      const r = resume(record.setup, record.actions, cps);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.broken).toBeNull();
      expect(r.value.game.state).toEqual(full.state);
      expect(toRecord(r.value.game)).toEqual(record);
    }
  });

  it('an action after the last checkpoint that the rules refuse stops the game before it, as replayPrefix says', () => {
    const bad: Action = { type: 'move', from: 'a1', to: 'h8' };
    for (const i of [260, 299]) {
      const actions = [...record.actions.slice(0, i), bad, ...record.actions.slice(i + 1)];
      const r = resume(record.setup, actions, [at(256)]);
      const p = replayPrefix({ ...record, actions });
      if (!r.ok || !p.ok) throw new Error('refused');
      expect(r.value.broken?.index).toBe(i + 1);
      expect(r.value.broken).toEqual(p.value.broken);
      expect(r.value.game.length).toBe(i);
      expect(r.value.game.state).toEqual(p.value.game.state);
    }
  });

  it('an action after the last checkpoint that is not an action at all stops the game before it', () => {
    const actions = [...record.actions.slice(0, 270), { type: 'no-such-action' }, ...record.actions.slice(271)];
    const r = resume(record.setup, actions, [at(256)]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.broken?.index).toBe(271);
    expect(r.value.broken?.error.code).toBe('action/invalid');
    expect(r.value.game.state).toEqual(earlierGame(full, 270).state);
  });
});
