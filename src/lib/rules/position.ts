// Position JSON v1 and parsePosition ("parse, don't validate"): untrusted input in, a typed
// Position or an error code out. Never throws, whatever the input.
import * as v from 'valibot';
import { NATION_IDS, type NationId, type TerrainLetter } from '../data/types';
import { EDGES, oppositeEdge, squareIndex, SQUARES, type Edge, type Square } from './board';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { fail, ok, type Result } from './result';
import { LETTER_BY_TERRAIN, TERRAIN_BY_LETTER, type Terrain } from './terrain';

export type Rotation = 0 | 90 | 180 | 270;
export interface SectionPlacement {
  id: number;
  rotation: Rotation;
}

export interface PlacedUnit {
  readonly unit: string;
  readonly square: Square;
  readonly reduced: boolean;
}

export interface ArmyPosition {
  readonly nation: NationId;
  readonly edge: Edge;
  /** units on the map; a unit of the army not listed is eliminated */
  readonly units: readonly PlacedUnit[];
}

export interface Position {
  /** 64 entries, index = (rank-1)*8 + file (a1 = 0, h8 = 63) */
  readonly terrain: readonly Terrain[];
  /** the four sections the terrain was built from (NW, NE, SW, SE), when known */
  readonly sections?: readonly SectionPlacement[];
  readonly armies: readonly [ArmyPosition, ArmyPosition];
  /** squares holding a Redoubt marker (always under a unit, 9.2-R15/R17) */
  readonly redoubts: readonly Square[];
  /** the units, cards and sections this position is read with */
  readonly catalog: Catalog;
}

/** The JSON form of a position (format v1, see README). */
export interface PositionJSON {
  terrain?: string[];
  sections?: { id: number; rotation?: number }[];
  armies: { nation: string; edge: string; units: { unit: string; square: string; reduced?: boolean }[] }[];
  redoubts?: string[];
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_NODES = 5000;
const MAX_DEPTH = 16;
const MAX_STRING = 200;

/**
 * Refuse hostile shapes before schema validation: prototype-polluting keys, very deep nesting,
 * huge arrays or strings. Iterative, so deep input cannot overflow the stack.
 */
export function checkHostile(input: unknown, maxNodes = MAX_NODES, maxDepth = MAX_DEPTH): Result<true> {
  const stack: [unknown, number][] = [[input, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > maxNodes || depth > maxDepth) return fail('position/too-large');
    if (typeof node === 'string' && node.length > MAX_STRING * 50) return fail('position/too-large');
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      if (node.length > maxNodes) return fail('position/too-large');
      for (const x of node) stack.push([x, depth + 1]);
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > maxNodes) return fail('position/too-large');
    for (const k of keys) {
      if (FORBIDDEN_KEYS.has(k)) return fail('position/forbidden-key', { key: k });
      stack.push([(node as Record<string, unknown>)[k], depth + 1]);
    }
  }
  return ok(true);
}

const str = v.pipe(v.string(), v.maxLength(MAX_STRING));
const PositionSchema = v.object({
  terrain: v.optional(v.pipe(v.array(str), v.maxLength(64))),
  sections: v.optional(v.pipe(v.array(v.object({ id: v.number(), rotation: v.optional(v.number(), 0) })), v.maxLength(16))),
  armies: v.pipe(
    v.array(
      v.object({
        nation: str,
        edge: str,
        units: v.pipe(v.array(v.object({ unit: str, square: str, reduced: v.optional(v.boolean(), false) })), v.maxLength(64))
      })
    ),
    v.maxLength(16)
  ),
  redoubts: v.optional(v.pipe(v.array(str), v.maxLength(64)), [])
});

