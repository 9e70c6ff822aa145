// Rule 2 of the rulebook (Jak wygrać Manoeuvre? / How to win): attrition, nightfall, end of the day.
import { st, t, type RuleSectionData } from './types';

export const S2: readonly RuleSectionData[] = [
  {
    section: '2',
    book: '2',
    title: t('Jak wygrać Manoeuvre?', 'How to win'),
    intro: t(
      'Grę wygrywa się na dwa sposoby: eliminując pięć jednostek przeciwnika albo kontrolując o zmroku większą część jego połowy pola bitwy.',
      'There are two ways to win: eliminate five enemy units, or control more of the enemy’s half of the battlefield when night falls.'
    ),
    statements: []
  },
  {
    section: '2.1',
    book: '2.1',
    title: t('Wygrana przez eliminację wrogich jednostek', 'Attrition victory'),
    statements: [
      st(
        '2.1-R1',
        'Gracz, który wyeliminował co najmniej 5 jednostek przeciwnika, od razu wygrywa.',
        'A player who has eliminated 5 or more enemy units wins at once.'
      ),
      st(
        '2.1-R2',
        'Wyjątek: jeśli po jednej walce obaj gracze mają na koncie po 5 lub więcej wyeliminowanych jednostek wroga (np. przez rany z Ataku z poświęceniem), gracz aktywny nie wygrywa – wygrywa obrońca.',
        'Exception: if one combat leaves both players with 5 or more enemy units eliminated (for example through Committed Attack hits), the active player does not win: the defender does.'
      ),
      st(
        '2.1-R3',
        'Aplikacja sprawdza tę zasadę, gdy walka jest w pełni rozstrzygnięta (wynik, zajęcie terenu, Pogoń, rany z Ataku z poświęceniem). Jednostki giną tylko w walce, więc to właśnie jest „od razu”.',
        'The app checks this once a combat is fully resolved (result, advance, pursuit, Committed Attack hits). Units are only ever eliminated in combat, so this is the same as “at once”.'
      )
    ]
  },
  {
    section: '2.2',
    book: '2.2',
    title: t('Zwycięstwo z zapadnięciem zmroku', 'Nightfall victory'),
    intro: t(
      'Gdy dzień się kończy, a nikt nie wygrał przez eliminację, wygrywa ten, kto kontroluje więcej pól na połowie przeciwnika.',
      'When the day ends and nobody has won by attrition, the player who controls more squares in the enemy’s half wins.'
    ),
    statements: [
      st(
        '2.2-R1',
        'Jeśli do końca dnia (2.3) nikt nie wygrał przez eliminację, każdy gracz liczy pola, które kontroluje na połowie przeciwnika (4 wiersze przy jego krawędzi startowej, 32 pola). Pola na własnej połowie nigdy się nie liczą.',
        'If nobody has won by attrition when the day ends (2.3), each player counts the squares they control in the enemy half (the 4 rows nearest the opponent’s starting edge, 32 squares). Squares in your own half never count.'
      ),
      st(
        '2.2-R2',
        'Kontrolujesz pole na połowie przeciwnika, jeśli stoi na nim twoja jednostka (nawet gdy obok są wrogowie) albo jeśli masz nad nim niekwestionowaną kontrolę: pole jest puste, twoja jednostka z nim sąsiaduje, a żadna jednostka wroga z nim nie sąsiaduje.',
        'You control a square in the enemy half if one of your units stands on it (even with enemies next to it), or by uncontested influence: the square is empty, one of your units is adjacent to it and no enemy unit is.'
      ),
      st(
        '2.2-R3',
        'Jednostka dająca niekwestionowaną kontrolę może stać gdziekolwiek, także na własnej połowie: jednostka w twoim 4. wierszu kontroluje sąsiednie pole w 5. wierszu.',
        'The unit giving influence may stand anywhere, even in its own half: a unit on your row 4 influences the square next to it on row 5.'
      ),
      st(
        '2.2-R4',
        'Na Jezioro nie można wejść, ale pole Jeziora liczy się do wyniku, jeśli masz nad nim niekwestionowaną kontrolę.',
        'A Lake can never be entered, but a Lake square counts for you when you hold it by uncontested influence.'
      ),
      st(
        '2.2-R5',
        'Liczą się tylko jednostki stojące na mapie w chwili liczenia; wyeliminowane niczego nie zajmują ani nie kontrolują. Pole, z którym nie sąsiaduje żadna jednostka, nie liczy się dla nikogo.',
        'Only units on the map when the squares are counted matter; eliminated units occupy and influence nothing. A square with no unit next to it counts for nobody.'
      ),
      st(
        '2.2-R6',
        'Wygrywa gracz, który kontroluje więcej pól. Remis rozstrzyga kolejno: 1) więcej wyeliminowanych jednostek wroga; 2) mniej własnych jednostek na stronie zredukowanej; 3) kolejność państw Stany Zjednoczone, Imperium Otomańskie, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja – wygrywa państwo wymienione wcześniej.',
        'The player controlling more squares wins. Ties are broken in this order: 1) more enemy units eliminated; 2) fewer own units on their reduced side; 3) the nation order United States, Ottoman Empire, Spain, Austria, Prussia, Russia, Great Britain, France: the nation named earlier wins.'
      )
    ],
    notes: [
      t(
        'Trzeci krok zawsze rozstrzyga, bo armie są różne; Francja przegrywa każdy remis, który do niego dojdzie.',
        'The third step always decides, because the two armies differ; France loses every tie that gets that far.'
      ),
      t(
        'Przykład z instrukcji: obie strony mają po 4 pola. Francuzi stracili mniej jednostek niż Brytyjczycy, czyli wyeliminowali ich więcej, więc wygrywa Francja.',
        'The rulebook’s example: both sides control 4 squares. The French have lost fewer units than the British, so they have eliminated more of them, and France wins.'
      )
    ]
  },
  {
    section: '2.3',
    book: '2.3',
    title: t('Gdy kończy się dzień', 'When the day ends'),
    intro: t(
      'Dzień kończy się, gdy obaj gracze wyczerpią swoje talie kart akcji.',
      'The day ends once both players have run through their Action Decks.'
    ),
    statements: [
      st(
        '2.3-R1',
        'Każdy gracz ma znacznik „talia wyczerpana”, ustawiany w chwili, gdy dobierze ostatnią kartę swojej pierwotnej talii kart akcji.',
        'Each player has a “deck exhausted” flag, set the moment they draw the last card of their original Action Deck.'
      ),
      st(
        '2.3-R2',
        'Gdy talię wyczerpie pierwszy z graczy, gra toczy się dalej: ilekroć musi dobrać z pustej talii, tasuje swój stos kart odrzuconych w nową talię i dobiera dalej, tyle razy, ile trzeba.',
        'When the first player runs out, the game goes on: whenever they must draw from an empty deck they shuffle their discard pile into a new deck and keep drawing, as often as needed.'
      ),
      st(
        '2.3-R3',
        'Gdy znacznik ustawi drugi z graczy, dzień kończy się wraz z końcem bieżącej tury gry i następuje liczenie pól (2.2). Polska instrukcja mówi dosłownie o końcu tury tego gracza; to odczytanie można wybrać w opcjach gry (A1).',
        'When the second player’s flag is set, the day ends at the end of the current game turn and the squares are counted (2.2). The Polish rulebook literally says the end of that player’s turn; that reading is a game option (A1).'
      ),
      st(
        '2.3-R4',
        'Reszta tury toczy się normalnie; wygrana przez eliminację w tym czasie nadal kończy grę od razu.',
        'The rest of the turn is played as usual; an attrition victory in that time still ends the game at once.'
      )
    ]
  }
];
