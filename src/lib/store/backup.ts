// Back up and restore everything the app keeps (issue 15 part 4): every game (its record exactly as
// a game's export, `adiutant-game/1`), every board of board mode (Position JSON v1), the data
// corrections and the lessons' progress, in one `adiutant-backup/1` file (README, "Backup format"). A restore is validated
// like an import: size-limited, JSON-parsed, hostile shapes refused, every game replayed by the
// engine, every board parsed, the corrections schema-checked; all of it before anything is written,
// then everything is written in one transaction. It merges: a game's identity is its id (two games
// with equal records are two games); a game already here (the same id and the same record, or the
// same id played further here) is skipped, never duplicated, and nothing here is ever overwritten.
// A game whose record no longer replays (a data correction, a damaged file) is kept whole: it is
// backed up and restored with its full record, and opens up to its last legal action.
import { validateOverrides, type DataOverrides } from '../data/overrides';
import type { Catalog, GameRecord } from '../rules';
import type { AdiutantDB } from './db';
import { storedRecord } from './games';
import { replayRecord } from './replay';
import { backupProgress, mergeProgress, readProgress, type LearnProgress } from './learn';
import { catalogFor } from './overrides';
import { LAST_BACKUP_KEY } from './backup-rules';
import { BACKUP_FORMAT, canonical, checkBoards, checkGames, parseFile, type RestoreRefusal } from './backup-check';
import { LEARN_KEY, OVERRIDES_KEY, type ActionRow, type BoardRow, type GameDamage, type GameRow } from './schema';

export { BACKUP_FORMAT, type RestoreRefusal } from './backup-check';
export {
  backupReminder,
  LAST_BACKUP_KEY,
  MAX_BACKUP_BOARDS,
  MAX_BACKUP_CHARS,
  MAX_BACKUP_GAMES,
  REMIND_DAYS,
  REMIND_GAMES,
  type Reminder
} from './backup-rules';

export interface BackupGame {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** the game's record, exactly as its export */
  record: GameRecord;
  /** the actions (by index) saved in the same tap as the one before (undo takes a tap whole) */
  joined?: number[];
  /** the name is the default one, shown in the reader's language (GameRow.autoName) */
  autoName?: true;
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  createdAt: number;
  games: BackupGame[];
  boards: BoardRow[];
  /** the data corrections (settings row 'overrides'); absent when there are none */
  overrides?: DataOverrides;
  /** the lessons' progress (settings row 'learn-progress'): best stars by stage; absent when none */
  learn?: LearnProgress;
}

export interface RestoreReport {
  added: { kind: 'game' | 'board'; name: string }[];
  /** games added whose record stops replaying before its end (kept whole; they open up to there) */
  broken: { name: string; index: number }[];
  /** `same`: the same record (or board) is here; `further`: this game is here, played further */
  skipped: { kind: 'game' | 'board'; name: string; why: 'same' | 'further' }[];
  /** the file's corrections: none in it, taken (there were none here), the same, or kept ours */
  overrides: 'none' | 'added' | 'same' | 'kept';
  /** lesson stages of the file new here or with more stars than here (each stage keeps its best) */
  learn?: number;
}

export type RestoreResult = { ok: true; value: RestoreReport } | { ok: false; refusal: RestoreRefusal };

/** Every stored game's row with its actions in order, and every board, read together. */
type Kept = { games: [GameRow, ActionRow[]][]; boards: BoardRow[]; overrides: unknown; learn: LearnProgress };
async function readAll(db: AdiutantDB): Promise<Kept> {
  const [rows, actions, boards, setting, learn] = await Promise.all([
    db.games.toArray(),
    db.actions.orderBy('[gameId+seq]').toArray(),
    db.boards.toArray(),
    db.settings.get(OVERRIDES_KEY),
    db.settings.get(LEARN_KEY)
  ]);
  const byGame = new Map<string, ActionRow[]>();
  for (const a of actions) {
    const list = byGame.get(a.gameId) ?? [];
    list.push(a);
    byGame.set(a.gameId, list);
  }
  return { games: rows.map((r) => [r, byGame.get(r.id) ?? []]), boards, overrides: setting?.value, learn: readProgress(learn?.value) };
}

