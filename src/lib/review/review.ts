// Adiutant reviews a finished game (issue 33). Each decision of the judged seats is asked of the
// bot as if it were that seat's (bot `decide`, with only what the seat knew of its hand: known.ts);
// the played action is found among its options, and the bot's score of it against its best option
// becomes the chance it lost: the seat's chance before the decision (chance.ts, calibrated by
// bot-against-bot games) against that chance less the score difference in logits (MODEL.perPoint
// per strength point). The chance after every action of play is the graph's.
import { decide, engineReasons, type BotView, type ScoredOption } from '../bot';
import { applyAction, DEFAULT_CATALOG, legalActions, newGame, prompt, type Action, type Game, type GameRecord, type Seat } from '../rules';
import { chanceOf, logitOf, sigmoid } from './chance';
import { MODEL } from './calibration';
import { knownHands } from './known';
import { kindOf, type Moment, type Review, type ReviewOptions } from './types';

/** The seed the review's bot decides with (its choices at the normal level do not depend on it). */
export const REVIEW_SEED = 33;

/** An option the bot would never take scores this (bot README: −1e9); such a played action is not judged. */
const NEVER = -1e8;

/** One action however it is written: no dice, no origin of the dice, cards and supporting units as sets. */
export function actionKey(a: Action): string {
  const o: Record<string, unknown> = { ...(a as unknown as Record<string, unknown>) };
  delete o.dice;
  delete o.rolledBy;
  delete o.afterUndo;
  if (Array.isArray(o.cards)) o.cards = [...(o.cards as string[])].sort();
  if (Array.isArray(o.supporting)) o.supporting = [...(o.supporting as string[])].sort();
  return JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] ?? null])
  );
}

/** Every game of the record: games[i] after i actions. Throws on an action the engine refuses (a review is of a valid record). */
export function gamesOf(record: GameRecord, catalog = DEFAULT_CATALOG): Game[] {
  const out: Game[] = [newGame(record.setup, catalog)];
  for (const a of record.actions) {
    const r = applyAction(out[out.length - 1]!, a);
    if (!r.ok) throw new Error(`review: action ${out.length} refused: ${r.error.code}`);
    out.push(r.value);
  }
  return out;
}

/** Is the step before action i a decision of a seat (play, a person or Adiutant chooses, not the dice alone)? */
export function deciderOf(g: Game): Seat | null {
  const p = prompt(g);
  if (p.stage !== 'play' || p.player === null) return null;
  const legal = legalActions(g);
  if (legal.every((la) => la.action.type === 'roll')) return null;
  return p.player;
}

/**
 * What a seat did at the decision before action i, as one decision: in the Discard Phase (4-R5)
 * the cards of every discard up to the phase's end are one choice (the bot's options are whole
 * sets of cards), so a phase's later discards and its end are not judged again (`through`).
 */
export function decisionAt(games: readonly Game[], actions: readonly Action[], i: number): { played: Action; through: number } {
  const a = actions[i]!;
  const g = games[i]!;
  if (prompt(g).step !== 'discard' || a.type !== 'discard') return { played: a, through: i };
  const cards: string[] = [];
  let j = i;
  for (; j < actions.length; j++) {
    const x = actions[j]!;
    if (x.type !== 'discard' || prompt(games[j]!).step !== 'discard' || games[j]!.state.active !== g.state.active) break;
    cards.push(...x.cards);
  }
  // the phase's end, when it follows, is part of the same choice
  const end = actions[j]?.type === 'end-phase' && prompt(games[j]!).step === 'discard' ? j : j - 1;
  return { played: { type: 'discard', cards }, through: end };
}

/** The chance a seat loses by a score `behind` the best option's, from its chance `z` (logit, its own side). */
export function swingOf(z: number, behind: number, perPoint = MODEL.perPoint): number {
  return Math.max(0, sigmoid(z) - sigmoid(z - perPoint * Math.max(0, behind)));
}

/** The judged decision: the played option found among the bot's, and the best. */
export interface Judged {
  seat: Seat;
  view: BotView;
  played: ScoredOption;
  best: ScoredOption;
  swing: number;
  whole: boolean;
}

/** Judge one decision (null when the played action is not among the bot's options, or one it never scores). */
export function judgeDecision(
  before: Game,
  played: Action,
  seat: Seat,
  hand: string[],
  level: ReviewOptions['level'] = 'normal'
): Judged | null {
  const view: BotView = { game: before, seat, hand };
  const d = decide(level, REVIEW_SEED, view);
  const key = actionKey(played);
  const mine = d.options.find((o) => actionKey(o.action) === key);
  const best = d.options[0];
  if (!mine || !best || mine.score <= NEVER) return null;
  const z = logitOf(before);
  const swing = d.options.length < 2 ? 0 : swingOf(seat === 0 ? z : -z, best.score - mine.score);
  return { seat, view, played: mine, best, swing, whole: false };
}

/** The moment of a judged decision (reasons with the engine's numbers, as "Why?" gives them). */
function momentOf(index: number, j: Judged): Moment | null {
  const kind = kindOf(j.swing);
  if (!kind) return null;
  const same = actionKey(j.best.action) === actionKey(j.played.action);
  const played = engineReasons(j.view, j.played);
  const better = same ? [] : engineReasons(j.view, j.best);
  return {
    index,
    seat: j.seat,
    played: j.played.action,
    better: same ? null : j.best.action,
    swing: j.swing,
    kind,
    reasons: [...played, ...better],
    why: { played, better },
    known: j.whole ? 'hand' : 'played'
  };
}

/**
 * Review a game: the first seat's chance after each action of play, and the decisions of the
 * judged seats that lost the most chance, worst first (those at least an inaccuracy).
 */
export function reviewGame(record: GameRecord, options: ReviewOptions = {}): Review {
  const t0 = Date.now();
  const seats = options.seats ?? [0, 1];
  const level = options.level ?? 'normal';
  const games = gamesOf(record, options.catalog);
  const hands = knownHands(games, options.hands);
  const chances: Review['chances'] = [];
  const todo: number[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const g = games[i]!;
    if (g.state.stage !== 'play') continue;
    chances.push({ index: i, seat0: chanceOf(games[i + 1]!) });
    const seat = deciderOf(g);
    if (seat !== null && seats.includes(seat)) todo.push(i);
  }
  const moments: Moment[] = [];
  options.onProgress?.(0, todo.length);
  let skip = -1;
  for (const [k, i] of todo.entries()) {
    if (options.budgetMs !== undefined && Date.now() - t0 > options.budgetMs) break;
    if (i <= skip) {
      options.onProgress?.(k + 1, todo.length);
      continue;
    }
    const g = games[i]!;
    const seat = deciderOf(g)!;
    const h = hands.hand(i, seat);
    const d = decisionAt(games, record.actions, i);
    skip = d.through;
    const j = judgeDecision(g, d.played, seat, h.cards, level);
    if (j) {
      const m = momentOf(i, { ...j, whole: h.whole });
      if (m) moments.push(m);
    }
    options.onProgress?.(k + 1, todo.length);
  }
  moments.sort((a, b) => b.swing - a.swing || a.index - b.index);
  const typed = options.hands && Object.keys(options.hands).length ? { hands: structuredClone(options.hands) } : {};
  return { chances, moments, ...typed };
}
