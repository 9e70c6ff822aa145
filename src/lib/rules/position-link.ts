// A position in a link (board mode): the Position JSON v1 text in base64url (`#json=…`, the public
// contract), and the app's own compact form (`#p=…`) that fits a small QR code. Both decode through
// `parsePosition`, so a link is checked exactly like a Position JSON file (bad, oversized or
// hostile input gets a reason, never an exception).
//
// The compact form, version 1, is a bit string (most significant bit first), in base64url:
//   4 bits  version (1)
//   1 bit   map: 0 = four sections, 1 = terrain square by square
//   map     sections: 4 × (5 bits section id − 1, 2 bits rotation / 90), NW, NE, SW, SE;
//           terrain: 64 × 3 bits, squares a1…h8 (index order), letters c h t w m f l as 0…6
//   2 × army: 3 bits nation (NATION_IDS order), 2 bits edge (EDGES order), then for each of the
//           army's 8 units in catalogue order: 1 bit on the board, and if so 6 bits square index
//           and 1 bit reduced (a unit not on the board is eliminated)
//   5 bits  number of redoubts (0…16), then 6 bits square index each
// Padding bits at the end are zero.
import { NATION_IDS, type NationId } from '../data/types';
import { EDGES, SQUARES, squareIndex } from './board';
import { DEFAULT_CATALOG, type Catalog } from './catalog';
import { parsePosition, positionToJSON, terrainFromSections, terrainRows, type Position, type PositionJSON } from './position';
import { fail, type Result } from './result';
import { TERRAINS } from './terrain';

/** Version of the compact form. */
export const LINK_VERSION = 1;
/** Longest compact payload accepted (a full position is about 35 characters). */
export const MAX_COMPACT_LINK = 200;
/** Longest `#json=` payload accepted (base64url of a Position JSON text). */
export const MAX_JSON_LINK = 16000;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** base64url (padding allowed) to bytes; null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '');
  if (clean.length % 4 === 1) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

