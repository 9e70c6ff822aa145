// copiesLeft (src/lib/rules/decks.ts): how many copies of a card may still be in a player's hidden
// hand (1.4, 4-R6): the printed copies less those known to be on the discard pile or on the table,
// never more than the hand holds, never below 0.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, type DeckState, type Game } from '$lib/rules';
import { checkCard, copiesLeft, knownOut } from '$lib/rules/decks';
import { playRandomGame } from '../../fuzz/sim';

const deck = (d: Partial<DeckState>): DeckState => ({
  drawPile: 50,
  hand: 5,
  discard: [],
  inPlay: [],
  reshuffles: 0,
  exhausted: false,
  exhaustedTurn: null,
  ...d
});
const left = (d: Partial<DeckState>, card: string) => copiesLeft(deck(d), DEFAULT_CATALOG, 'france', card);

describe('copiesLeft', () => {
  it('1.4: a full hand may hold every printed copy (the Imperial Guard 2d8 card: 4 copies; Napoleon: 1)', () => {
    expect(left({}, 'imperial-guard-1')).toBe(4);
    expect(left({}, 'napoleon-bonaparte')).toBe(1);
    expect(left({}, 'supply')).toBe(4);
  });

  it('never more than the hand holds', () => {
    expect(left({ hand: 2 }, 'imperial-guard-1')).toBe(2);
    expect(left({ hand: 1 }, 'supply')).toBe(1);
    expect(left({ hand: 0 }, 'supply')).toBe(0);
  });

  it('4-R6: copies on the discard pile and on the table are out of the hand', () => {
    expect(left({ discard: ['imperial-guard-1', 'supply', 'imperial-guard-1'] }, 'imperial-guard-1')).toBe(2);
    expect(left({ discard: ['imperial-guard-1'], inPlay: ['imperial-guard-1'] }, 'imperial-guard-1')).toBe(2);
    expect(left({ discard: ['imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'], inPlay: ['imperial-guard-1'] }, 'imperial-guard-1')).toBe(0);
    expect(left({ inPlay: ['napoleon-bonaparte'] }, 'napoleon-bonaparte')).toBe(0);
    // other cards do not count
    expect(left({ discard: ['supply', 'supply'] }, 'imperial-guard-1')).toBe(4);
  });

  it('never below 0, even for an inconsistent deck with more copies out than printed', () => {
    expect(left({ discard: ['napoleon-bonaparte', 'napoleon-bonaparte'] }, 'napoleon-bonaparte')).toBe(0);
  });

  it('0 for a card not in the nation’s deck', () => {
    expect(left({}, 'no-such-card')).toBe(0);
    // Great Britain's Spy is not a French card
    expect(left({}, 'scout')).toBe(0);
    expect(copiesLeft(deck({}), DEFAULT_CATALOG, 'great-britain', 'scout')).toBe(1);
  });

  it('is min(hand, max(0, printed − discard − table)) for any deck (fast-check)', () => {
    const cards = DEFAULT_CATALOG.army('france').deck;
    const ids = cards.map((c) => c.id);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.constantFrom(...ids), { maxLength: 40 }),
        fc.array(fc.constantFrom(...ids), { maxLength: 8 }),
        fc.constantFrom(...ids),
        (hand, discard, inPlay, card) => {
          const d = deck({ hand, discard, inPlay });
          const printed = cards.find((c) => c.id === card)!.copies;
          const out = discard.filter((c) => c === card).length + inPlay.filter((c) => c === card).length;
          expect(knownOut(d, card)).toBe(out);
          expect(copiesLeft(d, DEFAULT_CATALOG, 'france', card)).toBe(Math.min(hand, Math.max(0, printed - out)));
        }
      ),
      { numRuns: 500 }
    );
  });

  it('agrees with the engine’s card check in real games: a card may be played from the hand iff a copy is left', () => {
    let checked = 0;
    for (const seed of [5, 6]) {
      for (let g: Game | null = playRandomGame(seed).game; g; g = g.previous) {
        const s = g.state;
        if (s.stage !== 'play' || g.length % 5) continue;
        for (const seat of [0, 1] as const) {
          const nation = s.armies![seat].nation;
          const d = s.decks[seat];
          let total = 0;
          for (const c of g.catalog.army(nation).deck) {
            const n = copiesLeft(d, g.catalog, nation, c.id);
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThanOrEqual(Math.min(d.hand, c.copies));
            expect(checkCard(d, g.catalog, nation, c.id).ok, c.id).toBe(n > 0);
            total += c.copies - knownOut(d, c.id);
          }
          // 1.4-R2: the cards not known to be out are the hand and the draw pile
          expect(total).toBe(d.hand + d.drawPile);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
