// The Movement Phase (rule 5): the bot plans the whole phase — one move, a second with Supply
// (5-R8), Forced Marches (5-R10) — tried on the engine, each plan judged by the position after it,
// the combat it opens this turn (4-R2: combat comes next) and the enemy's reply next turn.
// Single-unit plans are all tried; two-unit plans pair the best single ones (Supply's second unit).
import { TERRAIN_EFFECTS, type Action, type Game, type LegalAction } from '../rules';
import { sqIndex } from './board';
import type { AttackChance } from './attack';
import { costOf, handAfter, judgementReasons, movesIn, round2, sim, value, type Ctx } from './ctx';
import { replyLoss, sampleHands } from './reply';
import type { Line } from './search/search';
import type { Reason } from './types';

interface Node {
  game: Game;
  hand: string[];
  cost: number;
}

interface Plan {
  /** the actions of the plan, in order */
  steps: Action[];
  /** the unit's square before the plan (a plan moves one unit) */
  unit: string;
  node: Node;
  value: number;
  /** hard: the expected cost of the enemy's best answer over the sampled hands (reply.ts) */
  reply?: number;
}

/** This turn's best combat from the position of `g` (0 when the level does not plan it). */
function attackNow(c: Ctx, g: Game, hand: readonly string[]): AttackChance {
  if (!c.lp.attackPlan) return { gain: 0, target: null, win: 0 };
  return value(c, g, hand).attack;
}

/** The worth of ending the Movement Phase at node n. */
function endValue(c: Ctx, n: Node): number {
  return value(c, n.game, n.hand).value + 0.85 * attackNow(c, n.game, n.hand).gain - n.cost;
}

function child(c: Ctx, n: Node, a: Action): Node | null {
  const g = sim(n.game, a);
  if (!g) return null;
  return { game: g, hand: handAfter(n.hand, a), cost: n.cost + costOf(c, a, n.hand) };
}

function play(c: Ctx, n: Node, steps: Action[]): Node | null {
  let x: Node | null = n;
  for (const a of steps) if (x) x = child(c, x, a);
  return x;
}

/** Every plan for one more unit from node n: each basic move, with a Forced March after it when held. */
function singlePlans(c: Ctx, n: Node): Plan[] {
  const out: Plan[] = [];
  const legal = movesIn(c, n.game, n.hand);
  for (const la of legal) {
    const a = la.action;
    if (a.type === 'forced-march') {
      // a unit that already moved this phase (5-R10)
      const k = child(c, n, a);
      if (k) out.push({ steps: [a], unit: a.from, node: k, value: endValue(c, k) });
      continue;
    }
    if (a.type !== 'move') continue;
    const k = child(c, n, a);
    if (!k) continue;
    out.push({ steps: [a], unit: a.from, node: k, value: endValue(c, k) });
    if (!c.lp.forcedMarch || !k.hand.includes('forced-march')) continue;
    for (const fm of movesIn(c, k.game, k.hand)) {
      if (fm.action.type !== 'forced-march' || fm.action.from !== a.to) continue;
      const k2 = child(c, k, fm.action);
      if (k2) out.push({ steps: [a, fm.action], unit: a.from, node: k2, value: endValue(c, k2) });
    }
  }
  return out;
}

/** Supply then a second unit's plan (5-R8): the best single plans of two different units combined. */
function pairPlans(c: Ctx, n: Node, singles: Plan[], afterFirst: boolean): Plan[] {
  const K = c.lp.pairs;
  if (K <= 0) return [];
  const best = [...singles].sort((a, b) => b.value - a.value);
  const out: Plan[] = [];
  const supply: Action = { type: 'supply' };
  if (afterFirst) {
    // one unit has moved: Supply, then each plan of another unit
    const k = child(c, n, supply);
    if (!k || k.game.state.movement.supply !== 'played') return out;
    for (const p of singlePlans(c, k)) out.push({ ...p, steps: [supply, ...p.steps] });
    return out;
  }
  const firsts = best.slice(0, K);
  for (const p of firsts) {
    const k = child(c, p.node, supply);
    if (!k || k.game.state.movement.supply !== 'played') continue;
    let m = 0;
    for (const q of best) {
      if (m >= K) break;
      if (q.unit === p.unit) continue;
      const end = play(c, k, q.steps);
      if (!end) continue;
      m++;
      out.push({ steps: [...p.steps, supply, ...q.steps], unit: p.unit, node: end, value: endValue(c, end) });
    }
  }
  return out;
}

