// Squares tasks: the engine computes the squares (moveDestinations, fireTargets, retreatSquares,
// nightfallScore/nightfallControl, the legal deployments and supporting units), and a wrong square
// is explained by the engine's own refusal where it has one (the move, the Bombardment, the
// deployment, the Leader's Command tried on it), else by the lessons' reason naming the rule.
import {
  applyAction,
  fail,
  fireTargets,
  inEnemyHalf,
  legalActions,
  moveDestinations,
  nightfallControl,
  nightfallScore,
  retreatSquares,
  squareIndex,
  type Action,
  type Game,
  type Position,
  type RuleError,
  type Seat,
  type Square
} from '$lib/rules';
import { boardGame, boardPosition, seatOn } from './boards';
import { probeGame } from './probe';
import type { SquaresQuestion, Stage } from './types';
import { refusal } from './words';

type Squares = { ok: true; squares: Square[] } | { ok: false; reason: RuleError };

const err = (e: { ok: false; error: RuleError }) => ({ ok: false as const, reason: e.error });

/**
 * The game to try an action on: the stage's own game when it is at that phase of that unit's
 * player, else a probe game holding the board's position at that phase.
 */
function gameFor(stage: Stage, p: Position, from: Square, phase: 'movement' | 'combat'): Game {
  const seat = seatOn(p, from) ?? 0;
  const g = boardGame(stage.board);
  if (g && g.ok) {
    const s = g.value.state;
    if (s.stage === 'play' && s.phase === phase && s.active === seat && !s.combat && !s.pending) return g.value;
  }
  return probeGame(p, seat, phase);
}

/** A card's firing form and range (6.2-R3, R4: Volley adjacent; Bombardment at its Range, at most 2). */
function fireCard(p: Position, from: Square, card: string): { form: 'bombard' | 'volley'; range: number } | null {
  const seat = seatOn(p, from);
  if (seat === null) return null;
  const def = p.catalog.card(p.armies[seat].nation, card);
  if (!def || def.kind !== 'unit') return null;
  if (def.bombard) return { form: 'bombard', range: Math.min(def.range ?? 2, 2) };
  if (def.volley) return { form: 'volley', range: 1 };
  return null;
}

/** Every square the question asks for, as the engine computes it. */
export function expectedSquares(stage: Stage, q: SquaresQuestion): Squares {
  const pr = boardPosition(stage.board);
  if (!pr.ok) return err(pr);
  const p = pr.value;
  switch (q.ask) {
    case 'moves':
      return { ok: true, squares: moveDestinations(p, q.from, { forcedMarch: !!q.forcedMarch }) };
    case 'fire': {
      const c = fireCard(p, q.from, q.card);
      return { ok: true, squares: c ? fireTargets(p, q.from, c.range) : [] };
    }
    case 'retreat':
      return { ok: true, squares: retreatSquares(p, q.from) };
    case 'control':
      return { ok: true, squares: nightfallScore(p).squares[q.nation] ?? [] };
    case 'contested':
      return {
        ok: true,
        squares: [...new Set(nightfallControl(p).flatMap((s) => s.squares.filter((x) => x.kind === 'contested').map((x) => x.square)))]
      };
    case 'deploy':
    case 'support': {
      const g = boardGame(stage.board);
      if (!g) return { ok: true, squares: [] };
      if (!g.ok) return err(g);
      const out = new Set<Square>();
      for (const { action: a } of legalActions(g.value)) {
        if (q.ask === 'deploy' && a.type === 'deploy' && a.unit === q.unit) out.add(a.square);
        if (q.ask === 'support' && a.type === 'play' && a.use === 'command') for (const s of a.supporting ?? []) out.add(s);
      }
      return { ok: true, squares: [...out] };
    }
  }
}

/** The engine's refusal of the first action, or of the last one when none is more telling than 'move/illegal'. */
function firstRefusal(game: Game, actions: Action[]): RuleError | null {
  let last: RuleError | null = null;
  for (const a of actions) {
    const r = applyAction(game, a);
    if (r.ok) continue;
    if (r.error.code !== 'move/illegal') return r.error;
    last = r.error;
  }
  return last;
}

/** 5-R10…R13: why `square` is no end of a basic move plus a Forced March from `from`. */
function forcedMarchRefusal(p: Position, from: Square, square: Square): RuleError {
  if (moveDestinations(p, from).includes(square)) return refusal('learn/forced-march-basic', { square });
  const game = probeGame(p, seatOn(p, from) ?? 0, 'movement');
  let last: RuleError | null = null;
  for (const e of moveDestinations(p, from)) {
    const moved = applyAction(game, { type: 'move', from, to: e });
    if (!moved.ok) continue;
    const fm = applyAction(moved.value, { type: 'forced-march', from: e, to: square });
    if (fm.ok) continue;
    if (fm.error.code !== 'move/illegal') return fm.error;
    last = fm.error;
  }
  return last ?? refusal('move/illegal', { square });
}

