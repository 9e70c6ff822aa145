// Rule 3: setup, in the rulebook's order (3.1): first-player roll, map, nations, army, edge, the
// 5-card deal, deployment (First Player fully first), then the First Player's first turn.
import { NATION_IDS, type NationId } from '../data/types';
import type { ChooseArmy, ChooseEdge, ChooseMap, ChooseNations, Deploy, RollFirstPlayer } from './actions';
import { EDGES, inHomeRows, oppositeEdge, other, SQUARES, squareIndex, type Edge, type Seat } from './board';
import { deal } from './decks';
import type { ErrorCode } from './errors';
import type { Ctx, Handlers, Lister } from './handler';
import { terrainFromRows, terrainFromSections } from './position';
import { fail, ok, type Result } from './result';
import type { GameState, SetupStep } from './state';
import { unitOn } from './units';

const isD10 = (x: unknown) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 10;

/**
 * Most first-player rolls a game accepts (3-R1: a tie is rolled again). Every roll stays in the
 * state, which each action copies, so a log of 20,000 ties took over 20 s and gigabytes to
 * replay; 1,000 replay in milliseconds (and ten ties in a row happen once in ten billion games).
 * The engine and the record schema (record.ts) share the limit, so every game it allows loads.
 */
export const MAX_FIRST_PLAYER_ROLLS = 1000;

/** 3-R1: the higher d10 is the First Player; a tie is re-rolled (recorded, nothing else changes). */
export function rollFirstPlayer(_c: Ctx, s: GameState, a: RollFirstPlayer): Result<void> {
  if (s.setupStep !== 'roll') return fail('setup/wrong-step');
  if (!Array.isArray(a.dice) || a.dice.length !== 2 || !a.dice.every(isD10)) return fail('dice/invalid', { sides: 10 });
  if (s.rolls.length >= MAX_FIRST_PLAYER_ROLLS) return fail('setup/too-many-rolls', { max: MAX_FIRST_PLAYER_ROLLS });
  s.rolls.push([a.dice[0], a.dice[1]]);
  if (a.dice[0] === a.dice[1]) return ok(undefined); // tie: roll again
  s.first = a.dice[0] > a.dice[1] ? 0 : 1;
  s.setupStep = 'map';
  return ok(undefined);
}

/** 3-R2: the First Player's four sections and rotations (or terrain painted square by square). */
export function chooseMap(c: Ctx, s: GameState, a: ChooseMap): Result<void> {
  if (s.setupStep !== 'map') return fail('setup/wrong-step');
  if (a.sections) {
    const t = terrainFromSections(a.sections, c.catalog);
    if (!t.ok) return t;
    s.terrain = t.value;
    s.sections = a.sections.map((x) => ({ id: x.id, rotation: x.rotation }));
  }
  if (a.terrain) {
    // painted terrain overrides the printed sections (a physical section that differs)
    const t = terrainFromRows(a.terrain);
    if (!t.ok) return t;
    s.terrain = t.value;
  }
  if (!a.sections && !a.terrain) return fail('position/no-map');
  s.setupStep = 'nations';
  return ok(undefined);
}

const isNation = (n: unknown): n is NationId => (NATION_IDS as readonly unknown[]).includes(n);

/** 3-R3: the Second Player picks the two nations (different ones). */
export function chooseNations(_c: Ctx, s: GameState, a: ChooseNations): Result<void> {
  if (s.setupStep !== 'nations') return fail('setup/wrong-step');
  if (!Array.isArray(a.nations) || a.nations.length !== 2) return fail('setup/two-nations');
  const [x, y] = a.nations;
  if (!isNation(x)) return fail('position/nation-unknown', { nation: String(x) });
  if (!isNation(y)) return fail('position/nation-unknown', { nation: String(y) });
  if (x === y) return fail('position/same-nation');
  s.nations = [x, y];
  s.setupStep = 'army';
  return ok(undefined);
}

/** 3-R4: the First Player commands one of the two nations; the opponent gets the other. */
export function chooseArmy(c: Ctx, s: GameState, a: ChooseArmy): Result<void> {
  if (s.setupStep !== 'army') return fail('setup/wrong-step');
  const mine = s.nations!.find((n) => n === a.nation);
  if (!mine) return fail('setup/nation-not-chosen', { nation: String(a.nation) });
  const first = s.first!;
  const theirs = s.nations![0] === mine ? s.nations![1] : s.nations![0];
  const army = (nation: NationId) => ({
    nation,
    edge: null,
    units: [],
    eliminated: [],
    toDeploy: c.catalog.army(nation).units.map((u) => u.id)
  });
  s.armies = first === 0 ? [army(mine), army(theirs)] : [army(theirs), army(mine)];
  s.setupStep = 'edge';
  return ok(undefined);
}

