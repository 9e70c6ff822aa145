// Rules 6.5, 6.6, 6.7, 9.2-R8, 9.2-R23, 2.1: Retreat or Hit, retreat, advance, pursuit, Committed Attack hits, Skirmish move, attrition.
import type { LeaderCardDef, UnitCardDef } from '../data/types';
import type { Advance, AssignHit, ChooseResult, Retreat, SkirmishMove } from './actions';
import { other, type Square } from './board';
import { clearTable } from './decks';
import { d6Within } from './dice';
import type { Ctx, Handlers, Lister } from './handler';
import { skirmishDestinations } from './movement';
import { fail, ok, type Result } from './result';
import { retreatOptions } from './retreat';
import { positionOf, type CombatState, type CombatStep, type GameState } from './state';
import { eliminate, hit, moveUnit, unitById, unitOn } from './units';
import { attritionWinner } from './victory';

/** Participating units (6.1 "participating"): the attacking unit (none in an Ambush) + supporting. */
export function participants(cb: CombatState): string[] {
  return [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting];
}

/** 6.5-R2, R3: the named player picks Retreat or Hit. */
export function chooseResult(c: Ctx, s: GameState, a: ChooseResult): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'choose') return fail('combat/wrong-step');
  if (a.choice === 'hit') {
    if (hit(s, other(s.active), cb.defender) === 'eliminated') return vacated(c, s, false);
    return afterResult(c, s);
  }
  if (a.choice === 'retreat') return startRetreat(c, s);
  return fail('combat/choice');
}

/** 6.5-R6…R9: retreat by priority; a flank choice goes to the unit's owner; none → eliminated. */
export function startRetreat(c: Ctx, s: GameState): Result<void> {
  const cb = s.combat!;
  const defSeat = other(s.active);
  const u = unitById(s, defSeat, cb.defender)!;
  const opts = retreatOptions(positionOf(s, c.catalog), u.square);
  if (opts.squares.length === 0) {
    eliminate(s, defSeat, cb.defender);
    return vacated(c, s, false);
  }
  if (opts.squares.length === 1) {
    moveUnit(s, u, opts.squares[0]!);
    return vacated(c, s, true);
  }
  cb.step = 'retreat';
  return ok(undefined);
}

/** 6.5-R7: the open flank squares the defending unit may retreat to. */
export function retreatChoices(c: Ctx, s: GameState): Square[] {
  const cb = s.combat!;
  const u = unitById(s, other(s.active), cb.defender);
  return u ? retreatOptions(positionOf(s, c.catalog), u.square).squares : [];
}

/** 6.5-R7: the owner of the retreating unit picks one of the open flank squares. */
export function retreat(c: Ctx, s: GameState, a: Retreat): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'retreat') return fail('combat/wrong-step');
  if (!retreatChoices(c, s).includes(a.to)) return fail('retreat/illegal', { square: String(a.to) });
  moveUnit(s, unitById(s, other(s.active), cb.defender)!, a.to);
  return vacated(c, s, true);
}

/**
 * 6.5-R12…R15: after an Assault whose defending square was vacated, a participating unit advances;
 * never after an Ambush, even when the defender withdrew from it (9.2-R5: the combat just ends).
 */
export function vacated(c: Ctx, s: GameState, retreated: boolean): Result<void> {
  const cb = s.combat!;
  cb.vacated = true;
  cb.defenderRetreated = retreated;
  if (cb.kind !== 'assault' || advanceCandidates(s).length === 0) return afterResult(c, s);
  cb.step = 'advance';
  return ok(undefined);
}

/** 6.5-R13: the squares of the units that may advance (6.1-R7: after a withdrawal, the attacking unit). */
export function advanceCandidates(s: GameState): Square[] {
  const cb = s.combat!;
  if (cb.withdrew) {
    // 6.1-R7: after a withdrawal only the attacking unit advances
    const u = cb.attacker ? unitById(s, s.active, cb.attacker) : undefined;
    return u ? [u.square] : [];
  }
  return participants(cb)
    .map((id) => unitById(s, s.active, id)?.square)
    .filter((x): x is Square => !!x);
}

