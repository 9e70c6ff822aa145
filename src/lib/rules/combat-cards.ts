// Rule 6.1 steps 3–5 (6.1-R6…R14, 6.4, 9.1-R1/R2, 9.2): Withdraw, the defender's and the attacker's cards, Skirmish.
import type { CardDef, LeaderCardDef, UnitCardDef } from '../data/types';
import type { PlayCard, Withdraw } from './actions';
import { NEIGHBOURS, other, SQUARES, squareIndex, type Seat, type Square } from './board';
import { advance, participants, startRetreat } from './combat-aftermath';
import { handCard, possibleCards, tableToHand, toTable } from './decks';
import { d6Within, validDice } from './dice';
import type { ErrorCode } from './errors';
import type { Ctx, Handlers, Lister } from './handler';
import { fail, ok, type Result } from './result';
import { mayHold } from './sequence';
import type { CombatCard, CombatState, CombatStep, GameState } from './state';
import { mayAssaultFrom } from './terrain';
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
  for (const x of c.catalog.army(s.armies![seat].nation).deck) if (withdrawBy(x, defender) === 'roll' && handCard(c, s, seat, x.id).ok) return true;
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
  return attackerCard(s, a, card.value);
}

/** 6.1-R10…R12, 9.1-R2: why the defender may not play this card now (null: it may). */
export function defenderCardRefusal(cb: CombatState, def: CardDef, use: PlayCard['use']): ErrorCode | null {
  if (def.kind === 'unit') return def.unit === cb.defender ? null : 'card/wrong-unit';
  if (def.kind === 'leader') {
    if (cb.defenseLeader) return 'combat/one-leader';
    return use === 'command' ? 'combat/defender-leader-combat' : null; // 9.1-R2: Combat only
  }
  return 'combat/defender-card';
}

/** 6.4-R1: supporting units are named only with a Leader played for Command (never dropped silently). */
function namesSupport(a: PlayCard): boolean {
  return (a.supporting?.length ?? 0) > 0;
}

/** 6.1-R10…R12: unit cards of the defending unit; at most one Leader, for its Combat value. */
function defenderCard(s: GameState, seat: Seat, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  const refusal = defenderCardRefusal(cb, def, a.use);
  if (refusal) return fail(refusal, refusal === 'card/wrong-unit' || refusal === 'combat/defender-card' ? { card: a.card } : undefined);
  if (namesSupport(a)) return fail('combat/support-without-command');
  if (def.kind === 'leader') {
    cb.defenseLeader = a.card;
    playToCombat(s, seat, a.card, 'leader');
  } else playToCombat(s, seat, a.card, 'defense', cb.defender);
  return ok(undefined);
}

/** 6.1-R13: a unit card for a participating unit (by its id) must be its own and show Attack (no Bombard-only card). */
export function attackCardRefusal(cb: CombatState, def: CardDef, unit: string | undefined): ErrorCode | null {
  if (!unit || !participants(cb).includes(unit)) return 'combat/not-participating';
  if (def.kind !== 'unit' || def.unit !== unit) return 'card/wrong-unit';
  return def.attack ? null : 'combat/card-no-attack';
}

/**
 * 9.2-R6, R7, R20, R21: why this HQ card may not be played in step 5 now (null: it may). Committed
 * Attack counts real units only: none in an Ambush without supporting units.
 */
export function attackerHqRefusal(cb: CombatState, type: string): ErrorCode | null {
  switch (type) {
    case 'committed-attack':
      return cb.committed + 1 > participants(cb).length ? 'combat/committed-limit' : null;
    case 'sappers':
      return cb.kind === 'assault' || cb.kind === 'ambush' ? null : 'combat/wrong-step';
    case 'skirmish':
      if (cb.kind !== 'assault') return 'combat/skirmish-assault-only';
      return cb.leader ? 'combat/skirmish-with-leader' : null;
    default:
      return 'combat/attacker-card';
  }
}

