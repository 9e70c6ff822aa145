// What may be done now (Rally the Troops habit): who acts in which step under which rule (prompt),
// and the legal actions of that step, listed by each rule module next to its handlers.
import type { Action } from './actions';
import { other, type Seat } from './board';
import { AFTERMATH_ACTIONS } from './combat-aftermath';
import { CARD_ACTIONS } from './combat-cards';
import { declarationActions } from './combat-declare';
import { diceNeeded, ROLL_ACTIONS } from './combat-roll';
import { guerrillaActions } from './guerrilla';
import { ctxOf, type LegalAction, type Lister } from './handler';
import { movementActions } from './movement-phase';
import { restorationActions } from './restoration';
import { combatActor, discardActions, drawActions, endPhaseActions, scoutActions } from './sequence';
import { deployingSeat, setupActions } from './setup';
import type { CombatStep, Game, GameState, Phase } from './state';

export type { LegalAction } from './handler';

export interface Prompt {
  /** who must act: a seat, or null when both act together (the first-player roll, the deal) */
  player: Seat | null;
  stage: GameState['stage'];
  /** setup step, phase, or "combat:<step>" / "guerrilla" */
  step: string;
  /** the rule governing this step */
  rule: string;
  /** sides of the dice the next roll needs (combat, pursuit) */
  dice?: number[];
}

const PHASE_RULE = { discard: '4-R5', draw: '4-R8', movement: '5', combat: '6', restoration: '7' } as const;
const SETUP_RULE = { roll: '3-R1', map: '3-R2', nations: '3-R3', army: '3-R4', edge: '3-R5', deal: '3-R7', deploy: '3.3' } as const;
const COMBAT_RULE: Record<string, string> = {
  withdraw: '6.1-R6',
  defender: '6.1-R10',
  attacker: '6.1-R13',
  roll: '6.1-R16',
  choose: '6.5-R2',
  retreat: '6.5-R7',
  advance: '6.5-R13',
  pursuit: '6.6',
  'assign-hits': '9.2-R8',
  'skirmish-move': '9.2-R23'
};

/** Who must act now, in which step, under which rule. */
export function prompt(game: Game): Prompt {
  let p = promptCache.get(game);
  if (!p) {
    p = computePrompt(game);
    promptCache.set(game, p);
  }
  return p;
}
const promptCache = new WeakMap<Game, Prompt>();

function computePrompt(game: Game): Prompt {
  const s = game.state;
  if (s.stage === 'over') return { player: null, stage: 'over', step: 'over', rule: s.result?.by === 'attrition' ? '2.1' : '2.2' };
  if (s.stage === 'setup') {
    const st = s.setupStep;
    const player: Seat | null =
      st === 'roll' || st === 'deal'
        ? null
        : st === 'map' || st === 'army'
          ? s.first
          : st === 'deploy'
            ? deployingSeat(s)
            : other(s.first!);
    return { player, stage: 'setup', step: st, rule: SETUP_RULE[st] };
  }
  if (s.pending) return { player: other(s.active), stage: 'play', step: 'guerrilla', rule: '9.2-R11' };
  const cb = s.combat;
  if (cb) {
    const player = combatActor(s);
    const dice = diceNeeded(ctxOf(game), s);
    // 6.2-R8: a fire combat's roll; 9.1-R5: the Grand Battery's
    const rule =
      cb.step === 'roll' && cb.grandBattery ? '9.1-R5' : cb.step === 'roll' && (cb.kind === 'bombardment' || cb.kind === 'volley') ? '6.2-R8' : COMBAT_RULE[cb.step]!;
    return { player, stage: 'play', step: `combat:${cb.step}`, rule, ...(dice.length ? { dice } : {}) };
  }
  return { player: s.active, stage: 'play', step: s.phase, rule: PHASE_RULE[s.phase] };
}

/** Each phase's own actions (Scout/Spy before them, the end of the phase after them). */
const PHASE_ACTIONS: Record<Phase, Lister> = {
  discard: discardActions,
  draw: drawActions,
  movement: movementActions,
  combat: declarationActions,
  restoration: restorationActions
};

/** Each combat step's actions (6.1 steps 3–7, 6.2, 6.5, 6.6, 9.2-R8, 9.2-R23). */
const COMBAT_STEP_ACTIONS = { ...CARD_ACTIONS, ...ROLL_ACTIONS, ...AFTERMATH_ACTIONS } as Record<CombatStep, Lister>;

/**
 * Every legal action now, as far as the engine can enumerate it. Not listed: the First Player's
 * map choice (24·23·22·21 section orders × 256 rotations, see prompt step "map") and discards of
 * several cards at once (listed one card at a time). Card plays are listed per catalogue card
 * that may still be in the hand (hands are hidden).
 */
export function legalActions(game: Game): readonly LegalAction[] {
  // games are immutable values: the list is computed once per game and shared (do not mutate it)
  let list = legalCache.get(game);
  if (!list) {
    list = computeLegalActions(game);
    legalCache.set(game, list);
  }
  return list;
}
const legalCache = new WeakMap<Game, LegalAction[]>();

function computeLegalActions(game: Game): LegalAction[] {
  const s = game.state;
  const c = ctxOf(game);
  const out: LegalAction[] = [];
  const add = (action: Action, dice?: number[]) => out.push(dice ? { action, dice } : { action });
  if (s.stage === 'over') return out;
  if (s.stage === 'setup') setupActions(c, s, add);
  else if (s.pending) guerrillaActions(c, s, add);
  else if (s.combat) {
    COMBAT_STEP_ACTIONS[s.combat.step](c, s, add);
    scoutActions(c, s, add); // A26: also in the active player's own combat, when it is theirs to act
  }
  else {
    scoutActions(c, s, add);
    PHASE_ACTIONS[s.phase](c, s, add);
    endPhaseActions(c, s, add);
  }
  return out;
}
