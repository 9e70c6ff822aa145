// Rule 7 (Restoration Phase) and 9.2 Redoubt in play.
import { describe, expect, it } from 'vitest';
import { prompt, type Action, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario, squareOf, unitNamed, type ScenarioSpec } from './game-helpers';

// France (seat 0) to restore: the Imperial Guard (d4) and the 2nd Legere (c3) are reduced.
const FR = { d4: 'imperial-guard*', c3: '2nd-regiment-legere*', e3: '8th-regiment-legere' };
const rest = (extra: Partial<ScenarioSpec> = {}): Game =>
  scenario({ units: [FR, { d7: '1st-foot-guards' }], phase: 'restoration', ...extra });
const vsSpain = (extra: Partial<ScenarioSpec> = {}): Game =>
  scenario({ nations: ['france', 'spain'], units: [FR, { d7: 'walloon-guards' }], phase: 'restoration', ...extra });
const restore = (card: string, unit: string): Action => ({ type: 'restore', card, unit });
const reduced = (g: Game, id: string) => unitNamed(g, 0, id)!.reduced;

describe('7 Restoration', () => {
  it('7-R1, 7-R3: Supply restores any reduced unit; only in the Restoration Phase, only a reduced own unit', () => {
    refuse(rest({ phase: 'combat' }), restore('supply', 'd4'), 'phase/wrong');
    refuse(rest(), restore('supply', 'e3'), 'restore/not-reduced');
    refuse(rest(), restore('supply', 'd7'), 'move/not-your-unit');
    const g = act(rest(), restore('supply', 'd4'));
    expect(reduced(g, 'imperial-guard')).toBe(false);
    expect(g.state.decks[0]).toMatchObject({ hand: 4, discard: ['supply'], inPlay: [] });
  });

  it('7-R2, A27: one attempt per Restoration Phase', () => {
    const g = act(rest(), restore('supply', 'd4'));
    refuse(g, restore('supply', 'c3'), 'restore/once');
    refuse(g, restore('2nd-regiment-legere-1', 'c3'), 'restore/once');
    refuse(g, { type: 'rally', card: 'napoleon-bonaparte', unit: 'c3', dice: [1] }, 'restore/once');
  });

  it('7-R3: a unit card restores only the unit it names; other HQ cards do not restore', () => {
    refuse(rest(), restore('imperial-guard-1', 'c3'), 'restore/wrong-card');
    refuse(rest(), restore('withdraw', 'c3'), 'restore/wrong-card');
    refuse(rest(), restore('forced-march', 'c3'), 'restore/wrong-card');
    const g = act(rest(), restore('2nd-regiment-legere-4', 'c3'));
    expect(reduced(g, '2nd-regiment-legere')).toBe(false);
    expect(reduced(g, 'imperial-guard')).toBe(true);
  });

  it('9.2-R19: Regroup (Ottoman Empire, which has no Supply) restores any reduced unit', () => {
    const g = scenario({
      nations: ['ottoman-empire', 'great-britain'],
      units: [{ d4: '1st-janissaries*', c4: 'arab-cavalry*' }, { d7: FOOT }],
      phase: 'restoration'
    });
    refuse(g, restore('supply', 'd4'), 'card/unknown');
    const x = act(g, restore('regroup', 'c4'));
    expect(unitNamed(x, 0, 'arab-cavalry')!.reduced).toBe(false);
  });

  it('9.2-R11, 7-R2, A27: Guerrilla cancels a Supply restoration; both cards discarded; the attempt is spent', () => {
    let g = act(vsSpain(), restore('supply', 'd4'));
    expect(g.state.pending).toMatchObject({ purpose: 'restore', unit: 'imperial-guard' });
    expect(prompt(g)).toMatchObject({ step: 'guerrilla', player: 1 });
    expect(reduced(g, 'imperial-guard')).toBe(true);
    g = act(g, { type: 'guerrilla' });
    expect(reduced(g, 'imperial-guard')).toBe(true);
    expect(g.state.decks[0].discard).toEqual(['supply']);
    expect(g.state.decks[1].discard).toEqual(['guerrilla']);
    refuse(g, restore('supply', 'd4'), 'restore/once');
    refuse(g, { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4', dice: [1] }, 'restore/once');
    // 7-R5: the Redoubt may still follow
    expect(act(g, { type: 'redoubt', card: 'redoubt', unit: 'd4' }).state.redoubts).toEqual(['d4']);
  });

  it('9.2-R11: Guerrilla also cancels a unit card restoration; declining lets it succeed', () => {
    const g = act(vsSpain(), restore('imperial-guard-1', 'd4'));
    expect(reduced(act(g, { type: 'guerrilla' }), 'imperial-guard')).toBe(true);
    expect(reduced(act(g, { type: 'pass' }), 'imperial-guard')).toBe(false);
  });

  it('9.1-R3, 7-R3, R4: a Leader rally succeeds on a d6 within its Rally range and fails otherwise (card spent)', () => {
    refuse(rest(), { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4' }, 'dice/invalid');
    refuse(rest(), { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4', dice: [7] }, 'dice/invalid');
    refuse(rest(), { type: 'rally', card: 'supply', unit: 'd4', dice: [1] }, 'restore/wrong-card');
    const ok = act(rest(), { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4', dice: [5] }); // Rally 1–5
    expect(reduced(ok, 'imperial-guard')).toBe(false);
    const bad = act(rest(), { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4', dice: [6] });
    expect(reduced(bad, 'imperial-guard')).toBe(true);
    expect(bad.state.decks[0]).toMatchObject({ hand: 4, discard: ['napoleon-bonaparte'] });
    refuse(bad, { type: 'rally', card: 'louis-nicolas-davout', unit: 'd4', dice: [1] }, 'restore/once');
    const soult = act(rest(), { type: 'rally', card: 'nicolas-soult', unit: 'c3', dice: [4] }); // Rally 1–3
    expect(reduced(soult, '2nd-regiment-legere')).toBe(true);
  });

  it('9.1-R3, 9.2-R13: a Leader rally cannot be cancelled by Guerrilla (no window)', () => {
    const g = act(vsSpain(), { type: 'rally', card: 'napoleon-bonaparte', unit: 'd4', dice: [2] });
    expect(g.state.pending).toBeNull();
    expect(reduced(g, 'imperial-guard')).toBe(false);
    refuse(g, { type: 'guerrilla' }, 'guerrilla/nothing');
  });

  it('A30: Palafox rallies automatically (no die)', () => {
    const g = scenario({ nations: ['spain', 'great-britain'], units: [{ d4: 'walloon-guards*' }, { d7: FOOT }], phase: 'restoration' });
    const x = act(g, { type: 'rally', card: 'jose-de-palafox-y-melzi', unit: 'd4' });
    expect(unitNamed(x, 0, 'walloon-guards')!.reduced).toBe(false);
  });
});

const FOOT = '4th-regiment-of-foot';

describe('9.2 Redoubt', () => {
  it('9.2-R13: Guerrilla cannot answer a Redoubt or a Scout/Spy (no window opens)', () => {
    const r = act(vsSpain(), { type: 'redoubt', card: 'redoubt', unit: 'e3' });
    expect(r.state.pending).toBeNull();
    expect(r.state.redoubts).toEqual(['e3']);
    const us = scenario({
      nations: ['united-states', 'spain'],
      units: [{ d2: '1st-infantry-regiment' }, { d7: 'walloon-guards' }],
      phase: 'movement'
    });
    const x = act(us, { type: 'scout', card: 'scout' });
    expect(x.state.pending).toBeNull();
    expect(x.state.decks[0]).toMatchObject({ hand: 4, discard: ['scout'] });
  });

  it('9.2-R14, R15, A25: once per player turn, under one of the active player’s units, one per square', () => {
    // Great Britain (two Redoubt cards) is the active player here
    const gb = scenario({ units: [{ d4: 'imperial-guard' }, { d7: FOOT, e7: '1st-foot-guards' }], phase: 'restoration', active: 1 });
    refuse(gb, { type: 'redoubt', card: 'redoubt', unit: 'd4' }, 'move/not-your-unit');
    refuse(gb, { type: 'redoubt', card: 'redoubt', unit: 'd6' }, 'move/not-your-unit');
    refuse(gb, { type: 'redoubt', card: 'supply', unit: 'd7' }, 'card/wrong-type');
    refuse(
      scenario({ units: [{ d4: 'imperial-guard' }, { d7: FOOT }], phase: 'restoration', active: 1, redoubts: ['d7'] }),
      { type: 'redoubt', card: 'redoubt', unit: 'd7' },
      'position/redoubt-twice'
    );
    const g = act(gb, { type: 'redoubt', card: 'redoubt', unit: 'd7' });
    expect(g.state.redoubts).toEqual(['d7']);
    expect(g.state.decks[1].discard).toEqual(['redoubt']);
    refuse(g, { type: 'redoubt', card: 'redoubt', unit: 'e7' }, 'redoubt/once');
    refuse(
      scenario({ units: [{ d4: 'imperial-guard' }, { d7: FOOT }], phase: 'combat', active: 1 }),
      { type: 'redoubt', card: 'redoubt', unit: 'd7' },
      'phase/wrong'
    );
  });

  it('7-R5, 9.2-R14: the restoration attempt comes first; none after the Redoubt', () => {
    const g = act(rest(), { type: 'redoubt', card: 'redoubt', unit: 'd4' });
    refuse(g, restore('supply', 'd4'), 'restore/after-redoubt');
    const h = act(rest(), restore('supply', 'd4'), { type: 'redoubt', card: 'redoubt', unit: 'd4' });
    expect(h.state.redoubts).toEqual(['d4']);
    expect(unitNamed(h, 0, 'imperial-guard')!.reduced).toBe(false);
  });

  it('9.2-R14: one Redoubt per player turn, again next turn', () => {
    let g = scenario({ units: [{ d2: 'imperial-guard' }, { d7: FOOT, e7: '1st-foot-guards' }], phase: 'restoration', active: 1 });
    g = act(g, { type: 'redoubt', card: 'redoubt', unit: 'd7' }, { type: 'end-phase' });
    // France's turn passes; Great Britain builds its second Redoubt in its next turn
    g = act(
      g,
      { type: 'end-phase' },
      { type: 'end-phase' },
      { type: 'move', from: 'd2', to: 'd3' },
      { type: 'end-phase' },
      { type: 'end-phase' },
      { type: 'end-phase' }
    );
    g = act(
      g,
      { type: 'end-phase' },
      { type: 'draw' },
      { type: 'end-phase' },
      { type: 'move', from: 'e7', to: 'e6' },
      { type: 'end-phase' },
      { type: 'end-phase' }
    );
    g = act(g, { type: 'redoubt', card: 'redoubt', unit: 'e6' });
    expect(g.state.redoubts).toEqual(['d7', 'e6']);
  });

  it('9.2-R17: a Redoubt is removed when its unit moves away', () => {
    const g = scenario({ units: [{ c3: 'imperial-guard' }, { d7: FOOT }], phase: 'movement', redoubts: ['c3'] });
    const x = act(g, { type: 'move', from: 'c3', to: 'c4' });
    expect(x.state.redoubts).toEqual([]);
    expect(squareOf(x, 0, 'imperial-guard')).toBe('c4');
  });
});
