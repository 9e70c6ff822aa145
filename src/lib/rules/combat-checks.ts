// Rules 6.1 steps 1–5, 6.2 steps 1–2, 6.4, 9.1-R1/R2, 9.2-R6/R7/R20/R21: the predicates that say
// whether a combat, or one card of it, is legal. Pure functions of a Position and plain values,
// shared by the game's handlers (combat-declare.ts, combat-cards.ts) and by board mode's
// combatProblems (combat-spec.ts): one copy of each rule, used by both.
import type { CardDef, LeaderCardDef } from '../data/types';
import { distance, NEIGHBOURS, squareIndex, type Seat, type Square } from './board';
import type { CombatForm } from './combat-totals';
import type { ErrorCode } from './errors';
import { fireTargets, sightLines } from './fire';
import { unitAt } from './occupancy';
import type { Position } from './position';
import { fail, type RuleError } from './result';
import { mayAssaultFrom } from './terrain';

/** The forms of combat a player declares (9.1-R5: the Grand Battery is a Bombardment by Napoleon). */
export type DeclarationForm = 'assault' | 'ambush' | 'bombard' | 'volley' | 'grand-battery';

/** The engine's kind of combat of a declared form (a Grand Battery is a Bombardment, 9.1-R5). */
export function kindOfForm(form: DeclarationForm): CombatForm {
  return form === 'bombard' || form === 'grand-battery' ? 'bombardment' : form;
}

export function isFireForm(form: DeclarationForm): boolean {
  return form !== 'assault' && form !== 'ambush';
}

function error(code: ErrorCode, params?: Record<string, string | number>): RuleError {
  const r = fail(code, params);
  return r.ok ? (undefined as never) : r.error;
}

/**
 * 6.1-R1, R3, 6.2-R1, 9.1-R5: why this card cannot start this form of combat for this unit (null:
 * it can): a unit card of the unit showing Attack, Bombard or Volley; the Ambush card; Napoleon.
 */
export function formCardRefusal(def: CardDef, form: DeclarationForm, unit: string | null): ErrorCode | null {
  switch (form) {
    case 'ambush':
      return def.kind === 'hq' && def.type === 'ambush' ? null : 'card/wrong-type';
    case 'grand-battery':
      return def.kind === 'leader' && def.grandBattery ? null : 'card/wrong-type';
    default:
      if (def.kind !== 'unit' || def.unit !== unit) return 'card/wrong-unit';
      if (form === 'assault') return def.attack ? null : 'combat/card-no-attack';
      if (form === 'bombard') return def.bombard ? null : 'combat/card-no-bombard';
      return def.volley ? null : 'combat/card-no-volley';
  }
}

/** 6.2-R3, R4, 9.1-R5: the range of a firing card: Volley 1; Bombardment the card's Range (at most 2); the Grand Battery's own. */
export function fireRange(def: CardDef, form: DeclarationForm): number {
  if (form === 'volley') return 1;
  if (def.kind === 'leader') return def.grandBattery?.range ?? 0;
  return def.kind === 'unit' ? Math.min(def.range ?? 2, 2) : 2;
}

/**
 * Steps 1–2 on the board, nearest first (the handler refuses with the first): the attacking or
 * firing unit is the player's (6.1-R1, 6.2-R1; none in an Ambush, 6.1-R3), an Assault not from a
 * Marsh (6.1-R2), an enemy unit on the target (6.1-R4, R5, 6.2-R3), adjacent for an Assault (6.1-R4).
 */
export function placeProblems(p: Position, seat: Seat, form: DeclarationForm, from: Square | null, target: Square): RuleError[] {
  const out: RuleError[] = [];
  const f = from === null ? -1 : squareIndex(from);
  if (form !== 'ambush') {
    const own = from === null ? undefined : unitAt(p, from);
    if (!own || own.army !== seat) out.push(error('move/not-your-unit', { square: String(from ?? '—') }));
    if (form === 'assault' && f >= 0 && !mayAssaultFrom(p.terrain[f]!)) out.push(error('combat/assault-from-marsh'));
  }
  const enemy = unitAt(p, target);
  if (!enemy || enemy.army === seat) out.push(error('combat/no-enemy', { square: String(target) }));
  if (form === 'assault' && f >= 0 && !NEIGHBOURS[f]!.includes(squareIndex(target))) out.push(error('combat/not-adjacent'));
  return out;
}

/**
 * 6.2 step 2, 9.1-R5: a fire combat's target within the card's range and line of sight (6.2-R3…R7),
 * or which of the two fails: the range (with the distance and the card's range), or the line of
 * sight (with the squares that block every path, 6.2-R6).
 */
export function reachProblem(p: Position, form: DeclarationForm, from: Square, target: Square, def: CardDef): RuleError | null {
  if (!isFireForm(form)) return null;
  const range = fireRange(def, form);
  if (fireTargets(p, from, range).includes(target)) return null;
  const d = distance(squareIndex(from), squareIndex(target));
  if (d > range) return error('combat/out-of-range', { square: target, distance: d, range });
  const line = sightLines(p, from, range).find((l) => l.square === target);
  if (line && line.blockedBy.length)
    return error('combat/sight-blocked', { square: target, blockers: [...line.blockedBy].sort().join(',') });
  return error('combat/no-line-of-sight');
}

/**
 * Why a combat named on two squares that hold no unit between them cannot be fought: no unit on
 * the attacking square (6.1-R1) and none on the target (6.1-R4); an Ambush names only its target.
 */
