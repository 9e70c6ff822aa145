// The lessons enter actions with the play screen's own input (issue 31): a stage is the host
// (src/lib/ui/learn/stage-host.ts) of the input layer's selections (src/lib/ui/input), and every
// action they make goes to checkAnswer. Every action stage's solution is made with the step's
// controls (the taps of tests/e2e/learn-plan.ts, given here to the selections the buttons call)
// within the stage's par, for three stars; every wrong answer the controls can make is refused
// with checkAnswer's own reason and a rule; a unit picked stays picked after a refusal; random
// taps and actions never crash and always give starsFor(mistakes, taps, par).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer, STAGES, starsFor, stageGame, type Stage } from '$lib/learn';
import { isDeclaration, legalActions, SQUARES, type Action } from '$lib/rules';
import { PlayInput } from '$lib/ui/input/play-input.svelte';
import { StageRun } from '$lib/ui/learn/stage-run.svelte';
import { actionSteps, type Step } from '../../e2e/learn-plan';

const byId = (id: string): Stage => {
  const s = STAGES.find((x) => x.id === id);
  if (!s) throw new Error(`no stage ${id}`);
  return s;
};

/** A stage on screen: its run, its host and the play screen's input on it. */
function open(stage: Stage) {
  const run = new StageRun(stage, () => {});
  const host = run.host!;
  return { run, host, input: new PlayInput(() => host) };
}
type Screen = ReturnType<typeof open>;

/** A step of the plan, as the stage screen does it: the board's tap or the button's own call; counted like the screen counts (not the lists opened). */
async function perform({ run, host, input }: Screen, s: Step, skirmish: { card?: string }): Promise<void> {
  const game = host.game;
  const legal = legalActions(game).map((l) => l.action);
  const act = (a: Action | Action[]) => host.act(a);
  if ('square' in s) {
    run.tapped();
    await input.assist.tap(s.square);
    return;
  }
  if ('discard' in s) {
    run.tapped();
    input.marks.add(s.discard);
    return;
  }
  const sel = s.click;
  // opening a sheet of cards is not a tap that counts
  if (sel === '[data-testid="cards-open"]' || sel === '[data-testid="discard-open"]') return;
  run.tapped();
  const testid = /^\[data-testid="([^"]+)"\]/.exec(sel)?.[1];
  const key = /^\[data-option="([^"]+)"\]$/.exec(sel)?.[1];
  const unit = /^\[data-unit-id="([^"]+)"\]$/.exec(sel)?.[1];
  if (unit) return input.deploy.pickUnit(unit);
  if (testid === 'forced-march') return input.control.startForcedMarch(/data-square="([^"]+)"/.exec(sel)![1]!);
  switch (testid) {
    case 'discard-submit':
    case 'discard-draw':
      return input.marks.discardAndDraw();
    case 'end-phase':
      return void (await act({ type: 'end-phase' }));
    case 'draw':
      return void (await act({ type: 'draw' }));
    case 'supply':
      return input.control.playSupply();
    case 'scout':
      return void (await act(legal.find((a) => a.type === 'scout')!));
    case 'command-play':
      return void (await input.combat.command.play());
    case 'skirmish-confirm':
      return void (await act({ type: 'play', card: skirmish.card! }));
    case 'attack-done':
    case 'defend-none':
    case 'guerrilla-no':
      return void (await act({ type: 'pass' }));
    case 'guerrilla':
      return void (await act({ type: 'guerrilla' }));
    case 'advance-none':
      return void (await act({ type: 'advance', unit: null }));
    case 'redoubt-start':
      return input.restoration.startRedoubt();
  }
  if (!key) throw new Error(`no such control: ${sel}`);
  const step = host.prompt.step;
  if (step === 'combat') {
    const a = input.combat.declaration.choices.find((d) => `${d.type}-${'from' in d ? d.from : ''}-${d.card}` === key);
    if (!a) throw new Error(`no card button ${key}`);
    return void (await input.combat.declaration.declare(a));
  }
  if (step === 'combat:attacker') {
    const [card, use] = key.split(':') as [string, string | undefined];
    if (key.includes('@')) return void (await act({ type: 'play', card: key.split('@')[0]!, unit: key.split('@')[1]! }));
    if (use === 'command') return input.combat.command.start(card);
    if (use === 'combat') return void (await act({ type: 'play', card, use: 'combat' }));
    const hq = game.catalog.card(game.state.armies![game.state.active].nation, key);
    if (hq?.kind === 'hq' && hq.type === 'skirmish') return void (skirmish.card = key);
    return void (await act({ type: 'play', card: key }));
  }
  if (step === 'combat:withdraw' || step === 'combat:defender') {
    if (key === 'withdraw') return void (await act(legal.find((a) => a.type === 'withdraw' && !a.dice)!));
    // a defence card in the Withdraw step declines the withdrawal in the same tap
    const play: Action = { type: 'play', card: key.replace(/^play-/, '') };
    return void (await act(step === 'combat:withdraw' ? [{ type: 'pass' }, play] : play));
  }
  if (step === 'restoration') {
    const o = input.restoration.options.find((x) => x.action.card === key)!;
    return o.action.type === 'restore' ? input.restoration.restore(key) : input.restoration.rally(key);
  }
  throw new Error(`no card button ${key} at ${step}`);
}

