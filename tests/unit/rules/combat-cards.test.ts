// Rule 6.1 in play: declaring an Assault or Ambush, the Withdraw window, the defender's and the
// attacker's cards (Leaders, Committed Attack, Sappers, Skirmish). France (seat 0, south) is the
// active player unless stated; its opponent stands north (its "back" is toward rank 8).
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, explain, legalActions, prompt, type Action, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario, squareOf, step, totals, unitNamed, type ScenarioSpec } from './game-helpers';

const pass: Action = { type: 'pass' };
/** Pass through the combat steps until `target` (withdraw → defender → attacker → roll). */
function toStep(g: Game, target: string): Game {
  let x = g;
  for (let i = 0; i < 4 && step(x) !== `combat:${target}`; i++) x = act(x, pass);
  expect(step(x)).toBe(`combat:${target}`);
  return x;
}
const fight = (units: ScenarioSpec['units'], extra: Partial<ScenarioSpec> = {}) => scenario({ units, ...extra });
const assault = (from: string, target: string, card: string): Action => ({ type: 'assault', from, target, card });
const FOOT = '4th-regiment-of-foot';

describe('6.1 steps 1–2: declaring an Assault or an Ambush', () => {
  const g = () =>
    fight([
      { d4: 'imperial-guard', e4: '2nd-regiment-legere' },
      { d5: '4th-regiment-of-foot', e5: '1st-foot-guards', f6: 'dutch-belgians' }
    ]);

  it('6.1-R1: the card must name the attacking unit and show an Attack value', () => {
    refuse(g(), assault('d4', 'd5', 'imperial-guard-2'), 'combat/card-no-attack'); // artillery card: Bombard only
    refuse(g(), assault('d4', 'd5', '2nd-regiment-legere-1'), 'card/wrong-unit');
    refuse(g(), assault('d4', 'd5', 'supply'), 'card/wrong-unit');
  });

  it('6.1-R2: no Assault from a Marsh square', () => {
    const m = fight([{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }], { terrain: { d4: 'm' } });
    refuse(m, assault('d4', 'd5', 'imperial-guard-1'), 'combat/assault-from-marsh');
  });

  it('6.1-R4: the target is an enemy unit adjacent to the attacking unit (never diagonal)', () => {
    refuse(g(), assault('d4', 'e5', 'imperial-guard-1'), 'combat/not-adjacent');
    refuse(g(), assault('d4', 'f6', 'imperial-guard-1'), 'combat/not-adjacent');
    refuse(g(), assault('d4', 'e4', 'imperial-guard-1'), 'combat/no-enemy');
    refuse(g(), assault('d4', 'c4', 'imperial-guard-1'), 'combat/no-enemy');
    refuse(g(), assault('d5', 'd4', '4th-regiment-of-foot-1'), 'move/not-your-unit');
  });

  it('6-R1, 4-R10: a combat only in the Combat Phase, one per player turn', () => {
    refuse(
      fight([{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }], { phase: 'movement' }),
      assault('d4', 'd5', 'imperial-guard-1'),
      'phase/wrong'
    );
    let x = act(g(), assault('d4', 'd5', 'imperial-guard-1'));
    expect(x.state.combatUsed).toBe(true);
    expect(x.state.decks[0]).toMatchObject({ hand: 4, inPlay: ['imperial-guard-1'] });
    x = act(toStep(x, 'roll'), { type: 'roll', dice: [1, 1] }); // 10 vs 7: defender chooses
    x = act(x, { type: 'choose-result', choice: 'hit' });
    expect(x.state.combat).toBeNull();
    refuse(x, assault('e4', 'e5', '2nd-regiment-legere-1'), 'combat/once');
    refuse(g(), { type: 'ambush', target: 'f6', card: 'ambush' }, 'card/unknown'); // France has no Ambush
  });

  it('6.1-R3, R5, 9.2-R1: an Ambush card attacks any enemy unit on the board with its 1d10', () => {
    const us = fight([{ a1: '1st-infantry-regiment' }, { h8: '4th-regiment-of-foot' }], { nations: ['united-states', 'great-britain'] });
    refuse(us, { type: 'ambush', target: 'h8', card: 'supply' }, 'card/wrong-type');
    refuse(us, { type: 'ambush', target: 'h7', card: 'ambush' }, 'combat/no-enemy');
    const x = act(us, { type: 'ambush', target: 'h8', card: 'ambush' });
    expect(x.state.combat).toMatchObject({ kind: 'ambush', attacker: null, defender: '4th-regiment-of-foot' });
    expect(prompt(toStep(x, 'roll')).dice).toEqual([10]);
  });

  it('6.1-R18: an Ambush with no supporting units harms nobody on A < D', () => {
    let x = toStep(
      act(fight([{ a1: '1st-infantry-regiment' }, { h8: '4th-regiment-of-foot' }], { nations: ['united-states', 'great-britain'] }), {
        type: 'ambush',
        target: 'h8',
        card: 'ambush'
      }),
      'roll'
    );
    x = act(x, { type: 'roll', dice: [1] });
    expect(x.state.combat).toBeNull();
    expect(unitNamed(x, 0, '1st-infantry-regiment')!.reduced).toBe(false);
    expect(unitNamed(x, 1, '4th-regiment-of-foot')!.reduced).toBe(false);
  });
});

