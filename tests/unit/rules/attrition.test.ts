// Rule 2.1 attrition in play (A5, T17).
import { describe, expect, it } from 'vitest';
import { prompt, type Action, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario, step } from './game-helpers';

const pass: Action = { type: 'pass' };
function toRoll(g: Game): Game {
  let x = g;
  for (let i = 0; i < 4 && step(x) !== 'combat:roll'; i++) x = act(x, pass);
  return x;
}
const GB_LOST = ['1st-foot-guards', '32nd-regiment-of-foot', '42nd-regiment-of-foot', '52nd-regiment-of-foot'];
const FR_LOST = ['1st-cuirassiers', '2nd-regiment-legere', '8th-regiment-legere', '19th-regiment-legere'];
const RU_LOST = ['1st-cavalry', 'black-sea-cossacks', 'kexholm-regiment', 'koursk-regiment'];

describe('2.1 attrition', () => {
  it('2.1-R1, R3, A5: the 5th enemy unit eliminated ends the game once the combat is resolved', () => {
    let g = scenario({
      units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot*', h8: 'dutch-belgians' }],
      eliminated: [[], GB_LOST]
    });
    g = act(toRoll(act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' })), { type: 'roll', dice: [2, 2] });
    expect(g.state.armies![1].eliminated).toHaveLength(5);
    // the advance is still part of the combat (A5)
    expect(g.state.stage).toBe('play');
    expect(step(g)).toBe('combat:advance');
    g = act(g, { type: 'advance', unit: null });
    expect(g.state.stage).toBe('over');
    expect(g.state.result).toEqual({ winner: 0, by: 'attrition' });
    expect(prompt(g)).toMatchObject({ stage: 'over', rule: '2.1' });
    refuse(g, { type: 'end-phase' }, 'game/over');
  });

  it('2.1-R1: a Bombardment that eliminates the 5th unit ends the game at once', () => {
    let g = scenario({
      units: [{ c3: '2nd-regiment-legere' }, { c5: '4th-regiment-of-foot*', h8: 'dutch-belgians' }],
      eliminated: [[], GB_LOST]
    });
    g = act(g, { type: 'bombard', from: 'c3', target: 'c5', card: '2nd-regiment-legere-4' }, { type: 'roll', dice: [4] });
    expect(g.state.result).toEqual({ winner: 0, by: 'attrition' });
  });

  it('2.1-R1: the attacker losing its own 5th unit (A < D) gives the defender the win', () => {
    let h = scenario({
      units: [{ d4: 'imperial-guard*', a1: 'guard-cavalry' }, { d5: '4th-regiment-of-foot' }],
      eliminated: [FR_LOST, []]
    });
    h = act(h, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' }, pass, {
      type: 'play',
      card: '4th-regiment-of-foot-1'
    });
    h = act(toRoll(h), { type: 'roll', dice: [1, 1] }); // A = 5 + 2 = 7 < D = 7 + 5 = 12
    expect(h.state.armies![0].eliminated).toHaveLength(5);
    expect(h.state.result).toEqual({ winner: 1, by: 'attrition' });
  });

  it('T17, 2.1-R2: the Committed Attack hit gives the attacker its own 5th loss in the combat that kills the enemy’s 5th → the defender wins', () => {
    const start = (withCA: boolean) => {
      let g = scenario({
        nations: ['russia', 'france'],
        units: [
          { d4: 'russian-guard*', a1: 'moscow-regiment' },
          { d5: '4th-regiment-suisse*', h8: 'imperial-guard' }
        ],
        eliminated: [RU_LOST, FR_LOST]
      });
      g = act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'russian-guard-1' }, pass, pass);
      if (withCA) g = act(g, { type: 'play', card: 'committed-attack' });
      g = act(toRoll(g), { type: 'roll', dice: withCA ? [8, 8, 1, 1] : [8, 8] }); // A ≥ 6 + 16 ≥ 4·3: eliminated
      expect(g.state.armies![1].eliminated).toHaveLength(5);
      return act(g, { type: 'advance', unit: 'd4' });
    };
    const ca = start(true);
    expect(ca.state.armies![0].eliminated).toEqual([...RU_LOST, 'russian-guard']);
    expect(ca.state.stage).toBe('over');
    expect(ca.state.result).toEqual({ winner: 1, by: 'attrition' });
    // the same combat without the Committed Attack: the attacker wins
    expect(start(false).state.result).toEqual({ winner: 0, by: 'attrition' });
  });
});
