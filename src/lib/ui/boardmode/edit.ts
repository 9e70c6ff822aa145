// Board mode's edits of a position (issue 12): each edit changes the Position JSON v1 of the board
// and the engine's `parsePosition` checks the result. A refused edit returns the engine's error and
// the board keeps the position it had: the UI never decides whether a position is legal.
import {
  DEFAULT_CATALOG,
  parsePosition,
  positionToJSON,
  terrainRows,
  type Catalog,
  type Edge,
  type NationId,
  type Position,
  type PositionJSON,
  type Result,
  type Terrain
} from '$lib/rules';

export type Seat = 0 | 1;
export type Edit = (json: PositionJSON) => PositionJSON;

export const OPPOSITE: Readonly<Record<Edge, Edge>> = { north: 'south', south: 'north', east: 'west', west: 'east' };

/** A fresh board: all-Clear terrain, France from the south against Great Britain from the north, no units. */
export const FRESH_BOARD: PositionJSON = {
  terrain: new Array<string>(8).fill('cccccccc'),
  armies: [
    { nation: 'france', edge: 'south', units: [] },
    { nation: 'great-britain', edge: 'north', units: [] }
  ],
  redoubts: []
};

export function freshPosition(catalog: Catalog = DEFAULT_CATALOG): Position {
  const r = parsePosition(FRESH_BOARD, catalog);
  if (!r.ok) throw new Error(r.error.message); // the constant above is a valid position
  return r.value;
}

/** Apply an edit to a position: the engine's new position, or its reason for refusing it. */
export function applyEdit(p: Position, edit: Edit): Result<Position> {
  return parsePosition(edit(positionToJSON(p)), p.catalog);
}

type Army = PositionJSON['armies'][number];
type Unit = Army['units'][number];

function mapArmy(json: PositionJSON, seat: Seat, f: (a: Army) => Army): PositionJSON {
  return { ...json, armies: json.armies.map((a, i) => (i === seat ? f(a) : a)) };
}

/** 9.2-R17: a Redoubt goes when its unit leaves the square. */
function withoutRedoubt(json: PositionJSON, square: string | undefined): PositionJSON {
  if (!square) return json;
  return { ...json, redoubts: (json.redoubts ?? []).filter((r) => r !== square) };
}

function squareOf(json: PositionJSON, seat: Seat, unit: string): string | undefined {
  return json.armies[seat]?.units.find((u) => u.unit === unit)?.square;
}

/** Put a unit on a square: from the palette (full strength) or moved from where it stood (as it was). */
export function placeUnit(seat: Seat, unit: string, square: string): Edit {
  return (json) => {
    const from = squareOf(json, seat, unit);
    const moved = mapArmy(json, seat, (a) => {
      const old = a.units.find((u) => u.unit === unit);
      const next: Unit = { unit, square, reduced: old?.reduced ?? false };
      return { ...a, units: [...a.units.filter((u) => u.unit !== unit), next] };
    });
    return from === square ? moved : withoutRedoubt(moved, from);
  };
}

/** Turn a unit to its reduced or its full-strength side. */
export function setReduced(seat: Seat, unit: string, reduced: boolean): Edit {
  return (json) => mapArmy(json, seat, (a) => ({ ...a, units: a.units.map((u) => (u.unit === unit ? { ...u, reduced } : u)) }));
}

/** Take a unit off the board (it then counts as eliminated). */
export function removeUnit(seat: Seat, unit: string): Edit {
  return (json) =>
    withoutRedoubt(
      mapArmy(json, seat, (a) => ({ ...a, units: a.units.filter((u) => u.unit !== unit) })),
      squareOf(json, seat, unit)
    );
}

/** Put a Redoubt on a square, or take it away. */
export function toggleRedoubt(square: string): Edit {
  return (json) => {
    const now = json.redoubts ?? [];
    return { ...json, redoubts: now.includes(square) ? now.filter((r) => r !== square) : [...now, square] };
  };
}

/** Another nation for one army: its units leave the board (they were the other nation's). */
export function setNation(seat: Seat, nation: NationId): Edit {
  return (json) => {
    const gone = json.armies[seat]?.units.map((u) => u.square) ?? [];
    const next = mapArmy(json, seat, (a) => ({ ...a, nation, units: a.nation === nation ? a.units : [] }));
    if (json.armies[seat]?.nation === nation) return next;
    return { ...next, redoubts: (json.redoubts ?? []).filter((r) => !gone.includes(r)) };
  };
}

/** One army's starting edge; the other army gets the opposite edge (the two must be opposite). */
export function setEdge(seat: Seat, edge: Edge): Edit {
  return (json) => ({
    ...json,
    armies: json.armies.map((a, i) => ({ ...a, edge: i === seat ? edge : OPPOSITE[edge] }))
  });
}

/** Another map under the units (they stay where they are; the engine refuses one on a Lake). */
export function setTerrain(terrain: readonly Terrain[]): Edit {
  return (json) => {
    const { sections: _drop, ...rest } = json;
    void _drop;
    return { ...rest, terrain: terrainRows(terrain) };
  };
}
