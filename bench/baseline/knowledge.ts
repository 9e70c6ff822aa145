// What a seat may know of the cards (issue 26: the bot never cheats): its own hand, and the
// opponent's deck composition less every card seen (discard pile and table). The opponent's hand
// is a draw from those unseen cards; the chances below are hypergeometric.
import { DECK_SIZE, HAND_SIZE, other, type Catalog, type GameState, type NationId, type Seat } from '../../src/lib/rules';
import type { CardDef, LeaderCardDef, UnitCardDef } from '../../src/lib/data/types';

export interface Knowledge {
  me: Seat;
  them: Seat;
  catalog: Catalog;
  myNation: NationId;
  theirNation: NationId;
  hand: readonly string[];
  /** copies of each of the opponent's cards not seen (in their hand or draw pile) */
  unseen: Map<string, number>;
  /** all their unseen cards */
  unseenTotal: number;
  /** their hand size now */
  theirHand: number;
  /** answers already worked out for these unseen cards and their hand size (the same for every position of a decision) */
  cache: Map<string, unknown>;
}

interface Unseen {
  unseen: Map<string, number>;
  total: number;
  /** answers by the opponent's hand size */
  caches: Map<number, Map<string, unknown>>;
  catalog: Catalog;
}
const unseenMemo = new Map<string, Unseen>();

// card ids as small numbers, and two 32-bit hashes of each, for a cheap key of a multiset of cards
const ids = new Map<string, [number, number]>();
function idOf(card: string): [number, number] {
  let x = ids.get(card);
  if (!x) {
    const n = ids.size + 1;
    x = [Math.imul(n, 0x9e3779b1) >>> 0, Math.imul(n ^ 0x5bd1e995, 0x85ebca6b) >>> 0];
    ids.set(card, x);
  }
  return x;
}

/** A key of the cards seen (a multiset: the order does not matter) without joining their ids. */
function seenKey(nation: NationId, discard: readonly string[], inPlay: readonly string[]): string {
  let a = 0;
  let b = 0;
  for (const c of discard) {
    const x = idOf(c);
    a = (a + x[0]) >>> 0;
    b = (b + x[1]) >>> 0;
  }
  for (const c of inPlay) {
    const x = idOf(c);
    a = (a + x[0]) >>> 0;
    b = (b + x[1]) >>> 0;
  }
  return `${nation}|${discard.length + inPlay.length}|${a}|${b}`;
}

function unseenOf(catalog: Catalog, nation: NationId, discard: readonly string[], inPlay: readonly string[]): Unseen {
  const key = seenKey(nation, discard, inPlay);
  let u = unseenMemo.get(key);
  if (u && u.catalog === catalog) return u;
  const out = new Map<string, number>();
  for (const c of discard) out.set(c, (out.get(c) ?? 0) + 1);
  for (const c of inPlay) out.set(c, (out.get(c) ?? 0) + 1);
  const unseen = new Map<string, number>();
  let total = 0;
  for (const c of catalog.army(nation).deck) {
    const k = Math.max(0, c.copies - (out.get(c.id) ?? 0));
    if (k > 0) unseen.set(c.id, k);
    total += k;
  }
  u = { unseen, total: Math.min(total, DECK_SIZE), caches: new Map(), catalog };
  if (unseenMemo.size > 2000) unseenMemo.clear();
  unseenMemo.set(key, u);
  return u;
}

export function knowledge(s: GameState, catalog: Catalog, me: Seat, hand: readonly string[]): Knowledge {
  const them = other(me);
  const theirNation = s.armies![them].nation;
  const d = s.decks[them];
  const u = unseenOf(catalog, theirNation, d.discard, d.inPlay);
  let cache = u.caches.get(d.hand);
  if (!cache) u.caches.set(d.hand, (cache = new Map()));
  return {
    me,
    them,
    catalog,
    myNation: s.armies![me].nation,
    theirNation,
    hand,
    unseen: u.unseen,
    unseenTotal: u.total,
    theirHand: d.hand,
    cache
  };
}

/** A value worked out once per set of unseen cards (and their hand size). */
export function cached<T>(k: Knowledge, key: string, f: () => T): T {
  let v = k.cache.get(key) as T | undefined;
  if (v === undefined) {
    v = f();
    k.cache.set(key, v);
  }
  return v;
}

/** P(a hand of h cards drawn from u unseen cards holds at least one of k marked ones). */
export function pAny(k: number, u: number, h: number): number {
  if (k <= 0 || h <= 0) return 0;
  if (k >= u) return 1;
  let none = 1;
  for (let i = 0; i < h; i++) {
    if (u - i <= 0) break;
    none *= Math.max(0, u - k - i) / (u - i);
  }
  return 1 - none;
}

/** The opponent's cards matching `test`, with their unseen copies. */
export function theirCards(k: Knowledge, test: (d: CardDef) => boolean): { def: CardDef; copies: number }[] {
  const out: { def: CardDef; copies: number }[] = [];
  for (const [id, copies] of k.unseen) {
    const def = k.catalog.card(k.theirNation, id);
    if (def && test(def)) out.push({ def, copies });
  }
  return out;
}

