// The words of a restore (issue 15 part 4): what it added and skipped, or why it refused the file.
import type { RestoreRefusal, RestoreReport } from '$lib/app/backup';
import { i18n } from '$lib/i18n.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { RuleError } from '$lib/rules';
import { explain } from '$lib/rules/result';
import { say, type Msg } from '../words/say';
import { gamesAndBoards } from './counts';

const named = (list: { name: string }[]) => list.map((x) => x.name).join(', ');

/** What a restore did, in sentences. */
export function reportWords(file: string, r: RestoreReport): string[] {
  const out: string[] = [];
  const games = r.added.filter((a) => a.kind === 'game');
  const boards = r.added.filter((a) => a.kind === 'board');
  if (r.added.length) out.push(m.bu_restore_added({ file, what: `${gamesAndBoards(games.length, boards.length)} (${named(r.added)})` }));
  else out.push(m.bu_restore_nothing({ file }));
  if (r.skipped.length)
    out.push(
      m.bu_restore_skipped({
        names: r.skipped.map((s) => (s.why === 'further' ? m.bu_restore_further({ name: s.name }) : s.name)).join(', ')
      })
    );
  if (r.broken.length)
    out.push(m.bu_restore_broken({ names: r.broken.map((b) => m.bu_restore_broken_game({ name: b.name, index: b.index })).join(', ') }));
  if (r.overrides === 'added') out.push(m.bu_restore_overrides_added());
  if (r.overrides === 'kept') out.push(m.bu_restore_overrides_kept());
  return out;
}

/** The plain reasons a file was refused, by kind. */
const PLAIN_REASON: Readonly<Record<'too-large' | 'not-json' | 'not-backup' | 'unreadable', Msg>> = {
  'too-large': m.bu_refused_too_large,
  'not-json': m.bu_refused_not_json,
  'not-backup': m.bu_refused_not_backup,
  unreadable: m.bu_refused_unreadable
};

/** Why a file was not restored. */
export function refusalWords(file: string, r: RestoreRefusal | { kind: 'unreadable' }): string {
  const lang = i18n.locale;
  const why = (e: RuleError) => explain(e, lang).replace(/[.。]\s*$/, '');
  let reason: string;
  switch (r.kind) {
    case 'game':
      reason = m.bu_refused_game({ index: r.index, name: r.name, reason: why(r.error) });
      break;
    case 'board':
      reason = m.bu_refused_board({ index: r.index, name: r.name, reason: why(r.error) });
      break;
    case 'overrides':
      reason = m.bu_refused_overrides({ detail: r.detail });
      break;
    case 'storage':
      reason = why(r.error);
      break;
    default:
      reason = say(PLAIN_REASON, r.kind);
  }
  return m.bu_refused({ file, reason });
}
