// Words of the settings screen that depend on data values (the locale is read on each call, so a
// template that calls these re-renders when the language changes).
import { m } from '$lib/paraglide/messages.js';
import type { Doubt } from '$lib/data/types';
import type { DataOverrides } from '$lib/data/overrides';
import { sayOr } from '$lib/ui/words/say';

export function confidenceName(level: Doubt['confidence']): string {
  return sayOr({ high: m.set_confidence_high, medium: m.set_confidence_medium }, level, m.set_confidence_low());
}

/** A save failure or refusal, worded when shown (so that it follows the language). */
export type Problem = () => string;

/**
 * Saves a change of the corrections: `update` is applied to the corrections current when the
 * change runs (changes run one after another), `what` names what changed for the status line.
 * Resolves to the problem when it was refused or failed (nothing saved), else null.
 */
export type SaveFn = (
  update: (o: DataOverrides) => DataOverrides,
  what: () => string,
  opts?: { reset?: boolean; report?: boolean }
) => Promise<Problem | null>;
