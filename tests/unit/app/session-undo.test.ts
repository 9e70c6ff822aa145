// The undo the app runs (Session.undoDepth and Session.undo, src/lib/app/session.svelte.ts) over
// random play: taps of one or two legal actions chosen at random, the steps with nothing to decide
// taken by the session after each, and undos at random moments. An undo takes back exactly the
// last tap and the steps the app took after it, lands where a player decides, and is remembered
// across a reload. On fake-indexeddb.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { applyAction, legalActions, toRecord, type Action, type Game } from '$lib/rules';
import { automaticAction } from '$lib/app/flow';
import { Session } from '$lib/app/session.svelte';
import { filled } from '../../fuzz/candidates';
import { rng } from '../../rng';
import { fixtureRecord, type FixtureName } from './fixtures';
import { created, tap as storeTap } from '../store/save';

/** No other tabs. */
const SILENT = () => ({ announce() {}, close() {} });

let db: AdiutantDB;
let store: GameStore;
let dbCount = 0;

beforeEach(() => {
  db = openDB(`adiutant-session-undo-${++dbCount}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function open(name: FixtureName): Promise<Session> {
  const record = fixtureRecord(name);
  const { id, game } = await created(store, record.setup, 'undo');
  const r = await storeTap(store, id, game, record.actions);
  if (!r.ok) throw new Error(r.error.message);
  const s = await Session.open(store, id, SILENT);
  if (!(s instanceof Session)) throw new Error(s.message);
  return s;
}

/** A random legal action of `game` (dice filled in), or null when none is listed. */
function randomAction(game: Game, r: () => number): Action | null {
  const legal = legalActions(game);
  if (!legal.length) return null;
  return filled(legal[Math.floor(r() * legal.length)]!, r);
}

/** The game `n` actions before `g`. */
function back(g: Game, n: number): Game {
  let x = g;
  for (let i = 0; i < n && x.previous; i++) x = x.previous;
  return x;
}

describe('Session.undoDepth over random play (property)', () => {
  it('an undo takes back the last tap whole with the steps the app took after it, lands where a player decides, and survives a reload', async () => {
    const fixtures: FixtureName[] = ['ordinary-turn', 'combat-france-britain', 'combat-austria-us'];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...fixtures), async (seed, fixture) => {
        const r = rng(seed);
        const s = await open(fixture);
        // the game before each tap still standing (an undo goes back to the last one)
        const before: Game[] = [];
        for (let step = 0; step < 40; step++) {
          if (before.length && r() < 0.25) {
            const depth = s.undoDepth;
            const from = s.game;
            expect(depth).toBeGreaterThanOrEqual(1);
            expect(depth).toBeLessThanOrEqual(from.length);
            expect(await s.undo()).toBeNull();
            expect(s.game, `seed ${seed}: undo of ${depth} from ${from.length}`).toBe(before.pop());
            expect(s.game).toBe(back(from, depth));
            // a player decides here: the app would not take this step by itself
            expect(automaticAction(s.game)).toBeNull();
            continue;
          }
          const first = randomAction(s.game, r);
          if (!first) break;
          const tapActions = [first];
          // now and then a tap of two actions (a discard and the end of the phase, two passes)
          const after = applyAction(s.game, first);
          if (after.ok && r() < 0.3) {
            const second = randomAction(after.value, r);
            if (second) tapActions.push(second);
          }
          const was = s.game;
          expect(await s.actAll(tapActions), `seed ${seed}: ${JSON.stringify(tapActions)}`).toBeNull();
          before.push(was);
          // the depth counts the tap and every step the app took after it
          expect(s.undoDepth).toBe(s.game.length - was.length);
          expect(s.automatic.length).toBe(s.game.length - was.length - tapActions.length);
        }
        // the taps are stored with the actions: a session opened again undoes the same
        const again = await Session.open(store, s.id, SILENT);
        if (!(again instanceof Session)) throw new Error(again.message);
        expect(toRecord(again.game)).toEqual(toRecord(s.game));
        expect(again.undoDepth).toBe(s.undoDepth);
        s.close();
        again.close();
      }),
      { numRuns: 8 }
    );
  });
});
