// Small builders for the stages' boards (issue 25): a Position JSON v1 from a few squares, and a
// game record (adiutant-game/1) from a short setup, its deployment and the player turns after it.
// They only write data: the tests parse every position and replay every record (the engine decides).
import {
  DEFAULT_CATALOG,
  GAME_FORMAT,
  inHomeRows,
  SQUARES,
  terrainFromSections,
  type Action,
  type Edge,
  type GameRecord,
  type GameSetup,
  type NationId,
  type Phase,
  type PositionJSON,
  type SectionPlacement,
  type Square
} from '$lib/rules';
import type { Text } from './types';

/** A text in both languages. */
export const t = (pl: string, en: string): Text => ({ pl, en });

/** Terrain letters by square (c clear, h hill, t town, w woods, m marsh, f fields, l lake); the rest is Clear. */
export type TerrainSpec = Readonly<Record<Square, string>>;

/** Terrain rows, rank 8 first (Position JSON's `terrain`, choose-map's `terrain`). */
export function rows(terrain: TerrainSpec = {}): string[] {
  const grid = Array.from({ length: 8 }, () => 'cccccccc'.split(''));
  for (const [sq, letter] of Object.entries(terrain)) grid[8 - Number(sq.slice(1))]![sq.charCodeAt(0) - 97] = letter;
  return grid.map((r) => r.join(''));
}

/** Units by square: unit id, with a `*` suffix for a reduced unit ('imperial-guard*'). */
export type UnitsSpec = Readonly<Record<Square, string>>;

const placed = (units: UnitsSpec) =>
  Object.entries(units).map(([square, id]) => ({ unit: id.replace(/\*$/, ''), square, reduced: id.endsWith('*') }));

export interface PositionSpec {
  terrain?: TerrainSpec;
  /** the south army (starting edge south) and the north army; default France and Great Britain */
  nations?: [NationId, NationId];
  south: UnitsSpec;
  north: UnitsSpec;
  redoubts?: Square[];
  /**
   * 2.1-R1: five eliminated units end the game, so a position of a game in progress shows at least
   * ON_BOARD_MIN units of each army. The units not named fill these squares (default: the corners
   * of each home row, RESERVES), in the army's order, until each army has that many. `false`: only
   * the named units (a board that shows the end of a game by attrition).
   */
  reserves?: { south?: Square[]; north?: Square[] } | false;
}

/** 2.1-R1: an army that has lost 5 units has lost the game; in play each army has at least 4 on the board. */
export const ON_BOARD_MIN = 4;

/** Where the units a position does not name wait, far from the lesson's squares: the corners of each home row first. */
export const RESERVES = {
  south: ['a1', 'h1', 'b1', 'g1', 'a2', 'h2', 'c1', 'f1'],
  north: ['a8', 'h8', 'b8', 'g8', 'a7', 'h7', 'c8', 'f8']
} as const;

/** The units of a position's army: the named ones, then reserves up to ON_BOARD_MIN on free squares. */
function armyUnits(nation: NationId, named: UnitsSpec, free: readonly Square[], taken: Set<string>) {
  const out = placed(named);
  const ids = new Set(out.map((u) => u.unit));
  const spare = DEFAULT_CATALOG.army(nation).units.filter((u) => !ids.has(u.id));
  for (const square of free) {
    if (out.length >= ON_BOARD_MIN || !spare.length) break;
    if (taken.has(square)) continue;
    taken.add(square);
    out.push({ unit: spare.shift()!.id, square, reduced: false });
  }
  return out;
}

/** A position (Position JSON v1): the first army at the south edge, the second at the north. */
export function position(spec: PositionSpec): PositionJSON {
  const [south, north] = spec.nations ?? ['france', 'great-britain'];
  const taken = new Set<string>([...Object.keys(spec.south), ...Object.keys(spec.north)]);
  for (const [sq, letter] of Object.entries(spec.terrain ?? {})) if (letter === 'l') taken.add(sq);
  const reserves = spec.reserves === false ? { south: [], north: [] } : { ...RESERVES, ...spec.reserves };
  return {
    terrain: rows(spec.terrain),
    armies: [
      { nation: south, edge: 'south', units: armyUnits(south, spec.south, reserves.south ?? [], taken) },
      { nation: north, edge: 'north', units: armyUnits(north, spec.north, reserves.north ?? [], taken) }
    ],
    redoubts: [...(spec.redoubts ?? [])]
  };
}

// ---------------------------------------------------------------------------------------------
// Games

/** The players' names in the lessons' records (seat 0, seat 1). */
export const PLAYERS: [string, string] = ['A', 'B'];

export interface GameSpec {
  /** the First Player's nation (seat 0, south edge) and the Second Player's (seat 1, north edge) */
  nations?: [NationId, NationId];
  /** the map: terrain letters by square (the rest Clear), or four sections NW, NE, SW, SE */
  terrain?: TerrainSpec;
  sections?: SectionPlacement[];
  /** unit id → square for the First Player and the Second; the units not named fill free home-row squares */
  deploy: [Readonly<Record<string, Square>>, Readonly<Record<string, Square>>];
  options?: GameSetup['options'];
}

