// Issue 26: legalMoves(view) — every action a seat may take now holding its hand: only actions the
// engine accepts, only cards held, the discards of several cards at once (4-R5) included.
import { describe, expect, it } from 'vitest';
import { cardsOf, legalMoves, matchDeckSeed, multiDiscards, playMatch, randomPlayer, seatCards } from '../../../src/lib/bot';
import { applyAction, prompt, type Action, type Game, type LegalAction, type Seat } from '../../../src/lib/rules';

function chain(game: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) out.push(g);
  return out.reverse();
}

const filled = (la: LegalAction): Action => {
  const a = structuredClone(la.action) as Action & { dice?: number[] };
  if (la.dice) a.dice = la.dice.map((n) => Math.ceil(n / 2));
  return a;
};

describe('legalMoves (issue 26)', () => {
  const seed = 31;
  const m = playMatch({ seed, players: [randomPlayer(seed), randomPlayer(seed + 5)] });
  const games = chain(m.game);

  it('4-R5, 1.4-R5: at every step of a game, each listed action is accepted by the engine and uses only cards in the hand', () => {
    const steps = new Set<string>();
    let multi = 0;
    for (const g of games) {
      const p = prompt(g);
      if (p.stage === 'over' || p.step === 'map') continue;
      for (const seat of [0, 1] as Seat[]) {
        const hand = seatCards(g, seat, matchDeckSeed(seed, seat)).hand;
        const moves = legalMoves({ game: g, seat, hand });
        if (p.player !== null && p.player !== seat) {
          expect(moves, 'another seat decides').toEqual([]);
          continue;
        }
        expect(moves.length, `${p.step}: something to do`).toBeGreaterThan(0);
        steps.add(p.step);
        for (const la of moves) {
          const r = applyAction(g, filled(la));
          expect(r.ok, `${p.step} ${JSON.stringify(la.action)}: ${r.ok ? '' : r.error.message}`).toBe(true);
          const left = [...hand];
          for (const c of cardsOf(la.action)) {
            const i = left.indexOf(c);
            expect(i, `${JSON.stringify(la.action)} uses a card held`).toBeGreaterThanOrEqual(0);
            left.splice(i, 1);
          }
          if (la.action.type === 'discard' && la.action.cards.length > 1) multi++;
        }
      }
    }
    expect(multi).toBeGreaterThan(0);
    for (const step of ['roll', 'deploy', 'discard', 'draw', 'movement', 'combat', 'restoration']) expect([...steps]).toContain(step);
  });

  it('4-R5: every set of two or more cards of the hand is a discard, once (copies alike)', () => {
    const g = games.find((x) => prompt(x).step === 'discard' && prompt(x).player === 0)!;
    const hand = seatCards(g, 0, matchDeckSeed(seed, 0)).hand;
    const discards = legalMoves({ game: g, seat: 0, hand }).filter((la) => la.action.type === 'discard');
    const keys = discards.map((la) => [...(la.action as { cards: string[] }).cards].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    const distinct = new Set(hand).size;
    expect(discards.filter((la) => (la.action as { cards: string[] }).cards.length === 1)).toHaveLength(distinct);
    expect(discards.some((la) => (la.action as { cards: string[] }).cards.length === hand.length)).toBe(true);
    expect(multiDiscards(['a', 'a', 'b'])).toEqual([
      ['a', 'a'],
      ['a', 'b'],
      ['a', 'a', 'b']
    ]);
  });

  it('a card the hand does not hold is never listed, though the engine (which cannot see hands) would accept it', () => {
    const g = games.find((x) => prompt(x).step === 'discard' && prompt(x).player === 1)!;
    const hand = seatCards(g, 1, matchDeckSeed(seed, 1)).hand;
    const gone = hand.find((c) => hand.filter((x) => x === c).length === 1)!;
    const fewer = hand.filter((c) => c !== gone);
    expect(legalMoves({ game: g, seat: 1, hand }).some((la) => cardsOf(la.action).includes(gone))).toBe(true);
    expect(legalMoves({ game: g, seat: 1, hand: fewer }).filter((la) => cardsOf(la.action).includes(gone))).toEqual([]);
    expect(applyAction(g, { type: 'discard', cards: [gone] }).ok).toBe(true);
  });
});
