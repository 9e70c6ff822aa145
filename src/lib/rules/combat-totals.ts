// Rule 6 as arithmetic on a Position (no game state): the Attack and Defence Totals (6.1 step 6,
// 6.2 step 3, 6.3) and the combat results table (6.1 step 7) with the fire result (6.2 step 4).
import { squareIndex, type Square } from './board';
import { occupancy, strengthOf } from './occupancy';
import type { Position } from './position';
import { REDOUBT_DEFENSE, TERRAIN_EFFECTS } from './terrain';

export type CombatForm = 'assault' | 'ambush' | 'bombardment' | 'volley';
export type CombatResultKind =
  'attackers-hit' | 'no-effect' | 'defender-chooses' | 'attacker-chooses' | 'retreat-and-hit' | 'eliminated' | 'hit';

/** One line of an itemised total: a stable label key (see PART_LABELS), its value and its rule. */
export interface TotalPart {
  label: string;
  value: number;
  rule: string;
  /** what the line is about: a unit id, a card id, a square */
  detail?: string;
}
export interface Total {
  total: number;
  parts: TotalPart[];
}

/** Names of the total lines in both languages (Polish terms as in the rulebook). */
export const PART_LABELS: Readonly<Record<string, { en: string; pl: string }>> = {
  strength: { en: 'Strength of the unit', pl: 'Siła jednostki' },
  dice: { en: 'Dice', pl: 'Kości' },
  'card-dice': { en: 'Card dice', pl: 'Kości z karty' },
  'ambush-dice': { en: 'Ambush card dice', pl: 'Kości z karty Zasadzki' },
  'grand-battery-dice': { en: 'Grand Battery dice', pl: 'Kości Wspaniałej artylerii' },
  'committed-attack': { en: 'Committed Attack (2d6)', pl: 'Atak z poświęceniem (2k6)' },
  hill: { en: 'Attacking from a Hill', pl: 'Atak ze wzgórza' },
  'leader-combat': { en: 'Leader’s Combat value', pl: 'Walka dowódcy' },
  'supporting-strength': { en: 'Strength of a supporting unit', pl: 'Siła jednostki wspierającej' },
  'card-defense': { en: 'Defence on a unit card', pl: 'Obrona z karty jednostki' },
  terrain: { en: 'Terrain', pl: 'Teren' },
  redoubt: { en: 'Redoubt', pl: 'Reduta' }
};

/**
 * 6.1 step 7 (Assault, Ambush) and 6.2 step 4 (Bombardment, Volley). D is always positive.
 * Assault/Ambush: A<D attackers hit; A=D no effect; D<A<2D defender chooses; 2D≤A<3D attacker
 * chooses; 3D≤A<4D hit and retreat; A≥4D eliminated. Fire: A>D hit, otherwise no effect.
 */
export function combatResult(kind: CombatForm, attack: number, defense: number): CombatResultKind {
  if (kind === 'bombardment' || kind === 'volley') return attack > defense ? 'hit' : 'no-effect';
  if (attack < defense) return 'attackers-hit';
  if (attack === defense) return 'no-effect';
  if (attack < 2 * defense) return 'defender-chooses';
  if (attack < 3 * defense) return 'attacker-chooses';
  if (attack < 4 * defense) return 'retreat-and-hit';
  return 'eliminated';
}

/** 6.3-R3, 6.2-R8: +2 for each unit on a Hill (fire combats too), unless the defending unit is on a Hill. */
function hillBonus(p: Position, from: number, target: number): number {
  if (from < 0 || p.terrain[target] === 'hill') return 0;
  return TERRAIN_EFFECTS[p.terrain[from]!].attack;
}

function strengthAt(p: Position, i: number): number {
  const o = occupancy(p);
  if (i < 0 || o.owner[i]! < 0) return 0;
  const u = p.armies[o.owner[i] as 0 | 1].units[o.slot[i]!]!;
  return strengthOf(o.def[i], u.reduced);
}

/**
 * 6.1-R17, 6.2-R9: the Defence Total of the unit on `square`: strength + unit cards' Defence +
 * terrain + Redoubt (unless Sappers/Engineers, 9.2-R20) + the defending Leader's Combat.
 */
