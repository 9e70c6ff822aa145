// Spaced review (issue 33 §3): a missed lesson stage or practice position comes back after 1 day,
// then 3, 7 and 21 days after each time it is passed when due; a miss starts the count again; passed
// at the 21-day return, it is learned and leaves the list. Pure: the time comes in as a value (ms).
export const SPACED_DAYS = [1, 3, 7, 21] as const;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SpacedItem {
  /** a lesson stage's id, or `practice:<id>` for a saved practice position */
  id: string;
  kind: 'stage' | 'position';
  /** how many of SPACED_DAYS it has passed since its last miss (the next wait is SPACED_DAYS[step]) */
  step: number;
  /** when it is due again (ms since the epoch) */
  due: number;
}

/** Every item waiting, by id. */
export interface SpacedState {
  items: Record<string, SpacedItem>;
}

export const emptySpaced = (): SpacedState => ({ items: {} });

/** A miss: the item comes back after the first wait, whatever its count was. */
export function missed(s: SpacedState, id: string, kind: SpacedItem['kind'], now: number): SpacedState {
  return { items: { ...s.items, [id]: { id, kind, step: 0, due: now + SPACED_DAYS[0] * DAY_MS } } };
}

/**
 * A pass: a due item waits for the next interval, or is learned after the last; an item not due yet
 * (done again early) or not in the list is unchanged.
 */
export function passed(s: SpacedState, id: string, now: number): SpacedState {
  const it = s.items[id];
  if (!it || now < it.due) return s;
  const items = { ...s.items };
  const step = it.step + 1;
  if (step >= SPACED_DAYS.length) delete items[id];
  else items[id] = { ...it, step, due: now + SPACED_DAYS[step]! * DAY_MS };
  return { items };
}

/** The items due now, the longest waiting first. */
export function dueItems(s: SpacedState, now: number): SpacedItem[] {
  return Object.values(s.items)
    .filter((it) => it.due <= now)
    .sort((a, b) => a.due - b.due || a.id.localeCompare(b.id));
}

/** Merge two states (a restore): an item in both keeps the one due sooner (the one that was missed more recently or passed less). */
export function mergeSpaced(a: SpacedState, b: SpacedState): SpacedState {
  const items = { ...a.items };
  for (const [id, it] of Object.entries(b.items)) {
    const x = items[id];
    if (!x || it.due < x.due) items[id] = it;
  }
  return { items };
}
