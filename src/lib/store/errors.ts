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
  'game/changed-elsewhere': e(
    'Ta gra została zmieniona w innej karcie; oto jej obecny stan. Twoje ostatnie dotknięcie nie zostało zapisane',
    'This game was changed in another tab; here it is as it stands now. Your last tap was not saved'
  ),
  'record/opponent-card': e(
    'Akcja {index} zapisu: {player} używa karty „{card}”, której nie ma na ręce (jego karty wynikają z ziarna zapisanego w setup.opponent)',
    'Action {index} of the record: {player} uses “{card}”, a card not in its hand (its cards follow from the seed in setup.opponent)',
    '3-R6, 3-R7'
  ),
  'game/data-changed': e(
    'Nie zapisano: dane kart i mapy poprawiono w innej karcie. Niczego nie zmieniono',
    'Not saved: the card and map data were corrected in another tab. Nothing was changed'
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
