// Board mode's combat calculator (issue 12) as pure functions: the cards each side may pick from
// its army's real card list, the dice those cards roll, and the itemised totals, odds and result,
// all computed by the engine (attackParts, defenseTotal, combatOdds, combatResult), the same way the
// game builds them (src/lib/rules/combat-roll.ts: one dice group per card, 2d6 per Committed Attack).
import type { CardDef, LeaderCardDef, UnitCardDef } from '$lib/data/types';
import {
  attackParts,
  combatOdds,
  combatResult,
  defenseTotal,
  distance,
  fireTargets,
  squareIndex,
  unitAt,
  type CombatForm,
  type CombatResultKind,
  type DeclarationForm,
  type DiceGroup,
  type Position,
  type Result,
  type Square,
  type Total
} from '$lib/rules';

export type Form = DeclarationForm;
export const FORMS: readonly Form[] = ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'];

export interface CalcPicks {
  form: Form;
  /** the attacking unit (an Ambush names none: the Ambush card attacks, 9.2-R1) */
  from: Square | null;
  target: Square | null;
  /** supporting units (6.4), Assault and Ambush only */
  supporting: Square[];
  /** the card that starts the combat (a unit card, the Ambush card or Napoleon for a Grand Battery) */
  card: string | null;
  /** a unit card played for each supporting unit (6.4-R5), by its square */
  supportCards: Record<Square, string>;
  /** the attacker's Leader and how it is used (9.1-R1, R2; 6.4-R7) */
  leader: string | null;
  leaderUse: 'combat' | 'command';
  /** Committed Attack cards (9.2-R6: +2d6 each) */
  committed: number;
  /** Sappers / Engineers (9.2-R20: no Redoubt bonus) */
  sappers: boolean;
  /** the defender's unit cards (6.1-R10), one entry per copy played */
  defenseCards: string[];
  /** the defender's Leader (6.1-R11) */
  defenseLeader: string | null;
}

export const NO_PICKS: CalcPicks = {
  form: 'assault',
  from: null,
  target: null,
  supporting: [],
  card: null,
  supportCards: {},
  leader: null,
  leaderUse: 'combat',
  committed: 0,
  sappers: false,
  defenseCards: [],
  defenseLeader: null
};

/** The engine's kind of a form (a Grand Battery is a Bombardment, 9.1-R5). */
export function kindOf(form: Form): CombatForm {
  return form === 'bombard' || form === 'grand-battery' ? 'bombardment' : form;
}

export const isFire = (form: Form) => form !== 'assault' && form !== 'ambush';

/** "2d8" → [8, 8]: the sides of each die of a printed value. */
export function sidesOf(dice: string | undefined): number[] {
  const x = dice ? /^(\d+)d(\d+)$/.exec(dice) : null;
  return x ? new Array<number>(Number(x[1])).fill(Number(x[2])) : [];
}

/** The attacking side: the army of the attacking unit, else the enemy of the target's army. */
export function attackSide(p: Position, picks: CalcPicks): 0 | 1 | null {
  const a = picks.from ? unitAt(p, picks.from) : undefined;
  if (a) return a.army;
  const t = picks.target ? unitAt(p, picks.target) : undefined;
  return t ? (t.army === 0 ? 1 : 0) : null;
}

function deckOf(p: Position, seat: 0 | 1): readonly CardDef[] {
  return p.catalog.army(p.armies[seat].nation).deck;
}

/** The dice a card rolls in this form (a unit card's Attack, Bombard or Volley; the HQ/Leader dice). */
export function cardDice(def: CardDef, form: Form): string | undefined {
  if (def.kind === 'leader') return form === 'grand-battery' ? def.grandBattery?.bombard : undefined;
  if (def.kind === 'hq') return form === 'ambush' && def.type === 'ambush' ? def.attack : undefined;
  if (form === 'assault') return def.attack;
  if (form === 'bombard') return def.bombard;
  if (form === 'volley') return def.volley;
  return undefined;
}

/** The cards of the attacking army that can start this combat (8-R1, 9.1-R5, 9.2-R1). */
export function startingCards(p: Position, picks: CalcPicks): CardDef[] {
  const seat = attackSide(p, picks);
  if (seat === null) return [];
  const unit = picks.from ? unitAt(p, picks.from)?.placed.unit : undefined;
  return deckOf(p, seat).filter((c) => {
    if (!cardDice(c, picks.form)) return false;
    if (c.kind === 'unit') return c.unit === unit;
    return true;
  });
}

/** Unit cards naming a unit, with Attack dice (6.4-R5) or Defence (6.1-R10). */
export function unitCards(p: Position, square: Square): UnitCardDef[] {
  const u = unitAt(p, square);
  if (!u) return [];
  return deckOf(p, u.army).filter((c): c is UnitCardDef => c.kind === 'unit' && c.unit === u.placed.unit);
}

export function leaders(p: Position, seat: 0 | 1): LeaderCardDef[] {
  return deckOf(p, seat).filter((c): c is LeaderCardDef => c.kind === 'leader');
}

export function hasHq(p: Position, seat: 0 | 1, type: string): boolean {
  return deckOf(p, seat).some((c) => c.kind === 'hq' && c.type === type);
}

