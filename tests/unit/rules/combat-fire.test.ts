// 6.2 Bombardment and Volley, and 9.1-R5 Grand Battery, in play (T8, T9, T10, T12).
import { describe, expect, it } from 'vitest';
import { explain, prompt, type Action, type RuleError } from '../../../src/lib/rules';
import { act, refuse, scenario, squareOf, step, totals, unitNamed, type ScenarioSpec } from './game-helpers';

const FOOT = '4th-regiment-of-foot'; // 7 / 3
const bombard = (from: string, target: string, card = '2nd-regiment-legere-4'): Action => ({ type: 'bombard', from, target, card });
// France's 2nd Regiment Legere on c3 bombards (card 4: Bombard 1d10, Range 2)
const fr = (n: Record<string, string>, extra: Partial<ScenarioSpec> = {}, s: Record<string, string> = {}) =>
  scenario({ units: [{ c3: '2nd-regiment-legere', ...s }, n], ...extra });

describe('6.2 Bombardment and Volley: range and line of sight', () => {
  it('T8, 6.2-R6: straight at range 2 only if the middle square is not Hill/Town/Woods and holds no unit; the refusal names it', () => {
    const blocked = (e: RuleError) =>
      expect([e.code, e.rule, e.params]).toEqual(['combat/sight-blocked', '6.2-R6', { square: 'c5', blockers: 'c4' }]);
    for (const t of ['h', 't', 'w']) blocked(refuse(fr({ c5: FOOT }, { terrain: { c4: t } }), bombard('c3', 'c5'), 'combat/sight-blocked'));
    blocked(refuse(fr({ c5: FOOT }, {}, { c4: '8th-regiment-legere' }), bombard('c3', 'c5'), 'combat/sight-blocked'));
    blocked(refuse(fr({ c5: FOOT, c4: 'dutch-belgians' }), bombard('c3', 'c5'), 'combat/sight-blocked'));
    expect(explain(refuse(fr({ c5: FOOT }, { terrain: { c4: 'w' } }), bombard('c3', 'c5'), 'combat/sight-blocked'), 'pl')).toBe(
      'Brak linii strzału na pole c5: zasłonięta na polu c4 (Wzgórze, Miasto, Las lub jednostka na każdej drodze)'
    );
    for (const t of ['c', 'm', 'f', 'l'])
      expect(act(fr({ c5: FOOT }, { terrain: { c4: t } }), bombard('c3', 'c5')).state.combat).not.toBeNull();
  });

  it('T9, 6.2-R5, A17: a diagonal target is at range 2; one clear middle square suffices', () => {
    expect(act(fr({ d4: FOOT }, { terrain: { c4: 'w' } }), bombard('c3', 'd4')).state.combat!.kind).toBe('bombardment');
    const both = refuse(fr({ d4: FOOT }, { terrain: { c4: 'w', d3: 'h' } }), bombard('c3', 'd4'), 'combat/sight-blocked');
    // both middle squares block: both named, in either language
    expect(both.params).toEqual({ square: 'd4', blockers: 'c4,d3' });
    expect(explain(both, 'en')).toBe('No line of sight to d4: blocked on c4 and d3 (a Hill, Town, Woods or unit on every path)');
    expect(explain(both, 'pl')).toContain('zasłonięta na polach c4 i d3');
  });

  it('6.2-R4, R7: at most 2 squares; the firer’s and the target’s squares never block', () => {
    const far = refuse(fr({ c6: FOOT }), bombard('c3', 'c6'), 'combat/out-of-range');
    expect([far.rule, far.params]).toEqual(['6.2-R3, R4', { square: 'c6', distance: 3, range: 2 }]);
    expect(act(fr({ c5: FOOT }, { terrain: { c3: 'w', c5: 't' } }), bombard('c3', 'c5')).state.combat).not.toBeNull();
  });

  it('6.2-R1: the card must name the firing unit and show a Bombard (or Volley) value', () => {
    refuse(fr({ c5: FOOT }), bombard('c3', 'c5', '2nd-regiment-legere-1'), 'combat/card-no-bombard');
    refuse(fr({ c5: FOOT }), bombard('c3', 'c5', '8th-regiment-legere-4'), 'card/wrong-unit');
    refuse(fr({ c4: FOOT }), { type: 'volley', from: 'c3', target: 'c4', card: '2nd-regiment-legere-4' }, 'combat/card-no-volley');
  });

  it('T10, 6.2-R3: a Volley only at an adjacent unit (a diagonal one is at range 2)', () => {
    // Great Britain (seat 1) to act: the 42nd Regiment’s card 3 has Volley 2d8
    const gb = (target: string) => scenario({ units: [{ [target]: '2nd-regiment-legere' }, { c3: '42nd-regiment-of-foot' }], active: 1 });
    const diagonal = refuse(gb('d4'), { type: 'volley', from: 'c3', target: 'd4', card: '42nd-regiment-of-foot-3' }, 'combat/out-of-range');
    expect(diagonal.params).toEqual({ square: 'd4', distance: 2, range: 1 });
    const g = act(gb('c2'), { type: 'volley', from: 'c3', target: 'c2', card: '42nd-regiment-of-foot-3' });
    expect(g.state.combat!.kind).toBe('volley');
    expect(prompt(g).dice).toEqual([8, 8]);
  });

  it('6.2-R2: the firing unit may stand in a Marsh', () => {
    expect(act(fr({ c5: FOOT }, { terrain: { c3: 'm' } }), bombard('c3', 'c5')).state.combat).not.toBeNull();
  });
});

