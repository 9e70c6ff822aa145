// 6.1 step 6–7, 6.3, 6.5, 6.6 in play: totals, the results table (T11), retreat, advance and
// pursuit. France (seat 0, south) attacks from d4 a British unit (seat 1, north) on d5 unless
// stated: the defender's "back" is d6, its flanks c5/e5, its "forward" d4.
import { describe, expect, it } from 'vitest';
import { prompt, type Action, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario, squareOf, step, totals, unitNamed, type ScenarioSpec } from './game-helpers';

const pass: Action = { type: 'pass' };
function toStep(g: Game, target: string): Game {
  let x = g;
  for (let i = 0; i < 4 && step(x) !== `combat:${target}`; i++) x = act(x, pass);
  expect(step(x)).toBe(`combat:${target}`);
  return x;
}
const assault = (from: string, target: string, card: string): Action => ({ type: 'assault', from, target, card });
const fight = (units: ScenarioSpec['units'], extra: Partial<ScenarioSpec> = {}) => scenario({ units, ...extra });
const FOOT = '4th-regiment-of-foot'; // 7 / 3

describe('T11, 6.1 step 7: the results table through real Assaults (D = 7)', () => {
  type Row = { a: number; attacker: string; card: string; leader?: string; dice: number[]; expect: string };
  const rows: Row[] = [
    { a: 6, attacker: '4th-regiment-suisse*', card: '4th-regiment-suisse-1', dice: [1, 2], expect: 'attackers-hit' },
    { a: 7, attacker: '4th-regiment-suisse*', card: '4th-regiment-suisse-1', dice: [2, 2], expect: 'no-effect' },
    { a: 8, attacker: '4th-regiment-suisse*', card: '4th-regiment-suisse-1', dice: [2, 3], expect: 'defender-chooses' },
    { a: 13, attacker: '4th-regiment-suisse*', card: '4th-regiment-suisse-1', dice: [5, 5], expect: 'defender-chooses' },
    { a: 14, attacker: '4th-regiment-suisse*', card: '4th-regiment-suisse-1', dice: [5, 6], expect: 'attacker-chooses' },
    { a: 20, attacker: 'imperial-guard', card: 'imperial-guard-1', dice: [6, 6], expect: 'attacker-chooses' },
    { a: 21, attacker: 'imperial-guard', card: 'imperial-guard-1', dice: [6, 7], expect: 'retreat-and-hit' },
    {
      a: 27,
      attacker: 'imperial-guard',
      card: 'imperial-guard-1',
      leader: 'louis-nicolas-davout',
      dice: [7, 7],
      expect: 'retreat-and-hit'
    },
    { a: 28, attacker: 'imperial-guard', card: 'imperial-guard-1', leader: 'louis-nicolas-davout', dice: [7, 8], expect: 'eliminated' }
  ];
  for (const r of rows)
    it(`T11: A = ${r.a} against D = 7 → ${r.expect}`, () => {
      let g = toStep(act(fight([{ d4: r.attacker }, { d5: FOOT }]), assault('d4', 'd5', r.card)), 'attacker');
      if (r.leader) g = act(g, { type: 'play', card: r.leader, use: 'combat' });
      g = toStep(g, 'roll');
      const t = totals(g, r.dice);
      expect([t.attack.total, t.defense.total]).toEqual([r.a, 7]);
      g = act(g, { type: 'roll', dice: r.dice });
      const atk = r.attacker.replace('*', '');
      const def = () => unitNamed(g, 1, FOOT);
      switch (r.expect) {
        case 'attackers-hit': // the reduced attacker takes a Hit: eliminated
          expect(g.state.armies![0].eliminated).toEqual([atk]);
          expect(def()).toMatchObject({ square: 'd5', reduced: false });
          expect(g.state.combat).toBeNull();
          break;
        case 'no-effect':
          expect(unitNamed(g, 0, atk)).toMatchObject({ square: 'd4', reduced: true });
          expect(def()).toMatchObject({ square: 'd5', reduced: false });
          expect(g.state.combat).toBeNull();
          break;
        case 'defender-chooses':
        case 'attacker-chooses':
          expect(prompt(g)).toMatchObject({ step: 'combat:choose', player: r.expect === 'defender-chooses' ? 1 : 0, rule: '6.5-R2' });
          expect(g.state.combat).toMatchObject({ attack: r.a, defense: 7, outcome: r.expect });
          break;
        case 'retreat-and-hit':
          expect(def()).toMatchObject({ square: 'd6', reduced: true });
          expect(g.state.combat).toMatchObject({ attack: r.a, outcome: r.expect, step: 'advance' });
          break;
        case 'eliminated':
          expect(g.state.armies![1].eliminated).toEqual([FOOT]);
          expect(g.state.combat).toMatchObject({ attack: r.a, outcome: r.expect, step: 'advance' });
          break;
      }
    });

  it('6.1 step 6, 6.1-R15: the roll needs exactly the dice of the prompt; no more cards', () => {
    const g = toStep(act(fight([{ d4: 'imperial-guard' }, { d5: FOOT }]), assault('d4', 'd5', 'imperial-guard-1')), 'roll');
    expect(prompt(g).dice).toEqual([8, 8]);
    refuse(g, { type: 'roll', dice: [1] }, 'dice/count');
    refuse(g, { type: 'roll', dice: [9, 1] }, 'dice/count');
    refuse(g, { type: 'roll', dice: [1, 1, 1] }, 'dice/count');
    // 6.1-R15: after step 5 no card may be played by either player
    refuse(g, { type: 'play', card: 'imperial-guard-1', unit: 'd4' }, 'combat/wrong-step');
    refuse(g, { type: 'play', card: '4th-regiment-of-foot-1' }, 'combat/wrong-step');
    refuse(g, { type: 'pass' }, 'combat/wrong-step');
  });
});

