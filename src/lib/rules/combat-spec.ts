// A combat described by its pieces on a Position, with no game around it (board mode, issue 23):
// checked with the game's own predicates (combat-checks.ts: the ones the declaration and card
// handlers use) and totalled by the game's own arithmetic (combat-roll.ts: combatTotals and
// diceGroups on the combat as it would stand at its roll). A board has no decks, so instead of the
// hidden-hand checks the cards are checked by kind and by count against the catalogue.
import type { LeaderCardDef, UnitCardDef } from '../data/types';
import { other, type Seat, type Square } from './board';
import type { Catalog } from './catalog';
import {
  attackCardRefusal,
  attackerHqRefusal,
  defenderCardRefusal,
  emptyProblems,
  formCardRefusal,
  isFireForm,
  kindOfForm,
  leaderProblems,
  noCardForForm,
  placeProblems,
  reachProblem,
  supportNamingRefusal,
  supportSquares,
  type DeclarationForm
} from './combat-checks';
import { newCombat } from './combat-declare';
import { combatTotals, diceGroups } from './combat-roll';
import type { DiceGroup, Total } from './combat-totals';
import { beyondCopies } from './decks';
import type { ErrorCode } from './errors';
import type { Ctx } from './handler';
import { unitAt } from './occupancy';
import type { Position } from './position';
import { fail, type RuleError } from './result';
import { DEFAULT_OPTIONS, newDeck, type ArmyState, type CombatCard, type GameState } from './state';

/**
 * One combat on a board (6.1, 6.2): what the players put on the table. Squares are board squares,
 * cards the catalogue's ids (of the attacking army, the defender's for `defense*`).
 */
export interface CombatSpec {
  form: DeclarationForm;
  /** the attacking or firing unit (an Ambush names none: the Ambush card attacks, 6.1-R3) */
  from: Square | null;
  /** the defending unit */
  target: Square | null;
  /** supporting units (6.4), Assault and Ambush only */
  supporting?: readonly Square[];
  /** the card that starts the combat (6.1-R1, 6.1-R3, 6.2-R1, 9.1-R5) */
  card: string | null;
  /** step 5: further unit cards played for the attacking unit (6.1-R13, rule 8) */
  attackCards?: readonly string[];
  /** step 5: unit cards played for each supporting unit, by its square (6.4-R5) */
  supportCards?: Readonly<Record<Square, readonly string[]>>;
  /** the attacker's Leader and its use (9.1-R1, R2); `leaderUse` defaults to Combat */
  leader?: string | null;
  leaderUse?: 'combat' | 'command';
  /** Committed Attack cards (9.2-R6, R7) */
  committed?: number;
  /** Sappers/Engineers (9.2-R20) */
  sappers?: boolean;
  /** step 4: the defender's unit cards (6.1-R10), one entry per copy */
  defenseCards?: readonly string[];
  /** step 4: the defender's Leader (6.1-R11) */
  defenseLeader?: string | null;
}

function error(code: ErrorCode, params?: Record<string, string | number>): RuleError {
  const r = fail(code, params);
  return r.ok ? (undefined as never) : r.error;
}

function withCatalog(p: Position, catalog: Catalog | undefined): Position {
  return catalog && catalog !== p.catalog ? { ...p, catalog } : p;
}

/** The attacking seat: the army of the unit on `from`, else the enemy of the target's army. */
export function combatSpecSide(p: Position, spec: CombatSpec): Seat | null {
  const a = spec.form !== 'ambush' && spec.from ? unitAt(p, spec.from) : undefined;
  if (a) return a.army;
  const t = spec.target ? unitAt(p, spec.target) : undefined;
  return t ? other(t.army) : null;
}

/** The attacking unit's square when it is one of the attacking army's units (never in an Ambush). */
function attackerSquare(p: Position, spec: CombatSpec, seat: Seat): Square | null {
  if (spec.form === 'ambush' || !spec.from) return null;
  return unitAt(p, spec.from)?.army === seat ? spec.from : null;
}

/** 6.4-R3: the squares that may support this combat (none in a fire combat, 6.2-R10). */
export function combatSupportSquares(position: Position, spec: CombatSpec, catalog?: Catalog): Square[] {
  const p = withCatalog(position, catalog);
  const seat = combatSpecSide(p, spec);
  if (seat === null || !spec.target || isFireForm(spec.form)) return [];
  return supportSquares(p, seat, attackerSquare(p, spec, seat), spec.target);
}

/** The attacking Leader's card, when the spec names a Leader of the army. */
function leaderOf(p: Position, seat: Seat, spec: CombatSpec): LeaderCardDef | undefined {
  const d = spec.leader ? p.catalog.card(p.armies[seat].nation, spec.leader) : undefined;
  return d?.kind === 'leader' ? d : undefined;
}

