// A stage being played (issue 25, src/lib/ui/learn/stage-run.svelte.ts): the engine judges every
// answer, a wrong one is held with the engine's reason and rule and counted as a mistake, taps that
// make the answer are counted, and the stars are starsFor(mistakes, taps, par); any taps and picks
// on a squares or choice stage never crash, and every refusal names a rule. (Action stages are
// entered with the play screen's input: tests/unit/ui/learn-input.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAGES, starsFor, type Stage } from '$lib/learn';
import { FILES } from '$lib/ui/board';
import { StageRun, type Stars } from '$lib/ui/learn/stage-run.svelte';

const byId = (id: string): Stage => {
  const s = STAGES.find((x) => x.id === id);
  if (!s) throw new Error(`no stage ${id}`);
  return s;
};
function run(id: string) {
  const done: Stars[] = [];
  return { r: new StageRun(byId(id), (s) => done.push(s)), done };
}

describe('StageRun (issue 25)', () => {
  it('6.1 results table: a wrong pick is refused with a reason and rule 6.1, then the right one earns 2 stars', () => {
    const { r, done } = run('results-six');
    const stage = byId('results-six');
    const wrong = (stage.mistakes[0] as { index: number }).index;
    r.hint = true;
    r.pick(wrong);
    // the refusal (what the stage asks) takes the open hint's place
    expect(r.hint).toBe(false);
    expect(r.done).toBe(false);
    expect(r.mistakes).toBe(1);
    expect(r.taps).toBe(0);
    expect(r.refusal?.rule).toMatch(/^6\.1/);
    expect(r.refusal?.message.length).toBeGreaterThan(10);
    r.pick((stage.solution as { index: number }).index);
    expect(r.done).toBe(true);
    expect(r.stars).toBe(2);
    expect(r.refusal).toBeNull();
    expect(done).toEqual([2]);
    // a stage is answered once
    r.pick(wrong);
    expect(r.mistakes).toBe(1);
    expect(done).toEqual([2]);
  });

  it('5 movement squares: the engine’s squares tapped and checked earn 3 stars; a square too many is refused (5-R2), and taking it back is free', () => {
    const stage = byId('move-cavalry');
    const solution = (stage.solution as { squares: string[] }).squares;
    const { r } = run('move-cavalry');
    r.tap('a8');
    r.confirmSquares();
    expect(r.refusal).not.toBeNull();
    expect(r.refusal!.rule).toMatch(/^5/);
    expect(r.mistakes).toBe(1);
    r.tap('a8'); // taken back
    expect(r.picked).toEqual([]);
    for (const s of solution) r.tap(s);
    r.confirmSquares();
    expect(r.done).toBe(true);
    // the refused answer (a8, Check) is the mistake; a8 taken back undoes it (not counted); then
    // the squares and Check: within par, so only the mistake costs a star
    expect(r.taps).toBe(solution.length + 1);
    expect(r.stars).toBe(starsFor(1, solution.length + 1, stage.par));
    expect(r.stars).toBe(2);
    // a square marked and unmarked that was never refused counts both ways
    const fussy = run('move-cavalry').r;
    fussy.tap('a8');
    fussy.tap('a8');
    for (const s of solution) fussy.tap(s);
    fussy.confirmSquares();
    expect(fussy.taps).toBe(solution.length + 3);
    expect(fussy.stars).toBe(2);

    const clean = run('move-cavalry').r;
    for (const s of solution) clean.tap(s);
    clean.confirmSquares();
    expect(clean.stars).toBe(3);
  });

  const tappedStages = STAGES.filter((s) => s.task.kind !== 'action');
  const squares = FILES.flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${f}${n}`));
  const step = fc.oneof(
    fc.record({ tap: fc.constantFrom(...squares) }),
    fc.record({ option: fc.nat(20) }),
    fc.record({ confirm: fc.constant(true) })
  );
  it('any taps and picks on any squares or choice stage: never a crash, every refusal names a rule, stars = starsFor(mistakes, taps, par)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tappedStages), fc.array(step, { maxLength: 8 }), (stage, steps) => {
        const r = new StageRun(stage, () => {});
        for (const s of steps) {
          if ('tap' in s) r.tap(s.tap);
          else if ('option' in s && stage.task.kind === 'choice') r.pick(s.option % stage.task.options.length);
          else if (stage.task.kind === 'squares') r.confirmSquares();
          if (r.refusal) expect(r.refusal.rule, `${stage.id} ${r.refusal.code}`).toBeTruthy();
        }
        if (r.done) expect(r.stars).toBe(starsFor(r.mistakes, r.taps, stage.par));
      }),
      { numRuns: 300 }
    );
  });
});