describe('6.3, A10, A12: itemised totals equal the hand-computed values', () => {
  it('6.1-R16, 6.3-R3, A10: +2 per participating unit on a Hill (attacker and supporter), each line with its rule', () => {
    let g = fight([{ d4: 'imperial-guard', c5: '2nd-regiment-legere', e5: '8th-regiment-legere' }, { d5: FOOT }], {
      terrain: { d4: 'h', c5: 'h', d5: 'c' }
    });
    g = toStep(
      act(toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'attacker'), {
        type: 'play',
        card: 'louis-nicolas-davout',
        use: 'command',
        supporting: ['c5', 'e5']
      }),
      'roll'
    );
    const t = totals(g, [3, 4]);
    expect(t.attack.parts).toEqual([
      { label: 'strength', value: 8, rule: '6.1-R16', detail: 'imperial-guard' },
      { label: 'card-dice', value: 7, rule: '6.1-R16', detail: 'imperial-guard-1' },
      { label: 'hill', value: 2, rule: '6.3-R3', detail: 'd4' },
      { label: 'supporting-strength', value: 6, rule: '6.4-R5', detail: '2nd-regiment-legere' },
      { label: 'hill', value: 2, rule: '6.3-R3', detail: 'c5' },
      { label: 'supporting-strength', value: 6, rule: '6.4-R5', detail: '8th-regiment-legere' }
    ]);
    expect(t.attack.total).toBe(31);
    expect(t.defense).toEqual({ total: 7, parts: [{ label: 'strength', value: 7, rule: '6.1-R17', detail: FOOT }] });
    g = act(g, { type: 'roll', dice: [3, 4] }); // 31 ≥ 4·7: eliminated
    expect(g.state.combat).toMatchObject({ attack: 31, defense: 7, outcome: 'eliminated' });
  });

  it('6.3-R3, A10: no Hill bonus for anyone when the defending unit is on a Hill (which adds +2 defence)', () => {
    let g = fight([{ d4: 'imperial-guard', c5: '2nd-regiment-legere' }, { d5: FOOT }], { terrain: { d4: 'h', c5: 'h', d5: 'h' } });
    g = toStep(
      act(toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'attacker'), {
        type: 'play',
        card: 'jean-lannes',
        use: 'command',
        supporting: ['c5']
      }),
      'roll'
    );
    const t = totals(g, [3, 4]);
    expect(t.attack.parts.some((p) => p.label === 'hill')).toBe(false);
    expect(t.attack.total).toBe(8 + 7 + 6);
    expect(t.defense.parts).toContainEqual({ label: 'terrain', value: 2, rule: '6.3-R1', detail: 'hill' });
    expect(t.defense.total).toBe(9);
  });

  it('6.3-R4, A12: the Ambush card gets no Hill bonus; a supporting unit on a Hill keeps its +2', () => {
    let g = fight([{ c5: '1st-infantry-regiment' }, { d5: FOOT }], {
      nations: ['united-states', 'great-britain'],
      terrain: { c5: 'h', d5: 'w' }
    });
    g = toStep(
      act(toStep(act(g, { type: 'ambush', target: 'd5', card: 'ambush' }), 'attacker'), {
        type: 'play',
        card: 'andrew-jackson',
        use: 'command',
        supporting: ['c5']
      }),
      'roll'
    );
    expect(prompt(g).dice).toEqual([10]);
    const t = totals(g, [6]);
    expect(t.attack.parts).toEqual([
      { label: 'ambush-dice', value: 6, rule: '6.1-R16', detail: 'ambush' },
      { label: 'supporting-strength', value: 8, rule: '6.4-R5', detail: '1st-infantry-regiment' },
      { label: 'hill', value: 2, rule: '6.3-R3', detail: 'c5' }
    ]);
    expect(t.defense.total).toBe(7 + 2); // Woods
    g = act(g, { type: 'roll', dice: [6] }); // 16 vs 9: the defender chooses
    expect(g.state.combat).toMatchObject({ attack: 16, defense: 9, outcome: 'defender-chooses' });
  });

  it('6.1-R17, 9.2-R16: defence = strength + cards + terrain + Redoubt + Leader', () => {
    let g = fight([{ d4: 'imperial-guard' }, { d5: `${FOOT}*` }], { terrain: { d5: 't' }, redoubts: ['d5'] });
    g = act(
      toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'defender'),
      { type: 'play', card: '4th-regiment-of-foot-2' },
      { type: 'play', card: 'william-beresford' },
      pass,
      pass
    );
    expect(totals(g, [1, 1]).defense.parts).toEqual([
      { label: 'strength', value: 3, rule: '6.1-R17', detail: FOOT },
      { label: 'card-defense', value: 3, rule: '6.1-R10', detail: '4th-regiment-of-foot-2' },
      { label: 'terrain', value: 3, rule: '6.3-R1', detail: 'town' },
      { label: 'redoubt', value: 3, rule: '9.2-R16' },
      { label: 'leader-combat', value: 3, rule: '6.1-R11' }
    ]);
  });
});

