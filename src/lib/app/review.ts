// Adiutant reviews a saved game (issue 33): the pure parts. The review (src/lib/review) runs in a
// Web Worker (review.worker.ts) beside the bot's, off the screen's thread, with progress; the
// worker is sent plain data (the record, the catalogue it was played with, the seats, the level)
// and answers with progress reports and then the review. Stopping terminates the worker.
import { reviewGame, type Review } from '$lib/review';
import type { Level } from '$lib/bot';
import { makeCatalog, type GameRecord, type Seat } from '$lib/rules';
import type { CatalogData } from './solo';

export interface ReviewRequest {
  record: GameRecord;
  catalog: CatalogData;
  seats: Seat[];
  level: Level;
  /** hands typed in by the player, by action index (reviewGame's `hands`) */
  hands?: Record<number, string[]>;
}

export type ReviewMessage =
  { kind: 'progress'; done: number; total: number } | { kind: 'done'; review: Review } | { kind: 'failed'; error: string };

/** The seats a review judges: in a game against Adiutant the person's seat only (Adiutant's own hand stays hidden), else both. */
export function reviewSeats(record: GameRecord): Seat[] {
  const o = record.setup.opponent;
  return o ? [(1 - o.seat) as Seat] : [0, 1];
}

/** The worker's work, callable without a worker (a test in Node): each progress report, then the review. */
export function runReview(req: ReviewRequest, post: (m: ReviewMessage) => void): void {
  try {
    const catalog = makeCatalog(req.catalog.armies, req.catalog.sections);
    const review = reviewGame(req.record, {
      seats: req.seats,
      level: req.level,
      ...(req.hands && Object.keys(req.hands).length ? { hands: req.hands } : {}),
      catalog,
      onProgress: (done, total) => post({ kind: 'progress', done, total })
    });
    post({ kind: 'done', review });
  } catch (e) {
    post({ kind: 'failed', error: e instanceof Error ? e.message : String(e) });
  }
}
