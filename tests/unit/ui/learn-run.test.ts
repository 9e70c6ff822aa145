// A stage being played (issue 25, src/lib/ui/learn/stage-run.svelte.ts): the engine judges every
// answer, a wrong one is held with the engine's reason and rule and counted as a mistake, taps that
// make the answer are counted, and the stars are starsFor(mistakes, taps, par); the screen's action
// taps (pad.ts) never crash on any sequence of taps and picks, and every refusal names a rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAGES, starsFor, type Stage } from '$lib/learn';
import { FILES } from '$lib/ui/board';
import { buttonOffers } from '$lib/ui/learn/pad';
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
    r.pick(wrong);
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

  it('5 a move too far is refused by the engine (move/too-far), the unit stays chosen, and the move to d4 is shown after', () => {
    const { r } = run('move-game');
    r.tap('d2');
    expect(r.path).toEqual(['d2']);
    expect(r.next).toContain('d4');
    r.tap('d5');
    expect(r.refusal?.code).toBe('move/too-far');
    expect(r.refusal?.rule).toBe('5-R2');
    expect(r.path).toEqual(['d2']);
    r.tap('d4');
    expect(r.done).toBe(true);
    // d2 and d5 went with the mistake; d4 made the move
    expect(r.taps).toBe(1);
    expect(r.stars).toBe(2);
    expect(r.shown?.armies[0].units.find((u) => u.unit === '1st-cuirassiers')?.square).toBe('d4');
  });

  it('5-R1: ending the Movement Phase before any move is refused (move/required), a move then passes', () => {
    const { r } = run('move-required');
    const end = buttonOffers(r.pad!).find((o) => o.action.type === 'end-phase')!;
    r.choose(end);
    expect(r.refusal?.code).toBe('move/required');
    r.tap('e2');
    r.tap('e3');
    expect(r.done).toBe(true);
  });

  it('3.3-R2: deploying on the Lake is refused (setup/deploy-lake); the Hill at e2 passes', () => {
    const { r } = run('setup-hill');
    expect(r.unit).toBe('imperial-guard');
    r.tap('c2');
    expect(r.refusal?.code).toBe('setup/deploy-lake');
    r.tap('e2');
    expect(r.stars).toBe(2);
  });

  it('7 restoration: the unit, then Supply, in two taps (par) for three stars', () => {
    const { r } = run('restore-supply');
    r.tap('d2');
    const supply = r.options.find((o) => o.action.type === 'restore' && o.action.card === 'supply')!;
    expect(supply).toBeTruthy();
    r.choose(supply);
    expect(r.stars).toBe(3);
  });

  it('4-R5: two cards marked and discarded together, within par', () => {
    const { r } = run('turn-discard');
    r.markDiscard('supply');
    r.markDiscard('withdraw');
    expect(r.confirmDiscard()).toBe(true);
    expect(r.stars).toBe(3);
  });

  const tappedStages = STAGES.filter((s) => s.task.kind !== 'choice');
  const squares = FILES.flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${f}${n}`));
  const step = fc.oneof(
    fc.record({ tap: fc.constantFrom(...squares) }),
    fc.record({ option: fc.nat(20) }),
    fc.record({ button: fc.nat(20) }),
    fc.record({ die: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ confirm: fc.constant(true) })
  );
  it('any taps and picks on any stage: never a crash, every refusal names a rule, stars = starsFor(mistakes, taps, par)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tappedStages), fc.array(step, { maxLength: 8 }), (stage, steps) => {
        const r = new StageRun(stage, () => {});
        for (const s of steps) {
          if ('tap' in s) r.tap(s.tap);
          else if ('option' in s) {
            const o = r.options[s.option % Math.max(1, r.options.length)];
            if (o) r.choose(o);
          } else if ('button' in s && r.pad) {
            const b = buttonOffers(r.pad);
            const o = b[s.button % Math.max(1, b.length)];
            if (o) r.choose(o);
          } else if ('die' in s) r.rolled(s.die);
          else if (stage.task.kind === 'squares') r.confirmSquares();
          if (r.refusal) expect(r.refusal.rule, `${stage.id} ${r.refusal.code}`).toBeTruthy();
        }
        if (r.done) expect(r.stars).toBe(starsFor(r.mistakes, r.taps, stage.par));
      }),
      { numRuns: 300 }
    );
  });
});

describe('StageRun: after a refused choice', () => {
  it('7-R1: Supply on a unit that is not reduced is refused (restore/not-reduced); tapping the reduced Guard then chooses it', () => {
    const { r } = run('restore-supply');
    r.tap('e3');
    const wrong = r.options.find((o) => o.action.type === 'restore' && o.action.card === 'supply')!;
    expect(wrong.legal).toBe(false);
    r.choose(wrong);
    expect(r.refusal?.code).toBe('restore/not-reduced');
    expect(r.path).toEqual(['e3']);
    r.tap('d2');
    expect(r.path).toEqual(['d2']);
    r.choose(r.options.find((o) => o.action.type === 'restore' && o.action.card === 'supply')!);
    expect(r.done).toBe(true);
    expect(r.stars).toBe(2);
  });
});
