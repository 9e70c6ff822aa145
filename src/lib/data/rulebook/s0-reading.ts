// Section 0 of the reference: how to read the rules (the digest's conventions, not rules text).
// The rulebook has no section 0; statement ids 0-R1… are the app's own.
import { st, t, type RuleSectionData } from './types';

export const S0: readonly RuleSectionData[] = [
  {
    section: '0',
    book: null,
    title: t('Jak czytać zasady', 'Reading the rules'),
    intro: t(
      'Pojęcia, których używają wszystkie zasady tego przewodnika. Nie są to zasady gry, tylko sposób ich zapisu.',
      'The terms every rule of this reference uses. They are not rules of the game, only the way the rules are written.'
    ),
    statements: [
      st(
        '0-R1',
        'Numery takie jak 6.5 to rozdziały instrukcji. Numer 6.5-R6 to szósta zasada rozdziału 6.5 w tym przewodniku, a A17 to sposób, w jaki aplikacja odczytuje niejasne miejsce instrukcji; w książce szukaj po prostu rozdziału 6.5.',
        'Numbers such as 6.5 are sections of the rulebook. 6.5-R6 is the sixth statement of section 6.5 in this reference, and A17 is how the app reads an unclear point of the rulebook; in the book, look up section 6.5.'
      ),
      st(
        '0-R2',
        'Pole to jedno z 64 pól planszy 8 × 8; sekcja mapy to płytka 4 × 4 pola, a cztery sekcje tworzą pole bitwy. Pole pisane wielką literą to rodzaj terenu.',
        'A square is one of the 64 squares of the 8 × 8 board; a map section is a tile of 4 × 4 squares, and four sections form the battlefield. Fields, with a capital F, is a kind of terrain, not a square.'
      ),
      st(
        '0-R3',
        'Pola sąsiadują, gdy stykają się bokiem (północ, wschód, południe, zachód). Po przekątnej nic się nie dzieje: ani ruch, ani atak, ani ostrzał, ani ucieczka, ani kontrola.',
        'Two squares are adjacent when they share a side (north, east, south, west). Nothing works diagonally: not movement, attack, fire, retreat or control.'
      ),
      st(
        '0-R4',
        'Odległość to liczba kroków przez boki pól; pole po przekątnej jest w odległości 2.',
        'Distance is the number of steps through the sides of squares; a diagonal neighbour is at distance 2.'
      ),
      st(
        '0-R5',
        'Dla każdego gracza wiersz 1 leży przy jego krawędzi startowej, a wiersz 8 przy krawędzi przeciwnika. Wiersze 1–4 to jego połowa, wiersze 5–8 to połowa przeciwnika.',
        'For each player, row 1 runs along their starting edge and row 8 along the opponent’s. Rows 1–4 are their own half, rows 5–8 the enemy half.'
      ),
      st(
        '0-R6',
        'Dla jednostki „do tyłu” oznacza jedno pole w stronę krawędzi startowej jej właściciela, „do przodu” – jedno pole w stronę krawędzi wroga, a flanki to dwa sąsiednie pola w tym samym wierszu. Boczne krawędzie planszy nie należą do nikogo.',
        'For a unit, back means one square towards its owner’s starting edge, forward one square towards the enemy’s edge, and its flanks are the two squares in the same row. The side edges of the board belong to nobody.'
      ),
      st(
        '0-R7',
        'Gracz aktywny to ten, którego tura trwa; w walce drugi gracz jest obrońcą.',
        'The active player is the one whose turn it is; in a combat the other player is the defender.'
      ),
      st(
        '0-R8',
        'Wartość bojowa (siła) to liczba widoczna teraz na żetonie: na stronie pełnej albo zredukowanej.',
        'Strength is the number now showing on a counter: on its full-strength or its reduced side.'
      ),
      st(
        '0-R9',
        'Rana odwraca jednostkę o pełnej wartości bojowej na stronę zredukowaną; zredukowana jednostka, która otrzyma ranę, zostaje wyeliminowana.',
        'A hit turns a full-strength unit over to its reduced side; a reduced unit that takes a hit is eliminated.'
      ),
      st(
        '0-R10',
        'Jednostki biorące udział w Natarciu lub Zasadzce to jednostka atakująca (w Zasadzce jej nie ma) i wszystkie jednostki wspierające.',
        'The participating units of an Assault or Ambush are the attacking unit (there is none in an Ambush) and all supporting units.'
      ),
      st(
        '0-R11',
        'Wartość podana na karcie jako zakres na k6 (Zbiórka, Pogoń, Wycofanie) oznacza sukces, gdy kostka pokaże od 1 do tej liczby: Zbiórka 1–3 udaje się przy 1, 2 lub 3.',
        'A value given on a card as a d6 range (Rally, Pursuit, Withdraw) succeeds when the die shows 1 up to that number: a Rally of 1–3 succeeds on 1, 2 or 3.'
      )
    ]
  }
];
