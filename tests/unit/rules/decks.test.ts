// Rules 1.4, 2.3 and 4 (Discard, Draw): the Action Decks in play, and the end of the day (T18, T19).
import { describe, expect, it } from 'vitest';
import { nightfallScore, positionOf, topOfDiscard } from '../../../src/lib/rules';
import { act, allCards, playTurn, playTurns, refuse, scenario, setupGame } from './game-helpers';

describe('4 Discard and Draw Phases', () => {
  it('4-R5, 4-R8: discard any number, then draw back up to 5 from the deck', () => {
    let g = setupGame();
    g = act(g, { type: 'discard', cards: ['supply', 'imperial-guard-1', 'imperial-guard-1'] });
    expect(g.state.decks[0]).toMatchObject({ hand: 2, drawPile: 55, discard: ['supply', 'imperial-guard-1', 'imperial-guard-1'] });
    // a discard names at least one card (discarding none is ending the phase)
    refuse(g, { type: 'discard', cards: [] }, 'card/none');
    g = act(g, { type: 'end-phase' }, { type: 'draw' });
    expect(g.state.decks[0]).toMatchObject({ hand: 5, drawPile: 52, reshuffles: 0, exhausted: false });
    // with 5 cards in hand there is nothing to draw: refused, so no empty draw gets into the log
    refuse(g, { type: 'draw' }, 'card/nothing-to-draw');
  });

  it('4-R5: more cards than the hand holds cannot be discarded', () => {
    const g = setupGame();
    refuse(g, { type: 'discard', cards: ['supply', 'supply', 'supply', 'supply', 'withdraw', 'withdraw'] }, 'card/empty-hand');
  });

  it('4-R6: only the top card of the discard pile is public (topOfDiscard)', () => {
    let g = setupGame();
    expect(topOfDiscard(g.state.decks[0])).toBeNull();
    g = act(g, { type: 'discard', cards: ['supply', 'napoleon-bonaparte'] });
    expect(topOfDiscard(g.state.decks[0])).toBe('napoleon-bonaparte');
  });

  it('2.3-R2, A2(b): an empty deck is refilled by shuffling the discard pile only, recorded; A2(a) the flag is set on the last original card', () => {
    const g = scenario({
      units: [{ c3: 'imperial-guard' }, { c6: '1st-foot-guards' }],
      phase: 'draw',
      turn: 7,
      hands: [2, 5],
      discards: [allCards('france').slice(0, 57), []]
    });
    expect(g.state.decks[0].drawPile).toBe(1);
    const x = act(g, { type: 'draw' });
    expect(x.state.decks[0]).toMatchObject({
      hand: 5,
      drawPile: 55,
      discard: [],
      reshuffles: 1,
      exhausted: true,
      exhaustedTurn: 7
    });
    // one player exhausted is not nightfall (2.3-R2)
    expect(x.state.nightfallDue).toBe(false);
  });

  it('2.3-R1: drawing the last card of the original deck sets the flag even without a reshuffle', () => {
    const g = scenario({
      units: [{ c3: 'imperial-guard' }, { c6: '1st-foot-guards' }],
      phase: 'draw',
      turn: 4,
      hands: [2, 5],
      discards: [allCards('france').slice(0, 55), []]
    });
    expect(g.state.decks[0].drawPile).toBe(3);
    const x = act(g, { type: 'draw' });
    expect(x.state.decks[0]).toMatchObject({ hand: 5, drawPile: 0, reshuffles: 0, exhausted: true, exhaustedTurn: 4 });
  });

  it('9.2-R25, A26: Scout/Spy may be played mid-draw; the player then draws to 5 again', () => {
    // Great Britain (seat 1) has one Scout
    let g = setupGame();
    g = playTurn(g, { move: ['a1', 'a2'] });
    g = act(g, { type: 'discard', cards: ['supply'] }, { type: 'end-phase' }, { type: 'draw' });
    expect(g.state.decks[1]).toMatchObject({ hand: 5, drawPile: 54 });
    g = act(g, { type: 'scout', card: 'scout' });
    expect(g.state.decks[1]).toMatchObject({ hand: 4, discard: ['supply', 'scout'] });
    refuse(g, { type: 'end-phase' }, 'phase/draw-first');
    refuse(g, { type: 'scout', card: 'scout' }, 'card/all-copies-out'); // only one copy
    g = act(g, { type: 'draw' });
    expect(g.state.decks[1]).toMatchObject({ hand: 5, drawPile: 53 });
  });

  it('9.2-R25: Scout/Spy is refused to an army without it and as a non-Scout card', () => {
    const g = setupGame();
    refuse(g, { type: 'scout', card: 'scout' }, 'card/unknown'); // France has no Scout
    refuse(g, { type: 'scout', card: 'supply' }, 'card/wrong-type');
  });
});

