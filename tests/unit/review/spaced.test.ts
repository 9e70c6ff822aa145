// Issue 33 §3, spaced review: with a fake clock, a missed stage comes back after 1 day and not
// before, then after 3, 7 and 21 days each time it is passed when due; a miss starts the count again.
import { describe, expect, it } from 'vitest';
import { DAY_MS, dueItems, emptySpaced, mergeSpaced, missed, passed, SPACED_DAYS, type SpacedState } from '$lib/review/spaced';

const T0 = Date.UTC(2026, 0, 1, 9);
const ids = (s: SpacedState, now: number) => dueItems(s, now).map((x) => x.id);

describe('spaced review (issue 33 §3)', () => {
  it('a missed stage is due after 1 day, not a millisecond before', () => {
    const s = missed(emptySpaced(), 'basics-1', 'stage', T0);
    expect(ids(s, T0)).toEqual([]);
    expect(ids(s, T0 + DAY_MS - 1)).toEqual([]);
    expect(ids(s, T0 + DAY_MS)).toEqual(['basics-1']);
  });

  it('passed when due, it comes back after 3, 7 and 21 days, then is learned', () => {
    let s = missed(emptySpaced(), 'p', 'position', T0);
    let now = T0 + DAY_MS;
    for (const days of SPACED_DAYS.slice(1)) {
      s = passed(s, 'p', now);
      expect(ids(s, now + days * DAY_MS - 1)).toEqual([]);
      now += days * DAY_MS;
      expect(ids(s, now)).toEqual(['p']);
    }
    s = passed(s, 'p', now);
    expect(s.items).toEqual({});
  });

  it('passed before it is due changes nothing: it still comes back on its day', () => {
    const s = missed(emptySpaced(), 'a', 'stage', T0);
    expect(passed(s, 'a', T0 + 1000)).toBe(s);
  });

  it('a miss at any step starts the count again at 1 day', () => {
    for (let step = 0; step < SPACED_DAYS.length; step++) {
      let s = missed(emptySpaced(), 'a', 'stage', T0);
      let now = T0 + DAY_MS;
      for (let k = 0; k < step; k++) {
        s = passed(s, 'a', now);
        now = s.items.a!.due;
      }
      s = missed(s, 'a', 'stage', now);
      expect(s.items.a).toEqual({ id: 'a', kind: 'stage', step: 0, due: now + DAY_MS });
    }
  });

  it('due items come longest waiting first; a merge keeps, of two, the one due sooner', () => {
    const a = missed(missed(emptySpaced(), 'x', 'stage', T0 + 5), 'y', 'position', T0);
    expect(ids(a, T0 + 2 * DAY_MS)).toEqual(['y', 'x']);
    const b = missed(emptySpaced(), 'x', 'stage', T0 - DAY_MS);
    expect(mergeSpaced(a, b).items.x!.due).toBe(T0);
    expect(mergeSpaced(b, a).items.x!.due).toBe(T0);
    expect(Object.keys(mergeSpaced(a, b).items).sort()).toEqual(['x', 'y']);
  });
});
