// Rule 6.1 steps 6–7, 6.2 steps 3–4, 6.6: the dice a combat rolls, the itemised totals, the roll and the results table.
import type { LeaderCardDef, UnitCardDef } from '../data/types';
import type { Roll } from './actions';
import { other } from './board';
import { afterResult, finish, participants, pursuit, pursuitCards, startRetreat, vacated } from './combat-aftermath';
import { attackParts, combatResult, defenseTotal, type DiceGroup, type Total } from './combat-totals';
import { diceSides, validDice } from './dice';
import { ctxOf, type Ctx, type Handlers, type Lister } from './handler';
import { fail, ok, type Result } from './result';
import { positionOf, type CombatStep, type Game, type GameState } from './state';
import { eliminate, hit, unitById } from './units';

/** The dice the next roll needs, as numbers of sides (6.1 step 6, 6.2 step 3, 6.6). */
export function diceNeeded(c: Ctx, s: GameState): number[] {
  const cb = s.combat;
  if (!cb) return [];
  if (cb.step === 'pursuit') return pursuitCards(c, s).map(() => 6);
  if (cb.step !== 'roll') return [];
  return diceGroups(c, s).flatMap((g) => g.sides);
}

/** 6.1-R16, 6.2-R8, 9.1-R5, 9.2-R6: the dice of each card played for the attack, in the order played. */
export function diceGroups(c: Ctx, s: GameState): { group: Omit<DiceGroup, 'values'>; sides: number[] }[] {
  const cb = s.combat!;
  const nation = s.armies![s.active].nation;
  const out: { group: Omit<DiceGroup, 'values'>; sides: number[] }[] = [];
  for (const x of cb.cards) {
    if (x.side !== s.active || (x.role !== 'initiating' && x.role !== 'attack')) continue;
    const def = c.catalog.card(nation, x.card)!;
    let dice: string | undefined;
    let label: DiceGroup['label'] = 'card-dice';
    if (def.kind === 'leader') [dice, label] = [def.grandBattery?.bombard, 'grand-battery-dice'];
    else if (def.kind === 'hq') [dice, label] = [def.attack, 'ambush-dice'];
    else dice = cb.kind === 'bombardment' ? def.bombard : cb.kind === 'volley' ? def.volley : def.attack;
    if (dice) out.push({ group: { label, detail: x.card }, sides: diceSides(dice) });
  }
  for (let i = 0; i < cb.committed; i++) out.push({ group: { label: 'committed-attack' }, sides: [6, 6] });
  return out;
}

/** The itemised totals of the combat with these dice (used by the roll and by the UI). */
export function combatTotals(c: Ctx, s: GameState, dice: number[]) {
  const cb = s.combat!;
  const p = positionOf(s, c.catalog);
  const me = s.active;
  const nation = s.armies![me].nation;
  const groups: DiceGroup[] = [];
  let k = 0;
  for (const g of diceGroups(c, s)) {
    groups.push({ ...g.group, values: dice.slice(k, k + g.sides.length) });
    k += g.sides.length;
  }
  const sq = (id: string) => unitById(s, me, id)!.square;
  const leader = cb.leader ? (c.catalog.card(nation, cb.leader.card) as LeaderCardDef) : null;
  const attack = attackParts(p, {
    kind: cb.kind,
    ...(cb.kind !== 'ambush' && cb.attacker ? { from: sq(cb.attacker) } : {}),
    target: cb.target,
    groups,
    ...(leader && cb.leader!.use === 'combat' ? { leaderCombat: leader.combat } : {}),
    supporting: cb.supporting.map(sq)
  });
  const defSeat = other(me);
  const defNation = s.armies![defSeat].nation;
  const defLeader = cb.defenseLeader ? (c.catalog.card(defNation, cb.defenseLeader) as LeaderCardDef) : null;
  const defCards = cb.cards.filter((x) => x.side === defSeat && x.role === 'defense');
  const defense = defenseTotal(p, cb.target, {
    kind: cb.kind,
    cards: defCards.map((x) => x.card),
    cardDefense: defCards.map((x) => (c.catalog.card(defNation, x.card) as UnitCardDef).defense),
    ...(defLeader ? { leaderCombat: defLeader.combatDefense ?? defLeader.combat } : {}),
    sappers: cb.sappers
  });
  return { attack, defense };
}

/**
 * The itemised Attack and Defence Totals of the open combat with the given dice (in the order of
 * `prompt().dice`; missing dice count as 0, so the UI can show the fixed parts before the roll).
 * Null when no combat is open or it is past its roll (use the game before the roll then).
 */
export function combatTotalsOf(game: Game, dice: number[] = []): { attack: Total; defense: Total } | null {
  const s = game.state;
  const before = ['withdraw', 'defender', 'attacker', 'roll'];
  if (!s.combat || !before.includes(s.combat.step)) return null;
  const c = ctxOf(game);
  const need = diceNeeded(c, { ...s, combat: { ...s.combat, step: 'roll' } });
  const filled = need.map((_, i) => dice[i] ?? 0);
  return combatTotals(c, s, filled);
}

/** 6.1 steps 6–7 / 6.2 steps 3–4, and 6.6 pursuit rolls. */
export function roll(c: Ctx, s: GameState, a: Roll): Result<void> {
  const cb = s.combat;
  if (!cb || (cb.step !== 'roll' && cb.step !== 'pursuit')) return fail('combat/wrong-step');
  const need = diceNeeded(c, s);
  if (!validDice(a.dice, need)) return fail('dice/count', { count: need.length });
  if (cb.step === 'pursuit') return pursuit(c, s, a.dice);
  const { attack, defense } = combatTotals(c, s, a.dice);
  cb.dice = [...a.dice];
  cb.attack = attack.total;
  cb.defense = defense.total;
  const outcome = combatResult(cb.kind, attack.total, defense.total);
  cb.outcome = outcome;
  cb.hitsToAssign = cb.committed;
  const defSeat = other(s.active);
  switch (outcome) {
    case 'hit':
      hit(s, defSeat, cb.defender);
      return finish(c, s);
    case 'no-effect':
      return afterResult(c, s);
    case 'attackers-hit':
      // 6.1 step 7, 6.4-R6: every participating unit takes a Hit (none in a lone Ambush, 6.1-R18)
      for (const id of participants(cb)) hit(s, s.active, id);
      return afterResult(c, s);
    case 'defender-chooses':
    case 'attacker-chooses':
      cb.step = 'choose';
      cb.chooser = outcome === 'defender-chooses' ? defSeat : s.active;
      return ok(undefined);
    case 'retreat-and-hit':
      // 6.5-R5: the Hit first; a unit eliminated by it has nothing to retreat
      if (hit(s, defSeat, cb.defender) === 'eliminated') return vacated(c, s, false);
      return startRetreat(c, s);
    case 'eliminated':
      eliminate(s, defSeat, cb.defender);
      return vacated(c, s, false);
  }
}

export const ROLL_HANDLERS: Handlers = { roll };

const rollActions: Lister = (c, s, add) => add({ type: 'roll', dice: [] }, diceNeeded(c, s));

/** The combat roll and the pursuit roll: one action whose dice the prompt names. */
export const ROLL_ACTIONS = { roll: rollActions, pursuit: rollActions } satisfies Partial<Record<CombatStep, Lister>>;