/** Where a stored game's record stops replaying with `catalog`, or null. */
function damageOf(record: GameRecord, catalog: Catalog): GameDamage | null {
  const r = replayRecord(record, catalog);
  if (r.ok && !r.value.broken) return null;
  if (!r.ok) return { index: 1, code: r.error.code, message: r.error.message };
  const b = r.value.broken!;
  return { index: b.index, code: b.error.code, message: b.error.message };
}

/**
 * Everything as one backup file's text: every game with its full record as stored (also a game
 * that no longer replays with `catalog`: it is named in `damaged`, never left out), every board,
 * the corrections, the lessons' progress. Reads only: the time of the backup is recorded by `markBackedUp`, after the
 * file is out (so a full disk cannot stop the rescue of the games).
 */
export async function makeBackup(
  db: AdiutantDB,
  catalog: Catalog,
  now: number = Date.now()
): Promise<{ text: string; games: number; boards: number; damaged: string[]; stages: number }> {
  const all = await db.transaction('r', db.games, db.actions, db.boards, db.settings, () => readAll(db));
  const games: BackupGame[] = [];
  const damaged: string[] = [];
  for (const [row, actions] of all.games.sort((a, b) => a[0].createdAt - b[0].createdAt)) {
    const record = storedRecord(row, actions);
    if (damageOf(record, catalog)) damaged.push(row.name);
    const joined = actions.flatMap((a, i) => (a.joined && i > 0 ? [i] : []));
    games.push({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      record,
      ...(joined.length ? { joined } : {}),
      ...(row.autoName ? { autoName: true as const } : {})
    });
  }
  const o = all.overrides === undefined ? null : validateOverrides(all.overrides);
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    createdAt: now,
    games,
    boards: all.boards.sort((a, b) => a.createdAt - b.createdAt),
    ...(o?.ok && Object.keys(o.value).length ? { overrides: o.value } : {})
  };
  const stages = Object.keys(all.learn.stages).length;
  if (stages) file.learn = all.learn;
  return { text: JSON.stringify(file), games: games.length, boards: file.boards.length, damaged, stages };
}

/** Record the time of a backup (settings row 'lastBackup'). */
export async function markBackedUp(db: AdiutantDB, now: number): Promise<void> {
  await db.settings.put({ key: LAST_BACKUP_KEY, value: now });
}

/**
 * Restore a backup file's text: every part validated first (a bad file changes nothing), then what
 * is not here yet added in one transaction. A game's identity is its id: a game is already here
 * when the game with its id (or a game restored earlier from that id) holds the same record, or
 * holds it as its beginning (played further here); it is then skipped. Any other game is added —
 * under its own id, or under a new one when its id is taken by a different game here — so two
 * games with equal records are two games, a file restored into an empty browser comes back whole
 * (ids, names, times, records and taps as in the file), and the same file restored twice adds
 * nothing the second time. Nothing here is ever changed. Boards: the same name and position. The
 * file's corrections are taken only when there are none here (ours are kept otherwise). The
 * lessons' progress is merged: every stage keeps the better of its stars here and in the file. The
 * games are replayed with the corrections in force after the restore, and one that stops
 * replaying part way is kept whole and reported (`broken`).
 */
