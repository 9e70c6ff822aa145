// Open tabs of one game follow each other's writes at once: after every write a tab says the game's
// new revision on a BroadcastChannel, and every other tab showing that game reads it again
// (src/lib/app/session.svelte.ts). The write itself is guarded by the store (one IndexedDB
// transaction that checks the revision), so a tab that misses a message still cannot overwrite.
// The same channel says when the players' data corrections were saved (issue 30): every open game
// is shown again with them, and says so, before its next action (the store's commit checks the
// corrections too, for a tab that missed the message).

/** One tab's line to the others about one game. */
export interface GameLine {
  /** tell the other tabs that the game now stands at this revision */
  announce(rev: number): void;
  close(): void;
}

/**
 * Opens a line for a game; `heard` is called with the revision another tab announced, `corrected`
 * when another tab saved the data corrections.
 */
export type OpenLine = (id: string, heard: (rev: number) => void, corrected?: () => void) => GameLine;

export const CHANNEL_NAME = 'adiutant-games';

const SILENT: GameLine = { announce() {}, close() {} };

/** The browser's BroadcastChannel (also in Node 18+, where unit tests use it); silent without it. */
export const broadcastLine: OpenLine = (id, heard, corrected) => {
  if (typeof BroadcastChannel === 'undefined') return SILENT;
  // one channel object per line: a BroadcastChannel never hears its own messages
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (e: MessageEvent) => {
    const m = e.data as { id?: unknown; rev?: unknown; data?: unknown } | null;
    if (m && m.id === id && typeof m.rev === 'number') heard(m.rev);
    else if (m && m.data === true) corrected?.();
  };
  return {
    announce: (rev) => {
      try {
        channel.postMessage({ id, rev });
      } catch {
        // closed: nothing to tell
      }
    },
    close: () => channel.close()
  };
};

/** Tell every open tab that the data corrections were saved (their games are shown again with them). */
export function announceCorrections(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  try {
    channel.postMessage({ data: true });
  } finally {
    channel.close();
  }
}
