// Adiutant reviews a finished game (issue 33): pure TypeScript on the engine, the data and the bot
// (tests/unit/layers.test.ts), so it runs in the bot's Web Worker. See README, "Reviewing a game".
export { reviewGame, judgeDecision, decisionAt, gamesOf, deciderOf, actionKey, swingOf, REVIEW_SEED, type Judged } from './review';
export { chanceOf, logitOf, features, nearness, sigmoid, logit, FEATURES } from './chance';
export { knownHands, flowOf, type KnownHands } from './known';
export { MODEL } from './calibration';
export { SPACED_DAYS, DAY_MS, emptySpaced, missed, passed, dueItems, mergeSpaced, type SpacedItem, type SpacedState } from './spaced';
export { THRESHOLDS, kindOf, type Review, type Moment, type MomentKind, type ReviewOptions, type ChanceModel } from './types';
export { tryPractice, replyTo, type PracticeTry } from './practice';
export { handChoices, handSize, typedHandOk, type HandChoice } from './hands';
