// Rule 4: the sequence of play (phases, player turns, game turns).
import { describe, expect, it } from 'vitest';
import { prompt } from '../../../src/lib/rules';
import { act, refuse, scenario, setupGame } from './game-helpers';

describe('4 sequence of play', () => {
  it('4-R2, 4-R3: five phases in strict order; actions of an earlier phase are refused', () => {
    let g = setupGame(); // France (seat 0, south, rank 1) vs Great Britain (seat 1, north, rank 7)
    expect(g.state.phase).toBe('discard');
    expect(prompt(g)).toMatchObject({ step: 'discard', rule: '4-R5', player: 0 });
    g = act(g, { type: 'end-phase' });
    expect(g.state.phase).toBe('draw');
    refuse(g, { type: 'discard', cards: ['supply'] }, 'phase/wrong');
    refuse(g, { type: 'move', from: 'a1', to: 'a2' }, 'phase/wrong');
    g = act(g, { type: 'end-phase' }); // already holding 5: nothing to draw
    expect(g.state.phase).toBe('movement');
    refuse(g, { type: 'draw' }, 'phase/wrong');
    refuse(g, { type: 'discard', cards: ['supply'] }, 'phase/wrong');
    g = act(g, { type: 'move', from: 'a1', to: 'a2' }, { type: 'end-phase' });
    expect(g.state.phase).toBe('combat');
    refuse(g, { type: 'move', from: 'b1', to: 'b2' }, 'phase/wrong');
    g = act(g, { type: 'end-phase' });
    expect(g.state.phase).toBe('restoration');
    refuse(g, { type: 'assault', from: 'a2', target: 'a3', card: 'imperial-guard-1' }, 'phase/wrong');
    refuse(g, { type: 'draw' }, 'phase/wrong');
    g = act(g, { type: 'end-phase' });
    // the Restoration Phase ends the player turn: the other player's Discard Phase
    expect(g.state).toMatchObject({ active: 1, phase: 'discard', turn: 1 });
  });

  it('4-R1: a game turn is both player turns (the turn counter advances after the Second Player)', () => {
    let g = setupGame();
    const turn = (x: typeof g, from: string, to: string) =>
      act(
        x,
        { type: 'end-phase' },
        { type: 'end-phase' },
        { type: 'move', from, to },
        { type: 'end-phase' },
        { type: 'end-phase' },
        { type: 'end-phase' }
      );
    expect(g.state).toMatchObject({ turn: 1, active: 0 });
    g = turn(g, 'a1', 'a2');
    expect(g.state).toMatchObject({ turn: 1, active: 1 });
    g = turn(g, 'a7', 'a6');
    expect(g.state).toMatchObject({ turn: 2, active: 0 });
    g = turn(g, 'a2', 'a3');
    expect(g.state).toMatchObject({ turn: 2, active: 1 });
    g = turn(g, 'a6', 'a5');
    expect(g.state).toMatchObject({ turn: 3, active: 0 });
  });

  it('4-R1: with seat 1 as First Player the game turn advances after seat 0’s turn', () => {
    let g = setupGame({ first: 1, nations: ['great-britain', 'france'] }); // seat 1 = GB (south), seat 0 = France (north)
    const turn = (x: typeof g, from: string, to: string) =>
      act(
        x,
        { type: 'end-phase' },
        { type: 'end-phase' },
        { type: 'move', from, to },
        { type: 'end-phase' },
        { type: 'end-phase' },
        { type: 'end-phase' }
      );
    g = turn(g, 'a1', 'a2');
    expect(g.state).toMatchObject({ turn: 1, active: 0 });
    g = turn(g, 'a7', 'a6');
    expect(g.state).toMatchObject({ turn: 2, active: 1 });
  });

  it('4-R7: the First Player (seat 1 here) starts with a Discard Phase holding the 5 dealt cards', () => {
    const g = setupGame({ first: 1, nations: ['great-britain', 'france'] });
    expect(g.state).toMatchObject({ active: 1, phase: 'discard', turn: 1, first: 1 });
    expect(g.state.decks[1].hand).toBe(5);
  });

  it('4-R8: the Draw Phase cannot end before drawing up to 5', () => {
    let g = setupGame();
    g = act(g, { type: 'discard', cards: ['supply', 'withdraw'] }, { type: 'end-phase' });
    expect(g.state.decks[0].hand).toBe(3);
    refuse(g, { type: 'end-phase' }, 'phase/draw-first');
    g = act(g, { type: 'draw' }, { type: 'end-phase' });
    expect(g.state.phase).toBe('movement');
  });

  it('5-R1, 4-R9: the Movement Phase cannot end before one unit has moved', () => {
    let g = act(setupGame(), { type: 'end-phase' }, { type: 'end-phase' });
    refuse(g, { type: 'end-phase' }, 'move/required');
    g = act(g, { type: 'move', from: 'c1', to: 'c2' }, { type: 'end-phase' });
    expect(g.state.phase).toBe('combat');
  });

  it('A7: when no unit of the active player can move, the Movement Phase ends without a move', () => {
    // Lakes fill rank 2; the French deploy on rank 1 and are completely blocked
    const lakes = Object.fromEntries('abcdefgh'.split('').map((f) => [`${f}2`, 'l']));
    let g = setupGame({ terrain: lakes });
    expect(g.state.armies![0].units.every((u) => u.square.endsWith('1'))).toBe(true);
    g = act(g, { type: 'end-phase' }, { type: 'end-phase' });
    expect(g.state.phase).toBe('movement');
    g = act(g, { type: 'end-phase' });
    expect(g.state.phase).toBe('combat');
    // the British are not blocked: their Movement Phase still demands a move
    g = act(g, { type: 'end-phase' }, { type: 'end-phase' }, { type: 'end-phase' }, { type: 'end-phase' });
    expect(g.state).toMatchObject({ active: 1, phase: 'movement' });
    refuse(g, { type: 'end-phase' }, 'move/required');
  });

  it('4-R4: only the active player acts outside a combat (no Guerrilla without a card to answer)', () => {
    const g = scenario({ nations: ['france', 'spain'], units: [{ c3: 'imperial-guard' }, { c6: 'walloon-guards' }], phase: 'movement' });
    refuse(g, { type: 'guerrilla' }, 'guerrilla/nothing');
    refuse(g, { type: 'pass' }, 'action/not-now');
  });
});
