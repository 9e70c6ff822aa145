// A position whose actions are answers, not moves of a saved game (app/host.ts): a lesson's stage
// (ui/learn/stage-host.ts: `answer` is the lessons' checkAnswer) or a practice position
// (ui/review/practice-run.svelte.ts: `answer` is Adiutant's judgement). The input layer enters
// actions on it exactly as on a game; only the first action of a tap is the answer (what follows
// it is the game's own).
import type { PlayHost } from '$lib/app/host';
import { prompt, type Action, type Game, type Prompt, type RuleError } from '$lib/rules';

export interface Answers {
  /** no taps taken (answered, or judging) */
  readonly busy: boolean;
  /** a new object whenever the picks on screen must be dropped (none: they stay until the answer is right) */
  readonly token?: object;
  answer(action: Action): RuleError | null;
  refuse(reason: RuleError | null): void;
}

export class AnswerHost implements PlayHost {
  readonly game: Game;
  readonly prompt: Prompt;
  readonly #token = {};

  constructor(
    private readonly answers: Answers,
    game: Game
  ) {
    this.game = game;
    this.prompt = prompt(game);
  }

  get busy(): boolean {
    return this.answers.busy;
  }

  get token(): object {
    return this.answers.token ?? this.#token;
  }

  async act(action: Action | readonly Action[]): Promise<RuleError | null> {
    const first = Array.isArray(action) ? (action as readonly Action[])[0] : (action as Action);
    return first ? this.answers.answer(first) : null;
  }

  refuse(reason: RuleError | null): void {
    this.answers.refuse(reason);
  }
}
