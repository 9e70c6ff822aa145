// The light half of the backup (issue 15 part 4): the file's limits and when to remind the player
// to back up. No Dexie, no engine: the home screen asks for the reminder when idle, with the rows
// read straight from IndexedDB (peek.ts); the file itself is made and restored by backup.ts.

/** Largest backup accepted, in characters. */
export const MAX_BACKUP_CHARS = 60_000_000;
/** Most games, and most boards, one backup may hold. */
export const MAX_BACKUP_GAMES = 2000;
export const MAX_BACKUP_BOARDS = 2000;

/** the settings row with the time (ms) of the last backup file made (src/lib/store/backup.ts) */
export const LAST_BACKUP_KEY = 'lastBackup';
/** Remind when this many games changed, or this many days passed with any change. */
export const REMIND_GAMES = 10;
export const REMIND_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface Reminder {
  /** remind the player now */
  due: boolean;
  /** games and boards new or changed since the last backup */
  changed: number;
  /** of which games */
  games: number;
  /** days since the last backup (or since the oldest thing kept, never backed up) */
  days: number;
}

/**
 * When to remind the player to back up: there are changes not backed up (games or boards new or
 * changed since the last backup), and either at least 10 games changed or 30 days have passed
 * since the last backup (never backed up: since the oldest game or board kept).
 */
export function backupReminder(
  last: number | null,
  games: readonly { createdAt: number; updatedAt: number }[],
  boards: readonly { createdAt: number; updatedAt: number }[],
  now: number
): Reminder {
  const changedSince = (k: { updatedAt: number }) => last === null || k.updatedAt > last;
  const changedGames = games.filter(changedSince).length;
  const changed = changedGames + boards.filter(changedSince).length;
  const since = last ?? Math.min(now, ...games.map((g) => g.createdAt), ...boards.map((b) => b.createdAt));
  const days = Math.max(0, Math.floor((now - since) / DAY));
  return { due: changed > 0 && (changedGames >= REMIND_GAMES || days >= REMIND_DAYS), changed, games: changedGames, days };
}
