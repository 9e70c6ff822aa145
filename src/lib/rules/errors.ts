// Error codes of the rules engine with their human reasons in both languages and the rule behind
// each refusal. The code is stable (tests and the UI key on it); {name} placeholders take params.
// The reasons are domain text owned by the engine, so every consumer (UI, fuzz reports, replay of
// an imported record) can explain a refusal in Polish or English without the UI's i18n runtime.

export interface ErrorDef {
  en: string;
  pl: string;
  rule?: string;
}

export const ERRORS = {
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
  'card/not-now': { en: 'That card cannot be played now', pl: 'Tej karty nie można teraz zagrać', rule: '6.1-R15' },
  'card/wrong-type': { en: '"{card}" is not the right kind of card here', pl: '„{card}” to nie ten rodzaj karty', rule: '6.7' },
  'card/wrong-unit': {
    en: 'A unit card may only be used for the unit it names ("{card}")',
    pl: 'Kartę jednostki można użyć tylko dla jednostki na niej nazwanej („{card}”)',
    rule: '8-R2'
  },
  // --- Movement (5) ---
  'move/not-your-unit': { en: 'No unit of yours on {square}', pl: 'Na polu {square} nie ma twojej jednostki' },
  'move/already-moved': { en: 'This unit has already moved this phase', pl: 'Ta jednostka już się poruszyła w tej fazie', rule: '5-R8' },
  'move/limit': { en: 'No more units may move this phase', pl: 'W tej fazie nie mogą się poruszyć kolejne jednostki', rule: '5-R1' },
  'move/needs-supply': {
    en: 'A second unit may move only with a Supply card',
    pl: 'Druga jednostka może się poruszyć tylko z kartą Zaopatrzenie',
    rule: '5-R8'
  },
  'move/supply-cancelled': {
    en: 'The Supply was cancelled by Guerrilla: no second unit moves this phase',
    pl: 'Zaopatrzenie anulowali Partyzanci: w tej fazie nie porusza się druga jednostka',
    rule: '5-R16'
  },
  'move/supply-once': { en: 'Only one Supply per Movement Phase', pl: 'Tylko jedno Zaopatrzenie na Fazę Ruchu', rule: '5-R8' },
  'move/required': { en: 'You must move one unit first', pl: 'Najpierw musisz poruszyć jedną jednostkę', rule: '5-R1' },
  'move/illegal': { en: 'The unit cannot end its move on {square}', pl: 'Jednostka nie może zakończyć ruchu na polu {square}', rule: '5' },
  'move/occupied': {
    en: '{square} is occupied: units cannot enter or pass other units',
    pl: 'Pole {square} jest zajęte: nie można wejść ani przejść przez inne jednostki',
    rule: '5-R3'
  },
  'move/lake': { en: '{square} is a Lake: impassable', pl: 'Pole {square} to Jezioro: nieprzekraczalne', rule: '5-R3' },
  'move/too-far': {
    en: 'Too far: infantry moves 1 square, cavalry 1 or 2, and never back to its start',
    pl: 'Za daleko: piechota porusza się o 1 pole, kawaleria o 1 lub 2 i nie wraca na pole startowe',
    rule: '5-R2'
  },
  'move/stops-in-terrain': {
    en: 'Cavalry must stop on entering Marsh or Fields, so it cannot reach {square}',
    pl: 'Kawaleria musi się zatrzymać po wejściu na Mokradła lub Pole, więc nie dotrze na {square}',
    rule: '5-R5'
  },
  'forced-march/not-moved': {
    en: 'Forced March is only for a unit that moved this phase',
    pl: 'Forsowny marsz tylko dla jednostki, która poruszyła się w tej fazie',
    rule: '5-R10'
  },
  'forced-march/once': { en: 'Only one Forced March per unit', pl: 'Tylko jeden Forsowny marsz na jednostkę', rule: '5-R12' },
  'forced-march/cancelled': {
    en: 'Guerrilla cancelled this unit’s Forced March this phase',
    pl: 'Partyzanci anulowali Forsowny marsz tej jednostki w tej fazie',
    rule: '5-R16'
  },
  'forced-march/terrain': {
    en: 'No Forced March for a move that began or ended in Marsh or Fields',
    pl: 'Nie ma Forsownego marszu po ruchu, który zaczął się lub skończył na Mokradłach lub Polu',
    rule: '5-R13'
  },
  'guerrilla/awaiting': {
    en: 'Waiting for the opponent: Guerrilla or not',
    pl: 'Czekamy na przeciwnika: Partyzanci czy nie',
    rule: '9.2-R11'
  },
  'guerrilla/nothing': {
    en: 'Guerrilla answers only a Supply, Forced March, Regroup or restoring unit card just played',
    pl: 'Partyzanci odpowiadają tylko na właśnie zagrane Zaopatrzenie, Forsowny marsz, Przegrupowanie lub kartę jednostki do przywrócenia jednostki',
    rule: '9.2-R11'
  },
  'guerrilla/not-in-combat': { en: 'Guerrilla is never played during a combat', pl: 'Partyzantów nie zagrywa się podczas walki', rule: '6.7-R5' },
  // --- Combat (6, 8, 9) ---
  'combat/once': { en: 'Only one combat per turn', pl: 'Tylko jedna walka na turę', rule: '6-R1' },
  'combat/in-progress': { en: 'Finish the combat first', pl: 'Najpierw dokończ walkę', rule: '6.1-R15' },
  'combat/wrong-step': { en: 'Not at this step of the combat', pl: 'Nie na tym etapie walki', rule: '6.1' },
  'combat/assault-from-marsh': {
    en: 'A unit in Marsh cannot initiate an Assault',
    pl: 'Jednostka na Mokradłach nie może rozpocząć Natarcia',
    rule: '6.1-R2'
  },
  'combat/no-card-for-form': {
    en: 'No card of {unit} can start {form}: none shows that value',
    pl: 'Jednostka {unit} nie ma karty, którą można rozpocząć {form}: żadna nie ma tej wartości',
    rule: '8-R1'
  },
  'card/none-left': {
    en: 'No card of {unit} that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    pl: 'Żadna karta jednostki {unit}, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    rule: '4-R6'
  },
  'card/none-left-form': {
    en: 'No card that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    pl: 'Żadna karta, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    rule: '4-R6'
  },
  'combat/no-target': {
    en: 'No enemy unit is within reach for this',
    pl: 'Żadna jednostka przeciwnika nie jest w zasięgu',
    rule: '6-R3'
  },
  'combat/no-enemy': { en: 'No enemy unit on {square}', pl: 'Na polu {square} nie ma jednostki przeciwnika' },
  'combat/not-adjacent': { en: 'The target must be adjacent', pl: 'Cel musi być na sąsiednim polu', rule: '6.1-R4' },
  'combat/card-no-attack': {
    en: '"{card}" has no Attack value (artillery cards cannot start an Assault)',
    pl: '„{card}” nie ma wartości Ataku (karty z artylerią nie rozpoczynają Natarcia)',
    rule: '6.1-R1'
  },
  'combat/card-no-bombard': { en: '"{card}" has no Bombard value', pl: '„{card}” nie ma wartości Bombardowania', rule: '6.2-R1' },
  'combat/card-no-volley': { en: '"{card}" has no Volley value', pl: '„{card}” nie ma wartości Salwy', rule: '6.2-R1' },
  'combat/no-line-of-sight': {
    en: 'Out of range or no line of sight (Hill, Town, Woods or a unit in between)',
    pl: 'Poza zasięgiem lub brak linii strzału (Wzgórze, Miasto, Las lub jednostka po drodze)',
    rule: '6.2-R6'
  },
  'combat/one-leader': { en: 'Only one Leader per side in a combat', pl: 'Tylko jeden dowódca na stronę w walce', rule: '6.1-R11' },
  'combat/command-one': {
    en: 'A Leader with Command 1 can only be used for Combat',
    pl: 'Dowódca z Dowodzeniem 1 może użyć tylko Walki',
    rule: '9.1-R2'
  },
  'combat/defender-leader-combat': {
    en: 'A defending Leader adds only its Combat value',
    pl: 'Dowódca obrońcy dodaje tylko swoją wartość Walki',
    rule: '9.1-R2'
  },
  'combat/leader-use': { en: 'A Leader is used for Command or Combat', pl: 'Dowódca używa albo Dowodzenia, albo Walki', rule: '9.1-R2' },
  'combat/leader-use-missing': {
    en: 'Say how this Leader is used: for Command (with its supporting units) or for Combat',
    pl: 'Wskaż, czego używa ten dowódca: Dowodzenia (z jednostkami wspierającymi) albo Walki',
    rule: '9.1-R2'
  },
  'combat/support-too-many': {
    en: 'This Leader brings at most {max} supporting units',
    pl: 'Jednostki wspierające tego dowódcy: najwyżej {max}',
    rule: '6.4-R2'
  },
  'combat/support-invalid': {
    en: 'A supporting unit must be yours, adjacent to the defender and not in Marsh',
    pl: 'Jednostka wspierająca musi być twoja, przylegać do broniącej się i nie stać na Mokradłach',
    rule: '6.4-R3'
  },
  'combat/support-without-command': {
    en: 'Supporting units come only with a Leader played for Command',
    pl: 'Jednostki wspierające prowadzi tylko dowódca, który używa Dowodzenia',
    rule: '6.4-R1'
  },
  'combat/not-participating': {
    en: 'That unit is not taking part in this combat',
    pl: 'Ta jednostka nie bierze udziału w tej walce',
    rule: '6.1-R13'
  },
  'combat/committed-limit': {
    en: 'At most one Committed Attack per attacking or supporting unit',
    pl: 'Najwyżej jeden Atak z poświęceniem na jednostkę atakującą lub wspierającą',
    rule: '9.2-R7'
  },
  'combat/skirmish-assault-only': { en: 'Skirmish only in an Assault', pl: 'Potyczka tylko w Natarciu', rule: '9.2-R21' },
  'combat/skirmish-with-leader': {
    en: 'Skirmish cannot be combined with a Leader',
    pl: 'Potyczki nie łączy się z dowódcą',
    rule: '9.2-R21'
  },
  'combat/defender-card': {
    en: 'The defender may play only unit cards of the defending unit and one Leader',
    pl: 'Obrońca może zagrać tylko karty broniącej się jednostki i jednego dowódcę',
    rule: '6.1-R12'
  },
  'combat/attacker-card': { en: '"{card}" cannot be played in this step', pl: '„{card}” nie może być zagrana w tym kroku', rule: '6.1-R13' },
  'combat/choice': { en: 'Choose Retreat or Hit', pl: 'Wybierz: Ucieczka albo rana', rule: '6.5-R2' },
  'retreat/illegal': {
    en: 'Cannot retreat to {square}: only the squares of the highest open priority (back, flanks, forward) are allowed',
    pl: 'Ucieczka na {square} niemożliwa: tylko na pola o najwyższym dostępnym priorytecie ucieczki (w stronę własnej krawędzi, na flankę, w stronę krawędzi przeciwnika)',
    rule: '6.5-R6'
  },
  'advance/required': {
    en: 'A participating unit must advance into the vacated square',
    pl: 'Jednostka biorąca udział w walce musi zająć opuszczone pole',
    rule: '6.5-R13'
  },
  'advance/not-participating': {
    en: 'Only the attacking unit or a supporting unit may advance',
    pl: 'Zająć pole może tylko jednostka atakująca lub wspierająca',
    rule: '6.5-R13'
  },
  // --- Restoration (7) and Redoubt (9.2) ---
  'restore/once': { en: 'Only one restoration attempt per turn', pl: 'Tylko jedna próba przywrócenia na turę', rule: '7-R2' },
  'restore/after-redoubt': {
    en: 'The restoration attempt comes before the Redoubt',
    pl: 'Próba przywrócenia odbywa się przed zbudowaniem Reduty',
    rule: '7-R5'
  },
  'restore/not-reduced': { en: 'That unit is not reduced', pl: 'Ta jednostka nie jest zredukowana', rule: '7-R1' },
  'restore/wrong-card': {
    en: '"{card}" cannot restore this unit (Supply, Regroup, its own unit card or a Leader)',
    pl: '„{card}” nie przywróci tej jednostki (Zaopatrzenie, Przegrupowanie, jej karta lub dowódca)',
    rule: '7-R3'
  },
  'redoubt/once': { en: 'Only one Redoubt per turn', pl: 'Tylko jedna Reduta na turę', rule: '9.2-R14' },
  // --- Odds ---
  'odds/bad-kind': {
    en: 'Unknown kind of combat "{kind}": Assault, Ambush, Bombardment or Volley',
    pl: 'Nieznana forma walki „{kind}”: Natarcie, Zasadzka, Bombardowanie lub Salwa',
    rule: '6-R1'
  },
  'odds/no-dice': { en: 'No dice to roll', pl: 'Brak kości do rzutu', rule: '1.2' },
  'odds/bad-die': {
    en: 'A die is a d6, d8 or d10, not one with {sides} sides',
    pl: 'Kość to k6, k8 lub k10, a nie kość o {sides} ściankach',
    rule: '1.2-R1'
  },
  'odds/too-many-dice': { en: 'At most {max} dice at once', pl: 'Najwyżej {max} kości naraz' },
  'odds/not-integer': { en: 'Expected a whole number, not {value}', pl: 'Oczekiwano liczby całkowitej, a nie {value}' },
  'odds/bad-defense': {
    en: 'The Defence Total must be at least 1 (it includes the strength of the defending unit), not {defense}',
    pl: 'Suma obrony musi wynosić co najmniej 1 (obejmuje wartość bojową broniącej się jednostki), a nie {defense}',
    rule: '6.1-R17'
  }
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/** Phase names as the rulebook gives them (a {phase} param is shown in the reader's language). */
const PHASE_NAMES: Record<string, { en: string; pl: string }> = {
  discard: { en: 'Discard', pl: 'Odrzucenia' },
  draw: { en: 'Draw', pl: 'Dobrania' },
  movement: { en: 'Movement', pl: 'Ruchu' },
  combat: { en: 'Combat', pl: 'Walki' },
  restoration: { en: 'Restoration', pl: 'Przywrócenia' }
};

/** Combat forms as a {form} param, in the case the messages use (Polish accusative: "rozpocząć Salwę"). */
const FORM_NAMES: Record<string, { en: string; pl: string }> = {
  assault: { en: 'an Assault', pl: 'Natarcie' },
  ambush: { en: 'an Ambush', pl: 'Zasadzkę' },
  bombard: { en: 'a Bombardment', pl: 'Bombardowanie' },
  volley: { en: 'a Volley', pl: 'Salwę' },
  'grand-battery': { en: 'a Grand Battery', pl: 'Wspaniałą artylerię' }
};

/** The reason for an error code in the given language, with params filled in. */
export function reason(code: ErrorCode, lang: 'pl' | 'en', params?: Record<string, string | number>): string {
  const def: ErrorDef = ERRORS[code];
  let text = def[lang];
  if (params)
    for (const [k, v] of Object.entries(params)) {
      const names = k === 'phase' ? PHASE_NAMES : k === 'form' ? FORM_NAMES : null;
      const shown = names ? (names[String(v)]?.[lang] ?? String(v)) : String(v);
      text = text.split(`{${k}}`).join(shown);
    }
  return text;
}
