// Nothing lost (issue 22), for the Session (src/lib/app/session.svelte.ts): a store that fails or
// throws and a game changed in another tab give refusals, never rejections, and leave the game as
// it was; two sessions of one game (two tabs) follow each other's writes through a BroadcastChannel
// (Node has one), a stale tab's tap is refused and the tab then shows the stored game, and choices
// not confirmed there are asked about first. Random interleavings of two tabs never lose or double
// an action either screen confirmed.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broadcastLine, type OpenLine } from '$lib/app/game-channel';
import { Session } from '$lib/app/session.svelte';
import { legalActions, toRecord, type Action } from '$lib/rules';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore, type Commit } from '$lib/store/games';
import { created, tap as storeTap } from '../store/save';
import { END, fixtureRecord } from './fixtures';

let db: AdiutantDB;
let store: GameStore;
let n = 0;
const open: Session[] = [];

beforeEach(() => {
  db = openDB(`adiutant-tabs-test-${++n}`);
  store = new GameStore(db);
});

afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  db.close();
  await db.delete();
});

const SILENT: OpenLine = () => ({ announce() {}, close() {} });
const GUARD: Action = { type: 'move', from: 'b2', to: 'b3' };
const OTHER: Action = { type: 'move', from: 'c2', to: 'c3' };

/** ordinary-turn saved, then opened as a session (on `line`, silent by default). */
async function saved(): Promise<string> {
  const record = fixtureRecord('ordinary-turn');
  const { id, game } = await created(store, record.setup, 'tabs');
  const r = await storeTap(store, id, game, record.actions);
  if (!r.ok) throw new Error(r.error.message);
  return id;
}

async function session(id: string, line: OpenLine = SILENT, on: GameStore = store): Promise<Session> {
  const s = await Session.open(on, id, line);
  if (!(s instanceof Session)) throw new Error(s.message);
  open.push(s);
  return s;
}

/** The stored record, replayed (it must replay). */
async function stored(id: string) {
  const r = await store.load(id);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.broken).toBeNull();
  return r.value.game;
}

