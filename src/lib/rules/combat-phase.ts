// Rules 6, 8, 9 in play: the combat procedure step by step. Assault and Ambush (6.1 steps 1–7),
// Bombardment, Volley and Grand Battery (6.2, 9.1-R5), Withdraw, card play, totals, results,
// retreat, advance, pursuit (6.6) and Committed Attack hits, then the attrition check (2.1).
import type { CardDef, Dice, LeaderCardDef, UnitCardDef } from '../data/types';
import { NEIGHBOURS, SQUARES, squareIndex, type Square } from './board';
import type { Advance, Ambush, Assault, AssignHit, ChooseResult, Fire, GrandBattery, PlayCard, Retreat, Roll, SkirmishMove, Withdraw } from './actions';
import { attackParts, combatResult, defenseTotal, type DiceGroup } from './combat';
import type { Ctx } from './context';
import { checkCard, clearTable, tableToHand, toTable } from './decks';
import { fireTargets } from './fire';
import { skirmishDestinations } from './movement';
import { eliminate, hit, moveUnit, unitById, unitOn } from './ops';
import { fail, ok, type Result } from './result';
import { retreatOptions } from './retreat';
import { mayHold } from './sequence';
import { other, positionOf, type CombatCard, type CombatState, type GameState, type Seat } from './state';
import { TERRAIN_EFFECTS } from './terrain';
import { attritionWinner } from './victory';

/** "2d8" → [8, 8] (one entry per die: its number of sides). */
export function diceSides(d: Dice | string): number[] {
  const m = /^(\d+)d(\d+)$/.exec(d);
  if (!m) return [];
  return new Array<number>(Number(m[1])).fill(Number(m[2]));
}

export function validDice(values: unknown, sides: number[]): boolean {
  return (
    Array.isArray(values) &&
    values.length === sides.length &&
    values.every((v, i) => Number.isInteger(v) && v >= 1 && v <= sides[i]!)
  );
}

