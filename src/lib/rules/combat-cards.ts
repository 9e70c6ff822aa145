// Rule 6.1 steps 3–5 (6.1-R6…R14, 6.4, 9.1-R1/R2, 9.2): Withdraw, the defender's and the attacker's cards, Skirmish.
import type { CardDef, LeaderCardDef, UnitCardDef } from '../data/types';
import type { PlayCard, Withdraw } from './actions';
import { NEIGHBOURS, other, SQUARES, squareIndex, type Seat, type Square } from './board';
import { advance, participants, startRetreat } from './combat-aftermath';
import {
  attackCardRefusal,
  attackerHqRefusal,
  defenderCardRefusal,
  leaderProblems,
  leaderUses,
  supportNamingRefusal,
  supportSquares,
  type AttackSoFar
} from './combat-checks';
import { handCard, possibleCards, tableToHand, toTable } from './decks';
import { d6Within, validDice } from './dice';
import type { Ctx, Handlers, Lister } from './handler';
import { fail, ok, type Result } from './result';
import { mayHold } from './sequence';
import { positionOf, type CombatCard, type CombatState, type CombatStep, type GameState } from './state';
import { unitById, unitOn } from './units';

/** A card from a player's hand onto the table of the combat (6.7-R1: discarded when it ends). */
export function playToCombat(s: GameState, seat: Seat, card: string, role: CombatCard['role'], unit?: string): void {
  toTable(s.decks[seat], card);
  s.combat!.cards.push({ card, side: seat, role, ...(unit ? { unit } : {}) });
}

// ---------------------------------------------------------------------------------------------
// Step 3: Withdraw (defender)

/** 6.1-R6: an open square next to the defending unit (on the board, empty, and not a Lake either). */
function hasOpenNeighbour(s: GameState, square: Square): boolean {
  return NEIGHBOURS[squareIndex(square)]!.some((n) => s.terrain![n] !== 'lake' && !unitOn(s, SQUARES[n]!));
}

/**
 * 6.1-R7, R8, 9.2-R27: how a card withdraws the defending unit: the Withdraw HQ card, a United
 * States unit card of the defending unit with a Withdraw value (a d6 roll), or not at all.
 */
export function withdrawBy(def: CardDef, defender: string): 'card' | 'roll' | null {
  if (def.kind === 'hq' && def.type === 'withdraw') return 'card';
  if (def.kind === 'unit' && def.unit === defender && def.withdraw) return 'roll';
  return null;
}

/** 6.1-R8: may the defender still hold a United States unit card of the defending unit with a Withdraw value? */
function mayRollWithdraw(c: Ctx, s: GameState): boolean {
  const seat = other(s.active);
  const defender = s.combat!.defender;
  for (const x of c.catalog.army(s.armies![seat].nation).deck)
    if (withdrawBy(x, defender) === 'roll' && handCard(c, s, seat, x.id).ok) return true;
  return false;
}

/**
 * After steps 1–2 of an Assault/Ambush: open the step the defender could use (6.1 step 3 when a
 * withdrawal is possible, else step 4), skipping a step whose player holds no card.
 */
export function openCardSteps(c: Ctx, s: GameState): void {
  const cb = s.combat!;
  const def = other(s.active);
  const canWithdraw = hasOpenNeighbour(s, cb.target) && (mayHold(c, s, def, 'withdraw') || mayRollWithdraw(c, s));
  cb.step = canWithdraw ? 'withdraw' : 'defender';
  if (cb.step === 'defender' && s.decks[def].hand === 0) toAttackerStep(s);
}

/** Step 5 when the active player holds a card, else straight to the roll (6.1-R15). */
function toAttackerStep(s: GameState): void {
  s.combat!.step = s.decks[s.active].hand > 0 ? 'attacker' : 'roll';
}

/** 6.1 step 3: Withdraw HQ card, or the United States withdraw roll. */
export function withdraw(c: Ctx, s: GameState, a: Withdraw): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'withdraw') return fail('combat/wrong-step');
  const seat = other(s.active);
  const card = handCard(c, s, seat, a.card);
  if (!card.ok) return card;
  const by = withdrawBy(card.value, cb.defender);
  cb.withdrawAttempted = true;
  if (by === 'card') {
    playToCombat(s, seat, a.card, 'withdraw');
    return withdrawn(c, s);
  }
  if (by === 'roll') {
    if (!validDice(a.dice, [6])) return fail('dice/invalid', { sides: 6 });
    if (d6Within(a.dice![0]!, (card.value as UnitCardDef).withdraw!)) {
      playToCombat(s, seat, a.card, 'withdraw', cb.defender);
      return withdrawn(c, s);
    }
    // 6.1-R8: a failed roll leaves the card as a defence card; the combat goes on with step 4
    playToCombat(s, seat, a.card, 'defense', cb.defender);
    cb.step = 'defender';
    if (s.decks[seat].hand === 0) toAttackerStep(s);
    return ok(undefined);
  }
  return fail('card/wrong-type', { card: a.card });
}

