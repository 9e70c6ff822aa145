// The players' corrections of the card and map data (to match their physical box),
// kept in IndexedDB as one settings row { key: 'overrides', value: DataOverrides }. Validated with
// the data layer's schema before anything is written; the engine reads them through a Catalog
// built by `catalogFor` (src/lib/app/store.ts gives every game opened afterwards that catalogue).
//
// The helpers below are pure: each returns a new DataOverrides with one field set or reset. A
// value equal to the built-in one is not kept, so "edited" always means "differs from the data".
import * as v from 'valibot';
import { ARMIES, SECTIONS } from '../data';
import {
  applyOverrides,
  OverridesSchema,
  type CardOverride,
  type DataOverrides,
  type UnitOverride
} from '../data/overrides';
import type { ArmyDef, NationId, SectionDef } from '../data/types';
import { makeCatalog, type Catalog } from '../rules';
import type { AdiutantDB } from './db';
import { OVERRIDES_KEY } from './schema';

export type { CardOverride, DataOverrides, UnitOverride };

/** The settings row that holds the overrides (defined with the light IndexedDB reads). */
export { OVERRIDES_KEY };

export type UnitField = keyof UnitOverride;
export type CardField = keyof CardOverride;
export type SectionRows = [string, string, string, string];

/** Why a set of overrides was refused: the path of the bad value and valibot's message. */
export interface OverrideIssue {
  path: string;
  message: string;
}

export type OverridesResult = { ok: true; value: DataOverrides } | { ok: false; issues: OverrideIssue[] };

/** Check a set of overrides (e.g. from storage or the settings screen); unknown keys are dropped. */
export function validateOverrides(o: unknown): OverridesResult {
  const r = v.safeParse(OverridesSchema, o);
  if (r.success) return { ok: true, value: prune(r.output) };
  return {
    ok: false,
    issues: r.issues.map((i) => ({
      path: (i.path ?? []).map((p) => String(p.key)).join('.'),
      message: i.message
    }))
  };
}

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

/** The engine's catalogue with the corrections applied. */
export function catalogFor(o: DataOverrides): Catalog {
  const { armies, sections } = applyOverrides(o);
  return makeCatalog(armies, sections);
}

// --- pure helpers -------------------------------------------------------------------------------

/** Optional values whose absence means the same as this value to the engine and on the card. */
const ABSENT_AS: Partial<Record<CardField, unknown>> = {
  attack: '',
  bombard: '',
  volley: '',
  pursuit: 0,
  withdraw: 0,
  pursuitModifier: 0,
  notRequiredToAdvance: false
};

function same(field: string, builtIn: unknown, value: unknown): boolean {
  const absent = ABSENT_AS[field as CardField];
  const a = builtIn === undefined ? absent : builtIn;
  const b = value === undefined ? absent : value;
  return a === b;
}

/** Drop empty entries (a unit with no field set, a nation with no unit…). */
function prune(o: DataOverrides): DataOverrides {
  const out: DataOverrides = {};
  for (const kind of ['units', 'cards'] as const) {
    const byNation = o[kind];
    if (!byNation) continue;
    const nations: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const [nation, byId] of Object.entries(byNation)) {
      const ids: Record<string, Record<string, unknown>> = {};
      for (const [id, fields] of Object.entries(byId ?? {})) {
        const kept = Object.fromEntries(Object.entries(fields ?? {}).filter(([, val]) => val !== undefined));
        if (Object.keys(kept).length > 0) ids[id] = kept;
      }
      if (Object.keys(ids).length > 0) nations[nation] = ids;
    }
    if (Object.keys(nations).length > 0) (out as Record<string, unknown>)[kind] = nations;
  }
  if (o.sections && Object.keys(o.sections).length > 0) out.sections = { ...o.sections };
  return out;
}

function withField(
  o: DataOverrides,
  kind: 'units' | 'cards',
  nation: NationId,
  id: string,
  field: string,
  value: unknown,
  builtIn: unknown
): DataOverrides {
  const byNation = { ...(o[kind] ?? {}) } as Record<string, Record<string, Record<string, unknown>>>;
  const byId = { ...(byNation[nation] ?? {}) };
  const fields = { ...(byId[id] ?? {}) };
  if (value === undefined || same(field, builtIn, value)) delete fields[field];
  else fields[field] = value;
  byId[id] = fields;
  byNation[nation] = byId;
  return prune({ ...o, [kind]: byNation } as DataOverrides);
}