describe('6.5 retreat', () => {
  const choose = (g: Game, choice: 'retreat' | 'hit') => act(g, { type: 'choose-result', choice });
  /** IG (8) + [3,3] = 14 against D = 7: the attacker chooses. */
  const attackerChooses = (units: ScenarioSpec['units'], from = 'd4', extra: Partial<ScenarioSpec> = {}) => {
    const g = act(toStep(act(fight(units, extra), assault(from, 'd5', 'imperial-guard-1')), 'roll'), { type: 'roll', dice: [3, 3] });
    expect(prompt(g)).toMatchObject({ step: 'combat:choose', player: 0 });
    return g;
  };

  it('6.5-R6: the back square first, no choice', () => {
    const g = choose(attackerChooses([{ d4: 'imperial-guard' }, { d5: FOOT }]), 'retreat');
    expect(unitNamed(g, 1, FOOT)).toMatchObject({ square: 'd6', reduced: false });
  });

  it('6.5-R7: back blocked, both flanks open → the owner of the retreating unit picks', () => {
    let g = choose(attackerChooses([{ d4: 'imperial-guard' }, { d5: FOOT, d6: '1st-foot-guards' }]), 'retreat');
    expect(prompt(g)).toMatchObject({ step: 'combat:retreat', player: 1, rule: '6.5-R7' });
    refuse(g, { type: 'retreat', to: 'd4' }, 'retreat/illegal');
    refuse(g, { type: 'retreat', to: 'c6' }, 'retreat/illegal');
    g = act(g, { type: 'retreat', to: 'e5' });
    expect(squareOf(g, 1, FOOT)).toBe('e5');
    expect(step(g)).toBe('combat:advance');
  });

  it('6.5-R8: back and both flanks blocked → forward', () => {
    const g = choose(
      attackerChooses([{ c5: 'imperial-guard' }, { d5: FOOT, d6: '1st-foot-guards', e5: 'dutch-belgians' }], 'c5'),
      'retreat'
    );
    expect(squareOf(g, 1, FOOT)).toBe('d4');
  });

  it('6.5-R3, R9: choosing Retreat when no retreat is possible eliminates the unit (then the attacker advances)', () => {
    let g = choose(
      attackerChooses([
        { d4: 'imperial-guard', c5: '2nd-regiment-legere' },
        { d5: FOOT, d6: '1st-foot-guards', e5: 'dutch-belgians' }
      ]),
      'retreat'
    );
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
    expect(prompt(g)).toMatchObject({ step: 'combat:advance', player: 0 });
    g = act(g, { type: 'advance', unit: 'd4' });
    expect(squareOf(g, 0, 'imperial-guard')).toBe('d5');
  });

  it('6.5-R5: "Hit and Retreat" on a reduced unit eliminates it; nothing retreats', () => {
    const g = act(toStep(act(fight([{ d4: 'imperial-guard' }, { d5: `${FOOT}*` }]), assault('d4', 'd5', 'imperial-guard-1')), 'roll'), {
      type: 'roll',
      dice: [1, 1]
    });
    // D = 3, A = 10: 3D ≤ A < 4D
    expect(g.state.combat!.outcome).toBe('retreat-and-hit');
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
  });

  it('6.5-R2: the Hit choice keeps the unit in place; no advance follows', () => {
    const g = choose(attackerChooses([{ d4: 'imperial-guard' }, { d5: FOOT }]), 'hit');
    expect(unitNamed(g, 1, FOOT)).toMatchObject({ square: 'd5', reduced: true });
    expect(g.state.combat).toBeNull();
  });

  it('6.5-R10, 9.2-R17: a unit retreating from a Redoubt removes it', () => {
    let g = fight([{ d4: 'imperial-guard' }, { d5: FOOT }], { redoubts: ['d5'] });
    g = act(toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'roll'), { type: 'roll', dice: [6, 6] });
    expect(g.state.combat).toMatchObject({ attack: 20, defense: 10, outcome: 'attacker-chooses' });
    g = choose(g, 'retreat');
    expect(squareOf(g, 1, FOOT)).toBe('d6');
    expect(g.state.redoubts).toEqual([]);
  });
});

