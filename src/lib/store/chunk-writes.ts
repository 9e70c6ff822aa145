// Writing a long game's chunks (schema.ts ChunkRow, store/chunks.ts), inside GameStore's write
// transactions over games, actions and chunks: a chunk is written in the transaction that stores
// its last action, and deleted in the one that takes that action back.
import { earlierGame, type Game } from '../rules';
import { CHUNK_SIZE, chunkedEnd } from './chunks';
import type { AdiutantDB } from './db';
import type { ChunkRow, GameRow } from './schema';

/**
 * Keep the chunks of `row`'s game that fit its first `length` actions under `key`, delete the
 * others (past that end, or written under another key). Gives the row's `chunked` (undefined: none).
 */
export async function keepChunks(db: AdiutantDB, key: string, row: GameRow, length: number): Promise<GameRow['chunked']> {
  const keep = Math.min(chunkedEnd(row, key), Math.floor(length / CHUNK_SIZE) * CHUNK_SIZE);
  if ((row.chunked?.end ?? 0) > keep)
    await db.chunks
      .where('[gameId+end]')
      .between([row.id, keep + 1], [row.id, Infinity])
      .delete();
  return keep > 0 ? { key, end: keep } : undefined;
}

/**
 * After `game`'s actions are stored for `row` (in the same transaction): the chunks that no longer
 * fit go (`keepChunks`) and the ones `game` now completes are written, from the action rows as
 * stored and `game`'s earlier states (a game opened from its whole log, e.g. after an update of the
 * app, gets all its chunks again at its next commit). Gives the row's `chunked`.
 */
export async function writeChunks(db: AdiutantDB, key: string, row: GameRow, game: Game): Promise<GameRow['chunked']> {
  const id = row.id;
  const target = Math.floor(game.length / CHUNK_SIZE) * CHUNK_SIZE;
  const have = (await keepChunks(db, key, row, game.length))?.end ?? 0;
  if (target === have) return have > 0 ? { key, end: have } : undefined;
  const rows = await db.actions.where('[gameId+seq]').between([id, have], [id, target]).toArray();
  // (a gap in the stored actions: no new chunks)
  if (rows.length !== target - have) return have > 0 ? { key, end: have } : undefined;
  const out: ChunkRow[] = [];
  for (let end = have + CHUNK_SIZE; end <= target; end += CHUNK_SIZE) {
    const part = rows.slice(end - CHUNK_SIZE - have, end - have);
    const state = earlierGame(game, end).state;
    out.push({ gameId: id, end, key, state, actions: part.map((a) => a.action), joined: part.map((a) => a.joined === true) });
  }
  await db.chunks.bulkPut(out);
  return { key, end: target };
}