function newCombat(kind: CombatState['kind'], attacker: string | null, defender: string, target: Square): CombatState {
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

function canDeclare(s: GameState): Result<void> {
  if (s.phase !== 'combat') return fail('phase/wrong', { phase: s.phase });
  if (s.combatUsed) return fail('combat/once');
  return ok(undefined);
}

function play(s: GameState, seat: Seat, card: string, role: CombatCard['role'], unit?: string): void {
  toTable(s.decks[seat], card);
  s.combat!.cards.push({ card, side: seat, role, ...(unit ? { unit } : {}) });
}

function enemyAt(s: GameState, square: Square) {
  const t = unitOn(s, square);
  return t && t.seat !== s.active ? t : undefined;
}

/** 6.1 steps 1–2 (Assault): an attacking unit not in Marsh, a unit card with Attack, an adjacent enemy. */
export function assault(c: Ctx, s: GameState, a: Assault): Result<void> {
  const r = canDeclare(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  if (s.terrain![squareIndex(a.from)] === 'marsh') return fail('combat/assault-from-marsh');
  const t = enemyAt(s, a.target);
  if (!t) return fail('combat/no-enemy', { square: String(a.target) });
  if (!NEIGHBOURS[squareIndex(a.from)]!.includes(squareIndex(a.target))) return fail('combat/not-adjacent');
  const card = checkCard(s.decks[s.active], c.catalog, f.army.nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (def.kind !== 'unit' || def.unit !== f.unit.unit) return fail('card/wrong-unit', { card: a.card });
  if (!def.attack) return fail('combat/card-no-attack', { card: a.card });
  s.combatUsed = true;
  s.combat = newCombat('assault', f.unit.unit, t.unit.unit, a.target);
  play(s, s.active, a.card, 'initiating', f.unit.unit);
  afterDeclare(c, s);
  return ok(undefined);
}

/** 6.1-R3, R5, 9.2-R1: Ambush with an Ambush card against any enemy unit. */
export function ambush(c: Ctx, s: GameState, a: Ambush): Result<void> {
  const r = canDeclare(s);
  if (!r.ok) return r;
  const t = enemyAt(s, a.target);
  if (!t) return fail('combat/no-enemy', { square: String(a.target) });
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, a.card);
  if (!card.ok) return card;
  if (card.value.kind !== 'hq' || card.value.type !== 'ambush') return fail('card/wrong-type', { card: a.card });
  s.combatUsed = true;
  s.combat = newCombat('ambush', null, t.unit.unit, a.target);
  play(s, s.active, a.card, 'initiating');
  afterDeclare(c, s);
  return ok(undefined);
}

/** 6.2 steps 1–2: Bombardment (Bombard value, its Range) or Volley (Volley value, adjacent). */
export function fire(c: Ctx, s: GameState, a: Fire): Result<void> {
  const r = canDeclare(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  if (!enemyAt(s, a.target)) return fail('combat/no-enemy', { square: String(a.target) });
  const card = checkCard(s.decks[s.active], c.catalog, f.army.nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (def.kind !== 'unit' || def.unit !== f.unit.unit) return fail('card/wrong-unit', { card: a.card });
  const value = a.type === 'bombard' ? def.bombard : def.volley;
  if (!value) return fail(a.type === 'bombard' ? 'combat/card-no-bombard' : 'combat/card-no-volley', { card: a.card });
  const range = a.type === 'volley' ? 1 : Math.min(def.range ?? 2, 2); // 6.2-R3, R4
  if (!fireTargets(positionOf(s, c.catalog), a.from, range).includes(a.target)) return fail('combat/no-line-of-sight');
  s.combatUsed = true;
  s.combat = newCombat(a.type === 'bombard' ? 'bombardment' : 'volley', f.unit.unit, enemyAt(s, a.target)!.unit.unit, a.target);
  play(s, s.active, a.card, 'initiating', f.unit.unit);
  return ok(undefined);
}

/** 9.1-R5, A18: Napoleon's Grand Battery: any French unit (Marsh allowed), range 2, 2d10. */
export function grandBattery(c: Ctx, s: GameState, a: GrandBattery): Result<void> {
  const r = canDeclare(s);
  if (!r.ok) return r;
  const f = unitOn(s, a.from);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.from) });
  if (!enemyAt(s, a.target)) return fail('combat/no-enemy', { square: String(a.target) });
  const card = checkCard(s.decks[s.active], c.catalog, f.army.nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (def.kind !== 'leader' || !def.grandBattery) return fail('card/wrong-type', { card: a.card });
  if (!fireTargets(positionOf(s, c.catalog), a.from, def.grandBattery.range).includes(a.target))
    return fail('combat/no-line-of-sight');
  s.combatUsed = true;
  s.combat = newCombat('bombardment', f.unit.unit, enemyAt(s, a.target)!.unit.unit, a.target);
  s.combat.grandBattery = true;
  play(s, s.active, a.card, 'initiating', f.unit.unit);
  return ok(undefined);
}

/** 6.1-R6, A19(a): an open square next to the defending unit (on the board, empty, not Lake). */
function hasOpenNeighbour(s: GameState, square: Square): boolean {
  return NEIGHBOURS[squareIndex(square)]!.some((n) => s.terrain![n] !== 'lake' && !unitOn(s, SQUARES[n]!));
}

/** A United States unit card of the defending unit with a Withdraw value, still available. */
function usWithdrawCards(c: Ctx, s: GameState): UnitCardDef[] {
  const seat = other(s.active);
  const nation = s.armies![seat].nation;
  const deck = c.catalog.army(nation).deck;
  return deck.filter(
    (x): x is UnitCardDef =>
      x.kind === 'unit' && x.unit === s.combat!.defender && !!x.withdraw && checkCard(s.decks[seat], c.catalog, nation, x.id).ok
  );
}

/** After steps 1–2 of an Assault/Ambush: open the steps the defender could use, skip the others. */
function afterDeclare(c: Ctx, s: GameState): void {
  const cb = s.combat!;
  const def = other(s.active);
  const canWithdraw =
    hasOpenNeighbour(s, cb.target) && (mayHold(c, s, def, 'withdraw') || usWithdrawCards(c, s).length > 0);
  cb.step = canWithdraw ? 'withdraw' : 'defender';
  if (cb.step === 'defender' && s.decks[def].hand === 0) toAttackerStep(s);
}

function toAttackerStep(s: GameState): void {
  s.combat!.step = s.decks[s.active].hand > 0 ? 'attacker' : 'roll';
}

/** 6.1 step 3: Withdraw HQ card, or the United States withdraw roll. */
export function withdraw(c: Ctx, s: GameState, a: Withdraw): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'withdraw') return fail('combat/wrong-step');
  const seat = other(s.active);
  const card = checkCard(s.decks[seat], c.catalog, s.armies![seat].nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  cb.withdrawAttempted = true;
  if (def.kind === 'hq' && def.type === 'withdraw') {
    play(s, seat, a.card, 'withdraw');
    return doWithdraw(c, s);
  }
  if (def.kind === 'unit' && def.unit === cb.defender && def.withdraw) {
    if (!validDice(a.dice, [6])) return fail('dice/invalid', { sides: 6 });
    if (d6Within(a.dice![0]!, def.withdraw)) {
      play(s, seat, a.card, 'withdraw', cb.defender);
      return doWithdraw(c, s);
    }
    // 6.1-R8: a failed roll leaves the card as a defence card; the combat goes on with step 4
    play(s, seat, a.card, 'defense', cb.defender);
    cb.step = 'defender';
    if (s.decks[seat].hand === 0) toAttackerStep(s);
    return ok(undefined);
  }
  return fail('card/wrong-type', { card: a.card });
}

/** 6.5-R11: a withdrawal moves exactly like a retreat. */
function doWithdraw(c: Ctx, s: GameState): Result<void> {
  const cb = s.combat!;
  cb.withdrew = true;
  return startRetreat(c, s);
}

/** 6.1 step 3 declined, or the end of step 4/5. */
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

/** 6.4-R3: an own unit adjacent to the defender that could assault it (not the attacker, not in Marsh). */
export function supportCandidates(c: Ctx, s: GameState): Square[] {
  const cb = s.combat!;
  const t = squareIndex(cb.target);
  return s.armies![s.active].units
    .filter((u) => u.unit !== cb.attacker && NEIGHBOURS[t]!.includes(squareIndex(u.square)))
    .filter((u) => !TERRAIN_EFFECTS[s.terrain![squareIndex(u.square)]!].noAssaultFrom)
    .map((u) => u.square);
}

/** Participating units (6.1 "participating"): the attacking unit (none in an Ambush) + supporting. */
function participants(cb: CombatState): string[] {
  return [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting];
}

/** 6.1 steps 4 and 5: one card played by the defender or the attacker. */
export function playCard(c: Ctx, s: GameState, a: PlayCard): Result<void> {
  const cb = s.combat;
  if (!cb || (cb.step !== 'defender' && cb.step !== 'attacker')) return fail('combat/wrong-step');
  const seat = cb.step === 'defender' ? other(s.active) : s.active;
  const nation = s.armies![seat].nation;
  const card = checkCard(s.decks[seat], c.catalog, nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (cb.step === 'defender') return defenderCard(s, seat, a, def);
  return attackerCard(c, s, a, def);
}

/** 6.1-R10…R12: unit cards of the defending unit; at most one Leader, for its Combat value. */
function defenderCard(s: GameState, seat: Seat, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  if (def.kind === 'unit') {
    if (def.unit !== cb.defender) return fail('card/wrong-unit', { card: a.card });
    play(s, seat, a.card, 'defense', cb.defender);
    return ok(undefined);
  }
  if (def.kind === 'leader') {
    if (cb.defenseLeader) return fail('combat/one-leader');
    if (a.use === 'command') return fail('combat/defender-leader-combat'); // 9.1-R2
    cb.defenseLeader = a.card;
    play(s, seat, a.card, 'leader');
    return ok(undefined);
  }
  return fail('combat/defender-card', { card: a.card });
}

/** 6.1-R13, R14, 6.4, 9.2: the attacker's step-5 cards. */
function attackerCard(c: Ctx, s: GameState, a: PlayCard, def: CardDef): Result<void> {
  const cb = s.combat!;
  const me = s.active;
  if (def.kind === 'unit') {
    const f = a.unit ? unitOn(s, a.unit) : undefined;
    if (!f || f.seat !== me || !participants(cb).includes(f.unit.unit)) return fail('combat/not-participating');
    if (def.unit !== f.unit.unit) return fail('card/wrong-unit', { card: a.card });
    if (!def.attack) return fail('combat/card-no-attack', { card: a.card }); // A29
    play(s, me, a.card, 'attack', f.unit.unit);
    return ok(undefined);
  }
  if (def.kind === 'leader') return attackerLeader(c, s, a, def);
  switch (def.type) {
    case 'committed-attack': {
      // 9.2-R7, A15(a): at most one per participating (real) unit
      if (cb.committed + 1 > participants(cb).length) return fail('combat/committed-limit');
      cb.committed++;
      play(s, me, a.card, 'committed');
      return ok(undefined);
    }
    case 'sappers':
      if (cb.kind !== 'assault' && cb.kind !== 'ambush') return fail('combat/wrong-step');
      cb.sappers = true;
      play(s, me, a.card, 'sappers');
      return ok(undefined);
    case 'skirmish':
      if (cb.kind !== 'assault') return fail('combat/skirmish-assault-only'); // 9.2-R21
      if (cb.leader) return fail('combat/skirmish-with-leader');
      play(s, me, a.card, 'skirmish');
      return skirmish(s);
    default:
      return fail('combat/attacker-card', { card: a.card });
  }
}

/** 9.1-R1, R2, 6.4: one Leader, for Command (naming supporting units) or Combat; Command 1 → Combat. */
function attackerLeader(c: Ctx, s: GameState, a: PlayCard, def: LeaderCardDef): Result<void> {
  const cb = s.combat!;
  if (cb.leader) return fail('combat/one-leader');
  const use = a.use ?? (def.command <= 1 ? 'combat' : 'command');
  if (use === 'command') {
    if (def.command <= 1) return fail('combat/command-one');
    const sup = a.supporting ?? [];
    const allowed = supportCandidates(c, s);
    if (new Set(sup).size !== sup.length) return fail('combat/support-invalid');
    if (sup.length > def.command - 1) return fail('combat/support-too-many', { max: def.command - 1 });
    for (const sq of sup) if (!allowed.includes(sq)) return fail('combat/support-invalid', { square: String(sq) });
    cb.supporting = sup.map((sq) => unitOn(s, sq)!.unit.unit);
  } else if (use !== 'combat') return fail('combat/leader-use');
  cb.leader = { card: a.card, use };
  play(s, s.active, a.card, 'leader');
  return ok(undefined);
}

/** 9.2-R22, 6.7-R3, A23: the combat is cancelled; the initiating card returns to the hand. */
function skirmish(s: GameState): Result<void> {
  const cb = s.combat!;
  const initiating = cb.cards.find((x) => x.role === 'initiating')!;
  tableToHand(s.decks[s.active], initiating.card);
  cb.cards = cb.cards.filter((x) => x !== initiating);
  cb.committed = 0; // A15(d): no Committed Attack hits
  cb.step = 'skirmish-move';
  return ok(undefined);
}

/** 9.2-R23: the attacking unit moves 0–2 squares; no further combat this turn (9.2-R24). */
export function skirmishMove(c: Ctx, s: GameState, a: SkirmishMove): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'skirmish-move') return fail('combat/wrong-step');
  const u = unitById(s, s.active, cb.attacker!)!;
  if (!skirmishDestinations(positionOf(s, c.catalog), u.square).includes(a.to)) return fail('move/illegal', { square: String(a.to) });
  moveUnit(s, u, a.to);
  return finish(c, s);
}

