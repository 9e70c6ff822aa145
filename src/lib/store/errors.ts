// Error codes of keeping a game (the store, not the rules): a write the browser refused, a game
// changed or deleted in another tab, a backup's lessons that do not parse. They are refusals like
// the engine's, so the action bar shows them in the player's language (failFrom, explain).
import { e, failFrom, type ErrorDef, type RuleError } from '../rules';

export const STORE_ERRORS = {
  'storage/failed': e(
    'Nie zapisano: pamięć przeglądarki odmówiła zapisu ({detail}). Wszystko jest tak, jak było: niczego nie zmieniono',
    'Not saved: the browser’s storage refused it ({detail}). Everything is as it was before: nothing was changed'
  ),
  'storage/full': e(
    'Nie zapisano: na tym urządzeniu brak miejsca dla aplikacji. Wszystko jest tak, jak było: niczego nie zmieniono. Zrób kopię zapasową gier w Ustawieniach i zwolnij trochę miejsca',
    'Not saved: this device has no space left for the app. Everything is as it was before: nothing was changed. Back up your games in Settings and free some space'
  ),
  'backup/learn-invalid': e(
    'Postęp lekcji w tej kopii zapasowej jest nieprawidłowy ({detail})',
    'The lessons’ progress in this backup is not valid ({detail})'
  ),
  'backup/review-invalid': e(
    'Przeglądy gier, pozycje do ćwiczeń lub powtórki w tej kopii zapasowej są nieprawidłowe ({detail})',
    'The game reviews, practice positions or spaced reviews in this backup are not valid ({detail})'
  ),
  'game/changed-elsewhere': e(
    'Ta gra została zmieniona w innej karcie; oto jej obecny stan. Twoje ostatnie dotknięcie nie zostało zapisane',
    'This game was changed in another tab; here it is as it stands now. Your last tap was not saved'
  ),
  'game/deleted': e(
    'Ta gra została usunięta (może w innej karcie); nic nie zapisano',
    'This game was deleted (perhaps in another tab); nothing was saved'
  )
} as const satisfies Record<string, ErrorDef>;

export type StoreErrorCode = keyof typeof STORE_ERRORS;

/** A refusal of the store, as a Result. */
export function storeFail(code: StoreErrorCode, params?: Record<string, string | number>): { ok: false; error: RuleError } {
  return { ok: false, error: failFrom(STORE_ERRORS, code, params) };
}
