// Helpers for driving whole games through applyAction (rules 3–9 of /work/shared/RULES.md).
//
// - `setupGame` plays the real setup (3-R1…R9): roll, map, nations, army, edge, deal, 16 deploys.
// - `scenario` builds a hand-made but consistent position for combat/movement tests: it starts
//   from a real setup and replaces `state` with a modified copy (units anywhere, any phase, any
//   hand sizes; each deck still counts 60 cards). Everything a test then checks goes through
//   applyAction only.
// - `act` applies actions and throws with the engine's reason; `refuse` asserts a refusal with its
//   error code and that the game was not changed.
import { expect } from 'vitest';
import {
  applyAction,
  DECK_SIZE,
  deckCount,
  newGame,
  prompt,
  type Action,
  type Edge,
  type Game,
  type GameOptions,
  type GameState,
  type NationId,
  type Phase,
  type RuleError,
  type Seat,
  TERRAIN_BY_LETTER,
  terrainFromSections,
  DEFAULT_CATALOG,
  inHomeRows,
  SQUARES
} from '../../../src/lib/rules';
// not part of the public API: the itemised totals the roll itself uses (and the UI shows)
import { combatTotals } from '../../../src/lib/rules/combat-roll';

export const PLAYERS: [string, string] = ['Ann', 'Ben'];

