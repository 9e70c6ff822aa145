// What may be done now (Rally the Troops habit): who acts in which step under which rule (prompt),
// and the legal actions of that step, both read from the step table (steps.ts).
import type { Action } from './actions';
import type { Seat } from './board';
import { ctxOf, type LegalAction } from './handler';
import { stepName, STEPS, type StepName } from './steps';
import type { Game, GameState } from './state';

export type { LegalAction } from './handler';

export interface Prompt {
  /** who must act: a seat, or null when both act together (the first-player roll, the deal) */
  player: Seat | null;
  stage: GameState['stage'];
  /** setup step, phase, "combat:<step>", "guerrilla" or "over" (the keys of STEPS) */
  step: StepName;
  /** the rule governing this step */
  rule: string;
  /** sides of the dice the next roll needs (combat, pursuit) */
  dice?: number[];
}

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
  const step = stepName(s);
  const t = STEPS[step];
  const dice = t.dice ? t.dice(ctxOf(game), s) : [];
  return { player: t.player(s), stage: s.stage, step, rule: t.ruleNow ? t.ruleNow(s) : t.rule, ...(dice.length ? { dice } : {}) };
}

/** The step the game is at (as `prompt(game).step`). */
export function stepOf(game: Game): StepName {
  return prompt(game).step;
}

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
  const out: LegalAction[] = [];
  const add = (action: Action, dice?: number[]) => out.push(dice ? { action, dice } : { action });
  STEPS[stepName(s)].actions(ctxOf(game), s, add);
  return out;
}