describe('6.5 advance after combat', () => {
  const win = (units: ScenarioSpec['units'], card: string, extra: Partial<ScenarioSpec> = {}, cards: Action[] = []) => {
    let g = toStep(act(fight(units, extra), assault('d4', 'd5', card)), 'attacker');
    g = act(g, ...cards);
    return act(toStep(g, 'roll'), { type: 'roll', dice: [8, 8] });
  };

  it('6.5-R13: mandatory after a vacated square when a participating card lacks "Not Required To Advance"', () => {
    const g = win([{ d4: '8th-regiment-legere' }, { d5: `${FOOT}*` }], '8th-regiment-legere-1'); // 22 ≥ 4·3
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
    refuse(g, { type: 'advance', unit: null }, 'advance/required');
    refuse(g, pass, 'advance/required');
    refuse(g, { type: 'advance', unit: 'a1' }, 'advance/not-participating');
    const x = act(g, { type: 'advance', unit: 'd4' });
    expect(squareOf(x, 0, '8th-regiment-legere')).toBe('d5');
  });

  it('6.5-R14: optional when every participating unit had a "Not Required To Advance" card', () => {
    const g = win([{ d4: 'imperial-guard' }, { d5: `${FOOT}*` }], 'imperial-guard-1');
    const x = act(g, { type: 'advance', unit: null });
    expect(squareOf(x, 0, 'imperial-guard')).toBe('d4');
    expect(x.state.combat).toBeNull();
  });

  it('6.5-R14, A21: a supporting unit with no card makes it mandatory; the active player picks which unit advances', () => {
    const g = win([{ d4: 'imperial-guard', c5: '2nd-regiment-legere' }, { d5: `${FOOT}*` }], 'imperial-guard-1', {}, [
      { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c5'] }
    ]);
    refuse(g, { type: 'advance', unit: null }, 'advance/required');
    const x = act(g, { type: 'advance', unit: 'c5' });
    expect(squareOf(x, 0, '2nd-regiment-legere')).toBe('d5');
    expect(squareOf(x, 0, 'imperial-guard')).toBe('d4');
  });

  it('6.5-R16, 9.2-R17: advancing out of a Redoubt removes it', () => {
    const g = win([{ d4: '8th-regiment-legere' }, { d5: `${FOOT}*` }], '8th-regiment-legere-1', { redoubts: ['d4'] });
    expect(act(g, { type: 'advance', unit: 'd4' }).state.redoubts).toEqual([]);
  });

  it('6.5-R15: no advance after an Ambush that eliminates', () => {
    let g = fight([{ d4: '1st-infantry-regiment' }, { d5: `${FOOT}*` }], { nations: ['united-states', 'great-britain'] });
    g = act(toStep(act(g, { type: 'ambush', target: 'd5', card: 'ambush' }), 'roll'), { type: 'roll', dice: [10] }); // 10 vs 3
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
    expect(g.state.combat).toBeNull();
    expect(squareOf(g, 0, '1st-infantry-regiment')).toBe('d4');
  });
});

describe('6.5-R15 no advance after an Ambush, even with a supporting unit', () => {
  it('6.5-R15, 9.2-R5: the supporting unit of an Ambush never advances into the vacated square', () => {
    let g = fight([{ c5: '1st-infantry-regiment' }, { d5: `${FOOT}*` }], { nations: ['united-states', 'great-britain'] });
    g = toStep(act(g, { type: 'ambush', target: 'd5', card: 'ambush' }), 'attacker');
    g = act(g, { type: 'play', card: 'andrew-jackson', use: 'command', supporting: ['c5'] }, pass);
    g = act(g, { type: 'roll', dice: [10] }); // 10 + 8 = 18 ≥ 4·3: eliminated
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
    expect(g.state.combat).toBeNull();
    expect(squareOf(g, 0, '1st-infantry-regiment')).toBe('c5');
  });

  it('6.1-R18, 6.4-R6: in an Ambush with a supporting unit, A < D hits the supporting unit', () => {
    let g = fight([{ c5: '1st-infantry-regiment' }, { d5: FOOT }], { nations: ['united-states', 'great-britain'] });
    g = toStep(act(g, { type: 'ambush', target: 'd5', card: 'ambush' }), 'defender');
    g = act(
      g,
      { type: 'play', card: 'lord-wellington' },
      pass,
      { type: 'play', card: 'andrew-jackson', use: 'command', supporting: ['c5'] },
      pass
    );
    g = act(g, { type: 'roll', dice: [1] }); // 1 + 8 = 9 < 7 + 5
    expect(unitNamed(g, 0, '1st-infantry-regiment')!.reduced).toBe(true);
  });
});

describe('6.5 retreat: more cases', () => {
  it('6.1-R6, 6.5-R7: a Withdraw follows the retreat priority: back blocked → the owner picks a flank', () => {
    let g = fight([{ d4: '4th-regiment-suisse' }, { d5: FOOT, d6: '1st-foot-guards' }]);
    g = act(g, assault('d4', 'd5', '4th-regiment-suisse-1'), { type: 'withdraw', card: 'withdraw' });
    expect(prompt(g)).toMatchObject({ step: 'combat:retreat', player: 1 });
    g = act(g, { type: 'retreat', to: 'c5' }, { type: 'advance', unit: 'd4' });
    expect(squareOf(g, 1, FOOT)).toBe('c5');
    expect(squareOf(g, 0, '4th-regiment-suisse')).toBe('d5');
  });

  it('6.5-R5, R9: Hit and Retreat with every retreat square blocked: the Hit, then elimination', () => {
    let g = fight([
      { d4: 'imperial-guard', c5: '2nd-regiment-legere' },
      { d5: FOOT, d6: '1st-foot-guards', e5: 'dutch-belgians' }
    ]);
    g = act(toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'roll'), { type: 'roll', dice: [6, 7] }); // 21: 3D ≤ A < 4D
    expect(g.state.combat!.outcome).toBe('retreat-and-hit');
    expect(g.state.armies![1].eliminated).toEqual([FOOT]);
  });
});

