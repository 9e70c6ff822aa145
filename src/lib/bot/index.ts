// Adiutant as an opponent (issue 26): a pure TypeScript module (no Svelte, no storage) that plays
// one seat of a game by the engine's rules, from what that seat may know. See README, "The
// opponent". Everything here is structured-clone friendly, so it can run in a Web Worker.
import { decide, decideTop } from './decide';
import { withEngineReasons } from './explain';
import type { BotView, Decision, Level, Player, ScoredOption } from './types';

export type { BotView, Player, Level, Reason, ScoredOption, Decision } from './types';
export { LEVELS } from './types';
export { legalMoves, cardsOf, multiDiscards } from './moves';
export { playMatch, randomPlayer, matchDeckSeed, MAX_MATCH_ACTIONS, type MatchOptions, type MatchResult } from './match';
export { seatCards, opponentHand, deckOrder, deckCards, reshuffleOrder, foldInPlace, emptyCards, type SeatCards } from './hand';
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
export function explainChoice(level: Level, seed: number, view: BotView): { chosen: Decision['chosen']; options: ScoredOption[] } {
  const d = decideTop(level, seed, view, 3);
  return { chosen: d.chosen, options: withEngineReasons(view, d.options) };
}

export { decide };
