// Learn Manoeuvre in the app (issue 25): lessons made of stages on real positions, every answer
// checked by the engine, and the data and pure logic of the guided first battle (battle.ts).
// Pure TypeScript: no Svelte, no storage; it imports only $lib/rules and $lib/data. See README "Learn".
//
//   LESSONS: Lesson[]                       in a newcomer's order (theme → goal → overview → details)
//   checkAnswer(stage, answer): Verdict     { ok: true, stars? } | { ok: false, reason: RuleError }
//   starsFor(mistakes, taps, par): 1|2|3    a stage's stars
//   REQUIRED_SECTIONS                       the rulebook sections a player uses in play
export type { ActionGoal, Answer, Board, ChoiceQuestion, Lesson, Option, SquaresQuestion, Stage, Task, Text, Verdict } from './types';
export { checkAnswer, starsFor, tapsOf } from './check';
export { rightOption } from './check-choice';
export { expectedSquares } from './check-squares';
export { stageGame, stagePosition } from './boards';
import { LESSONS } from './lessons/course';
import type { Lesson } from './types';

export { LESSONS };

/**
 * The rulebook sections a player uses in play (issue 25): each is taught by at least one stage.
 * 2.1 attrition; 2.2 nightfall scoring; 2.3 when night falls; 3 deployment; 4 discard and draw;
 * 5 movement; 6.1–6.7 combat; 7 restoration and Redoubts; 8 unit cards; 9.1 Leaders; 9.2 HQ cards.
 */
export const REQUIRED_SECTIONS: readonly string[] = [
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4',
  '5',
  '6.1',
  '6.2',
  '6.3',
  '6.4',
  '6.5',
  '6.6',
  '6.7',
  '7',
  '8',
  '9.1',
  '9.2'
];

/** Every stage of every lesson, in order. */
export const STAGES = LESSONS.flatMap((l) => l.stages);

/** The sections the lessons teach (the union of their stages' sections). */
export function sectionsTaught(lessons: readonly Lesson[] = LESSONS): string[] {
  return [...new Set(lessons.flatMap((l) => l.stages.flatMap((s) => s.sections)))];
}
