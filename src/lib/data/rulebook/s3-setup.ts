// Rule 3 of the rulebook (Przygotowanie do gry / Setup). The printed rulebook has no subsections
// here: 3.2–3.4 are the digest's (book: '3'); the digest's "3.1 Order per the rulebook" is the body
// of rule 3 itself, so its statements (3-R1…R9) live in section '3' and '3.1' is an alias of it
// (see ALIASES in ./refs.ts).
import { st, t, type RuleSectionData } from './types';

export const S3: readonly RuleSectionData[] = [
  {
    section: '3',
    book: '3',
    title: t('Przygotowanie do gry', 'Setup'),
    intro: t(
      'Przygotowanie idzie krok po kroku: rzut o pierwszego gracza, mapa, armie, krawędzie startowe, karty i rozstawienie jednostek.',
      'Setup goes step by step: the roll for First Player, the map, the armies, the starting edges, the cards and deployment.'
    ),
    statements: [
      st(
        '3-R1',
        'Każdy gracz rzuca k10; wyższy wynik oznacza pierwszego gracza, który bierze znacznik gracza rozpoczynającego. Przy remisie rzuca się ponownie.',
        'Each player rolls a d10; the higher roll makes the First Player, who takes the First Player marker. Ties are rolled again.',
        t('Kolejność przygotowania', 'Order of setup')
      ),
      st(
        '3-R2',
        'Pierwszy gracz wybiera 4 sekcje mapy i decyduje, jak je obrócić i ułożyć w kwadrat 2 × 2.',
        'The First Player picks 4 map sections and decides how to turn them and lay them out 2 × 2.'
      ),
      st('3-R3', 'Drugi gracz wybiera dwie armie, które stoczą bitwę.', 'The Second Player picks the two armies that will fight.'),
      st(
        '3-R4',
        'Pierwszy gracz wybiera, którą z tych dwóch armii dowodzi; przeciwnik dostaje drugą.',
        'The First Player picks which of the two armies they command; the opponent takes the other.'
      ),
      st(
        '3-R5',
        'Drugi gracz wybiera dowolną z czterech krawędzi mapy jako swoją krawędź startową; pierwszy gracz dostaje krawędź przeciwległą.',
        'The Second Player picks any of the four map edges as their starting edge; the First Player gets the opposite edge.'
      ),
      st(
        '3-R6',
        'Każdy gracz tasuje swoją talię kart akcji i daje ją przeciwnikowi do przełożenia.',
        'Each player shuffles their Action Deck and lets the opponent cut it.'
      ),
      st(
        '3-R7',
        'Każdy gracz dobiera 5 kart, więc zna swoją rękę, zanim rozstawi jednostki.',
        'Each player draws 5 cards, so they know their hand before they deploy.'
      ),
      st(
        '3-R8',
        'Najpierw pierwszy gracz rozstawia wszystkie 8 jednostek, dopiero potem drugi gracz wszystkie swoje (3.3). Instrukcja nazywa tu pierwszego gracza „atakującym”, co nie ma wpływu na zasady.',
        'The First Player deploys all 8 units first; only then does the Second Player deploy all of theirs (3.3). The Polish rulebook calls the First Player “the attacker” here, which has no effect on the rules.'
      ),
      st('3-R9', 'Gra zaczyna się od tury pierwszego gracza (zasada 4).', 'Play begins with the First Player’s turn (rule 4).')
    ]
  },
  {
    section: '3.2',
    book: '3',
    title: t('Przygotowanie według karty pomocy', 'Setup in the player aid'),
    intro: t(
      'Karta pomocy podaje tę samą kolejność w 9 krokach. Pomija tylko powtórny rzut przy remisie, tasowanie i przełożenie talii, przeciwległą krawędź pierwszego gracza oraz opcje z 3.4, a sekcje mapy nazywa „kwadratami”; obowiązuje kolejność z instrukcji.',
      'The player aid gives the same order in 9 steps. It only leaves out the tie re-roll, shuffling and cutting, the First Player’s opposite edge and the options of 3.4, and it calls the map sections “squares”; the rulebook’s order applies.'
    ),
    statements: []
  },
  {
    section: '3.3',
    book: '3',
    title: t('Rozstawienie jednostek', 'Deployment'),
    statements: [
      st(
        '3.3-R1',
        'Każdy gracz stawia wszystkie 8 jednostek w dwóch wierszach najbliższych swojej krawędzi startowej.',
        'Each player places all 8 units in the two rows nearest their starting edge.'
      ),
      st(
        '3.3-R2',
        'Na jednym polu może stać tylko jedna jednostka, a na Jeziorze żadna (A6).',
        'Only one unit may stand on a square, and none on a Lake (A6).'
      ),
      st('3.3-R3', 'Wszystkie jednostki zaczynają grę z pełną wartością bojową.', 'All units start at full strength.')
    ]
  },
  {
    section: '3.4',
    book: '3',
    title: t('Opcje: pierwsze gry i gra turniejowa', 'Options: first games and tournaments'),
    statements: [
      st(
        '3.4-R1',
        'Na pierwsze gry instrukcja proponuje, by pierwszy gracz wybrał Wielką Brytanię albo Francję, a przeciwnik wziął drugą z nich; zastępuje to kroki 3-R3 i 3-R4.',
        'For the first games the rulebook suggests that the First Player picks Great Britain or France and the opponent takes the other; this replaces steps 3-R3 and 3-R4.'
      ),
      st(
        '3.4-R2',
        'Dla zaawansowanych i w turniejach: zamiast losować 5 kart, każdy gracz przegląda swoją talię i wybiera 5 kart startowych, po czym tasuje talię i daje ją do przełożenia.',
        'For experienced players and tournaments: instead of drawing 5 at random, each player looks through their deck and picks 5 starting cards, then shuffles it and has it cut.'
      )
    ]
  }
];
