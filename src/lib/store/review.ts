// What the review of games keeps on the device (issue 33): each saved game's reviews (table
// `reviews`, one row per game and level, deleted with the game), the practice positions saved from
// reviewed moments (settings row 'practice') and the spaced review's list (settings row 'spaced').
// All three go into backups and come back on a restore (README, "Reviewing a game"). The shapes are
// checked before a restore writes anything; a stored review is used only for the record it reviewed.
import * as v from 'valibot';
import { ActionSchema, RecordSchema, type Action, type GameRecord, type Seat } from '../rules';
import type { Level } from '../bot';
import type { Review } from '../review/types';
import { emptySpaced, mergeSpaced, type SpacedState } from '../review/spaced';
import type { AdiutantDB } from './db';
import { PRACTICE_KEY, SPACED_KEY, type ReviewRow } from './schema';

const LevelSchema = v.picklist(['easy', 'normal', 'hard']);
const SeatSchema = v.picklist([0, 1]);
const Chance = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0));
const ReasonSchema = v.looseObject({ kind: v.string() });

export const ReviewSchema = v.object({
  chances: v.array(v.object({ index: Index, seat0: Chance })),
  moments: v.array(
    v.looseObject({
      index: Index,
      seat: SeatSchema,
      played: ActionSchema,
      better: v.nullable(ActionSchema),
      swing: Chance,
      kind: v.picklist(['blunder', 'mistake', 'inaccuracy']),
      reasons: v.array(ReasonSchema)
    })
  ),
  hands: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^\d{1,7}$/)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(60)))
  )
});

/** A game's review as a backup keeps it (the game's id is the backup game's). */
export const StoredReviewSchema = v.object({ level: LevelSchema, length: Index, at: v.number(), review: ReviewSchema });
export type StoredReview = Omit<ReviewRow, 'gameId'>;

/** A position to practise: a reviewed moment of a game (the game up to the decision, the seat to find a move for). */
export interface PracticePosition {
  id: string;
  /** the game up to the decision (the decision is the next action) */
  record: GameRecord;
  seat: Seat;
  level: Level;
  /** what was played there, and what Adiutant would have done */
  played: Action;
  better: Action;
  swing: number;
  /** the cards of the seat's hand known at the decision (its whole hand when `whole`) */
  hand: string[];
  whole: boolean;
  /** the game and the action it comes from */
  from: { game: string; index: number };
  savedAt: number;
}

export const PracticeSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w:-]{1,120}$/)),
  record: RecordSchema,
  seat: SeatSchema,
  level: LevelSchema,
  played: ActionSchema,
  better: ActionSchema,
  swing: Chance,
  hand: v.array(v.string()),
  whole: v.boolean(),
  from: v.object({ game: v.string(), index: Index }),
  savedAt: v.number()
});

const SpacedSchema = v.object({
  items: v.record(
    v.string(),
    v.object({ id: v.string(), kind: v.picklist(['stage', 'position']), step: v.pipe(Index, v.maxValue(3)), due: v.number() })
  )
});

/** A stored value as the spaced review's list (a damaged row: an empty list). */
export function readSpaced(x: unknown): SpacedState {
  const r = v.safeParse(SpacedSchema, x);
  return r.success ? (r.output as SpacedState) : emptySpaced();
}

/** A stored value as the practice positions (a damaged entry is dropped, not the rest). */
export function readPractice(x: unknown): PracticePosition[] {
  const list =
    typeof x === 'object' && x !== null && Array.isArray((x as { positions?: unknown }).positions)
      ? (x as { positions: unknown[] }).positions
      : [];
  return list.flatMap((p) => {
    const r = v.safeParse(PracticeSchema, p);
    return r.success ? [r.output as PracticePosition] : [];
  });
}

/** A game's stored review at a level, when it reviewed the record of `length` actions (else null: a review of another record is never used). */
export async function loadReview(db: AdiutantDB, gameId: string, level: Level, length: number): Promise<Review | null> {
  const row = await db.reviews.get([gameId, level]);
  if (!row || row.length !== length) return null;
  const r = v.safeParse(ReviewSchema, row.review);
  return r.success ? (row.review as Review) : null;
}

