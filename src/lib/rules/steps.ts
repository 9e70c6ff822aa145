// The step table (Rally the Troops' `states.X`): every step a game can be at, with who acts, its
// rule, its dice, the lister of its legal actions and the handlers of the actions taken there.
// `prompt`, `legalActions` and `dispatch` all read it; `stepName` says which step the state is at.
import { other, type Seat } from './board';
import { AFTERMATH_ACTIONS, AFTERMATH_HANDLERS } from './combat-aftermath';
import { CARD_ACTIONS, CARD_HANDLERS } from './combat-cards';
import { declarationActions, DECLARE_HANDLERS } from './combat-declare';
import { diceNeeded, ROLL_ACTIONS, ROLL_HANDLERS } from './combat-roll';
import type { ErrorCode } from './errors';
import { guerrillaActions, GUERRILLA_HANDLERS } from './guerrilla';
import { refuse, type Ctx, type Handlers, type Lister } from './handler';
import { movementActions, MOVEMENT_HANDLERS } from './movement-phase';
import { restorationActions, RESTORATION_HANDLERS } from './restoration';
import { combatActor, discardActions, drawActions, endPhaseActions, scout, scoutActions, SEQUENCE_HANDLERS } from './sequence';
import { deployingSeat, SETUP_ACTIONS, SETUP_HANDLERS } from './setup';
import type { CombatStep, GameState, Phase, SetupStep } from './state';

/**
 * A step's name, as `prompt(game).step` gives it: a setup step, a Guerrilla window, a combat step
 * ("combat:<step>"), a phase of the player turn, or the end of the game.
 */
export type StepName = SetupStep | 'guerrilla' | `combat:${CombatStep}` | Phase | 'over';

/** What the game does at one step. */
export interface Step {
  /** who must act: a seat, or null when both act together (the first-player roll, the deal) or nobody (the end) */
  player: (s: GameState) => Seat | null;
  /** the rule governing this step */
  rule: string;
  /** the rule at this moment, where it depends on the state (a fire combat's roll, how the game was won) */
  ruleNow?: (s: GameState) => string;
  /** the sides of the dice the next roll needs (combat, pursuit) */
  dice?: (c: Ctx, s: GameState) => number[];
  /** lists the step's legal actions */
  actions: Lister;
  /**
   * The handlers of the actions that have a place at this step. The steps of one place (setup, an
   * open combat, the phases) share them: each handler refuses a step out of order with its own reason.
   */
  handlers: Handlers;
  /** the refusal of an action without a handler here */
  otherwise: ErrorCode;
}

/** Which step the state is at. */
export function stepName(s: GameState): StepName {
  if (s.stage === 'over') return 'over';
  if (s.stage === 'setup') return s.setupStep;
  if (s.pending) return 'guerrilla';
  if (s.combat) return `combat:${s.combat.step}`;
  return s.phase;
}

/** Lists the actions of several listers in turn. */
function listAll(...listers: Lister[]): Lister {
  return (c, s, add) => {
    for (const l of listers) l(c, s, add);
  };
}

// --- the places a step belongs to: their handlers and the refusal of any other action ---

/** Rule 3: setup, step by step (each handler refuses a step out of order). */
const SETUP = { handlers: SETUP_HANDLERS, otherwise: 'setup/wrong-step' } as const;
/** 9.2-R11: a card the opponent may answer with Guerrilla, or let be. */
const GUERRILLA_WINDOW = { handlers: GUERRILLA_HANDLERS, otherwise: 'guerrilla/awaiting' } as const;
/** Rule 6: an open combat (each handler refuses a combat step out of order); 6.7-R5: no Guerrilla. */
const COMBAT = {
  handlers: { ...CARD_HANDLERS, ...ROLL_HANDLERS, ...AFTERMATH_HANDLERS, scout, guerrilla: refuse('guerrilla/not-in-combat') },
  otherwise: 'combat/in-progress'
} as const;
/** Rule 4: the phases of a player turn (each handler refuses a phase out of order). */
const TURN = {
  handlers: {
    ...SEQUENCE_HANDLERS,
    ...MOVEMENT_HANDLERS,
    ...DECLARE_HANDLERS,
    ...RESTORATION_HANDLERS,
    guerrilla: refuse('guerrilla/nothing')
  },
  otherwise: 'action/not-now'
} as const;

