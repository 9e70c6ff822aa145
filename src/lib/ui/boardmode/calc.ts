// Board mode's combat calculator (issues 12, 23) as pure functions over the engine: the picks are
// the engine's CombatSpec; whether the combat is allowed is combatProblems (the game's own
// predicates), the dice and the itemised totals are combatSpecDice/combatSpecTotals (the game's own
// arithmetic), the odds combatOdds, the result combatResult. A combat the rules forbid has no
// totals, odds or result here: only its problems.
import type { CardDef, LeaderCardDef, UnitCardDef } from '$lib/data/types';
import {
  combatOdds,
  combatProblems,
  combatResult,
  combatSpecDice,
  combatSpecSide,
  combatSpecTotals,
  combatSupportSquares,
  fireRange,
  formCardRefusal,
  isFireForm,
  kindOfForm,
  leaderUses,
  reachProblem,
  unitAt,
  type CombatForm,
  type CombatResultKind,
  type CombatSpec,
  type DeclarationForm,
  type DiceGroup,
  type Position,
  type Result,
  type RuleError,
  type Square,
  type Total
} from '$lib/rules';

export type Form = DeclarationForm;
export const FORMS: readonly Form[] = ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'];

/** The calculator's picks: the engine's CombatSpec with every field filled in. */
export interface CalcPicks extends CombatSpec {
  supporting: Square[];
  /** further cards for the attacking unit (6.1-R13), one entry per copy */
  attackCards: string[];
  /** the cards played for each supporting unit (6.4-R5), by its square, one entry per copy */
  supportCards: Record<Square, string[]>;
  leader: string | null;
  leaderUse: 'combat' | 'command';
  committed: number;
  sappers: boolean;
  defenseCards: string[];
  defenseLeader: string | null;
}

export const NO_PICKS: CalcPicks = {
  form: 'assault',
  from: null,
  target: null,
  supporting: [],
  card: null,
  attackCards: [],
  supportCards: {},
  leader: null,
  leaderUse: 'combat',
  committed: 0,
  sappers: false,
  defenseCards: [],
  defenseLeader: null
};

/** The engine's kind of a form (a Grand Battery is a Bombardment, 9.1-R5). */
export const kindOf = (form: Form): CombatForm => kindOfForm(form);
export const isFire = (form: Form): boolean => isFireForm(form);

/** The attacking side: the army of the attacking unit, else the enemy of the target's army. */
export function attackSide(p: Position, picks: CalcPicks): 0 | 1 | null {
  return combatSpecSide(p, picks);
}

function deckOf(p: Position, seat: 0 | 1): readonly CardDef[] {
  return p.catalog.army(p.armies[seat].nation).deck;
}

/** The cards of the attacking army that can start this combat (the declaration's own check, 8-R1, 9.1-R5, 9.2-R1). */
export function startingCards(p: Position, picks: CalcPicks): CardDef[] {
  const seat = attackSide(p, picks);
  if (seat === null) return [];
  const unit = picks.form !== 'ambush' && picks.from ? (unitAt(p, picks.from)?.placed.unit ?? null) : null;
  return deckOf(p, seat).filter((c) => !formCardRefusal(c, picks.form, unit));
}

/** Unit cards naming the unit on a square (its army's), e.g. for its Defence (6.1-R10). */
export function unitCards(p: Position, square: Square): UnitCardDef[] {
  const u = unitAt(p, square);
  if (!u) return [];
  return deckOf(p, u.army).filter((c): c is UnitCardDef => c.kind === 'unit' && c.unit === u.placed.unit);
}

/** Unit cards of the unit on a square that add Attack dice in step 5 (6.1-R13, A29). */
export function attackFaces(p: Position, square: Square): UnitCardDef[] {
  return unitCards(p, square).filter((c) => !!c.attack);
}

export function leaders(p: Position, seat: 0 | 1): LeaderCardDef[] {
  return deckOf(p, seat).filter((c): c is LeaderCardDef => c.kind === 'leader');
}

/** The army's HQ card of a type, if its deck has one (9.2, the HQ table). */
export function hqCard(p: Position, seat: 0 | 1, type: string): CardDef | undefined {
  return deckOf(p, seat).find((c) => c.kind === 'hq' && c.type === type);
}

export function hasHq(p: Position, seat: 0 | 1, type: string): boolean {
  return !!hqCard(p, seat, type);
}

/** The attacking Leader picked, with its card. */
export function leaderCard(p: Position, picks: CalcPicks): LeaderCardDef | undefined {
  const seat = attackSide(p, picks);
  const d = seat !== null && picks.leader ? p.catalog.card(p.armies[seat].nation, picks.leader) : undefined;
  return d?.kind === 'leader' ? d : undefined;
}