class Bits {
  readonly bytes: number[] = [];
  #n = 0;
  put(value: number, width: number): void {
    for (let b = width - 1; b >= 0; b--) {
      const i = this.#n >> 3;
      if (i >= this.bytes.length) this.bytes.push(0);
      if ((value >> b) & 1) this.bytes[i]! |= 128 >> (this.#n & 7);
      this.#n++;
    }
  }
}

class Reader {
  #n = 0;
  constructor(private readonly bytes: Uint8Array) {}
  /** the next `width` bits, or -1 past the end */
  get(width: number): number {
    let v = 0;
    for (let b = 0; b < width; b++) {
      const i = this.#n >> 3;
      if (i >= this.bytes.length) return -1;
      v = (v << 1) | ((this.bytes[i]! >> (7 - (this.#n & 7))) & 1);
      this.#n++;
    }
    return v;
  }
}

/** The map to write: the sections when the terrain is theirs, else the terrain (painted squares). */
function mapOf(p: Position, catalog: Catalog): { sections: NonNullable<Position['sections']> } | { terrain: string[] } {
  if (p.sections) {
    const printed = terrainFromSections(p.sections, catalog);
    if (printed.ok && printed.value.every((t, i) => t === p.terrain[i])) return { sections: p.sections };
  }
  return { terrain: terrainRows(p.terrain) };
}

/** The compact form of a position (base64url, no padding). */
export function encodePositionLink(p: Position, catalog: Catalog = p.catalog ?? DEFAULT_CATALOG): string {
  const w = new Bits();
  w.put(LINK_VERSION, 4);
  const map = mapOf(p, catalog);
  if ('sections' in map) {
    w.put(0, 1);
    for (const s of map.sections) {
      w.put(s.id - 1, 5);
      w.put(s.rotation / 90, 2);
    }
  } else {
    w.put(1, 1);
    for (let i = 0; i < 64; i++) w.put(TERRAINS.indexOf(p.terrain[i]!), 3);
  }
  for (const a of p.armies) {
    w.put(NATION_IDS.indexOf(a.nation as NationId), 3);
    w.put(EDGES.indexOf(a.edge), 2);
    for (const def of catalog.army(a.nation as NationId).units) {
      const u = a.units.find((x) => x.unit === def.id);
      w.put(u ? 1 : 0, 1);
      if (u) {
        w.put(squareIndex(u.square), 6);
        w.put(u.reduced ? 1 : 0, 1);
      }
    }
  }
  w.put(p.redoubts.length, 5);
  for (const r of p.redoubts) w.put(squareIndex(r), 6);
  return toBase64Url(Uint8Array.from(w.bytes));
}

/** The Position JSON v1 of a compact payload (not yet checked by parsePosition), or why not. */
function compactToJSON(payload: string, catalog: Catalog): Result<PositionJSON> {
  const bytes = fromBase64Url(payload);
  if (!bytes) return fail('position/link', { detail: 'not base64url' });
  const r = new Reader(bytes);
  const bad = (detail: string) => fail<PositionJSON>('position/link', { detail });
  const version = r.get(4);
  if (version !== LINK_VERSION) return bad(`unknown version ${version}`);
  const kind = r.get(1);
  const json: Partial<PositionJSON> & { armies: PositionJSON['armies'] } = { armies: [] };
  if (kind === 0) {
    const sections = [];
    for (let k = 0; k < 4; k++) {
      const id = r.get(5);
      const rot = r.get(2);
      if (id < 0 || rot < 0) return bad('too short');
      sections.push({ id: id + 1, rotation: (rot * 90) as 0 | 90 | 180 | 270 });
    }
    json.sections = sections;
  } else if (kind === 1) {
    const letters = 'chtwmfl';
    const cells: string[] = [];
    for (let i = 0; i < 64; i++) {
      const t = r.get(3);
      if (t < 0) return bad('too short');
      if (t > 6) return bad('bad terrain');
      cells.push(letters[t]!);
    }
    // rows rank 8 first, files a…h
    json.terrain = Array.from({ length: 8 }, (_, row) => cells.slice((7 - row) * 8, (7 - row) * 8 + 8).join(''));
  } else return bad('too short');
  for (let k = 0; k < 2; k++) {
    const n = r.get(3);
    const e = r.get(2);
    if (n < 0 || e < 0) return bad('too short');
    const nation = NATION_IDS[n]!;
    const units: PositionJSON['armies'][number]['units'] = [];
    for (const def of catalog.army(nation).units) {
      const on = r.get(1);
      if (on < 0) return bad('too short');
      if (on === 0) continue;
      const sq = r.get(6);
      const reduced = r.get(1);
      if (sq < 0 || reduced < 0) return bad('too short');
      units.push({ unit: def.id, square: SQUARES[sq]!, reduced: reduced === 1 });
    }
    json.armies.push({ nation, edge: EDGES[e]!, units });
  }
  const count = r.get(5);
  if (count < 0) return bad('too short');
  if (count > 16) return bad('too many redoubts');
  const redoubts: string[] = [];
  for (let k = 0; k < count; k++) {
    const sq = r.get(6);
    if (sq < 0) return bad('too short');
    redoubts.push(SQUARES[sq]!);
  }
  json.redoubts = redoubts;
  return { ok: true, value: json as PositionJSON };
}

/** A compact payload back to a position, checked like any Position JSON (parsePosition). */
export function decodePositionLink(payload: string, catalog: Catalog = DEFAULT_CATALOG): Result<Position> {
  if (typeof payload !== 'string' || payload.length > MAX_COMPACT_LINK) return fail('position/too-large');
  const json = compactToJSON(payload, catalog);
  return json.ok ? parsePosition(json.value, catalog) : json;
}

/** The contract form: base64url of the Position JSON v1 text. */
export function encodePositionJsonLink(p: Position): string {
  return toBase64Url(utf8(JSON.stringify(positionToJSON(p))));
}

/** A `json=` payload back to a position: base64url → UTF-8 text → JSON → parsePosition. */
export function decodePositionJsonLink(payload: string, catalog: Catalog = DEFAULT_CATALOG): Result<Position> {
  if (typeof payload !== 'string' || payload.length > MAX_JSON_LINK) return fail('position/too-large');
  const bytes = fromBase64Url(payload);
  if (!bytes) return fail('position/link', { detail: 'not base64url' });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('position/link', { detail: 'not JSON' });
  }
  return parsePosition(json, catalog);
}

/**
 * The position in a link's hash: `#json=<base64url of Position JSON v1>` (the contract) or
 * `#p=<compact>`; null when the hash holds neither.
 */
export function positionFromHash(hash: string, catalog: Catalog = DEFAULT_CATALOG): Result<Position> | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = new Map<string, string>();
  for (const part of h.split('&')) {
    const i = part.indexOf('=');
    if (i > 0) params.set(part.slice(0, i), part.slice(i + 1));
  }
  const json = params.get('json');
  if (json !== undefined) return decodePositionJsonLink(json, catalog);
  const p = params.get('p');
  if (p !== undefined) return decodePositionLink(p, catalog);
  return null;
}
