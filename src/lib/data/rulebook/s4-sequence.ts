// Rule 4 of the rulebook (Sekwencja gry / Sequence of play): game turns, player turns, the five
// phases, and the digest's table of limits per player turn.
import { same, st, t, type RuleSectionData } from './types';

export const S4: readonly RuleSectionData[] = [
  {
    section: '4',
    book: '4',
    title: t('Sekwencja gry', 'Sequence of play'),
    intro: t(
      'Tura gry składa się z dwóch tur graczy, a każda tura gracza z pięciu faz w stałej kolejności.',
      'A game turn is two player turns, and each player turn has five phases in a fixed order.'
    ),
    statements: [
      st(
        '4-R1',
        'Tura gry to tura pierwszego gracza, a po niej tura drugiego gracza. Tury gry następują po sobie, aż gra się skończy (2.1 lub 2.3).',
        'A game turn is the First Player’s turn followed by the Second Player’s turn. Game turns follow one another until the game ends (2.1 or 2.3).'
      ),
      st(
        '4-R2',
        'Tura gracza ma pięć faz w stałej kolejności: Faza Odrzucenia, Faza Dobrania, Faza Ruchu, Faza Walki i Faza Przywrócenia.',
        'A player turn has five phases in a fixed order: the Discard, Draw, Movement, Combat and Restoration Phases.'
      ),
      st(
        '4-R3',
        'Fazy rozgrywa się po kolei; do wcześniejszej fazy nie wolno wrócić, by coś dodać lub zmienić, nawet jeśli się o tym zapomniało.',
        'Phases are played in order; you may not go back to an earlier phase to add or change anything, even something you forgot.'
      ),
      st(
        '4-R4',
        'W turze przeciwnika gracz może tylko zagrać Partyzantów (5, 7, 9.2) oraz, jako obrońca, Wycofanie i karty obrony (6.1). Nic więcej.',
        'During the opponent’s turn a player may only play Guerrilla (5, 7, 9.2) and, as defender, Withdraw and defence cards (6.1). Nothing else.'
      ),
      st(
        '4-R5',
        'Gracz aktywny może odrzucić z ręki dowolną liczbę kart: od żadnej do wszystkich.',
        'The active player may discard any number of cards from hand, from none to all.',
        t('Faza Odrzucenia', 'Discard Phase')
      ),
      st(
        '4-R6',
        'Odrzucone i zużyte karty kładzie się odkryte na stos kart odrzuconych właściciela. Widać tylko wierzchnią kartę każdego stosu i nikt nie może stosów przeglądać.',
        'Discarded and used cards go face up on their owner’s discard pile. Only the top card of each pile can be seen, and nobody may look through either pile.'
      ),
      st(
        '4-R7',
        'Pierwsza tura pierwszego gracza też zaczyna się od Fazy Odrzucenia (ma już na ręce 5 kart z przygotowania).',
        'The First Player’s very first turn also begins with a Discard Phase (they already hold 5 cards from setup).'
      ),
      st(
        '4-R8',
        'Gracz aktywny dobiera karty, aż będzie miał ich na ręce 5; jeśli już ma 5, nie dobiera nic. Gdy talia się skończy: zasada 2.3.',
        'The active player draws until they hold 5 cards; with 5 already, they draw none. When the deck runs out: rule 2.3.',
        t('Faza Dobrania', 'Draw Phase')
      ),
      st(
        '4-R9',
        'Gracz aktywny musi ruszyć jedną jednostką; szczegóły w zasadzie 5.',
        'The active player must move one unit; details in rule 5.',
        t('Faza Ruchu', 'Movement Phase')
      ),
      st(
        '4-R10',
        'Gracz aktywny może zadeklarować jedną walkę: Zasadzkę, Natarcie, Bombardowanie albo Salwę; szczegóły w zasadzie 6.',
        'The active player may declare one combat: an Ambush, Assault, Bombardment or Volley; details in rule 6.',
        t('Faza Walki', 'Combat Phase')
      ),
      st(
        '4-R11',
        'Gracz aktywny może raz spróbować przywrócić zredukowaną jednostkę, a potem zbudować jedną Redutę; szczegóły w zasadach 7 i 9.2.',
        'The active player may make one attempt to restore a reduced unit, then build one Redoubt; details in rules 7 and 9.2.',
        t('Faza Przywrócenia', 'Restoration Phase')
      )
    ],
    tables: [
      {
        id: 'turn-limits',
        title: t('Limity w jednej turze gracza', 'Limits per player turn'),
        columns: [t('Co', 'Item'), t('Limit', 'Limit')],
        rows: [
          [t('Ruszone jednostki', 'Units moved'), t('1 obowiązkowo + 1 z kartą Zaopatrzenia', '1 required + 1 more with a Supply card')],
          [t('Zaopatrzenie na ruch', 'Supply cards for movement'), t('1 na Fazę Ruchu', '1 per Movement Phase')],
          [
            t('Forsowny marsz', 'Forced March'),
            t('1 na jednostkę w Fazie Ruchu (najwyżej 2)', '1 per unit per Movement Phase (at most 2)')
          ],
          [
            t('Rozpoczęte walki', 'Combats started'),
            t('1 dowolnej formy, także Wspaniała artyleria', '1 of any form, Grand Battery included')
          ],
          [t('Karty dowódców w jednej walce', 'Leader cards in one combat'), t('1 na stronę', '1 per side')],
          [
            t('Atak z poświęceniem', 'Committed Attack'),
            t('1 na jednostkę atakującą lub wspierającą', '1 per attacking or supporting unit')
          ],
          [t('Próby przywrócenia', 'Restoration attempts'), same('1')],
          [t('Karty Reduty', 'Redoubt cards'), same('1')],
          [t('Karty na ręce po Fazie Dobrania', 'Hand after the Draw Phase'), t('5', '5 cards')]
        ]
      }
    ]
  }
];
