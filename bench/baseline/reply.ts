// The hard level's look at the enemy's answer (issue 26: "sample the opponent's hidden hand from
// its deck composition"): after a plan of the bot's, the enemy's turn is played on the engine up
// to its Movement Phase; for hands sampled from its unseen cards, it picks the move and combat
// best for it, and the bot counts what that costs it. Replaces the estimated threat of normal.
import { applyAction, legalActions, type Action, type Game, type Seat } from '../../src/lib/rules';
import { attackGains, type KnownDefence } from './attack';
import { boardOf, sqIndex } from './board';
import { cardContext } from './cards';
import { staticValue } from './evaluate';
import { isHq, knowledge, type Knowledge } from './knowledge';
import { myDefenseCards } from './threat';
import { sim, type Ctx } from './ctx';
import { dist } from './values';

/** Supply's two-unit answers tried: the best first moves, each with this many second moves. */
const SUPPLY_FIRSTS = 4;
const SUPPLY_SECONDS = 4;

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
 * Movement Phase done), over sampled enemy hands: its best move (or none; two units' moves with a
 * Supply card in the hand) by its position and its best combat then, with what the move costs me
 * positionally.
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
  const mine = new Map<string, number>();
  for (const u of start.state.armies![me].units) mine.set(u.unit, myDefenseCards(mk, u.unit));
  const known: KnownDefence = {
    cards: (unit) => mine.get(unit) ?? 0,
    withdraw: myHand.some((x) => isHq(start.catalog.card(mk.myNation, x), 'withdraw'))
  };
  // a basic move changes no card: what the enemy knows with each sampled hand is the same after each
  const ks = hands.map((h) => knowledge(start.state, start.catalog, them, h));
  const options: { mine: number; theirs: number; gains: number[]; supply: boolean }[] = [];
  // a unit of theirs that stays more than 3 squares from all of mine attacks nothing, is no cover
  // nor line of sight for an attack, and its cards are worth the same (cards.ts): the gains of
  // such a move are those of no move
  const mySquares = start.state.armies![me].units.map((u) => sqIndex(u.square));
  const far = (sq: string) => {
    const i = sqIndex(sq);
    return mySquares.every((j) => dist(i, j) > 3);
  };
  const gainsAt = (x: Game) => {
    const b = boardOf(x.state, x.catalog);
    const cc = cardContext(x.state, x.catalog, them);
    return attackGains(b, ks, cc, true, known);
  };
  const still = gainsAt(start);
  options.push({
    mine: staticValue(start.state, start.catalog, me, w),
    theirs: staticValue(start.state, start.catalog, them, w),
    gains: still,
    supply: false
  });
  // each basic move of theirs (5-R2…R7)
  const singles: { a: Extract<Action, { type: 'move' }>; game: Game; theirs: number }[] = [];
  for (const a of legalMovesOf(start)) {
    const r = applyAction(start, a);
    if (!r.ok || a.type !== 'move') continue;
    const x = r.value;
    const gains = far(a.from) && far(a.to) ? still : gainsAt(x);
    const theirs = staticValue(x.state, x.catalog, them, w);
    options.push({ mine: staticValue(x.state, x.catalog, me, w), theirs, gains, supply: false });
    singles.push({ a, game: x, theirs });
  }
  // 5-R8: with a Supply card in the sampled hand, a second unit moves too (the best single moves paired)
  if (hands.some((h) => h.includes('supply'))) {
    const best = [...singles].sort((x, y) => y.theirs - x.theirs);
    for (const f of best.slice(0, SUPPLY_FIRSTS)) {
      // (my Guerrilla answer, 9.2-R11, let be: I may not hold one)
      const sup = sim(f.game, { type: 'supply' });
      if (!sup || sup.state.movement.supply !== 'played') continue;
      let m = 0;
      for (const q of best) {
        if (m >= SUPPLY_SECONDS) break;
        if (q.a.from === f.a.from || q.a.from === f.a.to) continue;
        const r = applyAction(sup, q.a);
        if (!r.ok) continue;
        m++;
        const x = r.value;
        const gains = far(f.a.from) && far(f.a.to) && far(q.a.from) && far(q.a.to) ? still : gainsAt(x);
        options.push({
          mine: staticValue(x.state, x.catalog, me, w),
          theirs: staticValue(x.state, x.catalog, them, w),
          gains,
          supply: true
        });
      }
    }
  }
  let loss = 0;
  hands.forEach((h, j) => {
    const supply = h.includes('supply');
    let best = options[0]!;
    for (const o of options) if ((supply || !o.supply) && o.theirs + o.gains[j]! > best.theirs + best.gains[j]!) best = o;
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