const both = (): null => null;
const firstPlayer = (s: GameState): Seat => s.first!;
const secondPlayer = (s: GameState): Seat => other(s.first!);
const active = (s: GameState): Seat => s.active;

/** A setup step: its lister from setup.ts. */
function setupStep(step: SetupStep, rule: string, player: (s: GameState) => Seat | null): Step {
  return { player, rule, actions: SETUP_ACTIONS[step], ...SETUP };
}

/** A combat step (6.1 steps 3–7, 6.2, 6.5, 6.6, 9.2-R8, 9.2-R23); A26: Scout/Spy after its own actions. */
const COMBAT_LISTERS: Record<CombatStep, Lister> = { ...CARD_ACTIONS, ...ROLL_ACTIONS, ...AFTERMATH_ACTIONS };
function combatStep(step: CombatStep, rule: string, extra: Partial<Step> = {}): Step {
  return { player: combatActor, rule, actions: listAll(COMBAT_LISTERS[step], scoutActions), ...COMBAT, ...extra };
}

/** A phase of the player turn: Scout/Spy before its own actions, the end of the phase after them. */
function phase(rule: string, lister: Lister): Step {
  return { player: active, rule, actions: listAll(scoutActions, lister, endPhaseActions), ...TURN };
}

/** 6.2-R8: a fire combat's roll; 9.1-R5: the Grand Battery's. */
function rollRule(s: GameState): string {
  const cb = s.combat!;
  if (cb.grandBattery) return '9.1-R5';
  return cb.kind === 'bombardment' || cb.kind === 'volley' ? '6.2-R8' : '6.1-R16';
}

/** Every step of a game of Manoeuvre, in the order of play. */
export const STEPS: { readonly [K in StepName]: Step } = {
  // Rule 3: setup
  roll: setupStep('roll', '3-R1', both),
  map: setupStep('map', '3-R2', firstPlayer),
  nations: setupStep('nations', '3-R3', secondPlayer),
  army: setupStep('army', '3-R4', firstPlayer),
  edge: setupStep('edge', '3-R5', secondPlayer),
  deal: setupStep('deal', '3-R7', both),
  deploy: setupStep('deploy', '3.3', deployingSeat),
  // 9.2-R11: the opponent answers a card with Guerrilla, or lets it be
  guerrilla: { player: (s) => other(s.active), rule: '9.2-R11', actions: guerrillaActions, ...GUERRILLA_WINDOW },
  // Rule 6: an open combat, step by step
  'combat:withdraw': combatStep('withdraw', '6.1-R6'),
  'combat:defender': combatStep('defender', '6.1-R10'),
  'combat:attacker': combatStep('attacker', '6.1-R13'),
  'combat:roll': combatStep('roll', '6.1-R16', { ruleNow: rollRule, dice: diceNeeded }),
  'combat:choose': combatStep('choose', '6.5-R2'),
  'combat:retreat': combatStep('retreat', '6.5-R7'),
  'combat:advance': combatStep('advance', '6.5-R13'),
  'combat:pursuit': combatStep('pursuit', '6.6', { dice: diceNeeded }),
  'combat:assign-hits': combatStep('assign-hits', '9.2-R8'),
  'combat:skirmish-move': combatStep('skirmish-move', '9.2-R23'),
  // Rule 4: the phases of a player turn
  discard: phase('4-R5', discardActions),
  draw: phase('4-R8', drawActions),
  movement: phase('5', movementActions),
  combat: phase('6', declarationActions),
  restoration: phase('7', restorationActions),
  // Rule 2: the game is won (2.1 attrition, 2.2 nightfall); nothing more is accepted
  over: {
    player: both,
    rule: '2',
    ruleNow: (s) => (s.result?.by === 'attrition' ? '2.1' : '2.2'),
    actions: () => {},
    handlers: {},
    otherwise: 'game/over'
  }
};

/** The rule of a step (e.g. "6.5-R7" for "combat:retreat"); undefined for a name that is no step. */
export function stepRule(step: string): string | undefined {
  return isStepName(step) ? STEPS[step].rule : undefined;
}

/** Is `step` the name of a step (for names read from storage or a URL)? */
export function isStepName(step: string): step is StepName {
  return Object.hasOwn(STEPS, step);
}
