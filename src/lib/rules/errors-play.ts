// Error codes of movement, combat, restoration and the odds (5, 6, 7, 8, 9): see errors.ts.
import type { ErrorDef } from './errors-def';

export const PLAY_ERRORS = {
  // --- Movement (5) ---
  'move/not-your-unit': { en: 'No unit of yours on {square}', pl: 'Na polu {square} nie ma twojej jednostki' },
  'move/enemy-unit': {
    en: 'The unit on {square} is your opponent’s: in your Movement Phase you move your own units',
    pl: 'Jednostka na polu {square} należy do przeciwnika: w swojej Fazie Ruchu poruszasz własne jednostki',
    rule: '5-R1'
  },
  'move/nowhere': {
    en: 'The unit on {square} has no square it may move to: every square in its reach is held, a Lake or too far',
    pl: 'Jednostka na polu {square} nie ma pola, na które może się ruszyć: każde pole w jej zasięgu jest zajęte, jest Jeziorem albo jest za daleko',
    rule: '5'
  },
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
  'card/scout-wait': {
    en: 'Scout/Spy is played in your own turn when it is your move: first your opponent answers, then play it',
    pl: 'Zwiadowcę/Szpiega zagrywasz we własnej turze, gdy to twój ruch: najpierw odpowiada przeciwnik, potem go zagraj',
    rule: '9.2-R25'
  },
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
  'combat/no-attacker': {
    en: 'Name the attacking or firing unit',
    pl: 'Wskaż jednostkę, która atakuje lub strzela',
    rule: '6.1-R1'
  },
  'combat/no-defender': { en: 'Name the defending unit: an enemy unit', pl: 'Wskaż broniącą się jednostkę przeciwnika', rule: '6.1-R4' },
  'combat/no-card': { en: 'Choose the card that starts the combat', pl: 'Wybierz kartę, która rozpoczyna walkę', rule: '8-R1' },
  'combat/fire-cards': {
    en: 'A Bombardment or Volley has only its firing card: no supporting units, Leader, Committed Attack, Sappers or defence cards',
    pl: 'W Bombardowaniu i Salwie jest tylko karta strzelającej jednostki: bez jednostek wspierających, dowódców, Ataku z poświęceniem, Saperów i kart obrony',
    rule: '6.2-R10'
  },
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
  'card/copies': {
    en: 'The deck holds only {copies} of "{card}"',
    pl: 'Talia ma tylko {copies} egz. karty „{card}”',
    rule: '1.4-R2'
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