function withoutEntry(o: DataOverrides, kind: 'units' | 'cards', nation: NationId, id: string, field?: string): DataOverrides {
  const byNation = { ...(o[kind] ?? {}) } as Record<string, Record<string, Record<string, unknown>>>;
  const byId = { ...(byNation[nation] ?? {}) };
  if (field === undefined) delete byId[id];
  else {
    const fields = { ...(byId[id] ?? {}) };
    delete fields[field];
    byId[id] = fields;
  }
  byNation[nation] = byId;
  return prune({ ...o, [kind]: byNation } as DataOverrides);
}

function builtInUnit(armies: Readonly<Record<NationId, ArmyDef>>, nation: NationId, id: string) {
  return armies[nation]?.units.find((u) => u.id === id) as Record<string, unknown> | undefined;
}

function builtInCard(armies: Readonly<Record<NationId, ArmyDef>>, nation: NationId, id: string) {
  return armies[nation]?.deck.find((c) => c.id === id) as Record<string, unknown> | undefined;
}

/** Set one field of a unit (a value equal to the built-in one removes the correction). */
export function setUnitField<F extends UnitField>(
  o: DataOverrides,
  nation: NationId,
  unitId: string,
  field: F,
  value: UnitOverride[F],
  armies: Readonly<Record<NationId, ArmyDef>> = ARMIES
): DataOverrides {
  return withField(o, 'units', nation, unitId, field, value, builtInUnit(armies, nation, unitId)?.[field]);
}

/** Reset one field of a unit, or (no field) all of it. */
export function resetUnit(o: DataOverrides, nation: NationId, unitId: string, field?: UnitField): DataOverrides {
  return withoutEntry(o, 'units', nation, unitId, field);
}

/** Set one field of a card face ('' removes a dice value printed in the data but not on the card). */
export function setCardField<F extends CardField>(
  o: DataOverrides,
  nation: NationId,
  cardId: string,
  field: F,
  value: CardOverride[F],
  armies: Readonly<Record<NationId, ArmyDef>> = ARMIES
): DataOverrides {
  return withField(o, 'cards', nation, cardId, field, value, builtInCard(armies, nation, cardId)?.[field]);
}

/** Reset one field of a card face, or (no field) all of it. */
export function resetCard(o: DataOverrides, nation: NationId, cardId: string, field?: CardField): DataOverrides {
  return withoutEntry(o, 'cards', nation, cardId, field);
}

/** Set a section's four rows (the built-in rows remove the correction). */
export function setSectionRows(
  o: DataOverrides,
  id: number,
  rows: SectionRows,
  sections: readonly SectionDef[] = SECTIONS
): DataOverrides {
  const builtIn = sections.find((s) => s.id === id)?.rows;
  const next = { ...(o.sections ?? {}) };
  if (builtIn && builtIn.every((r, i) => r === rows[i])) delete next[String(id)];
  else next[String(id)] = [...rows];
  return prune({ ...o, sections: next });
}

/** Set one square of a section (row and column 0–3) to a terrain letter. */
export function setSectionSquare(
  o: DataOverrides,
  id: number,
  row: number,
  col: number,
  letter: string,
  sections: readonly SectionDef[] = SECTIONS
): DataOverrides {
  const current = o.sections?.[String(id)] ?? sections.find((s) => s.id === id)?.rows;
  if (!current) return o;
  const rows = [...current] as SectionRows;
  const r = rows[row];
  if (r === undefined || col < 0 || col > 3) return o;
  rows[row] = r.slice(0, col) + letter + r.slice(col + 1);
  return setSectionRows(o, id, rows, sections);
}

/** Reset a section to its built-in rows. */
export function resetSection(o: DataOverrides, id: number): DataOverrides {
  const next = { ...(o.sections ?? {}) };
  delete next[String(id)];
  return prune({ ...o, sections: next });
}

export function isSectionEdited(o: DataOverrides, id: number): boolean {
  return o.sections?.[String(id)] !== undefined;
}

/** The corrected fields of a unit or card face. */
export function editedFields(o: DataOverrides, kind: 'units' | 'cards', nation: NationId, id: string): string[] {
  const x = o[kind]?.[nation]?.[id] as Record<string, unknown> | undefined;
  return x ? Object.keys(x).filter((k) => x[k] !== undefined) : [];
}

/** How many units, card faces and sections carry a correction. */
export function countEdits(o: DataOverrides): number {
  let n = Object.keys(o.sections ?? {}).length;
  for (const kind of ['units', 'cards'] as const) {
    for (const byId of Object.values(o[kind] ?? {})) {
      for (const fields of Object.values(byId ?? {})) {
        if (Object.values(fields ?? {}).some((val) => val !== undefined)) n++;
      }
    }
  }
  return n;
}
