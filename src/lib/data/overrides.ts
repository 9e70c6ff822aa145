// Corrections a player makes so the data matches their physical box (a printing may differ from
// the data). Kept as a small diff over the built-in data; applying it gives new army and
// section definitions that the engine reads through its Catalog. Values are validated here.
//
// The helpers at the end are pure: each returns a new DataOverrides with one field set or reset. A
// value equal to the built-in one is not kept, so "edited" always means "differs from the data".
import * as v from 'valibot';
import { ARMIES } from './armies/index';
import { SECTIONS } from './sections';
import type { ArmyDef, CardDef, NationId, SectionDef, UnitDef } from './types';
import { NATION_IDS } from './types';

const dice = v.pipe(v.string(), v.regex(/^[1-4]d(6|8|10)$/));
const small = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));
const optionalDice = v.optional(v.union([dice, v.literal('')]));

export const UnitOverrideSchema = v.object({
  full: v.optional(small),
  reduced: v.optional(small),
  type: v.optional(v.picklist(['infantry', 'cavalry']))
});
export const CardOverrideSchema = v.object({
  attack: optionalDice,
  defense: v.optional(small),
  bombard: optionalDice,
  volley: optionalDice,
  range: v.optional(v.picklist([1, 2])),
  pursuit: v.optional(v.pipe(small, v.maxValue(6))),
  withdraw: v.optional(v.pipe(small, v.maxValue(6))),
  notRequiredToAdvance: v.optional(v.boolean()),
  command: v.optional(v.pipe(small, v.minValue(1), v.maxValue(4))),
  combat: v.optional(small),
  rally: v.optional(v.pipe(small, v.maxValue(6))),
  pursuitModifier: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-3), v.maxValue(3)))
});
const row = v.pipe(v.string(), v.regex(/^[chtwmfl]{4}$/));
export const OverridesSchema = v.object({
  units: v.optional(v.record(v.picklist(NATION_IDS), v.record(v.string(), UnitOverrideSchema))),
  cards: v.optional(v.record(v.picklist(NATION_IDS), v.record(v.string(), CardOverrideSchema))),
  sections: v.optional(v.record(v.string(), v.tuple([row, row, row, row])))
});

export type UnitOverride = v.InferOutput<typeof UnitOverrideSchema>;
export type CardOverride = v.InferOutput<typeof CardOverrideSchema>;
export type DataOverrides = v.InferOutput<typeof OverridesSchema>;

/** Apply one override to a definition; '' removes a dice value (a value not printed on the card). */
function patch<T extends object>(def: T, o: Record<string, unknown> | undefined): T {
  if (!o) return def;
  const out: Record<string, unknown> = { ...(def as Record<string, unknown>) };
  for (const [k, val] of Object.entries(o)) {
    if (val === undefined) continue;
    if (val === '') delete out[k];
    else out[k] = val;
  }
  return out as T;
}

/** The built-in armies and sections with the player's corrections applied. */
export function applyOverrides(
  o: DataOverrides,
  armies: Readonly<Record<NationId, ArmyDef>> = ARMIES,
  sections: readonly SectionDef[] = SECTIONS
): { armies: Record<NationId, ArmyDef>; sections: SectionDef[] } {
  const outArmies = {} as Record<NationId, ArmyDef>;
  for (const n of NATION_IDS) {
    const a = armies[n];
    const uo = o.units?.[n];
    const co = o.cards?.[n];
    outArmies[n] = {
      ...a,
      units: a.units.map((u): UnitDef => patch(u, uo?.[u.id])),
      deck: a.deck.map((c): CardDef => patch(c, co?.[c.id] as Record<string, unknown> | undefined))
    };
  }
  const outSections = sections.map((s): SectionDef => {
    const rows = o.sections?.[String(s.id)];
    return rows ? { ...s, rows } : s;
  });
  return { armies: outArmies, sections: outSections };
}

/** Does the override change anything of this unit/card/section? (for the "edited" mark) */
export function isEdited(o: DataOverrides, kind: 'units' | 'cards', nation: NationId, id: string): boolean {
  const x = o[kind]?.[nation]?.[id];
  return !!x && Object.values(x).some((val) => val !== undefined);
}

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

/** The built-in unit or card face (`kind`) of this nation, to compare a correction with. */
function builtIn(armies: Readonly<Record<NationId, ArmyDef>>, kind: 'units' | 'cards', nation: NationId, id: string) {
  const army = armies[nation];
  const found = kind === 'units' ? army?.units.find((u) => u.id === id) : army?.deck.find((c) => c.id === id);
  return found as Record<string, unknown> | undefined;
}

/** Set one field of a unit or a card face: the setter of that kind (a value equal to the built-in one removes the correction). */
function fieldSetter<O>(kind: 'units' | 'cards') {
  return <F extends keyof O & string>(
    o: DataOverrides,
    nation: NationId,
    id: string,
    field: F,
    value: O[F],
    armies: Readonly<Record<NationId, ArmyDef>> = ARMIES
  ): DataOverrides => withField(o, kind, nation, id, field, value, builtIn(armies, kind, nation, id)?.[field]);
}

/** Set one field of a unit (a value equal to the built-in one removes the correction). */
export const setUnitField = fieldSetter<UnitOverride>('units');

/** Reset one field of a unit, or (no field) all of it. */
export function resetUnit(o: DataOverrides, nation: NationId, unitId: string, field?: UnitField): DataOverrides {
  return withoutEntry(o, 'units', nation, unitId, field);
}

/** Set one field of a card face ('' removes a dice value printed in the data but not on the card). */
export const setCardField = fieldSetter<CardOverride>('cards');

/** Reset one field of a card face, or (no field) all of it. */
export function resetCard(o: DataOverrides, nation: NationId, cardId: string, field?: CardField): DataOverrides {
  return withoutEntry(o, 'cards', nation, cardId, field);
}

/** Set a section's four rows (the built-in rows remove the correction). */
export function setSectionRows(o: DataOverrides, id: number, rows: SectionRows, sections: readonly SectionDef[] = SECTIONS): DataOverrides {
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
