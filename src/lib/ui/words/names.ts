// Names of nations and terrain in the current language (or a given one). Each call reads the
// locale, so a template that calls these re-renders when the language changes.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { Msg } from './say';

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

const EDGE_NAMES: Record<string, { plain: Msg; adjective: Msg }> = {
  north: { plain: m.setup_edge_north, adjective: m.hist_edge_north },
  south: { plain: m.setup_edge_south, adjective: m.hist_edge_south },
  east: { plain: m.setup_edge_east, adjective: m.hist_edge_east },
  west: { plain: m.setup_edge_west, adjective: m.hist_edge_west }
};

/**
 * The one name of a board edge: "north" / "północ"; `capital`: "North" / "Północ" (a label);
 * `adjective`: the form after "edge" in a sentence ("krawędzi północnej").
 */
export function edgeName(edge: string, o: { capital?: boolean; adjective?: boolean; locale?: Locale } = {}): string {
  const words = EDGE_NAMES[edge];
  if (!words) return edge;
  const text = (o.adjective ? words.adjective : words.plain)({}, o.locale ? { locale: o.locale } : {});
  return o.capital ? text.charAt(0).toLocaleUpperCase(o.locale ?? undefined) + text.slice(1) : text;
}
