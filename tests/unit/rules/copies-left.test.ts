// copiesLeft (src/lib/rules/decks.ts): how many copies of a card may still be in a player's hidden
// hand (1.4, 4-R6): the printed copies less those known to be on the discard pile or on the table,
// never more than the hand holds, never below 0.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, type DeckState, type Game } from '$lib/rules';
import { checkCard, copiesLeft, knownOut } from '$lib/rules/decks';
import { playRandomGame } from '../../fuzz/sim';
import { act, refuse, scenario } from './game-helpers';

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
    expect(
      left({ discard: ['imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'], inPlay: ['imperial-guard-1'] }, 'imperial-guard-1')
    ).toBe(0);
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

  it('4-R6, 9.2-R11: Spain’s deck has five Guerrilla cards; with four on her discard pile one may be in her hand, and once it answers a Supply none', () => {
    // France moves in her Movement Phase; Spain holds 5 cards and has spent four Guerrillas
    let g = scenario({
      nations: ['france', 'spain'],
      units: [{ c3: '2nd-regiment-legere' }, { c7: 'walloon-guards' }],
      phase: 'movement',
      discards: [[], ['guerrilla', 'guerrilla', 'guerrilla', 'guerrilla']]
    });
    const spainGuerrillas = () => copiesLeft(g.state.decks[1], g.catalog, 'spain', 'guerrilla');
    expect(spainGuerrillas()).toBe(1);
    g = act(g, { type: 'supply' });
    // the fifth may be in her hand: the window is offered
    expect(g.state.pending).toMatchObject({ card: 'supply' });
    g = act(g, { type: 'guerrilla' });
    // all five face up on her pile, four cards in her hand: none of them a Guerrilla
    expect(g.state.decks[1]).toMatchObject({ hand: 4 });
    expect(spainGuerrillas()).toBe(0);
    // so France's Forced March now opens no window: it takes effect at once
    g = act(g, { type: 'move', from: 'c3', to: 'c4' }, { type: 'forced-march', from: 'c4', to: 'c5' });
    expect(g.state.pending).toBeNull();
    refuse(g, { type: 'guerrilla' }, 'guerrilla/nothing');
  });

  it('6.1, 4-R6: France’s four Imperial Guard 2d8 cards, one already discarded: three may be in hand, two once one starts an Assault (on the table)', () => {
    let g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }], discards: [['imperial-guard-1'], []] });
    const guard = () => copiesLeft(g.state.decks[0], g.catalog, 'france', 'imperial-guard-1');
    expect(guard()).toBe(3);
    g = act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' });
    expect(g.state.decks[0]).toMatchObject({ hand: 4, inPlay: ['imperial-guard-1'] });
    expect(guard()).toBe(2);
    // Napoleon's one card has not been seen: it may be any of the four
    expect(copiesLeft(g.state.decks[0], g.catalog, 'france', 'napoleon-bonaparte')).toBe(1);
  });

  it('1.4-R2: France with one card left in hand may hold one Supply of her four, not more', () => {
    const g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }], hands: [1, 5], phase: 'restoration' });
    expect(copiesLeft(g.state.decks[0], g.catalog, 'france', 'supply')).toBe(1);
    expect(copiesLeft(g.state.decks[1], g.catalog, 'great-britain', 'supply')).toBeGreaterThan(1);
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