describe('6.2 Bombardment and Volley: procedure and result', () => {
  it('6.1-R9, 6.2-R10, A16: no Withdraw and no other cards: straight to the roll', () => {
    const g = act(fr({ c5: FOOT }), bombard('c3', 'c5'));
    expect(prompt(g)).toMatchObject({ step: 'combat:roll', player: 0, dice: [10] });
    refuse(g, { type: 'withdraw', card: 'withdraw' }, 'combat/wrong-step');
    refuse(g, { type: 'play', card: '4th-regiment-of-foot-1' }, 'combat/wrong-step');
    refuse(g, { type: 'play', card: 'louis-nicolas-davout', use: 'combat' }, 'combat/wrong-step');
    refuse(g, { type: 'pass' }, 'combat/wrong-step');
  });

  it('T12, 6.2-R11, R12: a Hit only when A > D; A = D or A < D never harms the firer; nobody moves', () => {
    const g = act(fr({ c5: FOOT }), bombard('c3', 'c5'));
    for (const die of [7, 1]) {
      const x = act(g, { type: 'roll', dice: [die] });
      expect(x.state.combat).toBeNull();
      expect(unitNamed(x, 1, FOOT)).toMatchObject({ square: 'c5', reduced: false });
      expect(unitNamed(x, 0, '2nd-regiment-legere')).toMatchObject({ square: 'c3', reduced: false });
    }
    const hit = act(g, { type: 'roll', dice: [8] });
    expect(unitNamed(hit, 1, FOOT)).toMatchObject({ square: 'c5', reduced: true });
    expect(squareOf(hit, 0, '2nd-regiment-legere')).toBe('c3');
    expect(hit.state.combat).toBeNull();
    expect(hit.state.decks[0].discard).toEqual(['2nd-regiment-legere-4']);
    // a reduced target hit again is eliminated, with no advance
    const twice = act(scenario({ units: [{ c3: '2nd-regiment-legere' }, { c5: `${FOOT}*` }] }), bombard('c3', 'c5'), {
      type: 'roll',
      dice: [4]
    });
    expect(twice.state.armies![1].eliminated).toEqual([FOOT]);
    expect(squareOf(twice, 0, '2nd-regiment-legere')).toBe('c3');
  });

  it('6.2-R8, A11: +2 for a firer on a Hill unless the target is on a Hill', () => {
    const up = act(fr({ c5: FOOT }, { terrain: { c3: 'h' } }), bombard('c3', 'c5'));
    expect(totals(up, [6]).attack.parts).toEqual([
      { label: 'card-dice', value: 6, rule: '6.2-R8', detail: '2nd-regiment-legere-4' },
      { label: 'hill', value: 2, rule: '6.3-R3', detail: 'c3' }
    ]);
    expect(unitNamed(act(up, { type: 'roll', dice: [6] }), 1, FOOT)!.reduced).toBe(true); // 8 > 7
    const both = act(fr({ c5: FOOT }, { terrain: { c3: 'h', c5: 'h' } }), bombard('c3', 'c5'));
    expect(totals(both, [6]).attack.total).toBe(6);
    expect(totals(both, [6]).defense.total).toBe(9);
  });

  it('9.2-R17: a Redoubt is removed when its unit is eliminated', () => {
    const g = act(scenario({ units: [{ c3: '2nd-regiment-legere' }, { c5: `${FOOT}*` }], redoubts: ['c5'] }), bombard('c3', 'c5'), {
      type: 'roll',
      dice: [7]
    });
    expect(g.state.armies![1].eliminated).toEqual([FOOT]); // 7 > 3 + 3
    expect(g.state.redoubts).toEqual([]);
  });

  it('6.2-R9: the Redoubt +3 counts against a Bombardment', () => {
    const g = act(fr({ c5: FOOT }, { redoubts: ['c5'] }), bombard('c3', 'c5'));
    expect(totals(g, [10]).defense.total).toBe(10);
    expect(unitNamed(act(g, { type: 'roll', dice: [10] }), 1, FOOT)!.reduced).toBe(false);
  });
});