/** Wait until `check` holds (messages between tabs arrive asynchronously). */
async function until(check: () => boolean, ms = 2000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A store whose writes fail as IndexedDB fails on a full disk. */
class FullStore extends GameStore {
  override async commit(_id: string, _c: Commit) {
    return (await import('$lib/store/failure')).storageFailure(new DOMException('quota', 'QuotaExceededError'));
  }
}

/** A store that throws on a write (a bug, or a database closed under it). */
class ThrowingStore extends GameStore {
  override async commit(): Promise<never> {
    throw new Error('disk on fire');
  }
}

describe('a failing store: refusals, never rejections', () => {
  it('a full disk: the tap is refused with storage/full, the game and storage are as before', async () => {
    const id = await saved();
    const s = await session(id, SILENT, new FullStore(db));
    const g = s.game;
    const err = await s.act(END);
    expect(err?.code).toBe('storage/full');
    expect(s.error?.code).toBe('storage/full');
    expect(s.game).toBe(g);
    expect(s.busy).toBe(false);
    expect(toRecord(await stored(id))).toEqual(toRecord(g));
  });

  it('a store that throws: act and undo resolve to storage/failed', async () => {
    const id = await saved();
    const s = await session(id, SILENT, new ThrowingStore(db));
    const g = s.game;
    await expect(s.act(END)).resolves.toMatchObject({ code: 'storage/failed' });
    await expect(s.undo()).resolves.toMatchObject({ code: 'storage/failed' });
    expect(s.game).toBe(g);
    expect(s.busy).toBe(false);
  });
});

describe('two tabs of one game', () => {
  it('a stale tab is refused (game/changed-elsewhere) and then shows the stored game', async () => {
    const id = await saved();
    const a = await session(id);
    const b = await session(id);
    expect(await a.actAll([END])).toBeNull();
    // b never heard of it (silent line): its tap is refused, then it shows the stored game
    const err = await b.act(END);
    expect(err?.code).toBe('game/changed-elsewhere');
    expect(toRecord(b.game)).toEqual(toRecord(await stored(id)));
    expect(b.error?.code).toBe('game/changed-elsewhere');
    // and plays on from there
    expect(await b.act(GUARD)).toBeNull();
    expect(toRecord(await stored(id))).toEqual(toRecord(b.game));
  });

  it('the issue’s interleaving: undo and another move in A give the log its old length; B’s taps are refused, nothing is lost', async () => {
    const id = await saved();
    const a = await session(id);
    const b = await session(id);
    await a.act(END); // France's Discard; its Draw is taken at once
    await b.act(END); // refused: B reloads and shows A's game
    expect(b.prompt.step).toBe('movement');
    expect(await a.act(GUARD)).toBeNull();
    // B reloads (a new page load in the issue): it shows the Guard's move
    const b2 = await session(id);
    expect(b2.game.lastAction).toEqual(GUARD);
    expect(await a.undo()).toBeNull();
    expect(await a.act(OTHER)).toBeNull();
    // the stored log has B2's length again, with other content: B2 plays on and is refused
    expect(b2.game.length).toBe(a.game.length);
    const err = await b2.act(END);
    expect(err?.code).toBe('game/changed-elsewhere');
    const g = await stored(id);
    expect(g.lastAction).toEqual(OTHER);
    expect(toRecord(b2.game)).toEqual(toRecord(g));
  });

  it('a stale undo is refused and changes nothing stored', async () => {
    const id = await saved();
    const a = await session(id);
    const b = await session(id);
    await a.act(END);
    await a.act(GUARD);
    const before = toRecord(await stored(id));
    // b still shows the Discard Phase; its undo would take back the last setup action
    const err = await b.undo();
    expect(err?.code).toBe('game/changed-elsewhere');
    expect(toRecord(await stored(id))).toEqual(before);
    expect(toRecord(b.game)).toEqual(before);
  });

  it('tabs follow each other at once (BroadcastChannel) and show the other tab’s game', async () => {
    const id = await saved();
    const a = await session(id, broadcastLine);
    const b = await session(id, broadcastLine);
    await a.act(END);
    await until(() => b.game.length === a.game.length);
    expect(toRecord(b.game)).toEqual(toRecord(a.game));
    expect(b.error?.code).toBe('game/followed');
    await b.act(GUARD);
    await until(() => a.game.length === b.game.length);
    expect(a.game.lastAction).toEqual(GUARD);
  });

  it('an unconfirmed choice in the following tab is asked about: kept (the tab stays as it was) or dropped', async () => {
    const id = await saved();
    const a = await session(id, broadcastLine);
    const b = await session(id, broadcastLine);
    const log: string[] = [];
    let marked = true;
    b.drafts.register('marked', () =>
      marked ? { text: '2 cards marked', drop: () => void (log.push('dropped'), (marked = false)) } : null
    );
    const g = b.game;
    await a.act(END);
    await until(() => b.drafts.question !== null);
    expect(b.drafts.question?.purpose).toBe('changed');
    expect(b.drafts.question?.canApply).toBe(false);
    b.drafts.question!.answer('back');
    await until(() => b.drafts.question === null);
    expect(b.game).toBe(g);
    expect(b.behind).toBe(true);
    expect(b.error?.code).toBe('game/behind');
    expect(log).toEqual([]);
    // its next tap is not played and asks again; this time the choice is dropped
    const pending = b.act(END);
    await until(() => b.drafts.question !== null);
    b.drafts.question!.answer('drop');
    expect((await pending)?.code).toBe('game/changed-elsewhere');
    expect(log).toEqual(['dropped']);
    expect(b.behind).toBe(false);
    expect(toRecord(b.game)).toEqual(toRecord(await stored(id)));
  });

  it('random interleavings of two tabs: every tap either screen confirmed is stored once, in order, and the log replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.boolean()), { minLength: 4, maxLength: 14 }), async (script) => {
        const id = await saved();
        const tabs = [await session(id, broadcastLine), await session(id, broadcastLine)];
        const confirmed: { tab: number; action: Action; length: number }[] = [];
        for (const [which, pick, together] of script) {
          const runs = (together ? [0, 1] : [which ? 1 : 0]).map(async (t) => {
            const s = tabs[t]!;
            const legal = legalActions(s.game).filter((l) => !l.dice && l.action.type !== 'discard');
            if (!legal.length) return;
            const action = legal[pick % legal.length]!.action;
            const before = s.game.length;
            const err = await s.act(action);
            if (!err) confirmed.push({ tab: t, action, length: before });
          });
          await Promise.all(runs);
        }
        await until(() => tabs[0]!.game.length === tabs[1]!.game.length && !tabs[0]!.busy && !tabs[1]!.busy);
        const g = await stored(id);
        const log = toRecord(g).actions;
        // a confirmed tap stands at the place its tab played it, unless a later confirmed tap of
        // either tab took its place after an undo (none here: no undo) — so each is in the log
        for (const c of confirmed) expect(log[c.length]).toEqual(c.action);
        // no tap stored twice: the confirmed taps' places are distinct
        expect(new Set(confirmed.map((c) => c.length)).size).toBe(confirmed.length);
        for (const t of tabs) t.close();
      }),
      { numRuns: 12 }
    );
  });
});
