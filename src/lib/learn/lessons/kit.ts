// Shorthands for writing stages: a stage with its defaults (rule links = its sections, par from
// its solution), its board, listed answers, and the answer sets several stages share.
import type { Action, GameRecord, PositionJSON, Seat } from '$lib/rules';
import { t } from '../build';
import type { Answer, Board, Option, Stage } from '../types';

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

export const opt = (pl: string, en: string, value?: string | number): Option => (value === undefined ? { text: t(pl, en) } : { text: t(pl, en), value });

export const squares = (...s: string[]): Answer => ({ kind: 'squares', squares: s });
export const pick = (index: number): Answer => ({ kind: 'choice', index });
export const act = (action: Action): Answer => ({ kind: 'action', action });

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
export const NATION_OPTIONS_FR_GB: Option[] = [opt('Francja', 'France', 'france'), opt('Wielka Brytania', 'Great Britain', 'great-britain')];

/** Numbers as answers. */
export const numbers = (...ns: number[]): Option[] => ns.map((n) => opt(String(n), String(n), n));
