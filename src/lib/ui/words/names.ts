// Names of nations and terrain in the current language (or a given one). Each call reads the
// locale, so a template that calls these re-renders when the language changes.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';

const NATION_NAMES: Record<string, (inputs?: object, options?: { locale?: Locale }) => string> = {
  france: m.nation_france,
  'great-britain': m.nation_great_britain,
  austria: m.nation_austria,
  prussia: m.nation_prussia,
  russia: m.nation_russia,
  spain: m.nation_spain,
  'ottoman-empire': m.nation_ottoman_empire,
  'united-states': m.nation_united_states
};

const TERRAIN_NAMES: Record<string, (inputs?: object, options?: { locale?: Locale }) => string> = {
  clear: m.terrain_clear,
  hill: m.terrain_hill,
  town: m.terrain_town,
  woods: m.terrain_woods,
  marsh: m.terrain_marsh,
  fields: m.terrain_fields,
  lake: m.terrain_lake
};

export function nationName(nation: string, locale?: Locale): string {
  return NATION_NAMES[nation]?.({}, locale ? { locale } : {}) ?? nation;
}

export function terrainName(terrain: string, locale?: Locale): string {
  return (TERRAIN_NAMES[terrain] ?? m.terrain_clear)({}, locale ? { locale } : {});
}

const NATION_GENITIVES: Record<string, (inputs?: object, options?: { locale?: Locale }) => string> = {
  france: m.rules_nation_france_gen,
  'great-britain': m.rules_nation_great_britain_gen,
  austria: m.rules_nation_austria_gen,
  prussia: m.rules_nation_prussia_gen,
  russia: m.rules_nation_russia_gen,
  spain: m.rules_nation_spain_gen,
  'ottoman-empire': m.rules_nation_ottoman_empire_gen,
  'united-states': m.rules_nation_united_states_gen
};

/** A nation's name in the genitive ("dla Francji", "for France"): for "{nation}" after dla/of. */
export function nationGenitive(nation: string, locale?: Locale): string {
  return NATION_GENITIVES[nation]?.({}, locale ? { locale } : {}) ?? nation;
}
