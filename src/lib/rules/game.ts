// The game as a validated action log: newGame, applyAction, undo. State is the fold of the log; an
// action goes to the handler of its type at the step the game is at (the step table, steps.ts), and
// an illegal one returns a typed error and changes nothing.
import * as v from 'valibot';
import type { Action, ActionType } from './actions';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { ctxOf, type Ctx, type Handler } from './handler';
import { makeGame } from './history';
import { describeIssue } from './position';
import { ActionSchema } from './record';
import { fail, ok, type Result } from './result';
import { stepName, STEPS } from './steps';
import { cloneState, DEFAULT_OPTIONS, newDeck, type Game, type GameSetup, type GameState } from './state';

function initialState(): GameState {
  return {
    stage: 'setup',
    setupStep: 'roll',
    rolls: [],
    first: null,
    terrain: null,
    sections: null,
    nations: null,
    armies: null,
    redoubts: [],
    decks: [newDeck(), newDeck()],
    turn: 0,
    active: 0,
    phase: 'discard',
    movement: { moved: [], supply: 'none' },
    combat: null,
    combatUsed: false,
    restorationUsed: false,
    redoubtBuilt: false,
    pending: null,
    nightfallDue: false,
    result: null
  };
}

/** A new game at the start of setup (rule 3). `catalog` may carry the players' card corrections. */
export function newGame(gameSetup: GameSetup, catalog: Catalog = DEFAULT_CATALOG): Game {
  const options = { ...DEFAULT_OPTIONS, ...(gameSetup.options ?? {}) };
  return makeGame({ setup: gameSetup, state: initialState(), previous: null, lastAction: null, length: 0, catalog, options });
}

/** Check an action against the rules and apply it to the draft `s` (a refused action's draft is dropped). */
export function dispatch(c: Ctx, s: GameState, a: Action): Result<void> {
  const step = STEPS[stepName(s)];
  const handler = step.handlers[a.type] as Handler<ActionType> | undefined;
  return handler ? handler(c, s, a) : fail(step.otherwise);
}

/** Apply one action: the new game, or a typed error with the reason (the game is unchanged). */
export function applyAction(game: Game, action: unknown): Result<Game> {
  const shape = v.safeParse(ActionSchema, action);
  if (!shape.success) return fail('action/invalid', { detail: describeIssue(shape.issues) });
  return applyValid(game, shape.output);
}

/** Apply an action whose shape has been checked (replay checks the whole record at once). */
export function applyValid(game: Game, a: Action): Result<Game> {
  const draft = cloneState(game.state);
  let r: Result<void>;
  try {
    r = dispatch(ctxOf(game), draft, a);
  } catch {
    r = fail('action/invalid', { detail: 'internal' }); // a safety net: the engine never throws
  }
  if (!r.ok) return r;
  return ok(
    makeGame({
      setup: game.setup,
      state: draft,
      previous: game,
      lastAction: a,
      length: game.length + 1,
      catalog: game.catalog,
      options: game.options
    })
  );
}

/** Take back the last action (unlimited: every earlier game is kept). */
export function undo(game: Game): Game {
  return game.previous ?? game;
}