/**
 * The setup actions of rule 3 for a spec: the First Player (seat 0) rolls higher, lays the map,
 * the Second picks the nations and the north edge, the deal, then `deployed` deploys (all 16 by default).
 */
export function setupActions(spec: GameSpec, deployed = 16): Action[] {
  const [first, second] = spec.nations ?? ['france', 'great-britain'];
  const lakes = new Set<string>();
  let map: Action;
  if (spec.sections) {
    map = { type: 'choose-map', sections: spec.sections.map((s) => ({ id: s.id, rotation: s.rotation })) };
    const t = terrainFromSections(spec.sections);
    if (t.ok) t.value.forEach((x, i) => x === 'lake' && lakes.add(SQUARES[i]!));
  } else {
    map = { type: 'choose-map', terrain: rows(spec.terrain) };
    for (const [sq, letter] of Object.entries(spec.terrain ?? {})) if (letter === 'l') lakes.add(sq);
  }
  const used = new Set<string>([...Object.values(spec.deploy[0]), ...Object.values(spec.deploy[1])]);
  const deployAll = (nation: NationId, edge: Edge, fixed: Readonly<Record<string, Square>>): Action[] =>
    DEFAULT_CATALOG.army(nation).units.map((u) => {
      let square = fixed[u.id];
      if (!square) {
        square = SQUARES.find((s, i) => inHomeRows(edge, i) && !used.has(s) && !lakes.has(s))!;
        used.add(square);
      }
      return { type: 'deploy', unit: u.id, square };
    });
  const actions: Action[] = [
    { type: 'roll-first-player', dice: [8, 3] },
    map,
    { type: 'choose-nations', nations: [first, second] },
    { type: 'choose-army', nation: first },
    { type: 'choose-edge', edge: 'north' },
    { type: 'deal' },
    ...deployAll(first, 'south', spec.deploy[0]),
    ...deployAll(second, 'north', spec.deploy[1])
  ];
  return actions.slice(0, 6 + deployed);
}

/** A game record: the setup of `spec`, then these actions (lists are flattened). */
export function gameRecord(spec: GameSpec, ...actions: (Action | Action[])[]): GameRecord {
  return {
    format: GAME_FORMAT,
    setup: { players: PLAYERS, ...(spec.options ? { options: spec.options } : {}) },
    actions: [...setupActions(spec), ...actions.flat()]
  };
}

/** A record that stops during deployment, after `deployed` units are placed. */
export function deployRecord(spec: GameSpec, deployed: number): GameRecord {
  return { format: GAME_FORMAT, setup: { players: PLAYERS }, actions: setupActions(spec, deployed) };
}

export const END: Action = { type: 'end-phase' };
export const PASS: Action = { type: 'pass' };
export const mv = (from: Square, to: Square): Action => ({ type: 'move', from, to });
/** A Forced March (5, 9.2). */
export const march = (from: Square, to: Square): Action => ({ type: 'forced-march', from, to });
/** A unit deployed on a square (3). */
export const deploy = (unit: string, square: Square): Action => ({ type: 'deploy', unit, square });
/** A Redoubt built with `card` under the unit on `unit` (9.2). */
export const fortify = (card: string, unit: Square): Action => ({ type: 'redoubt', card, unit });
/** A combat declared by a unit (6.1, 6.2, 9.1-R5): from `from` on `target`, started by `card`. */
export const fight = (type: 'assault' | 'bombard' | 'volley' | 'grand-battery', from: Square, target: Square, card: string): Action => ({
  type,
  from,
  target,
  card
});

export interface TurnSpec {
  discard?: string[];
  /** draw in the Draw Phase (needed when the hand holds fewer than 5 cards) */
  draw?: boolean;
  movement?: Action[];
  combat?: Action[];
  restoration?: Action[];
  /** stop in this phase, after its actions (the phase stays open); otherwise the turn is ended */
  stop?: Phase;
}

/** One player turn from its Discard Phase (rule 4): each phase's actions, then its end. */
export function turn(o: TurnSpec): Action[] {
  const out: Action[] = [];
  const phases: [Phase, Action[]][] = [
    ['discard', o.discard ? [{ type: 'discard', cards: o.discard }] : []],
    ['draw', o.draw ? [{ type: 'draw' }] : []],
    ['movement', o.movement ?? []],
    ['combat', o.combat ?? []],
    ['restoration', o.restoration ?? []]
  ];
  for (const [phase, actions] of phases) {
    out.push(...actions);
    if (phase === o.stop) return out;
    out.push(END);
  }
  return out;
}

/** A player turn whose one action is a move (no cards: nothing to draw). */
export const moveTurn = (from: Square, to: Square, o: Omit<TurnSpec, 'movement'> = {}): Action[] =>
  turn({ ...o, movement: [mv(from, to)] });