export function emptyProblems(p: Position, form: DeclarationForm, from: Square | null, target: Square | null): RuleError[] {
  const out: RuleError[] = [];
  if (form !== 'ambush' && from && !unitAt(p, from)) out.push(error('combat/no-unit', { square: from }));
  if (target && !unitAt(p, target)) out.push(error('combat/no-enemy', { square: target }));
  return out;
}

/**
 * 8-R1, 9.2-R1, 9.1-R5, rule 9's table: no card of the army can start this form at all. An Ambush
 * and a Grand Battery depend on the army's HQ cards (only Austria and the United States have
 * Ambush, only France has Napoleon): the army is named; other forms name the unit whose cards lack
 * the value. `unitName` is the attacking unit's name.
 */
export function noCardForForm(form: DeclarationForm, nation: string, unitName: string): RuleError {
  return form === 'ambush' || form === 'grand-battery'
    ? error('combat/no-card-for-army', { army: nation, form })
    : error('combat/no-card-for-form', { unit: unitName, form });
}

/**
 * 6.4-R3: the squares that may support an Assault or Ambush on `target`: the player's own units
 * adjacent to the defending unit that could assault it (not the attacking unit, not in Marsh).
 */
export function supportSquares(p: Position, seat: Seat, attacker: Square | null, target: Square): Square[] {
  const t = squareIndex(target);
  if (t < 0) return [];
  return p.armies[seat].units
    .filter((u) => u.square !== attacker && NEIGHBOURS[t]!.includes(squareIndex(u.square)))
    .filter((u) => mayAssaultFrom(p.terrain[squareIndex(u.square)]!))
    .map((u) => u.square);
}

/** 6.4-R1: supporting units are named only with a Leader played for Command (`use` null: no Leader). */
export function supportNamingRefusal(use: 'command' | 'combat' | null | undefined, supporting: number): ErrorCode | null {
  return supporting > 0 && use !== 'command' ? 'combat/support-without-command' : null;
}

/** 9.1-R2, 6.4-R2: the uses of an attacking Leader: Combat, and Command when it is above 1. */
export function leaderUses(def: LeaderCardDef): ('combat' | 'command')[] {
  return def.command > 1 ? ['combat', 'command'] : ['combat'];
}

/**
 * 9.1-R1, R2, 6.4-R1…R3: the problems of an attacking Leader played for `use` naming `supporting`
 * (the handler refuses with the first): the use must be said when there are two, Command 1 is only
 * Combat, at most Command − 1 supporting units (the Ambush card fills the first place, 6.4-R4),
 * each of them one of `candidates` (supportSquares); with Combat, no supporting unit.
 */
export function leaderProblems(
  def: LeaderCardDef,
  use: string | undefined,
  supporting: readonly Square[],
  candidates: readonly Square[]
): RuleError[] {
  const uses = leaderUses(def);
  if (use === undefined && uses.length > 1) return [error('combat/leader-use-missing')];
  const u = use ?? 'combat';
  if (u === 'combat') {
    const naming = supportNamingRefusal('combat', supporting.length);
    return naming ? [error(naming)] : [];
  }
  if (u !== 'command') return [error('combat/leader-use')];
  if (!uses.includes('command')) return [error('combat/command-one')];
  const out: RuleError[] = [];
  if (new Set(supporting).size !== supporting.length) out.push(error('combat/support-invalid'));
  if (supporting.length > def.command - 1) out.push(error('combat/support-too-many', { max: def.command - 1 }));
  for (const sq of supporting) if (!candidates.includes(sq)) out.push(error('combat/support-invalid', { square: String(sq) }));
  return out;
}

/** 6.1-R13, A29: a unit card for a participating unit (by its id) must be its own and show Attack. */
export function attackCardRefusal(participants: readonly string[], def: CardDef, unit: string | undefined): ErrorCode | null {
  if (!unit || !participants.includes(unit)) return 'combat/not-participating';
  if (def.kind !== 'unit' || def.unit !== unit) return 'card/wrong-unit';
  return def.attack ? null : 'combat/card-no-attack';
}

/** What the step-5 HQ cards depend on: the combat so far. */
export interface AttackSoFar {
  kind: CombatForm;
  /** Committed Attack cards already played */
  committed: number;
  /** participating units (the attacking unit and the supporting units, 6.1) */
  participants: number;
  /** an attacking Leader has been played */
  leader: boolean;
}

/**
 * 9.2-R6, R7, R20, R21: why this HQ card may not be played in step 5 now (null: it may). Committed
 * Attack counts real units only: none in an Ambush without supporting units (A15).
 */
export function attackerHqRefusal(c: AttackSoFar, type: string): ErrorCode | null {
  switch (type) {
    case 'committed-attack':
      return c.committed + 1 > c.participants ? 'combat/committed-limit' : null;
    case 'sappers':
      return c.kind === 'assault' || c.kind === 'ambush' ? null : 'combat/wrong-step';
    case 'skirmish':
      if (c.kind !== 'assault') return 'combat/skirmish-assault-only';
      return c.leader ? 'combat/skirmish-with-leader' : null;
    default:
      return 'combat/attacker-card';
  }
}

/** 6.1-R10…R12, 9.1-R2: why the defender may not play this card now (null: it may). */
export function defenderCardRefusal(defender: string, hasLeader: boolean, def: CardDef, use: string | undefined): ErrorCode | null {
  if (def.kind === 'unit') return def.unit === defender ? null : 'card/wrong-unit';
  if (def.kind === 'leader') {
    if (hasLeader) return 'combat/one-leader';
    return use === 'command' ? 'combat/defender-leader-combat' : null; // 9.1-R2: Combat only
  }
  return 'combat/defender-card';
}