describe('6.1 step 3: Withdraw', () => {
  it('6.1-R7, 9.2-R28: Withdraw HQ card: the defender withdraws by retreat priority, the attacker must advance, cards discarded', () => {
    let g = act(fight([{ d4: '4th-regiment-suisse' }, { d5: '4th-regiment-of-foot' }]), assault('d4', 'd5', '4th-regiment-suisse-1'));
    expect(prompt(g)).toMatchObject({ step: 'combat:withdraw', player: 1 });
    refuse(g, { type: 'withdraw', card: 'supply' }, 'card/wrong-type');
    g = act(g, { type: 'withdraw', card: 'withdraw' });
    expect(squareOf(g, 1, '4th-regiment-of-foot')).toBe('d6'); // back (6.5-R6), no dice, no hit
    expect(unitNamed(g, 1, '4th-regiment-of-foot')!.reduced).toBe(false);
    expect(prompt(g)).toMatchObject({ step: 'combat:advance', player: 0 });
    refuse(g, { type: 'play', card: '4th-regiment-suisse-1', unit: 'd4' }, 'combat/wrong-step'); // A19(d)
    refuse(g, { type: 'advance', unit: null }, 'advance/required');
    g = act(g, { type: 'advance', unit: 'd4' });
    expect(squareOf(g, 0, '4th-regiment-suisse')).toBe('d5');
    expect(g.state.combat).toBeNull();
    expect(g.state.decks[0]).toMatchObject({ discard: ['4th-regiment-suisse-1'], inPlay: [] });
    expect(g.state.decks[1]).toMatchObject({ discard: ['withdraw'], inPlay: [], hand: 4 });
  });

  it('6.1-R7, 6.6-R5: after a Withdraw an advancing cavalry pursues with one die (the initiating card), no Leader modifier', () => {
    const start = act(fight([{ d4: 'guard-cavalry' }, { d5: '4th-regiment-of-foot' }]), assault('d4', 'd5', 'guard-cavalry-2'), {
      type: 'withdraw',
      card: 'withdraw'
    });
    // A19(c): "Not Required To Advance" on the initiating card makes the advance optional
    expect(act(start, { type: 'advance', unit: null }).state.combat).toBeNull();
    const g = act(start, { type: 'advance', unit: 'd4' });
    expect(prompt(g)).toMatchObject({ step: 'combat:pursuit', dice: [6] });
    refuse(g, { type: 'roll', dice: [4, 4] }, 'dice/count');
    const hit = act(g, { type: 'roll', dice: [4] }); // Pursuit 1–4
    expect(unitNamed(hit, 1, '4th-regiment-of-foot')).toMatchObject({ square: 'd6', reduced: true });
    const miss = act(g, { type: 'roll', dice: [5] });
    expect(unitNamed(miss, 1, '4th-regiment-of-foot')).toMatchObject({ square: 'd6', reduced: false });
  });

  it('A14, 9.2-R5: a withdrawal from an Ambush ends the combat: no advance, no pursuit', () => {
    let g = fight([{ a1: 'volunteer-cavalry', d4: '1st-infantry-regiment' }, { d5: '4th-regiment-of-foot' }], {
      nations: ['united-states', 'great-britain']
    });
    g = act(g, { type: 'ambush', target: 'd5', card: 'ambush' }, { type: 'withdraw', card: 'withdraw' });
    expect(g.state.combat).toBeNull();
    expect(squareOf(g, 1, '4th-regiment-of-foot')).toBe('d6');
    expect(squareOf(g, 0, '1st-infantry-regiment')).toBe('d4');
    expect(g.state.decks[0].discard).toEqual(['ambush']);
    expect(g.state.decks[1].discard).toEqual(['withdraw']);
  });

  it('6.1-R6, A19(a): no Withdraw window when no adjacent square is open (units, a Lake, the board edge)', () => {
    let g = fight([{ d7: 'imperial-guard' }, { d8: '4th-regiment-of-foot', e8: '1st-foot-guards' }], { terrain: { c8: 'l' } });
    g = act(g, assault('d7', 'd8', 'imperial-guard-1'));
    expect(prompt(g)).toMatchObject({ step: 'combat:defender', player: 1 });
    refuse(g, { type: 'withdraw', card: 'withdraw' }, 'combat/wrong-step');
  });

  it('6.1-R8: United States withdraw roll within the Withdraw value succeeds (handled as a Withdraw)', () => {
    let g = fight([{ d4: '4th-regiment-suisse' }, { d5: '1st-infantry-regiment' }], { nations: ['france', 'united-states'] });
    g = act(g, assault('d4', 'd5', '4th-regiment-suisse-1'));
    refuse(g, { type: 'withdraw', card: '1st-infantry-regiment-1' }, 'dice/invalid');
    refuse(g, { type: 'withdraw', card: '1st-infantry-regiment-2', dice: [1] }, 'card/wrong-type'); // no Withdraw value
    g = act(g, { type: 'withdraw', card: '1st-infantry-regiment-1', dice: [2] }); // Withdraw 1–2
    expect(squareOf(g, 1, '1st-infantry-regiment')).toBe('d6');
    expect(step(g)).toBe('combat:advance');
    g = act(g, { type: 'advance', unit: 'd4' });
    expect(g.state.decks[1].discard).toEqual(['1st-infantry-regiment-1']);
  });

  it('6.1-R8, A19(b): a failed US withdraw roll leaves the card as a defence card; no second attempt; the combat goes on', () => {
    let g = fight([{ d4: '4th-regiment-suisse' }, { d5: '1st-infantry-regiment' }], { nations: ['france', 'united-states'] });
    g = act(g, assault('d4', 'd5', '4th-regiment-suisse-1'), { type: 'withdraw', card: '1st-infantry-regiment-1', dice: [3] });
    expect(squareOf(g, 1, '1st-infantry-regiment')).toBe('d5');
    expect(prompt(g)).toMatchObject({ step: 'combat:defender', player: 1 });
    refuse(g, { type: 'withdraw', card: 'withdraw' }, 'combat/wrong-step');
    refuse(g, { type: 'withdraw', card: '1st-infantry-regiment-1', dice: [1] }, 'combat/wrong-step');
    g = act(g, { type: 'play', card: '1st-infantry-regiment-2' }, pass, pass);
    const t = totals(g, [1, 1]);
    expect(t.defense.parts.filter((p) => p.label === 'card-defense').map((p) => p.value)).toEqual([5, 5]);
    expect(t.defense.total).toBe(8 + 5 + 5);
    g = act(g, { type: 'roll', dice: [1, 1] }); // A = 5 + 2 = 7 < 18: the attacker takes a Hit
    expect(unitNamed(g, 0, '4th-regiment-suisse')!.reduced).toBe(true);
    expect(g.state.decks[1].discard).toEqual(['1st-infantry-regiment-1', '1st-infantry-regiment-2']);
  });
});

