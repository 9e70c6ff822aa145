// One stage being played (issue 25): what the learner has tapped so far, the engine's verdict on
// each answer tried, the mistakes and taps that make the stars. The engine decides every answer
// (checkAnswer); this only keeps the taps. An action is entered with the play screen's own input
// (issue 31): the stage's host (stage-host.ts) gives every action the input makes to checkAnswer.
//
// Counting: the taps of the right answer count (a square marked or unmarked, a square of the board,
// a button of the step: a unit, a card, an option, the confirmation), from the last answer refused
// on; an answer refused counts as one mistake, its taps with it (and taking back a square of a
// refused answer is free: it undoes that mistake's taps). The hint, the rule links and opening or
// closing a list of cards are not counted (the cards of a real hand are always in view).
// Stars: starsFor(mistakes, taps, par).
import { checkAnswer, stageGame, stagePosition, starsFor, type Answer, type Stage } from '$lib/learn';
import { applyAction, positionOf, type Action, type Game, type Position, type RuleError, type Square } from '$lib/rules';
import { StageHost } from './stage-host';

export type Stars = 1 | 2 | 3;

export class StageRun {
  readonly stage: Stage;
  readonly game: Game | null;
  readonly position: Position | null;
  /** an action task's host for the play screen's input (null for other tasks) */
  readonly host: StageHost | null;
  readonly onDone: (stars: Stars) => void;

  mistakes = $state(0);
  /** the taps counted: those since the last answer refused */
  taps = $state(0);
  /** the stars of the right answer, once given */
  stars = $state<Stars | null>(null);
  /** the engine's reason for the last answer refused */
  refusal = $state<RuleError | null>(null);
  /** the position after the right action (the board shows what it did) */
  after = $state<Position | null>(null);
  hint = $state(false);
  /** squares task: the squares marked */
  picked = $state<Square[]>([]);
  /** squares task: the squares of the last answer refused (unmarking one is not counted) */
  private refused: Square[] = [];

  constructor(stage: Stage, onDone: (stars: Stars) => void) {
    this.stage = stage;
    this.onDone = onDone;
    this.game = stageGame(stage);
    this.position = stagePosition(stage);
    this.host = stage.task.kind === 'action' && this.game ? new StageHost(this, this.game) : null;
  }

  get done(): boolean {
    return this.stars !== null;
  }

  /** The board shown: the position after the right action, else the stage's. */
  get shown(): Position | null {
    return this.after ?? this.position;
  }

  /** A refused answer (or a tap the engine refuses): one mistake, its taps with it. A reason without a rule gets the stage's (as checkAnswer's). */
  #mistake(reason: RuleError): void {
    this.mistakes++;
    this.taps = 0;
    // the refusal says what the stage asks: it takes the hint's place on a phone (Hint opens it again)
    this.hint = false;
    this.refusal = reason.rule || !this.stage.rules[0] ? reason : { ...reason, rule: this.stage.rules[0] };
  }

  /** Try an answer (`tap`: its last tap is counted here; an action's taps are counted as they come). True when right. */
  try(answer: Answer, tap = true): boolean {
    if (this.done) return false;
    const v = checkAnswer(this.stage, answer);
    if (!v.ok) {
      this.#mistake(v.reason);
      if (answer.kind === 'squares') this.refused = [...answer.squares];
      return false;
    }
    if (tap) this.taps++;
    this.refusal = null;
    if (answer.kind === 'action' && this.game) {
      const r = applyAction(this.game, answer.action);
      if (r.ok && r.value.state.armies && r.value.state.terrain) this.after = positionOf(r.value.state, r.value.catalog);
    }
    const stars = starsFor(this.mistakes, this.taps, this.stage.par);
    this.stars = stars;
    this.onDone(stars);
    return true;
  }

  // --- choice ---

  pick(index: number): void {
    this.try({ kind: 'choice', index });
  }

  // --- squares ---

  tap(square: Square): void {
    if (this.done || this.stage.task.kind !== 'squares') return;
    const unmark = this.picked.includes(square);
    if (unmark && this.refused.includes(square)) this.refused = this.refused.filter((s) => s !== square);
    else this.taps++;
    this.picked = unmark ? this.picked.filter((s) => s !== square) : [...this.picked, square];
  }

  confirmSquares(): void {
    this.try({ kind: 'squares', squares: [...this.picked] });
  }

  // --- actions: the play screen's input, through the host ---

  /** A tap of the action's input (a square of the board, a button of the step). */
  tapped(): void {
    if (!this.done) this.taps++;
  }

  /** An action the input made: judged by checkAnswer (its taps were counted as they came); the refusal, or null. */
  answer(action: Action): RuleError | null {
    if (this.done) return null;
    return this.try({ kind: 'action', action }, false) ? null : this.refusal;
  }

  /** The engine's reason for a tap that makes no action (an enemy unit to move, a unit that cannot be restored): a mistake too; null clears the reason shown. */
  refuse(reason: RuleError | null): void {
    if (this.done) return;
    if (reason) this.#mistake(reason);
    else this.refusal = null;
  }
}
