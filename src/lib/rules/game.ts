// The game as a validated action log: newGame, applyAction, undo. State is the fold of the log; an
// action goes to the handler of its type in the place the game is at (setup, a Guerrilla window, an
// open combat, a phase), and an illegal one returns a typed error and changes nothing.
import * as v from 'valibot';
import type { Action, ActionType } from './actions';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { AFTERMATH_HANDLERS } from './combat-aftermath';
import { CARD_HANDLERS } from './combat-cards';
import { DECLARE_HANDLERS } from './combat-declare';
import { ROLL_HANDLERS } from './combat-roll';
import type { ErrorCode } from './errors';
import { GUERRILLA_HANDLERS } from './guerrilla';
import { ctxOf, refuse, type Ctx, type Handler, type Handlers } from './handler';
import { makeGame } from './history';
import { MOVEMENT_HANDLERS } from './movement-phase';
import { describeIssue } from './position';
import { ActionSchema } from './record';
import { RESTORATION_HANDLERS } from './restoration';
import { fail, ok, type Result } from './result';
import { scout, SEQUENCE_HANDLERS } from './sequence';
import { SETUP_HANDLERS } from './setup';
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

/** A place the game can be at: the handlers of the actions taken there, and the refusal of any other. */
interface Place {
  handlers: Handlers;
  otherwise: ErrorCode;
}

/** Rule 3: setup, step by step (each handler refuses a step out of order). */
const SETUP: Place = { handlers: SETUP_HANDLERS, otherwise: 'setup/wrong-step' };
/** 9.2-R11: a card the opponent may answer with Guerrilla, or let be. */
const GUERRILLA_WINDOW: Place = { handlers: GUERRILLA_HANDLERS, otherwise: 'guerrilla/awaiting' };
/** Rule 6: an open combat (each handler refuses a combat step out of order); 6.7-R5: no Guerrilla. */
const COMBAT: Place = {
  handlers: { ...CARD_HANDLERS, ...ROLL_HANDLERS, ...AFTERMATH_HANDLERS, scout, guerrilla: refuse('guerrilla/not-in-combat') },
  otherwise: 'combat/in-progress'
};
/** Rule 4: the phases of a player turn (each handler refuses a phase out of order). */
const TURN: Place = {
  handlers: {
    ...SEQUENCE_HANDLERS,
    ...MOVEMENT_HANDLERS,
    ...DECLARE_HANDLERS,
    ...RESTORATION_HANDLERS,
    guerrilla: refuse('guerrilla/nothing')
  },
  otherwise: 'action/not-now'
};

/** Check an action against the rules and apply it to the draft `s` (a refused action's draft is dropped). */
export function dispatch(c: Ctx, s: GameState, a: Action): Result<void> {
  if (s.stage === 'over') return fail('game/over');
  const place = s.stage === 'setup' ? SETUP : s.pending ? GUERRILLA_WINDOW : s.combat ? COMBAT : TURN;
  const handler = place.handlers[a.type] as Handler<ActionType> | undefined;
  return handler ? handler(c, s, a) : fail(place.otherwise);
}

/** Apply one action: the new game, or a typed error with the reason (the game is unchanged). */
export function applyAction(game: Game, action: unknown): Result<Game> {
  const shape = v.safeParse(ActionSchema, action);
  if (!shape.success) return fail('action/invalid', { detail: describeIssue(shape.issues) });
  return applyValid(game, shape.output as Action);
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
