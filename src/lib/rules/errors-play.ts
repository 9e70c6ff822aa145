// Error codes of movement, combat, restoration and the odds (5, 6, 7, 8, 9): see errors.ts.
import { e, type ErrorDef } from './errors-def';

export const PLAY_ERRORS = {
  // --- Movement (5) ---
  'move/not-your-unit': e('Na polu {square} nie ma twojej jednostki', 'No unit of yours on {square}'),
  'move/enemy-unit': e(
    'Jednostka na polu {square} należy do przeciwnika: w swojej Fazie Ruchu poruszasz własne jednostki',
    'The unit on {square} is your opponent’s: in your Movement Phase you move your own units',
    '5-R1'
  ),
  'move/nowhere': e(
    'Jednostka na polu {square} nie ma pola, na które może się ruszyć: każde pole w jej zasięgu jest zajęte, jest Jeziorem albo jest za daleko',
    'The unit on {square} has no square it may move to: every square in its reach is held, a Lake or too far',
    '5'
  ),
  'move/already-moved': e('Ta jednostka już się poruszyła w tej fazie', 'This unit has already moved this phase', '5-R8'),
  'move/limit': e('W tej fazie nie mogą się poruszyć kolejne jednostki', 'No more units may move this phase', '5-R1'),
  'move/needs-supply': e(
    'Druga jednostka może się poruszyć tylko z kartą Zaopatrzenie',
    'A second unit may move only with a Supply card',
    '5-R8'
  ),
  'move/supply-cancelled': e(
    'Zaopatrzenie anulowali Partyzanci: w tej fazie nie porusza się druga jednostka',
    'The Supply was cancelled by Guerrilla: no second unit moves this phase',
    '5-R16'
  ),
  'move/supply-once': e('Tylko jedno Zaopatrzenie na Fazę Ruchu', 'Only one Supply per Movement Phase', '5-R8'),
  'move/required': e('Najpierw musisz poruszyć jedną jednostkę', 'You must move one unit first', '5-R1'),
  'move/illegal': e('Jednostka nie może zakończyć ruchu na polu {square}', 'The unit cannot end its move on {square}', '5'),
  'move/occupied': e(
    'Pole {square} jest zajęte: nie można wejść ani przejść przez inne jednostki',
    '{square} is occupied: units cannot enter or pass other units',
    '5-R3'
  ),
  'move/lake': e('Pole {square} to Jezioro: nieprzekraczalne', '{square} is a Lake: impassable', '5-R3'),
  'move/too-far': e(
    'Za daleko: piechota porusza się o 1 pole, kawaleria o 1 lub 2 i nie wraca na pole startowe',
    'Too far: infantry moves 1 square, cavalry 1 or 2, and never back to its start',
    '5-R2'
  ),
  'move/stops-in-terrain': e(
    'Kawaleria musi się zatrzymać po wejściu na Mokradła lub Pole, więc nie dotrze na {square}',
    'Cavalry must stop on entering Marsh or Fields, so it cannot reach {square}',
    '5-R5'
  ),
  'forced-march/no-card': e('Armia {army} nie ma kart Forsownego marszu', 'The army of {army} has no Forced March card', '9'),
  'forced-march/not-moved': e(
    'Forsowny marsz tylko dla jednostki, która poruszyła się w tej fazie',
    'Forced March is only for a unit that moved this phase',
    '5-R10'
  ),
  'forced-march/once': e('Tylko jeden Forsowny marsz na jednostkę', 'Only one Forced March per unit', '5-R12'),
  'forced-march/cancelled': e(
    'Partyzanci anulowali Forsowny marsz tej jednostki w tej fazie',
    'Guerrilla cancelled this unit’s Forced March this phase',
    '5-R16'
  ),
  'forced-march/terrain': e(
    'Nie ma Forsownego marszu po ruchu, który zaczął się lub skończył na Mokradłach lub Polu',
    'No Forced March for a move that began or ended in Marsh or Fields',
    '5-R13'
  ),
  'guerrilla/awaiting': e('Czekamy na przeciwnika: Partyzanci czy nie', 'Waiting for the opponent: Guerrilla or not', '9.2-R11'),
  'guerrilla/nothing': e(
    'Partyzanci odpowiadają tylko na właśnie zagrane Zaopatrzenie, Forsowny marsz, Przegrupowanie lub kartę jednostki do przywrócenia jednostki',
    'Guerrilla answers only a Supply, Forced March, Regroup or restoring unit card just played',
    '9.2-R11'
  ),
  'guerrilla/not-in-combat': e('Partyzantów nie zagrywa się podczas walki', 'Guerrilla is never played during a combat', '6.7-R5'),
  'card/scout-wait': e(
    'Zwiadowcę/Szpiega zagrywasz we własnej turze, gdy to twój ruch: najpierw odpowiada przeciwnik, potem go zagraj',
    'Scout/Spy is played in your own turn when it is your move: first your opponent answers, then play it',
    '9.2-R25'
  ),
  // --- Combat (6, 8, 9) ---
  'combat/once': e('Tylko jedna walka na turę', 'Only one combat per turn', '6-R1'),
  'combat/in-progress': e('Najpierw dokończ walkę', 'Finish the combat first', '6.1-R15'),
  'combat/wrong-step': e('Nie na tym etapie walki', 'Not at this step of the combat', '6.1'),
  'combat/assault-from-marsh': e(
    'Jednostka na Mokradłach nie może rozpocząć Natarcia',
    'A unit in Marsh cannot initiate an Assault',
    '6.1-R2'
  ),
  'combat/no-card-for-form': e(
    'Jednostka {unit} nie ma karty, którą można rozpocząć {form}: żadna nie ma tej wartości',
    'No card of {unit} can start {form}: none shows that value',
    '8-R1'
  ),
  'combat/no-card-for-army': e(
    'Armia {army} nie ma żadnej karty, którą można rozpocząć {form}',
    'The army of {army} has no card that can start {form}',
    '9'
  ),
  'card/none-left': e(
    'Żadna karta jednostki {unit}, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    'No card of {unit} that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    '4-R6'
  ),
  'card/none-left-form': e(
    'Żadna karta, którą można rozpocząć {form}, nie może już być na ręce: wszystkie egzemplarze są na stosie kart odrzuconych lub na stole',
    'No card that can start {form} can still be in your hand: every copy is on your discard pile or on the table',
    '4-R6'
  ),
  'combat/no-target': e('Żadna jednostka przeciwnika nie jest w zasięgu', 'No enemy unit is within reach for this', '6-R3'),
  'combat/no-enemy': e('Na polu {square} nie ma jednostki przeciwnika', 'No enemy unit on {square}'),
  'combat/no-unit': e(
    'Na polu {square} nie ma jednostki, która mogłaby atakować lub strzelać',
    'No unit on {square} to attack or fire',
    '6.1-R1'
  ),
  'combat/no-attacker': e('Wskaż jednostkę, która atakuje lub strzela', 'Name the attacking or firing unit', '6.1-R1'),
  'combat/no-defender': e('Wskaż broniącą się jednostkę przeciwnika', 'Name the defending unit: an enemy unit', '6.1-R4'),
  'combat/no-card': e('Wybierz kartę, która rozpoczyna walkę', 'Choose the card that starts the combat', '8-R1'),
  'combat/fire-cards': e(
    'W Bombardowaniu i Salwie jest tylko karta strzelającej jednostki: bez jednostek wspierających, dowódców, Ataku z poświęceniem, Saperów i kart obrony',
    'A Bombardment or Volley has only its firing card: no supporting units, Leader, Committed Attack, Sappers or defence cards',
    '6.2-R10'
  ),
  'combat/not-adjacent': e('Cel musi być na sąsiednim polu', 'The target must be adjacent', '6.1-R4'),
  'combat/card-no-attack': e(
    '„{card}” nie ma wartości Ataku (karty z artylerią nie rozpoczynają Natarcia)',
    '"{card}" has no Attack value (artillery cards cannot start an Assault)',
    '6.1-R1'
  ),
  'combat/card-no-bombard': e('„{card}” nie ma wartości Bombardowania', '"{card}" has no Bombard value', '6.2-R1'),
  'combat/card-no-volley': e('„{card}” nie ma wartości Salwy', '"{card}" has no Volley value', '6.2-R1'),
  'combat/out-of-range': e(
    'Pole {square} jest poza zasięgiem: odległość od strzelającej jednostki {distance}, zasięg tej karty {range} (pola liczy się w pionie i poziomie, nie po przekątnej)',
    '{square} is out of range: its distance from the firing unit is {distance}, this card’s range {range} (squares counted orthogonally, never diagonally)',
    '6.2-R3, R4'
  ),
  'combat/sight-blocked': e(
    'Brak linii strzału na pole {square}: zasłonięta na {blockers} (Wzgórze, Miasto, Las lub jednostka na każdej drodze)',
    'No line of sight to {square}: blocked on {blockers} (a Hill, Town, Woods or unit on every path)',
    '6.2-R6'
  ),
  'combat/no-line-of-sight': e(
    'Poza zasięgiem lub brak linii strzału (Wzgórze, Miasto, Las lub jednostka po drodze)',
    'Out of range or no line of sight (Hill, Town, Woods or a unit in between)',
    '6.2-R6'
  ),
  'card/copies': e('Talia ma tylko {copies} egz. karty „{card}”', 'The deck holds only {copies} of "{card}"', '1.4-R2'),
  'combat/one-leader': e('Tylko jeden dowódca na stronę w walce', 'Only one Leader per side in a combat', '6.1-R11'),
  'combat/command-one': e('Dowódca z Dowodzeniem 1 może użyć tylko Walki', 'A Leader with Command 1 can only be used for Combat', '9.1-R2'),
  'combat/defender-leader-combat': e(
    'Dowódca obrońcy dodaje tylko swoją wartość Walki',
    'A defending Leader adds only its Combat value',
    '9.1-R2'
  ),
  'combat/leader-use': e('Dowódca używa albo Dowodzenia, albo Walki', 'A Leader is used for Command or Combat', '9.1-R2'),
  'combat/leader-use-missing': e(
    'Wskaż, czego używa ten dowódca: Dowodzenia (z jednostkami wspierającymi) albo Walki',
    'Say how this Leader is used: for Command (with its supporting units) or for Combat',
    '9.1-R2'
  ),
  'combat/support-too-many': e(
    'Jednostki wspierające tego dowódcy: najwyżej {max}',
    'This Leader brings at most {max} supporting units',
    '6.4-R2'
  ),
  'combat/support-invalid': e(
    'Jednostka wspierająca musi być twoja, przylegać do broniącej się i nie stać na Mokradłach',
    'A supporting unit must be yours, adjacent to the defender and not in Marsh',
    '6.4-R3'
  ),
  'combat/support-without-command': e(
    'Jednostki wspierające prowadzi tylko dowódca, który używa Dowodzenia',
    'Supporting units come only with a Leader played for Command',
    '6.4-R1'
  ),
  'combat/not-participating': e('Ta jednostka nie bierze udziału w tej walce', 'That unit is not taking part in this combat', '6.1-R13'),
  'combat/committed-limit': e(
    'Najwyżej jeden Atak z poświęceniem na jednostkę atakującą lub wspierającą',
    'At most one Committed Attack per attacking or supporting unit',
    '9.2-R7'
  ),
  'combat/skirmish-assault-only': e('Potyczka tylko w Natarciu', 'Skirmish only in an Assault', '9.2-R21'),
  'combat/skirmish-with-leader': e('Potyczki nie łączy się z dowódcą', 'Skirmish cannot be combined with a Leader', '9.2-R21'),
  'combat/defender-card': e(
    'Obrońca może zagrać tylko karty broniącej się jednostki i jednego dowódcę',
    'The defender may play only unit cards of the defending unit and one Leader',
    '6.1-R12'
  ),
  'combat/attacker-card': e('„{card}” nie może być zagrana w tym kroku', '"{card}" cannot be played in this step', '6.1-R13'),
  'combat/choice': e('Wybierz: Ucieczka albo rana', 'Choose Retreat or Hit', '6.5-R2'),
  'retreat/illegal': e(
    'Ucieczka na {square} niemożliwa: tylko na pola o najwyższym dostępnym priorytecie ucieczki (w stronę własnej krawędzi, na flankę, w stronę krawędzi przeciwnika)',
    'Cannot retreat to {square}: only the squares of the highest open priority (back, flanks, forward) are allowed',
    '6.5-R6'
  ),
  'advance/required': e(
    'Jednostka biorąca udział w walce musi zająć opuszczone pole',
    'A participating unit must advance into the vacated square',
    '6.5-R13'
  ),
  'advance/not-participating': e(
    'Zająć pole może tylko jednostka atakująca lub wspierająca',
    'Only the attacking unit or a supporting unit may advance',
    '6.5-R13'
  ),
  // --- Restoration (7) and Redoubt (9.2) ---
  'restore/once': e('Tylko jedna próba przywrócenia na turę', 'Only one restoration attempt per turn', '7-R2'),
  'restore/after-redoubt': e(
    'Próba przywrócenia odbywa się przed zbudowaniem Reduty',
    'The restoration attempt comes before the Redoubt',
    '7-R5'
  ),
  'restore/not-reduced': e('Ta jednostka nie jest zredukowana', 'That unit is not reduced', '7-R1'),
  'restore/wrong-card': e(
    '„{card}” nie przywróci tej jednostki (Zaopatrzenie, Przegrupowanie, jej karta lub dowódca)',
    '"{card}" cannot restore this unit (Supply, Regroup, its own unit card or a Leader)',
    '7-R3'
  ),
  'redoubt/once': e('Tylko jedna Reduta na turę', 'Only one Redoubt per turn', '9.2-R14'),
  // --- Odds ---
  'odds/bad-kind': e(
    'Nieznana forma walki „{kind}”: Natarcie, Zasadzka, Bombardowanie lub Salwa',
    'Unknown kind of combat "{kind}": Assault, Ambush, Bombardment or Volley',
    '6-R1'
  ),
  'odds/no-dice': e('Brak kości do rzutu', 'No dice to roll', '1.2'),
  'odds/bad-die': e(
    'Kość to k6, k8 lub k10, a nie kość o {sides} ściankach',
    'A die is a d6, d8 or d10, not one with {sides} sides',
    '1.2-R1'
  ),
  'odds/too-many-dice': e('Najwyżej {max} kości naraz', 'At most {max} dice at once'),
  'odds/not-integer': e('Oczekiwano liczby całkowitej, a nie {value}', 'Expected a whole number, not {value}'),
  'odds/bad-defense': e(
    'Suma obrony musi wynosić co najmniej 1 (obejmuje wartość bojową broniącej się jednostki), a nie {defense}',
    'The Defence Total must be at least 1 (it includes the strength of the defending unit), not {defense}',
    '6.1-R17'
  )
} as const satisfies Record<string, ErrorDef>;
