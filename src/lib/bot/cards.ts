// What a card in the bot's own hand is worth now (an estimate in strength points), and what a new
// card drawn from its own unseen cards is worth on average: the basis of the Discard Phase (4-R5)
// and of the cost of every card spent.
import type { CardDef } from '../data/types';
import type { Catalog, GameOptions, GameState, Seat } from '../rules';
import { meanDice } from './knowledge';
import { dayLeft, keepFactor } from './time';
import { dist, idx } from './values';

export interface CardContext {
  s: GameState;
  catalog: Catalog;
  me: Seat;
  /** my units by id: square index and reduced flag */
  units: Map<string, { i: number; reduced: boolean }>;
  /** enemy unit squares */
  enemies: number[];
  anyReduced: boolean;
  enemyRedoubts: boolean;
  /** what a card kept is still worth, as a share of its worth early in the day (time.ts; 1: always) */
  keep: number;
}

/** How a level values cards: by the day left (issue 32), at this pace of draws per turn (else always alike). */
export interface CardTime {
  dayValue: boolean;
  pace: number;
}

export function cardContext(
  s: GameState,
  catalog: Catalog,
  me: Seat,
  time?: CardTime,
  nightfall: GameOptions['nightfall'] = 'game-turn'
): CardContext {
  const mine = s.armies?.[me].units ?? [];
  const theirs = s.armies?.[me === 0 ? 1 : 0].units ?? [];
  const units = new Map<string, { i: number; reduced: boolean }>();
  for (const u of mine) units.set(u.unit, { i: idx(u.square), reduced: u.reduced });
  const enemySquares = new Set(theirs.map((u) => u.square));
  return {
    s,
    catalog,
    me,
    units,
    enemies: theirs.map((u) => idx(u.square)),
    anyReduced: mine.some((u) => u.reduced),
    enemyRedoubts: s.redoubts.some((r) => enemySquares.has(r)),
    keep: time?.dayValue && s.stage === 'play' ? keepFactor(dayLeft(s, { nightfall }, me, time.pace), s.active === me) : 1
  };
}

/** An HQ card's worth by its type (any other: 1). */
const HQ_WORTH: Readonly<Record<string, (c: CardContext) => number>> = {
  supply: (c) => (c.anyReduced ? 3.5 : 2.6),
  regroup: (c) => (c.anyReduced ? 3.5 : 2),
  'forced-march': () => 1.4,
  withdraw: () => 2.4,
  'committed-attack': () => 2.2,
  ambush: () => 3.2,
  sappers: (c) => (c.enemyRedoubts ? 2.5 : 0.4),
  skirmish: () => 0.5,
  scout: () => 0.6,
  redoubt: () => 2,
  guerrilla: () => 1.6
};

/** The worth of one card of my deck in my hand now: what it can do, for the day left. */
export function cardWorth(c: CardContext, def: CardDef | undefined): number {
  return c.keep * fullWorth(c, def);
}

/** A card's worth early in the day. */
function fullWorth(c: CardContext, def: CardDef | undefined): number {
  if (!def) return 0;
  if (def.kind === 'unit') {
    const u = c.units.get(def.unit);
    if (!u) return 0; // 8-R2: its unit is gone
    // a unit card is worth what it can do soon: its unit near the enemy attacks and defends with it
    let near = 99;
    for (const e of c.enemies) near = Math.min(near, dist(e, u.i));
    const engaged = near <= 1 ? 1 : near === 2 ? 0.75 : near === 3 ? 0.45 : 0.2;
    let w = 0.5 + engaged * (0.8 + meanDice(def.attack) / 8 + meanDice(def.bombard ?? def.volley) / 9 + def.defense / 6);
    if (u.reduced) w += 1.5; // it can restore its unit (7-R3)
    return w;
  }
  if (def.kind === 'leader')
    return 1.8 + def.combat / 4 + (def.command - 1) * 0.3 + (def.rallyAutomatic ? 1.5 : def.rally / 4) * (c.anyReduced ? 1 : 0.3);
  return HQ_WORTH[def.type]?.(c) ?? 1;
}

/** What kind of card it is, for diminishing returns (one Leader per combat, 9.1): its type or its unit. */
function kindOf(def: CardDef | undefined): string {
  if (!def) return '?';
  if (def.kind === 'unit') return `unit:${def.unit}`;
  if (def.kind === 'leader') return 'leader';
  return def.type;
}

/**
 * The worth of a whole hand: each card's worth, a second card of a kind counting less (a second
 * Leader, a third card of one unit) since a turn uses few of each.
 */
export function handWorth(c: CardContext, hand: readonly string[]): number {
  const nation = c.s.armies![c.me].nation;
  const byKind = new Map<string, number[]>();
  for (const id of hand) {
    const def = c.catalog.card(nation, id);
    const k = kindOf(def);
    let xs = byKind.get(k);
    if (!xs) byKind.set(k, (xs = []));
    xs.push(cardWorth(c, def));
  }
  let sum = 0;
  for (const [k, xs] of byKind) {
    xs.sort((a, b) => b - a);
    const f = k.startsWith('unit:') ? 0.8 : 0.5;
    xs.forEach((w, i) => (sum += w * f ** i));
  }
  return sum;
}

/** The worth of a card id of my nation. */
export function worthOf(c: CardContext, card: string): number {
  return cardWorth(c, c.catalog.card(c.s.armies![c.me].nation, card));
}

/** The mean worth of a card drawn now: my deck less my hand, my discard pile and my cards on the table. */
export function replacementWorth(c: CardContext, hand: readonly string[]): number {
  const nation = c.s.armies![c.me].nation;
  const d = c.s.decks[c.me];
  const seen = new Map<string, number>();
  for (const x of [...hand, ...d.discard, ...d.inPlay]) seen.set(x, (seen.get(x) ?? 0) + 1);
  let sum = 0;
  let n = 0;
  for (const def of c.catalog.army(nation).deck) {
    const k = Math.max(0, def.copies - (seen.get(def.id) ?? 0));
    if (!k) continue;
    sum += k * cardWorth(c, def);
    n += k;
  }
  return n ? sum / n : 0;
}
