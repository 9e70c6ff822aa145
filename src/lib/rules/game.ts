// The game as a validated action log: newGame, applyAction, undo, replay, prompt, legalActions.
// State is the fold of the log; an illegal action returns a typed error and changes nothing.
import * as v from 'valibot';
import type { LeaderCardDef, NationId, UnitCardDef } from '../data/types';
import { NATION_IDS } from '../data/types';
import type { Action } from './actions';
import { EDGES, inHomeRows, NEIGHBOURS, SQUARES, squareIndex, type Square } from './board';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import * as combat from './combat-phase';
import type { Ctx } from './context';
import { checkCard } from './decks';
import { declineGuerrilla, guerrilla } from './guerrilla';
import { fireTargets } from './fire';
import * as movement from './movement-phase';
import { basicMoves, forcedMarchAllowed, forcedMarchFrom, skirmishDestinations } from './movement';
import { unitById, unitOn } from './ops';
import { checkHostile, describeIssue } from './position';
import { ActionSchema, GAME_FORMAT, RecordSchema } from './record';
import { buildRedoubt, rally, restore } from './restoration';
import { fail, failWith, ok, type Result } from './result';
import { discard, draw, endPhase, endPhaseBlocker, scout } from './sequence';
import * as setup from './setup';
import {
  cloneState,
  DEFAULT_OPTIONS,
  newDeck,
  other,
  positionOf,
  type Game,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Seat
} from './state';
import { TERRAIN_EFFECTS } from './terrain';
import type { Total } from './combat';

function initialState(): GameState {
  return {
    stage: 'setup',
    setupStep: 'roll',
    rolls: [],
    first: null,
    terrain: null,
    sections: null,
    nations: null,
    armies: null,
    redoubts: [],
    decks: [newDeck(), newDeck()],
    turn: 0,
    active: 0,
    phase: 'discard',
    movement: { moved: [], supply: 'none' },
    combat: null,
    combatUsed: false,
    restorationUsed: false,
    redoubtBuilt: false,
    pending: null,
    nightfallDue: false,
    result: null
  };
}

const records = new WeakMap<Game, GameRecord>();
/** Games made by replay: their actions are the first `length` of this list. */
const logs = new WeakMap<Game, readonly Action[]>();

/** The JSON record of a game (format adiutant-game/1): its setup and every action so far. */
export function toRecord(game: Game): GameRecord {
  let rec = records.get(game);
  if (rec) return rec;
  // walk back only as far as a game whose actions are already known
  const tail: Action[] = [];
  let head: readonly Action[] = [];
  for (let g: Game = game; g.length > 0; g = g.previous!) {
    const known = records.get(g)?.actions ?? logs.get(g);
    if (known) {
      head = known.slice(0, g.length);
      break;
    }
    tail.push(g.lastAction!);
  }
  const actions = head.concat(tail.reverse());
  rec = { format: GAME_FORMAT, setup: game.setup, actions };
  records.set(game, rec);
  return rec;
}

function makeGame(fields: Omit<Game, 'record'>): Game {
  const g: Game = {
    ...fields,
    get record() {
      return toRecord(g);
    }
  };
  return g;
}

/** A game whose previous game is computed when first asked for (undo, history), then kept. */
function makeLazyGame(fields: Omit<Game, 'record' | 'previous'>, before: () => Game | null): Game {
  let prev: Game | null | undefined;
  const g: Game = {
    ...fields,
    get previous() {
      if (prev === undefined) prev = before();
      return prev;
    },
    get record() {
      return toRecord(g);
    }
  };
  return g;
}

/** A new game at the start of setup (rule 3). `catalog` may carry the players' card corrections. */
export function newGame(gameSetup: GameSetup, catalog: Catalog = DEFAULT_CATALOG): Game {
  const options = { ...DEFAULT_OPTIONS, ...(gameSetup.options ?? {}) };
  return makeGame({ setup: gameSetup, state: initialState(), previous: null, lastAction: null, length: 0, catalog, options });
}

function ctx(g: Game): Ctx {
  return { catalog: g.catalog, options: g.options };
}

