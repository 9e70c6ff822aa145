// The review's two arrows on the board (issue 33): the action played (dashed) and Adiutant's
// (solid), each from its unit to where it goes or what it attacks (the engine's actionSquares).
import { actionSquares, type Action } from '$lib/rules';
import type { BoardPath } from '$lib/ui/board';

export type ArrowKind = 'played' | 'better';

/** The arrow of an action, or null when it has none on the board (a phase's end, a card's play, a discard). */
export function arrowOf(action: Action | null, kind: ArrowKind): BoardPath | null {
  if (!action) return null;
  const { unit, to, target } = actionSquares(action);
  const end = to ?? target;
  return unit && end && end !== unit ? { squares: [unit, end], kind, current: true } : null;
}

/** Both arrows (the played one under Adiutant's). */
export function arrows(played: Action | null, better: Action | null): BoardPath[] {
  return [arrowOf(played, 'played'), arrowOf(better, 'better')].filter((p): p is BoardPath => p !== null);
}
