// Rules 6-R1, 6.1 steps 1–2, 6.2 steps 1–2, 9.1-R5, 9.2-R1: declaring the turn's one combat, from one shared opening.
import type { CardDef } from '../data/types';
import type { Ambush, Assault, Fire, GrandBattery } from './actions';
import { NEIGHBOURS, other, squareIndex, type Square } from './board';
import { openCardSteps, playToCombat } from './combat-cards';
import { fireRange, formCardRefusal, placeProblems, reachProblem } from './combat-checks';
import { handCard, possibleCards } from './decks';
import { fireTargets } from './fire';
import type { Ctx, Handlers, Lister } from './handler';
import { fail, ok, type Result } from './result';
import { positionOf, type CombatState, type GameState } from './state';
import { mayAssaultFrom } from './terrain';
import { unitOn, type Found } from './units';

export { formCardRefusal, fireRange } from './combat-checks';

type Declaration = Assault | Ambush | Fire | GrandBattery;

/** A combat just declared, before any card of steps 3–5. */
export function newCombat(kind: CombatState['kind'], attacker: string | null, defender: string, target: Square): CombatState {
  return {
    kind,
    grandBattery: false,
    step: 'roll',
    attacker,
    defender,
    target,
    supporting: [],
    cards: [],
    leader: null,
    defenseLeader: null,
    committed: 0,
    sappers: false,
    withdrawAttempted: false,
    withdrew: false,
    dice: null,
    attack: null,
    defense: null,
    outcome: null,
    chooser: null,
    defenderRetreated: false,
    vacated: false,
    advanced: null,
    hitsToAssign: 0
  };
}

/** 6-R1, 4-R10: a combat is declared in the Combat Phase, once per player turn. */
export function canDeclare(s: GameState): Result<void> {
  if (s.phase !== 'combat') return fail('phase/wrong', { phase: s.phase });
  if (s.combatUsed) return fail('combat/once');
  return ok(undefined);
}

interface Opening {
  /** the attacking or firing unit (none in an Ambush) */
  unit: Found | null;
  enemy: Found;
  card: CardDef;
}

/**
 * The opening shared by every declaration: the turn's one combat (6-R1), the board's conditions
 * (placeProblems: the active player's unit on `from`, an Assault not from a Marsh, an enemy unit on
 * the target, adjacent for an Assault), and a card from the hand that starts this form for the unit.
 */
function declare(c: Ctx, s: GameState, a: Declaration): Result<Opening> {
  const r = canDeclare(s);
  if (!r.ok) return r;
  const from = a.type === 'ambush' ? null : a.from;
  const p = positionOf(s, c.catalog);
  const [problem] = placeProblems(p, s.active, a.type, from, a.target);
  if (problem) return { ok: false, error: problem };
  const unit = from === null ? null : unitOn(s, from)!;
  const enemy = unitOn(s, a.target)!;
  const card = handCard(c, s, s.active, a.card);
  if (!card.ok) return card;
  const refusal = formCardRefusal(card.value, a.type, unit ? unit.unit.unit : null);
  if (refusal) return fail(refusal, { card: a.card });
  if (from !== null) {
    const far = reachProblem(p, a.type, from, a.target, card.value);
    if (far) return { ok: false, error: far };
  }
  return ok({ unit, enemy, card: card.value });
}

/** The combat begins: the initiating card on the table (6.7-R1), the turn's combat used (6-R2). */
function begin(s: GameState, cb: CombatState, card: string): void {
  s.combatUsed = true;
  s.combat = cb;
  playToCombat(s, s.active, card, 'initiating', cb.attacker ?? undefined);
}

/** 6.1 steps 1–2 (Assault): an attacking unit not in Marsh, a unit card with Attack, an adjacent enemy. */
export function assault(c: Ctx, s: GameState, a: Assault): Result<void> {
  const o = declare(c, s, a);
  if (!o.ok) return o;
  begin(s, newCombat('assault', o.value.unit!.unit.unit, o.value.enemy.unit.unit, a.target), a.card);
  openCardSteps(c, s);
  return ok(undefined);
}

/** 6.1-R3, R5, 9.2-R1: Ambush with an Ambush card against any enemy unit. */
export function ambush(c: Ctx, s: GameState, a: Ambush): Result<void> {
  const o = declare(c, s, a);
  if (!o.ok) return o;
  begin(s, newCombat('ambush', null, o.value.enemy.unit.unit, a.target), a.card);
  openCardSteps(c, s);
  return ok(undefined);
}

/**
 * 6.2 steps 1–2: Bombardment (Bombard value, its Range) or Volley (Volley value, adjacent). 6.2 has
 * no card step, so no other card is played on either side (6.2-R10): the combat goes to the roll.
 */
export function fire(c: Ctx, s: GameState, a: Fire): Result<void> {
  const o = declare(c, s, a);
  if (!o.ok) return o;
  begin(s, newCombat(a.type === 'bombard' ? 'bombardment' : 'volley', o.value.unit!.unit.unit, o.value.enemy.unit.unit, a.target), a.card);
  return ok(undefined);
}

/** 9.1-R5: Napoleon's Grand Battery, the turn's one combat: any French unit (Marsh allowed), range 2, 2d10. */
export function grandBattery(c: Ctx, s: GameState, a: GrandBattery): Result<void> {
  const o = declare(c, s, a);
  if (!o.ok) return o;
  const cb = newCombat('bombardment', o.value.unit!.unit.unit, o.value.enemy.unit.unit, a.target);
  cb.grandBattery = true;
  begin(s, cb, a.card);
  return ok(undefined);
}

export const DECLARE_HANDLERS: Handlers = {
  assault,
  ambush,
  bombard: fire,
  volley: fire,
  'grand-battery': grandBattery
};

/** The Combat Phase's legal declarations: per unit, enemy and card of the catalogue that may be in the hand. */
export const declarationActions: Lister = (c, s, add) => {
  if (!canDeclare(s).ok) return;
  const me = s.active;
  const mine = possibleCards(c, s, me);
  const p = positionOf(s, c.catalog);
  const enemies = s.armies![other(me)].units;
  for (const u of s.armies![me].units) {
    const i = squareIndex(u.square);
    const starts = (form: Declaration['type']) => mine.filter((d) => !formCardRefusal(d, form, u.unit));
    if (mayAssaultFrom(s.terrain![i]!))
      for (const e of enemies)
        if (NEIGHBOURS[i]!.includes(squareIndex(e.square)))
          for (const d of starts('assault')) add({ type: 'assault', from: u.square, target: e.square, card: d.id });
    for (const d of mine.filter((d) => d.kind === 'unit' && d.unit === u.unit))
      for (const form of ['bombard', 'volley'] as const)
        if (!formCardRefusal(d, form, u.unit))
          for (const t of fireTargets(p, u.square, fireRange(d, form))) add({ type: form, from: u.square, target: t, card: d.id });
    for (const d of starts('grand-battery'))
      if (d.kind === 'leader')
        for (const t of fireTargets(p, u.square, d.grandBattery!.range))
          add({ type: 'grand-battery', from: u.square, target: t, card: d.id });
  }
  const amb = mine.find((d) => !formCardRefusal(d, 'ambush', null));
  if (amb) for (const e of enemies) add({ type: 'ambush', target: e.square, card: amb.id });
};
