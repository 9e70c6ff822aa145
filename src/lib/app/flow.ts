// What happens between the player's taps (few taps at the table). A step with nothing to
// decide is taken at once: the engine lists exactly one legal action for it and that action needs
// no dice (e.g. the Draw Phase of a player who holds no Scout/Spy: draw, then end the phase; the
// Withdraw step of a defender who can hold no Withdraw card). A Scout/Spy the engine lists during
// the player's own combat (A26) does not make a combat step a decision: it changes nothing there
// and may be played at the next step where the player decides. Undo (Session.undoDepth) goes back
// over such steps to the last one where a player decided. The engine decides what is legal; this
// module only follows it.
import { applyAction, fail, legalActions, type Action, type DiceOrigin, type Game, type Result } from '$lib/rules';
import { appFail } from './errors';

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
    (a as { dice: unknown[] }).dice.length > 0
  );
}

/** Dice the app rolled (not typed in from real dice). */
export function appRolled(a: Action): boolean {
  return carriesDice(a) && (a as DiceOrigin).rolledBy === 'app';
}

/** At most this many steps with nothing to decide are followed after one tap (never a loop). */
const MAX_FOLLOW = 64;

/** The game after one tap: its actions validated by the engine, then the steps with nothing to decide. */
export interface Advanced {
  next: Game;
  /** the actions the app took by itself after the tap's own */
  automatic: Action[];
  /** the app rolls an undo took back, now named by this tap's dice (`afterUndo`): none left to name; undefined when no dice named them */
  takenBack?: number[][];
}

/**
 * Play a tap's `actions` on `base` (the first dice among them name `takenBack`, the app rolls an
 * undo took back, as `afterUndo`), then follow the steps with nothing to decide. The engine's
 * refusal of any of the tap's actions is returned as is.
 */
export function advance(base: Game, actions: Action[], takenBack: readonly number[][]): Result<Advanced> {
  let named: number[][] | undefined;
  const stamped = actions.map((a) => {
    if (named || !takenBack.length || !carriesDice(a)) return a;
    named = [];
    return { ...a, afterUndo: takenBack.map((d) => [...d]) } as Action;
  });
  let next = base;
  for (const action of stamped) {
    const r = applyAction(next, action);
    if (!r.ok) return r;
    next = r.value;
  }
  const automatic: Action[] = [];
  for (let a = automaticAction(next); a && automatic.length < MAX_FOLLOW; a = automaticAction(next)) {
    const r = applyAction(next, a);
    if (!r.ok) break;
    next = r.value;
    automatic.push(next.lastAction!);
  }
  return { ok: true, value: { next, automatic, ...(named ? { takenBack: named } : {}) } };
}

/**
 * The actions the next undo takes back (Session.undoDepth): the player's last tap whole (`joined[i]`:
 * action i was saved in the same tap as the one before it), and before it any step the app would
 * take again at once; never below `floor` actions.
 */
export function undoDepthOf(game: Game, joined: readonly boolean[], floor: number): number {
  let depth = 1;
  for (let i = game.length - 1; i > 0 && joined[i]; i--) depth++;
  let g: Game | null = game;
  for (let i = 0; i < depth && g; i++) g = g.previous;
  // land on a step where a player decides
  while (g && g.previous && automaticAction(g)) {
    g = g.previous;
    depth++;
  }
  return Math.max(0, Math.min(depth, game.length - floor));
}

/** What an undo of `depth` does: the game it returns to, the actions taken back, and the app rolls then taken back. */
export interface UndoPlan {
  prev: Game;
  /** the actions taken back, latest first */
  undone: Action[];
  /** the app rolls taken back and not answered by a later roll (undefined: unchanged) */
  takenBack?: number[][];
}

/**
 * Plan an undo of `depth` actions of `base`. In a game whose app dice are final (`appRolls:
 * 'final'`), an app roll is never taken back (`game/app-roll-final`). An undone dice action that
 * named app rolls taken back before it (afterUndo) gives them back to the list, so that the next
 * dice name every app roll taken back, not only the last one.
 */
export function undoPlan(base: Game, depth: number, takenBack: readonly number[][]): Result<UndoPlan> {
  const undone = undoneActions(base, depth);
  const rolled = undone.filter(appRolled);
  if (rolled.length && base.options.appRolls === 'final') {
    const dice = (rolled[0] as DiceOrigin & { dice: number[] }).dice.join(', ');
    return appFail('game/app-roll-final', { dice });
  }
  let prev = base;
  for (let i = 0; i < depth && prev.previous; i++) prev = prev.previous;
  const answered = [...undone].reverse().flatMap((a) => (carriesDice(a) ? ((a as DiceOrigin).afterUndo ?? []) : []));
  const back =
    rolled.length || answered.length
      ? [...answered, ...takenBack, ...rolled.reverse().map((a) => (a as { dice: number[] }).dice)].map((d) => [...d])
      : undefined;
  return { ok: true, value: { prev, undone, ...(back ? { takenBack: back } : {}) } };
}
