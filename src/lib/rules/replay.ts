// Replay: a game rebuilt from an untrusted record (format adiutant-game/1), every action checked
// again in order; the earlier games (undo, the history) are rebuilt from kept states when asked.
// Resume: a stored game rebuilt from the states the app saved with it (checkpoints), only the
// actions after the last one checked again, so that opening a long game does not replay its log.
import * as v from 'valibot';
import type { Action } from './actions';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { applyValid, dispatch, newGame } from './game';
import { ctxOf, type Ctx } from './handler';
import { knowLog, knowTimeline, makeLazyGame } from './history';
import { checkHostile, describeIssue } from './position';
import { ActionSchema, RecordSchema } from './record';
import { fail, failWith, ok, type Result, type RuleError } from './result';
import { cloneState, type Game, type GameRecord, type GameSetup, type GameState } from './state';

/** Replay keeps a copy of the state every this many actions; the games between are rebuilt on demand. */
const CHECKPOINT = 16;
/** It also keeps the last this many states: the screen of the game's current step looks back a few. */
const TAIL = 8;

/** The state after the first `length` actions of a game. */
export interface Checkpoint {
  length: number;
  state: GameState;
}

/** Where a record stops replaying: the first illegal action (1-based) and the engine's reason. */
export interface ReplayBreak {
  /** the number of the first action that no longer replays (1 = the first action) */
  index: number;
  error: RuleError;
}

/**
 * Check `actions[from…]` in order on `draft` (the state after `from` actions), keeping a copy of
 * the state every CHECKPOINT actions and for the last TAIL; the draft ends as the last state.
 * Returns the 0-based index of the first refused action and the engine's reason, or null.
 */
function check(c: Ctx, draft: GameState, actions: readonly Action[], from: number, kept: Map<number, GameState>): ReplayBreak | null {
  const n = actions.length;
  for (let i = from; i < n; i++) {
    let r: Result<void>;
    try {
      r = dispatch(c, draft, actions[i]!);
    } catch {
      r = fail('action/invalid', { detail: 'internal' }); // a safety net: the engine never throws
    }
    if (!r.ok) return { index: i, error: r.error };
    const done = i + 1;
    if (done < n && (done % CHECKPOINT === 0 || done >= n - TAIL)) kept.set(done, cloneState(draft));
  }
  return null;
}

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
  if (actions.length === 0) return ok(start);
  const kept = new Map<number, GameState>();
  const draft = cloneState(start.state);
  const broken = check(ctxOf(start), draft, actions, 0, kept);
  if (broken) return failWith('record/illegal-action', broken.error, { index: broken.index + 1 });
  kept.set(actions.length, draft);
  return ok(lazyHistory(start, actions, kept));
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
 * A stored game resumed from its checkpoints: the states this engine computed, with this catalogue,
 * after some numbers of its actions when it stored them (ascending, each within `actions`). Those
 * actions are trusted as checked then and not checked again; every action after the last
 * checkpoint is checked (its shape and the rules), and the game stops before the first one refused,
 * with where and why (`broken`), as `replayPrefix` gives it. Untrusted records go to `replay`: a
 * checkpoint is the app's own, and one from another version or catalogue must not be given here.
 */
export function resume(
  setup: GameSetup,
  actions: readonly unknown[],
  checkpoints: readonly Checkpoint[],
  catalog: Catalog = DEFAULT_CATALOG
): Result<{ game: Game; broken: ReplayBreak | null }> {
  const start = newGame(setup, catalog);
  const kept = new Map<number, GameState>();
  for (const cp of checkpoints) if (cp.length > 0 && cp.length <= actions.length) kept.set(cp.length, cp.state);
  const from = Math.max(0, ...kept.keys());
  // the actions after the last checkpoint: their shape, then the rules
  const checked = actions.slice(0, from) as Action[];
  let shapeBreak: ReplayBreak | null = null;
  for (let i = from; i < actions.length; i++) {
    const shape = v.safeParse(ActionSchema, actions[i]);
    if (!shape.success) {
      const refused = fail('action/invalid', { detail: describeIssue(shape.issues) });
      if (!refused.ok) shapeBreak = { index: i, error: refused.error };
      break;
    }
    checked.push(shape.output);
  }
  const draft = cloneState(from > 0 ? kept.get(from)! : start.state);
  const ruleBreak = check(ctxOf(start), draft, checked, from, kept);
  const stop = ruleBreak ?? shapeBreak;
  const legal = ruleBreak ? checked.slice(0, ruleBreak.index) : checked;
  // the kept states past a break are of actions that are not in the game
  for (const k of kept.keys()) if (k > legal.length) kept.delete(k);
  // (a refused action's draft is dropped: the last legal game is rebuilt from a kept state)
  if (!ruleBreak && legal.length > 0) kept.set(legal.length, draft);
  const game = legal.length === 0 ? start : lazyHistory(start, legal, kept);
  return ok({ game, broken: stop ? { index: stop.index + 1, error: stop.error } : null });
}

/**
 * The last game of a validated log. `kept` holds the state after some numbers of actions (the end
 * among them); a game between is rebuilt from the nearest kept state before it, keeping every
 * CHECKPOINT-th state it passes so that the next one near it is quick. The games are cached weakly:
 * a game anyone holds is the same object when asked for again (undo and the store compare games),
 * and a long game's earlier games, walked once (its history), do not stay in memory.
 */
function lazyHistory(start: Game, actions: readonly Action[], kept: Map<number, GameState>): Game {
  const fields = { setup: start.setup, catalog: start.catalog, options: start.options };
  const cache = new Map<number, WeakRef<Game>>();
  /** the kept lengths, ascending (0: the start) */
  const lengths = [0, ...[...kept.keys()].sort((a, b) => a - b)];
  const remember = (g: Game): Game => {
    knowLog(g, actions);
    knowTimeline(g, at);
    cache.set(g.length, new WeakRef(g));
    return g;
  };
  /** the greatest kept length below n */
  const below = (n: number): number => {
    let lo = 0;
    let hi = lengths.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lengths[mid]! < n) lo = mid;
      else hi = mid - 1;
    }
    return lengths[lo]!;
  };
  const keep = (n: number, state: GameState): void => {
    if (kept.has(n)) return;
    kept.set(n, state);
    const i = lengths.findIndex((k) => k > n);
    if (i < 0) lengths.push(n);
    else lengths.splice(i, 0, n);
  };
  const at = (n: number): Game => {
    if (n === 0) return start;
    const known = cache.get(n)?.deref();
    if (known) return known;
    const state = kept.get(n);
    if (state) return remember(makeLazyGame({ ...fields, state, lastAction: actions[n - 1]!, length: n }, () => at(n - 1)));
    // the actions since the kept state before n, again (all valid: they were checked in this order,
    // and the engine is deterministic)
    let g = at(below(n));
    while (g.length < n) {
      const r = applyValid(g, actions[g.length]!);
      if (!r.ok) throw new Error(`replay: action ${g.length + 1} was valid and is not now`);
      g = remember(r.value);
      if (g.length % CHECKPOINT === 0) keep(g.length, g.state);
    }
    return g;
  };
  knowLog(start, actions);
  knowTimeline(start, at);
  return at(actions.length);
}
