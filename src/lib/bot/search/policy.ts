// How both seats play in the search's futures (issue 32): quick rules of thumb, so that many futures
// fit in the budget. Every choice is one of the seat's legal moves (legalMoves: the engine's, with
// the cards it holds in that future) and is played by the engine; only the weighing is quick: a
// move by the squares it controls at nightfall (2.2-R2) and the Assault it opens, a combat by its
// exact odds (fight.ts), the rest by the position after it.
import { applyAction, ownRow, prompt, type Action, type Game, type LegalAction, type Seat } from '../../rules';
import { boardOf, control, hasOpenNeighbour, odds, sqIndex, type Board } from '../board';
import { cardContext, replacementWorth, worthOf } from '../cards';
import { staticValue } from '../evaluate';
import type { EvalWeights } from '../weights';
import { rollGain } from '../fight';
import { isLeader, isUnitCard, sidesOf } from '../knowledge';
import type { LevelParams } from '../levels';
import { legalMoves } from '../moves';
import type { BotView } from '../types';
import { ADVANCE, elimLoss, expectedGain, hitLoss, NB, RETREAT } from '../values';

/** The worth of a square of lead, and of an Assault's chance, in a quick move's weighing. */
const SQUARE = 1.5;
const OPENS = 0.5;

/** Squares controlled at nightfall, seat less enemy, with the unit on `from` moved to `to` (the board put back after). */
function leadAfter(b: Board, seat: Seat, from: number, to: number): number {
  const o = b.owner;
  o[to] = o[from]!;
  o[from] = -1;
  const lead = control(b, seat) - control(b, seat === 0 ? 1 : 0);
  o[from] = o[to]!;
  o[to] = -1;
  return lead;
}

/** The best Assault the unit on `to` could make next to it with the hand's unit cards (a rough chance × what a Hit costs). */
function opens(b: Board, view: BotView, from: number, to: number): number {
  const s = b.s;
  const u = b.unit[from]!;
  const nation = s.armies![view.seat].nation;
  let dice: readonly number[] = [];
  for (const id of view.hand) {
    const d = b.catalog.card(nation, id);
    if (isUnitCard(d) && d.unit === u.unit && d.attack && sidesOf(d.attack).length > dice.length) dice = sidesOf(d.attack);
  }
  if (!dice.length || b.noAssault[to]) return 0;
  let best = 0;
  for (const n of NB[to]!) {
    if (b.owner[n] !== (view.seat === 0 ? 1 : 0)) continue;
    const hill = b.hill[to] && !b.hill[n] ? 2 : 0;
    const o = odds('assault', dice, b.strength[from]! + hill, b.strength[n]! + b.defense[n]!);
    const win = (o['attacker-chooses'] ?? 0) + (o['retreat-and-hit'] ?? 0) + (o.eliminated ?? 0) + 0.5 * (o['defender-chooses'] ?? 0);
    best = Math.max(best, win * hitLoss(s, b.catalog, view.seat === 0 ? 1 : 0, b.unit[n]!) - (o['attackers-hit'] ?? 0) * 3);
  }
  return best;
}

/** The best basic move of the legal ones by squares and the Assault it opens, and what it gains. */
function bestMove(view: BotView, legal: LegalAction[]): { action: Action | null; gain: number } {
  const b = boardOf(view.game.state, view.game.catalog);
  const base = control(b, view.seat) - control(b, view.seat === 0 ? 1 : 0);
  const edge = view.game.state.armies![view.seat].edge!;
  let action: Action | null = null;
  let gain = -Infinity;
  for (const la of legal) {
    const a = la.action;
    if (a.type !== 'move') continue;
    const from = sqIndex(a.from);
    const to = sqIndex(a.to);
    // ties go forward (toward the enemy's half, where squares count at nightfall)
    const forward = 0.05 * (ownRow(edge, to) - ownRow(edge, from));
    const g = SQUARE * (leadAfter(b, view.seat, from, to) - base) + OPENS * opens(b, view, from, to) + forward;
    if (g > gain) [action, gain] = [a, g];
  }
  return { action, gain };
}

/** The Movement Phase (5): the best move; then Supply for a second unit when its move gains more than the card is worth (5-R8). */
function move(view: BotView, legal: LegalAction[]): Action | LegalAction {
  const s = view.game.state;
  const end = legal.find((la) => la.action.type === 'end-phase');
  const first = bestMove(view, legal);
  if (first.action) return first.action;
  const supply = legal.find((la) => la.action.type === 'supply');
  if (supply && s.movement.supply === 'none') {
    const after = applyAction(view.game, supply.action);
    if (after.ok) {
      const hand = [...view.hand];
      hand.splice(hand.indexOf('supply'), 1);
      const next = { ...view, game: after.value, hand };
      const second = bestMove(next, legalMoves(next));
      if (second.action && second.gain > worthOf(cardContext(s, view.game.catalog, view.seat), 'supply')) return supply;
    }
  }
  return end ?? legal[0]!;
}

/**
 * The Combat Phase (6): each declaration by the exact odds of its printed dice against the
 * defender's strength and terrain (no card either side adds), less the card it spends; the best
 * if it gains more than `above`.
 */
