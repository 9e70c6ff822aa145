// The saved boards of board mode (schema version 3): positions set up by hand, each a Position
// JSON v1 object with a name. Only Dexie, no engine: the caller validates a position with
// `parsePosition` before saving and after reading (a row is data from the past, not trusted).
import type { PositionJSON } from '../rules';
import type { AdiutantDB } from './db';
import { cleanName } from './saved';
import type { BoardRow } from './schema';

/** Saved boards, most recently changed first. */
export async function listBoards(db: AdiutantDB): Promise<BoardRow[]> {
  return db.boards.orderBy('updatedAt').reverse().toArray();
}

/** One saved board, or null. */
export async function getBoard(db: AdiutantDB, id: string): Promise<BoardRow | null> {
  return (await db.boards.get(id)) ?? null;
}

/**
 * Save a board: a new row when `id` is absent (a fresh id is made), otherwise the row's position
 * (and name, when given) replaced. Returns the row as stored.
 */
export async function saveBoard(
  db: AdiutantDB,
  board: { id?: string; name: string; position: PositionJSON },
  now: number = Date.now()
): Promise<BoardRow> {
  const name = cleanName(board.name) || 'Board';
  if (board.id) {
    const old = await db.boards.get(board.id);
    if (old) {
      const row: BoardRow = { ...old, name, position: board.position, updatedAt: now };
      await db.boards.put(row);
      return row;
    }
  }
  const row: BoardRow = { id: board.id ?? crypto.randomUUID(), name, createdAt: now, updatedAt: now, position: board.position };
  await db.boards.put(row);
  return row;
}

/** Rename a board (cleaned, at most 100 characters); an empty name leaves it as it was. */
export async function renameBoard(db: AdiutantDB, id: string, name: string): Promise<void> {
  const clean = cleanName(name);
  if (!clean) return;
  await db.boards.update(id, { name: clean });
}

/** Delete a board. */
export async function removeBoard(db: AdiutantDB, id: string): Promise<void> {
  await db.boards.delete(id);
}
