// Games that survive the browser (issue 15 part 4), as the UI asks for them: the backup file of
// everything kept (src/lib/store/backup.ts), the restore, the reminder to back up, and the browser's
// promise to keep the data (navigator.storage.persist, asked when the first game is saved).
import type { RestoreResult } from '$lib/store/backup';
import { peekBoards, peekGames, peekSetting } from '$lib/store/peek';
import { backupReminder, LAST_BACKUP_KEY, type Reminder } from '$lib/store/backup-rules';

export type { RestoreRefusal, RestoreReport, RestoreResult } from '$lib/store/backup';
export type { Reminder } from '$lib/store/backup-rules';
export { MAX_BACKUP_CHARS } from '$lib/store/backup-rules';

async function database() {
  return (await import('./database')).appDB();
}

/**
 * One backup file of every game (each with its full record, also one that no longer replays:
 * named in `damaged`), board and data correction. It only reads: once the file is out, call
 * `backupDone(at)` to record the time (a full disk must not stop the rescue of the games).
 */
export async function backupAll(): Promise<{
  text: string;
  games: number;
  boards: number;
  damaged: string[];
  fileName: string;
  at: number;
}> {
  const [{ makeBackup }, { gameStoreReady }] = await Promise.all([import('$lib/store/backup'), import('./storage')]);
  const store = await gameStoreReady();
  const now = new Date();
  const r = await makeBackup(store.db, store.catalog, now.getTime());
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { ...r, fileName: `adiutant-backup-${day}.json`, at: now.getTime() };
}

/** Record the time of a backup whose file is out; best effort (false when storage refused it). */
export async function backupDone(at: number): Promise<boolean> {
  try {
    const [{ markBackedUp }, db] = await Promise.all([import('$lib/store/backup'), database()]);
    await markBackedUp(db, at);
    return true;
  } catch {
    return false;
  }
}

/**
 * Restore a backup file's text: validated whole first, then merged in one transaction. A write
 * that fails (a full disk) changes nothing and comes back as a refusal (`storage`), never thrown.
 */
export async function restoreAll(text: string): Promise<RestoreResult> {
  let r: RestoreResult;
  try {
    const [{ restoreBackup }, db] = await Promise.all([import('$lib/store/backup'), database()]);
    r = await restoreBackup(db, text);
  } catch (e) {
    const failed = (await import('$lib/store/failure')).storageFailure(e);
    return { ok: false, refusal: { kind: 'storage', error: failed.ok ? ({} as never) : failed.error } };
  }
  if (r.ok) {
    // the file's corrections, when taken, are used by every game opened afterwards
    if (r.value.overrides === 'added') await (await import('./storage')).gameStoreReady();
    if (r.value.added.length) void keepData();
  }
  return r;
}

/**
 * Whether to remind the player to back up now (see backupReminder). Light: read straight from
 * IndexedDB without Dexie or the engine (the home screen asks when idle).
 */
export async function backupReminderNow(): Promise<Reminder & { last: number | null }> {
  const [games, boards, last] = await Promise.all([peekGames(), peekBoards(), peekSetting(LAST_BACKUP_KEY)]);
  const at = typeof last === 'number' ? last : null;
  return { ...backupReminder(at, games, boards, Date.now()), last: at };
}

export interface StorageState {
  /** true: kept; false: may be cleared when space runs low; null: the browser does not say */
  persisted: boolean | null;
  /** bytes used and available to this app, when the browser says */
  usage: number | null;
  quota: number | null;
}

/** What the browser says about keeping this app's data, and the space it uses. */
export async function storageState(): Promise<StorageState> {
  const s = typeof navigator === 'undefined' ? undefined : navigator.storage;
  let persisted: boolean | null = null;
  let usage: number | null = null;
  let quota: number | null = null;
  try {
    if (s?.persisted) persisted = await s.persisted();
  } catch {
    // not said
  }
  try {
    if (s?.estimate) {
      const e = await s.estimate();
      usage = e.usage ?? null;
      quota = e.quota ?? null;
    }
  } catch {
    // not said
  }
  return { persisted, usage, quota };
}

let asked: Promise<boolean | null> | null = null;

/**
 * Ask the browser to keep this app's data (not clear it when space runs low). Asked once per
 * visit, when a game is saved (created, imported or restored); the answer is the browser's.
 */
export function keepData(): Promise<boolean | null> {
  asked ??= (async () => {
    const s = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!s?.persist) return null;
    try {
      if (s.persisted && (await s.persisted())) return true;
      return await s.persist();
    } catch {
      return null;
    }
  })();
  return asked;
}