/** 6.5-R11: a withdrawal moves exactly like a retreat. */
function withdrawn(c: Ctx, s: GameState): Result<void> {
  s.combat!.withdrew = true;
  return startRetreat(c, s);
}

/** 6.1 step 3 declined, or the end of step 4/5 (at the advance: no advance, when optional). */
export function passStep(c: Ctx, s: GameState): Result<void> {
  const cb = s.combat!;
  if (cb.step === 'withdraw') {
    cb.step = 'defender';
    if (s.decks[other(s.active)].hand === 0) toAttackerStep(s);
    return ok(undefined);
  }
  if (cb.step === 'defender') {
    toAttackerStep(s);
    return ok(undefined);
  }
  if (cb.step === 'attacker') {
    cb.step = 'roll';
    return ok(undefined);
  }
  if (cb.step === 'advance') return advance(c, s, { type: 'advance', unit: null });
  return fail('combat/wrong-step');
}

// ---------------------------------------------------------------------------------------------
// Steps 4 and 5: the defender's and the attacker's cards

/** 6.1 steps 4 and 5: one card played by the defender or the attacker. */
export function playCard(c: Ctx, s: GameState, a: PlayCard): Result<void> {
  const cb = s.combat;
  if (!cb || (cb.step !== 'defender' && cb.step !== 'attacker')) return fail('combat/wrong-step');
  const seat = cb.step === 'defender' ? other(s.active) : s.active;
  const card = handCard(c, s, seat, a.card);
  if (!card.ok) return card;
  if (cb.step === 'defender') return defenderCard(s, seat, a, card.value);
  return attackerCard(c, s, a, card.value);
}

/** How many supporting units a card play names (6.4-R1: only a Leader for Command may name any). */
function named(a: PlayCard): number {
  return a.supporting?.length ?? 0;
}

/** The open combat as the step-5 HQ cards see it (attackerHqRefusal). */
function soFar(cb: CombatState): AttackSoFar {
  return { kind: cb.kind, committed: cb.committed, participants: participants(cb).length, leader: !!cb.leader };
}

/** 6.1-R10…R12: unit cards of the defending unit; at most one Leader, for its Combat value. */
function defenderCard(s: GameState, seat: Seat, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  const refusal = defenderCardRefusal(cb.defender, !!cb.defenseLeader, def, a.use) ?? supportNamingRefusal(null, named(a));
  if (refusal) return fail(refusal, refusal === 'card/wrong-unit' || refusal === 'combat/defender-card' ? { card: a.card } : undefined);
  if (def.kind === 'leader') {
    cb.defenseLeader = a.card;
    playToCombat(s, seat, a.card, 'leader');
  } else playToCombat(s, seat, a.card, 'defense', cb.defender);
  return ok(undefined);
}

/** 6.1-R13, R14, 6.4, 9.2: the attacker's step-5 cards. */
function attackerCard(c: Ctx, s: GameState, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  const me = s.active;
  if (def.kind === 'unit') {
    const f = a.unit ? unitOn(s, a.unit) : undefined;
    const refusal =
      attackCardRefusal(participants(cb), def, f && f.seat === me ? f.unit.unit : undefined) ?? supportNamingRefusal(null, named(a));
    if (refusal)
      return fail(
        refusal,
        refusal === 'combat/not-participating' || refusal === 'combat/support-without-command' ? undefined : { card: a.card }
      );
    playToCombat(s, me, a.card, 'attack', f!.unit.unit);
    return ok(undefined);
  }
  if (def.kind === 'leader') return attackerLeader(c, s, a, def);
  const refusal = attackerHqRefusal(soFar(cb), def.type) ?? supportNamingRefusal(null, named(a));
  if (refusal) return fail(refusal, refusal === 'combat/attacker-card' ? { card: a.card } : undefined);
  switch (def.type) {
    case 'committed-attack':
      cb.committed++;
      playToCombat(s, me, a.card, 'committed');
      return ok(undefined);
    case 'sappers':
      cb.sappers = true;
      playToCombat(s, me, a.card, 'sappers');
      return ok(undefined);
    default:
      playToCombat(s, me, a.card, 'skirmish');
      return skirmish(s);
  }
}

