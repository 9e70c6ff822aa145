// A write IndexedDB did not take (a full disk, storage switched off, a closed database) as the
// refusal the screens show like any other: `storage/full` for a quota error, else `storage/failed`.
import { fail, type Result } from '../rules/result';

export function storageFailure<T = never>(e: unknown): Result<T> {
  const err = e as { name?: string; inner?: { name?: string } } | null;
  if (err?.name === 'QuotaExceededError' || err?.inner?.name === 'QuotaExceededError') return fail('storage/full');
  const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return fail('storage/failed', { detail: detail.slice(0, 200) });
}