describe('9.1-R5, A18 Grand Battery', () => {
  const gb: Action = { type: 'grand-battery', from: 'c3', target: 'c5', card: 'napoleon-bonaparte' };

  it('9.1-R5: from any French unit, even in a Marsh, range 2, 2d10 (+ terrain); the turn’s one combat', () => {
    const base = scenario({
      units: [
        { c3: '45th-regiment-legere', h1: 'guard-cavalry' },
        { c5: FOOT, h3: 'dutch-belgians' }
      ],
      terrain: { c3: 'm' }
    });
    let g = act(base, gb);
    expect(g.state.combat).toMatchObject({ kind: 'bombardment', grandBattery: true, attacker: '45th-regiment-legere' });
    expect(prompt(g)).toMatchObject({ step: 'combat:roll', dice: [10, 10] });
    expect(totals(g, [4, 4]).attack.parts).toEqual([
      { label: 'grand-battery-dice', value: 8, rule: '9.1-R5', detail: 'napoleon-bonaparte' }
    ]);
    g = act(g, { type: 'roll', dice: [4, 4] }); // 8 > 7
    expect(unitNamed(g, 1, FOOT)!.reduced).toBe(true);
    expect(g.state.decks[0].discard).toEqual(['napoleon-bonaparte']);
    refuse(g, { type: 'bombard', from: 'h1', target: 'h3', card: 'guard-cavalry-3' }, 'combat/once');
    // a cavalry unit may fire it too
    expect(act(base, { type: 'grand-battery', from: 'h1', target: 'h3', card: 'napoleon-bonaparte' }).state.combat!.attacker).toBe(
      'guard-cavalry'
    );
  });

  it('9.1-R5: range ≤ 2 and line of sight as a Bombardment; only Napoleon', () => {
    refuse(scenario({ units: [{ c3: '45th-regiment-legere' }, { c6: FOOT }] }), { ...gb, target: 'c6' }, 'combat/out-of-range');
    refuse(scenario({ units: [{ c3: '45th-regiment-legere' }, { c5: FOOT }], terrain: { c4: 't' } }), gb, 'combat/sight-blocked');
    refuse(scenario({ units: [{ c3: '45th-regiment-legere' }, { c5: FOOT }] }), { ...gb, card: 'louis-nicolas-davout' }, 'card/wrong-type');
    const g = act(scenario({ units: [{ c3: '45th-regiment-legere' }, { c5: FOOT }] }), gb, { type: 'roll', dice: [3, 4] });
    expect(unitNamed(g, 1, FOOT)!.reduced).toBe(false); // 7 = 7: no effect
    expect(step(g)).toBe('combat');
  });
});
