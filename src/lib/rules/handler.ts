// The shape of a rule module: what every handler may read besides the state (the catalogue and the
// game's options), a handler per action type, and a lister of the legal actions of a step.
import type { Action, ActionType } from './actions';
import type { Catalog } from './catalog';
import type { ErrorCode } from './errors';
import { fail, type Result } from './result';
import type { Game, GameOptions, GameState } from './state';

export interface Ctx {
  catalog: Catalog;
  options: GameOptions;
}

/** The context of a game's handlers. */
export function ctxOf(g: Game): Ctx {
  return { catalog: g.catalog, options: g.options };
}

/** The action of type T (`bombard` and `volley` are both a Fire). */
export type ActionOf<T extends ActionType> = Action extends infer A
  ? A extends { type: infer U }
    ? T extends U
      ? A
      : never
    : never
  : never;

/** Checks an action against the rules and, when legal, applies it to the draft state `s`. */
export type Handler<T extends ActionType> = (c: Ctx, s: GameState, a: ActionOf<T>) => Result<void>;

/** A rule module's handlers, by action type. */
export type Handlers = { readonly [T in ActionType]?: Handler<T> };

/** A handler that refuses with this code (an action that has a place, but not this one). */
export function refuse(code: ErrorCode): Handler<ActionType> {
  return () => fail(code);
}

/** A legal action; where it carries dice, `dice` gives the sides of each die to fill in. */
export interface LegalAction {
  action: Action;
  dice?: number[];
}

/** Adds a legal action to a listing (with the sides of its dice when it carries dice). */
export type Add = (action: Action, dice?: number[]) => void;

/** Lists the legal actions of one step, built on the same predicates as the step's handlers. */
export type Lister = (c: Ctx, s: GameState, add: Add) => void;
