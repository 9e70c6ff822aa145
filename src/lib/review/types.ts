// The review of a finished game (issue 33): its contract. `reviewGame` (review.ts) fills it.
import type { Level, Reason } from '../bot';
import type { Action, Catalog, Seat } from '../rules';

export type MomentKind = 'blunder' | 'mistake' | 'inaccuracy';

export interface Moment {
  /** the action's index in the record */
  index: number;
  seat: Seat;
  played: Action;
  /** what Adiutant would have done (null: the played action was best) */
  better: Action | null;
  /** the chance lost by the played action against `better`, 0..1 */
  swing: number;
  kind: MomentKind;
  /** the same reasons as "Why?", for `played` and for `better` */
  reasons: Reason[];
  /** (added) the reasons of `played` alone and of `better` alone, as "Why?" gives them */
  why?: { played: Reason[]; better: Reason[] };
  /**
   * (added) what was known of the seat's hand: `hand` — all of it (Adiutant's seat, folded from
   * its seed, or typed in); `played` — only the cards the player went on to play before drawing
   * again (a person's hand is not in the record), so only the options those cards prove possible
   * were compared
   */
  known?: 'hand' | 'played';
}

export interface Review {
  /** the first seat's estimated chance to win after each decision, 0..1 */
  chances: { index: number; seat0: number }[];
  /** the decisions that changed the chance most, worst first */
  moments: Moment[];
  /** (added) the hands typed in by the player that the review used (`ReviewOptions.hands`), when any */
  hands?: Record<number, string[]>;
}

export interface ReviewOptions {
  /** the seats whose decisions are judged (default: both) */
  seats?: Seat[];
  /** Adiutant's level that judges (default: normal) */
  level?: Level;
  /** stop judging after this long (ms); the chances are still given for every decision */
  budgetMs?: number;
  onProgress?: (done: number, total: number) => void;
  /** (added) the catalogue the game was played with (the data corrections; default: the printed one) */
  catalog?: Catalog;
  /** (added) hands typed in by the player: the hand held at the decision of this action index */
  hands?: Record<number, string[]>;
}

/** The chance model: one weight per feature (chance.ts FEATURES), and the logit of one strength point of the bot's scores. */
export interface ChanceModel {
  weights: number[];
  perPoint: number;
}

/** Chance lost (0..1) from which a decision is a blunder, a mistake, an inaccuracy. */
export const THRESHOLDS: Readonly<Record<MomentKind, number>> = { blunder: 0.2, mistake: 0.1, inaccuracy: 0.05 };

/** The kind of a decision that lost `swing` of chance, or null below the inaccuracy threshold. */
export function kindOf(swing: number): MomentKind | null {
  if (swing >= THRESHOLDS.blunder) return 'blunder';
  if (swing >= THRESHOLDS.mistake) return 'mistake';
  if (swing >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}
