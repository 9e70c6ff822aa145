// The public combatTotalsOf: the itemised totals the combat screen shows, before and at the roll.
import { describe, expect, it } from 'vitest';
import { combatTotalsOf, type Action } from '../../../src/lib/rules';
import { act, scenario, step } from './game-helpers';

describe('6.1 step 6: combatTotalsOf (itemised totals for the UI)', () => {
  it('6.1-R16/R17: before the roll the dice count 0; with the dice the totals match the engine’s result', () => {
    let g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }] });
    g = act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' } as Action);
    while (step(g) !== 'combat:roll') g = act(g, { type: 'pass' });
    const before = combatTotalsOf(g)!;
    expect(before.attack.total).toBe(8); // Imperial Guard strength, dice not rolled yet
    expect(before.attack.parts.map((p) => p.label)).toEqual(['strength', 'card-dice']);
    expect(before.defense.total).toBe(7);
    const withDice = combatTotalsOf(g, [6, 7])!;
    expect(withDice.attack.total).toBe(21);
    const after = act(g, { type: 'roll', dice: [6, 7] });
    expect(after.state.combat!.attack).toBe(21); // the engine used the same total
    expect(after.state.combat!.outcome).toBe('retreat-and-hit'); // 3D ≤ A < 4D
    expect(combatTotalsOf(after)).toBeNull();
  });
});

import { legalActions, prompt } from '../../../src/lib/rules';

describe('6.2 fire combats cite their own rules', () => {
  it('6.2-R8/R9: a Bombardment’s roll step cites 6.2-R8 and its defence strength line 6.2-R9', () => {
    let g = scenario({ units: [{ d3: '2nd-regiment-legere' }, { d5: '4th-regiment-of-foot' }] });
    const fire = legalActions(g).find((l) => l.action.type === 'bombard' && 'target' in l.action && l.action.target === 'd5');
    expect(fire).toBeDefined();
    g = act(g, fire!.action);
    expect(prompt(g)).toMatchObject({ step: 'combat:roll', rule: '6.2-R8' });
    const t = combatTotalsOf(g, [5])!;
    expect(t.defense.parts[0]).toMatchObject({ label: 'strength', rule: '6.2-R9', value: 7 });
    expect(t.attack.parts).toEqual([{ label: 'card-dice', value: 5, rule: '6.2-R8', detail: (fire!.action as { card: string }).card }]);
  });
});
