// Rule 1 of the rulebook (Zawartość / Components): maps, dice, unit counters, cards, and the
// terrain effects chart of the player aid.
import { same, st, t, type RuleSectionData } from './types';

const dash = same('—');

export const S1: readonly RuleSectionData[] = [
  {
    section: '1',
    book: '1',
    title: t('Zawartość', 'Components'),
    intro: t(
      'Co jest w pudełku i co z tego wynika dla gry: mapy, kostki, żetony jednostek i karty ośmiu armii.',
      'What the box holds and what it means for play: the maps, dice, unit counters and cards of eight armies.'
    ),
    statements: []
  },
  {
    section: '1.1',
    book: '1.1',
    title: t('Mapy', 'Maps'),
    intro: t(
      'Pole bitwy składa się z czterech sekcji mapy; każde pole ma jeden rodzaj terenu, a tabela efektów terenu mówi, co on zmienia.',
      'The battlefield is built from four map sections; every square has one kind of terrain, and the terrain effects chart says what it changes.'
    ),
    statements: [
      st(
        '1.1-R1',
        'W pudełku są 24 różne sekcje mapy, każda po 4 × 4 pola z nadrukowanym terenem.',
        'The box holds 24 different map sections, each of 4 × 4 squares with printed terrain.'
      ),
      st(
        '1.1-R2',
        'Pole bitwy to zawsze cztery różne sekcje ułożone w kwadrat 2 × 2, czyli plansza 8 × 8 pól, jak szachownica.',
        'A battlefield is always four different sections laid out 2 × 2: a board of 8 × 8 squares, like a chessboard.'
      ),
      st(
        '1.1-R3',
        'Każdą wybraną sekcję można przed ułożeniem obrócić o 0°, 90°, 180° lub 270°; decyduje pierwszy gracz (zasada 3).',
        'Each chosen section may be turned by 0°, 90°, 180° or 270° before it is laid down; the First Player decides (rule 3).'
      ),
      st(
        '1.1-R4',
        'Każde pole ma dokładnie jeden rodzaj terenu: teren otwarty (bez żadnych efektów), Wzgórze, Miasto, Las, Mokradła, Pole albo Jezioro. Reduta nie jest terenem, tylko znacznikiem kładzionym na polu (9.2).',
        'Every square has exactly one terrain: Clear (no effects), Hill, Town, Woods, Marsh, Fields or Lake. A Redoubt is not a terrain but a marker placed on a square (9.2).'
      ),
      st(
        '1.1-R5',
        'Liczą się tylko pola stykające się bokiem; po przekątnej nic się nie dzieje (zob. „Jak czytać zasady”).',
        'Only squares that share a side are related; nothing works diagonally (see “Reading the rules”).'
      )
    ],
    tables: [
      {
        id: 'tec',
        title: t('Tabela efektów terenu (z karty pomocy)', 'Terrain effects chart (from the player aid)'),
        columns: [
          t('Teren', 'Terrain'),
          t('Obrona', 'Defence'),
          t('Atak', 'Attack'),
          t('Ruch', 'Movement'),
          t('Linia strzału i inne', 'Line of sight, other')
        ],
        rows: [
          [t('Teren otwarty', 'Clear'), same('0'), same('0'), t('bez wpływu', 'no effect'), t('nie blokuje', 'does not block')],
          [
            t('Wzgórze', 'Hill'),
            same('+2'),
            t(
              '+2 dla jednostki atakującej ze Wzgórza, chyba że cel też stoi na Wzgórzu',
              '+2 for a unit attacking from a Hill, unless the target is on a Hill too'
            ),
            t('bez wpływu', 'no effect'),
            t('blokuje', 'blocks')
          ],
          [t('Miasto', 'Town'), same('+3'), same('0'), t('bez wpływu', 'no effect'), t('blokuje', 'blocks')],
          [t('Las', 'Woods'), same('+2'), same('0'), t('bez wpływu', 'no effect'), t('blokuje', 'blocks')],
          [
            t('Mokradła', 'Marsh'),
            same('+1'),
            same('0'),
            t('wejście kończy ruch', 'entering ends the move'),
            t(
              'nie blokuje; z Mokradeł nie wolno rozpocząć ani wspierać Natarcia, ale można bombardować i oddać Salwę',
              'does not block; a unit in a Marsh may not start or support an Assault, but may bombard or volley'
            )
          ],
          [
            t('Pole', 'Fields'),
            same('0'),
            same('0'),
            t('wejście kończy ruch', 'entering ends the move'),
            t('nie blokuje', 'does not block')
          ],
          [
            t('Jezioro', 'Lake'),
            dash,
            dash,
            t('nie można na nie wejść ani na nim stać', 'cannot be entered or occupied'),
            t('nie blokuje; o zmroku można je kontrolować (2.2)', 'does not block; can be controlled at nightfall (2.2)')
          ],
          [t('Reduta (znacznik)', 'Redoubt (marker)'), t('+3 do premii terenu', '+3 on top of the terrain'), same('0'), dash, dash],
          [
            t('Dowolna jednostka, swoja lub wroga', 'Any unit, friendly or enemy'),
            dash,
            dash,
            t('nie można na nią wejść ani przez nią przejść', 'cannot be entered or passed through'),
            t('blokuje', 'blocks')
          ]
        ]
      }
    ]
  },
  {
    section: '1.2',
    book: '1.2',
    title: t('Kostki', 'Dice'),
    statements: [
      st(
        '1.2-R1',
        'Gra używa kostek k6 (czerwonych), k8 (niebieskich) i k10 (zielonych), po cztery każdego rodzaju. Zapis „2k8” oznacza rzut dwiema kostkami k8 i zsumowanie wyników.',
        'The game uses d6 (red), d8 (blue) and d10 (green), four of each. “2d8” means rolling two d8 and adding them up.'
      ),
      st(
        '1.2-R2',
        'Ścianka „0” na k10 oznacza 10. Aplikacja może rzucać za graczy, więc liczba kostek w pudełku niczego nie ogranicza.',
        'The “0” face of a d10 counts as 10. The app can roll for the players, so the number of dice in the box is no limit.'
      )
    ]
  },
  {
    section: '1.3',
    book: '1.3',
    title: t('Żetony jednostek', 'Unit counters'),
    statements: [
      st(
        '1.3-R1',
        'W grze jest 8 armii: Austria, Francja, Wielka Brytania, Imperium Otomańskie, Prusy, Rosja, Hiszpania i Stany Zjednoczone.',
        'There are 8 armies: Austria, France, Great Britain, the Ottoman Empire, Prussia, Russia, Spain and the United States.'
      ),
      st(
        '1.3-R2',
        'Każda armia ma dokładnie 8 jednostek; jednostek różnych armii nie wolno mieszać ani wymieniać.',
        'Each army has exactly 8 units; units of different armies are never mixed or swapped.'
      ),
      st(
        '1.3-R3',
        'Żeton ma dwie strony: pełną wartość bojową (jednolite tło, wyższa liczba) i zredukowaną (tło z paskiem, niższa liczba).',
        'A counter has two sides: full strength (plain background, higher number) and reduced (striped background, lower number).'
      ),
      st(
        '1.3-R4',
        'Jednostka ma nazwę, po której dopasowuje się do niej karty jednostki, oraz typ: piechota (pieszy żołnierz) albo kawaleria (jeździec). Artylerii jako typu jednostki nie ma: armata jest tylko symbolem na niektórych kartach (8).',
        'A unit has a name, which matches it to its Unit Cards, and a type: Infantry (a soldier on foot) or Cavalry (a rider). There is no artillery unit type: a cannon is only a symbol on some cards (8).'
      ),
      st(
        '1.3-R5',
        'Francuski żeton „Garde Imperial” i karty „Imperial Guard” to ta sama jednostka.',
        'The French counter “Garde Imperial” and the “Imperial Guard” cards are the same unit.'
      ),
      st('1.3-R6', 'To, w którą stronę zwrócony jest żeton, nie ma znaczenia.', 'The way a counter faces does not matter.')
    ]
  },
  {
    section: '1.4',
    book: '1.4',
    title: t('Karty', 'Cards'),
    statements: [
      st(
        '1.4-R1',
        'Każda armia ma własną talię kart akcji z 60 kart, rozpoznawaną po kolorze rewersu i fladze; talii nie wolno zamieniać między armiami.',
        'Each army has its own Action Deck of 60 cards, known by the colour and flag on the back; decks are never swapped between armies.'
      ),
      st(
        '1.4-R2',
        'Talia to 40 kart jednostek (po 5 z nazwą każdej z 8 jednostek) i 20 kart dowodzenia.',
        'A deck holds 40 Unit Cards (5 bearing the name of each of the 8 units) and 20 HQ cards.'
      ),
      st(
        '1.4-R3',
        'Jest 12 rodzajów kart dowodzenia: Dowódca, Zasadzka, Atak z poświęceniem, Forsowny marsz, Partyzanci, Reduta, Przegrupowanie, Saperzy/Inżynierzy, Potyczka, Zwiadowca/Szpieg, Zaopatrzenie i Wycofanie. Każda armia ma karty dowódców i od 3 do 8 innych rodzajów (tabela w zasadzie 9).',
        'There are 12 kinds of HQ card: Leader, Ambush, Committed Attack, Forced March, Guerrilla, Redoubt, Regroup, Sappers/Engineers, Skirmish, Scout/Spy, Supply and Withdraw. Every army has Leaders and 3 to 8 other kinds (table in rule 9).'
      ),
      st(
        '1.4-R4',
        'Kartą jednostki można: w swojej turze rozpocząć walkę tą jednostką, w turze przeciwnika wzmocnić ją, gdy się broni, a w swojej Fazie Przywrócenia przywrócić ją, gdy jest zredukowana.',
        'A Unit Card can start a combat with its unit in your own turn, strengthen that unit when it defends in the opponent’s turn, and restore it when reduced in your own Restoration Phase.'
      ),
      st(
        '1.4-R5',
        'Każdy gracz dobiera karty tylko z własnej talii i odrzuca je tylko na własny stos kart odrzuconych.',
        'Each player draws only from their own deck and discards only to their own discard pile.'
      )
    ]
  }
];
