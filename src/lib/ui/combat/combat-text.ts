// Words of the combat assistant, Polish and English (Paraglide messages, the Polish rulebook's terms): the
// forms of combat, the steps, the results, the roles of cards on the table and the lines of the
// totals. Names of cards and units come from the catalogue (src/lib/ui/cards.ts).
import { m } from '$lib/paraglide/messages.js';
import { i18n } from '$lib/i18n.svelte';
import type { CardDef, NationId } from '$lib/data/types';
import { PART_LABELS, type CombatState, type Game, type RetreatTier, type Seat, type TotalPart } from '$lib/rules';
import { cardName, hqName, unitName } from '$lib/ui/words/cards';
import { nationName } from '$lib/ui/words/names';
import { seatUnitName } from '$lib/ui/words/seat-names';
// the forms a combat is declared in (CombatSelection's Form), from the engine: no import cycle
import type { DeclarationForm as Form } from '$lib/rules';
import { terrainName } from '$lib/ui/words/names';
import { say, sayOr, type Msg } from '$lib/ui/words/say';

/** Each form's name and what it does, with its rule. */
const FORM_WORDS: Record<Form, { name: Msg; help: Msg }> = {
  assault: { name: m.cmb_form_assault, help: m.cmb_form_assault_help },
  ambush: { name: m.card_hq_ambush, help: m.cmb_form_ambush_help },
  bombard: { name: m.cmb_form_bombard, help: m.cmb_form_bombard_help },
  volley: { name: m.card_volley, help: m.cmb_form_volley_help },
  'grand-battery': { name: m.card_grand_battery, help: m.cmb_form_grand_battery_help }
};

export function formName(form: Form): string {
  return FORM_WORDS[form].name({});
}

/** What a form does, with its rule. */
export function formHelp(form: Form): string {
  return FORM_WORDS[form].help({});
}

/** The form of an open combat (a Grand Battery is a Bombardment, 9.1-R5). */
export function combatFormOf(cb: Pick<CombatState, 'kind' | 'grandBattery'>): Form {
  if (cb.grandBattery) return 'grand-battery';
  return cb.kind === 'bombardment' ? 'bombard' : cb.kind;
}

/** The one name of each result (shared with the history). */
export { outcomeName } from '$lib/ui/describe/outcome';

const ROLE_NAME: Partial<Record<string, Msg>> = {
  initiating: m.cmb_role_initiating,
  withdraw: m.card_withdraw,
  defense: m.cmb_role_defense,
  leader: m.cmb_role_leader,
  attack: m.cmb_role_attack,
  committed: m.card_hq_committed_attack,
  sappers: m.card_hq_sappers,
  skirmish: m.card_hq_skirmish
};

export function roleName(role: CombatState['cards'][number]['role']): string {
  return sayOr(ROLE_NAME, role, String(role));
}

/** A combat step's name (stored steps are "combat:<step>"); another step as it is. */
const STEP_NAME: Partial<Record<string, Msg>> = {
  withdraw: m.cmb_step_withdraw,
  defender: m.cmb_step_defender,
  attacker: m.cmb_step_attacker,
  roll: m.cmb_step_roll,
  choose: m.cmb_step_choose,
  retreat: m.cmb_step_retreat,
  advance: m.cmb_step_advance,
  pursuit: m.cmb_step_pursuit,
  'assign-hits': m.cmb_step_assign_hits,
  'skirmish-move': m.cmb_step_skirmish_move
};

export function combatStepName(step: string): string {
  return sayOr(STEP_NAME, step.startsWith('combat:') ? step.slice('combat:'.length) : '', step);
}

export function tierName(tier: RetreatTier): string {
  return say({ back: m.cmb_tier_back, flank: m.cmb_tier_flank, forward: m.cmb_tier_forward, none: m.cmb_tier_none }, tier);
}

/** "Ala (Francja)" */
export function playerName(game: Game, seat: Seat): string {
  const army = game.state.armies?.[seat];
  const name = game.setup.players[seat];
  return army ? `${name} (${nationName(army.nation)})` : name;
}

export function nationOf(game: Game, seat: Seat): NationId {
  return game.state.armies![seat].nation;
}

export function cardDef(game: Game, seat: Seat, card: string): CardDef | undefined {
  return game.catalog.card(nationOf(game, seat), card);
}

/** A card's short title: the unit's name, the leader's name or the HQ card's type. */
export function cardTitle(game: Game, seat: Seat, card: string): string {
  const def = cardDef(game, seat, card);
  if (!def) return card;
  if (def.kind === 'unit') return unitName(game.catalog, nationOf(game, seat), def.unit);
  if (def.kind === 'leader') return def.name;
  return hqName(def);
}

/** A card's name with its printed values ("1st Cuirassiers — A 2d10 / D 3 / P 4"). */
export function cardFull(game: Game, seat: Seat, card: string): string {
  return cardName(game.catalog, nationOf(game, seat), card);
}

/** The name of a total's line in the current language (the engine's PART_LABELS). */
export function partLabel(label: string): string {
  const l = PART_LABELS[label];
  return l ? l[i18n.locale] : label;
}

/** The dice parts of a total (their value is unknown before the roll). */
export const DICE_PARTS: ReadonlySet<string> = new Set(['dice', 'card-dice', 'ambush-dice', 'grand-battery-dice', 'committed-attack']);

/**
 * What a line of a total is about, in words: a unit's name for strengths, a card's name for
 * dice, the terrain, the square of a unit on a Hill. `seat` is the side of the total.
 */
export function partDetail(game: Game, seat: Seat, part: TotalPart, defenseCard?: string): string {
  const d = part.detail;
  switch (part.label) {
    case 'strength':
    case 'supporting-strength':
      return d ? seatUnitName(game, seat, d) : '';
    case 'card-dice':
    case 'ambush-dice':
    case 'grand-battery-dice':
      return d ? cardTitle(game, seat, d) : '';
    case 'card-defense':
      return defenseCard ? cardTitle(game, seat, defenseCard) : '';
    case 'terrain':
      return d ? terrainName(d) : '';
    case 'hill':
      return d ? m.cmb_part_hill_on({ square: d }) : '';
    default:
      return '';
  }
}

/** How many dice a line of the Attack Total stands for (its card's printed dice; 2 for a Committed Attack). */
export function diceCountOf(game: Game, seat: Seat, kind: CombatState['kind'], part: TotalPart): number {
  if (part.label === 'committed-attack') return 2;
  const def = part.detail ? cardDef(game, seat, part.detail) : undefined;
  if (!def) return 0;
  let spec: string | undefined;
  if (def.kind === 'leader') spec = def.grandBattery?.bombard;
  else if (def.kind === 'hq') spec = def.attack;
  else spec = kind === 'bombardment' ? def.bombard : kind === 'volley' ? def.volley : def.attack;
  const x = spec ? /^(\d+)d\d+$/.exec(spec) : null;
  return x ? Number(x[1]) : 0;
}
