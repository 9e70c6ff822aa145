// The colour theme the player chose in settings: 'system' (follow prefers-color-scheme), 'light'
// or 'dark', kept in localStorage. The inline script of src/app.html applies it (data-theme on
// <html>) before the first paint and whenever the system's setting changes; palette.css holds
// both palettes.
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'adiutant.theme';

export function themeChoice(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** Keep the choice and apply it now (private mode: for this visit only). */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // not kept: applied below all the same
  }
  const apply = (globalThis as { adiutantTheme?: () => void }).adiutantTheme;
  if (apply) apply();
  else if (choice !== 'system') globalThis.document?.documentElement.setAttribute('data-theme', choice);
}
