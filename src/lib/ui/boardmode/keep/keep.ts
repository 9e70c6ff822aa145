// Keeping and sharing a board (board mode, issue 12): its share link, its file and reading a file.
// No storage here (saving is src/lib/app/boards.ts) and no DOM (the download is home/download.ts).
import {
  decodePositionLink,
  encodePositionJsonLink,
  encodePositionLink,
  parsePosition,
  positionToJSON,
  type Catalog,
  type Position,
  type PositionJSON,
  type RuleError
} from '$lib/rules';
import { safeFileName } from '$lib/ui/game/game-name';

/** Largest board file read, in characters (a full Position JSON is about 2,000). */
export const MAX_BOARD_FILE = 100_000;

/** The part of a share link after `#`: the compact form when it reads back, else the contract form. */
export function shareHash(p: Position): string {
  try {
    const compact = encodePositionLink(p);
    if (decodePositionLink(compact, p.catalog).ok) return `p=${compact}`;
  } catch {
    // a position the compact form cannot hold: the contract form below
  }
  return `json=${encodePositionJsonLink(p)}`;
}

/** The absolute share link of a position: `<origin><base>/board#p=…` (or `#json=…`). */
export function shareLink(p: Position, origin: string, base = ''): string {
  return `${origin}${base}/board#${shareHash(p)}`;
}

/** The Position JSON v1 of a board, as saved and exported. */
export function boardJSON(p: Position): PositionJSON {
  return positionToJSON(p);
}

/** The text of a board file (Position JSON v1, indented for people). */
export function boardFileText(p: Position): string {
  return `${JSON.stringify(boardJSON(p), null, 2)}\n`;
}

/** A file name for a board: "<name>.board.json", without characters file systems refuse. */
export function boardFileName(name: string): string {
  return safeFileName(name, 'board', '.board.json');
}

/** Why a file is refused before the engine reads it: too large or not JSON; else the engine's reason. */
export type FileRefusal = { kind: 'too-large' } | { kind: 'not-json' } | { kind: 'engine'; error: RuleError };

/** A board file's text to a position, checked by the engine (parsePosition). */
export function readBoardFile(text: string, catalog?: Catalog): { ok: true; value: Position } | { ok: false; why: FileRefusal } {
  if (text.length > MAX_BOARD_FILE) return { ok: false, why: { kind: 'too-large' } };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, why: { kind: 'not-json' } };
  }
  const p = parsePosition(json, catalog);
  if (p.ok) return p;
  return { ok: false, why: { kind: 'engine', error: p.error } };
}

/** The board name of a file: its name without ".board.json" / ".json". */
export function boardBaseName(fileName: string): string {
  return fileName.replace(/\.board\.json$/i, '').replace(/\.json$/i, '');
}