/** 2.2-R1, R2: why `square` does not count for `nation` at nightfall. */
function controlRefusal(p: Position, q: Extract<SquaresQuestion, { ask: 'control' }>, square: Square): RuleError {
  const seat: Seat = p.armies[0].nation === q.nation ? 0 : 1;
  if (!inEnemyHalf(p.armies[seat].edge, squareIndex(square))) return refusal('learn/control-own-half', { square });
  const kind = nightfallControl(p)[seat].squares.find((x) => x.square === square)?.kind;
  if (kind === 'contested') return refusal('learn/control-contested', { square });
  if (kind === 'enemy-occupied') return refusal('learn/control-enemy', { square });
  return refusal('learn/control-none', { square });
}

/** Why a tapped square is not one of the answer's squares: the engine's refusal where it has one. */
function extraReason(stage: Stage, q: SquaresQuestion, p: Position, square: Square): RuleError {
  switch (q.ask) {
    case 'moves':
      if (q.forcedMarch) return forcedMarchRefusal(p, q.from, square);
      return (
        firstRefusal(gameFor(stage, p, q.from, 'movement'), [{ type: 'move', from: q.from, to: square }]) ??
        refusal('move/illegal', { square })
      );
    case 'fire': {
      const c = fireCard(p, q.from, q.card);
      const a: Action = { type: c?.form ?? 'bombard', from: q.from, target: square, card: q.card };
      return firstRefusal(gameFor(stage, p, q.from, 'combat'), [a]) ?? refusal('combat/no-line-of-sight', {});
    }
    case 'retreat':
      return refusal('retreat/illegal', { square });
    case 'control':
      return controlRefusal(p, q, square);
    case 'contested':
      return refusal(seatOn(p, square) === null ? 'learn/contested-one-side' : 'learn/contested-occupied', { square });
    case 'deploy': {
      const g = boardGame(stage.board);
      const r = g && g.ok ? firstRefusal(g.value, [{ type: 'deploy', unit: q.unit, square }]) : null;
      return r ?? refusal('setup/deploy-home-rows', { square });
    }
    case 'support': {
      const g = boardGame(stage.board);
      const leader = g && g.ok ? legalActions(g.value).find((l) => l.action.type === 'play' && l.action.use === 'command') : undefined;
      const r =
        g && g.ok && leader && leader.action.type === 'play'
          ? firstRefusal(g.value, [{ type: 'play', card: leader.action.card, use: 'command', supporting: [square] }])
          : null;
      return r ?? refusal('combat/support-invalid', { square });
    }
  }
}

/** Why a square left out belongs to the answer. */
function missedReason(p: Position, q: SquaresQuestion, square: Square): RuleError {
  switch (q.ask) {
    case 'moves':
      return refusal(q.forcedMarch ? 'learn/forced-march-missed' : 'learn/moves-missed', { square });
    case 'fire':
      return refusal('learn/fire-missed', { square });
    case 'retreat':
      return refusal('learn/retreat-missed', { square });
    case 'control':
      return refusal(seatOn(p, square) === null ? 'learn/control-missed-influence' : 'learn/control-missed-occupied', { square });
    case 'contested':
      return refusal('learn/contested-missed', { square });
    case 'deploy':
      return refusal('learn/deploy-missed', { square });
    case 'support':
      return refusal('learn/support-missed', { square });
  }
}

/** Check tapped squares: every one of the engine's squares, and no other (the order of taps does not matter). */
export function checkSquares(
  stage: Stage,
  q: SquaresQuestion,
  tapped: readonly unknown[]
): { ok: true } | { ok: false; reason: RuleError } {
  const pr = boardPosition(stage.board);
  if (!pr.ok) return err(pr);
  for (const s of tapped) {
    if (typeof s !== 'string' || squareIndex(s) < 0) {
      const e = fail('position/square', { square: String(s) });
      if (!e.ok) return err(e);
    }
  }
  const want = expectedSquares(stage, q);
  if (!want.ok) return want;
  const given = new Set(tapped as string[]);
  for (const s of given) if (!want.squares.includes(s)) return { ok: false, reason: extraReason(stage, q, pr.value, s) };
  for (const s of want.squares) if (!given.has(s)) return { ok: false, reason: missedReason(pr.value, q, s) };
  return { ok: true };
}
