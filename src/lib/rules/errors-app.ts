// Error codes of keeping a game (the app's storage, not the rules): a save that failed, a game
// changed or deleted in another tab, a record that no longer replays. They are refusals like the
// engine's, so the action bar shows them in the player's language: see errors.ts.
import { e, type ErrorDef } from './errors-def';

export const APP_ERRORS = {
  'storage/failed': e(
    'Not saved: the browser’s storage refused it ({detail}). Everything is as it was before: nothing was changed',
    'Nie zapisano: pamięć przeglądarki odmówiła zapisu ({detail}). Wszystko jest tak, jak było: niczego nie zmieniono'
  ),
  'storage/full': e(
    'Not saved: this device has no space left for the app. Everything is as it was before: nothing was changed. Back up your games in Settings and free some space',
    'Nie zapisano: na tym urządzeniu brak miejsca dla aplikacji. Wszystko jest tak, jak było: niczego nie zmieniono. Zrób kopię zapasową gier w Ustawieniach i zwolnij trochę miejsca'
  ),
  'backup/learn-invalid': e(
    'The lessons’ progress in this backup is not valid ({detail})',
    'Postęp lekcji w tej kopii zapasowej jest nieprawidłowy ({detail})'
  ),
  'game/changed-elsewhere': e(
    'This game was changed in another tab; here it is as it stands now. Your last tap was not saved',
    'Ta gra została zmieniona w innej karcie; oto jej obecny stan. Twoje ostatnie dotknięcie nie zostało zapisane'
  ),
  'game/followed': e(
    'This game was changed in another tab; here it is as it stands now',
    'Ta gra została zmieniona w innej karcie; oto jej obecny stan'
  ),
  'game/behind': e(
    'This game was changed in another tab. This screen still shows it as it was, with your unconfirmed choice; your next tap shows the game as it stands now',
    'Ta gra została zmieniona w innej karcie. Ten ekran wciąż pokazuje ją tak, jak była, z twoim niepotwierdzonym wyborem; następne dotknięcie pokaże grę w obecnym stanie'
  ),
  'game/deleted': e(
    'This game was deleted (perhaps in another tab); nothing was saved',
    'Ta gra została usunięta (może w innej karcie); nic nie zapisano'
  ),
  'game/damaged': e(
    'This game stops at action {at} of {total}: action {index} no longer replays ({reason}). Export the full record, or play on from here',
    'Ta gra kończy się na akcji {at} z {total}: akcja {index} już się nie odtwarza ({reason}). Wyeksportuj pełny zapis albo graj dalej od tego miejsca'
  )
} as const satisfies Record<string, ErrorDef>;
