// The game being played (src/lib/app/session.svelte.ts, issue 11): a tap is validated, saved with
// the steps the app takes by itself after it, then shown; an undo takes back the tap and those
// steps, in storage too; app dice an undo took back are remembered in the game's row and named by
// the next dice entered (`afterUndo`); the game option "app rolls are final" refuses such an undo;
// unconfirmed choices are asked about first. Real games from the e2e fixtures, stored in
// fake-indexeddb and reloaded to compare what was saved.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { toRecord, type Action, type GameSetup, type RuleError } from '$lib/rules';
import { CANCELLED, Session } from '$lib/app/session.svelte';
import type { DraftAnswer } from '$lib/app/drafts.svelte';
import { END, fixtureRecord, PASS, type FixtureName } from './fixtures';
import { created, tap as storeTap } from '../store/save';

/** No other tabs (the two-tab tests open lines of their own). */
const SILENT = () => ({ announce() {}, close() {} });

let db: AdiutantDB;
let store: GameStore;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-session-test-${++dbCount}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const ASSAULT: Action = { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' };
const appRoll = (dice: number[]): Action => ({ type: 'roll', dice, rolledBy: 'app' }) as Action;

/** A fixture saved in the store (its setup options changed by `options`), opened as a Session. */
async function open(name: FixtureName, options?: GameSetup['options'], extra: Action[] = []): Promise<Session> {
  const record = fixtureRecord(name);
  const { id, game } = await created(store, { ...record.setup, ...(options ? { options } : {}) }, 'test');
  const r = await storeTap(store, id, game, [...record.actions, ...extra]);
  if (!r.ok) throw new Error(r.error.message);
  const s = await Session.open(store, id, SILENT);
  if (!(s instanceof Session)) throw new Error(s.message);
  return s;
}

/** Play taps through the session; throws on a refusal. */
async function tap(s: Session, ...actions: Action[]): Promise<void> {
  for (const a of actions) {
    const err = await s.act(a);
    if (err) throw new Error(`${JSON.stringify(a)}: ${err.message}`);
  }
}

/** The stored game, reloaded and replayed; its record must be the session's. */
async function reload(s: Session) {
  const r = await store.load(s.id);
  if (!r.ok) throw new Error(r.error.message);
  expect(toRecord(r.value.game)).toEqual(toRecord(s.game));
  return r.value;
}

/** combat-france-britain after the Assault and three passes: Ala's combat roll (6.1-R16). */
async function atRoll(options?: GameSetup['options']): Promise<Session> {
  const s = await open('combat-france-britain', options);
  await tap(s, ASSAULT, PASS, PASS, PASS);
  expect(s.prompt.step).toBe('combat:roll');
  return s;
}

/** Run `fn` and answer the drafts question (asked within it) with `answer` after a microtask. */
async function answering<T>(s: Session, answer: DraftAnswer, fn: () => Promise<T>): Promise<T> {
  const p = fn();
  await Promise.resolve();
  expect(s.drafts.question, 'a question was asked').not.toBeNull();
  s.drafts.question!.answer(answer);
  return p;
}

describe('Session.act and actAll', () => {
  it('a tap and the steps the app takes after it are applied, saved and listed in `automatic`', async () => {
    const s = await open('ordinary-turn');
    const start = s.game;
    expect(s.automatic).toEqual([]);
    expect(await s.act(END)).toBeNull();
    // France's Draw Phase with a full hand and no Scout: its end is taken at once (4-R8)
    expect(s.automatic).toEqual([END]);
    expect(s.game.length).toBe(start.length + 2);
    expect(s.prompt.step).toBe('movement');
    expect(s.before).toBe(start);
    expect(s.busy).toBe(false);
    expect(s.error).toBeNull();
    const { row } = await reload(s);
    expect(row.length).toBe(start.length + 2);
  });

  it('actAll: a discard and the end of the phase as one tap, then the draw and the end of the Draw Phase', async () => {
    const s = await open('ordinary-turn');
    const start = s.game;
    expect(await s.actAll([{ type: 'discard', cards: ['supply', 'withdraw'] }, END])).toBeNull();
    expect(s.automatic).toEqual([{ type: 'draw' }, END]);
    expect(s.game.length).toBe(start.length + 4);
    expect(s.game.state.decks[0]).toMatchObject({ hand: 5, discard: ['supply', 'withdraw'] });
    await reload(s);
  });

  it('a refused action changes nothing, in memory or in storage, and its reason is kept', async () => {
    const s = await open('ordinary-turn');
    const start = s.game;
    const err = await s.actAll([END, { type: 'move', from: 'b2', to: 'b5' }]);
    // 4-R2: no move in the Draw Phase
    expect(err?.code).toBe('phase/wrong');
    expect(s.error).toEqual(err);
    // worded with its rule by the UI (tests/unit/ui/refusal.test.ts)
    expect(s.error?.rule).toMatch(/^4-R\d+$/);
    expect(s.game).toBe(start);
    const { row } = await reload(s);
    expect(row.length).toBe(start.length);
    // the next accepted action clears the reason
    await tap(s, END);
    expect(s.error).toBeNull();
  });

  it('opening a game saved at a step with nothing to decide takes that step at once', async () => {
    const s = await open('ordinary-turn', undefined, [END]);
    expect(s.prompt.step).toBe('movement');
    expect(s.automatic).toEqual([END]);
    expect(s.before).toBeNull();
    const { row } = await reload(s);
    expect(row.summary.step).toBe('movement');
  });
});

describe('Session.undo', () => {
  it('takes back a tap of several actions whole — discard, end of the phase, draw — also after a reload (4-R5, 4-R8)', async () => {
    const s = await open('ordinary-turn');
    const start = s.game;
    expect(await s.actAll([{ type: 'discard', cards: ['supply', 'withdraw'] }, END, { type: 'draw' }])).toBeNull();
    expect(s.prompt.step).toBe('movement');
    expect(s.undoDepth).toBe(4);
    // the taps are remembered with the stored actions: a session opened again undoes the same
    const again = await Session.open(store, s.id, SILENT);
    if (!(again instanceof Session)) throw new Error(again.message);
    expect(again.undoDepth).toBe(4);
    await again.undo();
    expect(toRecord(again.game)).toEqual(toRecord(start));
    // the discarded cards are back in the hand: nothing of the tap is left
    expect(again.game.state.decks[0]).toMatchObject({ hand: 5, discard: [] });
    expect(again.prompt.step).toBe('discard');
    await reload(again);
  });

  it('a defender’s one tap of two passes (no withdrawal, no card) is undone whole (6.1 steps 3–4)', async () => {
    const s = await open('combat-france-britain');
    await tap(s, ASSAULT);
    expect(s.prompt.step).toBe('combat:withdraw');
    const before = s.game;
    expect(await s.actAll([PASS, PASS])).toBeNull();
    expect(s.prompt.step).toBe('combat:attacker');
    await s.undo();
    expect(s.game).toBe(before);
    expect(s.prompt.step).toBe('combat:withdraw');
  });

  it('takes back the tap and the automatic steps after it, in storage too', async () => {
    const s = await open('ordinary-turn');
    const start = s.game;
    await tap(s, END);
    expect(s.undoDepth).toBe(2);
    await s.undo();
    expect(s.game).toBe(start);
    expect(s.undone).toEqual(END);
    expect(s.automatic).toEqual([]);
    expect(s.before).toBeNull();
    const { row } = await reload(s);
    expect(row.length).toBe(start.length);
    expect(row.takenBack).toBeUndefined();
  });

  it('the retreat and the advance the app took after it (6.5-R13) are undone together', async () => {
    const s = await atRoll();
    await tap(s, { type: 'roll', dice: [10, 10] });
    const atRetreat = s.game;
    await tap(s, { type: 'retreat', to: 'c7' });
    expect(s.automatic).toEqual([{ type: 'advance', unit: 'd6' }]);
    expect(s.prompt.step).toBe('combat:pursuit');
    await s.undo();
    expect(s.game).toBe(atRetreat);
    expect(s.undone).toEqual({ type: 'retreat', to: 'c7' });
    await reload(s);
  });

  it('does nothing at the start of a game', async () => {
    const { id } = await created(store, { players: ['Ala', 'Bartek'] }, 'new');
    const s = await Session.open(store, id, SILENT);
    if (!(s instanceof Session)) throw new Error(s.message);
    const g = s.game;
    await s.undo();
    expect(s.game).toBe(g);
  });

  it('an app roll taken back is remembered in the row; the next dice saved carry it as afterUndo (then forgotten)', async () => {
    const s = await atRoll();
    const atRollGame = s.game;
    // 1 + 1: the attackers are hit and the combat is over; the end of the Combat Phase follows at once
    await tap(s, appRoll([1, 1]));
    expect(s.automatic).toEqual([END]);
    expect(s.prompt.step).toBe('restoration');
    await s.undo();
    expect(s.game).toBe(atRollGame);
    expect(s.undone).toEqual(appRoll([1, 1]));
    expect((await reload(s)).row.takenBack).toEqual([[1, 1]]);

    // the game is reopened (a reload of the page): the row still knows the roll taken back
    const again = await Session.open(store, s.id, SILENT);
    if (!(again instanceof Session)) throw new Error(again.message);
    await tap(again, { type: 'roll', dice: [10, 10] });
    const { game, row } = await reload(again);
    expect(game.lastAction).toEqual({ type: 'roll', dice: [10, 10], afterUndo: [[1, 1]] });
    expect(row.takenBack).toEqual([]);
    // answered once: the next dice carry nothing
    const before = again.game.length;
    await tap(again, { type: 'retreat', to: 'c7' }, { type: 'roll', dice: [3] });
    const after = await reload(again);
    // retreat, advance (automatic, 6.5-R13), the pursuit roll (6.6), then the Combat Phase's end
    expect(after.game.record.actions.slice(before)).toEqual([
      { type: 'retreat', to: 'c7' },
      { type: 'advance', unit: 'd6' },
      { type: 'roll', dice: [3] },
      END
    ]);
    expect(after.row.takenBack).toEqual([]);
  });

  it('app rolls taken back one after another are all remembered, oldest first', async () => {
    const s = await atRoll();
    await tap(s, appRoll([1, 2]));
    await s.undo();
    await tap(s, appRoll([6, 6]));
    await s.undo();
    expect((await reload(s)).row.takenBack).toEqual([
      [1, 2],
      [6, 6]
    ]);
    // the roll entered after them names both; dice of its own origin are kept
    await tap(s, appRoll([10, 10]));
    const { game, row } = await reload(s);
    expect(game.lastAction).toEqual({
      type: 'roll',
      dice: [10, 10],
      rolledBy: 'app',
      afterUndo: [
        [1, 2],
        [6, 6]
      ]
    });
    expect(row.takenBack).toEqual([]);
  });

  it('a roll that named app rolls taken back, itself taken back, gives them back: the next dice name them all', async () => {
    const s = await atRoll();
    await tap(s, appRoll([1, 2]));
    await s.undo();
    // typed in from real dice after the app roll was taken back: it names it …
    await tap(s, { type: 'roll', dice: [6, 6] });
    expect((await reload(s)).game.lastAction).toEqual({ type: 'roll', dice: [6, 6], afterUndo: [[1, 2]] });
    // … and when it is taken back too, the app roll it named is not forgotten
    await s.undo();
    expect((await reload(s)).row.takenBack).toEqual([[1, 2]]);
    await tap(s, { type: 'roll', dice: [10, 10] });
    expect((await reload(s)).game.lastAction).toEqual({ type: 'roll', dice: [10, 10], afterUndo: [[1, 2]] });
  });

  it('dice typed in from real dice and taken back are not remembered', async () => {
    const s = await atRoll();
    await tap(s, { type: 'roll', dice: [1, 2] });
    await s.undo();
    expect((await reload(s)).row.takenBack).toBeUndefined();
    await tap(s, { type: 'roll', dice: [10, 10] });
    expect((await reload(s)).game.lastAction).toEqual({ type: 'roll', dice: [10, 10] });
  });

  it("appRolls 'final': an undo past an app roll is refused (game/app-roll-final) and changes nothing", async () => {
    const s = await atRoll({ appRolls: 'final' });
    expect(s.game.options.appRolls).toBe('final');
    await tap(s, appRoll([1, 1]));
    const g = s.game;
    await s.undo();
    expect(s.error?.code).toBe('game/app-roll-final');
    expect(s.error?.params).toMatchObject({ dice: '1, 1' });
    expect(s.game).toBe(g);
    const { row } = await reload(s);
    expect(row.length).toBe(g.length);
    expect(row.takenBack).toBeUndefined();
  });

  it("appRolls 'final': dice typed in from real dice may still be undone", async () => {
    const s = await atRoll({ appRolls: 'final' });
    const before = s.game;
    await tap(s, { type: 'roll', dice: [1, 1] });
    await s.undo();
    expect(s.error).toBeNull();
    expect(s.game).toBe(before);
  });
});

describe('Session and unconfirmed choices (drafts)', () => {
  function withDraft(s: Session, log: string[], apply?: () => Promise<boolean>) {
    return s.drafts.register('marked', () => ({
      text: '2 cards marked',
      drop: () => void log.push('dropped'),
      ...(apply ? { apply } : {})
    }));
  }

  it("'back': act returns CANCELLED and nothing is played or saved", async () => {
    const s = await open('ordinary-turn');
    const g = s.game;
    const log: string[] = [];
    withDraft(s, log);
    const r: RuleError | null = await answering(s, 'back', () => s.act(END));
    expect(r).toBe(CANCELLED);
    expect(r?.code).toBe('game/cancelled');
    expect(s.game).toBe(g);
    expect(log).toEqual([]);
    expect((await reload(s)).row.length).toBe(g.length);
  });

  it("'drop': the draft is forgotten and the action goes on", async () => {
    const s = await open('ordinary-turn');
    const log: string[] = [];
    withDraft(s, log);
    expect(await answering(s, 'drop', () => s.act(END))).toBeNull();
    expect(log).toEqual(['dropped']);
    expect(s.prompt.step).toBe('movement');
  });

  it("'apply': the draft's own action is played first (unasked), then the tap", async () => {
    const s = await open('ordinary-turn');
    const log: string[] = [];
    let marked = true;
    s.drafts.register('marked', () =>
      marked
        ? {
            text: '2 cards marked',
            drop: () => void log.push('dropped'),
            apply: async () => {
              const err = await s.act({ type: 'discard', cards: ['supply', 'withdraw'] });
              marked = false;
              return !err;
            }
          }
        : null
    );
    const start = s.game;
    expect(await answering(s, 'apply', () => s.act(END))).toBeNull();
    expect(s.game.record.actions.slice(start.length)).toEqual([
      { type: 'discard', cards: ['supply', 'withdraw'] },
      END,
      { type: 'draw' },
      END
    ]);
    await reload(s);
  });

  it('the draft an action confirms is not asked about (source)', async () => {
    const s = await open('ordinary-turn');
    const log: string[] = [];
    withDraft(s, log);
    expect(await s.actAll([{ type: 'discard', cards: ['supply'] }, END], 'marked')).toBeNull();
    expect(s.drafts.question).toBeNull();
    expect(log).toEqual([]);
  });

  it("an undo asked about and answered 'back' takes nothing back; 'drop' undoes", async () => {
    const s = await open('ordinary-turn');
    await tap(s, END);
    const g = s.game;
    const log: string[] = [];
    withDraft(s, log);
    await answering(s, 'back', () => s.undo());
    expect(s.game).toBe(g);
    await answering(s, 'drop', () => s.undo());
    expect(s.game.length).toBe(g.length - 2);
    expect(log).toEqual(['dropped']);
    expect((await reload(s)).row.length).toBe(g.length - 2);
  });
});