function dispatch(c: Ctx, s: GameState, a: Action): Result<void> {
  if (s.stage === 'over') return fail('game/over');
  if (s.stage === 'setup') {
    switch (a.type) {
      case 'roll-first-player':
        return setup.rollFirstPlayer(s, a);
      case 'choose-map':
        return setup.chooseMap(c, s, a);
      case 'choose-nations':
        return setup.chooseNations(s, a);
      case 'choose-army':
        return setup.chooseArmy(c, s, a);
      case 'choose-edge':
        return setup.chooseEdge(s, a);
      case 'deal':
        return setup.dealHands(s);
      case 'deploy':
        return setup.deploy(s, a);
      default:
        return fail('setup/wrong-step');
    }
  }
  if (s.pending) {
    if (a.type === 'guerrilla') return guerrilla(c, s);
    if (a.type === 'pass') return declineGuerrilla(s);
    return fail('guerrilla/awaiting');
  }
  if (s.combat) {
    switch (a.type) {
      case 'withdraw':
        return combat.withdraw(c, s, a);
      case 'play':
        return combat.playCard(c, s, a);
      case 'pass':
        return combat.passStep(c, s);
      case 'roll':
        return combat.roll(c, s, a);
      case 'choose-result':
        return combat.chooseResult(c, s, a);
      case 'retreat':
        return combat.retreat(c, s, a);
      case 'advance':
        return combat.advance(c, s, a);
      case 'assign-hit':
        return combat.assignHit(c, s, a);
      case 'skirmish-move':
        return combat.skirmishMove(c, s, a);
      case 'guerrilla':
        return fail('guerrilla/not-in-combat');
      default:
        return fail('combat/in-progress');
    }
  }
  switch (a.type) {
    case 'end-phase':
      return endPhase(c, s, a);
    case 'discard':
      return discard(c, s, a);
    case 'draw':
      return draw(s);
    case 'scout':
      return scout(c, s, a);
    case 'move':
      return movement.move(c, s, a);
    case 'supply':
      return movement.supply(c, s);
    case 'forced-march':
      return movement.forcedMarch(c, s, a);
    case 'assault':
      return combat.assault(c, s, a);
    case 'ambush':
      return combat.ambush(c, s, a);
    case 'bombard':
    case 'volley':
      return combat.fire(c, s, a);
    case 'grand-battery':
      return combat.grandBattery(c, s, a);
    case 'restore':
      return restore(c, s, a);
    case 'rally':
      return rally(c, s, a);
    case 'redoubt':
      return buildRedoubt(c, s, a);
    case 'guerrilla':
      return fail('guerrilla/nothing');
    default:
      return fail('action/not-now');
  }
}

/** Apply one action: the new game, or a typed error with the reason (the game is unchanged). */
export function applyAction(game: Game, action: unknown): Result<Game> {
  const shape = v.safeParse(ActionSchema, action);
  if (!shape.success) return fail('action/invalid', { detail: describeIssue(shape.issues) });
  return applyValid(game, shape.output as Action);
}

/** Apply an action whose shape has been checked (replay checks the whole record at once). */
function applyValid(game: Game, a: Action): Result<Game> {
  const draft = cloneState(game.state);
  let r: Result<void>;
  try {
    r = dispatch(ctx(game), draft, a);
  } catch {
    r = fail('action/invalid', { detail: 'internal' }); // a safety net: the engine never throws
  }
  if (!r.ok) return r;
  return ok(
    makeGame({
      setup: game.setup,
      state: draft,
      previous: game,
      lastAction: a,
      length: game.length + 1,
      catalog: game.catalog,
      options: game.options
    })
  );
}

/** Take back the last action (unlimited: every earlier game is kept). */
export function undo(game: Game): Game {
  return game.previous ?? game;
}

/** Replay keeps a copy of the state every this many actions; the games between are rebuilt on demand. */
const CHECKPOINT = 16;
/** It also keeps the last this many states: the screen of the game's current step looks back a few. */
const TAIL = 8;

