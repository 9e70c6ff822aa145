// Adiutant as an opponent (issue 26): a pure TypeScript module (no Svelte, no storage) that plays
// one seat of a game by the engine's rules, from what that seat may know. See README, "The
// opponent". Everything here is structured-clone friendly, so it can run in a Web Worker.
import { decide, decideSteps, decideTop, type DecideOptions } from './decide';
import { withEngineReasons } from './explain';
import { LEVEL_PARAMS } from './levels';
import { finish, type Steps } from './steps';
import type { BotView, Decision, Level, Player, ScoredOption } from './types';

export type { BotView, Player, Level, Reason, ScoredOption, Decision } from './types';
export { LEVELS } from './types';
export { legalMoves, cardsOf, multiDiscards } from './moves';
export { playMatch, randomPlayer, matchDeckSeed, MAX_MATCH_ACTIONS, type MatchOptions, type MatchResult } from './match';
export {
  seatCards,
  opponentHand,
  firstCardNotHeld,
  deckOrder,
  deckCards,
  reshuffleOrder,
  foldInPlace,
  emptyCards,
  type SeatCards
} from './hand';
export { chooseMap, armyRating } from './opening';
export { LEVEL_PARAMS, type LevelParams } from './levels';
export {
  shownOptions,
  engineReasons,
  engineOdds,
  inAssaultReach,
  attackChance,
  nightfallLead,
  reasonCards,
  type ShownOption,
  type HiddenOption
} from './explain';

/** The bot of a level: a Player whose choice depends only on (level, seed, view). */
export function makeBot(level: Level, seed: number): Player {
  return (view: BotView) => decideTop(level, seed, view, 0).chosen;
}

/**
 * "Why?": the bot's choice at this view (identical to makeBot(level, seed)'s) and its top three
 * options, each with its score and structured reasons for the screen to word; the reasons' numbers
 * are the engine's (explain.ts: the combat's totals and odds, the nightfall squares, the reach).
 */
export function explainChoice(level: Level, seed: number, view: BotView): Explained {
  return finish(explainChoiceSteps(level, seed, view));
}

/** The bot's choice and its top three options, with the engine's reasons. */
export interface Explained {
  chosen: Decision['chosen'];
  options: ScoredOption[];
}

/**
 * `explainChoice` in steps (steps.ts): the app's worker runs it a slice at a time and pauses while
 * the player touches the screen; `opts.clock` is the search's safety clock (the worker's leaves
 * the pauses out). The answer is `explainChoice`'s.
 */
export function* explainChoiceSteps(level: Level, seed: number, view: BotView, opts: DecideOptions = {}): Steps<Explained> {
  const d = yield* decideSteps(LEVEL_PARAMS[level], seed, view, 3, opts);
  return { chosen: d.chosen, options: withEngineReasons(view, d.options) };
}

export { decide };
export { finish, type Steps } from './steps';
export type { DecideOptions } from './decide';
export type { Clock } from './search/search';
