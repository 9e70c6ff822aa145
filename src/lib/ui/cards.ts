// Cards for display: names and printed values in Polish or English (rules 1.4, 8, 9). Pure
// functions of the catalogue; every word comes from the Paraglide messages. `locale` is optional:
// without it the messages follow the app's current language.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { Catalog } from '$lib/rules';
import type { CardDef, HqCardDef, HqType, LeaderCardDef, NationId, UnitCardDef } from '$lib/data/types';

type Opt = { locale?: Locale };
const opt = (locale?: Locale): Opt => (locale ? { locale } : {});

/** "2d6" as printed, localised: "2d6" in English, "2k6" in Polish (k6 = kość sześcienna). */
export function diceText(dice: string, locale?: Locale): string {
  const x = /^(\d+)d(\d+)$/.exec(dice);
  if (!x) return dice;
  return m.card_dice({ count: x[1]!, sides: x[2]! }, opt(locale));
}

const HQ_NAMES: Record<HqType, (i: Record<string, never>, o?: Opt) => string> = {
  ambush: m.card_hq_ambush,
  'committed-attack': m.card_hq_committed_attack,
  'forced-march': m.card_hq_forced_march,
  guerrilla: m.card_hq_guerrilla,
  redoubt: m.card_hq_redoubt,
  regroup: m.card_hq_regroup,
  sappers: m.card_hq_sappers,
  skirmish: m.card_hq_skirmish,
  scout: m.card_hq_scout,
  supply: m.card_hq_supply,
  withdraw: m.card_hq_withdraw
};

/** The printed English titles that just name the type (a title outside this list is shown too). */
const PLAIN_TITLES: Record<HqType, readonly string[]> = {
  ambush: ['ambush'],
  'committed-attack': ['committed attack'],
  'forced-march': ['forced march'],
  guerrilla: ['guerrilla', 'guerrillas'],
  redoubt: ['redoubt'],
  regroup: ['regroup'],
  sappers: ['sappers', 'engineers', 'sappers/engineers'],
  skirmish: ['skirmish'],
  scout: ['scout', 'spy', 'scout/spy'],
  supply: ['supply'],
  withdraw: ['withdraw']
};

/** The localised name of an HQ card type (1.4-R3): "Saperzy/Inżynierzy", "Scout/Spy"… */
export function hqTypeName(type: HqType, locale?: Locale): string {
  return HQ_NAMES[type]({}, opt(locale));
}

/** An HQ card: its type's name, plus the printed title where it says more ("Royal Engineers"). */
export function hqName(def: HqCardDef, locale?: Locale): string {
  const name = hqTypeName(def.type, locale);
  const plain = PLAIN_TITLES[def.type].includes(def.title.trim().toLowerCase());
  return plain ? name : `${name} (${def.title})`;
}

/** The printed name of a unit of a nation (unit names are printed in English on both editions). */
export function unitName(catalog: Catalog, nation: NationId, unitId: string): string {
  return catalog.unit(nation, unitId)?.name ?? unitId;
}

/** The short value code of a unit card: "A 2d8 / D 5", in Polish "A 2k8 / O 5". */
export function unitCardValues(def: UnitCardDef, locale?: Locale): string {
  const o = opt(locale);
  const parts: string[] = [];
  if (def.attack) parts.push(`${m.card_short_attack({}, o)} ${diceText(def.attack, locale)}`);
  if (def.bombard) parts.push(`${m.card_short_bombard({}, o)} ${diceText(def.bombard, locale)}`);
  if (def.volley) parts.push(`${m.card_short_volley({}, o)} ${diceText(def.volley, locale)}`);
  parts.push(`${m.card_short_defense({}, o)} ${def.defense}`);
  if (def.pursuit) parts.push(`${m.card_short_pursuit({}, o)} ${def.pursuit}`);
  if (def.withdraw) parts.push(`${m.card_short_withdraw({}, o)} ${def.withdraw}`);
  if (def.notRequiredToAdvance) parts.push(m.card_short_nra({}, o));
  return parts.join(' / ');
}

/**
 * The values of a unit card that count in one form of combat, in the printed short form: an
 * Assault its Attack dice (and Pursuit, Not Required To Advance), a Bombardment or Grand Battery its
 * Bombard dice and Range, a Volley its Volley dice and Range — so that two buttons of one card for
 * two forms never read the same.
 */
