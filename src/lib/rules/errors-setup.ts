// Error codes of the position, the record, setup and the card sequence (1.1, 1.3, 1.4, 3, 4): see errors.ts.
import { e, type ErrorDef } from './errors-def';

export const SETUP_ERRORS = {
  // --- Position JSON (parsePosition) ---
  'position/not-object': e('Pozycja musi być obiektem JSON', 'A position must be a JSON object'),
  'position/too-large': e('Dane wejściowe są za duże lub zbyt głęboko zagnieżdżone', 'The input is too large or too deeply nested'),
  'position/forbidden-key': e('Niedozwolony klucz „{key}” w danych', 'Forbidden key "{key}" in the input'),
  'position/shape': e('Błędna pozycja: {detail}', 'Invalid position: {detail}'),
  'position/terrain-and-sections': e('Podaj „terrain” albo „sections”, nie oba', 'Give either "terrain" or "sections", not both'),
  'position/no-map': e('Pozycja wymaga „terrain” lub „sections”', 'The position needs "terrain" or "sections"'),
  'position/terrain-rows': e(
    'Teren to 8 wierszy po 8 liter z c h t w m f l (najpierw wiersz 8)',
    'Terrain must be 8 rows of 8 letters from c h t w m f l (rank 8 first)',
    '1.1-R4'
  ),
  'position/section-count': e('Pole bitwy wymaga dokładnie 4 sekcji mapy', 'A battlefield needs exactly 4 map sections', '1.1-R2'),
  'position/section-unknown': e('Nie ma sekcji mapy {id}', 'There is no map section {id}', '1.1-R1'),
  'position/section-duplicate': e(
    'Sekcja mapy {id} użyta dwukrotnie; cztery sekcje muszą być różne',
    'Map section {id} is used twice; the four sections must differ',
    '1.1-R2'
  ),
  'position/rotation': e('Obrót musi wynosić 0, 90, 180 lub 270 stopni', 'Rotation must be 0, 90, 180 or 270 degrees', '1.1-R3'),
  'position/army-count': e('Pozycja ma dokładnie dwie armie', 'A position has exactly two armies', '1.3-R2'),
  'position/nation-unknown': e('Nieznana nacja „{nation}”', 'Unknown nation "{nation}"', '1.3-R1'),
  'position/same-nation': e('Obie armie nie mogą być tą samą nacją', 'Both armies cannot be the same nation', '3-R3'),
  'position/edge': e('Nieznana krawędź startowa „{edge}”', 'Unknown starting edge "{edge}"'),
  'position/edges-not-opposite': e('Krawędzie startowe muszą być przeciwległe', 'The two starting edges must be opposite', '3-R5'),
  'position/unit-unknown': e('Jednostki „{unit}” nie ma w armii {nation}', 'Unit "{unit}" is not in the army of {nation}', '1.3-R2'),
  'position/unit-twice': e('Jednostka „{unit}” podana dwa razy', 'Unit "{unit}" is listed twice', '1.3-R2'),
  'position/square': e('„{square}” nie jest polem a1–h8', '"{square}" is not a square a1–h8'),
  'position/square-occupied': e(
    'Dwie jednostki na polu {square}; jedna jednostka na pole',
    'Two units on {square}; one unit per square',
    '3.3-R2'
  ),
  'position/unit-on-lake': e('Jednostka nie może stać na Jeziorze ({square})', 'A unit cannot stand on the lake at {square}', '5-R3'),
  'position/redoubt-square': e('Reduta wymaga jednostki na polu {square}', 'A redoubt needs a unit under it on {square}', '9.2-R15'),
  'position/redoubt-twice': e('Tylko jedna Reduta na pole ({square})', 'Only one redoubt per square ({square})', '9.2-R15'),
  'position/link': e('Ten link nie zawiera pozycji ({detail})', 'This link does not hold a position ({detail})'),
  'board/not-found': e(
    'Nie ma zapisanej planszy o tym identyfikatorze (mogła zostać usunięta)',
    'There is no saved board with this id (it may have been deleted)'
  ),
  'board/game-not-ready': e(
    'Ta gra nie ma jeszcze pozycji: nie wybrano mapy, armii i krawędzi',
    'This game has no position yet: its map, armies and edges are not all chosen'
  ),
  // --- Actions and records ---
  'action/invalid': e('Nieprawidłowa akcja: {detail}', 'Not a valid action: {detail}'),
  'action/not-now': e('Tego nie można teraz zrobić', 'That cannot be done now', '4-R3'),
  'record/invalid': e('Nieprawidłowy zapis gry: {detail}', 'Not a valid game record: {detail}'),
  'record/illegal-action': e('Akcja {index} zapisu łamie zasady: {reason}', 'Action {index} of the record breaks the rules: {reason}'),
  'game/over': e('Gra się zakończyła', 'The game is over', '2'),
  'dice/invalid': e('Każda kość musi pokazywać od 1 do {sides}', 'Each die must show 1 to {sides}', '1.2'),
  'dice/count': e('Ten rzut wymaga {count} kości z poprawnymi wynikami', 'This roll needs {count} dice with valid faces', '1.2'),
  // --- Setup (3) ---
  'setup/too-many-rolls': e(
    'Ponad {max} rzutów o pierwszego gracza: zacznij zapis gry od nowa',
    'More than {max} first-player rolls: record the game afresh',
    '3-R1'
  ),
  'setup/wrong-step': e('To nie jest bieżący krok przygotowania', 'That is not the current setup step', '3.1'),
  'setup/two-nations': e('Wybierz dokładnie dwie nacje', 'Pick exactly two nations', '3-R3'),
  'setup/nation-not-chosen': e('{nation} nie jest jedną z dwóch wybranych nacji', '{nation} is not one of the two nations chosen', '3-R4'),
  'setup/unit-deployed': e('{unit} jest już rozstawiona', '{unit} is already deployed', '3-R8'),
  'setup/deploy-occupied': e(
    'Pole {square} jest już zajęte: jedna jednostka na pole',
    '{square} is already occupied: one unit per square',
    '3.3-R2'
  ),
  'setup/deploy-lake': e(
    'Pole {square} to Jezioro: nie wolno tam rozstawić jednostki',
    '{square} is a Lake: no unit may be placed there',
    '3.3-R2'
  ),
  'setup/deploy-home-rows': e(
    '{square} nie leży w dwóch wierszach przy twojej krawędzi',
    '{square} is not in your two home rows',
    '3.3-R1'
  ),
  // --- Sequence and cards (1.4, 4) ---
  'phase/wrong': e('Niedozwolone w Fazie {phase}', 'Not allowed in the {phase} phase', '4-R3'),
  'phase/draw-first': e('Najpierw dobierz do 5 kart', 'Draw up to 5 cards first', '4-R8'),
  'card/unknown': e('W talii tej armii nie ma karty „{card}”', 'There is no card "{card}" in this army’s deck', '1.4-R1'),
  'card/empty-hand': e('Za mało kart na ręce', 'Not enough cards in hand', '1.4'),
  'card/all-copies-out': e(
    'Wszystkie egzemplarze „{card}” są już na stosie kart odrzuconych lub na stole',
    'Every copy of "{card}" is already in the discard pile or on the table',
    '1.4-R2'
  ),
  'card/none': e(
    'Wybierz co najmniej jedną kartę do odrzucenia albo zakończ fazę',
    'Choose at least one card to discard, or end the phase',
    '4-R5'
  ),
  'card/nothing-to-draw': e(
    'Nie ma czego dobierać: na ręce jest już 5 kart albo nie została żadna karta',
    'Nothing to draw: the hand already holds 5 cards, or no card is left',
    '4-R8'
  ),
  'card/list': e('Potrzebna jest lista kart', 'A list of cards is needed'),
  'card/wrong-type': e('„{card}” to nie ten rodzaj karty', '"{card}" is not the right kind of card here', '6.7'),
  'card/wrong-unit': e(
    'Kartę jednostki można użyć tylko dla jednostki na niej nazwanej („{card}”)',
    'A unit card may only be used for the unit it names ("{card}")',
    '8-R2'
  )
} as const satisfies Record<string, ErrorDef>;
