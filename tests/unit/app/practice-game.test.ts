// Issue 33 §3, a practice game as a saved game (src/lib/app/practice-game.ts, practice-driver.svelte.ts):
// imported through the store like any game (Adiutant's own cards, so the import accepts it) and
// marked as the practice; the goal's card until Start, none while the player plays, the engine's
// verdict once the combat is over; an undo never goes back into the prepared position; a reached
// goal is kept in the lessons' progress (`practice-<id>`), read back as the lesson map reads it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { Session } from '$lib/app/session.svelte';
import { PracticeDriver } from '$lib/app/practice-driver.svelte';
import { practiceKey, practiceRecord } from '$lib/app/practice-game';
import { learnProgress } from '$lib/app/learn';
import { PRACTICES } from '$lib/learn/lessons/practice';
import { legalActions, prompt, type Action } from '$lib/rules';

const SILENT = () => ({ announce() {}, close() {} });
const clash = PRACTICES.find((p) => p.id === 'clash')!;
const dusk = PRACTICES.find((p) => p.id === 'dusk')!;

let db: AdiutantDB;
let store: GameStore;
let n = 0;

beforeEach(() => {
  db = openDB(`adiutant-practice-test-${++n}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function open(seed: number, practice = clash): Promise<Session> {
  const r = await store.importText(JSON.stringify(practiceRecord(practice, seed, ['You', 'Adiutant'])), 'Practice');
  if (!r.ok) throw new Error(r.error.message);
  const s = await Session.open(store, r.value.id, SILENT);
  if (!(s instanceof Session)) throw new Error(s.message);
  return s;
}

describe('a practice game on the play screen', () => {
  // (first: the progress is the app's one database, shared by these tests)
  it('ending the Combat Phase without a combat: the goal not reached, nothing kept', async () => {
    const s = await open(8);
    const d = new PracticeDriver(() => s, clash);
    d.start();
    expect(await s.act({ type: 'end-phase' })).toBeNull();
    expect(d.verdict).toEqual({ won: false, fought: false });
    await d.keep();
    expect((await learnProgress()).stages[practiceKey('clash')]).toBeUndefined();
    // an undo takes the verdict back: the game goes on from the Combat Phase
    expect(await s.undo()).toBeNull();
    expect(d.verdict).toBeNull();
    expect(s.undoDepth).toBe(0);
  });

  it('6.1: the goal first, then play; the Assault rolled high is the engine’s win, kept in the lessons’ progress', async () => {
    const s = await open(7);
    expect(s.game.setup.practice).toBe('clash');
    expect(s.game.setup.opponent).toEqual({ seat: 1, level: 'easy', seed: 7 });
    const d = new PracticeDriver(() => s, clash);
    expect(d.card).toEqual({ kind: 'goal' });
    // the prepared position cannot be undone
    expect(s.undoFloor).toBe(clash.record.actions.length);
    expect(s.undoDepth).toBe(0);
    d.start();
    expect(d.card).toBeNull();
    expect(await s.act({ type: 'assault', from: 'd5', target: 'd6', card: '1st-cuirassiers-1' } as Action)).toBeNull();
    expect(d.card).toBeNull();
    // nobody plays a card; the attack's dice all 10 (6.1: 7 + 20 against the 52nd's 6 + 3 in the Town)
    while (prompt(s.game).step !== 'combat:roll') expect(await s.act({ type: 'pass' })).toBeNull();
    expect(await s.act({ type: 'roll', dice: prompt(s.game).dice!.map((sides) => sides) } as Action)).toBeNull();
    // whatever comes after the result (a choice, the advance, the pursuit), its first listed answer
    for (let i = 0; i < 10 && !d.verdict; i++) {
      const la = legalActions(s.game)[0]!;
      expect(await s.act(la.dice ? ({ ...la.action, dice: la.dice.map(() => 1) } as Action) : la.action)).toBeNull();
    }
    expect(d.verdict).toEqual({ won: true, fought: true });
    expect(d.card).toEqual({ kind: 'verdict', verdict: { won: true, fought: true } });
    await d.keep();
    expect(d.keepError).toBeNull();
    expect((await learnProgress()).stages[practiceKey('clash')]).toBe(3);
  });

  it('2.3: the last turn ends at nightfall; the verdict with the squares counted, put away to see the scoring of that game only', async () => {
    const s = await open(9, dusk);
    const d = new PracticeDriver(() => s, dusk);
    d.start();
    expect(await s.act({ type: 'move', from: 'a2', to: 'a1' })).toBeNull();
    // the rest of the day: each side ends its phases; Great Britain's one move is the 52nd a6→a7
    const playOn = async () => {
      for (let i = 0; i < 20 && s.game.state.stage !== 'over'; i++) {
        const legal = legalActions(s.game).map((la) => la.action);
        const next = legal.find((a) => a.type === 'move' && a.from === 'a6' && a.to === 'a7') ?? legal.find((a) => a.type === 'end-phase')!;
        expect(await s.act(next)).toBeNull();
      }
    };
    await playOn();
    expect(s.game.state.result?.by).toBe('nightfall');
    expect(d.nightfall).toBe(true);
    expect(d.card).toEqual({ kind: 'verdict', verdict: { won: true, squares: 3, held: ['c5', 'd5', 'e5'] } });
    d.seeScoring();
    expect(d.card).toBeNull();
    // an undo and the same end again: the verdict comes back for the new game
    expect(await s.undo()).toBeNull();
    expect(d.verdict).toBeNull();
    await playOn();
    expect(d.card?.kind).toBe('verdict');
  });
});