/** The dice the next roll needs, as numbers of sides (6.1 step 6, 6.2 step 3, 6.6). */
export function diceNeeded(c: Ctx, s: GameState): number[] {
  const cb = s.combat;
  if (!cb) return [];
  if (cb.step === 'pursuit') return pursuitCards(c, s).map(() => 6);
  if (cb.step !== 'roll') return [];
  return diceGroups(c, s).flatMap((g) => g.sides);
}

function diceGroups(c: Ctx, s: GameState): { group: Omit<DiceGroup, 'values'>; sides: number[] }[] {
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
function startRetreat(c: Ctx, s: GameState): Result<void> {
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

/** 6.5-R12…R15: after an Assault whose defending square was vacated, a participating unit advances. */
function vacated(c: Ctx, s: GameState, retreated: boolean): Result<void> {
  const cb = s.combat!;
  cb.vacated = true;
  cb.defenderRetreated = retreated;
  if (cb.kind !== 'assault' || advanceCandidates(s).length === 0) return afterResult(c, s);
  cb.step = 'advance';
  return ok(undefined);
}

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

/** 6.5-R14, A21: optional only if every participating unit had a "Not Required To Advance" card. */
export function advanceOptional(c: Ctx, s: GameState): boolean {
  const cb = s.combat!;
  const nation = s.armies![s.active].nation;
  const units = cb.withdrew ? (cb.attacker ? [cb.attacker] : []) : participants(cb);
  return units.every((id) =>
    cb.cards.some((x) => x.side === s.active && x.unit === id && (c.catalog.card(nation, x.card) as UnitCardDef | undefined)?.notRequiredToAdvance)
  );
}

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
 * Section 0 "range value k" (Withdraw 6.1-R8, Pursuit 6.6-R4, Rally 7-R3): a d6 roll succeeds on
 * 1…k. The engine's own test, shared with the odds (odds.ts).
 */
export function d6Within(roll: number, range: number): boolean {
  return roll <= range;
}

/**
 * 6.6-R4, A22: one pursuit die hits when the roll minus the absolute value of the Leader's modifier
 * (it always helps the pursuer) is within the card's Pursuit range; 0 or less also hits.
 */
export function pursuitHit(roll: number, modifier: number, range: number): boolean {
  return d6Within(roll - Math.abs(modifier), range);
}

/** 6.6-R4, A22: each roll (the modifier always helps: minus its absolute value) ≤ Pursuit hits. */
function pursuit(c: Ctx, s: GameState, dice: number[]): Result<void> {
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
function afterResult(c: Ctx, s: GameState): Result<void> {
  const cb = s.combat!;
  const alive = () => participants(cb).filter((id) => unitById(s, s.active, id));
  while (cb.hitsToAssign > 0) {
    const units = alive();
    if (units.length === 0) {
      cb.hitsToAssign = 0; // A15(b): hits with no participating unit left lapse
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

export function hitCandidates(s: GameState): Square[] {
  const cb = s.combat!;
  return participants(cb)
    .map((id) => unitById(s, s.active, id)?.square)
    .filter((x): x is Square => !!x);
}

/** 9.2-R8, A15(b): the active player picks the unit taking each Committed Attack hit. */
export function assignHit(c: Ctx, s: GameState, a: AssignHit): Result<void> {
  const cb = s.combat;
  if (!cb || cb.step !== 'assign-hits') return fail('combat/wrong-step');
  if (!hitCandidates(s).includes(a.unit)) return fail('combat/not-participating');
  hit(s, s.active, unitOn(s, a.unit)!.unit.unit);
  cb.hitsToAssign--;
  return afterResult(c, s);
}

/** 6.7-R1 (A24): every card to its owner's discard pile; then the attrition check (2.1, A5). */
function finish(c: Ctx, s: GameState): Result<void> {
  clearTable(s.decks[0]);
  clearTable(s.decks[1]);
  s.combat = null;
  checkAttrition(s);
  return ok(undefined);
}

export function checkAttrition(s: GameState): void {
  const a = s.armies!;
  // army i has eliminated the units the other army lost
  const w = attritionWinner([a[1].eliminated.length, a[0].eliminated.length], s.active);
  if (w !== null) {
    s.stage = 'over';
    s.result = { winner: w, by: 'attrition' };
  }
}

export type { DiceGroup };
export { diceGroups };