describe('6.6 pursuit', () => {
  // Prussia (seat 0) attacks the Imperial Guard (8, + card 7 = D 15) with the 10th Dragoons.
  const units: ScenarioSpec['units'] = [{ d4: '10th-dragoons' }, { d5: 'imperial-guard' }];
  const setup = (initiating: string, attackerCards: Action[], dice: number[]) => {
    let g = fight(units, { nations: ['prussia', 'france'] });
    g = act(
      toStep(act(g, assault('d4', 'd5', initiating)), 'defender'),
      { type: 'play', card: 'imperial-guard-1' },
      pass,
      ...attackerCards
    );
    g = act(toStep(g, 'roll'), { type: 'roll', dice });
    expect(prompt(g)).toMatchObject({ step: 'combat:choose', player: 1 });
    g = act(g, { type: 'choose-result', choice: 'retreat' });
    expect(squareOf(g, 1, 'imperial-guard')).toBe('d6');
    return act(g, { type: 'advance', unit: 'd4' });
  };

  it('T13, 6.6-R2, R4: two cards for the advancing cavalry (Pursuit 1–3 and 1–2), rolls 3 and 2 → two hits eliminate', () => {
    const g = setup('10th-dragoons-1', [{ type: 'play', card: '10th-dragoons-2', unit: 'd4' }], [5, 5, 1, 1]); // 6+10+2 = 18
    expect(prompt(g)).toMatchObject({ step: 'combat:pursuit', dice: [6, 6], rule: '6.6' });
    const x = act(g, { type: 'roll', dice: [3, 2] });
    expect(x.state.armies![1].eliminated).toEqual(['imperial-guard']);
    const one = act(g, { type: 'roll', dice: [4, 2] });
    expect(unitNamed(one, 1, 'imperial-guard')).toMatchObject({ square: 'd6', reduced: true });
  });

  it('6.6-R3, A22: the attacking Leader’s pursuit modifier widens the range (Blücher −1: a 3 hits on Pursuit 1–2)', () => {
    const plain = act(setup('10th-dragoons-2', [], [6, 6]), { type: 'roll', dice: [3] }); // 6+12 = 18
    expect(unitNamed(plain, 1, 'imperial-guard')!.reduced).toBe(false);
    const led = setup('10th-dragoons-2', [{ type: 'play', card: 'gebhard-leberecht-von-blucher', use: 'combat' }], [6, 6]); // 22
    expect(prompt(led).dice).toEqual([6]);
    expect(unitNamed(act(led, { type: 'roll', dice: [3] }), 1, 'imperial-guard')!.reduced).toBe(true);
    expect(unitNamed(act(led, { type: 'roll', dice: [4] }), 1, 'imperial-guard')!.reduced).toBe(false);
  });

  it('6.6-R1: no pursuit when the defending unit was eliminated, or by infantry', () => {
    let g = fight([{ d4: '10th-dragoons' }, { d5: '4th-regiment-suisse*' }], { nations: ['prussia', 'france'] });
    g = act(toStep(act(g, assault('d4', 'd5', '10th-dragoons-1')), 'roll'), { type: 'roll', dice: [10, 10] });
    g = act(g, { type: 'advance', unit: 'd4' });
    expect(g.state.combat).toBeNull();
    let h = fight([{ d4: '1st-infantry-regiment' }, { d5: 'imperial-guard' }], { nations: ['prussia', 'france'] });
    h = act(toStep(act(h, assault('d4', 'd5', '1st-infantry-regiment-1')), 'roll'), { type: 'roll', dice: [6, 6] }); // 18 vs 8
    h = act(h, { type: 'choose-result', choice: 'retreat' }, { type: 'advance', unit: 'd4' });
    expect(h.state.combat).toBeNull();
  });
});