/** Describe the first schema issue as "path: problem". */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = (first.path ?? []).map((p) => String(p.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/** 1.1-R3: rotate a 4x4 section clockwise by the given angle; rows are returned top row first. */
export function rotateSection(rows: readonly string[], rotation: Rotation): string[] {
  let g = rows.map((r) => r.split(''));
  for (let k = 0; k < rotation / 90; k++) {
    // clockwise: new[r][c] = old[3-c][r]
    g = g.map((_, r) => g.map((_, c) => g[3 - c]![r]!));
  }
  return g.map((r) => r.join(''));
}

/** 1.1-R1…R3: a placement's section, known and not used twice, rotated (rows top first). */
function placedRows(pl: SectionPlacement, catalog: Catalog, seen: Set<number>): Result<string[]> {
  const def = Number.isInteger(pl.id) ? catalog.section(pl.id) : undefined;
  if (!def) return fail('position/section-unknown', { id: String(pl.id) });
  if (seen.has(pl.id)) return fail('position/section-duplicate', { id: pl.id });
  seen.add(pl.id);
  if (![0, 90, 180, 270].includes(pl.rotation)) return fail('position/rotation');
  return ok(rotateSection(def.rows, pl.rotation));
}

/** 1.1-R2: four 4×4 grids NW, NE, SW, SE → 64 terrain squares (index a1 = 0); no grid: clear. */
function laidOut(grids: readonly (readonly string[] | null)[]): Terrain[] {
  const terrain: Terrain[] = new Array(64);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const grid = grids[(y < 4 ? 0 : 2) + (x < 4 ? 0 : 1)];
      terrain[(7 - y) * 8 + x] = grid ? TERRAIN_BY_LETTER[grid[y % 4]![x % 4] as TerrainLetter] : 'clear';
    }
  }
  return terrain;
}

/** 1.1-R2: four sections NW, NE, SW, SE → 64 terrain squares (index a1 = 0). */
export function terrainFromSections(placements: readonly SectionPlacement[], catalog: Catalog = DEFAULT_CATALOG): Result<Terrain[]> {
  if (placements.length !== 4) return fail('position/section-count');
  const seen = new Set<number>();
  const grids: string[][] = [];
  for (const pl of placements) {
    const rows = placedRows(pl, catalog, seen);
    if (!rows.ok) return rows;
    grids.push(rows.value);
  }
  return ok(laidOut(grids));
}

/**
 * 1.1-R2, R3: the terrain of a battlefield still being laid out, for a preview. `sections` are the
 * four places (north-west, north-east, south-west, south-east), each a rotated section or null
 * while none lies there (its squares are clear); `painted` squares then override the printed
 * terrain (squares that differ on the physical sections, as `choose-map`'s `terrain` rows carry
 * them). Refused as `terrainFromSections` refuses, and for a painted key that is not a square.
 */
export function mapPreview(
  sections: readonly (SectionPlacement | null)[],
  catalog: Catalog = DEFAULT_CATALOG,
  painted: Readonly<Partial<Record<Square, Terrain>>> = {}
): Result<Terrain[]> {
  if (sections.length !== 4) return fail('position/section-count');
  const seen = new Set<number>();
  const grids: (string[] | null)[] = [];
  for (const pl of sections) {
    if (!pl) {
      grids.push(null);
      continue;
    }
    const rows = placedRows(pl, catalog, seen);
    if (!rows.ok) return rows;
    grids.push(rows.value);
  }
  const terrain = laidOut(grids);
  for (const [square, t] of Object.entries(painted)) {
    const i = squareIndex(square);
    if (i < 0) return fail('position/square', { square });
    if (t === undefined || !Object.hasOwn(LETTER_BY_TERRAIN, t)) return fail('position/terrain-rows');
    terrain[i] = t;
  }
  return ok(terrain);
}

/** Terrain rows (rank 8 first, files a..h) → 64 terrain squares. */
export function terrainFromRows(rows: readonly string[]): Result<Terrain[]> {
  if (rows.length !== 8) return fail('position/terrain-rows');
  const terrain: Terrain[] = new Array(64);
  for (let y = 0; y < 8; y++) {
    const row = rows[y]!;
    if (row.length !== 8) return fail('position/terrain-rows');
    for (let x = 0; x < 8; x++) {
      const t = TERRAIN_BY_LETTER[row[x] as TerrainLetter];
      if (!t) return fail('position/terrain-rows');
      terrain[(7 - y) * 8 + x] = t;
    }
  }
  return ok(terrain);
}

/** 64 terrain squares → rows (rank 8 first). */
export function terrainRows(terrain: readonly Terrain[]): string[] {
  const rows: string[] = [];
  for (let y = 0; y < 8; y++) {
    let row = '';
    for (let x = 0; x < 8; x++) row += LETTER_BY_TERRAIN[terrain[(7 - y) * 8 + x]!];
    rows.push(row);
  }
  return rows;
}

