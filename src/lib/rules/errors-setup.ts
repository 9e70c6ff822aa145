// Error codes of the position, the record, setup and the card sequence (1.1, 1.3, 1.4, 3, 4): see errors.ts.
import { e, type ErrorDef } from './errors-def';

export const SETUP_ERRORS = {
  // --- Position JSON (parsePosition) ---
  'position/not-object': e('A position must be a JSON object', 'Pozycja musi być obiektem JSON'),
  'position/too-large': e('The input is too large or too deeply nested', 'Dane wejściowe są za duże lub zbyt głęboko zagnieżdżone'),
  'position/forbidden-key': e('Forbidden key "{key}" in the input', 'Niedozwolony klucz „{key}” w danych'),
  'position/shape': e('Invalid position: {detail}', 'Błędna pozycja: {detail}'),
  'position/terrain-and-sections': e('Give either "terrain" or "sections", not both', 'Podaj „terrain” albo „sections”, nie oba'),
  'position/no-map': e('The position needs "terrain" or "sections"', 'Pozycja wymaga „terrain” lub „sections”'),
  'position/terrain-rows': e(
    'Terrain must be 8 rows of 8 letters from c h t w m f l (rank 8 first)',
    'Teren to 8 wierszy po 8 liter z c h t w m f l (najpierw wiersz 8)',
    '1.1-R4'
  ),
  'position/section-count': e('A battlefield needs exactly 4 map sections', 'Pole bitwy wymaga dokładnie 4 sekcji mapy', '1.1-R2'),
  'position/section-unknown': e('There is no map section {id}', 'Nie ma sekcji mapy {id}', '1.1-R1'),
  'position/section-duplicate': e(
    'Map section {id} is used twice; the four sections must differ',
    'Sekcja mapy {id} użyta dwukrotnie; cztery sekcje muszą być różne',
    '1.1-R2'
  ),
  'position/rotation': e('Rotation must be 0, 90, 180 or 270 degrees', 'Obrót musi wynosić 0, 90, 180 lub 270 stopni', '1.1-R3'),
  'position/army-count': e('A position has exactly two armies', 'Pozycja ma dokładnie dwie armie', '1.3-R2'),
  'position/nation-unknown': e('Unknown nation "{nation}"', 'Nieznana nacja „{nation}”', '1.3-R1'),
  'position/same-nation': e('Both armies cannot be the same nation', 'Obie armie nie mogą być tą samą nacją', '3-R3'),
  'position/edge': e('Unknown starting edge "{edge}"', 'Nieznana krawędź startowa „{edge}”'),
  'position/edges-not-opposite': e('The two starting edges must be opposite', 'Krawędzie startowe muszą być przeciwległe', '3-R5'),
  'position/unit-unknown': e('Unit "{unit}" is not in the army of {nation}', 'Jednostki „{unit}” nie ma w armii {nation}', '1.3-R2'),
  'position/unit-twice': e('Unit "{unit}" is listed twice', 'Jednostka „{unit}” podana dwa razy', '1.3-R2'),
  'position/square': e('"{square}" is not a square a1–h8', '„{square}” nie jest polem a1–h8'),
  'position/square-occupied': e(
    'Two units on {square}; one unit per square',
    'Dwie jednostki na polu {square}; jedna jednostka na pole',
    '3.3-R2'
  ),
  'position/unit-on-lake': e('A unit cannot stand on the lake at {square}', 'Jednostka nie może stać na Jeziorze ({square})', '5-R3'),
  'position/redoubt-square': e('A redoubt needs a unit under it on {square}', 'Reduta wymaga jednostki na polu {square}', '9.2-R15'),
  'position/redoubt-twice': e('Only one redoubt per square ({square})', 'Tylko jedna Reduta na pole ({square})', '9.2-R15'),
  'position/link': e('This link does not hold a position ({detail})', 'Ten link nie zawiera pozycji ({detail})'),
  'board/not-found': e(
    'There is no saved board with this id (it may have been deleted)',
    'Nie ma zapisanej planszy o tym identyfikatorze (mogła zostać usunięta)'
  ),
  'board/game-not-ready': e(
    'This game has no position yet: its map, armies and edges are not all chosen',
    'Ta gra nie ma jeszcze pozycji: nie wybrano mapy, armii i krawędzi'
  ),
  // --- Actions and records ---
  'action/invalid': e('Not a valid action: {detail}', 'Nieprawidłowa akcja: {detail}'),
  'action/not-now': e('That cannot be done now', 'Tego nie można teraz zrobić', '4-R3'),
  'record/invalid': e('Not a valid game record: {detail}', 'Nieprawidłowy zapis gry: {detail}'),
  'record/illegal-action': e('Action {index} of the record breaks the rules: {reason}', 'Akcja {index} zapisu łamie zasady: {reason}'),
  'game/over': e('The game is over', 'Gra się zakończyła', '2'),
  'game/cancelled': e('Nothing was done: the player went back', 'Nic nie zrobiono: gracz się wycofał'),
  'game/app-roll-final': e(
    'In this game dice rolled by the app are final: undo cannot take back the roll of {dice}',
    'W tej grze kości rzucone przez aplikację są ostateczne: cofnięcie nie może odwołać rzutu {dice}'
  ),
  'dice/invalid': e('Each die must show 1 to {sides}', 'Każda kość musi pokazywać od 1 do {sides}', '1.2'),
  'dice/count': e('This roll needs {count} dice with valid faces', 'Ten rzut wymaga {count} kości z poprawnymi wynikami', '1.2'),
  // --- Setup (3) ---
  'setup/too-many-rolls': e(
    'More than {max} first-player rolls: record the game afresh',
    'Ponad {max} rzutów o pierwszego gracza: zacznij zapis gry od nowa',
    '3-R1'
  ),
  'setup/wrong-step': e('That is not the current setup step', 'To nie jest bieżący krok przygotowania', '3.1'),
  'setup/two-nations': e('Pick exactly two nations', 'Wybierz dokładnie dwie nacje', '3-R3'),
  'setup/nation-not-chosen': e('{nation} is not one of the two nations chosen', '{nation} nie jest jedną z dwóch wybranych nacji', '3-R4'),
  'setup/unit-deployed': e('{unit} is already deployed', '{unit} jest już rozstawiona', '3-R8'),
  'setup/deploy-occupied': e(
    '{square} is already occupied: one unit per square',
    'Pole {square} jest już zajęte: jedna jednostka na pole',
    '3.3-R2'
  ),
  'setup/deploy-lake': e(
    '{square} is a Lake: no unit may be placed there',
    'Pole {square} to Jezioro: nie wolno tam rozstawić jednostki',
    '3.3-R2'
  ),
  'setup/deploy-home-rows': e(
    '{square} is not in your two home rows',
    '{square} nie leży w dwóch wierszach przy twojej krawędzi',
    '3.3-R1'
  ),
  // --- Sequence and cards (1.4, 4) ---
  'phase/wrong': e('Not allowed in the {phase} phase', 'Niedozwolone w Fazie {phase}', '4-R3'),
  'phase/draw-first': e('Draw up to 5 cards first', 'Najpierw dobierz do 5 kart', '4-R8'),
  'card/unknown': e('There is no card "{card}" in this army’s deck', 'W talii tej armii nie ma karty „{card}”', '1.4-R1'),
  'card/empty-hand': e('Not enough cards in hand', 'Za mało kart na ręce', '1.4'),
  'card/all-copies-out': e(
    'Every copy of "{card}" is already in the discard pile or on the table',
    'Wszystkie egzemplarze „{card}” są już na stosie kart odrzuconych lub na stole',
    '1.4-R2'
  ),
  'card/none': e(
    'Choose at least one card to discard, or end the phase',
    'Wybierz co najmniej jedną kartę do odrzucenia albo zakończ fazę',
    '4-R5'
  ),
  'card/nothing-to-draw': e(
    'Nothing to draw: the hand already holds 5 cards, or no card is left',
    'Nie ma czego dobierać: na ręce jest już 5 kart albo nie została żadna karta',
    '4-R8'
  ),
  'card/list': e('A list of cards is needed', 'Potrzebna jest lista kart'),
  'card/wrong-type': e('"{card}" is not the right kind of card here', '„{card}” to nie ten rodzaj karty', '6.7'),
  'card/wrong-unit': e(
    'A unit card may only be used for the unit it names ("{card}")',
    'Kartę jednostki można użyć tylko dla jednostki na niej nazwanej („{card}”)',
    '8-R2'
  )
} as const satisfies Record<string, ErrorDef>;
