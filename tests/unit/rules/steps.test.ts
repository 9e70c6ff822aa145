// The step table (src/lib/rules/steps.ts): prompt, legalActions and dispatch read one table; along
// whole random games the prompt, the listed actions and the refusals agree with it, every rule it
// names is an entry of the rulebook reference, and `stepOf` answers what the UI asked by hand.
import { describe, expect, it } from 'vitest';
import { ruleTarget } from '$lib/data/rulebook';
import { applyAction, isStepName, legalActions, prompt, stepOf, stepRule, type Action, type Game } from '$lib/rules';
import { STEPS, stepName, type StepName } from '$lib/rules/steps';
import { playRandomGame } from '../../fuzz/sim';
import { act, refuse, scenario } from './game-helpers';

/** Every game of a record, from the start to its end. */
function gamesOf(end: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = end; g; g = g.previous) out.push(g);
  return out.reverse();
}

/** Three complete random games (seeded), one of them aggressive: setup, every phase, combats, the end. */
const GAMES = [1, 2, 3].map((seed) => {
  const r = playRandomGame(seed, { aggressive: seed === 2 });
  if (r.failure) throw new Error(r.failure);
  return gamesOf(r.game);
});

describe('the step table', () => {
  it('names every rule of a step as an entry of the rulebook reference (3, 4, 6, 9.2, 2)', () => {
    const rules = Object.values(STEPS).map((s) => s.rule);
    // the rules a step gives only at some moments: 6.2-R8 a fire roll, 9.1-R5 the Grand Battery's, 2.1/2.2 how the game ended
    rules.push('6.2-R8', '9.1-R5', '2.1', '2.2');
    for (const rule of rules) expect(ruleTarget(rule), rule).toBeDefined();
  });

  it('stepRule gives a step its rule; a name that is no step has none', () => {
    expect(stepRule('deploy')).toBe('3.3'); // 3.3: deployment
    expect(stepRule('combat:retreat')).toBe('6.5-R7'); // 6.5-R7: the owner picks the retreat square
    expect(stepRule('guerrilla')).toBe('9.2-R11');
    expect(stepRule('toString')).toBeUndefined();
    expect(stepRule('combat')).toBe('6');
    expect(isStepName('combat:nothing')).toBe(false);
  });

  it("along whole games: prompt is the table's step and rule; every listed action has a handler at that step", () => {
    const seen = new Set<StepName>();
    let checked = 0;
    for (const games of GAMES)
      for (const g of games) {
        const p = prompt(g);
        const step = stepName(g.state);
        seen.add(step);
        expect(p.step).toBe(step);
        expect(stepOf(g)).toBe(step);
        expect(isStepName(p.step)).toBe(true);
        expect(p.stage).toBe(g.state.stage);
        // the rule of the moment is the step's rule but for a fire or Grand Battery roll and the end
        if (step !== 'combat:roll' && step !== 'over') expect(p.rule).toBe(stepRule(step));
        for (const l of legalActions(g)) expect(STEPS[step].handlers[l.action.type], `${step}: ${l.action.type}`).toBeDefined();
        checked++;
      }
    expect(checked).toBeGreaterThan(300);
    for (const s of ['roll', 'deploy', 'discard', 'draw', 'movement', 'combat', 'restoration', 'combat:roll', 'over'] as const)
      expect(seen).toContain(s);
  });

  it('a phase is the step only outside a combat and a Guerrilla window (what the play screen asks)', () => {
    for (const games of GAMES)
      for (const g of games) {
        const s = g.state;
        const inPhase = s.stage === 'play' && !s.pending && !s.combat;
        expect(stepOf(g) === s.phase, `${stepOf(g)} in ${s.phase}`).toBe(inPhase);
      }
  });

  it('the end (2.1 attrition, 2.2 nightfall): nobody acts, nothing is listed, every action refused with game/over', () => {
    for (const games of GAMES) {
      const end = games[games.length - 1]!;
      expect(prompt(end)).toEqual({
        player: null,
        stage: 'over',
        step: 'over',
        rule: end.state.result!.by === 'attrition' ? '2.1' : '2.2'
      });
      expect(legalActions(end)).toEqual([]);
      refuse(end, { type: 'end-phase' }, 'game/over');
      refuse(end, { type: 'pass' }, 'game/over');
    }
  });
});

describe("an action with no place at the step is refused with that step's reason", () => {
  const turn = () =>
    scenario({ nations: ['france', 'spain'], units: [{ c3: '2nd-regiment-legere' }, { c7: 'walloon-guards' }], phase: 'movement' });

  it('4-R3: a phase refuses a combat answer (action/not-now)', () => {
    refuse(turn(), { type: 'retreat', to: 'c2' }, 'action/not-now');
    refuse(turn(), { type: 'choose-result', choice: 'hit' }, 'action/not-now');
  });

  it('9.2-R11: a Guerrilla window takes only Guerrilla or a pass (guerrilla/awaiting)', () => {
    const g = act(turn(), { type: 'supply' });
    expect(stepOf(g)).toBe('guerrilla');
    refuse(g, { type: 'end-phase' }, 'guerrilla/awaiting');
    refuse(g, { type: 'move', from: 'c3', to: 'c4' }, 'guerrilla/awaiting');
  });

  it('3: setup refuses a move (setup/wrong-step)', () => {
    const start = gamesOf(GAMES[0]!.at(-1)!)[0]!;
    expect(stepOf(start)).toBe('roll');
    refuse(start, { type: 'move', from: 'c3', to: 'c4' } satisfies Action, 'setup/wrong-step');
  });

  it('6: an open combat refuses a move (combat/in-progress) and Guerrilla (6.7-R5)', () => {
    const inCombat = GAMES.flat().find((g) => g.state.combat && g.state.combat.step === 'roll')!;
    refuse(inCombat, { type: 'move', from: 'c3', to: 'c4' }, 'combat/in-progress');
    refuse(inCombat, { type: 'guerrilla' }, 'guerrilla/not-in-combat');
    expect(applyAction(inCombat, { type: 'end-phase' }).ok).toBe(false);
  });
});
