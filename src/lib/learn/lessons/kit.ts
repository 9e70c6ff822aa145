// Shorthands for writing stages: a stage with its defaults (rule links = its sections, par from
// its solution), its board, its task with its answers, listed answers, and the answer sets several
// stages share.
import type { Action, ActionType, GameRecord, PositionJSON, Seat, Square } from '$lib/rules';
import { fight, t } from '../build';
import type { ActionGoal, Answer, Board, ChoiceQuestion, Option, SquaresQuestion, Stage } from '../types';

export { t };

type StageSpec = Omit<Stage, 'rules' | 'par'> & { rules?: string[]; par?: number };

/** Taps a perfect answer takes: each square and the confirmation; one pick; an action's own taps. */
function parOf(s: StageSpec): number {
  if (s.solution.kind === 'squares') return s.solution.squares.length + 1;
  if (s.solution.kind === 'choice') return 1;
  return 2;
}

/** A stage; its rule links default to its sections, its par to its solution's taps. */
export function stage(s: StageSpec): Stage {
  return { ...s, rules: s.rules ?? s.sections, par: s.par ?? parOf(s) };
}

export const onPosition = (position: PositionJSON, seat: Seat = 0): Board => ({ kind: 'position', position, seat });
export const onGame = (record: GameRecord, seat: Seat = 0): Board => ({ kind: 'game', record, seat });

export const opt = (pl: string, en: string, value?: string | number): Option =>
  value === undefined ? { text: t(pl, en) } : { text: t(pl, en), value };

export const squares = (...s: string[]): Answer => ({ kind: 'squares', squares: s });
export const pick = (index: number): Answer => ({ kind: 'choice', index });
export const act = (action: Action): Answer => ({ kind: 'action', action });

/** A stage's task with its answers: the first answer passes, the rest are the common mistakes. */
type Answered = Pick<Stage, 'task' | 'solution' | 'mistakes'>;

/** Pick one of the listed options: the right one's index, then the wrong ones'. */
export const choice = (question: ChoiceQuestion, options: Option[], right: number, ...wrong: number[]): Answered => ({
  task: { kind: 'choice', question, options },
  solution: pick(right),
  mistakes: wrong.map(pick)
});

/** "Which of these does the engine allow now?": each proposed action with its option's text; the right index, then the wrong ones. */
export const legal = (proposals: [Action, string, string][], right: number, ...wrong: number[]): Answered =>
  choice(
    { ask: 'legal', actions: proposals.map(([action]) => action) },
    proposals.map(([, pl, en]) => opt(pl, en)),
    right,
    ...wrong
  );

/** "May it be played now?": the card's play against a pass; the pass is the legal answer (the engine says which). */
export const cardOrPass = (card: Action, yes: [pl: string, en: string], no: [pl: string, en: string]): Answered =>
  legal(
    [
      [card, ...yes],
      [{ type: 'pass' }, ...no]
    ],
    1,
    0
  );

/** Make one engine action of these types that reaches the goal: the solution, then the mistakes. */
export const action = (types: ActionType[], goal: ActionGoal, solution: Action, ...mistakes: Action[]): Answered => ({
  task: { kind: 'action', types, goal },
  solution: act(solution),
  mistakes: mistakes.map(act)
});

/** The other answers an action stage accepts (its goal sentence asks for any of several): each an action. */
export const also = (...actions: Action[]): Pick<Stage, 'alternatives'> => ({ alternatives: actions.map(act) });

/** `fight`'s arguments: type, from, target, card. */
export type FightArgs = Parameters<typeof fight>;

/** A combat to declare on this board (6.1, 6.2, 9.1): each as `fight`'s arguments, the solution first, then the mistakes; par 3. */
export const fights = (board: Board, types: ActionType[], goal: ActionGoal, ...combats: FightArgs[]) => {
  const [solution, ...mistakes] = combats.map((c) => fight(...c));
  return { board, ...action(types, goal, solution!, ...mistakes), par: 3 };
};

/** Tap squares on the board (focus: the squares marked): the right set, then wrong sets. */
export const tap = (question: SquaresQuestion, focus: Square[], solution: string[], ...mistakes: string[][]): Answered => ({
  task: { kind: 'squares', question, focus },
  solution: squares(...solution),
  mistakes: mistakes.map((m) => squares(...m))
});

/** The combat results table's rows (6.1 step 7), as listed answers. */
export const RESULT_OPTIONS: Option[] = [
  opt('Każda atakująca jednostka zostaje raniona', 'Every attacking unit takes a hit', 'attackers-hit'),
  opt('Bez efektu', 'No effect', 'no-effect'),
  opt('Obrońca wybiera: Ucieczka albo rana', 'The defender chooses: Retreat or a hit', 'defender-chooses'),
  opt('Atakujący wybiera: Ucieczka albo rana', 'The attacker chooses: Retreat or a hit', 'attacker-chooses'),
  opt('Broniąca się jednostka zostaje raniona i ucieka', 'The defending unit takes a hit and retreats', 'retreat-and-hit'),
  opt('Broniąca się jednostka zostaje wyeliminowana', 'The defending unit is eliminated', 'eliminated')
];
/** Index of a result in RESULT_OPTIONS. */
export const RESULT = (kind: string): number => RESULT_OPTIONS.findIndex((o) => o.value === kind);

/** A unit's state after an action. */
export const STATE_OPTIONS: Option[] = [
  opt('W pełni sprawna', 'At full strength', 'full'),
  opt('Zredukowana', 'Reduced', 'reduced'),
  opt('Wyeliminowana', 'Eliminated', 'eliminated')
];

/** France (seat 0) and Great Britain (seat 1) as answers by seat. */
export const SEAT_OPTIONS_FR_GB: Option[] = [opt('Francja', 'France', 0), opt('Wielka Brytania', 'Great Britain', 1)];
/** France and Great Britain as answers by nation. */
export const NATION_OPTIONS_FR_GB: Option[] = [
  opt('Francja', 'France', 'france'),
  opt('Wielka Brytania', 'Great Britain', 'great-britain')
];

/** Numbers as answers. */
export const numbers = (...ns: number[]): Option[] => ns.map((n) => opt(String(n), String(n), n));