const keyOf = (a: Action) => JSON.stringify(a);

/** The square where the unit moved by `first` ends the plan (after its Forced March, if any). */
function endSquare(steps: Action[], first: Action): string | null {
  if (first.type !== 'move' && first.type !== 'forced-march') return null;
  let at = first.to;
  for (const x of steps) if (x.type === 'forced-march' && x.from === at) at = x.to;
  return at;
}

/**
 * Hard: the best plans judged by the enemy's sampled answer instead of the estimated threat; the
 * other plans are ranked below them.
 */
function withReplies(c: Ctx, plans: Plan[]): void {
  if (plans.length === 0) return;
  const order = [...plans].sort((a, b) => b.value - a.value);
  const top = new Set(order.slice(0, c.lp.replyPlans));
  const k = value(c, c.game, c.hand).knowledge;
  const hands = sampleHands(k, c.lp.replies, 5, c.r);
  for (const p of plans) {
    if (!top.has(p)) {
      p.value -= 50;
      continue;
    }
    const j = value(c, p.node.game, p.node.hand);
    p.reply = replyLoss(c, p.node.game, p.node.hand, hands);
    p.value += c.lp.eval.threat * j.threat.total + j.swing - c.lp.replyWeight * p.reply;
  }
}

/** Each legal action of the Movement Phase, scored by the best plan that begins with it. */
export function movementOptions(c: Ctx, legal: LegalAction[]): Line[] {
  const root: Node = { game: c.game, hand: [...c.hand], cost: 0 };
  const before = value(c, c.game, c.hand);
  const mv = c.game.state.movement;
  const singles = singlePlans(c, root);
  const canSupply = mv.supply === 'none' && legal.some((la) => la.action.type === 'supply');
  const pairs = canSupply ? pairPlans(c, root, singles, mv.moved.length > 0) : [];
  const plans = [...singles, ...pairs];
  if (c.lp.replies > 0) withReplies(c, plans);
  const firstKeys = plans.map((p) => keyOf(p.steps[0]!));
  return legal.map((la) => {
    const a = la.action;
    if (a.type === 'scout') return { ...la, score: -Infinity, reasons: [] };
    if (a.type === 'end-phase') return { ...la, score: endValue(c, root), reasons: [{ kind: 'stop', phase: 'movement' }] };
    let bestPlan: Plan | null = null;
    const key = keyOf(a);
    for (let i = 0; i < plans.length; i++) {
      const p = plans[i]!;
      // a plan begins with this action, or (Supply first) pairs the same moves in another order
      const starts = firstKeys[i] === key || (a.type === 'supply' && p.steps.some((x) => x.type === 'supply'));
      if (starts && (!bestPlan || p.value > bestPlan.value)) bestPlan = p;
    }
    if (!bestPlan) {
      const k = child(c, root, a);
      return { ...la, score: k ? endValue(c, k) : -Infinity, reasons: [] };
    }
    const reasons: Reason[] = [];
    if (bestPlan.steps.some((x) => x.type === 'supply')) reasons.push({ kind: 'supply' });
    if (bestPlan.steps.some((x) => x.type === 'forced-march')) reasons.push({ kind: 'forced-march' });
    // where this action's unit ends: on terrain that defends it (6.3-R1)?
    const end = endSquare(bestPlan.steps, a);
    if (end) {
      const t = c.game.state.terrain![sqIndex(end)]!;
      if (TERRAIN_EFFECTS[t].defense >= 2) reasons.push({ kind: 'terrain', square: end, terrain: t });
    }
    reasons.push(...judgementReasons(before, value(c, bestPlan.node.game, bestPlan.node.hand)));
    if (bestPlan.reply !== undefined) reasons.push({ kind: 'reply', loss: round2(bestPlan.reply), hands: c.lp.replies });
    const att = attackNow(c, bestPlan.node.game, bestPlan.node.hand);
    if (att.target && att.gain > 0.5) reasons.push({ kind: 'attack-next', target: att.target, win: round2(att.win) });
    // the whole plan, for the search (search.ts): Supply first when that is this option
    const line = a.type === 'supply' ? [a, ...bestPlan.steps.filter((x) => x.type !== 'supply')] : bestPlan.steps;
    return { ...la, score: bestPlan.value, reasons, line };
  });
}
