// The app's language: Paraglide JS compiles the messages (messages/*.json -> $lib/paraglide),
// this module decides which locale they render in.
//
// The locale is a Svelte rune. Paraglide's `getLocale()` reads it through the custom strategy
// "custom-adiutant" (see scripts/i18n.mjs), so every `m.some_message()` called in a template
// depends on it and re-renders when `setLanguage()` changes it: no page reload, no URL prefix.
// The choice is kept in localStorage; the first default comes from the browser's language.
import {
  baseLocale,
  defineCustomClientStrategy,
  isLocale,
  locales,
  overwriteGetLocale,
  setLocale,
  type Locale
} from '$lib/paraglide/runtime.js';

export type { Locale };
export { locales };

/** localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'adiutant.locale';

/** Polish for any Polish browser language ("pl", "pl-PL"), English for everything else. */
export function localeFromLanguage(language: string | undefined | null): Locale {
  return language?.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

function readStoredLocale(): Locale | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return stored && isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

function initialLocale(): Locale {
  const stored = readStoredLocale();
  if (stored) return stored;
  if (typeof navigator !== 'undefined' && navigator.language) {
    return localeFromLanguage(navigator.language);
  }
  return baseLocale;
}

const state = $state<{ locale: Locale }>({ locale: initialLocale() });

function applyToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

defineCustomClientStrategy('custom-adiutant', {
  getLocale: () => state.locale,
  setLocale: (locale) => {
    // Paraglide calls this once with the current locale on its first getLocale(), which may
    // happen while a template renders: writing the same value again would be an unsafe mutation.
    if (!isLocale(locale) || locale === state.locale) return;
    state.locale = locale;
    applyToDocument(locale);
  }
});

// and getLocale() reads the rune directly: Paraglide's own getLocale() looks at the URL for
// route strategies on every message (a board of 64 named squares calls it hundreds of times)
overwriteGetLocale(() => state.locale);

applyToDocument(state.locale);

/** The current language, reactive in templates and `$derived`/`$effect`. */
export const i18n = {
  get locale(): Locale {
    return state.locale;
  }
};

/** Switches the whole UI to `locale` at once and remembers the choice. */
export function setLanguage(locale: Locale): void {
  void setLocale(locale, { reload: false });
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // not persisted, still switched for this visit
  }
}
