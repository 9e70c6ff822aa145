// The bot's judgement of a position, from its own seat: material and the race to five eliminated
// units (2.1), the squares it would control at nightfall against the enemy's (2.2) weighted by how
// near the night is (2.3), and the enemy's best attack next turn (threat.ts). Everything here is
// public information plus the bot's own hand.
import type { Catalog, GameState, Seat } from '../../src/lib/rules';
import { boardOf, control } from './board';
import { attackPotential, type AttackChance } from './attack';
import { cardContext } from './cards';
import { knowledge, type Knowledge } from './knowledge';
import { enemyThreat, type Threat } from './threat';
import { material } from './values';

/** The weights of a level (levels.ts). */
export interface EvalWeights {
  /** per controlled square of lead, early in the day */
  square: number;
  /** per controlled square of lead, added as the night comes */
  squareLate: number;
  /** the worth of being ahead when the night falls (scaled by how near it is) */
  night: number;
  /** the weight of the enemy's threat next turn (0: ignored) */
  threat: number;
  /** cards drawn per player turn assumed for the pace of the day */
  pace: number;
  /** the weight of my best combat from this position with the cards I hold (the next turn's pressure) */
  potential: number;
}

export interface Judgement {
  value: number;
  material: number;
  /** my controlled squares minus theirs (2.2) */
  lead: number;
  mine: number;
  theirs: number;
  /** 2.2-R6's tie-breaks: +1 when a tie on squares would be mine, -1 when theirs */
  tieBreak: number;
  /** player turns of each side left before the night, estimated (0: it falls this game turn) */
  turnsLeft: number;
  threat: Threat;
  /** my best combat from here with my hand (attack.ts) */
  attack: AttackChance;
  knowledge: Knowledge;
}

export const WIN = 1000;

/** Cards left in each original deck (0 once exhausted, 2.3-R1). */
export function cardsLeft(s: GameState, seat: Seat): number {
  const d = s.decks[seat];
  return d.exhausted || d.reshuffles > 0 ? 0 : d.drawPile;
}

/** Own turns of the slower deck before the second exhaustion, at `pace` cards drawn per turn. */
export function turnsLeft(s: GameState, pace: number): number {
  if (s.nightfallDue) return 0;
  return Math.max(cardsLeft(s, 0), cardsLeft(s, 1)) / pace;
}

/** 2.2-R6 tie-breaks as a number: + when I win a tie on squares. */
function tieBreak(s: GameState, catalog: Catalog, me: Seat): number {
  const a = s.armies!;
  const them: Seat = me === 0 ? 1 : 0;
  const byMe = a[them].eliminated.length;
  const byThem = a[me].eliminated.length;
  if (byMe !== byThem) return byMe > byThem ? 1 : -1;
  const r0 = a[me].units.filter((u) => u.reduced).length;
  const r1 = a[them].units.filter((u) => u.reduced).length;
  if (r0 !== r1) return r0 < r1 ? 1 : -1;
  return catalog.army(a[me].nation).tieBreakRank < catalog.army(a[them].nation).tieBreakRank ? 1 : -1;
}

/**
 * The position alone for seat `me` (material, squares, the night; no threat, no cards): what the
 * enemy's reply is judged by (reply.ts).
 */
export function staticValue(s: GameState, catalog: Catalog, me: Seat, w: EvalWeights): number {
  if (s.stage === 'over') return s.result?.winner === me ? WIN : -WIN;
  const b = boardOf(s, catalog);
  const them: Seat = me === 0 ? 1 : 0;
  const lead = control(b, me) - control(b, them);
  const mat = material(s, catalog, me) - material(s, catalog, them);
  const near = Math.exp(-turnsLeft(s, w.pace) / 2.5);
  return mat + (w.square + w.squareLate * near) * lead + w.night * near * Math.tanh((lead + 0.5 * tieBreak(s, catalog, me)) / 1.5);
}

const NO_ATTACK: AttackChance = { gain: 0, target: null, win: 0 };

/**
 * The value of state `s` for seat `me` holding `hand` (`attack`: work out my best combat from here,
 * else it counts 0).
 */
export function judge(s: GameState, catalog: Catalog, me: Seat, hand: readonly string[], w: EvalWeights, attack = true): Judgement {
  const k = knowledge(s, catalog, me, hand);
  const b = boardOf(s, catalog);
  const them: Seat = me === 0 ? 1 : 0;
  const mine = control(b, me);
  const theirs = control(b, them);
  const lead = mine - theirs;
  const mat = material(s, catalog, me) - material(s, catalog, them);
  const left = turnsLeft(s, w.pace);
  const threat = w.threat > 0 ? enemyThreat(b, k) : { total: 0, worst: null };
  if (s.stage === 'over') {
    const v = s.result?.winner === me ? WIN : -WIN;
    return { value: v, material: mat, lead, mine, theirs, tieBreak: 0, turnsLeft: 0, threat, attack: NO_ATTACK, knowledge: k };
  }
  const best = attack ? attackPotential(b, k, cardContext(s, catalog, me), true) : NO_ATTACK;
  const near = Math.exp(-left / 2.5);
  const tb = tieBreak(s, catalog, me);
  const edge = lead + 0.5 * tb;
  const value =
    mat +
    (w.square + w.squareLate * near) * lead +
    w.night * near * Math.tanh(edge / 1.5) -
    w.threat * threat.total +
    w.potential * best.gain;
  return { value, material: mat, lead, mine, theirs, tieBreak: tb, turnsLeft: left, threat, attack: best, knowledge: k };
}
