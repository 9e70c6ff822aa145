// The home screen's saved boards (board mode, issue 12) as screen state: the list, what was last
// done (worded when shown, so it follows the language), rename and delete. Storage is the app
// layer's (src/lib/app/boards.ts: the list read without Dexie, Dexie on the first change).
import { listBoards, removeBoard, renameBoard, type BoardRow } from '$lib/app/boards';
import { m } from '$lib/paraglide/messages.js';

export class SavedBoards {
  /** most recently changed first; null until first read */
  boards = $state.raw<BoardRow[] | null>(null);
  /** IndexedDB is missing or refused */
  storageError = $state<string | null>(null);
  /** the last thing done, worded when shown */
  status = $state<(() => string) | null>(null);

  async refresh(): Promise<void> {
    try {
      this.boards = await listBoards();
      this.storageError = null;
    } catch (e) {
      this.storageError = e instanceof Error ? e.message : String(e);
      this.boards = [];
    }
  }

  async rename(board: BoardRow, name: string): Promise<void> {
    await renameBoard(board.id, name);
    await this.refresh();
    const now = this.boards?.find((b) => b.id === board.id)?.name ?? name;
    this.status = () => m.bk_renamed({ name: now });
  }

  /** Delete a board (confirmed by the player before). */
  async remove(board: BoardRow): Promise<void> {
    await removeBoard(board.id);
    await this.refresh();
    this.status = () => m.bk_deleted({ name: board.name });
  }
}