/**
 * Rebuild a game from a record, re-validating every action. Untrusted input is fine.
 * Every action is checked in order on one working state; the earlier games (for undo and the
 * history) are rebuilt from the nearest kept state when first asked for, so a long record replays
 * without keeping hundreds of states it may never need.
 */
export function replay(record: unknown, catalog: Catalog = DEFAULT_CATALOG): Result<Game> {
  const hostile = checkHostile(record, 200000, 12);
  if (!hostile.ok) return hostile;
  const parsed = v.safeParse(RecordSchema, record);
  if (!parsed.success) return fail('record/invalid', { detail: describeIssue(parsed.issues) });
  const rec = parsed.output as GameRecord;
  const start = newGame(rec.setup, catalog);
  const actions = rec.actions;
  const n = actions.length;
  if (n === 0) return ok(start);
  const c = ctx(start);
  const kept = new Map<number, GameState>();
  const draft = cloneState(start.state);
  for (let i = 0; i < n; i++) {
    let r: Result<void>;
    try {
      r = dispatch(c, draft, actions[i]!);
    } catch {
      r = fail('action/invalid', { detail: 'internal' }); // a safety net: the engine never throws
    }
    if (!r.ok) return failWith('record/illegal-action', r.error, { index: i + 1 });
    const done = i + 1;
    if (done < n && (done % CHECKPOINT === 0 || done >= n - TAIL)) kept.set(done, cloneState(draft));
  }
  kept.set(n, draft);
  return ok(lazyHistory(start, actions, kept));
}

/**
 * The last game of a validated replay. `kept` holds the state after some numbers of actions (every
 * CHECKPOINT-th, the last few, the end); a game between is rebuilt from the kept state before it.
 */
function lazyHistory(start: Game, actions: readonly Action[], kept: Map<number, GameState>): Game {
  const fields = { setup: start.setup, catalog: start.catalog, options: start.options };
  const games = new Map<number, Game>([[0, start]]);
  logs.set(start, actions);
  const at = (n: number): Game => {
    const known = games.get(n);
    if (known) return known;
    const state = kept.get(n);
    if (state) {
      const g = makeLazyGame({ ...fields, state, lastAction: actions[n - 1]!, length: n }, () => at(n - 1));
      logs.set(g, actions);
      games.set(n, g);
      return g;
    }
    // the actions since the checkpoint before n, again (all valid: they were just checked in this
    // order, and the engine is deterministic)
    let g = at(Math.floor(n / CHECKPOINT) * CHECKPOINT);
    while (g.length < n) {
      const r = applyValid(g, actions[g.length]!);
      if (!r.ok) throw new Error(`replay: action ${g.length + 1} was valid and is not now`);
      g = r.value;
      logs.set(g, actions);
      games.set(g.length, g);
    }
    return g;
  };
  return at(actions.length);
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
  const need = combat.diceNeeded(ctx(game), { ...s, combat: { ...s.combat, step: 'roll' } });
  const filled = need.map((_, i) => dice[i] ?? 0);
  return combat.combatTotals(ctx(game), s, filled);
}

// ---------------------------------------------------------------------------------------------
// What may be done now

export interface Prompt {
  /** who must act: a seat, or null when both act together (the first-player roll, the deal) */
  player: Seat | null;
  stage: GameState['stage'];
  /** setup step, phase, or "combat:<step>" / "guerrilla" */
  step: string;
  /** the rule governing this step */
  rule: string;
  /** sides of the dice the next roll needs (combat, pursuit) */
  dice?: number[];
}

const PHASE_RULE = { discard: '4-R5', draw: '4-R8', movement: '5', combat: '6', restoration: '7' } as const;
const SETUP_RULE = { roll: '3-R1', map: '3-R2', nations: '3-R3', army: '3-R4', edge: '3-R5', deal: '3-R7', deploy: '3.3' } as const;
const COMBAT_RULE: Record<string, string> = {
  withdraw: '6.1-R6',
  defender: '6.1-R10',
  attacker: '6.1-R13',
  roll: '6.1-R16',
  choose: '6.5-R2',
  retreat: '6.5-R7',
  advance: '6.5-R13',
  pursuit: '6.6',
  'assign-hits': '9.2-R8',
  'skirmish-move': '9.2-R23'
};

