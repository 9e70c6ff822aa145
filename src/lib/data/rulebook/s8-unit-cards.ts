// Rule 8 of the rulebook (Opis kart jednostek / Unit Cards) and the table of card values.
import { st, t, type RuleSectionData } from './types';

export const S8: readonly RuleSectionData[] = [
  {
    section: '8',
    book: '8',
    title: t('Opis kart jednostek', 'Unit Cards'),
    intro: t(
      'Karta jednostki ma od dwóch do czterech z siedmiu wartości; tabela mówi, do czego służy każda z nich.',
      'A Unit Card shows two to four of seven values; the table says what each of them is for.'
    ),
    statements: [
      st(
        '8-R1',
        'Każda karta jednostki nosi nazwę jednej jednostki swojej armii i pokazuje od dwóch do czterech z siedmiu wartości: Atak, Obrona, Bombardowanie, Zasięg, Salwa, Pogoń, Wycofanie. Niektóre mają też zapis „Nie musi zajmować terenu”.',
        'Each Unit Card names one unit of its army and shows two to four of seven values: Attack, Defence, Bombard, Range, Volley, Pursuit, Withdraw. Some also carry the phrase “Not Required To Advance”.'
      ),
      st(
        '8-R2',
        'Karty jednostki można użyć tylko dla jednostki o nazwie z karty i tylko dopóki ta jednostka jest na mapie.',
        'A Unit Card can only be used for the unit whose name it bears, and only while that unit is on the map.'
      )
    ],
    tables: [
      {
        id: 'unit-card-values',
        title: t('Wartości na kartach jednostek', 'Values on Unit Cards'),
        columns: [t('Wartość', 'Value'), t('Postać', 'Form'), t('Do czego służy', 'Use')],
        rows: [
          [
            t('Atak', 'Attack'),
            t('kości, np. 2k6, 1k10, 2k8, 2k10', 'dice, e.g. 2d6, 1d10, 2d8, 2d10'),
            t(
              'dodaje się do sumy ataku; karta z Atakiem jest potrzebna, by rozpocząć Natarcie; dodatkowe karty można zagrać dla jednostki atakującej i wspierających (6.4)',
              'added to the Attack Total; a card with Attack is needed to start an Assault; extra cards may be played for the attacking and supporting units (6.4)'
            )
          ],
          [
            t('Obrona', 'Defence'),
            t('liczba', 'number'),
            t(
              'dodaje się do sumy obrony, gdy kartę zagrano dla jednostki broniącej się (na angielskich kartach „Defense”)',
              'added to the Defence Total when the card is played for the defending unit (printed “Defense” on the cards)'
            )
          ],
          [
            t('Bombardowanie', 'Bombard'),
            t('kości', 'dice'),
            t(
              'suma ataku Bombardowania tą jednostką (plus teren); karty z symbolem armaty mają Bombardowanie, a nie mają Ataku',
              'the Attack Total of a Bombardment by this unit (plus terrain); cards with the cannon symbol have Bombard and no Attack'
            )
          ],
          [
            t('Zasięg', 'Range'),
            t('1 lub 2 pola', '1 or 2 squares'),
            t(
              'największa odległość celu Bombardowania lub Salwy z tej karty, liczona przez boki pól (po przekątnej = 2); pola pośrednie: 6.2',
              'the greatest distance of the target of this card’s Bombard or Volley, counted through the sides of squares (diagonal = 2); middle squares: 6.2'
            )
          ],
          [
            t('Salwa', 'Volley'),
            t('kości', 'dice'),
            t('suma ataku Salwy tą jednostką (plus teren)', 'the Attack Total of a Volley by this unit (plus terrain)')
          ],
          [
            t('Pogoń', 'Pursuit'),
            t('zakres na k6', 'd6 range'),
            t('tylko karty kawalerii; rozstrzyga Pogoń (6.6)', 'Cavalry cards only; resolves a pursuit (6.6)')
          ],
          [
            t('Wycofanie', 'Withdraw'),
            t('zakres na k6', 'd6 range'),
            t(
              'tylko karty Stanów Zjednoczonych; próba wycofania w kroku 3 (6.1), przed innymi kartami obrony: sukces działa jak karta Wycofania, a po porażce liczy się Obrona karty',
              'United States cards only; a withdraw attempt in step 3 (6.1), before any other defence card: success works like a Withdraw card, and on a failure the card’s Defence counts'
            )
          ],
          [
            t('Nie musi zajmować terenu', 'Not Required To Advance'),
            t('zapis', 'phrase'),
            t(
              'tylko Natarcie; jednostka, dla której zagrano taką kartę, nie musi wchodzić na zwolnione pole (6.5-R14)',
              'Assault only; the unit it was played for need not advance into the vacated square (6.5-R14)'
            )
          ]
        ]
      }
    ]
  }
];
