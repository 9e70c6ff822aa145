// Nightfall scoring for display (rule 2.2): the engine's `nightfallControl` (every enemy-half
// square's status for each side) and `nightfallScore` (the winner and which criterion decided),
// regrouped per side and turned into board marks. Nothing is decided here.
import { m } from '$lib/paraglide/messages.js';
import { nightfallControl, nightfallScore, type ControlKind, type NightfallScore, type Position, type Seat } from '$lib/rules';
import type { BoardMark } from '$lib/ui/board';
import { nationGenitive } from '$lib/ui/words/names';
import { tieBreakSentence } from '$lib/ui/words/tie-break';

export interface SideScoring {
  seat: Seat;
  nation: string;
  /** the player's name */
  player: string;
  /** the army's short code (FR, GB…) shown on the board badges */
  code: string;
  occupied: string[];
  influence: string[];
  /** the rulebook diagram's X: empty, next to units of both sides */
  contested: string[];
  /** the rulebook diagram's Y: an enemy unit stands there */
  enemyOccupied: string[];
  /** controlled squares (occupied + influence) */
  score: number;
  /** enemy units this side has eliminated (tie-break 1) */
  eliminated: number;
  /** own units on their reduced side (tie-break 2) */
  reduced: number;
}

export interface Scoring {
  sides: [SideScoring, SideScoring];
  winner: Seat;
  decidedBy: NightfallScore['decidedBy'];
}

const BUCKET: Record<Exclude<ControlKind, 'none'>, 'occupied' | 'influence' | 'contested' | 'enemyOccupied'> = {
  occupied: 'occupied',
  influence: 'influence',
  contested: 'contested',
  'enemy-occupied': 'enemyOccupied'
};

/** Both sides' scoring of a position (seat order = the position's army order). */
export function scoring(p: Position, players: readonly [string, string]): Scoring {
  const control = nightfallControl(p);
  const score = nightfallScore(p);
  const sides = control.map((c, i) => {
    const side: SideScoring = {
      seat: i as Seat,
      nation: c.nation,
      player: players[i] ?? '',
      code: p.catalog.army(c.nation).code,
      occupied: [],
      influence: [],
      contested: [],
      enemyOccupied: [],
      score: c.score,
      eliminated: c.eliminated,
      reduced: c.reduced
    };
    for (const { square, kind } of c.squares) if (kind !== 'none') side[BUCKET[kind]].push(square);
    return side;
  }) as [SideScoring, SideScoring];
  return { sides, winner: sides[0].nation === score.winner ? 0 : 1, decidedBy: score.decidedBy };
}

/** Board marks: each square lies in exactly one side's enemy half, so one mark per square. */
export function scoringMarks(s: Scoring): Record<string, BoardMark> {
  const out: Record<string, BoardMark> = {};
  for (const side of s.sides) {
    const nation = nationGenitive(side.nation);
    const add = (squares: string[], kind: BoardMark['kind'], text: string) => {
      for (const sq of squares) out[sq] = { kind, side: side.nation, code: side.code, text };
    };
    add(side.occupied, 'occupied', m.night_mark_occupied({ nation }));
    add(side.influence, 'influence', m.night_mark_influence({ nation }));
    add(side.contested, 'contested', m.night_mark_contested({ nation }));
    add(side.enemyOccupied, 'enemy-occupied', m.night_mark_enemy({ nation }));
  }
  return out;
}

/** Which criterion decided (2.2-R6), in words, with the two sides' counts. */
export function decidedByText(s: Scoring, short = false): string {
  const [a, b] = s.sides;
  const counts = s.decidedBy === 'reduced' ? { a: a.reduced, b: b.reduced } : { a: a.eliminated, b: b.eliminated };
  return tieBreakSentence(s.decidedBy, counts, short);
}