/** Who must act now, in which step, under which rule. */
export function prompt(game: Game): Prompt {
  let p = promptCache.get(game);
  if (!p) {
    p = computePrompt(game);
    promptCache.set(game, p);
  }
  return p;
}
const promptCache = new WeakMap<Game, Prompt>();

function computePrompt(game: Game): Prompt {
  const s = game.state;
  if (s.stage === 'over') return { player: null, stage: 'over', step: 'over', rule: s.result?.by === 'attrition' ? '2.1' : '2.2' };
  if (s.stage === 'setup') {
    const st = s.setupStep;
    const player: Seat | null =
      st === 'roll' || st === 'deal'
        ? null
        : st === 'map' || st === 'army'
          ? s.first
          : st === 'deploy'
            ? setup.deployingSeat(s)
            : other(s.first!);
    return { player, stage: 'setup', step: st, rule: SETUP_RULE[st] };
  }
  if (s.pending) return { player: other(s.active), stage: 'play', step: 'guerrilla', rule: '9.2-R11' };
  const cb = s.combat;
  if (cb) {
    const defender = other(s.active);
    const player: Seat =
      cb.step === 'withdraw' || cb.step === 'defender' || cb.step === 'retreat'
        ? defender
        : cb.step === 'choose'
          ? cb.chooser!
          : s.active;
    const dice = combat.diceNeeded(ctx(game), s);
    // 6.2-R8: a fire combat's roll; 9.1-R5: the Grand Battery's
    const rule =
      cb.step === 'roll' && cb.grandBattery ? '9.1-R5' : cb.step === 'roll' && (cb.kind === 'bombardment' || cb.kind === 'volley') ? '6.2-R8' : COMBAT_RULE[cb.step]!;
    return { player, stage: 'play', step: `combat:${cb.step}`, rule, ...(dice.length ? { dice } : {}) };
  }
  return { player: s.active, stage: 'play', step: s.phase, rule: PHASE_RULE[s.phase] };
}

/** A legal action; where it carries dice, `dice` gives the sides of each die to fill in. */
export interface LegalAction {
  action: Action;
  dice?: number[];
}

/**
 * Every legal action now, as far as the engine can enumerate it. Not listed: the First Player's
 * map choice (24·23·22·21 section orders × 256 rotations, see prompt step "map") and discards of
 * several cards at once (listed one card at a time). Card plays are listed per catalogue card
 * that may still be in the hand (hands are hidden).
 */
export function legalActions(game: Game): readonly LegalAction[] {
  // games are immutable values: the list is computed once per game and shared (do not mutate it)
  let list = legalCache.get(game);
  if (!list) {
    list = computeLegalActions(game);
    legalCache.set(game, list);
  }
  return list;
}
const legalCache = new WeakMap<Game, LegalAction[]>();