/** P(the opponent holds one of these cards), now (`h` = their hand) or after their next draw (5). */
export function pTheyHold(k: Knowledge, test: (d: CardDef) => boolean, h: number = k.theirHand): number {
  let n = 0;
  for (const x of theirCards(k, test)) n += x.copies;
  return pAny(n, k.unseenTotal, h);
}

/** The opponent's hand size at their next turn (they draw to 5 first, 4-R8). */
export const NEXT_HAND = HAND_SIZE;

// ---------------------------------------------------------------------------------------------
// Card facts

export const isUnitCard = (d: CardDef | undefined): d is UnitCardDef => d?.kind === 'unit';
export const isLeader = (d: CardDef | undefined): d is LeaderCardDef => d?.kind === 'leader';
export const isHq = (d: CardDef | undefined, type: string): boolean => d?.kind === 'hq' && d.type === type;

const dicePrinted = new Map<string, { sides: number[]; mean: number }>();

function printed(d: string): { sides: number[]; mean: number } {
  let x = dicePrinted.get(d);
  if (!x) {
    const m = /^(\d+)d(\d+)$/.exec(d);
    x = m
      ? { sides: new Array<number>(Number(m[1])).fill(Number(m[2])), mean: (Number(m[1]) * (Number(m[2]) + 1)) / 2 }
      : { sides: [], mean: 0 };
    dicePrinted.set(d, x);
  }
  return x;
}

/** The mean of printed dice ("2d6" → 7). */
export function meanDice(d: string | undefined): number {
  return d ? printed(d).mean : 0;
}

/** The sides of printed dice ("2d6" → [6, 6]); a shared array: never change it. */
export function sidesOf(d: string | undefined): readonly number[] {
  return d ? printed(d).sides : [];
}

/** The typical Attack dice the opponent could start an Assault with for this unit (most copies unseen), and the chance they hold one. */
export function theirAttack(k: Knowledge, unit: string, h: number = NEXT_HAND): { dice: readonly number[]; p: number } {
  return cached(k, `attack|${unit}|${h}`, () => computeAttack(k, unit, h));
}

function computeAttack(k: Knowledge, unit: string, h: number): { dice: readonly number[]; p: number } {
  const cards = theirCards(k, (d) => isUnitCard(d) && d.unit === unit && !!d.attack);
  if (cards.length === 0) return { dice: [], p: 0 };
  let best = cards[0]!;
  let n = 0;
  for (const c of cards) {
    n += c.copies;
    const a = meanDice((c.def as UnitCardDef).attack);
    const b = meanDice((best.def as UnitCardDef).attack);
    if (c.copies > best.copies || (c.copies === best.copies && a > b)) best = c;
  }
  return { dice: sidesOf((best.def as UnitCardDef).attack), p: pAny(n, k.unseenTotal, h) };
}

/** Bombard dice and range the opponent could fire with from this unit, and the chance they hold such a card. */
export function theirBombard(k: Knowledge, unit: string, h: number = NEXT_HAND): { dice: readonly number[]; range: number; p: number } {
  return cached(k, `fire|${unit}|${h}`, () => computeBombard(k, unit, h));
}

function computeBombard(k: Knowledge, unit: string, h: number): { dice: readonly number[]; range: number; p: number } {
  const cards = theirCards(k, (d) => isUnitCard(d) && d.unit === unit && (!!d.bombard || !!d.volley));
  if (cards.length === 0) return { dice: [], range: 0, p: 0 };
  let n = 0;
  let best = cards[0]!.def as UnitCardDef;
  for (const c of cards) {
    n += c.copies;
    const d = c.def as UnitCardDef;
    if (meanDice(d.bombard ?? d.volley) > meanDice(best.bombard ?? best.volley)) best = d;
  }
  return {
    dice: sidesOf(best.bombard ?? best.volley),
    range: best.bombard ? Math.min(best.range ?? 2, 2) : 1,
    p: pAny(n, k.unseenTotal, h)
  };
}

/** 6.1-R8: the chance a United States unit card's withdraw roll succeeds (a d6 within 1…Withdraw). */
export function withdrawChanceOf(def: CardDef | undefined): number {
  return isUnitCard(def) && def.withdraw ? Math.min(6, def.withdraw) / 6 : 0;
}

/** P(they hold an HQ card of this type, or a Leader for 'leader'), cached. */
export function pHolds(k: Knowledge, type: string, h: number = k.theirHand): number {
  return cached(k, `p|${type}|${h}`, () => pTheyHold(k, (d) => (type === 'leader' ? isLeader(d) : isHq(d, type)), h));
}

/** The mean Combat value of their unseen Leaders (defending: combatDefense where printed). */
export function meanLeaderCombat(k: Knowledge, defending: boolean): number {
  return cached(k, `leader-combat|${defending}`, () => {
    let sum = 0;
    let n = 0;
    for (const [id, copies] of k.unseen) {
      const d = k.catalog.card(k.theirNation, id);
      if (isLeader(d)) {
        sum += (defending ? (d.combatDefense ?? d.combat) : d.combat) * copies;
        n += copies;
      }
    }
    return n ? sum / n : 0;
  });
}
