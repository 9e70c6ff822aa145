// The players' corrections of the card and map data (to match their physical box),
// kept in IndexedDB as one settings row { key: 'overrides', value: DataOverrides }. Validated with
// the data layer's schema before anything is written; the engine reads them through a Catalog
// built by `catalogFor` (src/lib/app/storage.ts gives every game opened afterwards that catalogue).
// The corrections themselves and the pure helpers that edit them are src/lib/data/overrides.ts.
import { applyOverrides, countEdits, validateOverrides, type DataOverrides, type OverridesResult } from '../data/overrides';
import { makeCatalog, type Catalog } from '../rules';
import type { AdiutantDB } from './db';
import { OVERRIDES_KEY } from './schema';

/** The saved overrides; none saved (or a stored value that no longer validates) gives `{}`. */
export async function loadOverrides(db: AdiutantDB): Promise<DataOverrides> {
  const row = await db.settings.get(OVERRIDES_KEY);
  if (!row) return {};
  const r = validateOverrides(row.value);
  return r.ok ? r.value : {};
}

/**
 * Validate, then store the overrides (replacing the saved ones). Invalid overrides are refused
 * with their issues and nothing is written. Saving `{}` removes the row.
 */
export async function saveOverrides(db: AdiutantDB, o: DataOverrides): Promise<OverridesResult> {
  const r = validateOverrides(o);
  if (!r.ok) return r;
  if (countEdits(r.value) === 0) await db.settings.delete(OVERRIDES_KEY);
  else await db.settings.put({ key: OVERRIDES_KEY, value: r.value });
  return r;
}

/** Forget every correction. */
export async function resetOverrides(db: AdiutantDB): Promise<void> {
  await db.settings.delete(OVERRIDES_KEY);
}

/**
 * The corrections as a key (the same corrections, the same key; none at all is '{}'), from the
 * stored value: what a GameStore's catalogue was built with, checked again when it commits.
 */
export function overridesKey(stored: unknown): string {
  if (stored === undefined) return '{}';
  const r = validateOverrides(stored);
  return r.ok && countEdits(r.value) > 0 ? JSON.stringify(r.value) : '{}';
}

/** The engine's catalogue with the corrections applied. */
export function catalogFor(o: DataOverrides): Catalog {
  const { armies, sections } = applyOverrides(o);
  return makeCatalog(armies, sections);
}
