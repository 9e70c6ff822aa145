// The home screen's saved boards (board mode, issue 12) as screen state: the list, what was last
// done (worded when shown, so it follows the language), rename and delete (saved-rows.svelte.ts).
// Storage is the app layer's (src/lib/app/boards.ts: the list read without Dexie, Dexie on the
// first change).
import { listBoards, removeBoard, renameBoard, type BoardRow } from '$lib/app/boards';
import { m } from '$lib/paraglide/messages.js';
import { SavedRows } from './saved-rows.svelte';

/** The saved boards' list, with rename and delete. */
export function savedBoards(): SavedRows<BoardRow> {
  return new SavedRows<BoardRow>(
    { list: listBoards, rename: renameBoard, remove: removeBoard },
    { renamed: (name) => m.bk_renamed({ name }), deleted: (name) => m.bk_deleted({ name }) }
  );
}
