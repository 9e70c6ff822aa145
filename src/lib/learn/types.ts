// The shapes of the lessons (issue 25): a lesson is a list of stages; a stage is a board (a position,
// or a game at a given step), one goal sentence, a hint, the rule links, and a task whose answer the
// engine checks (checkAnswer in check.ts). Everything here is plain data a screen can show as it is.
import type { Action, ActionType, CombatForm, GameRecord, NationId, PositionJSON, RuleError, Seat, Square } from '$lib/rules';

/** A text in both languages. */
export interface Text {
  pl: string;
  en: string;
}

/** What the board of a stage shows. */
export type Board =
  /** a position (Position JSON v1, read with parsePosition); `seat` is the learner's army (drawn at the bottom) */
  | { kind: 'position'; position: PositionJSON; seat: Seat }
  /**
   * a game at a given step: the record (format adiutant-game/1) replayed by `replay`; `prompt(game)`
   * says who acts in which step; `seat` is the learner's army (drawn at the bottom)
   */
  | { kind: 'game'; record: GameRecord; seat: Seat };

/** "Tap every square that …": the squares the engine computes for the board. */
export type SquaresQuestion =
  /** where the unit on `from` may end its move (moveDestinations; with a Forced March when asked) */
  | { ask: 'moves'; from: Square; forcedMarch?: boolean }
  /** the enemy units the unit on `from` may fire at with this unit card (fireTargets at the card's Range) */
  | { ask: 'fire'; from: Square; card: string }
  /** where the unit on `from` must retreat (retreatSquares: the best open tier; none = eliminated) */
  | { ask: 'retreat'; from: Square }
  /** the enemy-half squares this nation controls at nightfall (nightfallScore) */
  | { ask: 'control'; nation: NationId }
  /** the X squares: empty, next to units of both sides, in either enemy half (nightfallControl) */
  | { ask: 'contested' }
  /** (game at deployment) where this unit may be deployed now (legalActions) */
  | { ask: 'deploy'; unit: string }
  /** (game at the attacker's cards) the units a Leader played for Command may bring (legalActions) */
  | { ask: 'support' };

/** A question with listed answers; the engine computes the right one from the board. */
export type ChoiceQuestion =
  /** the combat results table for these totals (combatResult); option values: CombatResultKind */
  | { ask: 'result'; form: CombatForm; attack: number; defense: number }
  /** (position) the Defence Total of the unit on `square` (defenseTotal); option values: numbers */
  | { ask: 'defense'; square: Square; cardDefense?: number[]; leaderCombat?: number; sappers?: boolean; form?: CombatForm }
  /** (position) the Attack Total (attackTotal) with these dice; option values: numbers */
  | {
      ask: 'attack';
      form: CombatForm;
      from?: Square;
      target: Square;
      dice: number[];
      leaderCombat?: number;
      supporting?: Square[];
    }
  /** (position) the strength the unit on `square` shows (strengthOf); option values: numbers */
  | { ask: 'strength'; square: Square }
  /** (position) who wins at nightfall (nightfallScore); option values: nation ids */
  | { ask: 'winner' }
  /** (position) what decides the nightfall result (nightfallScore.decidedBy); option values: its kinds */
  | { ask: 'decided-by' }
  /** (position) how many squares the nation controls (nightfallScore); option values: numbers */
  | { ask: 'score'; nation: NationId }
  /** (position) the retreat tier of the unit on `from` (retreatOptions); option values: 'back' | 'flank' | 'forward' | 'none' */
  | { ask: 'retreat-tier'; from: Square }
  /**
   * who wins by attrition (attritionWinner) with these eliminations, or (absent) with those of the
   * board: the units each army is missing; option values: 0, 1 or 'none'
   */
  | { ask: 'attrition'; eliminatedBy?: [number, number]; active: Seat }
  /** (game) which of these actions the engine allows now: option i proposes actions[i] */
  | { ask: 'legal'; actions: Action[] }
  /** (game) who decides now, or after `after` (prompt().player); option values: seats */
  | { ask: 'who'; after?: Action }
  /** (game, at a Draw Phase) how many cards the draw takes (applyAction of the draw); option values: numbers */
  | { ask: 'drawn' }
  /**
   * (game) the state of a unit after `action` (applyAction): option values 'full', 'reduced',
   * 'eliminated' or the square it stands on
   */
  | { ask: 'unit-after'; action: Action; seat: Seat; unit: string }
  /** (game) when the day ends (nightfallForecast): option values 'player-turn' | 'game-turn' | 'later' */
  | { ask: 'nightfall' };