/** 9.1-R2: the uses the picked Leader allows (Command 1: Combat only). */
export function leaderChoices(p: Position, picks: CalcPicks): ('combat' | 'command')[] {
  const l = leaderCard(p, picks);
  return l ? leaderUses(l) : [];
}

/** 6.4-R2: how many supporting units the picked Leader brings (0 unless played for Command). */
export function supportCap(p: Position, picks: CalcPicks): number {
  const l = leaderCard(p, picks);
  return l && picks.leaderUse === 'command' && !isFire(picks.form) ? Math.max(0, l.command - 1) : 0;
}

/** Own units that may support (6.4-R3, the engine's check: adjacent to the target, not in Marsh, not the attacker). */
export function supportSquares(p: Position, picks: CalcPicks): Square[] {
  return combatSupportSquares(p, picks).sort();
}

/** The squares offered as supporting units now: only with a Leader played for Command (6.4-R1). */
export function supportCandidates(p: Position, picks: CalcPicks): Square[] {
  return supportCap(p, picks) > 0 ? supportSquares(p, picks) : [];
}

/** 9.2-R7: Committed Attack at most one per participating unit, and no more than the deck holds. */
export function committedCap(p: Position, picks: CalcPicks): number {
  const seat = attackSide(p, picks);
  if (seat === null || isFire(picks.form)) return 0;
  const card = hqCard(p, seat, 'committed-attack');
  if (!card) return 0;
  const units = (picks.form === 'assault' && picks.from ? 1 : 0) + Math.min(picks.supporting.length, supportCap(p, picks));
  return Math.min(units, card.copies);
}

/** Why this combat is not allowed (the engine's combatProblems); `[]` when it is. */
export function problemsOf(p: Position, picks: CalcPicks): RuleError[] {
  return combatProblems(p, picks);
}

/** The dice groups of the attack, in the order the calculator lists the cards (the game's diceGroups). */
export function diceGroups(p: Position, picks: CalcPicks): { group: Omit<DiceGroup, 'values'>; sides: number[] }[] {
  return combatSpecDice(p, picks);
}

/** Every die's sides, in order (what the dice pad asks for). */
export function diceSides(p: Position, picks: CalcPicks): number[] {
  return diceGroups(p, picks).flatMap((g) => g.sides);
}

/**
 * The itemised totals with these dice (missing dice count 0: the fixed part before the roll), as
 * the game adds them up. Null when the combat is incomplete or not allowed.
 */
export function totals(p: Position, picks: CalcPicks, dice: readonly number[] = []): { attack: Total; defense: Total } | null {
  if (problemsOf(p, picks).length) return null;
  return combatSpecTotals(p, picks, dice);
}

/** The exact odds of each result before the dice (the engine's combatOdds); null when not allowed. */
export function oddsOf(p: Position, picks: CalcPicks): Result<Record<string, number>> | null {
  const t = totals(p, picks);
  if (!t) return null;
  return combatOdds(kindOf(picks.form), diceSides(p, picks), t.attack.total, t.defense.total);
}

/** The table's result of a roll; null when not allowed. */
export function resultOf(
  p: Position,
  picks: CalcPicks,
  dice: readonly number[]
): { attack: Total; defense: Total; result: CombatResultKind } | null {
  const t = totals(p, picks, dice);
  if (!t) return null;
  return { ...t, result: combatResult(kindOf(picks.form), t.attack.total, t.defense.total) };
}

/**
 * Fire only: the firing card's range (the engine's fireRange: a Volley 1, 6.2-R3; a Bombardment the
 * card's Range, 6.2-R4; the Grand Battery its own, 9.1-R5) and whether it reaches the target from
 * the firing unit: else the engine's reason, saying which failed — the range, or the line of sight
 * and the squares that block it (6.2-R5…R7). Null when not fire or not picked.
 */
export function fireReach(p: Position, picks: CalcPicks): { range: number; ok: boolean; problem: RuleError | null } | null {
  if (!isFire(picks.form) || !picks.from || !picks.target) return null;
  const seat = attackSide(p, picks);
  const def = seat !== null && picks.card ? p.catalog.card(p.armies[seat].nation, picks.card) : undefined;
  if (!def || unitAt(p, picks.from)?.army !== seat || unitAt(p, picks.target)?.army === seat) return null;
  const range = fireRange(def, picks.form);
  const problem = range > 0 ? reachProblem(p, picks.form, picks.from, picks.target, def) : null;
  return { range, ok: range > 0 && !problem, problem };
}