/** Make `action` on a fresh screen of the stage with the step's controls; null when they cannot make it. */
async function make(stage: Stage, action: Action): Promise<Screen | null> {
  const steps = actionSteps(stageGame(stage)!, action);
  if (!steps) return null;
  const screen = open(stage);
  const skirmish = {};
  for (const s of steps) await perform(screen, s, skirmish);
  return screen;
}

const actionStages = STAGES.filter((s) => s.task.kind === 'action');
const actionOf = (a: unknown) => (a as { action: Action }).action;

describe('lessons with the play screen’s input (issue 31)', () => {
  it('there are action stages of many kinds', () => {
    expect(actionStages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(actionStages.map((s) => [s.id, s] as const))(
    '%s: the solution is made with the step’s controls within par, and earns three stars',
    async (_id, stage) => {
      const screen = await make(stage, actionOf(stage.solution));
      expect(screen, 'the controls can make the solution').not.toBeNull();
      const { run } = screen!;
      expect(run.refusal).toBeNull();
      expect(run.done).toBe(true);
      expect(run.taps).toBeLessThanOrEqual(stage.par);
      expect(run.stars).toBe(3);
    }
  );

  it('every wrong answer the controls can make is refused with checkAnswer’s reason and a rule, as a mistake', async () => {
    let made = 0;
    for (const stage of actionStages)
      for (const mistake of stage.mistakes) {
        const screen = await make(stage, actionOf(mistake));
        if (!screen) continue;
        made++;
        const v = checkAnswer(stage, mistake);
        expect(v.ok, `${stage.id}: ${JSON.stringify(mistake)}`).toBe(false);
        if (v.ok) continue;
        expect(screen.run.done).toBe(false);
        expect(screen.run.mistakes).toBe(1);
        expect(screen.run.refusal?.code, stage.id).toBe(v.reason.code);
        expect(screen.run.refusal?.rule, stage.id).toBeTruthy();
      }
    console.log(`wrong answers the controls can make: ${made} of ${actionStages.reduce((n, s) => n + s.mistakes.length, 0)}`);
    // the play screen offers only the cards, forms and attempts the engine lists: a wrong card cannot be
    // tapped (the impossible forms of combat are shown with the engine's reason instead)
    expect(made).toBeGreaterThanOrEqual(14);
  });

  it('5-R2: a move too far is refused (move/too-far), the Cuirassiers stay picked, and d4 then earns 2 stars', async () => {
    const s = open(byId('move-game'));
    await perform(s, { square: 'd2' }, {});
    expect(s.input.control.selected).toBe('d2');
    expect(s.input.assist.highlights).toMatchObject({ d4: 'dest' });
    await perform(s, { square: 'd5' }, {});
    expect(s.run.refusal?.code).toBe('move/too-far');
    expect(s.run.refusal?.rule).toBe('5-R2');
    expect(s.input.control.selected).toBe('d2');
    await perform(s, { square: 'd4' }, {});
    expect(s.run.done).toBe(true);
    expect(s.run.taps).toBe(1);
    expect(s.run.stars).toBe(2);
    expect(s.run.shown?.armies[0].units.find((u) => u.unit === '1st-cuirassiers')?.square).toBe('d4');
    // the stage is answered: the input takes no more taps
    expect(s.host.busy).toBe(true);
  });

  it('5-R1: ending the Movement Phase before any move is refused (move/required); a move then passes', async () => {
    const s = open(byId('move-required'));
    await perform(s, { click: '[data-testid="end-phase"]' }, {});
    expect(s.run.refusal?.code).toBe('move/required');
    await perform(s, { square: 'e2' }, {});
    // picking a unit puts the reason away
    expect(s.run.refusal).toBeNull();
    await perform(s, { square: 'e3' }, {});
    expect(s.run.done).toBe(true);
    expect(s.run.stars).toBe(2);
  });

  it('3.3-R2: deploying on the Lake is refused (setup/deploy-lake); the Hill at e2 passes', async () => {
    const s = open(byId('setup-hill'));
    expect(s.input.deploy.unit).toBe('imperial-guard');
    await perform(s, { square: 'c2' }, {});
    expect(s.run.refusal?.code).toBe('setup/deploy-lake');
    await perform(s, { square: 'e2' }, {});
    expect(s.run.stars).toBe(2);
  });

  it('7-R1: a unit that is not reduced tapped in the Restoration Phase is refused by the engine (restore/not-reduced) and counts as a mistake; the Guard then restored with Supply', async () => {
    const s = open(byId('restore-supply'));
    expect(s.input.restoration.units).toEqual(['d2']);
    await perform(s, { square: 'e3' }, {});
    expect(s.run.refusal?.code).toBe('restore/not-reduced');
    expect(s.run.mistakes).toBe(1);
    for (const step of actionSteps(s.host.game, actionOf(byId('restore-supply').solution))!) await perform(s, step, {});
    expect(s.run.done).toBe(true);
    expect(s.run.stars).toBe(2);
  });

  it('6.1: the forms the picked unit may use are the engine’s legal declarations, and only they have card buttons', () => {
    const s = open(byId('combat-assault'));
    void s.input.combat.tap('d4');
    const d = s.input.combat.declaration;
    expect(d.from).toBe('d4');
    expect(d.target).toBe('d5');
    const legal = legalActions(s.host.game)
      .map((l) => l.action)
      .filter(isDeclaration)
      .filter((a) => a.target === 'd5' && (a.type === 'ambush' || a.from === 'd4'));
    expect(d.choices).toEqual(legal);
  });

  const step = fc.oneof(
    fc.record({ tap: fc.constantFrom(...SQUARES) }),
    fc.record({ act: fc.nat(200) }),
    fc.record({ deselect: fc.constant(true) })
  );
  it('any taps and actions on any action stage: never a crash, every refusal names a rule, stars = starsFor(mistakes, taps, par)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...actionStages), fc.array(step, { maxLength: 8 }), async (stage, steps) => {
        const s = open(stage);
        const legal = legalActions(s.host.game).map((l) => l.action);
        for (const x of steps) {
          if ('tap' in x) await perform(s, { square: x.tap }, {});
          else if ('act' in x && legal.length) {
            s.run.tapped();
            await s.host.act(legal[x.act % legal.length]!);
          } else s.host.refuse(null);
          if (s.run.refusal) expect(s.run.refusal.rule, `${stage.id} ${s.run.refusal.code}`).toBeTruthy();
        }
        if (s.run.done) expect(s.run.stars).toBe(starsFor(s.run.mistakes, s.run.taps, stage.par));
      }),
      { numRuns: 200 }
    );
  });
});
