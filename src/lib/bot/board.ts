// A fast look at one state for the bot's judgement (the engine's own Position functions are built
// for answers, not for thousands of looks per decision): who stands where, terrain, Redoubts,
// strengths, control at nightfall (2.2-R2) and lines of sight (6.2-R6). Same rules, read once.
import {
  combatOdds,
  inEnemyHalf,
  TERRAIN_EFFECTS,
  type Catalog,
  type CombatForm,
  type GameState,
  type Seat,
  type UnitState
} from '../rules';
import { emptyControl } from '../rules/victory';
import { NB as NEIGHBOURS } from './values';

/** The neighbours table, read once (a module binding is a getter in some loaders; this is hot). */
const NB = NEIGHBOURS;

export interface Board {
  s: GameState;
  catalog: Catalog;
  /** -1 empty, else the seat of the unit there */
  owner: Int8Array;
  unit: (UnitState | null)[];
  strength: Int8Array;
  cavalry: Uint8Array;
  lake: Uint8Array;
  /** terrain defence + Redoubt (6.3-R1, 9.2-R16) */
  defense: Int8Array;
  hill: Uint8Array;
  /** 6.1-R2: no Assault from here (Marsh) */
  noAssault: Uint8Array;
  /** 6.2-R6: Hill, Town, Woods block a line of sight */
  blocksSight: Uint8Array;
  redoubt: Uint8Array;
}

const boards = new WeakMap<GameState, Board>();

export function boardOf(s: GameState, catalog: Catalog): Board {
  let b = boards.get(s);
  if (b) return b;
  const owner = new Int8Array(64).fill(-1);
  const unit: (UnitState | null)[] = new Array(64).fill(null);
  const strength = new Int8Array(64);
  const cavalry = new Uint8Array(64);
  const lake = new Uint8Array(64);
  const defense = new Int8Array(64);
  const hill = new Uint8Array(64);
  const noAssault = new Uint8Array(64);
  const blocksSight = new Uint8Array(64);
  const redoubt = new Uint8Array(64);
  const t = s.terrain!;
  for (let i = 0; i < 64; i++) {
    const e = TERRAIN_EFFECTS[t[i]!];
    lake[i] = e.impassable ? 1 : 0;
    defense[i] = e.defense;
    hill[i] = t[i] === 'hill' ? 1 : 0;
    noAssault[i] = e.noAssaultFrom ? 1 : 0;
    blocksSight[i] = e.blocksSight ? 1 : 0;
  }
  for (const r of s.redoubts) {
    const i = sqIndex(r);
    redoubt[i] = 1;
    defense[i] = defense[i]! + 3;
  }
  if (s.armies)
    for (const seat of [0, 1] as Seat[]) {
      const a = s.armies[seat];
      for (const u of a.units) {
        const i = sqIndex(u.square);
        const d = catalog.unit(a.nation, u.unit);
        owner[i] = seat;
        unit[i] = u;
        strength[i] = d ? (u.reduced ? d.reduced : d.full) : 0;
        cavalry[i] = d?.type === 'cavalry' ? 1 : 0;
      }
    }
  b = { s, catalog, owner, unit, strength, cavalry, lake, defense, hill, noAssault, blocksSight, redoubt };
  boards.set(s, b);
  return b;
}

/** Square name → index (a1 = 0), without a map lookup. */
export function sqIndex(sq: string): number {
  return (sq.charCodeAt(1) - 49) * 8 + (sq.charCodeAt(0) - 97);
}

/** 6.1-R6, 6.5-R6…R9: an open square next to i (on the board, empty, not a Lake): a retreat exists. */
export function hasOpenNeighbour(b: Board, i: number): boolean {
  for (const n of NB[i]!) if (b.owner[n]! < 0 && !b.lake[n]) return true;
  return false;
}

const HALF: Record<string, Uint8Array> = {};
/** 2.2-R1: 1 on the squares of the enemy half of an army starting on `edge` (computed once). */
export function enemyHalfOf(edge: string): Uint8Array {
  let h = HALF[edge];
  if (!h) {
    h = new Uint8Array(64);
    for (let i = 0; i < 64; i++) h[i] = inEnemyHalf(edge as 'north', i) ? 1 : 0;
    HALF[edge] = h;
  }
  return h;
}

/** 2.2-R2: the enemy-half squares a seat controls (occupied, or influenced and uncontested). */
export function control(b: Board, seat: Seat): number {
  const edge = b.s.armies![seat].edge;
  if (!edge) return 0;
  const half = enemyHalfOf(edge);
  let n = 0;
  for (let i = 0; i < 64; i++) {
    if (!half[i]) continue;
    const o = b.owner[i]!;
    if (o === seat) n++;
    else if (o < 0 && emptyControl(b.owner, i, seat) === 'influence') n++;
  }
  return n;
}

/** 6.2-R3…R7: may a unit on f fire at t within `range` (at most 2)? */
export function inSight(b: Board, f: number, t: number, range: number): boolean {
  const d = Math.abs((f % 8) - (t % 8)) + Math.abs((f >> 3) - (t >> 3));
  if (d === 0 || d > range) return false;
  if (d === 1) return true;
  for (const m of NB[f]!) if (NB[m]!.includes(t) && b.owner[m]! < 0 && !b.blocksSight[m]) return true;
  return false;
}

const oddsMemo = new Map<number, Record<string, number>>();
const KIND: Record<CombatForm, number> = { assault: 0, ambush: 1, bombardment: 2, volley: 3 };
/** Each die's digit in a base-13 count of the dice (12 dice at most, 6.1-R16: order does not matter). */
const DIGIT: Record<number, number> = { 4: 1, 6: 13, 8: 169, 10: 2197, 12: 28561, 20: 371293 };

/** combatOdds, memoised (the bot asks the same few totals many times) under a numeric key. */
export function odds(kind: CombatForm, dice: readonly number[], base: number, defense: number): Record<string, number> {
  const b = Math.round(base);
  const d = Math.max(1, Math.round(defense));
  let code = 0;
  const n = Math.min(dice.length, 12);
  for (let i = 0; i < n; i++) {
    const x = DIGIT[dice[i]!];
    if (x === undefined) return compute(kind, dice, b, d);
    code += x;
  }
  if (b < -64 || b > 191 || d > 255) return compute(kind, dice, b, d);
  return memoised(oddsMemo, 50000, ((code * 4 + KIND[kind]) * 256 + (b + 64)) * 256 + d, kind, dice, b, d);
}

const rareMemo = new Map<string, Record<string, number>>();

/** Unusual dice (or totals): memoised by a string key. */
function compute(kind: CombatForm, dice: readonly number[], base: number, defense: number): Record<string, number> {
  const key = `${kind}|${[...dice.slice(0, 12)].sort((x, y) => x - y).join(',')}|${base}|${defense}`;
  return memoised(rareMemo, 5000, key, kind, dice, base, defense);
}

/** combatOdds of the first 12 dice, kept in `memo` under `key` (the memo starts afresh past `size` entries). */
function memoised<K>(
  memo: Map<K, Record<string, number>>,
  size: number,
  key: K,
  kind: CombatForm,
  dice: readonly number[],
  base: number,
  defense: number
): Record<string, number> {
  let o = memo.get(key);
  if (!o) {
    const r = combatOdds(kind, dice.slice(0, 12), base, defense);
    o = r.ok ? r.value : {};
    if (memo.size > size) memo.clear();
    memo.set(key, o);
  }
  return o;
}
