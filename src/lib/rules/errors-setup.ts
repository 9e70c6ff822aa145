// Error codes of the position, the record, setup and the card sequence (1.1, 1.3, 1.4, 3, 4): see errors.ts.
import type { ErrorDef } from './errors-def';

export const SETUP_ERRORS = {
  // --- Position JSON (parsePosition) ---
  'position/not-object': { en: 'A position must be a JSON object', pl: 'Pozycja musi być obiektem JSON' },
  'position/too-large': {
    en: 'The input is too large or too deeply nested',
    pl: 'Dane wejściowe są za duże lub zbyt głęboko zagnieżdżone'
  },
  'position/forbidden-key': {
    en: 'Forbidden key "{key}" in the input',
    pl: 'Niedozwolony klucz „{key}” w danych'
  },
  'position/shape': { en: 'Invalid position: {detail}', pl: 'Błędna pozycja: {detail}' },
  'position/terrain-and-sections': {
    en: 'Give either "terrain" or "sections", not both',
    pl: 'Podaj „terrain” albo „sections”, nie oba'
  },
  'position/no-map': { en: 'The position needs "terrain" or "sections"', pl: 'Pozycja wymaga „terrain” lub „sections”' },
  'position/terrain-rows': {
    en: 'Terrain must be 8 rows of 8 letters from c h t w m f l (rank 8 first)',
    pl: 'Teren to 8 wierszy po 8 liter z c h t w m f l (najpierw wiersz 8)',
    rule: '1.1-R4'
  },
  'position/section-count': { en: 'A battlefield needs exactly 4 map sections', pl: 'Pole bitwy wymaga dokładnie 4 sekcji mapy', rule: '1.1-R2' },
  'position/section-unknown': { en: 'There is no map section {id}', pl: 'Nie ma sekcji mapy {id}', rule: '1.1-R1' },
  'position/section-duplicate': {
    en: 'Map section {id} is used twice; the four sections must differ',
    pl: 'Sekcja mapy {id} użyta dwukrotnie; cztery sekcje muszą być różne',
    rule: '1.1-R2'
  },
  'position/rotation': {
    en: 'Rotation must be 0, 90, 180 or 270 degrees',
    pl: 'Obrót musi wynosić 0, 90, 180 lub 270 stopni',
    rule: '1.1-R3'
  },
  'position/army-count': { en: 'A position has exactly two armies', pl: 'Pozycja ma dokładnie dwie armie', rule: '1.3-R2' },
  'position/nation-unknown': { en: 'Unknown nation "{nation}"', pl: 'Nieznana nacja „{nation}”', rule: '1.3-R1' },
  'position/same-nation': {
    en: 'Both armies cannot be the same nation',
    pl: 'Obie armie nie mogą być tą samą nacją',
    rule: '3-R3'
  },
  'position/edge': { en: 'Unknown starting edge "{edge}"', pl: 'Nieznana krawędź startowa „{edge}”' },
  'position/edges-not-opposite': {
    en: 'The two starting edges must be opposite',
    pl: 'Krawędzie startowe muszą być przeciwległe',
    rule: '3-R5'
  },
  'position/unit-unknown': {
    en: 'Unit "{unit}" is not in the army of {nation}',
    pl: 'Jednostki „{unit}” nie ma w armii {nation}',
    rule: '1.3-R2'
  },
  'position/unit-twice': { en: 'Unit "{unit}" is listed twice', pl: 'Jednostka „{unit}” podana dwa razy', rule: '1.3-R2' },
  'position/square': { en: '"{square}" is not a square a1–h8', pl: '„{square}” nie jest polem a1–h8' },
  'position/square-occupied': {
    en: 'Two units on {square}; one unit per square',
    pl: 'Dwie jednostki na polu {square}; jedna jednostka na pole',
    rule: '3.3-R2'
  },
  'position/unit-on-lake': {
    en: 'A unit cannot stand on the lake at {square}',
    pl: 'Jednostka nie może stać na Jeziorze ({square})',
    rule: '5-R3'
  },
  'position/redoubt-square': {
    en: 'A redoubt needs a unit under it on {square}',
    pl: 'Reduta wymaga jednostki na polu {square}',
    rule: '9.2-R15'
  },
  'position/redoubt-twice': {
    en: 'Only one redoubt per square ({square})',
    pl: 'Tylko jedna Reduta na pole ({square})',
    rule: '9.2-R15'
  },
  'position/link': {
    en: 'This link does not hold a position ({detail})',
    pl: 'Ten link nie zawiera pozycji ({detail})'
  },
  'board/not-found': {
    en: 'There is no saved board with this id (it may have been deleted)',
    pl: 'Nie ma zapisanej planszy o tym identyfikatorze (mogła zostać usunięta)'
  },
  'board/game-not-ready': {
    en: 'This game has no position yet: its map, armies and edges are not all chosen',
    pl: 'Ta gra nie ma jeszcze pozycji: nie wybrano mapy, armii i krawędzi'
  },
  // --- Actions and records ---
  'action/invalid': { en: 'Not a valid action: {detail}', pl: 'Nieprawidłowa akcja: {detail}' },
  'action/not-now': { en: 'That cannot be done now', pl: 'Tego nie można teraz zrobić', rule: '4-R3' },
  'record/invalid': { en: 'Not a valid game record: {detail}', pl: 'Nieprawidłowy zapis gry: {detail}' },
  'record/illegal-action': {
    en: 'Action {index} of the record breaks the rules: {reason}',
    pl: 'Akcja {index} zapisu łamie zasady: {reason}'
  },
  'game/over': { en: 'The game is over', pl: 'Gra się zakończyła', rule: '2' },
  'game/cancelled': { en: 'Nothing was done: the player went back', pl: 'Nic nie zrobiono: gracz się wycofał' },
  'game/app-roll-final': {
    en: 'In this game dice rolled by the app are final: undo cannot take back the roll of {dice}',
    pl: 'W tej grze kości rzucone przez aplikację są ostateczne: cofnięcie nie może odwołać rzutu {dice}'
  },
  'dice/invalid': { en: 'Each die must show 1 to {sides}', pl: 'Każda kość musi pokazywać od 1 do {sides}', rule: '1.2' },
  'dice/count': { en: 'This roll needs {count} dice with valid faces', pl: 'Ten rzut wymaga {count} kości z poprawnymi wynikami', rule: '1.2' },
  // --- Setup (3) ---
  'setup/too-many-rolls': { en: 'More than {max} first-player rolls: record the game afresh', pl: 'Ponad {max} rzutów o pierwszego gracza: zacznij zapis gry od nowa', rule: '3-R1' },
  'setup/wrong-step': { en: 'That is not the current setup step', pl: 'To nie jest bieżący krok przygotowania', rule: '3.1' },
  'setup/two-nations': { en: 'Pick exactly two nations', pl: 'Wybierz dokładnie dwie nacje', rule: '3-R3' },
  'setup/nation-not-chosen': {
    en: '{nation} is not one of the two nations chosen',
    pl: '{nation} nie jest jedną z dwóch wybranych nacji',
    rule: '3-R4'
  },
  'setup/unit-deployed': { en: '{unit} is already deployed', pl: '{unit} jest już rozstawiona', rule: '3-R8' },
  'setup/deploy-occupied': {
    en: '{square} is already occupied: one unit per square',
    pl: 'Pole {square} jest już zajęte: jedna jednostka na pole',
    rule: '3.3-R2'
  },
  'setup/deploy-lake': {
    en: '{square} is a Lake: no unit may be placed there',
    pl: 'Pole {square} to Jezioro: nie wolno tam rozstawić jednostki',
    rule: '3.3-R2'
  },
  'setup/deploy-home-rows': {
    en: '{square} is not in your two home rows',
    pl: '{square} nie leży w dwóch wierszach przy twojej krawędzi',
    rule: '3.3-R1'
  },
  // --- Sequence and cards (1.4, 4) ---
  'phase/wrong': { en: 'Not allowed in the {phase} phase', pl: 'Niedozwolone w Fazie {phase}', rule: '4-R3' },
  'phase/draw-first': { en: 'Draw up to 5 cards first', pl: 'Najpierw dobierz do 5 kart', rule: '4-R8' },
  'card/unknown': { en: 'There is no card "{card}" in this army’s deck', pl: 'W talii tej armii nie ma karty „{card}”', rule: '1.4-R1' },
  'card/empty-hand': { en: 'Not enough cards in hand', pl: 'Za mało kart na ręce', rule: '1.4' },
  'card/all-copies-out': {
    en: 'Every copy of "{card}" is already in the discard pile or on the table',
    pl: 'Wszystkie egzemplarze „{card}” są już na stosie kart odrzuconych lub na stole',
    rule: '1.4-R2'
  },
  'card/none': { en: 'Choose at least one card to discard, or end the phase', pl: 'Wybierz co najmniej jedną kartę do odrzucenia albo zakończ fazę', rule: '4-R5' },
  'card/nothing-to-draw': { en: 'Nothing to draw: the hand already holds 5 cards, or no card is left', pl: 'Nie ma czego dobierać: na ręce jest już 5 kart albo nie została żadna karta', rule: '4-R8' },
  'card/list': { en: 'A list of cards is needed', pl: 'Potrzebna jest lista kart' },
  'card/wrong-type': { en: '"{card}" is not the right kind of card here', pl: '„{card}” to nie ten rodzaj karty', rule: '6.7' },
  'card/wrong-unit': {
    en: 'A unit card may only be used for the unit it names ("{card}")',
    pl: 'Kartę jednostki można użyć tylko dla jednostki na niej nazwanej („{card}”)',
    rule: '8-R2'
  },
} as const satisfies Record<string, ErrorDef>;
