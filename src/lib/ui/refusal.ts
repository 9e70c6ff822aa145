// The engine's reason for a refused action as the player reads it: in their language, with the
// rule number (the session keeps the error itself; wording it is the UI's job).
import { i18n, type Locale } from '$lib/i18n.svelte';
import { explain, type RuleError } from '$lib/rules';

/** The refusal's reason in `locale` (by default the current language), with its rule number. */
export function refusalText(error: RuleError | null, locale: Locale = i18n.locale): string | null {
  if (!error) return null;
  const text = explain(error, locale);
  return error.rule ? `${text} — ${locale === 'pl' ? 'zasada' : 'rule'} ${error.rule}` : text;
}
