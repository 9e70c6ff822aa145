// Rule 7 of the rulebook (Faza Przywrócenia / Restoration Phase).
import { st, t, type RuleSectionData } from './types';

export const S7: readonly RuleSectionData[] = [
  {
    section: '7',
    book: '7',
    title: t('Faza Przywrócenia', 'Restoration Phase'),
    intro: t(
      'W Fazie Przywrócenia gracz aktywny może odwrócić zredukowaną jednostkę z powrotem na stronę pełnej wartości bojowej, a potem zbudować Redutę.',
      'In the Restoration Phase the active player may turn a reduced unit back to its full-strength side, then build a Redoubt.'
    ),
    statements: [
      st(
        '7-R1',
        'Przywrócić jednostkę, czyli odwrócić zredukowaną jednostkę na mapie na stronę pełnej wartości bojowej, może tylko gracz aktywny, tylko w swojej Fazie Przywrócenia i tylko zagrywając kartę. Wyeliminowane jednostki nigdy nie wracają.',
        'Only the active player, only in their own Restoration Phase and only by playing a card, may restore a unit: turn a reduced unit on the map to its full-strength side. Eliminated units never come back.'
      ),
      st(
        '7-R2',
        'W jednej Fazie Przywrócenia jest najwyżej jedna próba; próba anulowana przez Partyzantów też ją zużywa (A27).',
        'There is at most one attempt per Restoration Phase; an attempt cancelled by Guerrilla still uses it up (A27).'
      ),
      st(
        '7-R3',
        'Sposoby do wyboru: Zaopatrzenie albo Przegrupowanie przywraca dowolną własną zredukowaną jednostkę, a karta jednostki – jednostkę z tą nazwą (próba sprowadzenia posiłków); te trzy działają automatycznie, ale Partyzanci mogą je anulować. Karta dowódcy: wskazujesz zredukowaną jednostkę i rzucasz k6 – wynik w zakresie Zbiórki ją przywraca (np. Zbiórka 1–3: 1, 2 lub 3), a Partyzanci tego nie anulują.',
        'The ways to choose from: Supply or Regroup restores any one of your reduced units, and a Unit Card the unit it names (a Reinforcement attempt); these three work automatically, but Guerrilla can cancel them. A Leader card: name a reduced unit and roll a d6, a roll within the Rally range restores it (e.g. Rally 1–3: 1, 2 or 3), and Guerrilla cannot cancel it.'
      ),
      st(
        '7-R4',
        'Nieudany rzut dowódcy nie ma innych skutków; karta idzie na stos kart odrzuconych.',
        'A failed Leader roll has no other effect; the card is discarded.'
      ),
      st(
        '7-R5',
        'Po próbie (albo bez niej) gracz aktywny może zagrać jedną kartę Reduty (9.2).',
        'After the attempt (or without one) the active player may play one Redoubt card (9.2).'
      )
    ]
  }
];
