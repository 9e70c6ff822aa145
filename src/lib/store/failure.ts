// A write IndexedDB did not take (a full disk, storage switched off, a closed database) as the
// refusal the screens show like any other: `storage/full` for a quota error, else `storage/failed`.
import type { RuleError } from '../rules/result';
import { storeFail } from './errors';

export function storageFailure(e: unknown): { ok: false; error: RuleError } {
  const err = e as { name?: string; inner?: { name?: string } } | null;
  if (err?.name === 'QuotaExceededError' || err?.inner?.name === 'QuotaExceededError') return storeFail('storage/full');
  const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return storeFail('storage/failed', { detail: detail.slice(0, 200) });
}
