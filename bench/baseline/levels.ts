// The three levels (issue 26): one way of thinking, more or less of it. Easy judges single
// moves with a rough eye and some randomness; normal plans the Movement Phase with Supply and
// Forced March, weighs the enemy's reply and its own attack; hard looks further (a wider plan
// search, the enemy's answer sampled from its possible hands).
import type { EvalWeights } from './evaluate';
import type { Level } from './types';

export interface LevelParams {
  eval: EvalWeights;
  /** random noise added to each option's score (0: none) */
  noise: number;
  /** movement plans: Forced March planned; Supply's two-unit plans pair this many best single plans (0: none) */
  forcedMarch: boolean;
  pairs: number;
  /** counts this turn's best attack when judging a move */
  attackPlan: boolean;
  /** plays cards beyond the initiating one in a combat (6.1 steps 4–5) and plans them when declaring */
  combatCards: boolean;
  /** a combat is declared only when its expected gain exceeds this */
  declareAbove: number;
  /** cards are discarded when worth less than a new card by this much */
  discardMargin: number;
  /** takes the pace of the day into account when discarding (2.3) */
  pace: boolean;
  /** hard: the enemy's reply to each of the best plans, over this many sampled hands (0: none) */
  replies: number;
  /** hard: plans examined with replies */
  replyPlans: number;
  /** hard: the weight of the sampled reply's cost (in place of the estimated threat's) */
  replyWeight: number;
}

const BASE: EvalWeights = { square: 1.2, squareLate: 2.5, night: 25, threat: 0.4, pace: 2.5, potential: 0.6 };

export const LEVEL_PARAMS: Readonly<Record<Level, LevelParams>> = {
  easy: {
    eval: { ...BASE, threat: 0, squareLate: 1, night: 8, potential: 0 },
    noise: 3,
    forcedMarch: false,
    pairs: 0,
    attackPlan: false,
    combatCards: false,
    declareAbove: 0.5,
    discardMargin: 1.5,
    pace: false,
    replies: 0,
    replyPlans: 0,
    replyWeight: 0
  },
  normal: {
    eval: BASE,
    noise: 0,
    forcedMarch: true,
    pairs: 4,
    attackPlan: true,
    combatCards: true,
    declareAbove: 0.3,
    discardMargin: 0.3,
    pace: true,
    replies: 0,
    replyPlans: 0,
    replyWeight: 0
  },
  hard: {
    eval: BASE,
    noise: 0,
    forcedMarch: true,
    pairs: 6,
    attackPlan: true,
    combatCards: true,
    declareAbove: 0.3,
    discardMargin: 0.3,
    pace: true,
    replies: 6,
    replyPlans: 6,
    replyWeight: 0.7
  }
};
