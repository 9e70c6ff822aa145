// Rule 9 of the rulebook (Karty dowodzenia / HQ cards): Leaders (9.1), the other HQ cards (9.2)
// and the player aid's table of HQ cards per army.
import { same, st, t, type RuleSectionData, type RuleText } from './types';

const n = (counts: string): RuleText[] => counts.split(' ').map((c) => same(c === '-' ? '–' : c));

export const S9: readonly RuleSectionData[] = [
  {
    section: '9',
    book: '9',
    title: t('Karty dowodzenia', 'HQ cards'),
    intro: t(
      'Karty dowodzenia to dowódcy (9.1) i jedenaście innych rodzajów kart (9.2). Każda armia ma 20 takich kart w swoim zestawie; tabela podaje, ile jest każdego rodzaju.',
      'HQ cards are the Leaders (9.1) and eleven other kinds (9.2). Each army has 20 of them in its own mix; the table gives the number of each kind.'
    ),
    statements: [],
    tables: [
      {
        id: 'hq-cards',
        title: t('Karty dowodzenia w talii każdej armii (z karty pomocy)', 'HQ cards in each army’s deck (from the player aid)'),
        columns: [
          t('Armia', 'Army'),
          t('Zasadzka', 'Ambush'),
          t('Atak z poświęceniem', 'Committed Attack'),
          t('Forsowny marsz', 'Forced March'),
          t('Partyzanci', 'Guerrilla'),
          t('Dowódca', 'Leader'),
          t('Reduta', 'Redoubt'),
          t('Przegrupowanie', 'Regroup'),
          t('Saperzy/Inżynierzy', 'Sappers/Engineers'),
          t('Potyczka', 'Skirmish'),
          t('Zwiadowca/Szpieg', 'Scout/Spy'),
          t('Zaopatrzenie', 'Supply'),
          t('Wycofanie', 'Withdraw'),
          t('Razem', 'Total')
        ],
        rows: [
          [t('Austria', 'Austria'), ...n('2 1 - 2 4 3 - - 2 - 4 2 20')],
          [t('Francja', 'France'), ...n('- - 3 - 6 1 - 1 1 - 4 4 20')],
          [t('Wielka Brytania', 'Great Britain'), ...n('- 1 2 - 5 2 - 1 1 1 4 3 20')],
          [t('Imperium Otomańskie', 'Ottoman Empire'), ...n('- 4 - - 4 - 7 - - - - 5 20')],
          [t('Prusy', 'Prussia'), ...n('- 1 3 1 4 3 - - 2 - 4 2 20')],
          [t('Rosja', 'Russia'), ...n('- 3 - 2 6 2 - - 1 - 4 2 20')],
          [t('Hiszpania', 'Spain'), ...n('- - - 5 5 4 - - 1 - 2 3 20')],
          [t('Stany Zjednoczone', 'United States'), ...n('4 - - - 5 3 - 1 1 1 3 2 20')]
        ]
      }
    ],
    notes: [
      t(
        'Z tabeli wynika: Zasadzkę mają tylko Austria i Stany Zjednoczone; Partyzantów – Austria, Prusy, Rosja i Hiszpania; Forsowny marsz – Francja, Wielka Brytania i Prusy; Saperów/Inżynierów – Francja, Wielka Brytania i Stany Zjednoczone; Zwiadowcę/Szpiega – Wielka Brytania i Stany Zjednoczone. Przegrupowanie ma tylko Imperium Otomańskie, które nie ma Zaopatrzenia, Reduty ani Potyczki.',
        'It follows that only Austria and the United States can Ambush; Guerrilla exists for Austria, Prussia, Russia and Spain; Forced March for France, Great Britain and Prussia; Sappers/Engineers for France, Great Britain and the United States; Scout/Spy for Great Britain and the United States. Only the Ottoman Empire has Regroup, and it has no Supply, Redoubt or Skirmish.'
      ),
      t(
        'Karty jednostek z wartością Wycofania mają tylko Stany Zjednoczone, a Wspaniałą artylerię tylko Francja (Napoleon).',
        'Only the United States have Unit Cards with a Withdraw value, and only France has Grand Battery (Napoleon).'
      )
    ]
  },
  {
    section: '9.1',
    book: '9.1',
    title: t('Karty dowódców', 'Leader cards'),
    intro: t(
      'Kartę dowódcy zagrywa się za każdym razem w jednym celu: dla Dowodzenia, Walki, Zbiórki albo (tylko Napoleon) dla Wspaniałej artylerii.',
      'A Leader card is played for exactly one purpose each time: Command, Combat, Rally or, for Napoleon, Grand Battery.'
    ),
    statements: [
      st(
        '9.1-R1',
        'Dowodzenie (1–4) to liczba jednostek, które dowódca prowadzi do ataku, czyli najwyżej Dowodzenie − 1 jednostek wspierających (6.4). Korzysta z niego tylko atakujący.',
        'Command (1–4) is the number of units the Leader leads into an attack, that is up to Command − 1 supporting units (6.4). Only the attacker uses it.',
        t('Dowodzenie', 'Command')
      ),
      st(
        '9.1-R2',
        'Wartość Walki dodaje się do sumy ataku atakującego albo do sumy obrony obrońcy. W jednej walce dowódca daje Dowodzenie albo Walkę, nigdy obie; dowódca z Dowodzeniem 1 i dowódca obrońcy zawsze dają Walkę.',
        'The Combat value is added to the attacker’s Attack Total or the defender’s Defence Total. In one combat a Leader gives Command or Combat, never both; a Leader with Command 1 and a defending Leader always give Combat.',
        t('Walka', 'Combat')
      ),
      st(
        '9.1-R3',
        'Zbiórka (zakres na k6): w swojej Fazie Przywrócenia gracz aktywny wskazuje zredukowaną jednostkę i rzuca k6; wynik w zakresie ją przywraca (7). Partyzanci nie mogą tego anulować.',
        'Rally (a d6 range): in their Restoration Phase the active player names a reduced unit and rolls a d6; a roll within the range restores it (7). Guerrilla cannot cancel this.',
        t('Zbiórka', 'Rally')
      ),
      st(
        '9.1-R4',
        'Modyfikator pogoni (nie każdy dowódca go ma): jeśli atakujący zagrał tego dowódcę w walce (dla Dowodzenia lub Walki), modyfikator dotyczy wszystkich rzutów pogoni w tej walce (6.6, A22).',
        'Pursuit modifier (not every Leader has one): if the attacker played this Leader in the combat (for Command or Combat), the modifier applies to all pursuit rolls of that combat (6.6, A22).',
        t('Modyfikator pogoni', 'Pursuit modifier')
      ),
      st(
        '9.1-R5',
        'Tylko Napoleon: w Fazie Walki gracz francuski może go zagrać, by dowolna francuska jednostka (piechota lub kawaleria) zbombardowała cel odległy najwyżej o 2 pola. Suma ataku to 2k10 (na karcie „Obrażenia”) plus premia terenu pola tej jednostki, a reszta idzie jak w 6.2; to jest jedyna walka tej tury (A18).',
        'Napoleon only: in the Combat Phase the French player may play him to have any French unit (Infantry or Cavalry) bombard a target up to 2 squares away. The Attack Total is 2d10 (printed as “Damage”) plus the terrain bonus of that unit’s square, the rest follows 6.2, and it is the turn’s one combat (A18).',
        t('Wspaniała artyleria', 'Grand Battery')
      ),
      st(
        '9.1-R6',
        'Niektóre karty dowódców mają własny tekst (np. hiszpański dowódca z osobnymi wartościami ataku i obrony oraz automatyczną Zbiórką). Tekst z karty ma pierwszeństwo przed ogólną zasadą, ale tylko dla tej karty (A30).',
        'Some Leader cards carry their own text (e.g. a Spanish Leader with separate attack and defence values and an automatic Rally). The printed text overrides the general rule, for that card only (A30).',
        t('Tekst na karcie', 'Printed text')
      )
    ]
  },
  {
    section: '9.2',
    book: '9.2',
    title: t('Inne karty dowodzenia', 'Other HQ cards'),
    intro: t(
      'Jedenaście rodzajów kart dowodzenia poza dowódcami, w kolejności instrukcji.',
      'The eleven kinds of HQ card besides the Leaders, in the rulebook’s order.'
    ),
    statements: [
      st(
        '9.2-R1',
        'Karta Zasadzki to jedyny sposób rozpoczęcia Zasadzki (6.1); jej kości ataku są wydrukowane na karcie (1k10).',
        'The Ambush card is the only way to start an Ambush (6.1); its attack dice are printed on it (1d10).',
        t('Zasadzka', 'Ambush')
      ),
      st(
        '9.2-R2',
        'W Zasadzce można zagrać wszystkie karty dozwolone w Natarciu oprócz Potyczki.',
        'Every card usable in an Assault is usable in an Ambush, except Skirmish.'
      ),
      st(
        '9.2-R3',
        'Dowódcę można zagrać dla Dowodzenia; karta Zasadzki zajmuje wtedy pierwsze miejsce z jego Dowodzenia (6.4-R4). Karta pomocy twierdzi, że w Zasadzce wolno użyć tylko Walki, ale rozstrzyga instrukcja (A13).',
        'A Leader may be played for Command; the Ambush card then takes the first place of its Command (6.4-R4). The player aid says only Combat may be used in an Ambush, but the rulebook prevails (A13).'
      ),
      st(
        '9.2-R4',
        'Zasadzka nadchodzi jakby z pola jednostki broniącej się: sama nie dostaje premii terenu do ataku, a obrońca zachowuje premię obronną swojego terenu.',
        'The Ambush is treated as coming from inside the defending unit’s square: it gets no terrain attack bonus, and the defender keeps the defence bonus of its terrain.'
      ),
      st(
        '9.2-R5',
        'Przed Zasadzką jednostka broniąca się może się wycofać (6.1, krok 3). Po Zasadzce nie ma zajęcia terenu ani Pogoni (A14).',
        'The defending unit may withdraw from an Ambush (6.1, step 3). No advance and no pursuit follow an Ambush (A14).'
      ),
      st(
        '9.2-R6',
        'Atak z poświęceniem zagrywa się w kroku 5 Natarcia (albo Zasadzki z jednostkami wspierającymi, A15); każda taka karta dodaje 2k6 do sumy ataku.',
        'Committed Attack is played in step 5 of an Assault (or of an Ambush with supporting units, A15); each such card adds 2d6 to the Attack Total.',
        t('Atak z poświęceniem', 'Committed Attack')
      ),
      st(
        '9.2-R7',
        'Najwyżej jedna karta Ataku z poświęceniem na każdą jednostkę biorącą udział w walce.',
        'At most one Committed Attack card per participating unit.'
      ),
      st(
        '9.2-R8',
        'Na koniec walki za każdą zagraną kartę Ataku z poświęceniem ranę otrzymuje jedna jednostka biorąca udział, która jest jeszcze na mapie (wybiera gracz aktywny). Dzieje się tak bez względu na wynik i niezależnie od ran przy A < O (A15).',
        'At the end of the combat, for each Committed Attack card played, one participating unit still on the map (the active player’s choice) takes a hit. This happens whatever the result, on top of any A < D hits (A15).'
      ),
      st(
        '9.2-R9',
        'Gdy przez te rany gracz aktywny traci swoją piątą jednostkę: zob. 2.1-R2.',
        'When these hits cost the active player their fifth unit: see 2.1-R2.'
      ),
      st(
        '9.2-R10',
        'Jedno dodatkowe pole dla jednostki, która właśnie wykonała ruch podstawowy; zasady 5-R10…R16.',
        'One extra square for a unit that has just made its basic move; rules 5-R10…R16.',
        t('Forsowny marsz', 'Forced March')
      ),
      st(
        '9.2-R11',
        'Kartę Partyzantów zagrywa tylko gracz nieaktywny, tylko w turze przeciwnika i od razu, gdy pojawi się karta, którą ma anulować. Anuluje dokładnie jedną kartę: Zaopatrzenie (w każdym z jego użyć), Przegrupowanie, Forsowny marsz albo kartę jednostki zagraną, by przywrócić jednostkę (próbę sprowadzenia posiłków).',
        'Guerrilla is played only by the non-active player, only in the opponent’s turn, as soon as the target card is played. It cancels exactly one of: a Supply (either use), a Regroup, a Forced March, or a Unit Card played to restore its unit (a Reinforcement).',
        t('Partyzanci', 'Guerrilla')
      ),
      st(
        '9.2-R12',
        'Obie karty idą na stosy kart odrzuconych. Anulowanej karty tego rodzaju nie można w tej fazie zagrać ponownie dla tej samej jednostki ani w tym samym celu (5-R16, 7-R2).',
        'Both cards are discarded. The cancelled kind of card may not be played again that phase for the same unit or purpose (5-R16, 7-R2).'
      ),
      st(
        '9.2-R13',
        'Karty Partyzantów nie wolno zagrać w trakcie walki; nie anuluje ona Zbiórki dowódcy, Reduty, Zwiadowcy/Szpiega ani żadnej karty walki (A9).',
        'Guerrilla may not be played during a combat, and it cannot cancel a Leader’s Rally, a Redoubt, a Scout/Spy or any combat card (A9).'
      ),
      st(
        '9.2-R14',
        'Gracz aktywny zagrywa Redutę w Fazie Przywrócenia, po ewentualnej próbie przywrócenia; najwyżej jedną kartę Reduty na turę.',
        'The active player plays a Redoubt in the Restoration Phase, after any restoration attempt; at most one Redoubt card per turn.',
        t('Reduta', 'Redoubt')
      ),
      st(
        '9.2-R15',
        'Znacznik Reduty kładzie się pod jedną z własnych jednostek gracza aktywnego; na jednym polu może być tylko jedna Reduta (A25).',
        'The Redoubt marker goes under one of the active player’s own units; there can be only one Redoubt on a square (A25).'
      ),
      st(
        '9.2-R16',
        'Reduta dodaje +3 do premii obronnej terenu swojego pola w każdej formie walki i bez względu na kierunek ataku.',
        'A Redoubt adds +3 to the terrain defence bonus of its square in every form of combat, from any direction.'
      ),
      st(
        '9.2-R17',
        'Redutę zdejmuje się, gdy tylko jej jednostka opuści pole z jakiegokolwiek powodu: ruch, ruch po Potyczce, zajęcie terenu, ucieczka, wycofanie, wyeliminowanie.',
        'A Redoubt is removed as soon as its unit leaves the square for any reason: a move, a Skirmish move, an advance, a retreat, a withdrawal, an elimination.'
      ),
      st(
        '9.2-R18',
        'Liczba znaczników Reduty w pudełku niczego nie ogranicza (angielska instrukcja).',
        'Redoubt markers are not limited by the counters in the box (English rulebook).'
      ),
      st(
        '9.2-R19',
        'Przegrupowanie przywraca jedną zredukowaną jednostkę w Fazie Przywrócenia (7); Partyzanci mogą je anulować. Tę kartę ma tylko Imperium Otomańskie, które nie ma Zaopatrzenia.',
        'Regroup restores one reduced unit in the Restoration Phase (7); Guerrilla can cancel it. Only the Ottoman Empire has Regroup (it has no Supply).',
        t('Przegrupowanie', 'Regroup')
      ),
      st(
        '9.2-R20',
        'Karta Saperów/Inżynierów zagrana w kroku 5 Natarcia lub Zasadzki sprawia, że w tej walce nie liczy się premia +3 z Reduty obrońcy. Reduta zostaje na mapie.',
        'Sappers/Engineers, played in step 5 of an Assault or Ambush, make the defending unit’s Redoubt bonus (+3) count for nothing in this combat. The Redoubt stays on the map.',
        t('Saperzy/Inżynierzy', 'Sappers/Engineers')
      ),
      st(
        '9.2-R21',
        'Kartę Potyczki zagrywa gracz aktywny w kroku 5, tylko w Natarciu (nigdy w Zasadzce) i nigdy w tej samej walce co kartę dowódcy.',
        'Skirmish is played by the active player in step 5 of an Assault only (never an Ambush), and never in the same combat as a Leader card.',
        t('Potyczka', 'Skirmish')
      ),
      st(
        '9.2-R22',
        'Walka zostaje anulowana: bez kości i bez wyniku. Karta jednostki, która rozpoczęła walkę, wraca na rękę gracza aktywnego, a wszystkie karty zagrane w tej walce przez obrońcę idą na stos kart odrzuconych.',
        'The combat is cancelled: no dice, no result. The initiating Unit Card returns to the active player’s hand, and every card the defender played in this combat is discarded.'
      ),
      st(
        '9.2-R23',
        'Jednostka atakująca może potem przesunąć się najwyżej o 2 pola, w dowolnych kierunkach, ale nie po przekątnej, zgodnie z 5-R3 (A23).',
        'The attacking unit may then move up to 2 squares in any combination of directions, never diagonally, following 5-R3 (A23).'
      ),
      st('9.2-R24', 'W tej turze nie można już rozpocząć żadnej walki.', 'No further combat may be started this turn.'),
      st(
        '9.2-R25',
        'Kartę Zwiadowcy/Szpiega zagrywa tylko gracz aktywny, a przeciwnik pokazuje mu wtedy całą swoją rękę. Można ją zagrać w dowolnej chwili własnej tury, także w środku Fazy Dobrania (dobierasz do 5, zagrywasz ją i znów dobierasz do 5) i w trakcie własnej walki (A26).',
        'Only the active player may play Scout/Spy, and the opponent then shows them their whole hand. It may be played at any time in your own turn, also in the middle of the Draw Phase (draw to 5, play it, draw to 5 again) and during your own combat (A26).',
        t('Zwiadowca/Szpieg', 'Scout/Spy')
      ),
      st(
        '9.2-R26',
        'Zaopatrzenie służy do jednego z dwóch celów: w Fazie Ruchu daje ruch drugiej jednostce (najwyżej jedno Zaopatrzenie na Fazę Ruchu, 5-R8), a w Fazie Przywrócenia przywraca jedną zredukowaną jednostkę (7). Partyzanci mogą anulować każde z tych użyć.',
        'Supply serves one of two purposes: in the Movement Phase it gives a second unit a move (at most one Supply per Movement Phase, 5-R8), and in the Restoration Phase it restores one reduced unit (7). Guerrilla can cancel either use.',
        t('Zaopatrzenie', 'Supply')
      ),
      st(
        '9.2-R27',
        'Kartę Wycofania zagrywa tylko obrońca, tylko w kroku 3 Natarcia lub Zasadzki, jako swoją jedyną kartę w tej walce (6.1-R7).',
        'Withdraw is played only by the defender, only in step 3 of an Assault or Ambush, as the defender’s only card of the combat (6.1-R7).',
        t('Wycofanie', 'Withdraw')
      ),
      st(
        '9.2-R28',
        'Wycofanie kończy walkę przed rzutem kości: jednostka wycofuje się jak przy ucieczce, a po Natarciu jednostka atakująca zajmuje zwolnione pole i może ruszyć w Pogoń. Karta rozpoczynająca walkę idzie na stos kart odrzuconych.',
        'Withdraw ends the combat before any dice: the unit withdraws as in a retreat, and after an Assault the attacking unit advances and may pursue. The initiating card is discarded.'
      ),
      st(
        '9.2-R29',
        'Wycofania nie można użyć przeciw Bombardowaniu ani Salwie.',
        'Withdraw cannot be used against a Bombardment or Volley.'
      )
    ]
  }
];
