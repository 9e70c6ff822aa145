// A lesson's stage as the host of the play screen's input (issue 31, app/host.ts): the learner
// enters the stage's action with the same controls as in a game — squares of the board, the step's
// buttons, cards, sheets and dice — and every action they make goes to the lessons' `checkAnswer`
// instead of a saved game. A refusal (the engine's reason, or the lesson's) is shown by the stage;
// the right answer ends the stage (the host is then busy: the input takes no more taps).
import { AnswerHost } from '$lib/ui/input/answer-host';
import type { Action, Game, RuleError } from '$lib/rules';

/** What the host reads and tells of the stage being played (StageRun). */
export interface StageAnswers {
  readonly done: boolean;
  answer(action: Action): RuleError | null;
  refuse(reason: RuleError | null): void;
}

/** The stage's game never changes on screen: a pick stays until the answer is right. */
export class StageHost extends AnswerHost {
  constructor(run: StageAnswers, game: Game) {
    super(
      {
        get busy() {
          return run.done;
        },
        answer: (a) => run.answer(a),
        refuse: (r) => run.refuse(r)
      },
      game
    );
  }
}
