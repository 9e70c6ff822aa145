// The four levels (issues 26 and 32): one way of thinking, more or less of it. Easy judges single
// moves with a rough eye and some randomness; normal plans the Movement Phase with Supply and
// Forced March, weighs the enemy's reply and its own attack, values its cards by the day left, and
// counts only the squares the enemy's next move cannot take back (swing.ts);
// hard plans wider, samples the enemy's answer from its possible hands, and in the last player
// turns of the day plays its best plans out to nightfall in sampled futures (search/search.ts);
// expert also values its line's advance toward the enemy half while the night is far (weights.ts
// `forward`), and plays its best options of every decision on in sampled futures, both seats by
// normal's judgement, to its next turn (search/search.ts).
import type { EvalWeights } from './weights';
import type { Level } from './types';

/** The look-ahead of a level (search/search.ts). */
export interface SearchParams {
  /** the options searched: the best this many by the level's judgement */
  candidates: number;
  /**
   * the work: player turns simulated in all, shared among the candidates (a future to the bot's next
   * turn is about two; one to nightfall as many as are left); each candidate gets at least
   * `minFutures` futures and at most `maxFutures`
   */
  turns: number;
  minFutures: number;
  maxFutures: number;
  allocation: 'flat' | 'halving';
  /** futures are played to nightfall when at most this many player turns (both sides') are left */
  toNight: number;
  /** the search runs only when at most this many player turns are left (Infinity: always) */
  within: number;
  /** the clock's safety stop (ms): no future is begun after it */
  deadline: number;
  /** how both seats play in the futures: the quick rules of thumb (policy.ts) or normal's own judgement */
  policy: 'quick' | 'normal';
  /**
   * (the bench's variants) another candidate replaces the judgement's best only when its futures
   * beat that one's, paired future by future, by more than this many standard errors; absent: the
   * best mean wins
   */
  keepFirst?: number;
}

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
  /** the look-ahead (search/search.ts) at the steps it names, or none */
  search: (SearchParams & { steps: readonly string[] }) | null;
}

const BASE: EvalWeights = {
  square: 1.2,
  squareLate: 2.5,
  night: 25,
  threat: 0.4,
  pace: 2.5,
  potential: 0.6,
  dayValue: false,
  position: false,
  swing: 0
};

/** Normal: cards valued by the turns left, the count the enemy's next move can undo, Forced March, attack plans, no look-ahead. */
const NORMAL: LevelParams = {
  eval: { ...BASE, dayValue: true, swing: 1.5 },
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
  replyWeight: 0,
  search: null
};

const FIRST_THREE: Readonly<Record<'easy' | 'normal' | 'hard', LevelParams>> = {
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
    replyWeight: 0,
    search: null
  },
  normal: NORMAL,
  // normal's play, more pairs and replies, and the look-ahead to nightfall in the day's last turns
  hard: {
    ...NORMAL,
    pairs: 6,
    replies: 6,
    replyPlans: 6,
    replyWeight: 0.7,
    search: {
      candidates: 6,
      turns: 120,
      minFutures: 6,
      maxFutures: 16,
      allocation: 'flat',
      toNight: 6,
      within: 6,
      deadline: 2000,
      policy: 'quick',
      steps: ['movement', 'combat', 'restoration', 'discard']
    }
  }
};

/**
 * Expert: hard's judgement with the line's advance (0.3 a row, up to each unit's own row 4, fading
 * as the night nears: its one move a turn goes forward), then at every movement, combat, restoration and discard decision its
 * four best options each played on in five sampled futures (the same for every option) to the start
 * of its next turn — to nightfall in the day's last two player turns — with both seats played by
 * normal's own judgement on the engine, each future judged where it stops (a rollout: the option
 * whose futures end best).
 */
const EXPERT: LevelParams = {
  ...FIRST_THREE.hard,
  eval: { ...FIRST_THREE.hard.eval, advance: 0.3 },
  search: {
    candidates: 4,
    turns: 40,
    minFutures: 2,
    maxFutures: 16,
    allocation: 'flat',
    toNight: 2,
    within: Infinity,
    deadline: 2000,
    policy: 'normal',
    steps: ['movement', 'combat', 'restoration', 'discard']
  }
};

export const LEVEL_PARAMS: Readonly<Record<Level, LevelParams>> = { ...FIRST_THREE, expert: EXPERT };

/** How both seats play in the search's futures: quick, one move at a time, no look-ahead. */
export const ROLLOUT_PARAMS: LevelParams = {
  ...NORMAL,
  eval: { ...BASE, threat: 0, potential: 0 },
  forcedMarch: false,
  pairs: 0,
  attackPlan: false,
  combatCards: false
};
