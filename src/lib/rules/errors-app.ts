// Error codes of keeping a game (the app's storage, not the rules): a save that failed, a game
// changed or deleted in another tab, a record that no longer replays. They are refusals like the
// engine's, so the action bar shows them in the player's language: see errors.ts.
import type { ErrorDef } from './errors-def';

export const APP_ERRORS = {
  'storage/failed': {
    en: 'This could not be saved ({detail}); the game is as it was before the tap',
    pl: 'Nie udało się tego zapisać ({detail}); gra jest taka jak przed dotknięciem'
  },
  'storage/full': {
    en: 'This could not be saved: the device has no space left for this app; the game is as it was before the tap. Back up your games (Settings) and free some space',
    pl: 'Nie udało się tego zapisać: na urządzeniu brak miejsca dla tej aplikacji; gra jest taka jak przed dotknięciem. Zrób kopię zapasową gier (Ustawienia) i zwolnij trochę miejsca'
  },
  'game/changed-elsewhere': {
    en: 'This game was changed in another tab; here it is as it stands now. Your last tap was not saved',
    pl: 'Ta gra została zmieniona w innej karcie; oto jej obecny stan. Twoje ostatnie dotknięcie nie zostało zapisane'
  },
  'game/followed': {
    en: 'This game was changed in another tab; here it is as it stands now',
    pl: 'Ta gra została zmieniona w innej karcie; oto jej obecny stan'
  },
  'game/deleted': {
    en: 'This game was deleted (perhaps in another tab); nothing was saved',
    pl: 'Ta gra została usunięta (może w innej karcie); nic nie zapisano'
  },
  'game/damaged': {
    en: 'This game stops at action {at} of {total}: action {index} no longer replays ({reason}). Export the full record, or play on from here',
    pl: 'Ta gra kończy się na akcji {at} z {total}: akcja {index} już się nie odtwarza ({reason}). Wyeksportuj pełny zapis albo graj dalej od tego miejsca'
  }
} as const satisfies Record<string, ErrorDef>;
