// Checking a backup file before a restore (issue 15 part 4): size, JSON, hostile shapes, the
// envelope, and every game replayed and every board parsed, all before anything is written.
import * as v from 'valibot';
import { parsePosition, RecordSchema, type Catalog, type GameRecord, type PositionJSON, type RuleError } from '../rules';
import { checkHostile, describeIssue } from '../rules/position';
import { fail } from '../rules/result';
import { summarize } from './games';
import { cleanName } from './saved';
import { replayRecord } from './replay';
import { MAX_BACKUP_BOARDS, MAX_BACKUP_CHARS, MAX_BACKUP_GAMES } from './backup-rules';
import type { GameDamage, GameRow } from './schema';

export const BACKUP_FORMAT = 'adiutant-backup/1';

export type RestoreRefusal =
  | { kind: 'too-large' }
  | { kind: 'not-json' }
  | { kind: 'not-backup'; error?: RuleError }
  | { kind: 'game'; index: number; name: string; error: RuleError }
  | { kind: 'board'; index: number; name: string; error: RuleError }
  | { kind: 'overrides'; detail: string }
  /** the file was fine, storage refused the write (nothing was written) */
  | { kind: 'storage'; error: RuleError };

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const time = (x: unknown, fallback: number) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : fallback);
const idOf = (x: unknown) => (typeof x === 'string' && /^[\w-]{1,100}$/.test(x) ? x : null);

/** the engine's error of a code (its message in English, the UI words it per language) */
function errorOf(code: 'record/invalid' | 'position/not-object', detail: string): RuleError {
  const r = fail(code, { detail });
  return r.ok ? { code, message: detail } : r.error;
}

/** A game of the file, checked and replayed; its record as the engine writes it. */
export interface CheckedGame {
  id: string | null;
  autoName: boolean;
  /** the whole record replays (null), or where it stops */
  damaged: GameDamage | null;
  name: string;
  createdAt: number;
  updatedAt: number;
  record: GameRecord;
  text: string;
  length: number;
  joined: Set<number>;
  summary: GameRow['summary'];
}

export interface CheckedBoard {
  id: string | null;
  name: string;
  createdAt: number;
  updatedAt: number;
  position: PositionJSON;
  text: string;
}

/** The file's envelope and corrections, or the refusal (before any game is replayed). */
export function parseFile(text: unknown): { ok: true; file: Record<string, unknown> } | { ok: false; refusal: RestoreRefusal } {
  if (typeof text !== 'string') return { ok: false, refusal: { kind: 'not-json' } };
  if (text.length > MAX_BACKUP_CHARS) return { ok: false, refusal: { kind: 'too-large' } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { kind: 'not-json' } };
  }
  // prototype keys, deep nesting and huge arrays anywhere in the file, before any other look
  const hostile = checkHostile(json, 4_000_000, 16);
  if (!hostile.ok) return { ok: false, refusal: { kind: 'not-backup', error: hostile.error } };
  if (!isRecord(json) || json.format !== BACKUP_FORMAT || !Array.isArray(json.games) || !Array.isArray(json.boards))
    return { ok: false, refusal: { kind: 'not-backup' } };
  if (json.games.length > MAX_BACKUP_GAMES || json.boards.length > MAX_BACKUP_BOARDS) return { ok: false, refusal: { kind: 'too-large' } };
  return { ok: true, file: json };
}

export function checkGames(
  list: unknown[],
  catalog: Catalog,
  now: number
): { ok: true; games: CheckedGame[] } | { ok: false; refusal: RestoreRefusal } {
  const games: CheckedGame[] = [];
  for (const [i, g] of list.entries()) {
    const name = isRecord(g) ? cleanName(g.name) : '';
    const refuse = (error: RuleError) => ({ ok: false as const, refusal: { kind: 'game' as const, index: i + 1, name, error } });
    if (!isRecord(g)) return refuse(errorOf('record/invalid', 'not a game'));
    // the shape is checked whole; a record that stops replaying part way is still kept whole
    const parsed = v.safeParse(RecordSchema, g.record);
    if (!parsed.success) return refuse(errorOf('record/invalid', describeIssue(parsed.issues)));
    const record = parsed.output as GameRecord;
    // (a game against the app's opponent also with its hand from the seed: a card it never held breaks it there)
    const r = replayRecord(record, catalog);
    if (!r.ok) return refuse(r.error);
    const broken = r.value.broken;
    const joined = new Set<number>();
    if (g.joined !== undefined) {
      if (!Array.isArray(g.joined) || g.joined.some((j) => !Number.isInteger(j) || j < 1 || j >= record.actions.length))
        return refuse(errorOf('record/invalid', 'joined'));
      for (const j of g.joined as number[]) joined.add(j);
    }
    const createdAt = time(g.createdAt, now);
    games.push({
      id: idOf(g.id),
      autoName: g.autoName === true,
      damaged: broken ? { index: broken.index, code: broken.error.code, message: broken.error.message } : null,
      name: name || cleanName(`${record.setup.players[0]} – ${record.setup.players[1]}`),
      createdAt,
      updatedAt: time(g.updatedAt, createdAt),
      record,
      text: canonical(record),
      length: record.actions.length,
      joined,
      summary: summarize(r.value.game)
    });
  }
  return { ok: true, games };
}

export function checkBoards(list: unknown[], now: number): { ok: true; boards: CheckedBoard[] } | { ok: false; refusal: RestoreRefusal } {
  const boards: CheckedBoard[] = [];
  for (const [i, b] of list.entries()) {
    const name = isRecord(b) ? cleanName(b.name) : '';
    const refuse = (error: RuleError) => ({ ok: false as const, refusal: { kind: 'board' as const, index: i + 1, name, error } });
    if (!isRecord(b)) return refuse(errorOf('position/not-object', 'not a board'));
    const p = parsePosition(b.position);
    if (!p.ok) return refuse(p.error);
    const createdAt = time(b.createdAt, now);
    // stored as given (Position JSON), once the engine accepts it
    const position = b.position as PositionJSON;
    boards.push({
      id: idOf(b.id),
      name: name || 'Board',
      createdAt,
      updatedAt: time(b.updatedAt, createdAt),
      position,
      text: JSON.stringify(position)
    });
  }
  return { ok: true, boards };
}

/** Same JSON whatever the order of object keys. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]])
        )
      : v
  );
}
