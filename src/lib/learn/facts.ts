// The numbers a lesson's sentences say about its board, read from the board through the engine
// (issue 30 §2): losses, squares controlled, reduced units, strengths, card values. A stage's text
// is written with these, never with a number typed by hand; and every number takes the plural form
// Polish needs (1 jednostka, 2 jednostki, 5 jednostek).
import {
  DEFAULT_CATALOG,
  distance,
  moveDestinations,
  nightfallControl,
  parsePosition,
  replay,
  squareIndex,
  strengthOf,
  unitAt,
  type Game,
  type GameRecord,
  type NationId,
  type Position,
  type PositionJSON,
  type Seat,
  type Total
} from '$lib/rules';
import type { UnitCardDef } from '$lib/data/types';
import type { Text } from './types';

/** A lesson's position, parsed (the lessons' positions are constant; tests/unit/learn checks that each parses). */
export function parsed(json: PositionJSON): Position {
  const p = parsePosition(json);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** What each army (by seat) stands at: units lost (2.1), enemy units eliminated, squares controlled and units reduced (2.2). */
export interface Standing {
  lost: [number, number];
  eliminatedBy: [number, number];
  score: [number, number];
  reduced: [number, number];
}

export function standing(p: Position): Standing {
  const lost = p.armies.map((a) => p.catalog.army(a.nation).units.length - a.units.length) as [number, number];
  const sides = nightfallControl(p);
  return {
    lost,
    eliminatedBy: [lost[1], lost[0]],
    score: [sides[0].score, sides[1].score],
    reduced: [sides[0].reduced, sides[1].reduced]
  };
}

/** The strength the unit on a square shows (1.3), 0 when none stands there. */
export function strengthAt(p: Position, square: string): number {
  const u = unitAt(p, square);
  return u ? strengthOf(u.def, u.placed.reduced) : 0;
}

/** A unit's strength on its full or reduced side, from the catalogue (1.3). */
export function strengthOfUnit(nation: NationId, unit: string, reduced = false): number {
  const def = DEFAULT_CATALOG.unit(nation, unit);
  return def ? strengthOf(def, reduced) : 0;
}

/** A card of an army as the catalogue has it. */
export function cardOf(nation: NationId, id: string) {
  const def = DEFAULT_CATALOG.card(nation, id);
  if (!def) throw new Error(`no card ${id} in ${nation}`);
  return def;
}

/** The Polish form of a noun after a number: 1 → one, 2–4 (not 12–14) → few, else many. */
export function plForm<T>(n: number, one: T, few: T, many: T): T {
  const abs = Math.abs(Math.trunc(n));
  if (abs === 1) return one;
  const d = abs % 10;
  const dd = abs % 100;
  return d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? few : many;
}

/** "n units" in both languages: Polish in the nominative or the accusative ("stracił 1 jednostkę"). */
export function unitsCount(n: number, grammaticalCase: 'nom' | 'acc' = 'nom'): Text {
  const one = grammaticalCase === 'acc' ? 'jednostkę' : 'jednostka';
  return { pl: `${n} ${plForm(n, one, 'jednostki', 'jednostek')}`, en: `${n} unit${n === 1 ? '' : 's'}` };
}

/** "n squares" in both languages (Polish nominative and accusative alike: 1 pole, 2 pola, 5 pól). */
export function squaresCount(n: number): Text {
  return { pl: `${n} ${plForm(n, 'pole', 'pola', 'pól')}`, en: `${n} square${n === 1 ? '' : 's'}` };
}

/** The seat of a nation in a position. */
export function seatOf(p: Position, nation: NationId): Seat {
  return p.armies[0].nation === nation ? 0 : 1;
}

/** Where the unit on `from` may end its move (5; with a Forced March, 9.2), on a lesson's position. */
export function movesFrom(json: PositionJSON, from: string, forcedMarch = false): string[] {
  return moveDestinations(parsed(json), from, { forcedMarch });
}

/** Squares between two squares, counted straight (1.1, 5). */
export function stepsBetween(a: string, b: string): number {
  return distance(squareIndex(a), squareIndex(b));
}

/** "n cards" in both languages: Polish in the nominative or the accusative ("odrzuciła 1 kartę"). */
export function cardsCount(n: number, grammaticalCase: 'nom' | 'acc' = 'nom'): Text {
  const one = grammaticalCase === 'acc' ? 'kartę' : 'karta';
  return { pl: `${n} ${plForm(n, one, 'karty', 'kart')}`, en: `${n} card${n === 1 ? '' : 's'}` };
}

/** A lesson's game, replayed (the lessons' records are constant; tests/unit/learn checks that each replays). */
export function replayed(record: GameRecord): Game {
  const g = replay(record);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Dice as printed: "2d8" in English, "2k8" in Polish (k = kość). */
export function diceWords(dice: string | undefined): Text {
  return { pl: (dice ?? '').replace('d', 'k'), en: dice ?? '' };
}

/** A unit card of an army, from the catalogue. */
export function unitCard(nation: NationId, id: string): UnitCardDef {
  const def = cardOf(nation, id);
  if (def.kind !== 'unit') throw new Error(`${id} is not a unit card`);
  return def;
}

/** The value of the lines of an itemised total with this label (strength, terrain, hill, redoubt, …), 0 when none. */
export function part(total: Total, label: string): number {
  return total.parts.filter((x) => x.label === label).reduce((s, x) => s + x.value, 0);
}

/** A unit card's printed values (8): "Attack 2d10, Defence 3, Pursuit 1–4" / "Atak 2k10, Obrona 3, Pogoń 1–4". */
export function cardValues(def: UnitCardDef): Text {
  const line = (lang: 'pl' | 'en') => {
    const pl = lang === 'pl';
    const dice = (d: string) => diceWords(d)[lang];
    const out: string[] = [];
    if (def.attack) out.push(`${pl ? 'Atak' : 'Attack'} ${dice(def.attack)}`);
    if (def.bombard) out.push(`${pl ? 'Bombardowanie' : 'Bombard'} ${dice(def.bombard)}`);
    if (def.volley) out.push(`${pl ? 'Salwa' : 'Volley'} ${dice(def.volley)}`);
    if (def.range && (def.bombard || def.volley)) out.push(`${pl ? 'Zasięg' : 'Range'} ${def.range}`);
    out.push(`${pl ? 'Obrona' : 'Defence'} ${def.defense}`);
    if (def.pursuit) out.push(`${pl ? 'Pogoń' : 'Pursuit'} 1–${def.pursuit}`);
    return out.join(', ');
  };
  return { pl: line('pl'), en: line('en') };
}
