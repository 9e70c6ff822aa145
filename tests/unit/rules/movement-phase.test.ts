// Rule 5 in play: the basic move, Supply, Forced March, and Guerrilla against them (9.2-R11…R13).
import { describe, expect, it } from 'vitest';
import { prompt, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario, squareOf, type ScenarioSpec } from './game-helpers';

// France (seat 0, south) to move; Great Britain (no Guerrilla) or Spain (5 Guerrillas) opposite.
const FR = { c3: '2nd-regiment-legere', f3: '8th-regiment-legere', a1: 'guard-cavalry' };
const mv = (extra: Partial<ScenarioSpec> = {}): Game => scenario({ units: [FR, { c7: '1st-foot-guards' }], phase: 'movement', ...extra });
const vsSpain = (extra: Partial<ScenarioSpec> = {}): Game =>
  scenario({ nations: ['france', 'spain'], units: [FR, { c7: 'walloon-guards' }], phase: 'movement', ...extra });

describe('5 basic move and Supply', () => {
  it('5-R1, 5-R8: one unit moves; a second only with Supply', () => {
    let g = act(mv(), { type: 'move', from: 'c3', to: 'c4' });
    expect(squareOf(g, 0, '2nd-regiment-legere')).toBe('c4');
    refuse(g, { type: 'move', from: 'f3', to: 'f4' }, 'move/needs-supply');
    g = act(g, { type: 'supply' });
    // Great Britain has no Guerrilla: no window, the Supply takes effect at once
    expect(g.state.pending).toBeNull();
    expect(g.state.movement.supply).toBe('played');
    expect(g.state.decks[0]).toMatchObject({ hand: 4, discard: ['supply'] });
    g = act(g, { type: 'move', from: 'f3', to: 'f4' });
    expect(squareOf(g, 0, '8th-regiment-legere')).toBe('f4');
    refuse(g, { type: 'move', from: 'a1', to: 'a2' }, 'move/limit');
    refuse(g, { type: 'supply' }, 'move/supply-once');
  });

  it('5-R8: the second move must be by a different unit (never two basic moves for one unit)', () => {
    const g = act(mv(), { type: 'supply' }, { type: 'move', from: 'c3', to: 'c4' });
    refuse(g, { type: 'move', from: 'c4', to: 'c5' }, 'move/already-moved');
  });

  it('5-R2…R5: infantry 1 square; cavalry 2 but never through a unit; into a unit, Lake or own start refused', () => {
    const g = mv({ terrain: { d3: 'l' }, units: [{ ...FR, b1: '4th-regiment-suisse' }, { c7: '1st-foot-guards' }] });
    refuse(g, { type: 'move', from: 'c3', to: 'c5' }, 'move/too-far');
    refuse(g, { type: 'move', from: 'c3', to: 'd3' }, 'move/lake');
    refuse(g, { type: 'move', from: 'a1', to: 'b1' }, 'move/occupied');
    refuse(g, { type: 'move', from: 'a1', to: 'a1' }, 'move/too-far'); // 5-R4: must end elsewhere (the reason says "never back to its start")
    refuse(g, { type: 'move', from: 'a1', to: 'c1' }, 'move/illegal'); // only path passes through b1
    refuse(g, { type: 'move', from: 'f3', to: 'g4' }, 'move/too-far'); // diagonal = distance 2 for infantry
    refuse(g, { type: 'move', from: 'c7', to: 'c6' }, 'move/enemy-unit'); // 5-R1: the active player moves their own units
    refuse(g, { type: 'move', from: 'e5', to: 'e6' }, 'move/not-your-unit'); // no unit there
    const x = act(g, { type: 'move', from: 'a1', to: 'a3' });
    expect(squareOf(x, 0, 'guard-cavalry')).toBe('a3');
  });

  it('5-R5: cavalry entering Fields stops there (2-square move through Fields refused)', () => {
    const g = mv({ terrain: { a2: 'f' } });
    refuse(g, { type: 'move', from: 'a1', to: 'a3' }, 'move/stops-in-terrain');
    expect(squareOf(act(g, { type: 'move', from: 'a1', to: 'a2' }), 0, 'guard-cavalry')).toBe('a2');
  });
});

