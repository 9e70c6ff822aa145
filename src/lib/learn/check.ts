// checkAnswer (the contract): the engine decides every answer. Squares are compared with
// the squares the engine computes, a pick with the value it computes; an action goes through
// applyAction, and a legal one passes only when it is the stage's solution or one of its listed
// alternatives and meets its goal on the game that results (issue 30: exactly what the goal
// sentence asks). A wrong answer carries the engine's refusal, or one of the lessons' reasons
// (errors.ts) naming what was asked and the rule.
import { applyAction, other, prompt, type Action, type Game, type RuleError, type Seat, type Square } from '$lib/rules';
import { actionWords, goalWords } from './action-words';
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

/** The id of the unit on a square before the action (either army). */
function unitIdOn(game: Game, square: Square | undefined): string | undefined {
  if (!square) return undefined;
  for (const a of game.state.armies ?? []) for (const u of a.units) if (u.square === square) return u.unit;
  return undefined;
}

/** The cards an action took from the seat's hand: those that reached its discard pile or the table (a multiset). */
export function cardsSpent(before: Game, after: Game, seat: Seat): string[] {
  const left = [...before.state.decks[seat].discard, ...before.state.decks[seat].inPlay];
  const out: string[] = [];
  for (const c of [...after.state.decks[seat].discard, ...after.state.decks[seat].inPlay]) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    else out.push(c);
  }
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/**
 * Does the game after a legal action meet the stage's goal (the goal sentence as the engine can
 * check it)? The acting seat is the one the game before waits for.
 */
export function meetsGoal(goal: ActionGoal, before: Game, after: Game, action: Action): boolean {
  const seat = prompt(before).player ?? 0;
  const find = (g: Game, id: string) => unitOf(g, seat, id) ?? unitOf(g, other(seat), id);
  const spent = () => cardsSpent(before, after, seat);
  switch (goal.goal) {
    case 'legal':
      return goal.types.includes(action.type);
    case 'at':
      return find(after, goal.unit)?.square === goal.square;
    case 'restored': {
      const u = unitOf(after, seat, goal.unit);
      const waiting = after.state.pending?.purpose === 'restore' && after.state.pending.unit === goal.unit;
      const card = spent();
      return !!u && (!u.reduced || waiting) && (!goal.cards || (card.length === 1 && goal.cards.includes(card[0]!)));
    }
    case 'combat': {
      const cb = after.state.combat;
      if (!cb || cb.kind !== goal.form || cb.target !== goal.target) return false;
      if (goal.from && cb.attacker !== unitIdOn(before, goal.from)) return false;
      const start = cb.cards.find((c) => c.role === 'initiating')?.card;
      return !goal.cards || (!!start && goal.cards.includes(start));
    }
    case 'redoubt':
      return after.state.redoubts.includes(goal.square);
    case 'play': {
      const cb = after.state.combat;
      const played = cb?.cards.slice(before.state.combat?.cards.length ?? 0) ?? [];
      if (played.length !== 1 || !goal.cards.includes(played[0]!.card)) return false;
      if (goal.unit && played[0]!.unit !== unitIdOn(before, goal.unit)) return false;
      if (!goal.use) return true;
      if (cb!.leader?.card !== played[0]!.card || cb!.leader.use !== goal.use) return false;
      return (
        !goal.supporting ||
        sameSet(
          cb!.supporting,
          goal.supporting.map((sq) => unitIdOn(before, sq) ?? sq)
        )
      );
    }
    case 'discard':
      return action.type === 'discard' && sameSet(spent(), goal.cards);
  }
}

/** An answer's fields as its key reads them: no dice (their values are not part of an answer) or their origin; sets sorted. */
function answerFields(action: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!action || typeof action !== 'object') return out;
  const a = action as Record<string, unknown>;
  for (const k of Object.keys(a).sort()) {
    if (k === 'dice' || k === 'rolledBy' || k === 'afterUndo' || a[k] === undefined) continue;
    out[k] = (k === 'cards' || k === 'supporting') && Array.isArray(a[k]) ? [...(a[k] as unknown[])].map(String).sort() : a[k];
  }
  return out;
}

/**
 * One answer, however it is written: its fields in order, the cards of a discard and the
 * supporting squares as sets, without dice (their values are not part of an answer) or their origin.
 */
export function answerKey(action: unknown): string {
  return action && typeof action === 'object' ? JSON.stringify(answerFields(action)) : JSON.stringify(action ?? null);
}

/**
 * Is `action` (legal, with its result `after`) the listed answer `listed`? The same answer written
 * alike, or written with a field more or less (a card played for the attacking unit with or without
 * its square) that leaves the game in the same state.
 */
function isAnswer(game: Game, after: Game, action: unknown, listed: unknown): boolean {
  const a = answerFields(action);
  const b = answerFields(listed);
  const ka = JSON.stringify(a);
  const kb = JSON.stringify(b);
  if (ka === kb) return true;
  const shared = Object.keys(a).filter((k) => k in b);
  const sameShared = shared.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
  if (!sameShared || (shared.length === Object.keys(a).length && shared.length === Object.keys(b).length)) return false;
  const r = applyAction(game, listed);
  return r.ok && JSON.stringify(r.value.state) === JSON.stringify(after.state);
}

/** The answers an action stage accepts: its solution and its alternatives. */
export function acceptedAnswers(stage: Stage): Answer[] {
  return [stage.solution, ...(stage.alternatives ?? [])];
}

/** An action stage's verdict on a legal action: one of its answers meeting its goal, or why not (what was asked). */
function actionVerdict(stage: Stage, goal: ActionGoal, before: Game, after: Game, action: Action): RuleError | null {
  const listed = acceptedAnswers(stage).some((a) => a.kind === 'action' && isAnswer(before, after, action, a.action));
  if (listed && meetsGoal(goal, before, after, action)) return null;
  const seat = prompt(before).player ?? 0;
  const did = actionWords(before, seat, action);
  return refusal('learn/asked', { ...both('did', did), ...both('asked', goalWords(before, seat, goal)) }, stage.rules[0]);
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
    const wrong = actionVerdict(stage, task.goal, g.value, r.value, r.value.lastAction!);
    return wrong ? { ok: false, reason: wrong } : right();
  }
  return { ok: false, reason: refusal('learn/answer-kind', both('expected', KIND_WORDS[task.kind]), stage.rules[0]) };
}
