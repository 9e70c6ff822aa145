// Drafts (src/lib/app/drafts.svelte.ts, issue 11): choices made on screen and not confirmed are
// never dropped without a word. Before a change, `settle` asks one question (apply / drop / back)
// and reports whether the change may go on.
import { describe, expect, it } from 'vitest';
import { Drafts, type Draft, type DraftAnswer } from '$lib/app/drafts.svelte';

/** A draft that records what was done to it; `apply` returns `applies` (absent: no apply). */
function fake(text: string, log: string[], applies?: boolean | (() => Promise<boolean>)): Draft {
  return {
    text,
    drop: () => void log.push(`drop ${text}`),
    ...(applies === undefined
      ? {}
      : {
          apply: async () => {
            log.push(`apply ${text}`);
            return typeof applies === 'function' ? applies() : applies;
          }
        })
  };
}

/** Settle, answering the question (once it is asked) with `answer`. */
async function settleAnswering(d: Drafts, answer: DraftAnswer, ...args: Parameters<Drafts['settle']>) {
  const p = d.settle(...args);
  await Promise.resolve();
  const q = d.question;
  q?.answer(answer);
  return { q, go: await p };
}

describe('Drafts: register, unregister, pending', () => {
  it('lists the drafts of the registered sources that have one, in order of registration', () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('discard', () => fake('2 cards marked', log));
    d.register('unit', () => null);
    d.register('dice', () => fake('dice 3, 4', log));
    expect(d.pending().map((x) => x.text)).toEqual(['2 cards marked', 'dice 3, 4']);
  });

  it('pending(except) leaves out the drafts the change itself confirms (a key or a list of keys)', () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('discard', () => fake('a', log));
    d.register('dice', () => fake('b', log));
    d.register('withdraw-roll', () => fake('c', log));
    expect(d.pending('dice').map((x) => x.text)).toEqual(['a', 'c']);
    expect(d.pending(['dice', 'withdraw-roll']).map((x) => x.text)).toEqual(['a']);
    expect(d.pending([]).map((x) => x.text)).toEqual(['a', 'b', 'c']);
  });

  it('unregister removes the source; an old unregister does not remove a newer source under the same key', () => {
    const d = new Drafts();
    const log: string[] = [];
    const off1 = d.register('k', () => fake('old', log));
    const off2 = d.register('k', () => fake('new', log));
    off1();
    expect(d.pending().map((x) => x.text)).toEqual(['new']);
    off2();
    expect(d.pending()).toEqual([]);
  });

  it('reads each source when asked (a source with nothing now has no draft)', () => {
    const d = new Drafts();
    const log: string[] = [];
    let marked = 0;
    d.register('discard', () => (marked ? fake(`${marked} marked`, log) : null));
    expect(d.pending()).toEqual([]);
    marked = 2;
    expect(d.pending().map((x) => x.text)).toEqual(['2 marked']);
  });
});

describe('Drafts.settle', () => {
  it('nothing pending: goes on at once, no question', async () => {
    const d = new Drafts();
    d.register('x', () => null);
    expect(await d.settle('act')).toBe(true);
    expect(d.question).toBeNull();
  });

  it('the drafts under `except` are not asked about', async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('dice', () => fake('dice', log, true));
    expect(await d.settle('act', 'dice')).toBe(true);
    expect(await d.settle('act', ['dice'])).toBe(true);
    expect(d.question).toBeNull();
    expect(log).toEqual([]);
  });

  it('asks one question naming the purpose and every draft', async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, true));
    d.register('b', () => fake('b', log, true));
    const p = d.settle('act');
    await Promise.resolve();
    expect(d.question?.purpose).toBe('act');
    expect(d.question?.drafts.map((x) => x.text)).toEqual(['a', 'b']);
    expect(d.question?.canApply).toBe(true);
    d.question!.answer('back');
    await p;
    expect(d.question).toBeNull();
  });

  it("'back': the change does not go on and nothing is dropped or applied", async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, true));
    const { go } = await settleAnswering(d, 'back', 'act');
    expect(go).toBe(false);
    expect(log).toEqual([]);
    expect(d.question).toBeNull();
  });

  it("'drop': every draft is dropped and the change goes on", async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, true));
    d.register('b', () => fake('b', log));
    const { go } = await settleAnswering(d, 'drop', 'undo');
    expect(go).toBe(true);
    expect(log).toEqual(['drop a', 'drop b']);
  });

  it("'apply': every draft is applied in order and the change goes on", async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, true));
    d.register('b', () => fake('b', log, true));
    const { go } = await settleAnswering(d, 'apply', 'act');
    expect(go).toBe(true);
    expect(log).toEqual(['apply a', 'apply b']);
  });

  it("'apply': a draft whose apply fails stops there and the change does not go on", async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, false));
    d.register('b', () => fake('b', log, true));
    const { go } = await settleAnswering(d, 'apply', 'act');
    expect(go).toBe(false);
    expect(log).toEqual(['apply a']);
  });

  it('canApply only before an action and only when every draft can be applied', async () => {
    const log: string[] = [];
    for (const [purpose, withApply, can] of [
      ['act', true, true],
      ['act', false, false],
      ['undo', true, false],
      ['leave', true, false]
    ] as const) {
      const d = new Drafts();
      d.register('a', () => fake('a', log, true));
      d.register('b', () => fake('b', log, withApply ? true : undefined));
      const { q } = await settleAnswering(d, 'back', purpose);
      expect(q?.purpose).toBe(purpose);
      expect(q?.canApply, `${purpose}, apply on every draft: ${withApply}`).toBe(can);
    }
  });

  it('while the drafts are applied, the changes they make go through unasked', async () => {
    const d = new Drafts();
    const log: string[] = [];
    let nested: boolean | null = null;
    d.register('a', () =>
      fake('a', log, async () => {
        // applying a draft is itself an action: it must not ask about the drafts again
        nested = await d.settle('act');
        log.push(`nested question: ${d.question ? 'asked' : 'none'}`);
        return true;
      })
    );
    const { go } = await settleAnswering(d, 'apply', 'act');
    expect(go).toBe(true);
    expect(nested).toBe(true);
    expect(log).toEqual(['apply a', 'nested question: none']);
    // once applied, a later settle asks again
    const { q } = await settleAnswering(d, 'back', 'act');
    expect(q).not.toBeNull();
  });

  it('a second question replaces the first, which counts as going back', async () => {
    const d = new Drafts();
    const log: string[] = [];
    d.register('a', () => fake('a', log, true));
    const first = d.settle('act');
    await Promise.resolve();
    const second = d.settle('undo');
    await Promise.resolve();
    expect(await first).toBe(false);
    expect(d.question?.purpose).toBe('undo');
    d.question!.answer('drop');
    expect(await second).toBe(true);
    expect(log).toEqual(['drop a']);
  });
});