/**
 * The participating units (6.1) the rules let take part: the attacking unit (Assault) and the
 * supporting units a Leader played for Command may bring (6.4-R1…R3), by unit id and square.
 */
function participants(p: Position, spec: CombatSpec, seat: Seat): { id: string; square: Square }[] {
  const out: { id: string; square: Square }[] = [];
  const from = attackerSquare(p, spec, seat);
  if (from) out.push({ id: unitAt(p, from)!.placed.unit, square: from });
  const leader = leaderOf(p, seat, spec);
  if (!leader || (spec.leaderUse ?? 'combat') !== 'command' || !spec.target) return out;
  const ok = supportSquares(p, seat, from, spec.target);
  const legal = [...new Set(spec.supporting ?? [])].filter((sq) => ok.includes(sq)).slice(0, Math.max(0, leader.command - 1));
  for (const sq of legal) out.push({ id: unitAt(p, sq)!.placed.unit, square: sq });
  return out;
}

/**
 * Why this combat could not be fought (`[]`: it could), with the game's own refusals: steps 1–2
 * (the attacking unit, Marsh, adjacency, the starting card, range and line of sight), 6.2-R10 (no
 * other card in a fire combat), 6.4 and 9.1 (the Leader's use and the supporting units), 6.1-R13
 * (cards of participating units with Attack), 9.2-R7 (Committed Attack), 6.1-R10…R12 (the
 * defender's cards) and 1.4-R2 (no more copies of a card than the deck holds).
 */
