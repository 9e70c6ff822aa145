// The saved boards of board mode as the UI handles them (the UI reaches storage only through
// src/lib/app): list, open, save, rename, delete. The list is read straight from IndexedDB (the
// home screen shows it on its first load); Dexie is loaded on the first other use.
import type { PositionJSON } from '$lib/rules';
import * as stored from '$lib/store/boards';
import { peekBoards } from '$lib/store/peek';
import type { BoardRow } from '$lib/store/schema';

export type { BoardRow } from '$lib/store/schema';

async function database() {
  return (await import('./database')).appDB();
}

/** Saved boards, most recently changed first. */
export async function listBoards(): Promise<BoardRow[]> {
  return peekBoards();
}

/** One saved board, or null when there is none with that id. */
export async function getBoard(id: string): Promise<BoardRow | null> {
  return stored.getBoard(await database(), id);
}

/** Save a board (new when `id` is absent or unknown); returns the row as stored. */
export async function saveBoard(board: { id?: string; name: string; position: PositionJSON }): Promise<BoardRow> {
  return stored.saveBoard(await database(), board);
}

/** Rename a board; an empty name leaves it as it was. */
export async function renameBoard(id: string, name: string): Promise<void> {
  await stored.renameBoard(await database(), id, name);
}

/** Delete a board. */
export async function removeBoard(id: string): Promise<void> {
  await stored.removeBoard(await database(), id);
}
