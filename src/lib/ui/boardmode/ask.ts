// Board mode's answers about one unit (issue 12), all from the engine: where it may move (5-R2…R7)
// and with a Forced March (5-R10, R11), what it may fire at, at range 1 and 2, with the lines of
// sight and the squares that block them (6.2-R3…R7), and where it would retreat (6.5-R6…R9); and,
// for a square tapped, whether it can get there, with the Movement Phase's reason when not. An army
// without Forced March cards (rule 9's table: all but France, Great Britain and Prussia) never
// makes one: its units get no Forced March squares, and the reason.
// Also the board's picture of the answer: highlights, lines and markers.
import {
  forcedMarchCardProblem,
  fireTargets,
  moveDestinations,
  moveProblem,
  retreatOptions,
  sightLines,
  unitAt,
  type Position,
  type RetreatTier,
  type RuleError,
  type SightLine,
  type Square
} from '$lib/rules';

export interface UnitAnswer {
  square: Square;
  /** basic move destinations (5-R2…R7) */
  moves: Square[];
  /** squares reachable only with a Forced March (5-R10, R11), the start square included; none when the army has no Forced March card */
  forced: Square[];
  /** why the unit's army never makes a Forced March (rule 9's table), or null when it has the cards */
  noForcedMarch: RuleError | null;
  /** enemy units a range-1 Volley or Bombardment may target (6.2-R3) */
  range1: Square[];
  /** enemy units a range-2 Bombardment may target beyond range 1 (6.2-R4…R6) */
  range2: Square[];
  /** enemy units at range 2 whose line of sight is blocked, with the blocking squares */
  blocked: SightLine[];
  /** every line of sight within range 2 (the board's lines) */
  sight: SightLine[];
  retreat: { tier: RetreatTier; squares: Square[] };
}

const byName = (a: string, b: string) => a.localeCompare(b);

/** The engine's answers for the unit on `square`; null when no unit stands there. */
export function askUnit(p: Position, square: Square): UnitAnswer | null {
  if (!unitAt(p, square)) return null;
  const moves = moveDestinations(p, square).sort(byName);
  const noForcedMarch = forcedMarchCardProblem(p, square);
  const withForced = noForcedMarch ? [] : moveDestinations(p, square, { forcedMarch: true });
  const forced = withForced.filter((s) => !moves.includes(s)).sort(byName);
  const range1 = fireTargets(p, square, 1).sort(byName);
  const range2 = fireTargets(p, square, 2)
    .filter((s) => !range1.includes(s))
    .sort(byName);
  const sight = sightLines(p, square, 2);
  const blocked = sight.filter((l) => !l.clear).sort((a, b) => byName(a.square, b.square));
  const r = retreatOptions(p, square);
  return {
    square,
    moves,
    forced,
    noForcedMarch,
    range1,
    range2,
    blocked,
    sight,
    retreat: { tier: r.tier, squares: [...r.squares].sort(byName) }
  };
}

/** "Can the unit on `from` reach `to`?": by a basic move, only with a Forced March, or no and why. */
export interface ReachAnswer {
  from: Square;
  to: Square;
  answer: 'yes' | 'forced' | 'no';
  /** the Movement Phase's refusal of the basic move (5-R2…R7), when it is not one */
  problem: RuleError | null;
  /** a Forced March would reach `to`, but the unit's army has no Forced March card (rule 9's table) */
  noForcedMarch: RuleError | null;
}

/** The engine's answer (moveProblem) for a move from `from` to `to`; "only with a Forced March" only for an army that has one. */
export function askReach(p: Position, from: Square, to: Square): ReachAnswer {
  const problem = moveProblem(p, from, to);
  if (!problem) return { from, to, answer: 'yes', problem, noForcedMarch: null };
  const forced = moveProblem(p, from, to, { forcedMarch: true }) === null;
  const noCard = forced ? forcedMarchCardProblem(p, from) : null;
  return { from, to, answer: forced && !noCard ? 'forced' : 'no', problem, noForcedMarch: noCard };
}

export type AskLayer = 'go' | 'retreat';

export interface AskPicture {
  highlights: Record<string, string>;
  markers: Record<string, string>;
  lines: { from: string; to: string; kind: string }[];
}

/** The board's picture of an answer: moves and fire ('go'), or the retreat squares. */
export function askPicture(a: UnitAnswer | null, layer: AskLayer): AskPicture {
  const highlights: Record<string, string> = {};
  const markers: Record<string, string> = {};
  const lines: AskPicture['lines'] = [];
  if (!a) return { highlights, markers, lines };
  if (layer === 'retreat') {
    for (const s of a.retreat.squares) highlights[s] = 'bm-retreat';
    return { highlights, markers, lines };
  }
  for (const s of a.forced) if (s !== a.square) highlights[s] = 'bm-forced';
  for (const s of a.moves) highlights[s] = 'dest';
  for (const s of [...a.range1, ...a.range2]) highlights[s] = 'target';
  for (const l of a.blocked) {
    highlights[l.square] = 'blocked';
    for (const b of l.blockedBy) markers[b] = 'blocker';
  }
  for (const l of a.sight) lines.push({ from: a.square, to: l.square, kind: l.clear ? 'clear' : 'blocked' });
  return { highlights, markers, lines };
}
