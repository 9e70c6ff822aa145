// The combat of this Combat Phase as the action log tells it: the declaration and, once rolled, the
// game just before the combat roll and the dice. The totals shown after the roll are the engine's
// `combatTotalsOf(before, dice)`, i.e. exactly what the roll used.
import { combatTotalsOf, type Action, type CombatState, type Game, type Total } from '$lib/rules';

/** How far back the declaration is looked for (a combat has a few dozen actions at most). */
const DEPTH = 120;

const DECLARATIONS = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);

export interface CombatRoll {
  /** the game just before the roll (its combat at step "roll") */
  before: Game;
  /** the game right after the roll */
  after: Game;
  dice: number[];
  attack: Total;
  defense: Total;
}

export interface CombatStory {
  /** the declaration action */
  declaration: Action;
  /** the combat as declared (from the game right after the declaration) */
  declared: CombatState;
  roll: CombatRoll | null;
  /** the combat ended by a Withdraw or a Skirmish */
  withdrew: boolean;
  skirmish: boolean;
}

/**
 * The combat declared in the current Combat Phase (open or finished), read back from the log;
 * null if none was declared in this phase.
 */
export function combatStory(game: Game): CombatStory | null {
  const s = game.state;
  if (s.stage === 'setup' || s.phase !== 'combat' || (!s.combat && !s.combatUsed)) return null;
  let roll: CombatRoll | null = null;
  let skirmish = false;
  let withdrew = false;
  let g: Game | null = game;
  for (let i = 0; g && g.lastAction && g.previous && i < DEPTH; i++, g = g.previous) {
    const a: Action = g.lastAction;
    const prev: Game = g.previous;
    if (a.type === 'end-phase') return null;
    const pc = prev.state.combat;
    if (a.type === 'roll' && pc?.step === 'roll' && !roll) {
      const totals = combatTotalsOf(prev, a.dice);
      if (totals) roll = { before: prev, after: g, dice: [...a.dice], ...totals };
    }
    if (a.type === 'play' && pc?.step === 'attacker' && g.state.combat?.step === 'skirmish-move') skirmish = true;
    if (a.type === 'withdraw' && pc && (g.state.combat?.withdrew ?? false)) withdrew = true;
    if (a.type === 'withdraw' && pc && !g.state.combat) withdrew = true;
    if (DECLARATIONS.has(a.type) && !pc && g.state.combat) {
      return { declaration: a, declared: g.state.combat, roll, withdrew, skirmish };
    }
  }
  return null;
}