function combat(view: BotView, legal: LegalAction[], above: number): Action | LegalAction {
  const s = view.game.state;
  const b = boardOf(s, view.game.catalog);
  const cards = cardContext(s, view.game.catalog, view.seat);
  const nation = s.armies![view.seat].nation;
  const them: Seat = view.seat === 0 ? 1 : 0;
  let best: LegalAction = legal.find((la) => la.action.type === 'end-phase') ?? legal[0]!;
  let bestGain = above;
  for (const la of legal) {
    const a = la.action;
    if (a.type !== 'assault' && a.type !== 'bombard' && a.type !== 'volley' && a.type !== 'ambush' && a.type !== 'grand-battery') continue;
    const t = sqIndex(a.target);
    const e = b.unit[t];
    if (!e) continue;
    const def = view.game.catalog.card(nation, a.card);
    const from = 'from' in a ? sqIndex(a.from) : -1;
    const hill = from >= 0 && b.hill[from] && !b.hill[t] ? 2 : 0;
    const defense = b.strength[t]! + b.defense[t]!;
    const hit = hitLoss(s, b.catalog, them, e);
    let gain: number;
    if (a.type === 'assault' || a.type === 'ambush') {
      const dice = a.type === 'ambush' ? [10] : isUnitCard(def) ? sidesOf(def.attack) : [];
      const o = odds(a.type, dice, a.type === 'ambush' ? 0 : b.strength[from]! + hill, defense);
      const elim = elimLoss(s, b.catalog, them, e);
      gain = expectedGain(a.type, o, {
        hit,
        elim,
        retreat: hasOpenNeighbour(b, t) ? RETREAT : elim,
        reduced: e.reduced,
        attackersHit: from >= 0 ? hitLoss(s, b.catalog, view.seat, b.unit[from]!) : 0,
        advance: a.type === 'assault' ? ADVANCE : 0,
        pursuit: 0
      });
    } else {
      const dice = isUnitCard(def) ? sidesOf(def.bombard ?? def.volley) : isLeader(def) ? sidesOf(def.grandBattery?.bombard) : [];
      gain = (odds('bombardment', dice, hill, defense).hit ?? 0) * hit;
    }
    gain -= worthOf(cards, a.card);
    if (gain > bestGain) [best, bestGain] = [la, gain];
  }
  return best;
}

/**
 * 6.1 steps 3–5: each card the seat may add (or Withdraw) by the exact odds of the combat after
 * it, less the card's worth; the attacker the most for it, the defender the least for the attacker.
 */
function cardStep(view: BotView, legal: LegalAction[]): Action | LegalAction {
  const s = view.game.state;
  const attacking = s.active === view.seat;
  const cards = cardContext(s, view.game.catalog, view.seat);
  const cb = s.combat!;
  // for the attacker, what the combat is worth to it; a Withdraw costs the defender its retreat (6.1-R6)
  const worth = (g: Game) => (g.state.combat ? rollGain(g, 0).gain : RETREAT + (cb.kind === 'assault' ? ADVANCE : 0));
  let best: LegalAction = legal.find((la) => la.action.type === 'pass') ?? legal[0]!;
  let bestValue = -Infinity;
  for (const la of legal) {
    const a = la.action;
    if (a.type !== 'pass' && a.type !== 'play' && !(a.type === 'withdraw' && !la.dice)) continue;
    const r = applyAction(view.game, a);
    if (!r.ok) continue;
    const cost = a.type === 'pass' ? 0 : worthOf(cards, a.card);
    const v = (attacking ? worth(r.value) : -worth(r.value)) - cost;
    if (v > bestValue) [best, bestValue] = [la, v];
  }
  return best;
}

/** Any other choice: the one whose position is best for the seat (staticValue). */
function byPosition(view: BotView, legal: LegalAction[], w: EvalWeights): Action | LegalAction {
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const la of legal) {
    const r = applyAction(view.game, la.dice ? ({ ...la.action, dice: la.dice.map(() => 1) } as Action) : la.action);
    if (!r.ok) continue;
    const v = staticValue(r.value.state, r.value.catalog, view.seat, w);
    if (v > bestValue) [best, bestValue] = [la, v];
  }
  return best;
}

/** The quick policy of the search's futures, for the seat of `view`. */
export function quickPolicy(lp: LevelParams): (view: BotView) => Action | LegalAction {
  return (view) => {
    const legal = legalMoves(view);
    if (legal.length <= 1) {
      if (!legal[0]) throw new Error(`quick policy: no legal action at ${prompt(view.game).step}`);
      return legal[0];
    }
    const step = prompt(view.game).step;
    const s = view.game.state;
    const pick = (type: string) => legal.find((la) => la.action.type === type);
    switch (step) {
      case 'draw':
        return pick('draw') ?? legal[0]!;
      case 'discard': {
        // 4-R5: the weakest card, if a new one is worth more
        const cards = cardContext(s, view.game.catalog, view.seat);
        const fresh = replacementWorth(cards, view.hand);
        let worst: LegalAction | null = null;
        let low = fresh - lp.discardMargin;
        for (const la of legal) {
          const a = la.action;
          if (a.type !== 'discard' || a.cards.length !== 1) continue;
          const w = worthOf(cards, a.cards[0]!);
          if (w < low) [worst, low] = [la, w];
        }
        return worst ?? pick('end-phase') ?? legal[0]!;
      }
      case 'movement':
        return move(view, legal);
      case 'combat':
        return combat(view, legal, lp.declareAbove);
      case 'restoration':
        // 7: restoring is worth its card almost always; then a Redoubt where it is held (9.2-R14)
        return pick('restore') ?? pick('rally') ?? pick('redoubt') ?? pick('end-phase') ?? legal[0]!;
      case 'combat:withdraw':
      case 'combat:defender':
      case 'combat:attacker':
        return cardStep(view, legal);
      case 'guerrilla':
        return pick('pass') ?? legal[0]!;
      default:
        return byPosition(view, legal, lp.eval);
    }
  };
}
