// A practice position played (issue 33 §3) as the host of the play screen's input (app/host.ts):
// the player enters a move with the same controls as in a game; the engine refuses what is not
// legal (its reason shown), and a legal try is judged by Adiutant (review/practice.ts tryPractice):
// right within the inaccuracy threshold of its best; a wrong try gets Adiutant's reply (a sentence
// and an arrow) and the same position again. The first try of a visit is the spaced review's result.
import { spacedResult, type PracticePosition } from '$lib/app/review.svelte';
import { tryPractice, type PracticeTry } from '$lib/review';
import { applyAction, replay, type Action, type Game, type RuleError } from '$lib/rules';
import { AnswerHost } from '$lib/ui/input/answer-host';

export class PracticeRun {
  /** the position: the game before the decision (null when its record no longer replays) */
  readonly game: Game | null;
  result: (PracticeTry & { action: Action }) | null = $state.raw(null);
  refusal: RuleError | null = $state.raw(null);
  busy = $state(false);
  /** a new object for each try: the input's picks belong to one try */
  token: object = $state.raw({});
  #counted = false;

  constructor(
    readonly position: PracticePosition,
    /** the spaced review's id of this position (null: a try from a review, not counted) */
    readonly spacedId: string | null = null
  ) {
    const r = replay(position.record);
    this.game = r.ok ? r.value : null;
  }

  get done(): boolean {
    return this.result?.ok === true;
  }

  /** A try: refused by the engine, or judged by Adiutant. */
  answer(action: Action): RuleError | null {
    if (!this.game || this.done) return null;
    const legal = applyAction(this.game, action);
    if (!legal.ok) return (this.refusal = legal.error);
    this.refusal = null;
    this.busy = true;
    try {
      const t = tryPractice(this.game, this.position.seat, this.position.hand, action, this.position.level);
      this.result = { ...t, action };
      if (this.spacedId && !this.#counted) {
        this.#counted = true;
        void spacedResult(this.spacedId, 'position', t.ok).catch(() => {});
      }
    } finally {
      this.busy = false;
    }
    return null;
  }

  /** Try again after a wrong try: the same position. */
  retry(): void {
    this.result = null;
    this.refusal = null;
    this.token = {};
  }
}

/** The practice run as the input's host: no taps while judging, once right, or while a wrong try is shown (Try again first). */
export class PracticeHost extends AnswerHost {
  constructor(run: PracticeRun, game: Game) {
    super(
      {
        get busy() {
          return run.busy || run.result !== null;
        },
        get token() {
          return run.token;
        },
        answer: (a) => run.answer(a),
        refuse: (r) => (run.refusal = r)
      },
      game
    );
  }
}