/** Apply actions in order; throw with the index and the engine's reason on the first refusal. */
export function act(game: Game, ...actions: Action[]): Game {
  let g = game;
  actions.forEach((a, i) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} refused: ${r.error.message} [${r.error.code}]`);
    g = r.value;
  });
  return g;
}

/** Assert the action is refused with this code and the game is left exactly as it was. */
export function refuse(game: Game, action: unknown, code: string): RuleError {
  const before = structuredClone({ state: game.state, actions: game.record.actions });
  const r = applyAction(game, action);
  expect(r.ok, `expected a refusal of ${JSON.stringify(action)}`).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.code, r.error.message).toBe(code);
  expect({ state: game.state, actions: game.record.actions }).toEqual(before);
  return r.error;
}

/** Terrain rows (rank 8 first) from a map square → letter; every other square Clear. */
export function terrainRows(terrain: Record<string, string> = {}): string[] {
  const grid = Array.from({ length: 8 }, () => 'cccccccc'.split(''));
  for (const [sq, t] of Object.entries(terrain)) grid[8 - Number(sq.slice(1))]![sq.charCodeAt(0) - 97] = t;
  return grid.map((r) => r.join(''));
}

export interface SetupOptions {
  /** [First Player's nation, Second Player's nation] */
  nations?: [NationId, NationId];
  /** seat of the First Player (the roll is made to give it) */
  first?: Seat;
  /** the Second Player's starting edge (the First Player gets the opposite one) */
  edge?: Edge;
  /** a map: terrain letters per square (default all Clear) or four sections */
  terrain?: Record<string, string>;
  sections?: { id: number; rotation: 0 | 90 | 180 | 270 }[];
  /** unit id → square, per role; units not listed fill the remaining home-row squares */
  deployFirst?: Record<string, string>;
  deploySecond?: Record<string, string>;
  options?: Partial<GameOptions>;
}

/** The setup actions of rule 3 (roll … 16 deploys) for these options. */
export function setupActions(o: SetupOptions = {}): Action[] {
  const [n1, n2] = o.nations ?? ['france', 'great-britain'];
  const first = o.first ?? 0;
  const edge2 = o.edge ?? 'north';
  const edge1: Edge = edge2 === 'north' ? 'south' : edge2 === 'south' ? 'north' : edge2 === 'east' ? 'west' : 'east';
  const map: Action = o.sections ? { type: 'choose-map', sections: o.sections } : { type: 'choose-map', terrain: terrainRows(o.terrain) };
  const terrain = o.terrain ?? {};
  const lakes = new Set(
    Object.entries(terrain)
      .filter(([, t]) => t === 'l')
      .map(([sq]) => sq)
  );
  if (o.sections) {
    const t = terrainFromSections(o.sections);
    if (t.ok) t.value.forEach((x, i) => x === 'lake' && lakes.add(SQUARES[i]!));
  }
  const used = new Set<string>();
  const deployAll = (nation: NationId, edge: Edge, fixed: Record<string, string> = {}): Action[] => {
    for (const sq of Object.values(fixed)) used.add(sq);
    const out: Action[] = [];
    for (const u of DEFAULT_CATALOG.army(nation).units) {
      let sq = fixed[u.id];
      if (!sq) {
        sq = SQUARES.find((s, i) => inHomeRows(edge, i) && !used.has(s) && !lakes.has(s))!;
        used.add(sq);
      }
      out.push({ type: 'deploy', unit: u.id, square: sq });
    }
    return out;
  };
  return [
    { type: 'roll-first-player', dice: first === 0 ? [8, 3] : [3, 8] },
    map,
    { type: 'choose-nations', nations: [n1, n2] },
    { type: 'choose-army', nation: n1 },
    { type: 'choose-edge', edge: edge2 },
    { type: 'deal' },
    ...deployAll(n1, edge1, o.deployFirst),
    ...deployAll(n2, edge2, o.deploySecond)
  ];
}

/** A game just past setup: the First Player's Discard Phase of game turn 1 (3-R9, 4-R7). */
export function setupGame(o: SetupOptions = {}): Game {
  return act(newGame({ players: PLAYERS, ...(o.options ? { options: o.options } : {}) }), ...setupActions(o));
}

// ---------------------------------------------------------------------------------------------
// Hand-made positions

/** A unit on the map: its id, optionally reduced ("imperial-guard*" = reduced). */
export type UnitSpec = string;

export interface ScenarioSpec {
  /** seat 0, seat 1 (seat 0 is the First Player unless `first` says otherwise) */
  nations?: [NationId, NationId];
  edges?: [Edge, Edge];
  first?: Seat;
  terrain?: Record<string, string>;
  /** square → unit id (suffix "*" = reduced), per seat */
  units: [Record<string, UnitSpec>, Record<string, UnitSpec>];
  /** eliminated unit ids per seat (their own losses) */
  eliminated?: [string[], string[]];
  active?: Seat;
  phase?: Phase;
  turn?: number;
  hands?: [number, number];
  discards?: [string[], string[]];
  redoubts?: string[];
  options?: Partial<GameOptions>;
  /** further changes to the state before it is frozen into the game */
  tweak?: (s: GameState) => void;
}

/**
 * A game whose state is a hand-made copy of a real one (allowed for scenario tests). Decks are
 * kept consistent: drawPile = 60 − hand − discard − table.
 */
export function scenario(spec: ScenarioSpec): Game {
  const nations = spec.nations ?? ['france', 'great-britain'];
  const first = spec.first ?? 0;
  const edges = spec.edges ?? ['south', 'north'];
  const secondSeat: Seat = first === 0 ? 1 : 0;
  const base = setupGame({
    nations: [nations[first], nations[secondSeat]],
    first,
    edge: edges[secondSeat],
    terrain: {},
    ...(spec.options ? { options: spec.options } : {})
  });
  const s = structuredClone(base.state);
  s.terrain = setupTerrain(spec.terrain);
  s.sections = null;
  for (const seat of [0, 1] as Seat[]) {
    const army = s.armies![seat];
    army.edge = edges[seat];
    army.toDeploy = [];
    army.eliminated = [...(spec.eliminated?.[seat] ?? [])];
    army.units = Object.entries(spec.units[seat]).map(([square, id]) => {
      const unit = id.replace(/\*$/, '');
      if (!DEFAULT_CATALOG.unit(army.nation, unit)) throw new Error(`no unit ${unit} in ${army.nation}`);
      return { unit, square, reduced: id.endsWith('*') };
    });
    const d = s.decks[seat];
    d.hand = spec.hands?.[seat] ?? 5;
    d.discard = [...(spec.discards?.[seat] ?? [])];
    d.inPlay = [];
    d.drawPile = DECK_SIZE - d.hand - d.discard.length;
    if (d.drawPile < 0) throw new Error('deck over 60 cards');
  }
  s.redoubts = [...(spec.redoubts ?? [])];
  s.active = spec.active ?? first;
  s.phase = spec.phase ?? 'combat';
  s.turn = spec.turn ?? 3;
  spec.tweak?.(s);
  for (const seat of [0, 1] as Seat[]) if (deckCount(s.decks[seat]) !== DECK_SIZE) throw new Error('inconsistent deck');
  // a game with no actions yet whose state is the hand-made one (undo stops here; not replayable)
  const start = newGame(base.record.setup, base.catalog);
  return { ...start, state: s };
}

function setupTerrain(t: Record<string, string> = {}) {
  return SQUARES.map((sq) => TERRAIN_BY_LETTER[(t[sq] ?? 'c') as keyof typeof TERRAIN_BY_LETTER]);
}

// ---------------------------------------------------------------------------------------------
// Reading a game

export const unitNamed = (g: Game, seat: Seat, id: string) => g.state.armies![seat].units.find((u) => u.unit === id);
export const squareOf = (g: Game, seat: Seat, id: string) => unitNamed(g, seat, id)?.square;
export const step = (g: Game) => prompt(g).step;

/** The itemised totals the engine would use for these dice (the UI shows the same parts). */
export function totals(g: Game, dice: number[]) {
  return combatTotals({ catalog: g.catalog, options: g.options }, g.state, dice);
}

/** Every card of a nation's deck, one entry per physical copy (60 entries). */
export function allCards(nation: NationId): string[] {
  return DEFAULT_CATALOG.army(nation).deck.flatMap((c) => new Array<string>(c.copies).fill(c.id));
}

/**
 * Play one whole player turn from its Discard Phase: discard `discard`, draw to 5 (if there is
 * anything to draw), make `move`
 * (if any), no combat, no restoration; the next player's Discard Phase follows.
 */
export function playTurn(g: Game, t: { discard?: string[]; move?: [string, string] }): Game {
  let x = g;
  if (t.discard?.length) x = act(x, { type: 'discard', cards: t.discard });
  x = act(x, { type: 'end-phase' });
  // 4-R8: draw up to 5 (a full hand, or no card left, has nothing to draw)
  const d = x.state.decks[x.state.active];
  if (d.hand < 5 && (d.drawPile > 0 || d.discard.length > 0)) x = act(x, { type: 'draw' });
  x = act(x, { type: 'end-phase' });
  if (t.move) x = act(x, { type: 'move', from: t.move[0], to: t.move[1] });
  return act(x, { type: 'end-phase' }, { type: 'end-phase' }, { type: 'end-phase' });
}

/**
 * Play whole player turns (France seat 0 shuttling a1↔a2, Great Britain a7↔a6, as set up by
 * `setupGame()`) until `stop` says so or the game ends. From game turn `frFrom` / `gbFrom` on,
 * each player discards 5 cards a turn, naming its deck's cards in catalogue order (so no card
 * is ever named more often than it has copies); 55 cards after the deal → exhausted 11 turns later.
 */
export function playTurns(g: Game, frFrom: number, gbFrom: number, stop: (g: Game) => boolean = () => false): Game {
  const FR = allCards('france');
  const GB = allCards('great-britain');
  let fr = 0;
  let gb = 0;
  while (g.state.stage === 'play' && !stop(g)) {
    const t = g.state.turn;
    if (g.state.active === 0) {
      const discard = t >= frFrom && fr < 60 ? FR.slice(fr, fr + 5) : [];
      fr += discard.length;
      g = playTurn(g, { discard, move: t % 2 ? ['a1', 'a2'] : ['a2', 'a1'] });
    } else {
      const discard = t >= gbFrom && gb < 60 ? GB.slice(gb, gb + 5) : [];
      gb += discard.length;
      g = playTurn(g, { discard, move: t % 2 ? ['a7', 'a6'] : ['a6', 'a7'] });
    }
  }
  return g;
}