export async function saveReview(
  db: AdiutantDB,
  gameId: string,
  level: Level,
  length: number,
  review: Review,
  now = Date.now()
): Promise<void> {
  await db.reviews.put({ gameId, level, length, at: now, review });
}

/** The hands typed in for a game's decisions, from any of its reviews (a hand is the game's, whatever the level). */
export async function typedHands(db: AdiutantDB, gameId: string, length: number): Promise<Record<number, string[]>> {
  const out: Record<number, string[]> = {};
  const rows = await db.reviews.where('gameId').equals(gameId).toArray();
  for (const r of rows.sort((a, b) => a.at - b.at)) if (r.length === length) Object.assign(out, r.review.hands ?? {});
  return out;
}

/** Every review of a game (a backup's). */
export async function reviewsOf(db: AdiutantDB, gameId: string): Promise<StoredReview[]> {
  const rows = await db.reviews.where('gameId').equals(gameId).toArray();
  return rows.map(({ level, length, at, review }) => ({ level, length, at, review }));
}

export async function loadPractice(db: AdiutantDB): Promise<PracticePosition[]> {
  return readPractice((await db.settings.get(PRACTICE_KEY))?.value);
}

/** Keep a practice position (the same id again replaces it). */
export async function savePractice(db: AdiutantDB, p: PracticePosition): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const list = readPractice((await db.settings.get(PRACTICE_KEY))?.value).filter((x) => x.id !== p.id);
    await db.settings.put({ key: PRACTICE_KEY, value: { positions: [...list, p] } });
  });
}

export async function loadSpaced(db: AdiutantDB): Promise<SpacedState> {
  return readSpaced((await db.settings.get(SPACED_KEY))?.value);
}

/** Change the spaced review's list in one transaction (two tabs cannot undo each other's change). */
export async function updateSpaced(db: AdiutantDB, change: (s: SpacedState) => SpacedState): Promise<SpacedState> {
  return db.transaction('rw', db.settings, async () => {
    const next = change(readSpaced((await db.settings.get(SPACED_KEY))?.value));
    await db.settings.put({ key: SPACED_KEY, value: next });
    return next;
  });
}

/** A backup's practice positions and spaced list, checked (null: absent), or what is wrong. */
export function checkBackupPractice(
  practice: unknown,
  spaced: unknown
): { ok: true; practice: PracticePosition[] | null; spaced: SpacedState | null } | { ok: false; detail: string } {
  let p: PracticePosition[] | null = null;
  if (practice !== undefined && practice !== null) {
    const r = v.safeParse(v.array(PracticeSchema), practice);
    if (!r.success) return { ok: false, detail: `practice: ${r.issues[0]?.message ?? 'invalid'}` };
    p = r.output as PracticePosition[];
  }
  let s: SpacedState | null = null;
  if (spaced !== undefined && spaced !== null) {
    const r = v.safeParse(SpacedSchema, spaced);
    if (!r.success) return { ok: false, detail: `spaced: ${r.issues[0]?.message ?? 'invalid'}` };
    s = r.output as SpacedState;
  }
  return { ok: true, practice: p, spaced: s };
}

/** Restore: the file's practice positions not here are added; the spaced lists merge (mergeSpaced). Inside the restore's transaction. */
export async function restorePractice(db: AdiutantDB, practice: PracticePosition[] | null, spaced: SpacedState | null): Promise<void> {
  if (practice?.length) {
    const here = readPractice((await db.settings.get(PRACTICE_KEY))?.value);
    const ids = new Set(here.map((p) => p.id));
    await db.settings.put({ key: PRACTICE_KEY, value: { positions: [...here, ...practice.filter((p) => !ids.has(p.id))] } });
  }
  if (spaced) {
    const here = readSpaced((await db.settings.get(SPACED_KEY))?.value);
    await db.settings.put({ key: SPACED_KEY, value: mergeSpaced(here, spaced) });
  }
}
