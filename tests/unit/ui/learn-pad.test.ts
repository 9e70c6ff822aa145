// The lessons' action stages made by taps (issue 25, src/lib/ui/learn/pad.ts): every stage's
// solution can be made on the screen as on the play screen — squares tapped, then a card or a use —
// within the stage's par (so three stars are within reach), and the wrong actions the taps can make
// go to the engine, which refuses them with its reason and rule.
import { describe, expect, it } from 'vitest';
import { checkAnswer, STAGES, stageGame, type Stage } from '../../../src/lib/learn';
import type { Action } from '../../../src/lib/rules';
import { buttonOffers, optionsAt, padModel, squaresOf, tapSquare } from '../../../src/lib/ui/learn/pad';

const canon = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]])
        )
      : v
  );
/** the same action, a rally's die aside (the learner picks the die) */
const same = (a: Action, b: Action) => canon({ ...a, dice: undefined }) === canon({ ...b, dice: undefined });

/** The taps the screen takes to make `target` on the stage, or null when the screen cannot make it. */
export function tapsFor(stage: Stage, target: Action): number | null {
  if (stage.task.kind !== 'action') return null;
  const pad = padModel(stageGame(stage)!, stage.task.types);
  let taps = 0;
  let unit = pad.units.length === 1 ? pad.units[0]! : null;
  if (target.type === 'deploy' && pad.units.length > 1) {
    unit = target.unit;
    taps++;
  }
  if (target.type === 'discard') {
    const cards = new Set(buttonOffers(pad).flatMap((o) => (o.action.type === 'discard' ? o.action.cards : [])));
    return target.cards.every((c) => cards.has(c)) ? target.cards.length + 1 : null;
  }
  const squares = squaresOf(target);
  if (squares.length) {
    let path: string[] = [];
    for (const s of squares) {
      const t = tapSquare(pad, path, s, unit);
      taps++;
      if (t.submit) return same(t.submit.action, target) ? taps : null;
      path = t.path;
    }
    const o = optionsAt(pad, path, unit).find((x) => same(x.action, target));
    return o ? taps + 1 + (o.dice?.length ? 1 : 0) : null;
  }
  return buttonOffers(pad).some((o) => same(o.action, target)) ? taps + 1 : null;
}

const actionStages = STAGES.filter((s) => s.task.kind === 'action');

describe('action stages on the screen (issue 25)', () => {
  it('there are action stages of many kinds', () => {
    expect(actionStages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(actionStages.map((s) => [s.id, s] as const))(
    '%s: the solution is made by taps within par, and the engine accepts it',
    (_id, stage) => {
      const action = (stage.solution as { action: Action }).action;
      const taps = tapsFor(stage, action);
      expect(taps, 'the screen can make the solution').not.toBeNull();
      expect(taps!).toBeLessThanOrEqual(stage.par);
      expect(checkAnswer(stage, { kind: 'action', action }).ok).toBe(true);
    }
  );

  it('wrong actions the taps make are refused by the engine with a reason and a rule', () => {
    let made = 0;
    for (const stage of actionStages)
      for (const mistake of stage.mistakes) {
        const action = (mistake as { action: Action }).action;
        if (tapsFor(stage, action) === null) continue;
        made++;
        const v = checkAnswer(stage, { kind: 'action', action });
        expect(v.ok, `${stage.id}: ${canon(action)}`).toBe(false);
        if (!v.ok) {
          expect(v.reason.message.length).toBeGreaterThan(0);
          expect(v.reason.rule).toBeTruthy();
        }
      }
    console.log(`mistakes the screen can make: ${made} of ${actionStages.reduce((n, s) => n + s.mistakes.length, 0)}`);
    expect(made).toBeGreaterThan(0);
  });
});
