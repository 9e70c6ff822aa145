// The backup panel's state (settings): what the browser says about keeping the data, the last
// backup and the reminder, and the backup and restore themselves with their result in words
// (re-worded when the language changes). Storage only through src/lib/app/backup.ts.
import * as app from '$lib/app/backup';
import type { Reminder, RestoreRefusal, RestoreReport, StorageState } from '$lib/app/backup';
import { m } from '$lib/paraglide/messages.js';
import { downloadFile } from '$lib/ui/game/download';
import { gamesAndBoards } from './counts';
import { refusalWords, reportWords } from './words';

type Outcome =
  | { kind: 'backup'; file: string; games: number; boards: number; damaged: string[]; timeKept: boolean }
  | { kind: 'restored'; file: string; report: RestoreReport }
  | { kind: 'refused'; file: string; refusal: RestoreRefusal | { kind: 'unreadable' } }
  | { kind: 'failed'; detail: string; restore?: boolean };

export class BackupPanel {
  storage = $state<StorageState | null>(null);
  reminder = $state<(Reminder & { last: number | null }) | null>(null);
  busy = $state(false);
  outcome = $state.raw<Outcome | null>(null);

  /** the outcome's sentences in the current language; `alert`: a refusal or a failure */
  readonly words = $derived.by((): { text: string[]; alert: boolean } | null => {
    const o = this.outcome;
    if (!o) return null;
    if (o.kind === 'backup') {
      const text = [m.bu_backup_done({ file: o.file, what: gamesAndBoards(o.games, o.boards) })];
      if (o.damaged.length) text.push(m.bu_backup_damaged({ names: o.damaged.join(', ') }));
      if (!o.timeKept) text.push(m.bu_backup_time_not_kept());
      return { text, alert: false };
    }
    if (o.kind === 'restored') return { text: reportWords(o.file, o.report), alert: false };
    if (o.kind === 'refused') return { text: [refusalWords(o.file, o.refusal)], alert: true };
    return { text: [o.restore ? m.bu_restore_failed({ detail: o.detail }) : m.bu_failed({ detail: o.detail })], alert: true };
  });

  async load(): Promise<void> {
    const [storage, reminder] = await Promise.all([app.storageState(), app.backupReminderNow().catch(() => null)]);
    this.storage = storage;
    this.reminder = reminder;
  }

  async backup(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const r = await app.backupAll();
      // the file first: the time of the backup is recorded afterwards, as a best effort
      downloadFile(r.fileName, r.text, 'application/json');
      const timeKept = await app.backupDone(r.at);
      this.outcome = { kind: 'backup', file: r.fileName, games: r.games, boards: r.boards, damaged: r.damaged, timeKept };
      await this.load().catch(() => {});
    } catch (e) {
      this.outcome = { kind: 'failed', detail: e instanceof Error ? e.message : String(e) };
    } finally {
      this.busy = false;
    }
  }

  async restore(file: File): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      // a UTF-8 character is at most 4 bytes: anything bigger is refused without reading it
      if (file.size > app.MAX_BACKUP_CHARS * 4) {
        this.outcome = { kind: 'refused', file: file.name, refusal: { kind: 'too-large' } };
        return;
      }
      let text: string;
      try {
        text = await file.text();
      } catch {
        this.outcome = { kind: 'refused', file: file.name, refusal: { kind: 'unreadable' } };
        return;
      }
      const r = await app.restoreAll(text);
      this.outcome = r.ok
        ? { kind: 'restored', file: file.name, report: r.value }
        : { kind: 'refused', file: file.name, refusal: r.refusal };
      await this.load().catch(() => {});
    } catch (e) {
      this.outcome = { kind: 'failed', restore: true, detail: e instanceof Error ? e.message : String(e) };
    } finally {
      this.busy = false;
    }
  }
}
