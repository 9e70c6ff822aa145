// The arrows on the board: every move of the player turn under way — basic moves along
// the squares they really went through (a cavalry move that turns goes round its corner), Forced
// March, the advance after combat, the Skirmish move, and the defender's retreat — read back from
// the action log. Before the active player has moved, the previous player turn's moves are shown.
// The paths come from the engine (`movePath` on the position before each action).
import { other, movePath, positionOf, type Action, type Game, type GameState, type Seat } from '$lib/rules';

export interface MovePath {
  /** the squares went through, first to last */
  squares: string[];
  /** how the unit moved: a move (with its Forced March), an advance, a Skirmish move, a retreat */
  kind: 'move' | 'advance' | 'skirmish' | 'retreat';
  /** the unit's player */
  seat: Seat;
  /** made in the player turn under way (false: the previous player turn) */
  current: boolean;
}

/** How far back the log is read (a player turn has a few dozen actions at most). */
const DEPTH = 120;

function unitAt(s: GameState, square: string): { seat: Seat; unit: string } | null {
  for (const seat of [0, 1] as const) {
    const u = s.armies?.[seat].units.find((x) => x.square === square);
    if (u) return { seat, unit: u.unit };
  }
  return null;
}

function squareOf(s: GameState, seat: Seat, unit: string): string | null {
  return s.armies?.[seat].units.find((x) => x.unit === unit)?.square ?? null;
}

/** One player turn's actions with the games before and after each, oldest first. */
interface Step {
  action: Action;
  before: Game;
  after: Game;
}

/** The steps of the player turn that `game` is in (a turn ends with the Restoration Phase's end). */
function turnSteps(game: Game, depth: number): { steps: Step[]; start: Game | null } {
  const steps: Step[] = [];
  let g: Game = game;
  for (let i = 0; i < depth && g.previous && g.lastAction; i++) {
    const before = g.previous;
    const a = g.lastAction;
    const bs = before.state;
    if (bs.stage !== 'play') return { steps: steps.reverse(), start: null };
    // the Restoration Phase ended: the action belongs to the turn before
    if (a.type === 'end-phase' && bs.phase === 'restoration' && !bs.combat && !bs.pending) return { steps: steps.reverse(), start: g };
    steps.push({ action: a, before, after: g });
    g = before;
  }
  return { steps: steps.reverse(), start: null };
}

function pathsOf(steps: Step[], current: boolean): MovePath[] {
  const paths: MovePath[] = [];
  /** the path of each unit that moved, by "seat:unit" */
  const byUnit = new Map<string, MovePath>();
  /** a Forced March waiting for the opponent's Guerrilla answer */
  let waiting: { key: string; to: string } | null = null;
  const extend = (key: string, to: string) => {
    const p = byUnit.get(key);
    if (p && p.squares.at(-1) !== to) p.squares.push(to);
  };
  for (const { action: a, before, after } of steps) {
    const s = before.state;
    const t = after.state;
    switch (a.type) {
      case 'move': {
        const u = unitAt(s, a.from);
        if (!u) break;
        const path = movePath(positionOf(s, before.catalog), a.from, a.to) ?? [a.from, a.to];
        const p: MovePath = { squares: path, kind: 'move', seat: u.seat, current };
        paths.push(p);
        byUnit.set(`${u.seat}:${u.unit}`, p);
        break;
      }
      case 'forced-march': {
        const u = unitAt(s, a.from);
        if (!u) break;
        const key = `${u.seat}:${u.unit}`;
        if (squareOf(t, u.seat, u.unit) === a.to) extend(key, a.to);
        else if (t.pending) waiting = { key, to: a.to };
        break;
      }
      case 'pass':
        if (waiting && s.pending && !t.pending) extend(waiting.key, waiting.to);
        waiting = null;
        break;
      case 'guerrilla':
        waiting = null;
        break;
      case 'advance': {
        const cb = s.combat;
        const u = a.unit ? unitAt(s, a.unit) : null;
        if (!cb || !u || !a.unit) break;
        paths.push({ squares: [a.unit, cb.target], kind: 'advance', seat: u.seat, current });
        break;
      }
      case 'skirmish-move': {
        const cb = s.combat;
        const from = cb?.attacker ? squareOf(s, s.active, cb.attacker) : null;
        if (!from || from === a.to) break;
        const path = movePath(positionOf(s, before.catalog), from, a.to) ?? [from, a.to];
        paths.push({ squares: path, kind: 'skirmish', seat: s.active, current });
        break;
      }
      case 'retreat': {
        const cb = s.combat;
        if (!cb) break;
        const seat: Seat = other(s.active);
        const from = squareOf(s, seat, cb.defender);
        if (from && squareOf(t, seat, cb.defender) === a.to) paths.push({ squares: [from, a.to], kind: 'retreat', seat, current });
        break;
      }
    }
  }
  return paths;
}

/**
 * The moves to draw: those of the player turn under way; before the active player has made any,
 * those of the previous player turn (marked `current: false`).
 */
export function turnMoves(game: Game): MovePath[] {
  if (game.state.stage === 'setup') return [];
  const { steps, start } = turnSteps(game, DEPTH);
  const now = pathsOf(steps, true);
  if (now.length || !start) return now;
  // `start` is the game right after the previous player turn ended
  const prev = start.previous;
  return prev ? pathsOf(turnSteps(prev, DEPTH).steps, false) : [];
}
