// The lessons' screens in words: a lesson's own {pl, en} texts in the language, the stars. (An
// action is entered and worded by the play screen's own input, src/lib/ui/input.)
import { i18n, type Locale } from '$lib/i18n.svelte';
import type { Text } from '$lib/learn';

/** A lesson's text in the language. */
export function say(text: Text, locale: Locale = i18n.locale): string {
  return text[locale] ?? text.en;
}

/** "★★☆" for 2 of 3 stars (the screen gives the words to screen readers). */
export function starGlyphs(stars: number, max = 3): string {
  return '★'.repeat(Math.max(0, Math.min(stars, max))) + '☆'.repeat(Math.max(0, max - stars));
}
