// Replay: a game rebuilt from an untrusted record (format adiutant-game/1), every action checked
// again in order; the earlier games (undo, the history) are rebuilt from kept states when asked.
import * as v from 'valibot';
import type { Action } from './actions';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { applyValid, dispatch, newGame } from './game';
import { ctxOf } from './handler';
import { knowLog, makeLazyGame } from './history';
import { checkHostile, describeIssue } from './position';
import { RecordSchema } from './record';
import { fail, failWith, ok, type Result, type RuleError } from './result';
import { cloneState, type Game, type GameRecord, type GameState } from './state';

/** Replay keeps a copy of the state every this many actions; the games between are rebuilt on demand. */
const CHECKPOINT = 16;
/** It also keeps the last this many states: the screen of the game's current step looks back a few. */
const TAIL = 8;

/**
 * Rebuild a game from a record, re-validating every action. Untrusted input is fine.
 * Every action is checked in order on one working state; the earlier games (for undo and the
 * history) are rebuilt from the nearest kept state when first asked for, so a long record replays
 * without keeping hundreds of states it may never need.
 */
export function replay(record: unknown, catalog: Catalog = DEFAULT_CATALOG): Result<Game> {
  const hostile = checkHostile(record, 200000, 12);
  if (!hostile.ok) return hostile;
  const parsed = v.safeParse(RecordSchema, record);
  if (!parsed.success) return fail('record/invalid', { detail: describeIssue(parsed.issues) });
  const rec: GameRecord = parsed.output;
  const start = newGame(rec.setup, catalog);
  const actions = rec.actions;
  const n = actions.length;
  if (n === 0) return ok(start);
  const c = ctxOf(start);
  const kept = new Map<number, GameState>();
  const draft = cloneState(start.state);
  for (let i = 0; i < n; i++) {
    let r: Result<void>;
    try {
      r = dispatch(c, draft, actions[i]!);
    } catch {
      r = fail('action/invalid', { detail: 'internal' }); // a safety net: the engine never throws
    }
    if (!r.ok) return failWith('record/illegal-action', r.error, { index: i + 1 });
    const done = i + 1;
    if (done < n && (done % CHECKPOINT === 0 || done >= n - TAIL)) kept.set(done, cloneState(draft));
  }
  kept.set(n, draft);
  return ok(lazyHistory(start, actions, kept));
}

/** Where a record stops replaying: the first illegal action (1-based) and the engine's reason. */
export interface ReplayBreak {
  /** the number of the first action that no longer replays (1 = the first action) */
  index: number;
  error: RuleError;
}

/**
 * Like `replay`, but a record whose shape is valid and whose action `index` breaks the rules (a
 * data correction, a stricter engine, a damaged file) still gives the game of its legal actions
 * before it, with where and why it stops (`broken`; null when the whole record replays). A record
 * that is not a record at all (shape, hostile input) is refused as by `replay`.
 */
export function replayPrefix(record: unknown, catalog: Catalog = DEFAULT_CATALOG): Result<{ game: Game; broken: ReplayBreak | null }> {
  const whole = replay(record, catalog);
  if (whole.ok) return ok({ game: whole.value, broken: null });
  const error = whole.error;
  if (error.code !== 'record/illegal-action' || !error.cause) return whole;
  const index = Number(error.params?.index);
  const rec = record as GameRecord;
  const legal = replay({ ...rec, actions: rec.actions.slice(0, index - 1) }, catalog);
  if (!legal.ok) return legal;
  return ok({ game: legal.value, broken: { index, error: error.cause } });
}

/**
 * The last game of a validated replay. `kept` holds the state after some numbers of actions (every
 * CHECKPOINT-th, the last few, the end); a game between is rebuilt from the kept state before it.
 */
function lazyHistory(start: Game, actions: readonly Action[], kept: Map<number, GameState>): Game {
  const fields = { setup: start.setup, catalog: start.catalog, options: start.options };
  const games = new Map<number, Game>([[0, start]]);
  knowLog(start, actions);
  const at = (n: number): Game => {
    const known = games.get(n);
    if (known) return known;
    const state = kept.get(n);
    if (state) {
      const g = makeLazyGame({ ...fields, state, lastAction: actions[n - 1]!, length: n }, () => at(n - 1));
      knowLog(g, actions);
      games.set(n, g);
      return g;
    }
    // the actions since the checkpoint before n, again (all valid: they were just checked in this
    // order, and the engine is deterministic)
    let g = at(Math.floor(n / CHECKPOINT) * CHECKPOINT);
    while (g.length < n) {
      const r = applyValid(g, actions[g.length]!);
      if (!r.ok) throw new Error(`replay: action ${g.length + 1} was valid and is not now`);
      g = r.value;
      knowLog(g, actions);
      games.set(g.length, g);
    }
    return g;
  };
  return at(actions.length);
}