/** 6.5-R14: optional only if every participating unit had a "Not Required To Advance" card (none played: required). */
export function advanceOptional(c: Ctx, s: GameState): boolean {
  const cb = s.combat!;
  const nation = s.armies![s.active].nation;
  const units = cb.withdrew ? (cb.attacker ? [cb.attacker] : []) : participants(cb);
  return units.every((id) =>
    cb.cards.some(
      (x) => x.side === s.active && x.unit === id && (c.catalog.card(nation, x.card) as UnitCardDef | undefined)?.notRequiredToAdvance
    )
  );
}

/** 6.5-R13, R14, R16: a participating unit moves into the vacated square (or none, when optional). */
export function advance(c: Ctx, s: GameState, a: Advance): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'advance') return fail('combat/wrong-step');
  if (a.unit === null) {
    if (!advanceOptional(c, s)) return fail('advance/required');
    return afterResult(c, s);
  }
  if (!advanceCandidates(s).includes(a.unit)) return fail('advance/not-participating', { square: String(a.unit) });
  const u = unitOn(s, a.unit)!.unit;
  moveUnit(s, u, cb.target); // 6.5-R16: not a move; leaving a Redoubt removes it
  cb.advanced = u.unit;
  if (pursuitCards(c, s).length > 0) {
    cb.step = 'pursuit';
    return ok(undefined);
  }
  return afterResult(c, s);
}

/** 6.6-R1, R2, R5: cards played for the advancing cavalry that carry a Pursuit value. */
export function pursuitCards(c: Ctx, s: GameState): UnitCardDef[] {
  const cb = s.combat!;
  if (!cb.advanced || !cb.defenderRetreated) return [];
  const nation = s.armies![s.active].nation;
  if (c.catalog.unit(nation, cb.advanced)?.type !== 'cavalry') return [];
  if (!unitById(s, other(s.active), cb.defender)) return [];
  return cb.cards
    .filter((x) => x.side === s.active && x.unit === cb.advanced && (x.role === 'initiating' || x.role === 'attack'))
    .map((x) => c.catalog.card(nation, x.card) as UnitCardDef)
    .filter((d) => d.kind === 'unit' && !!d.pursuit);
}

/** The pursuit modifier of the attacker's Leader in this combat (6.6-R3). */
export function pursuitModifier(c: Ctx, s: GameState): number {
  const cb = s.combat!;
  if (!cb.leader) return 0;
  const def = c.catalog.card(s.armies![s.active].nation, cb.leader.card) as LeaderCardDef;
  return def.pursuitModifier ?? 0;
}

/**
 * 6.6-R3, R4: one pursuit die hits when the roll minus the absolute value of the Leader's modifier
 * is within the card's Pursuit range; 0 or less also hits. The cards print modifiers of either sign
 * and the rule says the modifier helps the pursuer, so its size always widens the range
 * (docs/decisions.md).
 */
export function pursuitHit(roll: number, modifier: number, range: number): boolean {
  return d6Within(roll - Math.abs(modifier), range);
}

/** 6.6-R2…R4: the pursuit dice (checked by the roll): each one within its card's range is a Hit. */
export function pursuit(c: Ctx, s: GameState, dice: number[]): Result<void> {
  const cb = s.combat!;
  const cards = pursuitCards(c, s);
  const mod = Math.abs(pursuitModifier(c, s));
  const defSeat = other(s.active);
  cards.forEach((card, i) => {
    if (!unitById(s, defSeat, cb.defender)) return; // stop once the target is eliminated
    if (pursuitHit(dice[i]!, mod, card.pursuit!)) hit(s, defSeat, cb.defender);
  });
  return afterResult(c, s);
}

