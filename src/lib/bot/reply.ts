// The hard level's look at the enemy's answer (issue 26: "sample the opponent's hidden hand from
// its deck composition"): after a plan of the bot's, the enemy's turn is played on the engine up
// to its Movement Phase; for hands sampled from its unseen cards, it picks the move and combat
// best for it, and the bot counts what that costs it. Replaces the estimated threat of normal.
import { applyAction, legalActions, type Action, type Game, type Seat } from '../rules';
import { attackPotential, type KnownDefence } from './attack';
import { boardOf } from './board';
import { cardContext } from './cards';
import { staticValue } from './evaluate';
import { isHq, knowledge, type Knowledge } from './knowledge';
import { myDefenseCards } from './threat';
import type { Ctx } from './ctx';

/** The game at the start of the other seat's Movement Phase, my turn ended as it stands (null if it cannot be reached so). */
function toTheirMovement(g: Game, me: Seat): Game | null {
  let x = g;
  for (let i = 0; i < 16; i++) {
    const s = x.state;
    if (s.stage !== 'play' || s.combat) return null;
    if (s.active !== me && s.phase === 'movement' && !s.pending) return x;
    let a: Action = { type: 'end-phase' };
    if (s.pending) a = { type: 'pass' };
    else if (s.active !== me && s.phase === 'draw') {
      const d = s.decks[s.active];
      if (d.hand < 5 && (d.drawPile > 0 || d.discard.length > 0)) a = { type: 'draw' };
    }
    const r = applyAction(x, a);
    if (!r.ok) return null;
    x = r.value;
  }
  return null;
}

/** Hands of `size` cards drawn from the unseen cards (seeded by the decision). */
function sampleHands(k: Knowledge, n: number, size: number, r: () => number): string[][] {
  const pool: string[] = [];
  for (const [id, copies] of k.unseen) for (let i = 0; i < copies; i++) pool.push(id);
  const out: string[][] = [];
  for (let j = 0; j < n; j++) {
    const xs = [...pool];
    const hand: string[] = [];
    for (let i = 0; i < size && xs.length; i++) hand.push(xs.splice(Math.floor(r() * xs.length), 1)[0]!);
    out.push(hand);
  }
  return out;
}

/**
 * The expected loss to me from the enemy's next Movement and Combat Phases after game `g` (my
 * Movement Phase done), over sampled enemy hands: its best move by its position and its best combat
 * then, with what the move costs me positionally.
 */
export function replyLoss(c: Ctx, g: Game, myHand: readonly string[], hands: string[][]): number {
  const me = c.me;
  const them: Seat = me === 0 ? 1 : 0;
  const w = c.lp.eval;
  const start = toTheirMovement(g, me);
  if (!start) return 0;
  const mine0 = staticValue(start.state, start.catalog, me, w);
  // the enemy attacks a defender whose cards I know: mine (6.1 steps 3–4)
  const mk = knowledge(start.state, start.catalog, me, myHand);
  const known: KnownDefence = {
    cards: (unit) => myDefenseCards(mk, unit),
    withdraw: myHand.some((x) => isHq(start.catalog.card(mk.myNation, x), 'withdraw'))
  };
  const options: { mine: number; theirs: number; gains: number[] }[] = [];
  for (const la of legalMovesOf(start)) {
    const r = applyAction(start, la);
    if (!r.ok) continue;
    const s = r.value.state;
    const b = boardOf(s, r.value.catalog);
    const cc = cardContext(s, r.value.catalog, them);
    const gains = hands.map((h) => attackPotential(b, knowledge(s, r.value.catalog, them, h), cc, true, known).gain);
    options.push({ mine: staticValue(s, r.value.catalog, me, w), theirs: staticValue(s, r.value.catalog, them, w), gains });
  }
  if (options.length === 0) return 0;
  let loss = 0;
  hands.forEach((_, j) => {
    let best = options[0]!;
    for (const o of options) if (o.theirs + o.gains[j]! > best.theirs + best.gains[j]!) best = o;
    loss += mine0 - best.mine + best.gains[j]!;
  });
  return loss / hands.length;
}

/** The enemy's basic moves (5-R2…R7), as the engine lists them. */
function legalMovesOf(g: Game): Action[] {
  return legalActions(g)
    .map((l) => l.action)
    .filter((a) => a.type === 'move');
}

export { sampleHands };