describe('6.1 steps 3–5 skipped when a side holds no cards', () => {
  it('6.1-R8: a failed US withdraw with the last card in hand goes straight to the attacker’s cards', () => {
    let g = fight([{ d4: '4th-regiment-suisse' }, { d5: '1st-infantry-regiment' }], {
      nations: ['france', 'united-states'],
      hands: [5, 1]
    });
    g = act(g, assault('d4', 'd5', '4th-regiment-suisse-1'), { type: 'withdraw', card: '1st-infantry-regiment-1', dice: [6] });
    expect(prompt(g)).toMatchObject({ step: 'combat:attacker', player: 0 });
  });

  it('6.1 step 3–4: a defender with no cards is not asked; an attacker with none rolls at once', () => {
    const g = act(fight([{ d4: 'imperial-guard' }, { d5: FOOT }], { hands: [1, 0] }), assault('d4', 'd5', 'imperial-guard-1'));
    expect(prompt(g)).toMatchObject({ step: 'combat:roll', player: 0, dice: [8, 8] });
  });
});

describe('6.1 step 4: the defender’s cards', () => {
  it('6.1-R10…R12: unit cards of the defending unit only, at most one Leader (Combat value), nothing else', () => {
    let g = toStep(
      act(
        fight([{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot', e5: '1st-foot-guards' }]),
        assault('d4', 'd5', 'imperial-guard-1')
      ),
      'defender'
    );
    refuse(g, { type: 'play', card: '1st-foot-guards-1' }, 'card/wrong-unit');
    refuse(g, { type: 'play', card: 'supply' }, 'combat/defender-card');
    refuse(g, { type: 'play', card: 'withdraw' }, 'combat/defender-card');
    refuse(g, { type: 'guerrilla' }, 'guerrilla/not-in-combat'); // 6.7-R5
    g = act(
      g,
      { type: 'play', card: '4th-regiment-of-foot-1' },
      { type: 'play', card: '4th-regiment-of-foot-1' },
      { type: 'play', card: 'lord-wellington' }
    );
    refuse(g, { type: 'play', card: 'sir-john-moore' }, 'combat/one-leader');
    g = act(g, pass);
    expect(prompt(g)).toMatchObject({ step: 'combat:attacker', player: 0 });
    const t = totals(g, [1, 1]);
    expect(t.defense.total).toBe(7 + 5 + 5 + 5);
    expect(t.defense.parts).toContainEqual({ label: 'leader-combat', value: 5, rule: '6.1-R11' });
  });

  it('A30, 9.1-R6: Palafox defends with his printed defending Combat value (5, not 1)', () => {
    let g = fight([{ d4: 'imperial-guard' }, { d5: 'walloon-guards' }], { nations: ['france', 'spain'] });
    g = act(
      toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'defender'),
      { type: 'play', card: 'jose-de-palafox-y-melzi' },
      pass,
      pass
    );
    expect(totals(g, [2, 3]).defense.total).toBe(8 + 5);
    g = act(g, { type: 'roll', dice: [2, 3] }); // A = 8 + 5 = 13 = D: no effect
    expect(g.state.combat).toBeNull();
    expect(unitNamed(g, 1, 'walloon-guards')).toMatchObject({ square: 'd5', reduced: false });
    expect(unitNamed(g, 0, 'imperial-guard')!.reduced).toBe(false);
  });
});

describe('6.1 step 5, 6.4, 9.1: the attacker’s Leader', () => {
  // France attacks d5 from d4; c5 and e5 are adjacent to the defender, b5 is not, f4 is in Marsh.
  const units: ScenarioSpec['units'] = [
    { d4: 'imperial-guard', c5: '2nd-regiment-legere', e5: '8th-regiment-legere', b5: '45th-regiment-legere', d6: '19th-regiment-legere' },
    { d5: '4th-regiment-of-foot', h8: '1st-foot-guards' }
  ];
  const atk = (extra: Partial<ScenarioSpec> = {}) => toStep(act(fight(units, extra), assault('d4', 'd5', 'imperial-guard-1')), 'attacker');

  it('6.4-R2, R3, 9.1-R1: Command names up to Command − 1 adjacent supporting units, not in Marsh', () => {
    refuse(atk(), { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c5', 'e5'] }, 'combat/support-too-many');
    refuse(atk(), { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['b5'] }, 'combat/support-invalid');
    refuse(atk(), { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['d4'] }, 'combat/support-invalid');
    refuse(atk(), { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['h8'] }, 'combat/support-invalid');
    refuse(atk(), { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['c5', 'c5'] }, 'combat/support-invalid');
    refuse(
      atk({ terrain: { c5: 'm' } }),
      { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['c5'] },
      'combat/support-invalid'
    );
    const g = act(atk(), { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['c5', 'e5', 'd6'] });
    expect(g.state.combat!.supporting).toEqual(['2nd-regiment-legere', '8th-regiment-legere', '19th-regiment-legere']);
    const a = totals(g, [1, 1]).attack;
    expect(a.parts.filter((p) => p.label === 'supporting-strength').map((p) => [p.detail, p.value, p.rule])).toEqual([
      ['2nd-regiment-legere', 6, '6.4-R5'],
      ['8th-regiment-legere', 6, '6.4-R5'],
      ['19th-regiment-legere', 7, '6.4-R5']
    ]);
    expect(a.parts.some((p) => p.label === 'leader-combat')).toBe(false); // 6.4-R7
    expect(a.total).toBe(8 + 2 + 6 + 6 + 7);
  });

  it('9.1-R2, 6.1-R13: one Leader, for Command or Combat, never both', () => {
    const cmd = act(atk(), { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c5'] });
    refuse(cmd, { type: 'play', card: 'michel-ney', use: 'combat' }, 'combat/one-leader');
    const cbt = act(atk(), { type: 'play', card: 'michel-ney', use: 'combat' });
    expect(cbt.state.combat!.supporting).toEqual([]);
    expect(totals(cbt, [1, 1]).attack.parts).toContainEqual({ label: 'leader-combat', value: 4, rule: '9.1-R2' });
    expect(totals(cbt, [1, 1]).attack.total).toBe(8 + 2 + 4);
  });

  it('9.1-R2, 6.1-R13: an attacking Leader with Command and Combat must say which; no silent Command', () => {
    // Lannes (Command 2, Combat 2) played without `use` used to count as Command with no supporting
    // units, its Combat value lost; now the play is refused with a reason and nothing changes
    const e = refuse(atk(), { type: 'play', card: 'jean-lannes' }, 'combat/leader-use-missing');
    expect(e.rule).toBe('9.1-R2');
    expect(e.message).toContain('Command');
    expect(explain(e, 'pl')).toContain('Dowodzenia');
    refuse(atk(), { type: 'play', card: 'jean-lannes', supporting: ['c5'] }, 'combat/leader-use-missing');
    expect(act(atk(), { type: 'play', card: 'jean-lannes', use: 'combat' }).state.combat!.leader).toEqual({
      card: 'jean-lannes',
      use: 'combat'
    });
    expect(act(atk(), { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c5'] }).state.combat!.supporting).toEqual([
      '2nd-regiment-legere'
    ]);
    // every Leader play the engine lists says its use
    const leaders = legalActions(atk()).filter(
      (l) => l.action.type === 'play' && DEFAULT_CATALOG.card('france', l.action.card)?.kind === 'leader'
    );
    expect(leaders.length).toBeGreaterThan(0);
    for (const l of leaders) expect(l.action).toHaveProperty('use');
  });

  it('6.4-R1: supporting units come only with a Leader played for Command, never dropped silently', () => {
    // found by the both-ways random test: these plays were accepted and their supporting units ignored
    refuse(atk(), { type: 'play', card: 'michel-ney', use: 'combat', supporting: ['c5'] }, 'combat/support-without-command');
    refuse(atk(), { type: 'play', card: 'imperial-guard-1', unit: 'd4', supporting: ['c5'] }, 'combat/support-without-command');
    refuse(atk(), { type: 'play', card: 'sappers', supporting: ['c5'] }, 'combat/support-without-command');
    const def = toStep(act(fight(units), assault('d4', 'd5', 'imperial-guard-1')), 'defender');
    refuse(def, { type: 'play', card: 'lord-wellington', supporting: ['c5'] }, 'combat/support-without-command');
    // an empty list names no unit: the same as none
    expect(act(atk(), { type: 'play', card: 'michel-ney', use: 'combat', supporting: [] }).state.combat!.supporting).toEqual([]);
  });

  it('9.1-R2, 6.1-R11: a defending Leader needs no `use` (Combat is its only use)', () => {
    let g = fight([{ d4: 'imperial-guard' }, { d5: FOOT }]);
    g = toStep(act(g, assault('d4', 'd5', 'imperial-guard-1')), 'defender');
    expect(act(g, { type: 'play', card: 'lord-wellington' }).state.combat!.defenseLeader).toBe('lord-wellington');
  });

  it('6.4-R2, 9.1-R2: a Leader with Command 1 is used for Combat only (Palafox attacks with Combat 1)', () => {
    let g = fight([{ d4: 'walloon-guards', c5: '1st-line-regiment' }, { d5: '4th-regiment-of-foot' }], {
      nations: ['spain', 'great-britain']
    });
    g = toStep(act(g, assault('d4', 'd5', 'walloon-guards-1')), 'attacker');
    refuse(g, { type: 'play', card: 'jose-de-palafox-y-melzi', use: 'command', supporting: [] }, 'combat/command-one');
    g = act(g, { type: 'play', card: 'jose-de-palafox-y-melzi' });
    expect(g.state.combat!.leader).toEqual({ card: 'jose-de-palafox-y-melzi', use: 'combat' });
    expect(totals(g, [1, 1]).attack.total).toBe(8 + 2 + 1);
  });

  it('6.1-R13, A29: unit cards for participating units only, and only cards with Attack', () => {
    let g = act(atk(), { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c5'] });
    refuse(g, { type: 'play', card: '8th-regiment-legere-1', unit: 'e5' }, 'combat/not-participating');
    refuse(g, { type: 'play', card: '2nd-regiment-legere-1', unit: 'd4' }, 'card/wrong-unit');
    refuse(g, { type: 'play', card: '2nd-regiment-legere-4', unit: 'c5' }, 'combat/card-no-attack');
    g = act(g, { type: 'play', card: '2nd-regiment-legere-1', unit: 'c5' }, { type: 'play', card: 'imperial-guard-1', unit: 'd4' });
    expect(prompt(toStep(g, 'roll')).dice).toEqual([8, 8, 6, 6, 8, 8]);
  });

  it('6.1 step 7, 6.4-R6: on A < D every participating unit takes a Hit', () => {
    let g = toStep(act(fight(units), assault('d4', 'd5', 'imperial-guard-1')), 'defender');
    g = act(g, ...Array<Action>(3).fill({ type: 'play', card: '4th-regiment-of-foot-1' }), { type: 'play', card: 'lord-wellington' }, pass);
    g = act(g, { type: 'play', card: 'louis-nicolas-davout', use: 'command', supporting: ['c5', 'e5'] }, pass);
    g = act(g, { type: 'roll', dice: [1, 1] }); // A = 8+2+6+6 = 22 < D = 7+15+5 = 27
    expect(['imperial-guard', '2nd-regiment-legere', '8th-regiment-legere'].map((u) => unitNamed(g, 0, u)!.reduced)).toEqual([
      true,
      true,
      true
    ]);
    expect(unitNamed(g, 0, '19th-regiment-legere')!.reduced).toBe(false);
    expect(unitNamed(g, 1, '4th-regiment-of-foot')!.reduced).toBe(false);
  });
});

describe('9.2 Committed Attack (A15)', () => {
  // Russia (seat 0) attacks a French unit; Russia holds three Committed Attack cards.
  const ru = (units: ScenarioSpec['units'], extra: Partial<ScenarioSpec> = {}) => fight(units, { nations: ['russia', 'france'], ...extra });
  const CA: Action = { type: 'play', card: 'committed-attack' };

  it('9.2-R6, R7: +2d6 per card, at most one per participating unit', () => {
    let g = toStep(
      act(ru([{ d4: 'russian-guard', c5: 'kexholm-regiment' }, { d5: '4th-regiment-suisse' }]), assault('d4', 'd5', 'russian-guard-1')),
      'attacker'
    );
    g = act(g, CA);
    refuse(g, CA, 'combat/committed-limit');
    expect(prompt(toStep(g, 'roll')).dice).toEqual([8, 8, 6, 6]);
    g = act(g, { type: 'play', card: 'barclay-de-tolly', use: 'command', supporting: ['c5'] }, CA);
    refuse(g, CA, 'combat/committed-limit');
    const x = toStep(g, 'roll');
    expect(prompt(x).dice).toEqual([8, 8, 6, 6, 6, 6]);
    expect(totals(x, [1, 1, 2, 2, 3, 3]).attack.parts.filter((p) => p.label === 'committed-attack')).toEqual([
      { label: 'committed-attack', value: 4, rule: '9.2-R6' },
      { label: 'committed-attack', value: 6, rule: '9.2-R6' }
    ]);
  });

  it('9.2-R8, A5, A15(b): the hits come after result and advance; the active player assigns each (same unit allowed)', () => {
    let g = toStep(
      act(
        ru([{ d4: 'russian-guard', c5: 'kexholm-regiment', a1: 'moscow-regiment' }, { d5: '4th-regiment-suisse' }]),
        assault('d4', 'd5', 'russian-guard-1')
      ),
      'attacker'
    );
    g = act(g, { type: 'play', card: 'barclay-de-tolly', use: 'command', supporting: ['c5'] }, CA, CA, pass);
    g = act(g, { type: 'roll', dice: [1, 1, 1, 1, 1, 1] }); // A = 8+2+7+2+2 = 21 ≥ 4·5: eliminated
    expect(g.state.armies![1].eliminated).toEqual(['4th-regiment-suisse']);
    expect(step(g)).toBe('combat:advance'); // advance before the hits (A5)
    g = act(g, { type: 'advance', unit: 'd4' });
    expect(prompt(g)).toMatchObject({ step: 'combat:assign-hits', player: 0, rule: '9.2-R8' });
    refuse(g, { type: 'assign-hit', unit: 'a1' }, 'combat/not-participating');
    g = act(g, { type: 'assign-hit', unit: 'c5' });
    expect(unitNamed(g, 0, 'kexholm-regiment')!.reduced).toBe(true);
    g = act(g, { type: 'assign-hit', unit: 'c5' });
    expect(g.state.armies![0].eliminated).toEqual(['kexholm-regiment']);
    expect(unitNamed(g, 0, 'russian-guard')).toMatchObject({ square: 'd5', reduced: false });
    expect(g.state.combat).toBeNull();
    expect(g.state.decks[0].discard).toEqual(['russian-guard-1', 'barclay-de-tolly', 'committed-attack', 'committed-attack']);
  });

  it('A15(c): the hit applies whatever the result: on A < D a lone attacker is hit twice and eliminated', () => {
    let g = toStep(act(ru([{ d4: 'russian-guard' }, { d5: '4th-regiment-suisse' }]), assault('d4', 'd5', 'russian-guard-1')), 'defender');
    g = act(
      g,
      { type: 'play', card: '4th-regiment-suisse-1' },
      { type: 'play', card: '4th-regiment-suisse-1' },
      { type: 'play', card: 'louis-nicolas-davout' },
      pass
    );
    g = act(g, CA, pass, { type: 'roll', dice: [1, 1, 1, 1] }); // A = 8+2+2 = 12 < D = 5+6+6+5 = 22
    expect(g.state.armies![0].eliminated).toEqual(['russian-guard']);
    expect(g.state.combat).toBeNull();
  });

  it('A15(b): Committed Attack hits lapse when no participating unit is left', () => {
    let g = toStep(act(ru([{ d4: 'russian-guard*' }, { d5: '4th-regiment-suisse' }]), assault('d4', 'd5', 'russian-guard-1')), 'defender');
    g = act(g, { type: 'play', card: '4th-regiment-suisse-1' }, pass, CA, pass, { type: 'roll', dice: [1, 1, 1, 1] }); // 6+2+2 < 11
    expect(g.state.armies![0].eliminated).toEqual(['russian-guard']);
    expect(g.state.combat).toBeNull();
    expect(g.state.decks[0].discard).toEqual(['russian-guard-1', 'committed-attack']);
  });

  it('A15(a): no Committed Attack in an Ambush without supporting units', () => {
    let g = fight([{ a1: '1st-regiment', c5: '3rd-regiment' }, { d5: '4th-regiment-of-foot' }], { nations: ['austria', 'great-britain'] });
    g = toStep(act(g, { type: 'ambush', target: 'd5', card: 'ambush' }), 'attacker');
    refuse(g, CA, 'combat/committed-limit');
    // 6.4-R4, A13: a Leader for Command brings a supporting unit; then one Committed Attack fits
    g = act(g, { type: 'play', card: 'duke-of-schwarzenberg', use: 'command', supporting: ['c5'] }, CA);
    refuse(g, CA, 'card/all-copies-out'); // Austria has one
    expect(prompt(toStep(g, 'roll')).dice).toEqual([10, 6, 6]);
  });
});

describe('9.2-R20 Sappers / Engineers', () => {
  const units: ScenarioSpec['units'] = [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }];
  it('9.2-R20: the Redoubt’s +3 is ignored for this combat and the Redoubt stays', () => {
    const base = toStep(act(fight(units, { redoubts: ['d5'] }), assault('d4', 'd5', 'imperial-guard-1')), 'attacker');
    // without Sappers: D = 7 + 3; A = 8 + 2 = 10 → no effect
    const plain = toStep(base, 'roll');
    expect(totals(plain, [1, 1]).defense.parts).toContainEqual({ label: 'redoubt', value: 3, rule: '9.2-R16' });
    const a = act(plain, { type: 'roll', dice: [1, 1] });
    expect(a.state.combat).toBeNull();
    expect(unitNamed(a, 1, '4th-regiment-of-foot')!.reduced).toBe(false);
    // with Sappers: D = 7; A = 10 → the defender chooses; a Hit keeps it on its Redoubt
    let b = act(base, { type: 'play', card: 'sappers' }, pass);
    expect(totals(b, [1, 1]).defense.total).toBe(7);
    b = act(b, { type: 'roll', dice: [1, 1] });
    expect(prompt(b)).toMatchObject({ step: 'combat:choose', player: 1 });
    b = act(b, { type: 'choose-result', choice: 'hit' });
    expect(unitNamed(b, 1, '4th-regiment-of-foot')).toMatchObject({ square: 'd5', reduced: true });
    expect(b.state.redoubts).toEqual(['d5']);
  });
});

describe('9.2-R21…R24 Skirmish (A23)', () => {
  const units: ScenarioSpec['units'] = [{ d4: '2nd-regiment-legere' }, { d5: '4th-regiment-of-foot' }];
  it('9.2-R22, R23, 6.7-R3: the combat is cancelled; the initiating card back to hand, the defender’s cards discarded; the unit moves 0–2 squares', () => {
    let g = act(
      fight(units, { redoubts: ['d4'] }),
      assault('d4', 'd5', '2nd-regiment-legere-1'),
      pass,
      { type: 'play', card: '4th-regiment-of-foot-1' },
      pass
    );
    expect(g.state.decks[0].hand).toBe(4);
    g = act(g, { type: 'play', card: 'skirmish' });
    expect(prompt(g)).toMatchObject({ step: 'combat:skirmish-move', player: 0 });
    refuse(g, { type: 'skirmish-move', to: 'a4' }, 'move/illegal'); // 3 squares
    refuse(g, { type: 'skirmish-move', to: 'd5' }, 'move/illegal'); // occupied
    expect(act(g, { type: 'skirmish-move', to: 'd4' }).state.combat).toBeNull(); // may stay
    g = act(g, { type: 'skirmish-move', to: 'b4' });
    expect(squareOf(g, 0, '2nd-regiment-legere')).toBe('b4');
    expect(g.state.redoubts).toEqual([]); // A23(c)
    expect(g.state.decks[0]).toMatchObject({ hand: 4, discard: ['skirmish'], inPlay: [] });
    expect(g.state.decks[1]).toMatchObject({ hand: 4, discard: ['4th-regiment-of-foot-1'], inPlay: [] });
    expect(unitNamed(g, 1, '4th-regiment-of-foot')).toMatchObject({ square: 'd5', reduced: false });
    // 9.2-R24, 6-R2: the combat is used up
    refuse(g, assault('b4', 'b5', '2nd-regiment-legere-1'), 'combat/once');
  });

  it('9.2-R21: never with a Leader card', () => {
    const g = act(fight(units), assault('d4', 'd5', '2nd-regiment-legere-1'), pass, pass, {
      type: 'play',
      card: 'michel-ney',
      use: 'combat'
    });
    refuse(g, { type: 'play', card: 'skirmish' }, 'combat/skirmish-with-leader');
  });

  it('9.2-R2, R21: not in an Ambush', () => {
    const g = toStep(
      act(fight([{ a1: '1st-infantry-regiment' }, { d5: '4th-regiment-of-foot' }], { nations: ['united-states', 'great-britain'] }), {
        type: 'ambush',
        target: 'd5',
        card: 'ambush'
      }),
      'attacker'
    );
    refuse(g, { type: 'play', card: 'skirmish' }, 'combat/skirmish-assault-only');
  });

  it('A15(d), A23(a): a Committed Attack cancelled by Skirmish causes no hit', () => {
    let g = fight([{ d4: 'russian-guard' }, { d5: '4th-regiment-suisse' }], { nations: ['russia', 'france'] });
    g = act(
      toStep(act(g, assault('d4', 'd5', 'russian-guard-1')), 'attacker'),
      { type: 'play', card: 'committed-attack' },
      { type: 'play', card: 'skirmish' }
    );
    g = act(g, { type: 'skirmish-move', to: 'd3' });
    expect(unitNamed(g, 0, 'russian-guard')).toMatchObject({ square: 'd3', reduced: false });
    // 5 − initiating − Committed Attack − Skirmish + the initiating card back = 3
    expect(g.state.decks[0]).toMatchObject({ hand: 3, discard: ['committed-attack', 'skirmish'], inPlay: [] });
  });
});