export function unitCardFormValues(def: UnitCardDef, form: string, locale?: Locale): string {
  const o = opt(locale);
  const parts: string[] = [];
  const range = def.range !== undefined ? `${m.card_short_range({}, o)} ${def.range}` : null;
  if (form === 'assault') {
    if (def.attack) parts.push(`${m.card_short_attack({}, o)} ${diceText(def.attack, locale)}`);
    if (def.pursuit) parts.push(`${m.card_short_pursuit({}, o)} ${def.pursuit}`);
    if (def.notRequiredToAdvance) parts.push(m.card_short_nra({}, o));
  } else if (form === 'volley') {
    if (def.volley) parts.push(`${m.card_short_volley({}, o)} ${diceText(def.volley, locale)}`);
    if (range) parts.push(range);
  } else if (form === 'bombard' || form === 'grand-battery') {
    if (def.bombard) parts.push(`${m.card_short_bombard({}, o)} ${diceText(def.bombard, locale)}`);
    if (range) parts.push(range);
  }
  return parts.length ? parts.join(' / ') : unitCardValues(def, locale);
}

/**
 * A card's display name: unit cards "<unit name> — A 2d8 / D 5", leaders their name, HQ cards
 * the localised type (with the printed title where it differs).
 */
export function cardName(catalog: Catalog, nation: NationId, card: CardDef | string, locale?: Locale): string {
  const def = typeof card === 'string' ? catalog.card(nation, card) : card;
  if (!def) return m.card_unknown({ id: String(card) }, opt(locale));
  switch (def.kind) {
    case 'unit':
      return `${unitName(catalog, nation, def.unit)} — ${unitCardValues(def, locale)}`;
    case 'leader':
      return def.name;
    case 'hq':
      return hqName(def, locale);
  }
}

/** "Karta jednostki" / "Dowódca" / "Karta dowodzenia". */
export function cardKindName(def: CardDef, locale?: Locale): string {
  const o = opt(locale);
  return def.kind === 'unit' ? m.card_kind_unit({}, o) : def.kind === 'leader' ? m.card_kind_leader({}, o) : m.card_kind_hq({}, o);
}

export interface CardValue {
  /** stable key: attack, defense, bombard, range, volley, pursuit, withdraw, nra, command, combat, rally, pursuit-modifier, grand-battery */
  key: string;
  label: string;
  value: string;
}

/** Signed number with a real minus sign: −1, +2. */
function signed(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}

/** The values printed on a card, labelled in the language (dice "2d6" → "2k6" in Polish). */
export function cardValues(def: CardDef, locale?: Locale): CardValue[] {
  const o = opt(locale);
  const out: CardValue[] = [];
  const add = (key: string, label: string, value: string | number) => out.push({ key, label, value: String(value) });
  if (def.kind === 'unit') {
    if (def.attack) add('attack', m.card_attack({}, o), diceText(def.attack, locale));
    add('defense', m.card_defense({}, o), def.defense);
    if (def.bombard) add('bombard', m.card_bombard({}, o), diceText(def.bombard, locale));
    if (def.volley) add('volley', m.card_volley({}, o), diceText(def.volley, locale));
    if (def.range !== undefined && (def.bombard || def.volley)) add('range', m.card_range({}, o), def.range);
    if (def.pursuit) add('pursuit', m.card_pursuit({}, o), def.pursuit);
    if (def.withdraw) add('withdraw', m.card_withdraw({}, o), def.withdraw);
    if (def.notRequiredToAdvance) add('nra', m.card_not_required_to_advance({}, o), m.card_yes({}, o));
  } else if (def.kind === 'leader') {
    const L: LeaderCardDef = def;
    add('command', m.card_command({}, o), L.command);
    add('combat', m.card_combat({}, o), L.combatDefense !== undefined ? `${L.combat}/${L.combatDefense}` : L.combat);
    add('rally', m.card_rally({}, o), L.rallyAutomatic ? m.card_rally_auto({}, o) : L.rally);
    if (L.pursuitModifier) add('pursuit-modifier', m.card_pursuit_modifier({}, o), signed(L.pursuitModifier));
    if (L.grandBattery)
      add(
        'grand-battery',
        m.card_grand_battery({}, o),
        m.card_grand_battery_value({ dice: diceText(L.grandBattery.bombard, locale), range: L.grandBattery.range }, o)
      );
  } else if (def.attack) {
    add('attack', m.card_attack({}, o), diceText(def.attack, locale));
  }
  return out;
}

/** The values as one line: "Atak 2k8 · Obrona 5". */
export function cardValuesText(def: CardDef, locale?: Locale): string {
  return cardValues(def, locale)
    .map((v) => (v.key === 'nra' ? v.label : `${v.label} ${v.value}`))
    .join(' · ');
}