/** 3-R5: the Second Player picks an edge; the First Player takes the opposite one (implied in Polish). */
export function chooseEdge(_c: Ctx, s: GameState, a: ChooseEdge): Result<void> {
  if (s.setupStep !== 'edge') return fail('setup/wrong-step');
  if (!(EDGES as readonly string[]).includes(a.edge)) return fail('position/edge', { edge: String(a.edge) });
  const second = other(s.first!);
  s.armies![second].edge = a.edge;
  s.armies![s.first!].edge = oppositeEdge(a.edge);
  s.setupStep = 'deal';
  return ok(undefined);
}

/** 3-R6, 3-R7: decks shuffled and cut; both draw 5 before deploying. */
export function dealHands(_c: Ctx, s: GameState): Result<void> {
  if (s.setupStep !== 'deal') return fail('setup/wrong-step');
  deal(s.decks[0]);
  deal(s.decks[1]);
  s.setupStep = 'deploy';
  return ok(undefined);
}

/** The seat that deploys now: the First Player until all 8 are placed, then the Second (3-R8). */
export function deployingSeat(s: GameState): Seat {
  const first = s.first!;
  return s.armies![first].toDeploy.length > 0 ? first : other(first);
}

/** 3.3-R1, R2 (never on a Lake, where no unit can stand): why a unit may not deploy on square i (null: it may). */
function deploySquareRefusal(s: GameState, edge: Edge, i: number): ErrorCode | null {
  if (!inHomeRows(edge, i)) return 'setup/deploy-home-rows';
  if (unitOn(s, SQUARES[i]!)) return 'setup/deploy-occupied';
  if (s.terrain![i] === 'lake') return 'setup/deploy-lake';
  return null;
}

/** 3.3: one unit per square, own rows 1–2 only, never a Lake; all at full strength. */
export function deploy(_c: Ctx, s: GameState, a: Deploy): Result<void> {
  if (s.setupStep !== 'deploy') return fail('setup/wrong-step');
  const seat = deployingSeat(s);
  const army = s.armies![seat];
  if (!army.toDeploy.includes(a.unit)) {
    const placed = army.units.some((u) => u.unit === a.unit);
    return fail(placed ? 'setup/unit-deployed' : 'position/unit-unknown', { unit: String(a.unit), nation: army.nation });
  }
  const i = squareIndex(a.square);
  if (i < 0) return fail('position/square', { square: String(a.square) });
  const refusal = deploySquareRefusal(s, army.edge!, i);
  if (refusal) return fail(refusal, { square: a.square });
  army.toDeploy.splice(army.toDeploy.indexOf(a.unit), 1);
  army.units.push({ unit: a.unit, square: a.square, reduced: false });
  if (s.armies![0].toDeploy.length === 0 && s.armies![1].toDeploy.length === 0) {
    // 3-R9: play begins with the First Player's turn, at its Discard Phase (4-R7)
    s.stage = 'play';
    s.active = s.first!;
    s.turn = 1;
    s.phase = 'discard';
  }
  return ok(undefined);
}

export const SETUP_HANDLERS: Handlers = {
  'roll-first-player': rollFirstPlayer,
  'choose-map': chooseMap,
  'choose-nations': chooseNations,
  'choose-army': chooseArmy,
  'choose-edge': chooseEdge,
  deal: dealHands,
  deploy
};

/**
 * The legal actions of each setup step. The map (3-R2) is not listed: 24·23·22·21 section orders
 * × 256 rotations, or painted terrain.
 */
export const SETUP_ACTIONS: Record<SetupStep, Lister> = {
  roll: (_c, _s, add) => add({ type: 'roll-first-player', dice: [0, 0] }, [10, 10]),
  map: () => {},
  nations: (_c, _s, add) => {
    for (const x of NATION_IDS) for (const y of NATION_IDS) if (x < y) add({ type: 'choose-nations', nations: [x, y] });
  },
  army: (_c, s, add) => {
    for (const n of s.nations!) add({ type: 'choose-army', nation: n });
  },
  edge: (_c, _s, add) => {
    for (const e of EDGES) add({ type: 'choose-edge', edge: e });
  },
  deal: (_c, _s, add) => add({ type: 'deal' }),
  deploy: (_c, s, add) => {
    const army = s.armies![deployingSeat(s)];
    for (const u of army.toDeploy)
      for (let i = 0; i < 64; i++) if (!deploySquareRefusal(s, army.edge!, i)) add({ type: 'deploy', unit: u, square: SQUARES[i]! });
  }
};