export function defenseTotal(
  p: Position,
  square: Square,
  extras: {
    cardDefense?: number[];
    leaderCombat?: number;
    sappers?: boolean;
    /** the combat form: Bombardment/Volley cite 6.2-R9 for the strength line */
    kind?: CombatForm;
    /** card ids of the defence cards, in the order of cardDefense (shown as each line's detail) */
    cards?: string[];
  } = {}
): Total {
  const i = squareIndex(square);
  const parts: TotalPart[] = [];
  const o = occupancy(p);
  const unitId = i >= 0 && o.owner[i]! >= 0 ? p.armies[o.owner[i] as 0 | 1].units[o.slot[i]!]!.unit : undefined;
  const fire = extras.kind === 'bombardment' || extras.kind === 'volley';
  parts.push({ label: 'strength', value: strengthAt(p, i), rule: fire ? '6.2-R9' : '6.1-R17', ...(unitId ? { detail: unitId } : {}) });
  (extras.cardDefense ?? []).forEach((d, k) => {
    const card = extras.cards?.[k];
    parts.push({ label: 'card-defense', value: d, rule: '6.1-R10', ...(card ? { detail: card } : {}) });
  });
  if (i >= 0) {
    const t = TERRAIN_EFFECTS[p.terrain[i]!].defense;
    if (t) parts.push({ label: 'terrain', value: t, rule: '6.3-R1', detail: p.terrain[i]! });
    if (o.redoubt[i] && !extras.sappers) parts.push({ label: 'redoubt', value: REDOUBT_DEFENSE, rule: '9.2-R16' });
  }
  if (extras.leaderCombat) parts.push({ label: 'leader-combat', value: extras.leaderCombat, rule: '6.1-R11' });
  return { total: parts.reduce((s, x) => s + x.value, 0), parts };
}

/** A group of dice rolled for one source (a card, a Committed Attack, the Grand Battery). */
export interface DiceGroup {
  label: 'card-dice' | 'ambush-dice' | 'grand-battery-dice' | 'committed-attack' | 'dice';
  values: number[];
  /** card id or unit id */
  detail?: string;
}

/**
 * Itemised Attack Total from explicit dice groups (the game uses this to show each card's dice).
 * 6.1-R16 (Assault/Ambush), 6.2-R8 (Bombardment/Volley), 6.3 (Hill), 6.4 (supporting units).
 */
export function attackParts(
  p: Position,
  a: { kind: CombatForm; from?: Square; target: Square; groups: DiceGroup[]; leaderCombat?: number; supporting?: Square[] }
): Total {
  const t = squareIndex(a.target);
  const f = a.from ? squareIndex(a.from) : -1;
  const parts: TotalPart[] = [];
  const o = occupancy(p);
  const idAt = (i: number) => (i >= 0 && o.owner[i]! >= 0 ? p.armies[o.owner[i] as 0 | 1].units[o.slot[i]!]!.unit : undefined);
  if (a.kind === 'assault' && f >= 0) {
    const id = idAt(f);
    parts.push({ label: 'strength', value: strengthAt(p, f), rule: '6.1-R16', ...(id ? { detail: id } : {}) });
  }
  for (const g of a.groups) {
    const rule = g.label === 'committed-attack' ? '9.2-R6' : a.kind === 'bombardment' || a.kind === 'volley' ? '6.2-R8' : '6.1-R16';
    parts.push({
      label: g.label,
      value: g.values.reduce((s, x) => s + x, 0),
      rule: g.label === 'grand-battery-dice' ? '9.1-R5' : rule,
      ...(g.detail ? { detail: g.detail } : {})
    });
  }
  // 6.3-R3/R4: Hill bonus per participating or firing unit; never for the Ambush card itself
  if (a.kind !== 'ambush' && f >= 0) {
    const h = hillBonus(p, f, t);
    if (h) parts.push({ label: 'hill', value: h, rule: '6.3-R3', detail: a.from! });
  }
  for (const sq of a.supporting ?? []) {
    const s = squareIndex(sq);
    const id = idAt(s);
    parts.push({ label: 'supporting-strength', value: strengthAt(p, s), rule: '6.4-R5', ...(id ? { detail: id } : {}) });
    const h = hillBonus(p, s, t); // 6.3-R4: a supporting unit on a Hill keeps its bonus, also in an Ambush
    if (h) parts.push({ label: 'hill', value: h, rule: '6.3-R3', detail: sq });
  }
  if (a.leaderCombat) parts.push({ label: 'leader-combat', value: a.leaderCombat, rule: '9.1-R2' });
  return { total: parts.reduce((s, x) => s + x.value, 0), parts };
}

/**
 * The Attack Total of a combat. `dice` is every die rolled for the attack (the attacking card's,
 * supporting units' cards', Committed Attacks', the Ambush card's or the Grand Battery's).
 */
export function attackTotal(
  p: Position,
  a: { kind: CombatForm; from?: Square; target: Square; dice: number[]; leaderCombat?: number; supporting?: Square[] }
): Total {
  const { dice, ...rest } = a;
  return attackParts(p, { ...rest, groups: dice.length ? [{ label: 'dice', values: dice }] : [] });
}