/** 6.4-R3: the squares of the active player's units that may support the open combat (supportSquares). */
export function supportCandidates(c: Ctx, s: GameState): Square[] {
  const cb = s.combat!;
  const attacker = cb.attacker ? unitById(s, s.active, cb.attacker)!.square : null;
  return supportSquares(positionOf(s, c.catalog), s.active, attacker, cb.target);
}

/**
 * 9.1-R1, R2, 6.1-R13, 6.4: one Leader, for Command (naming supporting units) or Combat. The play
 * says which when the Leader has both (no silent default); Command 1 can only be Combat. Command
 * is allowed in an Ambush too (9.2-R3: the rulebook, not the aid), and a Leader with no unit to
 * support is still the combat's Leader (its pursuit modifier counts). The checks: leaderProblems.
 */
function attackerLeader(c: Ctx, s: GameState, a: PlayCard, def: LeaderCardDef): Result<void> {
  const cb = s.combat!;
  if (cb.leader) return fail('combat/one-leader');
  const sup = a.supporting ?? [];
  const [problem] = leaderProblems(def, a.use, sup, supportCandidates(c, s));
  if (problem) return { ok: false, error: problem };
  const use = a.use ?? 'combat';
  if (use === 'command') cb.supporting = sup.map((sq) => unitOn(s, sq)!.unit.unit);
  cb.leader = { card: a.card, use };
  playToCombat(s, s.active, a.card, 'leader');
  return ok(undefined);
}

/** 9.2-R22, 6.7-R3: the combat is cancelled; the initiating card returns to the hand (the rest are discarded). */
function skirmish(s: GameState): Result<void> {
  const cb = s.combat!;
  const initiating = cb.cards.find((x) => x.role === 'initiating')!;
  tableToHand(s.decks[s.active], initiating.card);
  cb.cards = cb.cards.filter((x) => x !== initiating);
  cb.committed = 0; // 9.2-R22: a cancelled combat has no effect, so no Committed Attack hits
  cb.step = 'skirmish-move';
  return ok(undefined);
}

export const CARD_HANDLERS: Handlers = {
  withdraw,
  play: playCard,
  pass: passStep
};

/** Every subset of `xs` with 0..max elements. */
function subsets(xs: Square[], max: number): Square[][] {
  const out: Square[][] = [[]];
  for (const x of xs) {
    const n = out.length;
    for (let i = 0; i < n; i++) if (out[i]!.length < max) out.push([...out[i]!, x]);
  }
  return out;
}

/** The legal actions of steps 3–5: per card of the catalogue that may still be in the hand. */
export const CARD_ACTIONS = {
  withdraw: (c, s, add) => {
    const cb = s.combat!;
    for (const d of possibleCards(c, s, other(s.active))) {
      const by = withdrawBy(d, cb.defender);
      if (by === 'card') add({ type: 'withdraw', card: d.id });
      if (by === 'roll') add({ type: 'withdraw', card: d.id, dice: [] }, [6]);
    }
    add({ type: 'pass' });
  },
  defender: (c, s, add) => {
    const cb = s.combat!;
    for (const d of possibleCards(c, s, other(s.active)))
      if (d.kind !== 'hq' && !defenderCardRefusal(cb.defender, !!cb.defenseLeader, d, undefined)) add({ type: 'play', card: d.id });
    add({ type: 'pass' });
  },
  attacker: (c, s, add) => {
    const cb = s.combat!;
    const me = s.active;
    const cands = supportCandidates(c, s);
    for (const d of possibleCards(c, s, me)) {
      if (d.kind === 'unit' && !attackCardRefusal(participants(cb), d, d.unit))
        add({ type: 'play', card: d.id, unit: unitById(s, me, d.unit)!.square });
      if (d.kind === 'leader' && !cb.leader) {
        add({ type: 'play', card: d.id, use: 'combat' });
        if (leaderUses(d).includes('command'))
          for (const sub of subsets(cands, d.command - 1)) add({ type: 'play', card: d.id, use: 'command', supporting: sub });
      }
      if (d.kind === 'hq' && !attackerHqRefusal(soFar(cb), d.type)) add({ type: 'play', card: d.id });
    }
    add({ type: 'pass' });
  }
} satisfies Partial<Record<CombatStep, Lister>>;