describe('5 Forced March', () => {
  it('T4, 5-R10, R11: infantry c3→c4 then one more square, the start square allowed', () => {
    const g = act(mv(), { type: 'move', from: 'c3', to: 'c4' });
    for (const to of ['c5', 'b4', 'd4', 'c3']) {
      const x = act(g, { type: 'forced-march', from: 'c4', to });
      expect(squareOf(x, 0, '2nd-regiment-legere')).toBe(to);
      expect(x.state.decks[0].discard).toEqual(['forced-march']);
    }
    refuse(g, { type: 'forced-march', from: 'c4', to: 'c6' }, 'move/illegal');
  });

  it('5-R12: at most one Forced March per unit per phase', () => {
    const g = act(mv(), { type: 'move', from: 'c3', to: 'c4' }, { type: 'forced-march', from: 'c4', to: 'c5' });
    refuse(g, { type: 'forced-march', from: 'c5', to: 'c6' }, 'forced-march/once');
  });

  it('5-R10: only for a unit moved this phase', () => {
    const g = act(mv(), { type: 'move', from: 'c3', to: 'c4' });
    refuse(g, { type: 'forced-march', from: 'f3', to: 'f4' }, 'forced-march/not-moved');
  });

  it('T5, 5-R13 (A8a): no Forced March for a move that began in Fields, or ended in Marsh', () => {
    const fields = act(mv({ terrain: { c3: 'f' } }), { type: 'move', from: 'c3', to: 'c4' });
    refuse(fields, { type: 'forced-march', from: 'c4', to: 'c5' }, 'forced-march/terrain');
    const marsh = act(mv({ terrain: { c4: 'm' } }), { type: 'move', from: 'c3', to: 'c4' });
    refuse(marsh, { type: 'forced-march', from: 'c4', to: 'c5' }, 'forced-march/terrain');
  });

  it('5-R11, 5-R3: the start square is allowed only while empty (another unit may have moved in with Supply)', () => {
    let g = act(mv({ units: [{ c3: '2nd-regiment-legere', b3: '8th-regiment-legere' }, { c7: '1st-foot-guards' }] }), {
      type: 'move',
      from: 'c3',
      to: 'c4'
    });
    g = act(g, { type: 'supply' }, { type: 'move', from: 'b3', to: 'c3' });
    refuse(g, { type: 'forced-march', from: 'c4', to: 'c3' }, 'move/illegal'); // c3 is no square it can end on now
    expect(squareOf(act(g, { type: 'forced-march', from: 'c4', to: 'c5' }), 0, '2nd-regiment-legere')).toBe('c5');
  });

  it('A8(b): with Supply each moved unit may get its own Forced March', () => {
    let g = act(mv(), { type: 'move', from: 'c3', to: 'c4' }, { type: 'supply' }, { type: 'move', from: 'f3', to: 'f4' });
    g = act(g, { type: 'forced-march', from: 'c4', to: 'c5' }, { type: 'forced-march', from: 'f4', to: 'f5' });
    expect([squareOf(g, 0, '2nd-regiment-legere'), squareOf(g, 0, '8th-regiment-legere')]).toEqual(['c5', 'f5']);
    expect(g.state.decks[0].discard).toEqual(['supply', 'forced-march', 'forced-march']);
  });

  it('5-R14: Forced March only in the Movement Phase', () => {
    const g = mv({ phase: 'combat' });
    refuse(g, { type: 'forced-march', from: 'c3', to: 'c4' }, 'phase/wrong');
  });
});