function computeLegalActions(game: Game): LegalAction[] {
  const s = game.state;
  const c = ctx(game);
  const out: LegalAction[] = [];
  const push = (action: Action, dice?: number[]) => out.push(dice ? { action, dice } : { action });
  if (s.stage === 'over') return out;
  if (s.stage === 'setup') return setupActions(game);

  const me = s.active;
  const available = (seat: Seat) =>
    c.catalog.army(s.armies![seat].nation).deck.filter((d) => checkCard(s.decks[seat], c.catalog, s.armies![seat].nation, d.id).ok);

  if (s.pending) {
    if (checkCard(s.decks[other(me)], c.catalog, s.armies![other(me)].nation, 'guerrilla').ok) push({ type: 'guerrilla' });
    push({ type: 'pass' });
    return out;
  }
  const cb = s.combat;
  if (cb) {
    const defSeat = other(me);
    switch (cb.step) {
      case 'withdraw':
        for (const d of available(defSeat)) {
          if (d.kind === 'hq' && d.type === 'withdraw') push({ type: 'withdraw', card: d.id });
          if (d.kind === 'unit' && d.unit === cb.defender && d.withdraw) push({ type: 'withdraw', card: d.id, dice: [] }, [6]);
        }
        push({ type: 'pass' });
        break;
      case 'defender':
        for (const d of available(defSeat)) {
          if (d.kind === 'unit' && d.unit === cb.defender) push({ type: 'play', card: d.id });
          if (d.kind === 'leader' && !cb.defenseLeader) push({ type: 'play', card: d.id });
        }
        push({ type: 'pass' });
        break;
      case 'attacker': {
        const parts = [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting];
        const cands = combat.supportCandidates(c, s);
        for (const d of available(me)) {
          if (d.kind === 'unit' && d.attack && parts.includes(d.unit))
            push({ type: 'play', card: d.id, unit: unitById(s, me, d.unit)!.square });
          if (d.kind === 'leader' && !cb.leader) {
            push({ type: 'play', card: d.id, use: 'combat' });
            if (d.command > 1)
              for (const sub of subsets(cands, d.command - 1)) push({ type: 'play', card: d.id, use: 'command', supporting: sub });
          }
          if (d.kind === 'hq') {
            if (d.type === 'committed-attack' && cb.committed < parts.length) push({ type: 'play', card: d.id });
            if (d.type === 'sappers' && !cb.sappers) push({ type: 'play', card: d.id });
            if (d.type === 'skirmish' && cb.kind === 'assault' && !cb.leader) push({ type: 'play', card: d.id });
          }
        }
        push({ type: 'pass' });
        break;
      }
      case 'roll':
      case 'pursuit':
        push({ type: 'roll', dice: [] }, combat.diceNeeded(c, s));
        break;
      case 'choose':
        push({ type: 'choose-result', choice: 'retreat' });
        push({ type: 'choose-result', choice: 'hit' });
        break;
      case 'retreat':
        for (const to of combat.retreatChoices(c, s)) push({ type: 'retreat', to });
        break;
      case 'advance':
        for (const u of combat.advanceCandidates(s)) push({ type: 'advance', unit: u });
        if (combat.advanceOptional(c, s)) push({ type: 'advance', unit: null });
        break;
      case 'assign-hits':
        for (const u of combat.hitCandidates(s)) push({ type: 'assign-hit', unit: u });
        break;
      case 'skirmish-move':
        for (const to of skirmishDestinations(positionOf(s, c.catalog), unitById(s, me, cb.attacker!)!.square))
          push({ type: 'skirmish-move', to });
        break;
    }
    return out;
  }

  const mine = available(me);
  const has = (type: string) => mine.find((d) => d.kind === 'hq' && d.type === type);
  const scoutCard = has('scout');
  if (scoutCard) push({ type: 'scout', card: scoutCard.id });
  const p = positionOf(s, c.catalog);
  switch (s.phase) {
    case 'discard':
      for (const d of mine) push({ type: 'discard', cards: [d.id] });
      break;
    case 'draw':
      if (s.decks[me].hand < 5 && (s.decks[me].drawPile > 0 || s.decks[me].discard.length > 0)) push({ type: 'draw' });
      break;
    case 'movement': {
      const mv = s.movement;
      const canMove = mv.moved.length === 0 || (mv.moved.length === 1 && mv.supply === 'played');
      if (canMove)
        for (const u of s.armies![me].units) {
          if (mv.moved.some((m) => m.unit === u.unit)) continue;
          for (const to of basicMoves(p, squareIndex(u.square))) push({ type: 'move', from: u.square, to: SQUARES[to]! });
        }
      if (mv.supply === 'none' && has('supply')) push({ type: 'supply' });
      if (has('forced-march'))
        for (const m of mv.moved) {
          if (m.forcedMarch !== 'none') continue;
          const start = squareIndex(m.from);
          const end = squareIndex(m.to);
          if (!forcedMarchAllowed(p, start, end)) continue;
          for (const to of forcedMarchFrom(p, start, end)) push({ type: 'forced-march', from: m.to, to: SQUARES[to]! });
        }
      break;
    }
    case 'combat': {
      if (s.combatUsed) break;
      const enemies = s.armies![other(me)].units;
      for (const u of s.armies![me].units) {
        const i = squareIndex(u.square);
        const cards = mine.filter((d): d is UnitCardDef => d.kind === 'unit' && d.unit === u.unit);
        if (!TERRAIN_EFFECTS[s.terrain![i]!].noAssaultFrom)
          for (const e of enemies)
            if (NEIGHBOURS[i]!.includes(squareIndex(e.square)))
              for (const d of cards) if (d.attack) push({ type: 'assault', from: u.square, target: e.square, card: d.id });
        for (const d of cards) {
          if (d.bombard)
            for (const t of fireTargets(p, u.square, Math.min(d.range ?? 2, 2))) push({ type: 'bombard', from: u.square, target: t, card: d.id });
          if (d.volley) for (const t of fireTargets(p, u.square, 1)) push({ type: 'volley', from: u.square, target: t, card: d.id });
        }
        for (const d of mine)
          if (d.kind === 'leader' && d.grandBattery)
            for (const t of fireTargets(p, u.square, d.grandBattery.range)) push({ type: 'grand-battery', from: u.square, target: t, card: d.id });
      }
      const amb = has('ambush');
      if (amb) for (const e of enemies) push({ type: 'ambush', target: e.square, card: amb.id });
      break;
    }
    case 'restoration': {
      const reduced = s.armies![me].units.filter((u) => u.reduced);
      if (!s.restorationUsed && !s.redoubtBuilt)
        for (const u of reduced)
          for (const d of mine) {
            if ((d.kind === 'hq' && (d.type === 'supply' || d.type === 'regroup')) || (d.kind === 'unit' && d.unit === u.unit))
              push({ type: 'restore', card: d.id, unit: u.square });
            if (d.kind === 'leader') {
              const L = d as LeaderCardDef;
              if (L.rallyAutomatic) push({ type: 'rally', card: d.id, unit: u.square });
              else push({ type: 'rally', card: d.id, unit: u.square, dice: [] }, [6]);
            }
          }
      const red = has('redoubt');
      if (red && !s.redoubtBuilt)
        for (const u of s.armies![me].units) if (!s.redoubts.includes(u.square)) push({ type: 'redoubt', card: red.id, unit: u.square });
      break;
    }
  }
  if (endPhaseBlocker(c, s).ok) push({ type: 'end-phase' });
  return out;
}

