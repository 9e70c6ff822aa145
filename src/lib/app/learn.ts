// The lessons' progress as the screens ask for it (issue 25): read it, record a stage done with its
// stars (the best stars are kept), start over. The UI reaches storage only through here; the row
// itself is src/lib/store/learn.ts. Reads go straight to IndexedDB (no Dexie) so the lesson map
// shows at once; Dexie comes with the first stage recorded. A write storage refuses (a full disk)
// comes back as the refusal every screen shows (`storage/full`, `storage/failed`), never thrown.
import type { RuleError } from '$lib/rules';
import { readProgress, type LearnProgress, type Stars } from '$lib/store/learn';
import { peekSetting } from '$lib/store/peek';
import { LEARN_KEY } from '$lib/store/schema';

export type { LearnProgress, Stars } from '$lib/store/learn';

async function database() {
  return (await import('./database')).appDB();
}

/** The stages done here with their best stars (none when storage cannot be read). */
export async function learnProgress(): Promise<LearnProgress> {
  try {
    return readProgress(await peekSetting(LEARN_KEY));
  } catch {
    return { stages: {} };
  }
}

/** Record a stage done with `stars`; the progress as stored, or why it was not saved. */
export async function recordStage(
  stageId: string,
  stars: Stars
): Promise<{ ok: true; value: LearnProgress } | { ok: false; error: RuleError }> {
  try {
    const [{ recordStage: record }, db] = await Promise.all([import('$lib/store/learn'), database()]);
    return { ok: true, value: await record(db, stageId, stars) };
  } catch (e) {
    return (await import('$lib/store/failure')).storageFailure(e);
  }
}

/** Forget every stage done (the lesson map's "start over"). */
export async function resetLearnProgress(): Promise<{ ok: true } | { ok: false; error: RuleError }> {
  try {
    const [{ resetProgress }, db] = await Promise.all([import('$lib/store/learn'), database()]);
    await resetProgress(db);
    return { ok: true };
  } catch (e) {
    return (await import('$lib/store/failure')).storageFailure(e);
  }
}
