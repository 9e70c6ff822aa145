// The readings the app takes where the rulebook is unclear, the Polish and English rulebooks
// differ, or the player aid contradicts the rulebook (A1…A31; docs/decisions.md says where the
// engine codes each). Each is written
// once and shown under every section in `sections`, the first being its home section.
import { t, type RuleReading } from './types';

const r = (id: string, sections: string[], title: [string, string], pl: string, en: string): RuleReading => ({
  id,
  title: t(title[0], title[1]),
  text: t(pl, en),
  sections
});

export const READINGS: readonly RuleReading[] = [
  r(
    'A1',
    ['2.3'],
    ['Po której turze zapada zmrok', 'Which turn is the last'],
    'Polska instrukcja kończy grę z końcem tury gracza, który drugi wyczerpał talię; angielska – z końcem trwającej tury gry. Różnica jest tylko wtedy, gdy drugi wyczerpie talię pierwszy gracz. Aplikacja domyślnie kończy dzień z końcem tury gry, bo wtedy obie strony mają tyle samo tur; dosłowne odczytanie polskiej instrukcji można wybrać w opcjach nowej gry.',
    'The Polish rulebook ends the game with the turn of the player who is second to run out of cards; the English one at the end of the game turn in progress. They differ only when the First Player is the second to run out. By default the app ends the day with the game turn, so both sides get the same number of turns; the literal Polish reading can be chosen in the options of a new game.'
  ),
  r(
    'A2',
    ['2.3', '4'],
    ['Wyczerpanie talii', 'Running out of cards'],
    'Znacznik ustawia tylko ostatnia karta pierwotnej talii; późniejsze wyczerpanie przetasowanej talii się nie liczy. Tasuje się sam stos kart odrzuconych (bez ręki i kart w grze) w chwili, gdy trzeba dobrać z pustej talii – także gracz, który ustawia drugi znacznik w trakcie Fazy Dobrania, dobiera tak do 5. Gdy talia i stos są puste, gracz po prostu dobiera mniej kart.',
    'Only the last card of the original deck sets the flag; running out of a reshuffled deck later does not count. Only the discard pile is shuffled (not the hand or cards in play), at the moment a draw is needed from an empty deck; a player who sets the second flag mid-draw also draws up to 5 that way. With both deck and pile empty, the player simply draws fewer cards.'
  ),
  r(
    'A3',
    ['2.2'],
    ['Kontrola pól o zmroku', 'Control at nightfall'],
    'Angielska definicja niekwestionowanej kontroli jest zagmatwana, polska jasna: na polu i obok niego nie ma jednostki wroga, więc aplikacja stosuje polską. Pole zajęte liczy się dla zajmującego nawet wtedy, gdy obok stoi wróg; kontrolę może dawać jednostka z własnej połowy; liczą się tylko jednostki na mapie o zmroku, a Jeziora liczą się przy niekwestionowanej kontroli.',
    'The English definition of uncontested influence is garbled, the Polish one clear: no enemy unit on the square or next to it, so the app uses the Polish one. An occupied square counts for the occupier even with enemies next to it; influence may come from a unit in its own half; only units on the map at nightfall count; Lakes count under influence.'
  ),
  r(
    'A4',
    ['2.2'],
    ['Rozstrzyganie remisu', 'Tie-breaks'],
    'Karta pomocy łączy jednostki zredukowane i stracone w jedno kryterium i każe wygrać armii „niżej w hierarchii”, co można czytać odwrotnie. Aplikacja stosuje kolejność z instrukcji: więcej wyeliminowanych jednostek wroga, potem mniej własnych zredukowanych, potem lista państw, na której wygrywa państwo wymienione wcześniej. Obie instrukcje mówią, że mają pierwszeństwo przed kartą pomocy.',
    'The player aid merges reduced and lost units into one criterion and makes the army “lower in the hierarchy” win, which can be read the other way round. The app follows the rulebook: more enemy units eliminated, then fewer own reduced units, then the list of nations, on which the nation named earlier wins. Both rulebooks say they prevail over the aid.'
  ),
  r(
    'A5',
    ['2.1', '6.7', '9.2'],
    ['Piąta strata obu stron w jednej walce', 'Both sides’ fifth loss in one combat'],
    'Polska instrukcja podaje Atak z poświęceniem jako przykład, angielska jako jedyny przypadek, a żadna nie mówi, kiedy dokładnie padają rany z tej karty. Aplikacja rozstrzyga kolejno: wynik dla obrońcy (i rany atakujących przy A < O), ucieczkę lub wyeliminowanie, zajęcie terenu, Pogoń, rany z Ataku z poświęceniem – i dopiero wtedy raz sprawdza 2.1. Jeśli obaj gracze mają po 5 wyeliminowanych jednostek wroga, wygrywa obrońca.',
    'The Polish rulebook gives Committed Attack as an example, the English one as the only case, and neither says exactly when its hits land. The app resolves in turn the defender’s result (and the attackers’ hits on A < D), retreat or elimination, advance, pursuit and Committed Attack hits, and only then checks 2.1, once. If both players have eliminated 5 enemy units, the defender wins.'
  ),
  r(
    'A6',
    ['3', '3.2', '3.3'],
    ['Szczegóły przygotowania', 'Setup details'],
    'Karta pomocy pomija powtórny rzut przy remisie, tasowanie, przełożenie talii i opcje; polska instrukcja nie mówi wprost, że pierwszy gracz dostaje krawędź przeciwległą; nikt nie wspomina o Jeziorach przy rozstawieniu. Aplikacja stosuje kolejność z instrukcji, daje pierwszemu graczowi krawędź przeciwległą i nie pozwala postawić jednostki na Jeziorze, bo jednostka nigdy nie może na nim stać.',
    'The player aid leaves out the tie re-roll, shuffling, cutting and the options; the Polish rulebook does not say outright that the First Player gets the opposite edge; nobody mentions Lakes at deployment. The app follows the rulebook’s order, gives the First Player the opposite edge and lets no unit deploy on a Lake, since a unit can never stand on one.'
  ),
  r(
    'A7',
    ['5'],
    ['Gdy żaden ruch nie jest możliwy', 'No legal move'],
    'Zasady wymagają ruchu, ale nie przewidują armii zablokowanej całkowicie. Jeśli żadna jednostka nie może wykonać ruchu, Faza Ruchu mija bez ruchu: niemożliwego obowiązku nie da się spełnić, a zasady nie przewidują za to kary.',
    'The rules demand a move but never consider an army that is blocked completely. If no unit can make a legal move, the Movement Phase passes with no move: an impossible duty cannot be met, and the rules name no penalty for it.'
  ),
  r(
    'A8',
    ['5', '9.2'],
    ['Forsowny marsz: ograniczenia i moment', 'Forced March: limits and timing'],
    'Polska instrukcja zabrania Forsownego marszu jednostkom, które zaczęły ruch na Polu lub Mokradłach, angielska – które zaczęły lub skończyły; aplikacja zabrania obu przypadków, bo wejście na taki teren i tak kończy ruch. Tekst karty mówi o dowolnej jednostce ruszonej w tej turze, więc Forsowny marsz wolno zagrać dla każdej z dwóch ruszonych jednostek aż do końca Fazy Ruchu, raz na jednostkę. Kolejność ruchów przy Zaopatrzeniu jest dowolna.',
    'The Polish rulebook forbids Forced March to units that began their move in Fields or a Marsh, the English one to units that began or ended there; the app forbids both, as entering such terrain ends the move anyway. The card text speaks of any unit moved this turn, so a Forced March may be played for either moved unit until the Movement Phase ends, once per unit. The order of the two moves under Supply is free.'
  ),
  r(
    'A9',
    ['9.2', '5', '6.7', '7'],
    ['Kiedy działają Partyzanci', 'When Guerrilla works'],
    'Errata w polskiej instrukcji zabrania Partyzantów w walce, a angielska instrukcja mówi, że nie wpływają na walkę. Aplikacja pozwala zagrać Partyzantów tylko w Fazie Ruchu i Fazie Przywrócenia przeciwnika, od razu po karcie, przeciw Zaopatrzeniu, Forsownemu marszowi, Przegrupowaniu albo karcie jednostki przywracającej jednostkę – nigdy przeciw Zbiórce dowódcy. Anulowanie oznacza brak drugiej jednostki, brak Forsownego marszu dla tej jednostki albo zużytą próbę przywrócenia (A27); gracz aktywny nie może odpowiedzieć Partyzantami.',
    'The erratum in the Polish rulebook bans Guerrilla in combat, and the English rulebook says it has no effect on combat. The app allows it only in the opponent’s Movement and Restoration Phases, at once after the card, against a Supply, Forced March, Regroup or a Unit Card restoring its unit, never against a Leader’s Rally. A cancellation means no second unit, no Forced March for that unit, or a spent restoration attempt (A27); the active player cannot answer with a Guerrilla.'
  ),
  r(
    'A10',
    ['6.3', '6.1'],
    ['Premia Wzgórza za każdą jednostkę', 'Hill bonus for each unit'],
    'Nie jest jasne, czy premia Wzgórza liczy się raz na walkę, czy za każdą jednostkę. Aplikacja daje +2 za każdą jednostkę biorącą udział, która stoi na Wzgórzu, i nic, gdy jednostka broniąca się stoi na Wzgórzu, bo zasada 6.3 mówi o premii dla jednostki atakującej lub wspierającej, która zajmuje taki teren.',
    'It is unclear whether the Hill bonus counts once per combat or for each unit. The app gives +2 for each participating unit on a Hill, and none when the defending unit is on a Hill, because rule 6.3 speaks of a bonus to an attacking or supporting unit that occupies such terrain.'
  ),
  r(
    'A11',
    ['6.3', '6.2', '9.1'],
    ['Premia Wzgórza przy ostrzale', 'Hill bonus when firing'],
    'Bombardowanie, Salwa i Wspaniała artyleria dostają +2, gdy jednostka strzelająca stoi na Wzgórzu, a cel nie. Suma ataku w 6.2 wprost zawiera premie terenu, opisy wartości w zasadzie 8 i Wspaniała artyleria też o nich mówią, a Wzgórze jest jedynym terenem z premią do ataku.',
    'Bombardment, Volley and Grand Battery get +2 when the firing unit is on a Hill and the target is not. The 6.2 Attack Total includes terrain benefits outright, the value descriptions of rule 8 and Grand Battery mention them too, and the Hill is the only terrain with an attack bonus.'
  ),
  r(
    'A12',
    ['6.3', '9.2'],
    ['Premia terenu w Zasadzce', 'Terrain bonus in an Ambush'],
    'Zakaz premii dotyczy terenu pola obrońcy, z którego Zasadzka jakby nadchodzi. Dlatego karta Zasadzki nie dostaje premii terenu do ataku, ale jednostka wspierająca na Wzgórzu zachowuje swoje +2 (chyba że obrońca stoi na Wzgórzu), bo atakuje ze swojego pola, tak jak w Natarciu.',
    'The ban concerns the terrain of the defender’s square, from which the Ambush is deemed to come. So the Ambush card gets no terrain attack bonus, but a supporting unit on a Hill keeps its own +2 (unless the defender is on a Hill), as it attacks from its own square, just as in an Assault.'
  ),
  r(
    'A13',
    ['9.2', '6.4'],
    ['Dowódca w Zasadzce', 'A Leader in an Ambush'],
    'Karta pomocy pozwala w Zasadzce tylko na Walkę dowódcy, a obie instrukcje pozwalają mu przyprowadzić sąsiednie jednostki, przy czym karta Zasadzki liczy się jako pierwsza jednostka. Aplikacja pozwala na Dowodzenie albo Walkę, bo rozstrzyga instrukcja.',
    'The player aid allows only the Leader’s Combat value in an Ambush, while both rulebooks let it bring adjacent units, the Ambush card counting as the first unit. The app allows Command or Combat, since the rulebook prevails.'
  ),
  r(
    'A14',
    ['6.1', '9.2'],
    ['Wycofanie przed Zasadzką', 'Withdrawing from an Ambush'],
    'Krok 3 w 6.1 mówi, że po wycofaniu atakujący zajmuje pole, ale 6.5 zabrania zajęcia terenu po Zasadzce, a w Zasadzce nie ma jednostki atakującej. Po wycofaniu przed Zasadzką nie ma więc zajęcia terenu ani Pogoni: walka po prostu się kończy.',
    'Step 3 of 6.1 says the attacker advances after a withdrawal, but 6.5 forbids any advance after an Ambush, and an Ambush has no attacking unit. So after a withdrawal from an Ambush there is no advance and no pursuit: the combat simply ends.'
  ),
  r(
    'A15',
    ['9.2', '6.1'],
    ['Szczegóły Ataku z poświęceniem', 'Committed Attack details'],
    'Limit „jedna karta na jednostkę” liczy tylko prawdziwe jednostki, więc w Zasadzce bez jednostek wspierających tej karty nie można zagrać. Za każdą kartę ranę dostaje jedna jednostka biorąca udział, która jest jeszcze na mapie, do wyboru gracza aktywnego – może to być kilka razy ta sama jednostka – bez względu na wynik; gdy żadnej nie ma, pozostałe rany przepadają, a po Potyczce ran nie ma wcale. Tekst karty „jednostka atakująca zostaje zredukowana” aplikacja czyta jako jedną ranę.',
    'The “one card per unit” limit counts real units only, so the card cannot be played in an Ambush without supporting units. For each card one participating unit still on the map takes a hit, the active player’s choice (it may be the same unit more than once), whatever the result; with none left the remaining hits lapse, and after a Skirmish there are none at all. The card text “the attacking unit is reduced” is read as one hit.'
  ),
  r(
    'A16',
    ['6.2'],
    ['Żadnych dodatkowych kart przy ostrzale', 'No extra cards when firing'],
    'Zasada 6.2 wymienia tylko kartę rozpoczynającą, a jej sumy nie zawierają innych kart. Przy Bombardowaniu i Salwie nie ma więc dodatkowych kart ataku, dowódcy, Ataku z poświęceniem, Saperów, kart obrony ani Wycofania; premia +3 z Reduty nadal się liczy jako część premii terenu.',
    'Rule 6.2 names only the initiating card, and its totals hold no other cards. So a Bombardment or Volley has no extra attack cards, Leader, Committed Attack, Sappers, defence cards or Withdraw; a Redoubt’s +3 still counts as part of the terrain bonus.'
  ),
  r(
    'A17',
    ['6.2', '8'],
    ['Linia strzału do celu po przekątnej', 'Line of sight to a diagonal target'],
    'Polska zasada 8 mówi, że żadne z pól pomiędzy nie może blokować; angielska – że jedno z nich musi być wolne. Zasada 6.2 w obu językach pozwala strzelać dowolną drogą omijającą pola blokujące, więc aplikacja uznaje, że wystarczy jedno wolne pole pośrednie.',
    'The Polish rule 8 says none of the squares in between may block; the English one that one of them must be clear. Rule 6.2 in both languages allows any path that avoids blocking squares, so the app holds that one clear middle square is enough.'
  ),
  r(
    'A18',
    ['9.1', '6'],
    ['Wspaniała artyleria', 'Grand Battery'],
    'Angielska instrukcja mówi, że Wspaniała artyleria jest jedyną walką tury; polska tego nie mówi. Aplikacja traktuje ją jako walkę tej tury i pod każdym innym względem jako Bombardowanie (linia strzału, sumy, wynik, brak wycofania); może strzelać jednostka z Mokradeł, a cel musi być najwyżej 2 pola od wybranej francuskiej jednostki.',
    'The English rulebook says Grand Battery is the turn’s one combat; the Polish one does not say so. The app treats it as the turn’s combat and as a Bombardment in every other way (line of sight, totals, result, no withdrawal); a unit in a Marsh may fire, and the target must be at most 2 squares from the chosen French unit.'
  ),
  r(
    'A19',
    ['6.1', '6.5'],
    ['Szczegóły Wycofania', 'Withdraw details'],
    'Wycofanie wymaga wolnego pola obok (na planszy, puste, nie Jezioro), a właściwe pole wyznacza priorytet ucieczki. W jednej walce jest jedna próba: po nieudanym rzucie Stanów Zjednoczonych nie można już zagrać karty Wycofania ani rzucać drugi raz, ale można dodać karty obrony i dowódcę. Karta „Nie musi zajmować terenu” działa także po wycofaniu.',
    'A Withdraw needs an open square next to the unit (on the board, empty, not a Lake), and the retreat priority picks the actual square. There is one attempt per combat: after a failed US roll no Withdraw card and no second roll may follow, but defence cards and a Leader may still be added. A “Not Required To Advance” card works after a withdrawal too.'
  ),
  r(
    'A20',
    ['6.5'],
    ['Ucieczka: pola zablokowane', 'Retreat: blocked squares'],
    'Polska instrukcja mówi „jeśli wszystkie trzy pola są zablokowane albo stoimy przy krawędzi mapy”; angielska – że każde z trzech pól jest zablokowane lub leży poza planszą. Aplikacja stosuje angielskie odczytanie, a Jezioro liczy jako pole zablokowane. Obrońca może wybrać Ucieczkę także wtedy, gdy nie ma dokąd uciec (wtedy jednostka zostaje wyeliminowana); aplikacja ostrzega.',
    'The Polish rulebook says “if all three squares are blocked, or we stand at the map edge”; the English one that each of the three squares is blocked or off the board. The app takes the English reading and counts a Lake as blocked. The defender too may choose Retreat when there is nowhere to go (the unit is then eliminated); the app warns.'
  ),
  r(
    'A21',
    ['6.5'],
    ['Kto zajmuje teren po walce', 'Who advances'],
    'Gdy zajęcie terenu jest obowiązkowe, gracz aktywny wybiera, która jednostka biorąca udział wchodzi na pole – może to być także jednostka z kartą „Nie musi zajmować terenu”. Jednostka wspierająca bez zagranej karty nie ma tego zapisu, więc zajęcie jest obowiązkowe. Jeśli jednostka zajmująca teren opuszcza Redutę, Redutę się zdejmuje.',
    'When the advance is compulsory, the active player picks which participating unit advances; it may be one that had a “Not Required To Advance” card. A supporting unit with no card played lacks the phrase, so the advance is compulsory. A unit that advances out of a Redoubt removes it.'
  ),
  r(
    'A22',
    ['6.6', '9.1'],
    ['Liczby przy Pogoni', 'Pursuit numbers'],
    'Zakres Pogoni to niskie wyniki (1…k), a Modyfikator pogoni jest na kartach raz dodatni, raz ujemny, choć zasady mówią, że ułatwia on zadanie rany. Aplikacja odejmuje od rzutu jego wartość bezwzględną, więc modyfikator zawsze pomaga, a wynik k lub mniejszy (także 0 i mniej) to rana. Karta bez wartości Pogoni nie daje rzutu, a rzuty ustają, gdy cel zostanie wyeliminowany.',
    'Pursuit ranges are low rolls (1…k), and the printed Pursuit modifiers come with either sign, although the rules say they make hits easier. The app subtracts the modifier’s absolute value from the roll, so it always helps, and a result of k or less (0 or less included) is a hit. A card without a Pursuit value gives no roll, and rolling stops once the target is eliminated.'
  ),
  r(
    'A23',
    ['9.2', '6.7'],
    ['Szczegóły Potyczki', 'Skirmish details'],
    'Karta jednostki, która rozpoczęła walkę, wraca na rękę; karty obrońcy oraz Potyczka i inne karty gracza aktywnego z kroku 5 idą na stos kart odrzuconych bez żadnego efektu (aplikacja ostrzega przed takim połączeniem). Ruch po Potyczce podlega zwykłym ograniczeniom ruchu (Mokradła i Pole go kończą); jednostka może przejść 0, 1 lub 2 pola i skończyć tam, gdzie zaczęła, a opuszczona Reduta znika.',
    'The initiating Unit Card returns to the hand; the defender’s cards, the Skirmish and the active player’s other step-5 cards are discarded with no effect (the app warns before such a mix). The Skirmish move follows the usual movement limits (Marsh and Fields end it); the unit may move 0, 1 or 2 squares and end where it started, and a Redoubt it leaves is removed.'
  ),
  r(
    'A24',
    ['6.7', '4'],
    ['Dokąd idą zagrane karty', 'Where played cards go'],
    'Instrukcja opisuje odrzucanie kart tylko w szczególnych przypadkach. Aplikacja odkłada każdą zagraną kartę na stos kart odrzuconych właściciela, gdy jej efekt się rozstrzygnie (karty walki po zakończeniu walki); wyjątkiem jest karta, która po Potyczce wraca na rękę. Widać tylko wierzchnią kartę stosu (4-R6).',
    'The rulebook describes discarding only in special cases. The app puts every played card on its owner’s discard pile once its effect is resolved (combat cards when the combat ends); the exception is the card that returns to the hand after a Skirmish. Only the top card of each pile is shown (4-R6).'
  ),
  r(
    'A25',
    ['9.2'],
    ['Gdzie można zbudować Redutę', 'Where a Redoubt may be built'],
    'Polska instrukcja nie mówi, że na polu może być tylko jedna Reduta ani że znaczników jest dowolnie wiele; żadna instrukcja nie mówi, gdzie się ją buduje, a tekst karty mówi, że pod jednostką. Aplikacja pozwala zbudować Redutę tylko pod własną jednostką gracza aktywnego, na polu bez Reduty, bez limitu znaczników, bo Reduta istnieje tylko wtedy, gdy stoi na niej jednostka.',
    'The Polish rulebook leaves out “only one Redoubt per square” and the unlimited markers; neither rulebook says where it may be built, and the card text says under a unit. The app builds a Redoubt only under one of the active player’s own units, on a square without one, with no limit on markers, since a Redoubt exists only while a unit stands on it.'
  ),
  r(
    'A26',
    ['9.2', '4'],
    ['Kiedy zagrać Zwiadowcę/Szpiega', 'When to play Scout/Spy'],
    'Angielska instrukcja pozwala na to w trakcie Fazy Dobrania, polska milczy, a tekst karty mówi o dowolnej chwili własnej tury. Aplikacja pozwala zagrać Zwiadowcę/Szpiega w dowolnej chwili własnej tury: w każdej fazie, w środku Fazy Dobrania i w trakcie własnej walki, nigdy w turze przeciwnika. Gdy w walce odpowiada przeciwnik (Wycofanie, karty obrony, jego Ucieczka albo wybór), aplikacja czeka na tę odpowiedź, a zaraz potem można zagrać kartę.',
    'The English rulebook allows it in the middle of the Draw Phase, the Polish one is silent, and the card text says any time during your turn. The app allows Scout/Spy at any time in your own turn: in every phase, mid-draw, and during your own combat, never in the opponent’s turn. When the opponent is answering in a combat (Withdraw, defence cards, their retreat or their choice), the app waits for that answer, and the card may be played right after it.'
  ),
  r(
    'A27',
    ['7'],
    ['Jedna próba przywrócenia', 'One restoration attempt'],
    'Polska zasada 4 mówi o przywracaniu „jednostek”, ale zasada 7 wprost pozwala na jedną próbę na fazę, a angielska instrukcja mówi o jednej jednostce. Aplikacja pozwala na jedną próbę, a próba anulowana przez Partyzantów ją zużywa.',
    'The Polish rule 4 speaks of restoring “units”, but rule 7 plainly allows one attempt per phase, and the English rulebook speaks of one unit. The app allows one attempt, and an attempt cancelled by Guerrilla uses it up.'
  ),
  r(
    'A28',
    ['6.4'],
    ['Jednostki wspierające: przypadki brzegowe', 'Supporting units: edge cases'],
    'Jednostka wspierająca nie może stać na Mokradłach, a gracz aktywny może wziąć mniej jednostek, niż pozwala Dowodzenie − 1. Dowódca zagrany dla Dowodzenia, gdy nikt nie może wspierać, nadal jest dowódcą tej walki (działa jego Modyfikator pogoni), ale nie dodaje Walki.',
    'A supporting unit may not stand in a Marsh, and the active player may take fewer units than Command − 1 allows. A Leader played for Command when no unit can support is still the Leader of the combat (its Pursuit modifier applies) but adds no Combat value.'
  ),
  r(
    'A29',
    ['6.1', '8'],
    ['Dodatkowe karty jednostek w Natarciu', 'Extra Unit Cards in an Assault'],
    'Dla jednostki atakującej i wspierających można zagrać dowolnie wiele kart, ale kości dodają tylko karty z wartością Ataku. Aplikacja nie przyjmuje kart z samym Bombardowaniem, bo nic by nie dodały.',
    'Any number of cards may be played for the attacking and supporting units, but only cards with an Attack value add dice. The app refuses Bombard-only cards there, as they would add nothing.'
  ),
  r(
    'A30',
    ['9.1', '8'],
    ['Tekst wydrukowany na karcie', 'Printed card text'],
    'Kilka kart ma własne wyjątki lub kości (np. 1k10 na Zasadzce, hiszpański dowódca z osobnymi wartościami ataku i obrony oraz automatyczną Zbiórką, tekst Ataku z poświęceniem). Aplikacja bierze wartości z danych każdej karty, a tekst karty zmienia ogólną zasadę tylko dla tej karty; dane można poprawić w ustawieniach, by zgadzały się z pudełkiem.',
    'A few cards carry their own exceptions or dice (e.g. the Ambush card’s 1d10, a Spanish Leader with separate attack and defence values and an automatic Rally, the Committed Attack wording). The app takes values from each card’s data, and printed text changes the general rule for that card only; the data can be corrected in the settings to match the box.'
  ),
  r(
    'A31',
    ['0'],
    ['Pułapki nazewnictwa', 'Terminology traps'],
    'W instrukcji Ucieczka to wynik walki (Retreat), a Wycofanie – karta i wartość (Withdraw), ale karta pomocy używa „wycofania” dla ucieczki i „odwrotu” dla wycofania. „Pole” to i pole planszy, i teren; „dowodzenie” to i karty dowodzenia, i wartość Dowodzenia; „Przywrócenie” to i faza, i (w 9.1) Zbiórka; „bitwa” czasem oznacza jedną walkę. Aplikacja trzyma się jednego słownika z terminami instrukcji.',
    'In the Polish rulebook Ucieczka is the Retreat result and Wycofanie the Withdraw card and value, but the player aid uses “wycofanie” for Retreat and “odwrót” for a Withdraw. “Pole” means both a square and Fields; “dowodzenie” both HQ cards and the Command value; “Przywrócenie” both the phase and (in 9.1) Rally; “bitwa” sometimes means one combat. The app keeps to one glossary with the rulebook’s terms.'
  )
];