function setupActions(game: Game): LegalAction[] {
  const s = game.state;
  const out: LegalAction[] = [];
  const add = (a: Action, dice?: number[]) => out.push(dice ? { action: a, dice } : { action: a });
  switch (s.setupStep) {
    case 'roll':
      add({ type: 'roll-first-player', dice: [0, 0] }, [10, 10]);
      break;
    case 'map':
      break; // open-ended: see legalActions
    case 'nations':
      for (const x of NATION_IDS) for (const y of NATION_IDS) if (x < y) add({ type: 'choose-nations', nations: [x, y] as [NationId, NationId] });
      break;
    case 'army':
      for (const n of s.nations!) add({ type: 'choose-army', nation: n });
      break;
    case 'edge':
      for (const e of EDGES) add({ type: 'choose-edge', edge: e });
      break;
    case 'deal':
      add({ type: 'deal' });
      break;
    case 'deploy': {
      const seat = setup.deployingSeat(s);
      const army = s.armies![seat];
      for (const u of army.toDeploy)
        for (let i = 0; i < 64; i++)
          if (inHomeRows(army.edge!, i) && s.terrain![i] !== 'lake' && !unitOn(s, SQUARES[i]!))
            add({ type: 'deploy', unit: u, square: SQUARES[i]! });
      break;
    }
  }
  return out;
}

/** Every subset of `xs` with 0..max elements. */
function subsets(xs: Square[], max: number): Square[][] {
  const out: Square[][] = [[]];
  for (const x of xs) {
    const n = out.length;
    for (let i = 0; i < n; i++) if (out[i]!.length < max) out.push([...out[i]!, x]);
  }
  return out;
}
