// Rule 6 of the rulebook (Walka / Combat): the two procedures (6.1 Assault and Ambush, 6.2
// Bombardment and Volley), terrain, supporting units, results, pursuit and card play.
import { st, t, type RuleSectionData } from './types';

const step = (n: number, pl: string, en: string) => t(`Krok ${n} – ${pl}`, `Step ${n} — ${en}`);

export const S6: readonly RuleSectionData[] = [
  {
    section: '6',
    book: '6',
    title: t('Walka', 'Combat'),
    intro: t(
      'Są cztery formy walki: Zasadzka i Natarcie (procedura 6.1) oraz Bombardowanie i Salwa (procedura 6.2).',
      'There are four forms of combat: Ambush and Assault (procedure 6.1), Bombardment and Volley (procedure 6.2).'
    ),
    statements: [
      st(
        '6-R1',
        'W Fazie Walki gracz aktywny może rozpocząć jedną walkę: Natarcie lub Zasadzkę (6.1) albo Bombardowanie lub Salwę (6.2). Wspaniała artyleria (9.1) jest Bombardowaniem i także jest tą jedną walką.',
        'In the Combat Phase the active player may start one combat: an Assault or Ambush (6.1), or a Bombardment or Volley (6.2). Grand Battery (9.1) is a Bombardment and is that one combat too.'
      ),
      st(
        '6-R2',
        'Walka jest zużyta także wtedy, gdy kończy się Wycofaniem albo zostaje anulowana Potyczką; drugiej walki w tej turze nie ma.',
        'The combat is used up even when it ends in a Withdraw or is cancelled by a Skirmish; no second combat follows this turn.'
      ),
      st(
        '6-R3',
        'Walkę można rozpocząć tylko wtedy, gdy spełnione są wszystkie jej warunki. Obrońcą jest zawsze gracz nieaktywny.',
        'A combat may only be started when all its conditions are met. The defender is always the non-active player.'
      )
    ]
  },
  {
    section: '6.1',
    book: '6.1',
    title: t('Zasadzka i Atak – procedura walki', 'Ambush and Assault procedure'),
    intro: t(
      'Zasadzka i Natarcie (w tytule instrukcji: Atak) mają wspólną procedurę w siedmiu krokach.',
      'Ambush and Assault share one procedure of seven steps.'
    ),
    statements: [
      st(
        '6.1-R1',
        'Natarcie: gracz aktywny wskazuje swoją jednostkę atakującą i musi zagrać kartę jednostki z jej nazwą i wartością Ataku. Karty z symbolem armaty nie mają Ataku i nie rozpoczną Natarcia.',
        'Assault: the active player names one of their units as the attacking unit and must play a Unit Card with its name and an Attack value. Cards with the cannon symbol have no Attack and cannot start an Assault.',
        step(1, 'rozpoczęcie walki', 'Start')
      ),
      st('6.1-R2', 'Natarcie: jednostka atakująca nie może stać na Mokradłach.', 'Assault: the attacking unit may not stand in a Marsh.'),
      st(
        '6.1-R3',
        'Zasadzka: zamiast karty jednostki gracz aktywny zagrywa kartę Zasadzki, która zajmuje miejsce jednostki atakującej. Zasadzka jest walką tej tury, więc w turze może być tylko jedna.',
        'Ambush: instead of a Unit Card the active player plays an Ambush card, which takes the place of the attacking unit. The Ambush is the turn’s combat, so there can be only one per turn.'
      ),
      st(
        '6.1-R4',
        'Natarcie: celem (jednostką broniącą się) musi być jednostka wroga sąsiadująca z jednostką atakującą.',
        'Assault: the target (the defending unit) must be an enemy unit adjacent to the attacking unit.',
        step(2, 'cel', 'Target')
      ),
      st(
        '6.1-R5',
        'Zasadzka: celem może być dowolna jednostka wroga na planszy.',
        'Ambush: the target may be any enemy unit on the board.'
      ),
      st(
        '6.1-R6',
        'Tylko teraz obrońca może uniknąć walki, i tylko jeśli obok jednostki broniącej się jest wolne pole (na planszy, puste, nie Jezioro). Pole, na które się wycofa, wyznacza priorytet ucieczki (6.5-R6…R8, A19).',
        'Only now may the defender avoid the combat, and only if a square next to the defending unit is open (on the board, empty, not a Lake). The square it goes to is set by the retreat priority (6.5-R6…R8, A19).',
        step(3, 'Wycofanie (obrońca)', 'Withdraw (defender)')
      ),
      st(
        '6.1-R7',
        'Kartę Wycofania obrońca zagrywa jako jedyną swoją kartę w tej walce, a jednostka broniąca się wycofuje się jak przy ucieczce. Po Natarciu jednostka atakująca zajmuje zwolnione pole (z kartą „Nie musi zajmować terenu” nie musi) i, jeśli to kawaleria, rusza w Pogoń (6.6); po Zasadzce nie ma ani zajęcia terenu, ani Pogoni (A14). Walka się kończy, a karta rozpoczynająca i Wycofanie idą na stosy kart odrzuconych.',
        'The defender plays a Withdraw card as its only card of the combat, and the defending unit withdraws as in a retreat. After an Assault the attacking unit advances into the vacated square (optional with a “Not Required To Advance” card) and, if Cavalry, pursues (6.6); after an Ambush neither happens (A14). The combat ends, and the initiating card and the Withdraw card are discarded.'
      ),
      st(
        '6.1-R8',
        'Tylko Stany Zjednoczone: zamiast tego obrońca może zagrać kartę jednostki broniącej się z wartością Wycofania i rzucić k6; wynik w jej zakresie to udane wycofanie, jak w 6.1-R7. Przy porażce karta zostaje jako karta obrony (jej Obrona liczy się w kroku 6), a walka przechodzi do kroku 4; w jednej walce jest tylko jedna próba (A19).',
        'United States only: instead, the defender may play a Unit Card of the defending unit with a Withdraw value and roll a d6; a roll within its range is a successful withdrawal, as in 6.1-R7. On a failure the card stays as a defence card (its Defence counts in step 6) and the combat goes on to step 4; one attempt per combat (A19).'
      ),
      st('6.1-R9', 'Przed Bombardowaniem i Salwą nie można się wycofać.', 'There is no withdrawing from a Bombardment or Volley.'),
      st(
        '6.1-R10',
        'Obrońca może zagrać dowolnie wiele kart jednostki z nazwą jednostki broniącej się; każda dodaje swoją Obronę.',
        'The defender may play any number of Unit Cards naming the defending unit; each adds its Defence value.',
        step(4, 'karty obrońcy', 'Defender’s cards')
      ),
      st(
        '6.1-R11',
        'Obrońca może zagrać najwyżej jedną kartę dowódcy, tylko dla jego Walki, która dodaje się do obrony.',
        'The defender may play at most one Leader card, only for its Combat value, which is added to the defence.'
      ),
      st(
        '6.1-R12',
        'Innych kart obrońca nie zagrywa; Partyzanci nigdy nie działają w walce (A9).',
        'The defender plays no other cards; Guerrilla never works in combat (A9).'
      ),
      st(
        '6.1-R13',
        'Gdy obrońca skończy, gracz aktywny może zagrać w dowolnym zestawie: karty jednostki atakującej i jednostek wspierających (każda dodaje kości Ataku, A29), najwyżej jedną kartę dowódcy, Atak z poświęceniem (najwyżej jeden na jednostkę biorącą udział, A15), Saperów/Inżynierów oraz Potyczkę (tylko w Natarciu i nigdy razem z dowódcą, 9.2). Dowódcę zagrywa się dla Dowodzenia (6.4) albo dla Walki, nigdy obu; dowódca z Dowodzeniem 1 zawsze daje Walkę.',
        'Once the defender is done, the active player may play any mix of: cards of the attacking and supporting units (each adds its Attack dice, A29), at most one Leader card, Committed Attack (at most one per participating unit, A15), Sappers/Engineers, and Skirmish (Assault only, never with a Leader, 9.2). The Leader is played for Command (6.4) or for Combat, never both; a Leader with Command 1 always gives Combat.',
        step(5, 'karty gracza aktywnego', 'Attacker’s cards')
      ),
      st(
        '6.1-R14',
        'Gdy dowódca jest zagrany dla Dowodzenia, gracz aktywny od razu wskazuje jednostki wspierające (6.4).',
        'When the Leader is played for Command, the active player names the supporting units there and then (6.4).'
      ),
      st(
        '6.1-R15',
        'Po kroku 5 żaden z graczy nie zagrywa już kart walki (Zwiadowca/Szpieg niczego w walce nie zmienia, A26); wszystkie kości rzuca się w kroku 6.',
        'After step 5 neither player may play a combat card (Scout/Spy changes nothing in a combat, A26); all dice are rolled in step 6.'
      ),
      st(
        '6.1-R16',
        'Suma ataku to suma: wartości bojowej jednostki atakującej (tylko w Natarciu); kości Ataku z kart zagranych dla niej albo kości z karty Zasadzki; premii terenu (+2 za każdą jednostkę biorącą udział, która stoi na Wzgórzu, chyba że obrońca też na nim stoi; karta Zasadzki jej nie dostaje, A10, A12); Walki dowódcy albo, przy Dowodzeniu, wartości bojowych jednostek wspierających i kości Ataku z ich kart; oraz 2k6 za każdy Atak z poświęceniem.',
        'The Attack Total is the sum of: the attacking unit’s strength (Assault only); the Attack dice of the cards played for it, or the Ambush card’s dice; the terrain bonus (+2 for each participating unit on a Hill, unless the defending unit is on one; none for the Ambush card, A10, A12); the Leader’s Combat value or, with Command, the supporting units’ strengths and the Attack dice of their cards; and 2d6 per Committed Attack.',
        step(6, 'sumy', 'Totals')
      ),
      st(
        '6.1-R17',
        'Suma obrony to suma: wartości bojowej jednostki broniącej się; Obrony kart zagranych dla niej (także karty z nieudanej próby Wycofania); premii terenu jej pola; +3 za Redutę, jeśli nie zagrano Saperów/Inżynierów; oraz Walki dowódcy obrońcy. Zawsze jest większa od zera.',
        'The Defence Total is the sum of: the defending unit’s strength; the Defence of the cards played for it (the failed US withdraw card included); the terrain bonus of its square; +3 for a Redoubt unless Sappers/Engineers were played; and the defending Leader’s Combat value. It is always above zero.'
      ),
      st(
        '6.1-R18',
        'W Zasadzce bez jednostek wspierających wynik A < O nikogo nie rani, bo nie ma jednostki atakującej (A15).',
        'In an Ambush without supporting units, A < D harms nobody, as there is no attacking unit (A15).',
        step(7, 'wynik', 'Result')
      )
    ],
    tables: [
      {
        id: 'crt',
        title: t('Tabela wyników walki: Natarcie i Zasadzka (krok 7)', 'Combat Results Table: Assault and Ambush (step 7)'),
        columns: [
          t('Suma ataku A wobec sumy obrony O', 'Attack Total A against Defence Total D'),
          t('Wynik (wprowadź według 6.5)', 'Result (carried out by 6.5)')
        ],
        rows: [
          [
            t('A < O', 'A < D'),
            t(
              'każda jednostka atakująca i wspierająca otrzymuje ranę; obrońca bez strat',
              'every attacking and supporting unit takes a hit; the defender is unharmed'
            )
          ],
          [t('A = O', 'A = D'), t('bez efektu', 'no effect')],
          [
            t('O < A < 2O', 'D < A < 2D'),
            t(
              'obrońca wybiera: jednostka broniąca się ucieka albo otrzymuje ranę',
              'the defender chooses: the defending unit retreats or takes a hit'
            )
          ],
          [
            t('2O ≤ A < 3O', '2D ≤ A < 3D'),
            t(
              'gracz aktywny wybiera: jednostka broniąca się ucieka albo otrzymuje ranę',
              'the active player chooses: the defending unit retreats or takes a hit'
            )
          ],
          [
            t('3O ≤ A < 4O', '3D ≤ A < 4D'),
            t('jednostka broniąca się otrzymuje ranę i ucieka', 'the defending unit takes a hit and retreats')
          ],
          [t('A ≥ 4O', 'A ≥ 4D'), t('jednostka broniąca się zostaje wyeliminowana', 'the defending unit is eliminated')]
        ]
      }
    ],
    notes: [
      t(
        'Przykład dla O = 7: A do 6 – rany atakujących; 7 – bez efektu; 8–13 – wybiera obrońca; 14–20 – wybiera gracz aktywny; 21–27 – rana i ucieczka; od 28 – wyeliminowanie.',
        'Example with D = 7: A up to 6 – the attackers are hit; 7 – no effect; 8–13 – the defender chooses; 14–20 – the active player chooses; 21–27 – hit and retreat; 28 or more – eliminated.'
      )
    ]
  },
  {
    section: '6.2',
    book: '6.2',
    title: t('Bombardowanie i Salwa – procedura walki', 'Bombardment and Volley procedure'),
    intro: t(
      'Bombardowanie i Salwa to ostrzał: krótsza procedura w czterech krokach, bez ucieczki i bez dodatkowych kart.',
      'Bombardment and Volley are fire: a shorter procedure of four steps, with no retreat and no extra cards.'
    ),
    statements: [
      st(
        '6.2-R1',
        'Gracz aktywny wskazuje swoją jednostkę i musi zagrać kartę z jej nazwą, która ma wartość Bombardowania (karty z symbolem armaty) albo Salwy. Wspaniała artyleria zamiast tego używa karty Napoleona (9.1).',
        'The active player names one of their units and must play a card with its name that has a Bombard value (cards with the cannon symbol) or a Volley value. Grand Battery uses the Napoleon card instead (9.1).',
        step(1, 'rozpoczęcie walki', 'Start')
      ),
      st('6.2-R2', 'Jednostka strzelająca może stać na Mokradłach.', 'The firing unit may stand in a Marsh.'),
      st(
        '6.2-R3',
        'Salwa: celem musi być jednostka wroga sąsiadująca z jednostką strzelającą.',
        'Volley: the target must be an enemy unit adjacent to the firing unit.',
        step(2, 'cel, zasięg i linia strzału', 'Target, range and line of sight')
      ),
      st(
        '6.2-R4',
        'Bombardowanie: celem musi być jednostka wroga odległa najwyżej o 2 pola i nie dalej, niż pozwala Zasięg z karty.',
        'Bombardment: the target must be an enemy unit at most 2 squares away and no further than the card’s Range.'
      ),
      st(
        '6.2-R5',
        'Odległość liczy się tylko przez boki pól; cel stojący po przekątnej jest w odległości 2.',
        'Range is counted only through the sides of squares; a diagonal target is at range 2.'
      ),
      st(
        '6.2-R6',
        'Przy strzale na 2 pola musi istnieć choć jedna droga przez pole pośrednie, które nie jest Wzgórzem, Miastem ani Lasem i na którym nie stoi żadna jednostka. Cel na wprost ma jedno takie pole, cel po przekątnej dwa – wystarczy, że jedno jest wolne (A17).',
        'Firing at range 2 needs at least one path through a middle square that is not a Hill, Town or Woods and holds no unit. A target straight ahead has one such square, a diagonal target two, and one clear square is enough (A17).'
      ),
      st(
        '6.2-R7',
        'Pole strzelającego i pole celu nigdy nie blokują: można strzelać ze Wzgórza, Miasta czy Lasu i w nie. Mokradła, Pole, Jezioro i teren otwarty nie blokują, a strzał na 1 pole niczego nie sprawdza.',
        'The firer’s square and the target’s square never block: you may fire from or into a Hill, Town or Woods. Marsh, Fields, Lake and Clear never block, and range 1 needs no check.'
      ),
      st(
        '6.2-R8',
        'Suma ataku to kości Bombardowania lub Salwy z zagranej karty plus premia terenu: +2, gdy strzelający stoi na Wzgórzu, a cel nie (A11).',
        'The Attack Total is the Bombard or Volley dice of the card played plus the terrain bonus: +2 if the firer is on a Hill and the target is not (A11).',
        step(3, 'sumy', 'Totals')
      ),
      st(
        '6.2-R9',
        'Suma obrony to wartość bojowa jednostki broniącej się plus premia terenu jej pola i +3 za Redutę (Reduta należy do premii terenu).',
        'The Defence Total is the defending unit’s strength plus the terrain bonus of its square and +3 for a Redoubt (a Redoubt is part of the terrain bonus).'
      ),
      st(
        '6.2-R10',
        'Żadna ze stron nie zagrywa innych kart: ani dodatkowych kart jednostek, ani dowódcy, kart obrony, Ataku z poświęceniem, Saperów, Wycofania czy Potyczki (A16).',
        'Neither side plays any other card: no extra Unit Cards, Leader, defence cards, Committed Attack, Sappers, Withdraw or Skirmish (A16).'
      ),
      st(
        '6.2-R11',
        'Jeśli A > O, cel otrzymuje jedną ranę; w przeciwnym razie nic się nie dzieje. Jednostce strzelającej nic nie grozi.',
        'If A > D the target takes one hit; otherwise nothing happens. The firing unit is never harmed.',
        step(4, 'wynik', 'Result')
      ),
      st(
        '6.2-R12',
        'Po Bombardowaniu i Salwie nie ma ucieczki, zajęcia terenu ani Pogoni.',
        'No retreat, advance or pursuit follows a Bombardment or Volley.'
      )
    ]
  },
  {
    section: '6.3',
    book: '6.3',
    title: t('Wpływ terenu na walkę', 'Terrain effects on combat'),
    intro: t(
      'Niektóre tereny pomagają w obronie, a Wzgórze także w ataku; pełna tabela efektów terenu jest w 1.1.',
      'Some terrain helps the defence, and a Hill helps the attack too; the full terrain effects chart is in 1.1.'
    ),
    statements: [
      st(
        '6.3-R1',
        'Jednostka broniąca się dodaje premię obronną terenu swojego pola: Wzgórze +2, Miasto +3, Las +2, Mokradła +1, Pole i teren otwarty 0 – w każdej formie walki.',
        'The defending unit adds the defence bonus of its square: Hill +2, Town +3, Woods +2, Marsh +1, Fields and Clear 0, in every form of combat.'
      ),
      st(
        '6.3-R2',
        'Reduta dodaje do tej premii +3, bez względu na to, skąd nadchodzi atak (9.2).',
        'A Redoubt adds +3 to that bonus, whichever side the attack comes from (9.2).'
      ),
      st(
        '6.3-R3',
        'Każda jednostka atakująca, wspierająca lub strzelająca, która stoi na Wzgórzu, dodaje +2, chyba że jednostka broniąca się też stoi na Wzgórzu (wtedy tej premii nie dostaje nikt). Żaden inny teren nie daje premii do ataku (A10, A11).',
        'Each attacking, supporting or firing unit on a Hill adds +2, unless the defending unit is on a Hill too (then nobody gets it). No other terrain gives an attack bonus (A10, A11).'
      ),
      st(
        '6.3-R4',
        'Zasadzka atakuje „z pola jednostki broniącej się”, więc jej karta nigdy nie dostaje premii terenu do ataku, a obrońca zachowuje swoją premię obronną (A12).',
        'An Ambush attacks “from the defending unit’s square”, so the Ambush card never gets a terrain attack bonus, while the defender keeps its defence bonus (A12).'
      )
    ]
  },
  {
    section: '6.4',
    book: '6.4',
    title: t('Jednostki wspierające', 'Supporting units'),
    intro: t(
      'Dowódca zagrany dla Dowodzenia prowadzi do Natarcia lub Zasadzki dodatkowe jednostki.',
      'A Leader played for Command brings extra units into an Assault or Ambush.'
    ),
    statements: [
      st(
        '6.4-R1',
        'Jednostki wspierające daje tylko karta dowódcy gracza aktywnego zagrana dla Dowodzenia.',
        'Only the active player’s Leader card played for Command brings supporting units.'
      ),
      st(
        '6.4-R2',
        'Dowodzenie N pozwala dołączyć najwyżej N − 1 jednostek wspierających (Dowodzenie 2, 3, 4 → 1, 2, 3); można wziąć mniej. Dowodzenie 1 nie daje żadnej, więc taki dowódca zawsze daje swoją Walkę (9.1).',
        'Command N allows up to N − 1 supporting units (Command 2, 3, 4 → 1, 2, 3); fewer may be used. Command 1 gives none, so such a Leader always gives its Combat value (9.1).'
      ),
      st(
        '6.4-R3',
        'Jednostka wspierająca to jednostka gracza aktywnego (inna niż atakująca), która sąsiaduje z jednostką broniącą się i spełnia wszystkie warunki Natarcia poza zagraniem karty – w szczególności nie stoi na Mokradłach (A28).',
        'A supporting unit is one of the active player’s units (not the attacking unit) that is adjacent to the defending unit and meets every condition of an Assault except playing a card; in particular, it is not in a Marsh (A28).'
      ),
      st(
        '6.4-R4',
        'W Zasadzce karta Zasadzki zajmuje pierwsze miejsce z Dowodzenia dowódcy; jednostki wspierające także muszą sąsiadować z jednostką broniącą się.',
        'In an Ambush the Ambush card fills the first place of the Leader’s Command; supporting units must still be adjacent to the defending unit.'
      ),
      st(
        '6.4-R5',
        'Każda jednostka wspierająca sama dodaje do sumy ataku swoją aktualną wartość bojową. Można też zagrać karty z jej nazwą, by dodać ich kości Ataku.',
        'Each supporting unit adds its current strength by itself. Unit Cards naming it may be played to add their Attack dice.'
      ),
      st(
        '6.4-R6',
        'Przy A < O ranę otrzymuje każda jednostka wspierająca, tak samo jak jednostka atakująca.',
        'When A < D every supporting unit takes a hit, just as the attacking unit does.'
      ),
      st('6.4-R7', 'Dowódca użyty dla Dowodzenia nie dodaje swojej Walki.', 'A Leader used for Command does not add its Combat value.')
    ]
  },
  {
    section: '6.5',
    book: '6.5',
    title: t('Wyniki walki', 'Combat results'),
    intro: t(
      'Jak wprowadza się wynik walki: rany, ucieczka i jej priorytety, wycofanie oraz zajęcie terenu po walce.',
      'How a combat result is carried out: hits, retreats and their priority, withdrawals and the advance after combat.'
    ),
    statements: [
      st(
        '6.5-R1',
        'Możliwe wyniki to Wyeliminowanie, Ranienie i Ucieczka; potem może nastąpić zajęcie terenu po walce (6.5) i Pogoń (6.6).',
        'The possible results are Elimination, Hit and Retreat; an advance (6.5) and a pursuit (6.6) may follow.'
      ),
      st(
        '6.5-R2',
        'Gdy tabela daje wybór, wskazany gracz dowolnie wybiera Ucieczkę albo ranę.',
        'Where the table gives a choice, the player it names freely picks Retreat or Hit.'
      ),
      st(
        '6.5-R3',
        'Przy 2O ≤ A < 3O gracz aktywny może wybrać Ucieczkę, nawet gdy jednostka broniąca się nie ma dokąd uciec – wtedy zostaje wyeliminowana. Aplikacja ostrzega, ale na to pozwala.',
        'In the 2D ≤ A < 3D band the active player may choose Retreat even when the defending unit cannot retreat; it is then eliminated. The app warns but allows it.'
      ),
      st(
        '6.5-R4',
        'Wyeliminowana jednostka schodzi z mapy bez względu na swoją wartość bojową i nigdy nie wraca.',
        'An eliminated unit is removed from the map whatever its strength, and it never returns.',
        t('Wyeliminowanie', 'Elimination')
      ),
      st(
        '6.5-R5',
        'Rana odwraca jednostkę o pełnej wartości bojowej na stronę zredukowaną; zredukowana jednostka z raną zostaje wyeliminowana. Przy wyniku „rana i ucieczka” najpierw zadaje się ranę, a jeśli ta eliminuje jednostkę, ucieczki już nie ma.',
        'A hit turns a full-strength unit over to its reduced side; a reduced unit that takes a hit is eliminated. On “hit and retreat” the hit comes first, and if it eliminates the unit there is nothing left to retreat.',
        t('Rana', 'Hit')
      ),
      st(
        '6.5-R6',
        'Uciekająca jednostka przesuwa się o jedno pole. Priorytet 1: pole z tyłu (w stronę własnej krawędzi startowej), jeśli jest wolne (na planszy, puste, nie Jezioro) – wtedy bez wyboru.',
        'A retreating unit moves one square. Priority 1: the square behind it (towards its own starting edge), if open (on the board, empty, not a Lake); then there is no choice.',
        t('Ucieczka', 'Retreat')
      ),
      st(
        '6.5-R7',
        'Priorytet 2: w przeciwnym razie wolne pole na jednej z flank (w tym samym wierszu); gdy wolne są oba, wybiera właściciel uciekającej jednostki.',
        'Priority 2: otherwise an open square on one of its flanks (in the same row); if both are open, the retreating unit’s owner chooses.'
      ),
      st(
        '6.5-R8',
        'Priorytet 3: tylko gdy pole z tyłu i oba pola na flankach są zajęte lub leżą poza planszą – pole z przodu (w stronę krawędzi przeciwnika), jeśli jest wolne.',
        'Priority 3: only if the square behind and both flank squares are blocked or off the board, the square in front (towards the enemy’s edge), if open.'
      ),
      st(
        '6.5-R9',
        'Jeśli i ono nie jest wolne, jednostka nie ma dokąd uciec i zamiast tego zostaje wyeliminowana.',
        'If that is not open either, the unit cannot retreat and is eliminated instead.'
      ),
      st(
        '6.5-R10',
        'Teren (Mokradła, Pole) nie ogranicza ucieczki. Gdy jednostka opuszcza pole z Redutą, Redutę się zdejmuje.',
        'Terrain (Marsh, Fields) does not limit a retreat. When a unit leaves a Redoubt square, the Redoubt is removed.'
      ),
      st(
        '6.5-R11',
        'Wycofanie (kartą Wycofania albo udanym rzutem Stanów Zjednoczonych) wykonuje się dokładnie jak ucieczkę (6.5-R6…R9). Karta, która rozpoczęła atak, i tak jest zużyta i idzie na stos kart odrzuconych.',
        'A withdrawal (by a Withdraw card or a successful US roll) is carried out exactly like a retreat (6.5-R6…R9). The card that started the attack is still spent and discarded.',
        t('Wycofanie', 'Withdrawal')
      ),
      st(
        '6.5-R12',
        'Zajęcie terenu dotyczy tylko Natarcia i tylko wtedy, gdy pole obrońcy zwolniła ucieczka, wycofanie albo wyeliminowanie.',
        'The advance applies only to an Assault, and only when the defending square was vacated by a retreat, withdrawal or elimination.',
        t('Zajęcie terenu po walce', 'Advance after combat')
      ),
      st(
        '6.5-R13',
        'Wtedy jedna jednostka biorąca udział – atakująca albo dowolna wspierająca, do wyboru gracza aktywnego – musi wejść na zwolnione pole.',
        'Then one participating unit, the attacking unit or any one supporting unit as the active player chooses, must move into the vacated square.'
      ),
      st(
        '6.5-R14',
        'Wyjątek: jeśli dla każdej jednostki biorącej udział zagrano w tej walce kartę „Nie musi zajmować terenu”, zajęcie terenu jest dobrowolne. Jednostka wspierająca, dla której nie zagrano karty, takiego zapisu nie ma, więc zajęcie pozostaje obowiązkowe (A21).',
        'Exception: if a “Not Required To Advance” card was played in this combat for every participating unit, the advance is optional. A supporting unit with no card played lacks the phrase, so the advance stays compulsory (A21).'
      ),
      st(
        '6.5-R15',
        'Po Zasadzce, Bombardowaniu i Salwie nigdy nie zajmuje się terenu.',
        'No advance ever follows an Ambush, Bombardment or Volley.'
      ),
      st(
        '6.5-R16',
        'Zajęcie terenu nie jest ruchem, więc teren go nie ogranicza. Gdy jednostka zajmująca teren opuszcza Redutę, Redutę się zdejmuje.',
        'An advance is not a move, so terrain does not limit it. When the advancing unit leaves a Redoubt, the Redoubt is removed.'
      )
    ]
  },
  {
    section: '6.6',
    book: '6.6',
    title: t('Pogoń', 'Pursuit'),
    intro: t(
      'Kawaleria, która zajmie pole uciekającego lub wycofującego się wroga, może zadać mu dodatkowe rany.',
      'Cavalry that advances into the square of a retreating or withdrawing enemy may inflict extra hits on it.'
    ),
    statements: [
      st(
        '6.6-R1',
        'Pogoń następuje tylko wtedy, gdy jednostka broniąca się uciekła lub się wycofała (i nadal jest na mapie), a na zwolnione pole weszła kawaleria – czyli tylko po Natarciu.',
        'A pursuit happens only if the defending unit retreated or withdrew (and is still on the map) and a Cavalry unit advanced into the vacated square, so only after an Assault.'
      ),
      st(
        '6.6-R2',
        'Gracz aktywny rzuca k6 za każdą kartę jednostki zagraną w tej walce dla tej kawalerii (dla jednostki atakującej liczy się też karta rozpoczynająca). Wspierająca kawaleria bez zagranej karty nie rzuca, a karta bez wartości Pogoni nie daje rzutu (A22).',
        'The active player rolls a d6 for each Unit Card played in this combat for that Cavalry unit (for the attacking unit, the initiating card counts). Supporting Cavalry with no card played gets no roll, and a card without a Pursuit value gives none (A22).'
      ),
      st(
        '6.6-R3',
        'Jeśli gracz aktywny zagrał w tej walce dowódcę (dla Dowodzenia lub Walki), który ma Modyfikator pogoni, modyfikator dotyczy każdego rzutu pogoni w tej walce.',
        'If the active player played a Leader in this combat (for Command or Combat) that has a Pursuit modifier, the modifier applies to every pursuit roll of this combat.'
      ),
      st(
        '6.6-R4',
        'Każdy rzut (po modyfikatorze), który mieści się w zakresie Pogoni swojej karty, zadaje ranę jednostce, która uciekła lub się wycofała. Dwie rany eliminują jednostkę o pełnej wartości bojowej, jedna – zredukowaną (A22).',
        'Each roll (after the modifier) within its card’s Pursuit range inflicts a hit on the unit that retreated or withdrew. Two hits eliminate a full-strength unit, one a reduced unit (A22).'
      ),
      st(
        '6.6-R5',
        'Po Wycofaniu w kroku 3 jest tylko karta rozpoczynająca walkę, więc najwyżej jeden rzut pogoni i nigdy modyfikator dowódcy.',
        'After a Withdraw in step 3 only the initiating card exists, so at most one pursuit die and never a Leader’s modifier.'
      )
    ]
  },
  {
    section: '6.7',
    book: '6.7',
    title: t('Zagrywanie kart a walka', 'Card play and combat'),
    intro: t(
      'Kto i kiedy może zagrać jaką kartę oraz co dzieje się z kartami po użyciu.',
      'Who may play which card when, and what happens to cards after use.'
    ),
    statements: [
      st(
        '6.7-R1',
        'Każda zagrana karta, gdy jej efekt się rozstrzygnie, idzie na stos kart odrzuconych właściciela, chyba że zasada mówi inaczej (A24).',
        'Every card played goes to its owner’s discard pile once its effect is resolved, unless a rule says otherwise (A24).',
        t('Co dzieje się z kartami', 'What happens to the cards')
      ),
      st(
        '6.7-R2',
        'Wycofanie: na stos kart odrzuconych idą karta rozpoczynająca walkę (karta jednostki lub Zasadzki) oraz karta Wycofania.',
        'Withdraw: the initiating card (a Unit Card or the Ambush) and the withdraw card are discarded.'
      ),
      st(
        '6.7-R3',
        'Potyczka: karta jednostki, która rozpoczęła walkę, wraca na rękę gracza aktywnego, a wszystkie karty obrońcy z tej walki idą na stos kart odrzuconych. Potyczka i pozostałe karty gracza aktywnego z kroku 5 także są odrzucane, bez żadnego efektu: bez kości i bez ran z Ataku z poświęceniem (A23).',
        'Skirmish: the initiating Unit Card returns to the active player’s hand, and all the defender’s cards of this combat are discarded. The Skirmish and the active player’s other step-5 cards are discarded too, with no effect: no dice and no Committed Attack hits (A23).'
      ),
      st(
        '6.7-R4',
        'Partyzanci: karta Partyzantów i anulowana karta idą na stosy kart odrzuconych.',
        'Guerrilla: the Guerrilla card and the cancelled card are both discarded.'
      ),
      st(
        '6.7-R5',
        'Partyzantów nigdy nie można zagrać w trakcie walki (errata autora w polskiej instrukcji).',
        'Guerrilla can never be played during a combat (the designer’s erratum in the Polish rulebook).'
      )
    ],
    tables: [
      {
        id: 'card-timing',
        title: t('Kto co zagrywa i kiedy', 'Who may play what, and when'),
        columns: [t('Kiedy', 'When'), t('Kto', 'Who'), t('Jakie karty', 'Which cards')],
        rows: [
          [
            t(
              'w dowolnej chwili własnej tury (także w trakcie Fazy Dobrania i własnej walki)',
              'any time in your own turn (mid-Draw and your own combat included)'
            ),
            t('gracz aktywny', 'active player'),
            t('Zwiadowca/Szpieg (A26)', 'Scout/Spy (A26)')
          ],
          [
            t('Faza Ruchu', 'Movement Phase'),
            t('gracz aktywny', 'active player'),
            t(
              '1 Zaopatrzenie (druga jednostka), Forsowny marsz (najwyżej 1 na ruszoną jednostkę)',
              '1 Supply (a second unit), Forced March (at most 1 per moved unit)'
            )
          ],
          [
            t('Faza Ruchu', 'Movement Phase'),
            t('przeciwnik', 'opponent'),
            t('Partyzanci przeciw Zaopatrzeniu lub Forsownemu marszowi, od razu', 'Guerrilla against a Supply or Forced March, at once')
          ],
          [
            t('6.1, krok 1', '6.1, step 1'),
            t('gracz aktywny', 'active player'),
            t('1 karta jednostki z Atakiem (Natarcie) albo 1 Zasadzka', '1 Unit Card with Attack (Assault) or 1 Ambush')
          ],
          [
            t('6.1, krok 3', '6.1, step 3'),
            t('obrońca', 'defender'),
            t(
              'Wycofanie jako jedyna karta albo jedna próba wycofania kartą jednostki (Stany Zjednoczone)',
              'Withdraw as the only card, or one Unit Card withdraw attempt (United States)'
            )
          ],
          [
            t('6.1, krok 4', '6.1, step 4'),
            t('obrońca', 'defender'),
            t(
              'dowolne karty jednostki broniącej się; najwyżej 1 dowódca (Walka)',
              'any cards of the defending unit; at most 1 Leader (Combat)'
            )
          ],
          [
            t('6.1, krok 5', '6.1, step 5'),
            t('gracz aktywny', 'active player'),
            t(
              'karty jednostki atakującej i wspierających; najwyżej 1 dowódca; Atak z poświęceniem (najwyżej 1 na jednostkę biorącą udział); Saperzy/Inżynierzy; Potyczka (tylko Natarcie, bez dowódcy)',
              'cards of the attacking and supporting units; at most 1 Leader; Committed Attack (at most 1 per participating unit); Sappers/Engineers; Skirmish (Assault only, no Leader)'
            )
          ],
          [
            t('6.2, krok 1', '6.2, step 1'),
            t('gracz aktywny', 'active player'),
            t(
              '1 karta jednostki z Bombardowaniem lub Salwą albo Napoleon (Wspaniała artyleria)',
              '1 Unit Card with Bombard or Volley, or Napoleon (Grand Battery)'
            )
          ],
          [
            t('Faza Przywrócenia', 'Restoration Phase'),
            t('gracz aktywny', 'active player'),
            t(
              'jedna z: Zaopatrzenie, Przegrupowanie, karta zredukowanej jednostki, dowódca (Zbiórka); potem najwyżej 1 Reduta',
              'one of: Supply, Regroup, a Unit Card of a reduced unit, a Leader (Rally); then at most 1 Redoubt'
            )
          ],
          [
            t('Faza Przywrócenia', 'Restoration Phase'),
            t('przeciwnik', 'opponent'),
            t(
              'Partyzanci przeciw Zaopatrzeniu, Przegrupowaniu lub karcie jednostki (nie przeciw dowódcy)',
              'Guerrilla against a Supply, Regroup or Unit Card (not against a Leader)'
            )
          ]
        ]
      }
    ],
    notes: [
      t(
        'Kolejność rozstrzygania Natarcia i Zasadzki: wynik dla obrońcy (i rany atakujących przy A < O), ucieczka lub wyeliminowanie, zajęcie terenu, Pogoń, rany z Ataku z poświęceniem, a na końcu sprawdzenie wygranej przez eliminację (2.1). Reduta znika, gdy tylko jej jednostka opuści pole lub zostanie wyeliminowana (A5).',
        'Order of resolution of an Assault or Ambush: the result on the defender (and the attackers’ hits on A < D), retreat or elimination, advance, pursuit, Committed Attack hits, and last the attrition check (2.1). A Redoubt goes as soon as its unit leaves the square or is eliminated (A5).'
      )
    ]
  }
];
