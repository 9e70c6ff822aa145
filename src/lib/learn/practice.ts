// Practice games after the lessons (issue 33 §3 "After lessons"): each group of lessons ends with a
// game against Adiutant from a prepared position, with a goal the engine checks. Pure: the shapes,
// the goal's verdict on a game (`practiceVerdict`), and where a practice game starts. The
// positions themselves are in lessons/practice.ts; the bot that plays the other side is the app's
// (src/lib/app/practice-game.ts), never imported here.
import { nightfallScore, positionOf, type Game, type GameRecord, type Seat } from '$lib/rules';
import type { Text } from './types';

/** What the player must achieve, checked by the engine on the game's state. */
export type PracticeGoal =
  /**
   * "Win this combat phase" (6.1, 6.5): checked when the player's combat of this turn is over (or
   * the phase ends without one). Won when an enemy unit was eliminated, reduced or driven from its
   * square, and no unit of the player's was reduced or eliminated.
   */
  | { goal: 'win-combat' }
  /**
   * "Hold N squares of the enemy half" (2.2): the squares the player's army controls there, as the
   * engine counts them at nightfall (nightfallScore), at least `squares`; checked at the end of
   * this game turn (`turn-end`) or when the game ends (`nightfall`: a win by attrition counts, a
   * loss by attrition loses).
   */
  | { goal: 'hold'; squares: number; at: 'turn-end' | 'nightfall' };

export interface Practice {
  /** letters, digits and '-' (stored as a lesson-progress entry `practice-<id>`) */
  id: string;
  title: Text;
  /** the start sentence: the situation and the goal */
  goal: Text;
  /** the rule references shown with the goal and the verdict */
  rules: string[];
  task: PracticeGoal;
  /** the prepared game (adiutant-game/1) at the moment the player takes over; no `setup.opponent` yet */
  record: GameRecord;
  /** the player's seat; the other seat is Adiutant's, at the easy level */
  seat: Seat;
  /** said with a win, and with a loss */
  won: Text;
  lost: Text;
}

/** A group of lessons on the lesson map, ended by its practice games. */
export interface LessonGroup {
  id: string;
  title: Text;
  /** lesson ids, in the course's order */
  lessons: string[];
  practices: Practice[];
}

export interface PracticeVerdict {
  won: boolean;
  /** 'hold': how many squares of the enemy half the player's army controls when it was checked */
  squares?: number;
  /** 'hold': those squares (occupied or influenced, 2.2) */
  held?: string[];
  /** 'win-combat': whether a combat was fought at all */
  fought?: boolean;
}

/** The game at the moment the practice began (the prepared record's length), or null when `now` is shorter. */
export function practiceStart(practice: Practice, now: Game): Game | null {
  const n = practice.record.actions.length;
  let g: Game | null = now;
  while (g && g.length > n) g = g.previous;
  return g && g.length === n ? g : null;
}

/** The units of a seat, by id: reduced or not; absent when eliminated. */
function units(game: Game, seat: Seat): Map<string, { square: string; reduced: boolean }> {
  const a = game.state.armies?.[seat];
  return new Map((a?.units ?? []).map((u) => [u.unit, { square: u.square, reduced: u.reduced }]));
}

/** The squares of the enemy half this seat controls now, as the engine counts them at nightfall (2.2). */
export function heldSquares(game: Game, seat: Seat): number {
  return held(game, seat).squares;
}

/** heldSquares, with the squares themselves. */
function held(game: Game, seat: Seat): { squares: number; held: string[] } {
  const s = game.state;
  if (!s.armies) return { squares: 0, held: [] };
  const score = nightfallScore(positionOf(s, game.catalog));
  const nation = s.armies[seat].nation;
  return { squares: score.score[nation] ?? 0, held: [...(score.squares[nation] ?? [])] };
}

/** Has the combat of the start's turn ended (fought and resolved, or its phase left without one)? */
function combatOver(start: Game, now: Game): boolean {
  const s = now.state;
  if (s.stage === 'over') return true;
  if (s.turn !== start.state.turn || s.active !== start.state.active) return true;
  if (s.combat || s.pending) return false;
  return s.combatUsed || s.phase === 'restoration';
}

/** 'win-combat' on a combat that is over. */
function combatVerdict(start: Game, now: Game, seat: Seat): PracticeVerdict {
  const enemy = (1 - seat) as Seat;
  const fought = now.state.combatUsed || start.state.turn !== now.state.turn || now.state.stage === 'over';
  const [mineBefore, mineNow] = [units(start, seat), units(now, seat)];
  const lost = [...mineBefore].some(([id, u]) => !mineNow.has(id) || (!u.reduced && mineNow.get(id)!.reduced));
  const [theirsBefore, theirsNow] = [units(start, enemy), units(now, enemy)];
  const hurt = [...theirsBefore].some(([id, u]) => {
    const n = theirsNow.get(id);
    return !n || (!u.reduced && n.reduced) || n.square !== u.square;
  });
  return { won: fought && hurt && !lost, fought };
}

/**
 * The goal's verdict on `now` (a game that went on from the practice's prepared record), or null
 * while it cannot be told yet. The engine's state decides: the units and squares it holds, its
 * phase and turn, its result.
 */
export function practiceVerdict(practice: Practice, now: Game): PracticeVerdict | null {
  const start = practiceStart(practice, now);
  if (!start) return null;
  const { task, seat } = practice;
  if (task.goal === 'win-combat') return combatOver(start, now) ? combatVerdict(start, now, seat) : null;
  const s = now.state;
  const over = s.stage === 'over' && s.result;
  if (!over && !(task.at === 'turn-end' && s.turn > start.state.turn)) return null;
  // the board at the end: the same count as the result's at nightfall (2.2)
  const h = held(now, seat);
  if (over && s.result!.by === 'attrition') return { won: s.result!.winner === seat, ...h };
  return { won: h.squares >= task.squares, ...h };
}
