// The lessons of Adiutant (issue 25): pure TypeScript, no Svelte, no storage. See README "Learn".
export type { ActionGoal, Answer, Board, ChoiceQuestion, Lesson, Option, SquaresQuestion, Stage, Task, Text, Verdict } from './types';
export { checkAnswer, starsFor, tapsOf } from './check';
export { rightOption } from './check-choice';
export { expectedSquares } from './check-squares';
export { stageGame, stagePosition } from './boards';
import { battlefield, sequence, setup } from './lessons/basics';
import { fire, forms } from './lessons/combat';
import { movement, supply, terrain } from './lessons/movement';
import { leaders, results, totals } from './lessons/totals';
import type { Lesson } from './types';

/** Every lesson, in the order a newcomer takes them (theme → goal → overview → details). */
export const LESSONS: Lesson[] = [battlefield, setup, sequence, movement, terrain, supply, forms, fire, totals, results, leaders];