describe('9.2-R11…R13 Guerrilla against movement cards', () => {
  it('5-R15, 5-R16: Guerrilla cancels Supply: both cards discarded, no second unit this phase, no retry', () => {
    let g = act(vsSpain(), { type: 'move', from: 'c3', to: 'c4' }, { type: 'supply' });
    // the window is offered to Spain (seat 1) before anything else happens
    expect(g.state.pending).toMatchObject({ card: 'supply', purpose: 'supply-move' });
    expect(prompt(g)).toMatchObject({ step: 'guerrilla', player: 1, rule: '9.2-R11' });
    refuse(g, { type: 'move', from: 'f3', to: 'f4' }, 'guerrilla/awaiting');
    g = act(g, { type: 'guerrilla' });
    expect(g.state.pending).toBeNull();
    expect(g.state.decks[0]).toMatchObject({ hand: 4, discard: ['supply'], inPlay: [] });
    expect(g.state.decks[1]).toMatchObject({ hand: 4, discard: ['guerrilla'], inPlay: [] });
    expect(g.state.movement.supply).toBe('cancelled');
    refuse(g, { type: 'move', from: 'f3', to: 'f4' }, 'move/supply-cancelled');
    refuse(g, { type: 'supply' }, 'move/supply-once');
  });

  it('9.2-R11: declining the window (pass) lets the Supply take effect', () => {
    let g = act(vsSpain(), { type: 'supply' });
    expect(g.state.movement.supply).toBe('none');
    g = act(g, { type: 'pass' });
    expect(g.state.movement.supply).toBe('played');
    expect(g.state.decks[1].hand).toBe(5);
    g = act(g, { type: 'move', from: 'c3', to: 'c4' }, { type: 'move', from: 'f3', to: 'f4' });
    expect(g.state.movement.moved).toHaveLength(2);
  });

  it('5-R16: Guerrilla cancels a Forced March: the unit stays, no other Forced March for it, the other unit still may', () => {
    let g = act(vsSpain(), { type: 'move', from: 'c3', to: 'c4' }, { type: 'forced-march', from: 'c4', to: 'c5' });
    expect(g.state.pending).toMatchObject({ card: 'forced-march', purpose: 'forced-march', to: 'c5' });
    expect(squareOf(g, 0, '2nd-regiment-legere')).toBe('c4'); // nothing happens before the answer
    g = act(g, { type: 'guerrilla' });
    expect(squareOf(g, 0, '2nd-regiment-legere')).toBe('c4');
    expect(g.state.decks[0].discard).toEqual(['forced-march']);
    expect(g.state.decks[1].discard).toEqual(['guerrilla']);
    refuse(g, { type: 'forced-march', from: 'c4', to: 'c5' }, 'forced-march/cancelled');
    g = act(g, { type: 'supply' }, { type: 'pass' }, { type: 'move', from: 'f3', to: 'f4' });
    g = act(g, { type: 'forced-march', from: 'f4', to: 'f5' }, { type: 'pass' });
    expect(squareOf(g, 0, '8th-regiment-legere')).toBe('f5');
  });

  it('9.2-R11: the window is offered only when the opponent could hold a Guerrilla', () => {
    // Great Britain has no Guerrilla card at all
    expect(act(mv(), { type: 'supply' }).state.pending).toBeNull();
    // Spain's five Guerrillas are all in its discard pile
    const spent = vsSpain({ discards: [[], ['guerrilla', 'guerrilla', 'guerrilla', 'guerrilla', 'guerrilla']] });
    expect(act(spent, { type: 'supply' }).state.movement.supply).toBe('played');
    // Spain holds no cards
    const empty = vsSpain({ hands: [5, 0] });
    expect(act(empty, { type: 'supply' }).state.pending).toBeNull();
    // with 4 Guerrillas out one may still be in hand
    const one = vsSpain({ discards: [[], ['guerrilla', 'guerrilla', 'guerrilla', 'guerrilla']] });
    expect(act(one, { type: 'supply' }).state.pending).not.toBeNull();
  });

  it('9.2-R11: a Guerrilla the opponent cannot hold is refused (all copies out while the window is open)', () => {
    const g = act(vsSpain({ discards: [[], ['guerrilla', 'guerrilla', 'guerrilla', 'guerrilla']] }), { type: 'supply' });
    const x = act(g, { type: 'guerrilla' });
    expect(x.state.decks[1].discard).toHaveLength(5);
    // a second window in the same phase (Forced March) cannot be answered: all five are out
    const y = act(x, { type: 'move', from: 'c3', to: 'c4' }, { type: 'forced-march', from: 'c4', to: 'c5' });
    expect(y.state.pending).toBeNull();
    expect(squareOf(y, 0, '2nd-regiment-legere')).toBe('c5');
  });
});
