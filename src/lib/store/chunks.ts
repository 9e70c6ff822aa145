// The chunks of a long game's log (schema.ts ChunkRow): which stored chunks fit a game's row, and
// the log they and the action rows after them make. Light (no engine, no Dexie): the opening read
// without Dexie (peek.ts) uses it as well as GameStore.
import type { ActionRow, ChunkRow, GameRow } from './schema';

/** Actions per chunk: a game opens from its last chunk, checking at most this many actions again. */
export const CHUNK_SIZE = 256;

/**
 * How many of the game's first actions its fitting chunks hold (0: none): the row's `chunked`
 * when it was written with `key` (the same app version and data corrections), else none.
 */
export function chunkedEnd(row: GameRow | undefined, key: string | null): number {
  const c = row?.chunked;
  if (!row || !c || key === null || c.key !== key || c.end > row.length || c.end % CHUNK_SIZE !== 0) return 0;
  return c.end;
}

/** The chunks, when they are exactly the ones `chunkedEnd` names, in order; else null. */
export function fittingChunks(chunks: readonly ChunkRow[], end: number, key: string): ChunkRow[] | null {
  if (chunks.length !== end / CHUNK_SIZE) return null;
  const ok = chunks.every(
    (c, i) => c.key === key && c.end === (i + 1) * CHUNK_SIZE && c.actions.length === CHUNK_SIZE && c.joined.length === CHUNK_SIZE
  );
  return ok ? [...chunks] : null;
}

/** A stored game's log: its chunks' actions, then the action rows after them. */
export function storedLog(chunks: readonly ChunkRow[], rows: readonly ActionRow[]): { actions: unknown[]; joined: boolean[] } {
  const actions: unknown[] = [];
  const joined: boolean[] = [];
  for (const c of chunks) {
    for (const a of c.actions) actions.push(a);
    for (const j of c.joined) joined.push(j);
  }
  for (const r of rows) {
    actions.push(r.action);
    joined.push(r.joined === true);
  }
  return { actions, joined };
}
