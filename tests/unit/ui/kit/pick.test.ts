// The token-scoped pick (src/lib/ui/kit/pick.svelte.ts): a pick belongs to the game on screen, so
// a new token (an action, an undo, a game loaded) forgets it, and only a pick made since counts.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TokenPick } from '$lib/ui/kit/pick.svelte';

describe('TokenPick', () => {
  it('keeps a value while the token stays and reads null once the token changes', () => {
    const source = { token: {} as object };
    const pick = new TokenPick<string>(() => source);
    expect(pick.value).toBeNull();
    pick.value = 'c4';
    expect(pick.value).toBe('c4');
    source.token = {};
    expect(pick.value).toBeNull();
    pick.value = 'd5';
    expect(pick.value).toBe('d5');
    pick.clear();
    expect(pick.value).toBeNull();
  });

  it('tokens are compared by identity: the very token a pick was made under counts, a new object of the same shape does not', () => {
    const first = {};
    const source = { token: first as object };
    const pick = new TokenPick<number>(() => source);
    pick.value = 3;
    source.token = {};
    source.token = first;
    // the same token object again (Session never reuses one: each action, undo or load makes a new one)
    expect(pick.value).toBe(3);
    source.token = {};
    expect(pick.value).toBeNull();
  });

  it('property: after any sequence of picks and token changes, the value is the last pick made under the current token', () => {
    type Step = { kind: 'pick'; value: number } | { kind: 'renew' } | { kind: 'clear' };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('pick' as const), value: fc.integer() }),
      fc.constant({ kind: 'renew' as const }),
      fc.constant({ kind: 'clear' as const })
    );
    fc.assert(
      fc.property(fc.array(step as fc.Arbitrary<Step>, { maxLength: 30 }), (steps) => {
        const source = { token: {} as object };
        const pick = new TokenPick<number>(() => source);
        let expected: number | null = null;
        for (const s of steps) {
          if (s.kind === 'pick') {
            pick.value = s.value;
            expected = s.value;
          } else if (s.kind === 'renew') {
            source.token = {};
            expected = null;
          } else {
            pick.clear();
            expected = null;
          }
          expect(pick.value).toBe(expected);
        }
      })
    );
  });
});