export async function restoreBackup(db: AdiutantDB, text: string, now: number = Date.now()): Promise<RestoreResult> {
  const parsed = parseFile(text);
  if (!parsed.ok) return parsed;
  const file = parsed.file;
  let fileOverrides: DataOverrides | null = null;
  if (file.overrides !== undefined && file.overrides !== null) {
    const o = validateOverrides(file.overrides);
    if (!o.ok) return { ok: false, refusal: { kind: 'overrides', detail: o.issues.map((i) => `${i.path}: ${i.message}`).join('; ') } };
    if (Object.keys(o.value).length) fileOverrides = o.value;
  }
  const learn = backupProgress(file.learn);
  if (!learn.ok) return { ok: false, refusal: { kind: 'not-backup', error: learn.error } };
  const fileLearn = learn.value;
  const oursRow = await db.settings.get(OVERRIDES_KEY);
  const ours = oursRow ? validateOverrides(oursRow.value) : null;
  const oursValue = ours?.ok && Object.keys(ours.value).length ? ours.value : null;
  const inForce = oursValue ?? fileOverrides ?? {};
  const catalog = catalogFor(inForce);
  const overrides: RestoreReport['overrides'] = !fileOverrides
    ? 'none'
    : !oursValue
      ? 'added'
      : canonical(oursValue) === canonical(fileOverrides)
        ? 'same'
        : 'kept';

  const games = checkGames(file.games as unknown[], catalog, now);
  if (!games.ok) return games;
  const boards = checkBoards(file.boards as unknown[], now);
  if (!boards.ok) return boards;

  const report: RestoreReport = { added: [], broken: [], skipped: [], overrides, learn: 0 };
  await db.transaction('rw', [db.games, db.actions, db.boards, db.settings], async () => {
    const here = await readAll(db);
    /** the games here by the id they answer to: their own, and the file id they were restored from */
    const byId = new Map<string, { setup: string; actions: string[]; text: string }[]>();
    const ids = new Set<string>();
    for (const [row, actions] of here.games) {
      const record = storedRecord(row, actions);
      const known = { setup: canonical(record.setup), actions: record.actions.map(canonical), text: canonical(record) };
      ids.add(row.id);
      for (const key of row.origin ? [row.id, row.origin] : [row.id]) byId.set(key, [...(byId.get(key) ?? []), known]);
    }
    for (const g of games.games) {
      const mine = g.id ? (byId.get(g.id) ?? []) : [];
      const actions = g.record.actions.map(canonical);
      const same = mine.some((x) => x.text === g.text);
      const further = mine.some(
        (x) => x.setup === canonical(g.record.setup) && x.actions.length >= actions.length && actions.every((a, i) => a === x.actions[i])
      );
      if (same || further) {
        report.skipped.push({ kind: 'game', name: g.name, why: same ? 'same' : 'further' });
        continue;
      }
      const id = g.id && !ids.has(g.id) ? g.id : crypto.randomUUID();
      ids.add(id);
      if (g.id) byId.set(g.id, [...mine, { setup: canonical(g.record.setup), actions, text: g.text }]);
      const row: GameRow = {
        id,
        name: g.name,
        setup: g.record.setup,
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
        length: g.length,
        rev: 0,
        summary: g.summary,
        ...(g.id && g.id !== id ? { origin: g.id } : {}),
        ...(g.autoName ? { autoName: true as const } : {}),
        ...(g.damaged ? { damaged: g.damaged } : {})
      };
      await db.games.add(row);
      await db.actions.bulkAdd(
        g.record.actions.map((action, seq) => ({
          gameId: id,
          seq,
          action,
          at: g.updatedAt,
          ...(g.joined.has(seq) ? { joined: true as const } : {})
        }))
      );
      report.added.push({ kind: 'game', name: g.name });
      if (g.damaged) report.broken.push({ name: g.name, index: g.damaged.index });
    }
    const boardKeys = new Set(here.boards.map((b) => `${b.name}\n${canonical(b.position)}`));
    const boardIds = new Set(here.boards.map((b) => b.id));
    for (const b of boards.boards) {
      const key = `${b.name}\n${canonical(b.position)}`;
      if (boardKeys.has(key)) {
        report.skipped.push({ kind: 'board', name: b.name, why: 'same' });
        continue;
      }
      const id = b.id && !boardIds.has(b.id) ? b.id : crypto.randomUUID();
      boardIds.add(id);
      boardKeys.add(key);
      await db.boards.add({ id, name: b.name, createdAt: b.createdAt, updatedAt: b.updatedAt, position: b.position });
      report.added.push({ kind: 'board', name: b.name });
    }
    if (overrides === 'added') await db.settings.put({ key: OVERRIDES_KEY, value: fileOverrides });
    if (fileLearn) {
      // the lessons' progress merges stage by stage: each keeps its best stars, here or in the file
      const merged = mergeProgress(here.learn, fileLearn);
      report.learn = merged.raised;
      if (merged.raised) await db.settings.put({ key: LEARN_KEY, value: merged.value });
    }
  });
  return { ok: true, value: report };
}

/** The time of the last backup made here, or null. */
export async function lastBackup(db: AdiutantDB): Promise<number | null> {
  const row = await db.settings.get(LAST_BACKUP_KEY);
  return typeof row?.value === 'number' ? row.value : null;
}
