// The bot's judgement of a position, from its own seat: material and the race to five eliminated
// units (2.1), the squares it would control at nightfall against the enemy's (2.2) weighted by how
// near the night is (2.3), and the enemy's best attack next turn (threat.ts). Everything here is
// public information plus the bot's own hand.
import type { Catalog, GameOptions, GameState, Seat } from '../rules';
import { boardOf, control } from './board';
import { attackPotential, type AttackChance } from './attack';
import { cardContext } from './cards';
import { knowledge, type Knowledge } from './knowledge';
import { enemyThreat, type Threat } from './threat';
import { dayLeft } from './time';
import { material } from './values';
import { enemySwing } from './swing';
import { forward, nearness, squaresValue, tieBreak, turnsLeft, WIN, type EvalWeights } from './weights';

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
  /** the value the enemy's next move can take back from my squares (swing.ts; 0 when not counted) */
  swing: number;
  /** expert: my units' rows forward and the enemy's (weights.ts `forward`), when the level counts them */
  forward: [number, number] | null;
  /** my best combat from here with my hand (attack.ts) */
  attack: AttackChance;
  knowledge: Knowledge;
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
  return mat + squaresValue(s, catalog, me, w, lead);
}

const NO_ATTACK: AttackChance = { gain: 0, target: null, win: 0 };

/**
 * The value of state `s` for seat `me` holding `hand` (`attack`: work out my best combat from here,
 * else it counts 0).
 */
export function judge(
  s: GameState,
  catalog: Catalog,
  me: Seat,
  hand: readonly string[],
  w: EvalWeights,
  attack = true,
  nightfall: GameOptions['nightfall'] = 'game-turn'
): Judgement {
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
    return {
      value: v,
      material: mat,
      lead,
      mine,
      theirs,
      tieBreak: 0,
      turnsLeft: 0,
      threat,
      swing: 0,
      forward: null,
      attack: NO_ATTACK,
      knowledge: k
    };
  }
  const best = attack ? attackPotential(b, k, cardContext(s, catalog, me, w, nightfall), true) : NO_ATTACK;
  // issue 32: the enemy's next turn threatens only if it has one before nightfall, and my combat
  // from here presses on its next turn only if I have one (this turn's combat is the plan's, plan.ts)
  let threatens = 1;
  let presses = 1;
  if (w.dayValue && s.stage === 'play') {
    const d = dayLeft(s, { nightfall }, me, w.pace);
    threatens = (s.active === me ? d.theirs : d.theirs - 1) > 0 ? 1 : 0;
    presses = (s.active === me ? d.mine - 1 : d.mine) > 0 ? 1 : 0;
  }
  const squares = squaresValue(s, catalog, me, w, lead);
  // the squares the enemy's next move can take back (swing.ts), counted off the lead while it has a turn
  const cut = w.swing > 0 && threatens ? w.swing * enemySwing(b, me) : 0;
  const swing = cut ? squares - squaresValue(s, catalog, me, w, lead - cut) : 0;
  // expert: the line's advance toward the enemy half, worth less as the night nears
  const rows: [number, number] | null = w.advance ? [forward(s, me), forward(s, them)] : null;
  const advance = rows ? w.advance! * (1 - nearness(s, w.pace)) * (rows[0] - rows[1]) : 0;
  const value = mat + squares - swing - threatens * w.threat * threat.total + presses * w.potential * best.gain + advance;
  const tb = tieBreak(s, catalog, me);
  return {
    value,
    material: mat,
    lead,
    mine,
    theirs,
    tieBreak: tb,
    turnsLeft: left,
    threat,
    swing,
    forward: rows,
    attack: best,
    knowledge: k
  };
}
