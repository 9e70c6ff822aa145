// Error codes of the app (not the rules): a tab following another's writes, a record that stops
// replaying, a choice the player went back on, an app roll that the game's option makes final.
import { e, failFrom, type ErrorDef, type RuleError } from '../rules';

export const APP_ERRORS = {
  'game/followed': e(
    'Ta gra została zmieniona w innej karcie; oto jej obecny stan',
    'This game was changed in another tab; here it is as it stands now'
  ),
  'game/behind': e(
    'Ta gra została zmieniona w innej karcie. Ten ekran wciąż pokazuje ją tak, jak była, z twoim niepotwierdzonym wyborem; następne dotknięcie pokaże grę w obecnym stanie',
    'This game was changed in another tab. This screen still shows it as it was, with your unconfirmed choice; your next tap shows the game as it stands now'
  ),
  'game/data-corrected': e(
    'Dane kart i mapy poprawiono w innej karcie (Ustawienia): ta gra jest teraz pokazana z poprawionymi danymi',
    'The card and map data were corrected in another tab (Settings): this game is now shown with the corrected data'
  ),
  'game/data-corrected-tap': e(
    'Dane kart i mapy poprawiono w innej karcie (Ustawienia): ta gra jest teraz pokazana z poprawionymi danymi. Twoje ostatnie dotknięcie nie zostało zapisane',
    'The card and map data were corrected in another tab (Settings): this game is now shown with the corrected data. Your last tap was not saved'
  ),
  'game/damaged': e(
    'Ta gra kończy się na akcji {at} z {total}: akcja {index} już się nie odtwarza ({reason}). Wyeksportuj pełny zapis albo graj dalej od tego miejsca',
    'This game stops at action {at} of {total}: action {index} no longer replays ({reason}). Export the full record, or play on from here'
  ),
  'game/cancelled': e('Nic nie zrobiono: gracz się wycofał', 'Nothing was done: the player went back'),
  'game/app-roll-final': e(
    'W tej grze kości rzucone przez aplikację są ostateczne: cofnięcie nie może odwołać rzutu {dice}',
    'In this game dice rolled by the app are final: undo cannot take back the roll of {dice}'
  )
} as const satisfies Record<string, ErrorDef>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** A refusal of the app, as a Result. */
export function appFail(code: AppErrorCode, params?: Record<string, string | number>): { ok: false; error: RuleError } {
  return { ok: false, error: failFrom(APP_ERRORS, code, params) };
}
