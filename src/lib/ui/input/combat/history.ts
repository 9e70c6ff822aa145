// The combat of this player turn as the action log tells it (in its Combat Phase and, once over, in
// the Restoration Phase after it): the declaration and, once rolled, the
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
 * The combat declared in this player turn's Combat Phase (open or finished), read back from the
 * log, in that phase and in the Restoration Phase after it; null if none was declared.
 */
export function combatStory(game: Game): CombatStory | null {
  const s = game.state;
  if (s.stage === 'setup' || (s.phase !== 'combat' && s.phase !== 'restoration') || (!s.combat && !s.combatUsed)) return null;
  let roll: CombatRoll | null = null;
  let skirmish = false;
  let withdrew = false;
  let g: Game | null = game;
  for (let i = 0; g && g.lastAction && g.previous && i < DEPTH; i++, g = g.previous) {
    const a: Action = g.lastAction;
    const prev: Game = g.previous;
    // the turn's combat is looked for back to the start of the Combat Phase
    if (a.type === 'end-phase' && prev.state.phase !== 'combat') return null;
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