/**
 * Parse Position JSON v1. Every problem gives `ok: false` with a code and a reason: unknown
 * nation/unit/square, a unit twice, two units on a square, a unit on a lake, one nation twice,
 * edges not opposite, bad terrain rows, bad or duplicate sections or rotations, wrong types,
 * huge or hostile input.
 */
export function parsePosition(input: unknown, catalog: Catalog = DEFAULT_CATALOG): Result<Position> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return fail('position/not-object');
  const hostile = checkHostile(input);
  if (!hostile.ok) return hostile;
  const parsed = v.safeParse(PositionSchema, input);
  if (!parsed.success) return fail('position/shape', { detail: describeIssue(parsed.issues) });
  const json = parsed.output;

  let terrain: Terrain[];
  let sections: SectionPlacement[] | undefined;
  if (json.terrain && json.sections) return fail('position/terrain-and-sections');
  if (json.terrain) {
    const t = terrainFromRows(json.terrain);
    if (!t.ok) return t;
    terrain = t.value;
  } else if (json.sections) {
    sections = json.sections.map((s) => ({ id: s.id, rotation: s.rotation as Rotation }));
    const t = terrainFromSections(sections, catalog);
    if (!t.ok) return t;
    terrain = t.value;
  } else return fail('position/no-map');

  if (json.armies.length !== 2) return fail('position/army-count');
  const occupied = new Map<string, string>();
  const armies: ArmyPosition[] = [];
  for (const a of json.armies) {
    if (!(NATION_IDS as readonly string[]).includes(a.nation)) return fail('position/nation-unknown', { nation: a.nation });
    if (!(EDGES as readonly string[]).includes(a.edge)) return fail('position/edge', { edge: a.edge });
    const nation = a.nation as NationId;
    const seen = new Set<string>();
    const units: PlacedUnit[] = [];
    for (const u of a.units) {
      if (!catalog.unit(nation, u.unit)) return fail('position/unit-unknown', { unit: u.unit, nation });
      if (seen.has(u.unit)) return fail('position/unit-twice', { unit: u.unit });
      seen.add(u.unit);
      const i = squareIndex(u.square);
      if (i < 0) return fail('position/square', { square: u.square });
      if (occupied.has(u.square)) return fail('position/square-occupied', { square: u.square });
      if (terrain[i] === 'lake') return fail('position/unit-on-lake', { square: u.square });
      occupied.set(u.square, u.unit);
      units.push({ unit: u.unit, square: u.square, reduced: u.reduced });
    }
    armies.push({ nation, edge: a.edge as Edge, units });
  }
  const [a0, a1] = armies as [ArmyPosition, ArmyPosition];
  if (a0.nation === a1.nation) return fail('position/same-nation');
  if (oppositeEdge(a0.edge) !== a1.edge) return fail('position/edges-not-opposite');

  const redoubts: Square[] = [];
  for (const sq of json.redoubts) {
    if (squareIndex(sq) < 0) return fail('position/square', { square: sq });
    if (!occupied.has(sq)) return fail('position/redoubt-square', { square: sq });
    if (redoubts.includes(sq)) return fail('position/redoubt-twice', { square: sq });
    redoubts.push(sq);
  }
  const position: Position = { terrain, armies: [a0, a1], redoubts, catalog };
  return ok(sections ? { ...position, sections } : position);
}

/** A Position back to its JSON form (terrain rows, or sections when the map was built from them). */
export function positionToJSON(p: Position): PositionJSON {
  const json: PositionJSON = {
    armies: p.armies.map((a) => ({
      nation: a.nation,
      edge: a.edge,
      units: a.units.map((u) => ({ unit: u.unit, square: u.square, reduced: u.reduced }))
    })),
    redoubts: [...p.redoubts]
  };
  // the sections only when the terrain is theirs: painted squares (setup, board mode) are kept
  const printed = p.sections ? terrainFromSections(p.sections, p.catalog) : null;
  if (p.sections && printed?.ok && printed.value.every((t, i) => t === p.terrain[i]))
    json.sections = p.sections.map((s) => ({ id: s.id, rotation: s.rotation }));
  else json.terrain = terrainRows(p.terrain);
  return json;
}

export { SQUARES };