/** After the result, advance and pursuit: the Committed Attack hits (9.2-R8), then the end. */
export function afterResult(c: Ctx, s: GameState): Result<void> {
  const cb = s.combat!;
  const alive = () => participants(cb).filter((id) => unitById(s, s.active, id));
  while (cb.hitsToAssign > 0) {
    const units = alive();
    if (units.length === 0) {
      cb.hitsToAssign = 0; // 9.2-R8: a hit with no participating unit left on the map lapses
      break;
    }
    if (units.length > 1) {
      cb.step = 'assign-hits';
      return ok(undefined);
    }
    hit(s, s.active, units[0]!);
    cb.hitsToAssign--;
  }
  return finish(c, s);
}

/** 9.2-R8: the squares of the participating units still on the map. */
export function hitCandidates(s: GameState): Square[] {
  const cb = s.combat!;
  return participants(cb)
    .map((id) => unitById(s, s.active, id)?.square)
    .filter((x): x is Square => !!x);
}

/** 9.2-R8: the active player picks the unit taking each Committed Attack hit (the same unit may take two). */
export function assignHit(c: Ctx, s: GameState, a: AssignHit): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'assign-hits') return fail('combat/wrong-step');
  if (!hitCandidates(s).includes(a.unit)) return fail('combat/not-participating');
  hit(s, s.active, unitOn(s, a.unit)!.unit.unit);
  cb.hitsToAssign--;
  return afterResult(c, s);
}

/** 9.2-R23: where the attacking unit may end its Skirmish move (0–2 squares, as a normal move). */
export function skirmishChoices(c: Ctx, s: GameState): Square[] {
  return skirmishDestinations(positionOf(s, c.catalog), unitById(s, s.active, s.combat!.attacker!)!.square);
}

/** 9.2-R23: the attacking unit moves 0–2 squares; no further combat this turn (9.2-R24). */
export function skirmishMove(c: Ctx, s: GameState, a: SkirmishMove): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'skirmish-move') return fail('combat/wrong-step');
  if (!skirmishChoices(c, s).includes(a.to)) return fail('move/illegal', { square: String(a.to) });
  moveUnit(s, unitById(s, s.active, cb.attacker!)!, a.to);
  return finish(c, s);
}

/** 6.7-R1: every card to its owner's discard pile; then attrition is checked once, at the very end (2.1-R2, R3). */
export function finish(c: Ctx, s: GameState): Result<void> {
  clearTable(s.decks[0]);
  clearTable(s.decks[1]);
  s.combat = null;
  checkAttrition(s);
  return ok(undefined);
}

/** 2.1-R1, R2: five enemy units eliminated win at once (both at five: the defender). */
export function checkAttrition(s: GameState): void {
  const a = s.armies!;
  // army i has eliminated the units the other army lost
  const w = attritionWinner([a[1].eliminated.length, a[0].eliminated.length], s.active);
  if (w !== null) {
    s.stage = 'over';
    s.result = { winner: w, by: 'attrition' };
  }
}

export const AFTERMATH_HANDLERS: Handlers = {
  'choose-result': chooseResult,
  retreat,
  advance,
  'assign-hit': assignHit,
  'skirmish-move': skirmishMove
};

/** The legal actions of the aftermath's steps, from the same candidates as the handlers. */
export const AFTERMATH_ACTIONS = {
  choose: (_c, _s, add) => {
    add({ type: 'choose-result', choice: 'retreat' });
    add({ type: 'choose-result', choice: 'hit' });
  },
  retreat: (c, s, add) => {
    for (const to of retreatChoices(c, s)) add({ type: 'retreat', to });
  },
  advance: (c, s, add) => {
    for (const u of advanceCandidates(s)) add({ type: 'advance', unit: u });
    if (advanceOptional(c, s)) add({ type: 'advance', unit: null });
  },
  'assign-hits': (_c, s, add) => {
    for (const u of hitCandidates(s)) add({ type: 'assign-hit', unit: u });
  },
  'skirmish-move': (c, s, add) => {
    for (const to of skirmishChoices(c, s)) add({ type: 'skirmish-move', to });
  }
} satisfies Partial<Record<CombatStep, Lister>>;
