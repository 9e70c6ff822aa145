// The engine's reason for a refused action as the player reads it: in their language, with the
// rule number (the session keeps the error itself; wording it is the UI's job). The number is the
// rulebook's own section ('6.5', not the engine's fine id '6.5-R6'): a player can find it in the
// printed rulebook. Screens that show the rule as a tappable RuleLink use refusalReason + error.rule.
import { i18n, type Locale } from '$lib/i18n.svelte';
import { explain, type RuleError } from '$lib/rules';
import { bookRule, bookSections } from '$lib/ui/rulebook/sections';

/** The reason alone, without the rule number, in `locale` (by default the current language). */
export function refusalReason(error: RuleError | null, locale: Locale = i18n.locale): string | null {
  return error ? explain(error, locale) : null;
}

/** The refusal's reason in `locale` (by default the current language), with its rulebook section. */
export function refusalText(error: RuleError | null, locale: Locale = i18n.locale): string | null {
  if (!error) return null;
  const text = explain(error, locale);
  if (!error.rule) return text;
  const many = bookSections(error.rule).length > 1;
  const word = locale === 'pl' ? (many ? 'zasady' : 'zasada') : many ? 'rules' : 'rule';
  return `${text} — ${word} ${bookRule(error.rule)}`;
}
