// checkAnswer (the contract): the engine decides every answer. Squares are compared with
// the squares the engine computes, a pick with the value it computes, an action goes through
// applyAction and is then checked against the stage's goal on the game that results. A wrong answer
// carries the engine's refusal, or one of the lessons' reasons (errors-learn.ts) naming the rule.
import { applyAction, other, prompt, type Action, type Game, type RuleError, type Seat } from '$lib/rules';
import { boardGame } from './boards';
import { checkChoice } from './check-choice';
import { checkSquares } from './check-squares';
import type { ActionGoal, Answer, Stage, Text, Verdict } from './types';
import { both, refusal } from './words';

/**
 * Stars for a stage (1–3), Lichess-style: 3 for no mistake within the par number of taps; each
 * wrong answer before the right one costs a star, and so does going over par; never below 1.
 */
export function starsFor(mistakes: number, taps: number, par: number): 1 | 2 | 3 {
  const m = Number.isFinite(mistakes) && mistakes > 0 ? Math.floor(mistakes) : 0;
  const lost = m + (taps > par ? 1 : 0);
  return Math.max(1, 3 - lost) as 1 | 2 | 3;
}

/** The taps an answer takes on its own: each square plus the confirmation, one pick, one action's par. */
export function tapsOf(stage: Stage, answer: Answer): number {
  if (answer.kind === 'squares') return new Set(Array.isArray(answer.squares) ? answer.squares : []).size + 1;
  if (answer.kind === 'choice') return 1;
  return stage.par;
}

/** What each kind of task asks for, in words (a reason for an answer of the wrong kind). */
const KIND_WORDS: Record<Answer['kind'], Text> = {
  squares: { pl: 'wskaż pola na planszy', en: 'tap squares on the board' },
  action: { pl: 'wykonaj akcję w grze', en: 'take an action in the game' },
  choice: { pl: 'wybierz jedną z odpowiedzi', en: 'pick one of the answers' }
};

/** The acting seat's unit with this id after an action. */
function unitOf(game: Game, seat: Seat, id: string) {
  return game.state.armies?.[seat].units.find((u) => u.unit === id);
}

/** Does the game after the action meet the stage's goal? (The action itself was legal.) */
function meetsGoal(stage: Stage, goal: ActionGoal, before: Game, after: Game, action: Action): RuleError | null {
  const seat = prompt(before).player ?? 0;
  const find = (g: Game, id: string) => unitOf(g, seat, id) ?? unitOf(g, other(seat), id);
  const notGoal = () => refusal('learn/goal', both('goal', stage.goal), stage.rules[0]);
  switch (goal.goal) {
    case 'legal':
      return goal.types.includes(action.type) ? null : notGoal();
    case 'at': {
      const u = find(after, goal.unit);
      if (u?.square === goal.square) return null;
      const was = find(before, goal.unit);
      if (u && was && u.square !== was.square)
        return refusal('learn/goal-square', { square: u.square, target: goal.square }, stage.rules[0]);
      return notGoal();
    }
    case 'restored': {
      const u = unitOf(after, seat, goal.unit);
      const waiting = after.state.pending?.purpose === 'restore' && after.state.pending.unit === goal.unit;
      return u && (!u.reduced || waiting) ? null : notGoal();
    }
    case 'combat': {
      const cb = after.state.combat;
      return cb && cb.kind === goal.form && cb.target === goal.target ? null : notGoal();
    }
    case 'redoubt':
      return after.state.redoubts.includes(goal.square) ? null : notGoal();
  }
}

/**
 * Is this answer right? `{ ok: true, stars }` (the stars this answer earns on its own, as a first
 * try: a screen that counts earlier mistakes and taps calls starsFor itself), or `{ ok: false,
 * reason }` with the engine's refusal or the lessons' reason, its code, message and rule.
 */
export function checkAnswer(stage: Stage, answer: Answer): Verdict {
  const v = verdict(stage, answer);
  return v.ok ? v : { ok: false, reason: withRule(v.reason, stage) };
}

/**
 * A refusal always names a rule: the engine's own, or (for the few engine refusals that have none,
 * such as "no enemy unit on a6") the rule the stage teaches.
 */
function withRule(reason: RuleError, stage: Stage): RuleError {
  if (reason.rule) return reason;
  const rule = stage.rules[0]!;
  return { ...reason, rule, message: `${reason.message} (rule ${rule})` };
}

function verdict(stage: Stage, answer: Answer): Verdict {
  const task = stage.task;
  if (!answer || typeof answer !== 'object' || answer.kind !== task.kind)
    return { ok: false, reason: refusal('learn/answer-kind', both('expected', KIND_WORDS[task.kind]), stage.rules[0]) };
  const right = (): Verdict => ({ ok: true, stars: starsFor(0, tapsOf(stage, answer), stage.par) });
  if (task.kind === 'squares' && answer.kind === 'squares') {
    const r = checkSquares(stage, task.question, Array.isArray(answer.squares) ? answer.squares : []);
    return r.ok ? right() : r;
  }
  if (task.kind === 'choice' && answer.kind === 'choice') {
    const r = checkChoice(stage, task.question, task.options, answer.index);
    return r.ok ? right() : r;
  }
  if (task.kind === 'action' && answer.kind === 'action') {
    const g = boardGame(stage.board);
    if (!g) return { ok: false, reason: refusal('learn/answer-kind', both('expected', KIND_WORDS.action), stage.rules[0]) };
    if (!g.ok) return { ok: false, reason: g.error };
    const r = applyAction(g.value, answer.action);
    if (!r.ok) return { ok: false, reason: r.error };
    const wrong = meetsGoal(stage, task.goal, g.value, r.value, r.value.lastAction!);
    return wrong ? { ok: false, reason: wrong } : right();
  }
  return { ok: false, reason: refusal('learn/answer-kind', both('expected', KIND_WORDS[task.kind]), stage.rules[0]) };
}