/** One listed answer: its text, and the value the engine's answer is compared with. */
export interface Option {
  text: Text;
  /** absent for a `legal` question, whose options are its actions */
  value?: string | number;
}

/**
 * What an action must achieve, beyond being legal (the engine refuses an illegal one itself): the
 * goal sentence in a form the engine's games can be checked against. The answers that meet it are
 * exactly the stage's `solution` and `alternatives` (tests/unit/learn/answers.test.ts tries every
 * legal action). "The cards it spends" are the cards the action moves from the hand to the
 * discard pile or the table.
 */
export type ActionGoal =
  /** any legal action of these types (every one of them is listed in `alternatives`) */
  | { goal: 'legal'; types: ActionType[] }
  /** the unit (of either seat, by id) stands on `square` afterwards */
  | { goal: 'at'; unit: string; square: Square }
  /**
   * the unit is restored to full strength afterwards, or the card that restores it waits for a
   * Guerrilla answer; with `cards`, the card it spends is one of them
   */
  | { goal: 'restored'; unit: string; cards?: string[] }
  /**
   * a combat of this form against `target` has been declared; with `from`, by the unit on that
   * square; with `cards`, started by one of these cards (a unit card, or Napoleon for a Grand Battery)
   */
  | { goal: 'combat'; form: CombatForm; target: Square; from?: Square; cards?: string[] }
  /** a Redoubt stands on `square` afterwards */
  | { goal: 'redoubt'; square: Square }
  /**
   * (combat, cards step) one of these cards is played; with `unit`, for the unit on that square; a
   * Leader with `use`, and for Command exactly the supporting units on `supporting`
   */
  | { goal: 'play'; cards: string[]; unit?: Square; use?: 'command' | 'combat'; supporting?: Square[] }
  /** exactly these cards are discarded (copies counted, in any order) */
  | { goal: 'discard'; cards: string[] };

/** The learner's task: what a screen offers as answers. */
export type Task =
  /** tap squares on the board, then confirm (no square at all is an answer too) */
  | { kind: 'squares'; question: SquaresQuestion; focus: Square[] }
  /**
   * make one engine action on the game (the play screen's taps and buttons); `types` are the kinds
   * of action the screen offers (any of them may be tried: the engine refuses and explains)
   */
  | { kind: 'action'; types: ActionType[]; goal: ActionGoal }
  /** pick one of the listed answers */
  | { kind: 'choice'; question: ChoiceQuestion; options: Option[] };

/** An answer to a stage (the contract). */
export type Answer = { kind: 'squares'; squares: string[] } | { kind: 'action'; action: unknown } | { kind: 'choice'; index: number };

/** One stage of a lesson. */
export interface Stage {
  id: string;
  /** the rulebook sections this stage teaches ('5', '6.2', …) */
  sections: string[];
  /** the rule links shown with the stage (RuleLink opens them: '5', '6.5', '2.2-R6') */
  rules: string[];
  /** one goal sentence */
  goal: Text;
  hint: Text;
  /** said after a right answer: why it is right */
  explain: Text;
  board: Board;
  task: Task;
  /** taps a perfect answer takes (stars, starsFor) */
  par: number;
  /** an answer that passes */
  solution: Answer;
  /**
   * (action stages whose goal sentence asks for any of several actions) every other answer that
   * passes: checkAnswer accepts `solution`, these, and nothing else. Copies of one card are one
   * answer; dice values are not part of an answer.
   */
  alternatives?: Answer[];
  /** common wrong answers, each refused with the engine's reason */
  mistakes: Answer[];
}

/** A lesson: stages in order, for a newcomer (theme → goal → overview → details). */
export interface Lesson {
  id: string;
  /** the rulebook sections its stages teach */
  sections: string[];
  title: Text;
  /** one or two sentences before the first stage */
  intro: Text;
  stages: Stage[];
}

/** checkAnswer's verdict (the contract). */
export type Verdict = { ok: true; stars?: 1 | 2 | 3 } | { ok: false; reason: RuleError };
