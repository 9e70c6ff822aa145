// Error codes of movement, combat, restoration and the odds (5, 6, 7, 8, 9): see errors.ts.
import { e, type ErrorDef } from './errors-def';

export const PLAY_ERRORS = {
  // --- Movement (5) ---
  'move/not-your-unit': e('No unit of yours on {square}', 'Na polu {square} nie ma twojej jednostki'),
  'move/enemy-unit': e(
    'The unit on {square} is your opponent’s: in your Movement Phase you move your own units',
    'Jednostka na polu {square} należy do przeciwnika: w swojej Fazie Ruchu poruszasz własne jednostki',
    '5-R1'
  ),
  'move/nowhere': e(
    'The unit on {square} has no square it may move to: every square in its reach is held, a Lake or too far',
    'Jednostka na polu {square} nie ma pola, na które może się ruszyć: każde pole w jej zasięgu jest zajęte, jest Jeziorem albo jest za daleko',
    '5'
  ),
  'move/already-moved': e('This unit has already moved this phase', 'Ta jednostka już się poruszyła w tej fazie', '5-R8'),
  'move/limit': e('No more units may move this phase', 'W tej fazie nie mogą się poruszyć kolejne jednostki', '5-R1'),
  'move/needs-supply': e(
    'A second unit may move only with a Supply card',
    'Druga jednostka może się poruszyć tylko z kartą Zaopatrzenie',
    '5-R8'
  ),
  'move/supply-cancelled': e(
    'The Supply was cancelled by Guerrilla: no second unit moves this phase',
    'Zaopatrzenie anulowali Partyzanci: w tej fazie nie porusza się druga jednostka',
    '5-R16'
  ),
  'move/supply-once': e('Only one Supply per Movement Phase', 'Tylko jedno Zaopatrzenie na Fazę Ruchu', '5-R8'),
  'move/required': e('You must move one unit first', 'Najpierw musisz poruszyć jedną jednostkę', '5-R1'),
  'move/illegal': e('The unit cannot end its move on {square}', 'Jednostka nie może zakończyć ruchu na polu {square}', '5'),
  'move/occupied': e(
    '{square} is occupied: units cannot enter or pass other units',
    'Pole {square} jest zajęte: nie można wejść ani przejść przez inne jednostki',
    '5-R3'
  ),
  'move/lake': e('{square} is a Lake: impassable', 'Pole {square} to Jezioro: nieprzekraczalne', '5-R3'),
  'move/too-far': e(
    'Too far: infantry moves 1 square, cavalry 1 or 2, and never back to its start',
    'Za daleko: piechota porusza się o 1 pole, kawaleria o 1 lub 2 i nie wraca na pole startowe',
    '5-R2'
  ),
  'move/stops-in-terrain': e(
    'Cavalry must stop on entering Marsh or Fields, so it cannot reach {square}',
    'Kawaleria musi się zatrzymać po wejściu na Mokradła lub Pole, więc nie dotrze na {square}',
    '5-R5'
  ),
  'forced-march/not-moved': e(
    'Forced March is only for a unit that moved this phase',
    'Forsowny marsz tylko dla jednostki, która poruszyła się w tej fazie',
    '5-R10'
  ),
  'forced-march/once': e('Only one Forced March per unit', 'Tylko jeden Forsowny marsz na jednostkę', '5-R12'),
  'forced-march/cancelled': e(
    'Guerrilla cancelled this unit’s Forced March this phase',
    'Partyzanci anulowali Forsowny marsz tej jednostki w tej fazie',
    '5-R16'
  ),
  'forced-march/terrain': e(
    'No Forced March for a move that began or ended in Marsh or Fields',
    'Nie ma Forsownego marszu po ruchu, który zaczął się lub skończył na Mokradłach lub Polu',
    '5-R13'
  ),
  'guerrilla/awaiting': e('Waiting for the opponent: Guerrilla or not', 'Czekamy na przeciwnika: Partyzanci czy nie', '9.2-R11'),
  'guerrilla/nothing': e(
    'Guerrilla answers only a Supply, Forced March, Regroup or restoring unit card just played',
    'Partyzanci odpowiadają tylko na właśnie zagrane Zaopatrzenie, Forsowny marsz, Przegrupowanie lub kartę jednostki do przywrócenia jednostki',
    '9.2-R11'
  ),
  'guerrilla/not-in-combat': e('Guerrilla is never played during a combat', 'Partyzantów nie zagrywa się podczas walki', '6.7-R5'),
  'card/scout-wait': e(
    'Scout/Spy is played in your own turn when it is your move: first your opponent answers, then play it',
    'Zwiadowcę/Szpiega zagrywasz we własnej turze, gdy to twój ruch: najpierw odpowiada przeciwnik, potem go zagraj',
    '9.2-R25'
  ),
  // --- Combat (6, 8, 9) ---
  'combat/once': e('Only one combat per turn', 'Tylko jedna walka na turę', '6-R1'),
  'combat/in-progress': e('Finish the combat first', 'Najpierw dokończ walkę', '6.1-R15'),
  'combat/wrong-step': e('Not at this step of the combat', 'Nie na tym etapie walki', '6.1'),
  'combat/assault-from-marsh': e(
    'A unit in Marsh cannot initiate an Assault',
    'Jednostka na Mokradłach nie może rozpocząć Natarcia',
    '6.1-R2'
  ),
  'combat/no-card-for-form': e(
    'No card of {unit} can start {form}: none shows that value',
    'Jednostka {unit} nie ma karty, którą można rozpocząć {form}: żadna nie ma tej wartości',
    '8-R1'
  ),
  'card/none-left': e(
    'No card of {unit} that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    'Żadna karta jednostki {unit}, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    '4-R6'
  ),
  'card/none-left-form': e(
    'No card that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    'Żadna karta, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    '4-R6'
  ),
  'combat/no-target': e('No enemy unit is within reach for this', 'Żadna jednostka przeciwnika nie jest w zasięgu', '6-R3'),
  'combat/no-enemy': e('No enemy unit on {square}', 'Na polu {square} nie ma jednostki przeciwnika'),
  'combat/no-attacker': e('Name the attacking or firing unit', 'Wskaż jednostkę, która atakuje lub strzela', '6.1-R1'),
  'combat/no-defender': e('Name the defending unit: an enemy unit', 'Wskaż broniącą się jednostkę przeciwnika', '6.1-R4'),
  'combat/no-card': e('Choose the card that starts the combat', 'Wybierz kartę, która rozpoczyna walkę', '8-R1'),
  'combat/fire-cards': e(
    'A Bombardment or Volley has only its firing card: no supporting units, Leader, Committed Attack, Sappers or defence cards',
    'W Bombardowaniu i Salwie jest tylko karta strzelającej jednostki: bez jednostek wspierających, dowódców, Ataku z poświęceniem, Saperów i kart obrony',
    '6.2-R10'
  ),
  'combat/not-adjacent': e('The target must be adjacent', 'Cel musi być na sąsiednim polu', '6.1-R4'),
  'combat/card-no-attack': e(
    '"{card}" has no Attack value (artillery cards cannot start an Assault)',
    '„{card}” nie ma wartości Ataku (karty z artylerią nie rozpoczynają Natarcia)',
    '6.1-R1'
  ),
  'combat/card-no-bombard': e('"{card}" has no Bombard value', '„{card}” nie ma wartości Bombardowania', '6.2-R1'),
  'combat/card-no-volley': e('"{card}" has no Volley value', '„{card}” nie ma wartości Salwy', '6.2-R1'),
  'combat/no-line-of-sight': e(
    'Out of range or no line of sight (Hill, Town, Woods or a unit in between)',
    'Poza zasięgiem lub brak linii strzału (Wzgórze, Miasto, Las lub jednostka po drodze)',
    '6.2-R6'
  ),
  'card/copies': e('The deck holds only {copies} of "{card}"', 'Talia ma tylko {copies} egz. karty „{card}”', '1.4-R2'),
  'combat/one-leader': e('Only one Leader per side in a combat', 'Tylko jeden dowódca na stronę w walce', '6.1-R11'),
  'combat/command-one': e('A Leader with Command 1 can only be used for Combat', 'Dowódca z Dowodzeniem 1 może użyć tylko Walki', '9.1-R2'),
  'combat/defender-leader-combat': e(
    'A defending Leader adds only its Combat value',
    'Dowódca obrońcy dodaje tylko swoją wartość Walki',
    '9.1-R2'
  ),
  'combat/leader-use': e('A Leader is used for Command or Combat', 'Dowódca używa albo Dowodzenia, albo Walki', '9.1-R2'),
  'combat/leader-use-missing': e(
    'Say how this Leader is used: for Command (with its supporting units) or for Combat',
    'Wskaż, czego używa ten dowódca: Dowodzenia (z jednostkami wspierającymi) albo Walki',
    '9.1-R2'
  ),
  'combat/support-too-many': e(
    'This Leader brings at most {max} supporting units',
    'Jednostki wspierające tego dowódcy: najwyżej {max}',
    '6.4-R2'
  ),
  'combat/support-invalid': e(
    'A supporting unit must be yours, adjacent to the defender and not in Marsh',
    'Jednostka wspierająca musi być twoja, przylegać do broniącej się i nie stać na Mokradłach',
    '6.4-R3'
  ),
  'combat/support-without-command': e(
    'Supporting units come only with a Leader played for Command',
    'Jednostki wspierające prowadzi tylko dowódca, który używa Dowodzenia',
    '6.4-R1'
  ),
  'combat/not-participating': e('That unit is not taking part in this combat', 'Ta jednostka nie bierze udziału w tej walce', '6.1-R13'),
  'combat/committed-limit': e(
    'At most one Committed Attack per attacking or supporting unit',
    'Najwyżej jeden Atak z poświęceniem na jednostkę atakującą lub wspierającą',
    '9.2-R7'
  ),
  'combat/skirmish-assault-only': e('Skirmish only in an Assault', 'Potyczka tylko w Natarciu', '9.2-R21'),
  'combat/skirmish-with-leader': e('Skirmish cannot be combined with a Leader', 'Potyczki nie łączy się z dowódcą', '9.2-R21'),
  'combat/defender-card': e(
    'The defender may play only unit cards of the defending unit and one Leader',
    'Obrońca może zagrać tylko karty broniącej się jednostki i jednego dowódcę',
    '6.1-R12'
  ),
  'combat/attacker-card': e('"{card}" cannot be played in this step', '„{card}” nie może być zagrana w tym kroku', '6.1-R13'),
  'combat/choice': e('Choose Retreat or Hit', 'Wybierz: Ucieczka albo rana', '6.5-R2'),
  'retreat/illegal': e(
    'Cannot retreat to {square}: only the squares of the highest open priority (back, flanks, forward) are allowed',
    'Ucieczka na {square} niemożliwa: tylko na pola o najwyższym dostępnym priorytecie ucieczki (w stronę własnej krawędzi, na flankę, w stronę krawędzi przeciwnika)',
    '6.5-R6'
  ),
  'advance/required': e(
    'A participating unit must advance into the vacated square',
    'Jednostka biorąca udział w walce musi zająć opuszczone pole',
    '6.5-R13'
  ),
  'advance/not-participating': e(
    'Only the attacking unit or a supporting unit may advance',
    'Zająć pole może tylko jednostka atakująca lub wspierająca',
    '6.5-R13'
  ),
  // --- Restoration (7) and Redoubt (9.2) ---
  'restore/once': e('Only one restoration attempt per turn', 'Tylko jedna próba przywrócenia na turę', '7-R2'),
  'restore/after-redoubt': e(
    'The restoration attempt comes before the Redoubt',
    'Próba przywrócenia odbywa się przed zbudowaniem Reduty',
    '7-R5'
  ),
  'restore/not-reduced': e('That unit is not reduced', 'Ta jednostka nie jest zredukowana', '7-R1'),
  'restore/wrong-card': e(
    '"{card}" cannot restore this unit (Supply, Regroup, its own unit card or a Leader)',
    '„{card}” nie przywróci tej jednostki (Zaopatrzenie, Przegrupowanie, jej karta lub dowódca)',
    '7-R3'
  ),
  'redoubt/once': e('Only one Redoubt per turn', 'Tylko jedna Reduta na turę', '9.2-R14'),
  // --- Odds ---
  'odds/bad-kind': e(
    'Unknown kind of combat "{kind}": Assault, Ambush, Bombardment or Volley',
    'Nieznana forma walki „{kind}”: Natarcie, Zasadzka, Bombardowanie lub Salwa',
    '6-R1'
  ),
  'odds/no-dice': e('No dice to roll', 'Brak kości do rzutu', '1.2'),
  'odds/bad-die': e(
    'A die is a d6, d8 or d10, not one with {sides} sides',
    'Kość to k6, k8 lub k10, a nie kość o {sides} ściankach',
    '1.2-R1'
  ),
  'odds/too-many-dice': e('At most {max} dice at once', 'Najwyżej {max} kości naraz'),
  'odds/not-integer': e('Expected a whole number, not {value}', 'Oczekiwano liczby całkowitej, a nie {value}'),
  'odds/bad-defense': e(
    'The Defence Total must be at least 1 (it includes the strength of the defending unit), not {defense}',
    'Suma obrony musi wynosić co najmniej 1 (obejmuje wartość bojową broniącej się jednostki), a nie {defense}',
    '6.1-R17'
  )
} as const satisfies Record<string, ErrorDef>;