export function combatProblems(position: Position, spec: CombatSpec, catalog?: Catalog): RuleError[] {
  const p = withCatalog(position, catalog);
  const out: RuleError[] = [];
  const seen = new Set<string>();
  const add = (e: RuleError) => {
    const key = `${e.code}|${JSON.stringify(e.params ?? {})}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(e);
    }
  };
  const form = spec.form;
  const seat = combatSpecSide(p, spec);
  if (form !== 'ambush' && !spec.from) add(error('combat/no-attacker'));
  if (!spec.target) add(error('combat/no-defender'));
  // no unit on either square: nothing to fight, and why (6.1-R1, R4)
  if (seat === null) emptyProblems(p, form, spec.from, spec.target).forEach(add);
  if (seat === null || !spec.target || (form !== 'ambush' && !spec.from)) return out;
  const target = spec.target;
  const nation = p.armies[seat].nation;
  const from = attackerSquare(p, spec, seat);
  const attacker = from ? unitAt(p, from)!.placed.unit : null;

  // steps 1–2 (6.1-R1…R5, 6.2-R1…R7, 9.1-R5)
  const place = placeProblems(p, seat, form, form === 'ambush' ? null : spec.from, target);
  place.forEach(add);
  const card = spec.card ? p.catalog.card(nation, spec.card) : undefined;
  if (!spec.card) {
    const any = p.catalog.army(nation).deck.some((d) => !formCardRefusal(d, form, attacker));
    add(any ? error('combat/no-card') : noCardForForm(form, nation, attacker ? (p.catalog.unit(nation, attacker)?.name ?? attacker) : ''));
  } else if (!card) add(error('card/unknown', { card: spec.card }));
  else {
    const refusal = formCardRefusal(card, form, attacker);
    if (refusal) add(error(refusal, { card: spec.card }));
    else if (from && place.length === 0) {
      const far = reachProblem(p, form, from, target, card);
      if (far) add(far);
    }
  }

  if (isFireForm(form)) {
    // 6.2-R10 (A16): nothing but the firing card
    const extra =
      (spec.supporting?.length ?? 0) > 0 ||
      (spec.attackCards?.length ?? 0) > 0 ||
      Object.values(spec.supportCards ?? {}).some((x) => x.length > 0) ||
      !!spec.leader ||
      (spec.committed ?? 0) > 0 ||
      !!spec.sappers ||
      (spec.defenseCards?.length ?? 0) > 0 ||
      !!spec.defenseLeader;
    if (extra) add(error('combat/fire-cards'));
    copyProblems(p, spec, seat).forEach(add);
    return out;
  }

  // the Leader and the supporting units (9.1-R1, R2, 6.4-R1…R4)
  const supporting = spec.supporting ?? [];
  const candidates = supportSquares(p, seat, from, target);
  const leaderCard = spec.leader ? p.catalog.card(nation, spec.leader) : undefined;
  if (spec.leader && !leaderCard) add(error('card/unknown', { card: spec.leader }));
  else if (leaderCard && leaderCard.kind !== 'leader') add(error('card/wrong-type', { card: spec.leader! }));
  const leader = leaderOf(p, seat, spec);
  if (leader) leaderProblems(leader, spec.leaderUse ?? 'combat', supporting, candidates).forEach(add);
  else {
    const naming = supportNamingRefusal(null, supporting.length);
    if (naming) add(error(naming));
  }
  for (const sq of supporting) if (!candidates.includes(sq)) add(error('combat/support-invalid', { square: String(sq) }));

  // step 5: cards for the participating units (6.1-R13, 6.4-R5, A29)
  const taking = participants(p, spec, seat);
  const ids = taking.map((x) => x.id);
  const unitCard = (id: string, unit: string | undefined) => {
    const def = p.catalog.card(nation, id);
    if (!def) return add(error('card/unknown', { card: id }));
    const refusal = attackCardRefusal(ids, def, unit);
    if (refusal) add(refusal === 'combat/not-participating' ? error(refusal) : error(refusal, { card: id }));
  };
  for (const id of spec.attackCards ?? []) unitCard(id, attacker ?? undefined);
  for (const [sq, cards] of Object.entries(spec.supportCards ?? {})) {
    const unit = taking.find((x) => x.square === sq)?.id;
    for (const id of cards) unitCard(id, unit);
  }
  // step 5: Committed Attack (9.2-R6, R7, A15) and Sappers (9.2-R20)
  const hq = (type: string, times: number) => {
    if (times <= 0) return;
    if (p.catalog.card(nation, type)?.kind !== 'hq') return add(error('card/unknown', { card: type }));
    for (let i = 0; i < times; i++) {
      const refusal = attackerHqRefusal({ kind: kindOfForm(form), committed: i, participants: ids.length, leader: !!leader }, type);
      if (refusal) return add(error(refusal));
    }
  };
  hq('committed-attack', spec.committed ?? 0);
  hq('sappers', spec.sappers ? 1 : 0);

  // step 4: the defender's cards (6.1-R10…R12, 9.1-R2)
  const defSeat = other(seat);
  const defNation = p.armies[defSeat].nation;
  const defending = unitAt(p, target);
  const defender = defending && defending.army === defSeat ? defending.placed.unit : '';
  for (const id of spec.defenseCards ?? []) {
    const def = p.catalog.card(defNation, id);
    if (!def) add(error('card/unknown', { card: id }));
    else if (def.kind !== 'unit') add(error('combat/defender-card', { card: id }));
    else {
      const refusal = defenderCardRefusal(defender, !!spec.defenseLeader, def, undefined);
      if (refusal) add(error(refusal, { card: id }));
    }
  }
  if (spec.defenseLeader) {
    const def = p.catalog.card(defNation, spec.defenseLeader);
    if (!def) add(error('card/unknown', { card: spec.defenseLeader }));
    else if (def.kind !== 'leader') add(error('card/wrong-type', { card: spec.defenseLeader }));
  }
  copyProblems(p, spec, seat).forEach(add);
  return out;
}

/** 1.4-R2: each side plays no more copies of a card than its deck holds. */
function copyProblems(p: Position, spec: CombatSpec, seat: Seat): RuleError[] {
  const fire = isFireForm(spec.form);
  const attack = [spec.card, ...(fire ? [] : attackerCards(spec))];
  const defense = fire ? [] : [...(spec.defenseCards ?? []), spec.defenseLeader];
  const out: RuleError[] = [];
  for (const [side, cards] of [
    [seat, attack],
    [other(seat), defense]
  ] as const) {
    const counts = new Map<string, number>();
    for (const c of cards) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const [id, n] of counts) {
      const def = p.catalog.card(p.armies[side].nation, id);
      if (def && beyondCopies(def, n)) out.push(error('card/copies', { card: id, copies: def.copies }));
    }
  }
  return out;
}

/** The attacker's step-5 cards, one entry per copy (HQ cards by their type, which is their id). */
function attackerCards(spec: CombatSpec): (string | null | undefined)[] {
  return [
    ...(spec.attackCards ?? []),
    ...Object.values(spec.supportCards ?? {}).flat(),
    spec.leader,
    ...new Array<string>(Math.max(0, spec.committed ?? 0)).fill('committed-attack'),
    ...(spec.sappers ? ['sappers'] : [])
  ];
}

function armyState(p: Position, seat: Seat): ArmyState {
  const a = p.armies[seat];
  return { nation: a.nation, edge: a.edge, units: a.units.map((u) => ({ ...u })), eliminated: [], toDeploy: [] };
}

/**
 * The game state of this combat at its roll (6.1 step 6, 6.2 step 3): the cards on the table as the
 * game's handlers would have put them there, in the calculator's order (the starting card, further
 * cards of the attacking unit, each supporting unit's cards, the Leader, then the defender's).
 * Cards that could not be played are left out. Null when the combat has no attacker, target or card.
 */
function combatAtRoll(p: Position, spec: CombatSpec): GameState | null {
  const seat = combatSpecSide(p, spec);
  if (seat === null || !spec.target || !spec.card) return null;
  const defending = unitAt(p, spec.target);
  if (!defending || defending.army === seat) return null;
  const nation = p.armies[seat].nation;
  const from = attackerSquare(p, spec, seat);
  if (spec.form !== 'ambush' && !from) return null;
  const first = p.catalog.card(nation, spec.card);
  if (!first) return null;
  const attacker = from ? unitAt(p, from)!.placed.unit : null;
  const cb = newCombat(kindOfForm(spec.form), attacker, defending.placed.unit, spec.target);
  cb.grandBattery = spec.form === 'grand-battery';
  const defSeat = other(seat);
  const card = (card: string, side: Seat, role: CombatCard['role'], unit?: string | null) =>
    cb.cards.push({ card, side, role, ...(unit ? { unit } : {}) });
  card(spec.card, seat, 'initiating', attacker);
  if (!isFireForm(spec.form)) {
    const taking = participants(p, spec, seat);
    const attackFace = (id: string): UnitCardDef | undefined => {
      const d = p.catalog.card(nation, id);
      return d?.kind === 'unit' && d.attack ? d : undefined;
    };
    for (const id of spec.attackCards ?? []) if (attacker && attackFace(id)?.unit === attacker) card(id, seat, 'attack', attacker);
    const leader = leaderOf(p, seat, spec);
    if (leader && (spec.leaderUse ?? 'combat') === 'command') cb.supporting = taking.filter((x) => x.square !== from).map((x) => x.id);
    for (const x of taking)
      if (x.square !== from)
        for (const id of spec.supportCards?.[x.square] ?? []) if (attackFace(id)?.unit === x.id) card(id, seat, 'attack', x.id);
    if (leader) {
      cb.leader = { card: leader.id, use: spec.leaderUse ?? 'combat' };
      card(leader.id, seat, 'leader');
    }
    cb.committed = Math.max(0, spec.committed ?? 0);
    cb.sappers = !!spec.sappers;
    const defNation = p.armies[defSeat].nation;
    for (const id of spec.defenseCards ?? []) {
      const d = p.catalog.card(defNation, id);
      if (d?.kind === 'unit' && d.unit === defending.placed.unit) card(id, defSeat, 'defense', d.unit);
    }
    const dl = spec.defenseLeader ? p.catalog.card(defNation, spec.defenseLeader) : undefined;
    if (dl?.kind === 'leader') {
      cb.defenseLeader = dl.id;
      card(dl.id, defSeat, 'leader');
    }
  }
  return {
    stage: 'play',
    setupStep: 'deploy',
    rolls: [],
    first: seat,
    terrain: [...p.terrain],
    sections: null,
    nations: [p.armies[0].nation, p.armies[1].nation],
    armies: [armyState(p, 0), armyState(p, 1)],
    redoubts: [...p.redoubts],
    decks: [newDeck(), newDeck()],
    turn: 1,
    active: seat,
    phase: 'combat',
    movement: { moved: [], supply: 'none' },
    combat: cb,
    combatUsed: true,
    restorationUsed: false,
    redoubtBuilt: false,
    pending: null,
    nightfallDue: false,
    result: null
  };
}

function ctx(p: Position): Ctx {
  return { catalog: p.catalog, options: DEFAULT_OPTIONS };
}

/** The dice this combat rolls, one group per card (and 2d6 per Committed Attack), as the game rolls them. */
export function combatSpecDice(
  position: Position,
  spec: CombatSpec,
  catalog?: Catalog
): { group: Omit<DiceGroup, 'values'>; sides: number[] }[] {
  const p = withCatalog(position, catalog);
  const s = combatAtRoll(p, spec);
  return s ? diceGroups(ctx(p), s) : [];
}

/**
 * The itemised Attack and Defence Totals of this combat with these dice (in the order of
 * combatSpecDice; missing dice count 0, so the fixed parts show before the roll): the game's own
 * combatTotals on the combat as it would stand at its roll. For a legal combat (combatProblems
 * `[]`) they are the game's totals. Null when the combat has no attacker, target or card.
 */
export function combatSpecTotals(
  position: Position,
  spec: CombatSpec,
  dice: readonly number[] = [],
  catalog?: Catalog
): { attack: Total; defense: Total } | null {
  const p = withCatalog(position, catalog);
  const s = combatAtRoll(p, spec);
  if (!s) return null;
  const c = ctx(p);
  const need = diceGroups(c, s).flatMap((g) => g.sides);
  return combatTotals(
    c,
    s,
    need.map((_, i) => dice[i] ?? 0)
  );
}