/** 6.1-R13, R14, 6.4, 9.2: the attacker's step-5 cards. */
function attackerCard(s: GameState, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  const me = s.active;
  if (def.kind === 'unit') {
    const f = a.unit ? unitOn(s, a.unit) : undefined;
    const refusal = attackCardRefusal(cb, def, f && f.seat === me ? f.unit.unit : undefined);
    if (refusal) return fail(refusal, refusal === 'combat/not-participating' ? undefined : { card: a.card });
    if (namesSupport(a)) return fail('combat/support-without-command');
    playToCombat(s, me, a.card, 'attack', f!.unit.unit);
    return ok(undefined);
  }
  if (def.kind === 'leader') return attackerLeader(s, a, def);
  const refusal = attackerHqRefusal(cb, def.type);
  if (refusal) return fail(refusal, refusal === 'combat/attacker-card' ? { card: a.card } : undefined);
  if (namesSupport(a)) return fail('combat/support-without-command');
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

/** 6.4-R3: an own unit adjacent to the defender that could assault it (not the attacker, not in Marsh). */
export function supportCandidates(s: GameState): Square[] {
  const cb = s.combat!;
  const t = squareIndex(cb.target);
  return s.armies![s.active].units
    .filter((u) => u.unit !== cb.attacker && NEIGHBOURS[t]!.includes(squareIndex(u.square)))
    .filter((u) => mayAssaultFrom(s.terrain![squareIndex(u.square)]!))
    .map((u) => u.square);
}

/** 9.1-R2, 6.4-R2: the uses of an attacking Leader: Combat, and Command when it is above 1. */
export function leaderUses(def: LeaderCardDef): ('combat' | 'command')[] {
  return def.command > 1 ? ['combat', 'command'] : ['combat'];
}

/**
 * 9.1-R1, R2, 6.1-R13, 6.4: one Leader, for Command (naming supporting units) or Combat. The play
 * says which when the Leader has both (no silent default); Command 1 can only be Combat. Command
 * is allowed in an Ambush too (9.2-R3: the rulebook, not the aid), and a Leader with no unit to
 * support is still the combat's Leader (its pursuit modifier counts).
 */
function attackerLeader(s: GameState, a: PlayCard, def: LeaderCardDef): Result<void> {
  const cb = s.combat!;
  if (cb.leader) return fail('combat/one-leader');
  const uses = leaderUses(def);
  if (a.use === undefined && uses.length > 1) return fail('combat/leader-use-missing');
  const use = a.use ?? 'combat';
  if (use === 'command') {
    if (!uses.includes('command')) return fail('combat/command-one');
    const sup = a.supporting ?? [];
    const allowed = supportCandidates(s);
    if (new Set(sup).size !== sup.length) return fail('combat/support-invalid');
    if (sup.length > def.command - 1) return fail('combat/support-too-many', { max: def.command - 1 });
    for (const sq of sup) if (!allowed.includes(sq)) return fail('combat/support-invalid', { square: String(sq) });
    cb.supporting = sup.map((sq) => unitOn(s, sq)!.unit.unit);
  } else if (use !== 'combat') return fail('combat/leader-use');
  else if (namesSupport(a)) return fail('combat/support-without-command');
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
export const CARD_ACTIONS: Partial<Record<CombatStep, Lister>> = {
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
      if (d.kind !== 'hq' && !defenderCardRefusal(cb, d, undefined)) add({ type: 'play', card: d.id });
    add({ type: 'pass' });
  },
  attacker: (c, s, add) => {
    const cb = s.combat!;
    const me = s.active;
    const cands = supportCandidates(s);
    for (const d of possibleCards(c, s, me)) {
      if (d.kind === 'unit' && !attackCardRefusal(cb, d, d.unit)) add({ type: 'play', card: d.id, unit: unitById(s, me, d.unit)!.square });
      if (d.kind === 'leader' && !cb.leader) {
        add({ type: 'play', card: d.id, use: 'combat' });
        if (leaderUses(d).includes('command'))
          for (const sub of subsets(cands, d.command - 1)) add({ type: 'play', card: d.id, use: 'command', supporting: sub });
      }
      if (d.kind === 'hq' && !attackerHqRefusal(cb, d.type)) add({ type: 'play', card: d.id });
    }
    add({ type: 'pass' });
  }
};