describe('1.4 card plays are validated against the catalogue and what is known to be out', () => {
  const combat = () =>
    scenario({ units: [{ d4: 'imperial-guard', e4: '2nd-regiment-legere' }, { d5: '4th-regiment-of-foot' }], phase: 'combat' });

  it('1.4-R1, R5: a card that is not in the army’s deck is refused', () => {
    refuse(combat(), { type: 'assault', from: 'd4', target: 'd5', card: 'no-such-card' }, 'card/unknown');
    refuse(combat(), { type: 'assault', from: 'd4', target: 'd5', card: '1st-foot-guards-1' }, 'card/unknown');
  });

  it('8-R2: a unit card of another unit is refused', () => {
    refuse(combat(), { type: 'assault', from: 'd4', target: 'd5', card: '2nd-regiment-legere-1' }, 'card/wrong-unit');
  });

  it('1.4-R2: when every copy is already in the discard pile or on the table the card cannot be in hand', () => {
    const g = scenario({
      units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }],
      discards: [['imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'], []]
    });
    refuse(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' }, 'card/all-copies-out');
    // three copies out, the fourth may still be in hand
    const h = scenario({
      units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }],
      discards: [['imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'], []]
    });
    const x = act(h, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' });
    expect(x.state.decks[0].inPlay).toEqual(['imperial-guard-1']);
  });

  it('1.4: with an empty hand no card can be played', () => {
    const g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }], hands: [0, 5] });
    refuse(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' }, 'card/empty-hand');
  });

  it('1.4-R2 invariant: every deck still counts 60 cards after a whole combat', () => {
    let g = combat();
    g = act(
      g,
      { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' },
      { type: 'pass' },
      { type: 'play', card: '4th-regiment-of-foot-1' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'roll', dice: [1, 1] }
    );
    for (const d of g.state.decks) expect(d.drawPile + d.hand + d.discard.length + d.inPlay.length).toBe(60);
    expect(g.state.decks[0].discard).toEqual(['imperial-guard-1']);
    expect(g.state.decks[1].discard).toEqual(['4th-regiment-of-foot-1']);
  });
});

// ---------------------------------------------------------------------------------------------
// 2.3 the end of the day, through whole games (playTurns): each player discards 5 cards a turn
// to run through the deck (55 after the deal → exhausted in the 11th turn of discarding).

const FR = allCards('france');
const GB = allCards('great-britain');
const run = playTurns;

describe('2.3 the end of the day (T18, T19)', () => {
  it('T18 (2.3-R3, A1 both settings): First Player exhausts first, the Second later in his own turn → game over at the end of that turn', () => {
    for (const nightfall of ['game-turn', 'player-turn'] as const) {
      let g = setupGame({ options: { nightfall } });
      // stop right before the Second Player's turn 12
      g = run(g, 1, 2, (x) => x.state.turn === 12 && x.state.active === 1);
      expect(g.state.decks[0]).toMatchObject({ exhausted: true, exhaustedTurn: 11 });
      expect(g.state.decks[1].exhausted).toBe(false);
      expect(g.state.stage).toBe('play');
      // Second Player's turn 12: discards 5, draws the last card of his original deck
      g = act(g, { type: 'discard', cards: GB.slice(50, 55) }, { type: 'end-phase' }, { type: 'draw' });
      expect(g.state.decks[1]).toMatchObject({ exhausted: true, exhaustedTurn: 12 });
      expect(g.state.nightfallDue).toBe(true);
      // 2.3-R4: the rest of the turn is played normally
      g = act(g, { type: 'end-phase' }, { type: 'move', from: 'a6', to: 'a7' }, { type: 'end-phase' }, { type: 'end-phase' });
      expect(g.state.stage).toBe('play');
      g = act(g, { type: 'end-phase' });
      expect(g.state.stage).toBe('over');
      const score = nightfallScore(positionOf(g.state, g.catalog));
      expect(g.state.result).toMatchObject({ by: 'nightfall', winner: score.winner === 'france' ? 0 : 1 });
      refuse(g, { type: 'end-phase' }, 'game/over');
    }
  });

  it('T19 default "game-turn": Second Player exhausts first, First Player later → the Second Player still plays his turn, then nightfall', () => {
    let g = setupGame({ options: { nightfall: 'game-turn' } });
    g = run(g, 2, 1, (x) => x.state.turn === 12 && x.state.active === 0);
    expect(g.state.decks[1]).toMatchObject({ exhausted: true, exhaustedTurn: 11 });
    expect(g.state.decks[0].exhausted).toBe(false);
    // First Player's turn 12: exhausts
    g = playTurn(g, { discard: FR.slice(50, 55), move: ['a2', 'a1'] });
    expect(g.state.decks[0]).toMatchObject({ exhausted: true, exhaustedTurn: 12 });
    expect(g.state).toMatchObject({ stage: 'play', active: 1, turn: 12, nightfallDue: true });
    // the Second Player's turn 12 is still played; it also reshuffles (A2)
    g = playTurn(g, { discard: GB.slice(55, 60), move: ['a6', 'a7'] });
    expect(g.state.decks[1].reshuffles).toBe(1);
    expect(g.state.stage).toBe('over');
    expect(g.state.result!.by).toBe('nightfall');
  });

  it('T19 "player-turn" (PL literal): nightfall right after the First Player’s exhausting turn', () => {
    let g = setupGame({ options: { nightfall: 'player-turn' } });
    g = run(g, 2, 1, (x) => x.state.turn === 12 && x.state.active === 0);
    expect(g.state.stage).toBe('play');
    g = playTurn(g, { discard: FR.slice(50, 55), move: ['a2', 'a1'] });
    expect(g.state.stage).toBe('over');
    expect(g.state.active).toBe(0);
    expect(g.state.result!.by).toBe('nightfall');
  });
});
