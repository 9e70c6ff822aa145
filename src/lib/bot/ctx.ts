// One decision's working context: the view, the level, a seeded generator, and the engine used as
// the bot's imagination (an action tried on a copy of the game; a Guerrilla window let be).
import { applyAction, type Action, type Game, type LegalAction, type Seat } from '../rules';
import { cardContext, handWorth, replacementWorth, type CardContext } from './cards';
import { judge, type Judgement } from './evaluate';
import type { LevelParams } from './levels';
import { dayLeft, type DayLeft } from './time';
import { cardsOf, legalMoves } from './moves';
import type { BotView, Reason, ScoredOption } from './types';

export interface Ctx {
  view: BotView;
  game: Game;
  me: Seat;
  hand: readonly string[];
  lp: LevelParams;
  r: () => number;
  /** the decision's seed (decide.ts decisionSeed): the search's futures are drawn from it */
  seed: number;
  /** judgements of the positions tried in this decision, by state and hand */
  memo: WeakMap<object, Map<string, Judgement>>;
  cards: CardContext;
  /** the worth of a card drawn now (cards.ts) */
  replacement: number;
  /** the player turns left in the day (time.ts) */
  day: DayLeft;
}

export function makeCtx(view: BotView, lp: LevelParams, r: () => number, seed = 0): Ctx {
  const s = view.game.state;
  const cards = cardContext(s, view.game.catalog, view.seat, lp.eval, view.game.options.nightfall);
  return {
    view,
    game: view.game,
    me: view.seat,
    hand: view.hand,
    lp,
    r,
    seed,
    memo: new WeakMap(),
    cards,
    replacement: s.armies ? replacementWorth(cards, view.hand) : 0,
    day: dayLeft(s, view.game.options, view.seat, lp.eval.pace)
  };
}

/** The hand after an action of mine took its cards. */
export function handAfter(hand: readonly string[], a: Action): string[] {
  const out = [...hand];
  for (const c of cardsOf(a)) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The worth of the cards an action of mine spends (what my hand loses by them). */
export function costOf(c: Ctx, a: Action, hand: readonly string[] = c.hand): number {
  const cards = cardsOf(a);
  if (cards.length === 0) return 0;
  return handWorth(c.cards, hand) - handWorth(c.cards, handAfter(hand, a));
}

/** Try an action on the game (a Guerrilla window it opens is let be); null when refused. */
export function sim(game: Game, a: Action): Game | null {
  const r = applyAction(game, a);
  if (!r.ok) return null;
  let g = r.value;
  if (g.state.pending) {
    const p = applyAction(g, { type: 'pass' });
    if (p.ok) g = p.value;
  }
  return g;
}

/** My judgement of a game with this hand (memoised for the decision). */
export function value(c: Ctx, g: Game, hand: readonly string[]): Judgement {
  let m = c.memo.get(g.state);
  if (!m) c.memo.set(g.state, (m = new Map()));
  const key = hand.join(',');
  let j = m.get(key);
  if (!j) {
    j = judge(g.state, g.catalog, c.me, hand, c.lp.eval, c.lp.attackPlan || c.lp.eval.potential > 0, c.game.options.nightfall);
    m.set(key, j);
  }
  return j;
}

/** My legal actions in a game I am imagining, holding `hand`. */
export function movesIn(c: Ctx, g: Game, hand: readonly string[]): LegalAction[] {
  return legalMoves({ game: g, seat: c.me, hand: [...hand] });
}

/** An option scored by the judgement of the game after it (cards spent counted). */
export function scoreByJudgement(c: Ctx, la: LegalAction, extra: Reason[] = []): ScoredOption {
  const before = value(c, c.game, c.hand);
  const g = sim(c.game, la.action);
  if (!g) return { ...la, score: -Infinity, reasons: [] };
  const hand = handAfter(c.hand, la.action);
  const after = value(c, g, hand);
  const reasons: Reason[] = [...extra, ...judgementReasons(before, after)];
  return { ...la, score: after.value - costOf(c, la.action), reasons };
}

/** The reasons a change of judgement gives: squares, material, threat. */
export function judgementReasons(before: Judgement, after: Judgement): Reason[] {
  const out: Reason[] = [];
  if (after.lead !== before.lead) out.push({ kind: 'nightfall', squares: after.lead - before.lead, lead: after.lead });
  if (before.forward && after.forward && after.forward[0] !== before.forward[0])
    out.push({ kind: 'advance', rows: after.forward[0] - before.forward[0], mine: after.forward[0], theirs: after.forward[1] });
  const dm = after.material - before.material;
  if (Math.abs(dm) >= 0.5) out.push({ kind: 'material', change: round1(dm) });
  const tb = before.threat.total;
  const ta = after.threat.total;
  if (Math.abs(ta - tb) >= 0.5) {
    const square =
      (ta < tb ? before.threat.worst?.square : after.threat.worst?.square) ?? before.threat.worst?.square ?? after.threat.worst?.square;
    if (square) out.push({ kind: 'threat', square, change: round1(ta - tb) });
  }
  return out;
}

/** The day's turns left, as a reason, once a card kept is worth less for it (time.ts). */
export function dayReason(c: Ctx): Reason[] {
  return c.cards.keep < 1 ? [{ kind: 'day-left', turns: c.day.mine }] : [];
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
