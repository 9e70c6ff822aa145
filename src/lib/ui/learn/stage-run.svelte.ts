// One stage being played (issue 25): what the learner has tapped so far, the engine's verdict on
// each answer tried, the mistakes and taps that make the stars. The engine decides every answer
// (checkAnswer); this only keeps the taps.
//
// Counting: the taps of the right answer count (a square marked or unmarked, a unit chosen, a card,
// an option, the confirmation), from the last answer refused on; an answer the engine refuses counts
// as one mistake, its taps with it (and taking back a square of a refused answer is free: it undoes
// that mistake's taps). The hint, the rule links and opening the list of cards are not
// counted (the cards of a real hand are always in view). Stars: starsFor(mistakes, taps, par).
import { checkAnswer, stageGame, stagePosition, starsFor, type Answer, type Stage } from '$lib/learn';
import { applyAction, positionOf, type Action, type Game, type Position, type RuleError, type Square } from '$lib/rules';
import { nextSquares, optionsAt, padModel, tapSquare, withDice, type Offer, type PadModel } from './pad';

export type Stars = 1 | 2 | 3;

export class StageRun {
  readonly stage: Stage;
  readonly game: Game | null;
  readonly position: Position | null;
  /** what an action task offers (null for other tasks) */
  readonly pad: PadModel | null;
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
  /** action task: the squares chosen so far (the unit, then where) */
  path = $state<Square[]>([]);
  /** action task, deployment: the unit picked */
  unit = $state<string | null>(null);
  /** action task: an action that waits for its die (a Leader's rally) */
  dieFor = $state<Offer | null>(null);
  /** action task: cards marked for a discard */
  discard = $state<string[]>([]);

  constructor(stage: Stage, onDone: (stars: Stars) => void) {
    this.stage = stage;
    this.onDone = onDone;
    this.game = stageGame(stage);
    this.position = stagePosition(stage);
    this.pad = stage.task.kind === 'action' && this.game ? padModel(this.game, stage.task.types) : null;
    if (this.pad?.units.length === 1) this.unit = this.pad.units[0]!;
  }

  get done(): boolean {
    return this.stars !== null;
  }

  /** The board shown: the position after the right action, else the stage's. */
  get shown(): Position | null {
    return this.after ?? this.position;
  }

  /** Try an answer (its last tap counts when it is right). True when right. */
  try(answer: Answer): boolean {
    if (this.done) return false;
    const v = checkAnswer(this.stage, answer);
    if (!v.ok) {
      // the refused answer is one mistake: its taps go with it
      this.mistakes++;
      this.taps = 0;
      this.refusal = v.reason;
      if (answer.kind === 'squares') this.refused = [...answer.squares];
      return false;
    }
    this.taps++;
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

  // --- squares and actions: a tap on the board ---

  tap(square: Square): void {
    if (this.done) return;
    const task = this.stage.task;
    if (task.kind === 'squares') {
      const unmark = this.picked.includes(square);
      if (unmark && this.refused.includes(square)) this.refused = this.refused.filter((s) => s !== square);
      else this.taps++;
      this.picked = unmark ? this.picked.filter((s) => s !== square) : [...this.picked, square];
    } else if (task.kind === 'action' && this.pad) {
      this.dieFor = null;
      const t = tapSquare(this.pad, this.path, square, this.unit);
      if (!t.submit) {
        this.taps++;
        this.path = t.path;
        return;
      }
      if (t.submit.dice) {
        this.taps++;
        this.path = t.path;
        this.dieFor = t.submit;
        return;
      }
      // a move, a retreat, a deployment: tried at once; refused, the unit stays chosen
      this.path = this.try({ kind: 'action', action: t.submit.action }) ? t.path : t.path.slice(0, -1);
    }
  }

  confirmSquares(): void {
    this.try({ kind: 'squares', squares: [...this.picked] });
  }

  // --- actions: buttons ---

  /** The actions to pick from for the squares chosen. */
  get options(): Offer[] {
    return this.pad ? optionsAt(this.pad, this.path, this.unit) : [];
  }

  /** The squares that continue the choice (highlighted). */
  get next(): Square[] {
    return this.pad && this.path.length ? nextSquares(this.pad, this.path, this.unit) : [];
  }

  choose(offer: Offer): void {
    if (this.done) return;
    if (offer.dice?.length) {
      this.taps++;
      this.dieFor = offer;
      return;
    }
    this.dieFor = null;
    this.act(offer.action);
  }

  /** The die of the action waiting for it. */
  rolled(value: number): void {
    const o = this.dieFor;
    if (!o) return;
    this.dieFor = null;
    this.act(withDice(o.action, [value]));
  }

  chooseUnit(unit: string): void {
    if (this.done) return;
    this.taps++;
    this.unit = unit;
    this.path = [];
  }

  markDiscard(card: string): void {
    if (this.done) return;
    this.taps++;
    this.discard = [...this.discard, card];
  }

  unmarkDiscard(index: number): void {
    if (this.done) return;
    this.taps++;
    this.discard = this.discard.filter((_, i) => i !== index);
  }

  /** Discard the cards marked; refused, the marks are cleared for a fresh try. */
  confirmDiscard(): boolean {
    const ok = this.act({ type: 'discard', cards: [...this.discard] });
    if (!ok) this.discard = [];
    return ok;
  }

  act(action: Action): boolean {
    return this.try({ kind: 'action', action });
  }
}
