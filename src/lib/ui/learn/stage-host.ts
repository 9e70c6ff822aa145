// A lesson's stage as the host of the play screen's input (issue 31, app/host.ts): the learner
// enters the stage's action with the same controls as in a game — squares of the board, the step's
// buttons, cards, sheets and dice — and every action they make goes to the lessons' `checkAnswer`
// instead of a saved game. A refusal (the engine's reason, or the lesson's) is shown by the stage;
// the right answer ends the stage (the host is then busy: the input takes no more taps).
import type { PlayHost } from '$lib/app/host';
import { prompt, type Action, type Game, type Prompt, type RuleError } from '$lib/rules';

/** What the host reads and tells of the stage being played (StageRun). */
export interface StageAnswers {
  readonly done: boolean;
  answer(action: Action): RuleError | null;
  refuse(reason: RuleError | null): void;
}

export class StageHost implements PlayHost {
  readonly game: Game;
  readonly prompt: Prompt;
  /** the stage's game never changes on screen: a pick stays until the answer is right */
  readonly token = {};

  constructor(
    private readonly run: StageAnswers,
    game: Game
  ) {
    this.game = game;
    this.prompt = prompt(game);
  }

  /** the stage is answered: no more taps */
  get busy(): boolean {
    return this.run.done;
  }

  /** The action (the first of a tap's actions: the one the learner chose; what follows it is the game's own) goes to checkAnswer. */
  async act(action: Action | readonly Action[]): Promise<RuleError | null> {
    const first = Array.isArray(action) ? (action as readonly Action[])[0] : (action as Action);
    return first ? this.run.answer(first) : null;
  }

  refuse(reason: RuleError | null): void {
    this.run.refuse(reason);
  }
}
