// Counts with the plural form the language needs: Polish has three (1 karta, 2–4 / 22–24 karty,
// 5–21 / 25… kart), English two. Each message family has one key per form: <key>_one, _few, _many
// (English _few and _many read the same).
import { m } from '$lib/paraglide/messages.js';
import { i18n, type Locale } from '$lib/i18n.svelte';

export type PluralForm = 'one' | 'few' | 'many';

/** The plural form of a whole number n in a language. */
export function pluralForm(n: number, locale: Locale): PluralForm {
  const abs = Math.abs(Math.trunc(n));
  if (locale === 'en') return abs === 1 ? 'one' : 'many';
  if (abs === 1) return 'one';
  const d = abs % 10;
  const dd = abs % 100;
  return d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'few' : 'many';
}

/** Picks one of three texts by the plural form of n (in the current language unless given). */
export function plural<T>(n: number, one: T, few: T, many: T, locale: Locale = i18n.locale): T {
  const form = pluralForm(n, locale);
  return form === 'one' ? one : form === 'few' ? few : many;
}

type Msg = (inputs: { count: number }, options?: { locale?: Locale }) => string;

const say = (n: number, one: Msg, few: Msg, many: Msg, locale?: Locale) =>
  plural(n, one, few, many, locale ?? i18n.locale)({ count: n }, locale ? { locale } : {});

/** "1 karta", "2 karty", "5 kart", "22 karty" / "1 card", "5 cards". */
export const cardsCount = (n: number, locale?: Locale): string => say(n, m.rules_cards_one, m.rules_cards_few, m.rules_cards_many, locale);

/** "najwyżej 1 jednostkę wspierającą", "… 2 jednostki wspierające", "… 5 jednostek wspierających". */
export const supportUpTo = (n: number, locale?: Locale): string =>
  say(n, m.rules_support_upto_one, m.rules_support_upto_few, m.rules_support_upto_many, locale);

/** A number as the language writes it: a decimal comma in Polish ("12,5", "−0,8"), a point in English. */
export function formatNumber(n: number, locale: Locale = i18n.locale, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits, useGrouping: false }).format(n);
}
