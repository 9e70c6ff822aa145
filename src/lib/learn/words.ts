// Words the lessons' reasons and the guided battle put into sentences, in both languages: nation
// names (as the armies' data gives them), totals line by line, the tiers of a retreat.
import { DEFAULT_CATALOG, PART_LABELS, type NationId, type RuleError, type Total } from '$lib/rules';
import { explain, fail, failFrom, type ErrorCode } from '$lib/rules';
import { LEARN_ERRORS, type LearnErrorCode } from './errors';
import type { Text } from './types';

/** A nation's name (nominative), in both languages. */
export function nationName(n: NationId): Text {
  const a = DEFAULT_CATALOG.army(n);
  return { pl: a.namePl, en: a.name };
}

/** An itemised total as words: "Strength of the unit 6 + Terrain 3". */
export function totalWords(total: Total): Text {
  const line = (lang: 'pl' | 'en') => total.parts.map((p) => `${PART_LABELS[p.label]?.[lang] ?? p.label} ${p.value}`).join(' + ');
  return { pl: line('pl'), en: line('en') };
}

/** The rules of an itemised total's lines, each once: "6.1-R17, 6.3-R1". */
export function totalRules(total: Total): string {
  return [...new Set(total.parts.map((p) => p.rule))].join(', ');
}

/** 6.5-R6…R9: where a retreat of each tier goes. */
export const TIER_WORDS: Readonly<Record<string, Text>> = {
  back: { pl: 'w stronę własnej krawędzi startowej', en: 'back, toward its own starting edge' },
  flank: { pl: 'na flankę', en: 'to a flank' },
  forward: { pl: 'w stronę krawędzi przeciwnika', en: 'forward, toward the enemy’s edge' },
  none: { pl: 'donikąd: zostaje wyeliminowana', en: 'nowhere: it is eliminated' }
};

/** A unit's state after an action (the 'unit-after' questions). */
export const STATE_WORDS: Readonly<Record<string, Text>> = {
  full: { pl: 'w pełni sprawna (pełna wartość bojowa)', en: 'at full strength' },
  reduced: { pl: 'zredukowana', en: 'reduced' },
  eliminated: { pl: 'wyeliminowana', en: 'eliminated' }
};

/**
 * A refusal with one of the lessons' codes (errors-learn.ts). `rule`, when given, replaces the
 * code's own rule (the reason is the same, the rule is the one the stage teaches).
 */
export function refusal(code: LearnErrorCode | ErrorCode, params: Record<string, string | number>, rule?: string): RuleError {
  const error = code in LEARN_ERRORS ? failFrom(LEARN_ERRORS, code as LearnErrorCode, params) : engineRefusal(code as ErrorCode, params);
  if (rule) {
    error.rule = rule;
    error.message = `${explain({ ...error, rule: undefined }, 'en')} (rule ${rule})`;
  }
  return error;
}

function engineRefusal(code: ErrorCode, params: Record<string, string | number>): RuleError {
  const r = fail(code, params);
  if (r.ok) throw new Error('unreachable');
  return r.error;
}

/** Params carrying a text in each language under `<name>En` and `<name>Pl`. */
export function both(name: string, text: Text): Record<string, string> {
  return { [`${name}En`]: text.en, [`${name}Pl`]: text.pl };
}
