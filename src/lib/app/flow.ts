// What happens between the player's taps (few taps at the table). A step with nothing to
// decide is taken at once: the engine lists exactly one legal action for it and that action needs
// no dice (e.g. the Draw Phase of a player who holds no Scout/Spy: draw, then end the phase; the
// Withdraw step of a defender who can hold no Withdraw card). A Scout/Spy the engine lists during
// the player's own combat (A26) does not make a combat step a decision: it changes nothing there
// and may be played at the next step where the player decides. Undo (Session.undoDepth) goes back
// over such steps to the last one where a player decided. The engine decides what is legal; this
// module only follows it.
import { legalActions, type Action, type DiceOrigin, type Game } from '$lib/rules';

/** The one action of a step with nothing to decide, or null when the players decide (or in setup). */
export function automaticAction(game: Game): Action | null {
  if (game.state.stage !== 'play') return null;
  const inCombat = !!game.state.combat;
  const legal = legalActions(game).filter((l) => !(inCombat && l.action.type === 'scout'));
  if (legal.length !== 1) return null;
  const only = legal[0]!;
  return only.dice ? null : only.action;
}

/** The actions an undo of `depth` takes back, latest first. */
export function undoneActions(game: Game, depth: number): Action[] {
  const out: Action[] = [];
  let g: Game | null = game;
  for (let i = 0; i < depth && g && g.previous; i++, g = g.previous) out.push(g.lastAction!);
  return out;
}

/** Actions that carry dice: the first-player roll, a combat or pursuit roll, a withdraw or rally roll. */
export function carriesDice(a: Action): a is Extract<Action, DiceOrigin & { dice?: unknown }> {
  return (
    (a.type === 'roll-first-player' || a.type === 'roll' || a.type === 'withdraw' || a.type === 'rally') &&
    Array.isArray((a as { dice?: unknown }).dice) &&
    ((a as { dice: unknown[] }).dice.length > 0)
  );
}

/** Dice the app rolled (not typed in from real dice). */
export function appRolled(a: Action): boolean {
  return carriesDice(a) && (a as DiceOrigin).rolledBy === 'app';
}
