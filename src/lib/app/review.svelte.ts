// A saved game's review as the screen follows it (issue 33): the stored review when there is one
// for this record and level (made once per game and level, kept with the game); otherwise the
// review worked out in its Web Worker (review.worker.ts) with progress, which the player can stop,
// and stored when it is done. The practice positions saved from its moments and the spaced review
// are kept through here too (the UI reaches storage only through src/lib/app).
import type { Level } from '$lib/bot';
import { gamesOf, knownHands, missed, passed, dueItems, type Moment, type Review, type SpacedItem } from '$lib/review';
import { toRecord, type Game, type GameRecord } from '$lib/rules';
import type { PracticePosition } from '$lib/store/review';
import { appDB } from './database';
import { reviewSeats, runReview, type ReviewMessage, type ReviewRequest } from './review';
import { catalogData } from './solo';
import { moduleWorker } from './workers';

export type { PracticePosition } from '$lib/store/review';
export { reviewSeats } from './review';

const store = () => import('$lib/store/review');

/** The review worker, or null where there is none (a test in Node): the review is then worked out here. */
function startWorker(): Worker | null {
  return moduleWorker(() => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }));
}

export type ReviewStatus = 'idle' | 'running' | 'done' | 'stopped' | 'failed';

export class ReviewRun {
  status: ReviewStatus = $state('idle');
  done = $state(0);
  total = $state(0);
  review: Review | null = $state.raw(null);
  /** where the review on screen comes from: kept with the game, or made now */
  source: 'stored' | 'made' | null = $state(null);
  error = $state('');
  #worker: Worker | null = null;
  /** the hands typed in by the player, by action index (kept with the review, for every level) */
  hands: Record<number, string[]> = $state.raw({});

  constructor(
    readonly gameId: string,
    readonly game: Game,
    readonly level: Level = 'normal',
    hands: Record<number, string[]> = {}
  ) {
    this.hands = { ...hands };
  }

  /** Review again with the hand the player typed in for the decision at `index`. */
  typeHand(index: number, cards: string[]): Promise<void> {
    this.hands = { ...this.hands, [index]: [...cards] };
    this.stop();
    return this.start();
  }

  get record(): GameRecord {
    return toRecord(this.game);
  }

  /** The stored review, or a new one from the worker (stored when done). */
  async start(): Promise<void> {
    if (this.status === 'running') return;
    this.error = '';
    const { loadReview, saveReview, typedHands } = await store();
    const typed = await typedHands(appDB(), this.gameId, this.game.length).catch(() => ({}));
    this.hands = { ...typed, ...this.hands };
    const kept = await loadReview(appDB(), this.gameId, this.level, this.game.length).catch(() => null);
    if (kept && sameHands(kept.hands ?? {}, this.hands)) {
      this.review = kept;
      this.source = 'stored';
      this.status = 'done';
      return;
    }
    this.status = 'running';
    this.done = 0;
    const req: ReviewRequest = {
      record: this.record,
      catalog: catalogData(this.game.catalog),
      seats: reviewSeats(this.record),
      level: this.level,
      hands: this.hands
    };
    const on = (m: ReviewMessage) => {
      if (this.status !== 'running') return;
      if (m.kind === 'progress') {
        this.done = m.done;
        this.total = m.total;
      } else if (m.kind === 'failed') {
        this.error = m.error;
        this.status = 'failed';
        this.#end();
      } else {
        this.review = m.review;
        this.source = 'made';
        this.status = 'done';
        this.#end();
        void saveReview(appDB(), this.gameId, this.level, this.game.length, m.review).catch(() => {});
      }
    };
    const w = startWorker();
    if (!w) {
      runReview(req, on);
      return;
    }
    this.#worker = w;
    w.onmessage = (e: MessageEvent<ReviewMessage>) => on(e.data);
    w.onerror = () => on({ kind: 'failed', error: 'worker' });
    w.postMessage(req);
  }

  /** Stop the review now (nothing is stored); start() begins it again. */
  stop(): void {
    if (this.status !== 'running') return;
    this.status = 'stopped';
    this.#end();
  }

  #end(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }
}

/** Do two sets of typed hands say the same (each hand as a set of cards with their copies)? */
export function sameHands(a: Record<number, string[]>, b: Record<number, string[]>): boolean {
  const key = (h: Record<number, string[]>) =>
    JSON.stringify(
      Object.keys(h)
        .sort()
        .map((k) => [k, [...h[Number(k)]!].sort()])
    );
  return key(a) === key(b);
}

/** A practice position of a reviewed moment (the game up to the decision, the hand the seat was known to hold). */
export function practiceOf(
  gameId: string,
  game: Game,
  m: Moment,
  level: Level,
  now = Date.now(),
  hands: Record<number, string[]> = {}
): PracticePosition | null {
  if (!m.better) return null;
  const record = toRecord(game);
  const games = gamesOf(record, game.catalog);
  const h = knownHands(games, hands).hand(m.index, m.seat);
  return {
    id: `${gameId}-${m.index}`,
    record: { ...record, actions: record.actions.slice(0, m.index) },
    seat: m.seat,
    level,
    played: m.played,
    better: m.better,
    swing: m.swing,
    hand: h.cards,
    whole: h.whole,
    from: { game: gameId, index: m.index },
    savedAt: now
  };
}

/** Keep a practice position: a decision missed in the game, so the spaced review brings it back after a day. */
export async function keepPractice(p: PracticePosition, now = Date.now()): Promise<void> {
  const { savePractice, updateSpaced } = await store();
  await savePractice(appDB(), p);
  await updateSpaced(appDB(), (s) => missed(s, `practice:${p.id}`, 'position', now));
}

export async function practicePositions(): Promise<PracticePosition[]> {
  try {
    return await (await store()).loadPractice(appDB());
  } catch {
    return [];
  }
}

/** The stages and positions due in the spaced review now. */
export async function dueToday(now = Date.now()): Promise<SpacedItem[]> {
  try {
    return dueItems(await (await store()).loadSpaced(appDB()), now);
  } catch {
    return [];
  }
}

/** A try of a spaced item: a miss starts its count again (1 day), a pass moves it on. */
export async function spacedResult(id: string, kind: SpacedItem['kind'], ok: boolean, now = Date.now()): Promise<void> {
  const { updateSpaced } = await store();
  await updateSpaced(appDB(), (s) => (ok ? passed(s, id, now) : missed(s, id, kind, now)));
}
