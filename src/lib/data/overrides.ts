// Corrections a player makes so the data matches their physical box (a printing may differ from
// the data). Kept as a small diff over the built-in data; applying it gives new army and
// section definitions that the engine reads through its Catalog. Values are validated here.
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
