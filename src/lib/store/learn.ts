// The lessons' progress (issue 25), kept on the device as one settings row
// { key: 'learn-progress', value: LearnProgress }: the best stars (1–3) of every stage done, by the
// stage's id. Pure helpers check and merge progress (a stored row or a backup's `learn` field);
// a stage's stars only ever go up, here and on a restore (README, "Backup format").
import type { RuleError } from '../rules';
import { storeFail } from './errors';
import type { AdiutantDB } from './db';
import { LEARN_BATTLE_KEY, LEARN_KEY } from './schema';

export type Stars = 1 | 2 | 3;

/** The stages done, each with the best stars earned (stage ids as `src/lib/learn` names them). */
export interface LearnProgress {
  stages: Record<string, Stars>;
}

/** Most stages a progress holds (the lessons have about a hundred; room for later ones). */
export const MAX_LEARN_STAGES = 2000;

const STAGE_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStars = (x: unknown): x is Stars => x === 1 || x === 2 || x === 3;
const isStageId = (id: string) => STAGE_ID.test(id) && !FORBIDDEN.has(id);

export function emptyProgress(): LearnProgress {
  return { stages: {} };
}

/**
 * A progress value checked whole (a backup's `learn` field): `{ stages: { [id]: 1 | 2 | 3 } }`, at
 * most MAX_LEARN_STAGES stages, ids of letters, digits, '-' and '_'. Anything else is refused
 * with what is wrong.
 */
export function checkProgress(x: unknown): { ok: true; value: LearnProgress } | { ok: false; detail: string } {
  if (!isObject(x) || !isObject(x.stages)) return { ok: false, detail: 'learn: not { stages: {…} }' };
  const entries = Object.entries(x.stages);
  if (entries.length > MAX_LEARN_STAGES) return { ok: false, detail: `learn: more than ${MAX_LEARN_STAGES} stages` };
  const stages: Record<string, Stars> = {};
  for (const [id, stars] of entries) {
    if (!isStageId(id)) return { ok: false, detail: `learn: bad stage id "${id.slice(0, 40)}"` };
    if (!isStars(stars))
      return { ok: false, detail: `learn: stage "${id}" has stars ${JSON.stringify(stars)?.slice(0, 20)}, not 1, 2 or 3` };
    stages[id] = stars;
  }
  return { ok: true, value: { stages } };
}

/**
 * A backup file's `learn` field: absent (null), or checked whole; a bad one is refused with
 * `backup/learn-invalid` (the restore then changes nothing).
 */
export function backupProgress(x: unknown): { ok: true; value: LearnProgress | null } | { ok: false; error: RuleError } {
  if (x === undefined || x === null) return { ok: true, value: null };
  const c = checkProgress(x);
  if (c.ok) return c;
  return storeFail('backup/learn-invalid', { detail: c.detail });
}

/** A stored value as progress: what is valid in it is kept (a damaged entry is dropped, not the rest). */
export function readProgress(x: unknown): LearnProgress {
  const stages: Record<string, Stars> = {};
  if (isObject(x) && isObject(x.stages)) {
    let n = 0;
    for (const [id, stars] of Object.entries(x.stages)) {
      if (n >= MAX_LEARN_STAGES) break;
      if (isStageId(id) && isStars(stars)) {
        stages[id] = stars;
        n++;
      }
    }
  }
  return { stages };
}

/**
 * Two progresses as one: every stage done in either, with the better stars. `raised` counts the
 * stages of `b` that are new to `a` or earn more stars than in `a`.
 */
export function mergeProgress(a: LearnProgress, b: LearnProgress): { value: LearnProgress; raised: number } {
  const stages: Record<string, Stars> = { ...a.stages };
  let raised = 0;
  for (const [id, stars] of Object.entries(b.stages)) {
    const had = stages[id];
    if (had === undefined || stars > had) {
      if (had === undefined && Object.keys(stages).length >= MAX_LEARN_STAGES) continue;
      stages[id] = stars;
      raised++;
    }
  }
  return { value: { stages }, raised };
}

/** The progress kept here (none yet: no stage done). */
export async function loadProgress(db: AdiutantDB): Promise<LearnProgress> {
  const row = await db.settings.get(LEARN_KEY);
  return readProgress(row?.value);
}

/**
 * A stage done with `stars`: kept when better than the stars it had (in one transaction, so two
 * tabs cannot lower each other's). Returns the progress as stored.
 */
export async function recordStage(db: AdiutantDB, stageId: string, stars: Stars): Promise<LearnProgress> {
  if (!isStageId(stageId) || !isStars(stars)) throw new TypeError(`bad stage result: ${stageId} ${stars}`);
  return db.transaction('rw', db.settings, async () => {
    const now = readProgress((await db.settings.get(LEARN_KEY))?.value);
    const merged = mergeProgress(now, { stages: { [stageId]: stars } });
    if (merged.raised) await db.settings.put({ key: LEARN_KEY, value: merged.value });
    return merged.value;
  });
}

/** Forget every stage done. */
export async function resetProgress(db: AdiutantDB): Promise<void> {
  await db.settings.delete(LEARN_KEY);
}

/** The guided battle's saved game, as the settings row keeps it (a damaged row: none). */
export function readBattleGame(x: unknown): string | null {
  const id = isObject(x) ? x.game : null;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

/** The guided battle now being played is this saved game. */
export async function keepBattleGame(db: AdiutantDB, id: string): Promise<void> {
  await db.settings.put({ key: LEARN_BATTLE_KEY, value: { game: id } });
}
