// What things are worth to the bot, in strength points: units (full-strength units take two Hits
// to eliminate, 6.5-R5), eliminations (the race to five, 2.1), the results of a combat (6.1 step
// 7, 6.2-R11) and the cards in a hand. Estimates, not rules: the rules are the engine's.
import {
  distance,
  squareIndex,
  SQUARES,
  TERRAIN_EFFECTS,
  type Catalog,
  type CombatForm,
  type GameState,
  type NationId,
  type Seat,
  type Square,
  type UnitState
} from '../../src/lib/rules';
import { NEIGHBOURS } from '../../src/lib/rules/board';

/** A full-strength unit is worth this much more than its strength (it survives one more Hit). */
export const FULL_BONUS = 3;
/** The race to five eliminated units (2.1): the cost of the k-th loss, cumulated. */
export const ELIM = [0, 3, 7, 12, 20, 80, 80, 80, 80];
/** A retreat's cost to the retreating side (position lost), when it has somewhere to go. */
export const RETREAT = 1.5;
/** What the attacker gains by advancing into the vacated square (6.5-R13). */
export const ADVANCE = 1;

/** 4-neighbours of each square index (never diagonals, 1.1-R5): the board's own table. */
export const NB = NEIGHBOURS;

/** Square names by index. */
export const SQ = SQUARES;

export const dist = distance;
export const idx = (sq: Square) => squareIndex(sq);

export function strength(catalog: Catalog, nation: NationId, u: UnitState): number {
  const d = catalog.unit(nation, u.unit);
  return d ? (u.reduced ? d.reduced : d.full) : 0;
}

export function isCavalry(catalog: Catalog, nation: NationId, unit: string): boolean {
  return catalog.unit(nation, unit)?.type === 'cavalry';
}

/** A unit on the map: its strength, and its bonus when at full strength. */
export function unitWorth(catalog: Catalog, nation: NationId, u: UnitState): number {
  return strength(catalog, nation, u) + (u.reduced ? 0 : FULL_BONUS);
}

/** An army's material: its units' worth less the cost of its eliminated units. */
export function material(s: GameState, catalog: Catalog, seat: Seat): number {
  const a = s.armies![seat];
  let m = 0;
  for (const u of a.units) m += unitWorth(catalog, a.nation, u);
  return m - ELIM[Math.min(a.eliminated.length, ELIM.length - 1)]!;
}

/** What one Hit costs this unit's side (6.5-R5: a reduced unit is eliminated). */
export function hitLoss(s: GameState, catalog: Catalog, seat: Seat, u: UnitState): number {
  const a = s.armies![seat];
  if (u.reduced) return elimLoss(s, catalog, seat, u);
  const d = catalog.unit(a.nation, u.unit);
  return (d ? d.full - d.reduced : 2) + FULL_BONUS;
}

/** What eliminating this unit costs its side. */
export function elimLoss(s: GameState, catalog: Catalog, seat: Seat, u: UnitState): number {
  const k = s.armies![seat].eliminated.length;
  return unitWorth(catalog, s.armies![seat].nation, u) + ELIM[Math.min(k + 1, ELIM.length - 1)]! - ELIM[Math.min(k, ELIM.length - 1)]!;
}

/** The defence a square gives (6.3-R1, 9.2-R16). */
export function squareDefense(s: GameState, sq: Square): number {
  const i = idx(sq);
  return TERRAIN_EFFECTS[s.terrain![i]!].defense + (s.redoubts.includes(sq) ? 3 : 0);
}

/** What the attacker gains from each result (negative: it loses), for one combat. */
export interface Stakes {
  /** the defending unit takes a Hit */
  hit: number;
  /** the defending unit is eliminated */
  elim: number;
  /** the defending unit retreats (its retreat cost, or its elimination when it cannot) */
  retreat: number;
  /** the defending unit is reduced already (a Hit eliminates it) */
  reduced: boolean;
  /** the attacking side's loss when every participating unit takes a Hit (6.1 step 7) */
  attackersHit: number;
  /** gained by advancing into the vacated square (Assault only) */
  advance: number;
  /** an extra gain after a retreat (pursuit by cavalry, 6.6) */
  pursuit: number;
}

/**
 * The attacker's expected gain from the odds of one combat. Where a side chooses (6.5-R2), each
 * picks what is best for itself.
 */
export function expectedGain(kind: CombatForm, odds: Record<string, number>, st: Stakes): number {
  if (kind === 'bombardment' || kind === 'volley') return (odds.hit ?? 0) * st.hit;
  const retreat = st.retreat + st.advance + st.pursuit;
  const afterHitRetreat = st.reduced ? st.elim + st.advance : st.hit + st.retreat + st.advance + st.pursuit;
  return (
    -(odds['attackers-hit'] ?? 0) * st.attackersHit +
    (odds['defender-chooses'] ?? 0) * Math.min(retreat, st.hit + (st.reduced ? st.advance : 0)) +
    (odds['attacker-chooses'] ?? 0) * Math.max(retreat, st.hit + (st.reduced ? st.advance : 0)) +
    (odds['retreat-and-hit'] ?? 0) * afterHitRetreat +
    (odds.eliminated ?? 0) * (st.elim + st.advance)
  );
}

/** The chance of a good result for the attacker (the defender harmed) and of the attackers being hit. */
export function winLose(kind: CombatForm, odds: Record<string, number>): { win: number; lose: number } {
  if (kind === 'bombardment' || kind === 'volley') return { win: odds.hit ?? 0, lose: 0 };
  return {
    win: (odds['defender-chooses'] ?? 0) + (odds['attacker-chooses'] ?? 0) + (odds['retreat-and-hit'] ?? 0) + (odds.eliminated ?? 0),
    lose: odds['attackers-hit'] ?? 0
  };
}