/** Own units adjacent to the target that may support (6.4-R3), the attacking unit excepted. */
export function supportCandidates(p: Position, picks: CalcPicks): Square[] {
  const seat = attackSide(p, picks);
  if (seat === null || !picks.target || isFire(picks.form)) return [];
  return p.armies[seat].units
    .map((u) => u.square)
    .filter((sq) => sq !== picks.from && distance(squareIndex(sq), squareIndex(picks.target!)) === 1)
    .sort();
}

/** The dice groups of the attack, in the order the game rolls them (combat-roll.ts diceGroups). */
export function diceGroups(p: Position, picks: CalcPicks): { group: Omit<DiceGroup, 'values'>; sides: number[] }[] {
  const seat = attackSide(p, picks);
  if (seat === null) return [];
  const nation = p.armies[seat].nation;
  const out: { group: Omit<DiceGroup, 'values'>; sides: number[] }[] = [];
  const add = (id: string | null | undefined, support: boolean) => {
    const def = id ? p.catalog.card(nation, id) : undefined;
    if (!def) return;
    const dice = support ? (def.kind === 'unit' ? def.attack : undefined) : cardDice(def, picks.form);
    const label: DiceGroup['label'] = def.kind === 'leader' ? 'grand-battery-dice' : def.kind === 'hq' ? 'ambush-dice' : 'card-dice';
    if (dice) out.push({ group: { label, detail: def.id }, sides: sidesOf(dice) });
  };
  add(picks.card, false);
  if (!isFire(picks.form)) {
    for (const sq of picks.supporting) add(picks.supportCards[sq], true);
    for (let i = 0; i < picks.committed; i++) out.push({ group: { label: 'committed-attack' }, sides: [6, 6] });
  }
  return out;
}

/** Every die's sides, in order (what the dice pad asks for). */
export function diceSides(p: Position, picks: CalcPicks): number[] {
  return diceGroups(p, picks).flatMap((g) => g.sides);
}

/** The itemised totals with these dice (missing dice count 0: the fixed part before the roll). */
export function totals(p: Position, picks: CalcPicks, dice: number[] = []): { attack: Total; defense: Total } | null {
  const seat = attackSide(p, picks);
  if (seat === null || !picks.target || !unitAt(p, picks.target)) return null;
  if (picks.form !== 'ambush' && !picks.from) return null;
  const kind = kindOf(picks.form);
  const groups: DiceGroup[] = [];
  let k = 0;
  for (const g of diceGroups(p, picks)) {
    groups.push({ ...g.group, values: dice.slice(k, k + g.sides.length) });
    k += g.sides.length;
  }
  const nation = p.armies[seat].nation;
  const leader = picks.leader ? p.catalog.card(nation, picks.leader) : undefined;
  const fire = isFire(picks.form);
  const attack = attackParts(p, {
    kind,
    ...(picks.form !== 'ambush' && picks.from ? { from: picks.from } : {}),
    target: picks.target,
    groups,
    ...(!fire && leader?.kind === 'leader' && picks.leaderUse === 'combat' ? { leaderCombat: leader.combat } : {}),
    supporting: fire ? [] : picks.supporting
  });
  const defNation = p.armies[seat === 0 ? 1 : 0].nation;
  const defCards = fire ? [] : picks.defenseCards.filter((c) => p.catalog.card(defNation, c)?.kind === 'unit');
  const defLeader = !fire && picks.defenseLeader ? p.catalog.card(defNation, picks.defenseLeader) : undefined;
  const defense = defenseTotal(p, picks.target, {
    kind,
    cards: defCards,
    cardDefense: defCards.map((c) => (p.catalog.card(defNation, c) as UnitCardDef).defense),
    ...(defLeader?.kind === 'leader' ? { leaderCombat: defLeader.combatDefense ?? defLeader.combat } : {}),
    sappers: !fire && picks.sappers
  });
  return { attack, defense };
}

/** The exact odds of each result before the dice (the engine's combatOdds). */
export function oddsOf(p: Position, picks: CalcPicks): Result<Record<string, number>> | null {
  const t = totals(p, picks);
  if (!t) return null;
  return combatOdds(kindOf(picks.form), diceSides(p, picks), t.attack.total, t.defense.total);
}

/** The table's result of a roll. */
export function resultOf(p: Position, picks: CalcPicks, dice: number[]): { attack: Total; defense: Total; result: CombatResultKind } | null {
  const t = totals(p, picks, dice);
  if (!t) return null;
  return { ...t, result: combatResult(kindOf(picks.form), t.attack.total, t.defense.total) };
}

/**
 * Fire only: the firing card's range (a Volley is range 1, 6.2-R3; a Bombardment the card's Range,
 * 6.2-R4; Napoleon's Grand Battery its own, 9.1-R5) and whether the engine's fireTargets reaches the
 * target from the firing unit (range and line of sight, 6.2-R5…R7). Null when not fire or not picked.
 */
export function fireReach(p: Position, picks: CalcPicks): { range: number; ok: boolean } | null {
  if (!isFire(picks.form) || !picks.from || !picks.target) return null;
  const seat = attackSide(p, picks);
  const def = seat !== null && picks.card ? p.catalog.card(p.armies[seat].nation, picks.card) : undefined;
  if (!def) return null;
  const range = picks.form === 'volley' ? 1 : def.kind === 'leader' ? (def.grandBattery?.range ?? 0) : def.kind === 'unit' ? (def.range ?? 1) : 0;
  return { range, ok: range > 0 && fireTargets(p, picks.from, range).includes(picks.target) };
}
