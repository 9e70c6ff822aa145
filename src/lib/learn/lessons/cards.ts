// Lesson 14: unit cards and when cards are played (8, 6.7). Restoration, Redoubts and the HQ cards
// are in restoration.ts.
import { fight } from '../build';
import type { Action } from '$lib/rules';
import { cardValues, diceWords, unitCard } from '../facts';
import type { Stage } from '../types';
import { AUSTRIA_DEFENDS, FLANK_ATTACKER, FRONT_BOMBARD, FRONT_COMBAT, LINE_DEFENDER, NRTA_ADVANCE } from './games';
import { action, also, cardOrPass, legal, onGame, stage, t } from './kit';
/** The Lancers' unit cards: each shows a Defence value (8-R3). */
const LANCERS = ['9th-queens-royal-lancers-1', '9th-queens-royal-lancers-2', '9th-queens-royal-lancers-3'];
const THIRD = unitCard('france', '1st-cuirassiers-3');
const bombard = (card: string) => ({ type: 'bombard' as const, from: 'd4', target: 'd5', card });

export const cards: Stage[] = [
  stage({
    id: 'cards-bombard',
    sections: ['8'],
    goal: t('Którą kartą 1. Kirasjerzy mogą zbombardować Ułanów na d5?', 'Which card lets the 1st Cuirassiers bombard the Lancers on d5?'),
    hint: t(
      'Bombardować można tylko kartą z działem: z wartością Bombardowania.',
      'Only a card with a cannon — a Bombard value — can bombard.'
    ),
    explain: t(
      `Trzecia karta Kirasjerów ma Bombardowanie ${diceWords(THIRD.bombard).pl} i Zasięg ${THIRD.range}.`,
      `The Cuirassiers’ third card has Bombard ${diceWords(THIRD.bombard).en} and Range ${THIRD.range}.`
    ),
    board: onGame(FRONT_COMBAT),
    ...legal(
      [
        ...[1, 2, 3].map((n): [Action, string, string] => {
          const v = cardValues(unitCard('france', `1st-cuirassiers-${n}`));
          return [bombard(`1st-cuirassiers-${n}`), v.pl, v.en];
        })
      ],
      2,
      0,
      1
    )
  }),
  stage({
    id: 'cards-own-unit',
    sections: ['8'],
    goal: t('Kirasjerzy nacierają na d5. Którą kartą?', 'The Cuirassiers assault d5. With which card?'),
    hint: t('Karta jednostki działa tylko dla jednostki, której nazwę nosi.', 'A unit card works only for the unit it names.'),
    explain: t('Tylko karta Kirasjerów z wartością Ataku.', 'Only a Cuirassiers card with an Attack value.'),
    board: onGame(FRONT_COMBAT),
    ...legal(
      [
        [
          fight('assault', 'd4', 'd5', 'imperial-guard-1'),
          `Gwardia Imperialna: ${cardValues(unitCard('france', 'imperial-guard-1')).pl}`,
          `Imperial Guard: ${cardValues(unitCard('france', 'imperial-guard-1')).en}`
        ],
        [
          fight('assault', 'd4', 'd5', '1st-cuirassiers-2'),
          `1. Kirasjerzy: ${cardValues(unitCard('france', '1st-cuirassiers-2')).pl}`,
          `1st Cuirassiers: ${cardValues(unitCard('france', '1st-cuirassiers-2')).en}`
        ]
      ],
      1,
      0
    )
  }),
  stage({
    id: 'cards-defence',
    sections: ['6.1', '6.7', '8'],
    goal: t(
      'Grasz Wielką Brytanią. Wzmocnij obronę Ułanów na d3 kartą obrony.',
      'You play Great Britain. Strengthen the Lancers on d3 with a defence card.'
    ),
    hint: t(
      'Obrońca zagrywa karty broniącej się jednostki (i najwyżej jednego dowódcę), nic więcej.',
      'The defender plays cards of the defending unit (and at most one Leader), nothing else.'
    ),
    explain: t(
      'Każda karta Ułanów ma wartość Obrony: doda się ona do sumy obrony.',
      'Every Lancers card has a Defence value: it adds to the Defence Total.'
    ),
    board: onGame(LINE_DEFENDER, 1),
    ...action(
      ['play', 'pass'],
      { goal: 'play', cards: LANCERS },
      { type: 'play', card: LANCERS[0]! },
      { type: 'play', card: 'kings-dragoons-guards-1' },
      { type: 'play', card: 'supply' },
      { type: 'play', card: 'lord-wellington' }
    ),
    ...also(...LANCERS.slice(1).map((card) => ({ type: 'play' as const, card })))
  }),
  stage({
    id: 'cards-attack',
    sections: ['6.1', '8'],
    goal: t(
      'Krok 5: dorzuć kartę z Atakiem dla nacierających Kirasjerów (e5).',
      'Step 5: add a card with an Attack value for the assaulting Cuirassiers (e5).'
    ),
    hint: t(
      'Dodatkowa karta dodaje swoje kości Ataku; karta z samym Bombardowaniem nic tu nie da.',
      'An extra card adds its Attack dice; a Bombard-only card adds nothing here.'
    ),
    explain: t(
      'Kości Ataku tej karty dodadzą się do sumy ataku — i jeszcze jedna kość Pogoni, jeśli dojdzie do Pogoni.',
      'The card’s Attack dice add to the Attack Total — and one more pursuit die, if it comes to pursuit.'
    ),
    board: onGame(FLANK_ATTACKER),
    ...action(
      ['play', 'pass'],
      { goal: 'play', cards: ['1st-cuirassiers-2', '1st-cuirassiers-1'], unit: 'e5' },
      { type: 'play', card: '1st-cuirassiers-2', unit: 'e5' },
      { type: 'play', card: '1st-cuirassiers-3', unit: 'e5' },
      { type: 'play', card: 'guard-cavalry-1', unit: 'e5' },
      { type: 'play', card: 'louis-nicolas-davout', use: 'combat' }
    ),
    ...also({ type: 'play', card: '1st-cuirassiers-1', unit: 'e5' })
  }),
  stage({
    id: 'cards-fire-roll',
    sections: ['6.7', '6.2'],
    goal: t('Gwardia bombarduje f5. Co teraz?', 'The Guard bombards f5. What now?'),
    hint: t('W Bombardowaniu i Salwie nikt nie dokłada kart.', 'In a Bombardment or Volley nobody adds cards.'),
    explain: t('Po zadeklarowaniu Bombardowania od razu rzuca się kośćmi.', 'Once a Bombardment is declared, the dice are rolled at once.'),
    board: onGame(FRONT_BOMBARD),
    ...legal(
      [
        [
          { type: 'play', card: 'imperial-guard-1', unit: 'f3' },
          'Dołożyć kartę Gwardii z Atakiem',
          'Add a Guard card with an Attack value'
        ],
        [{ type: 'roll', dice: [3, 4] }, 'Rzucić 2k6', 'Roll 2d6']
      ],
      1,
      0
    )
  }),
  stage({
    id: 'cards-guerrilla-combat',
    sections: ['6.7', '9.2'],
    goal: t(
      'Grasz Austrią; Francja naciera. Czy możesz odpowiedzieć Partyzantami?',
      'You play Austria; France assaults. May you answer with Guerrilla?'
    ),
    hint: t('Partyzantów nigdy nie zagrywa się w walce.', 'Guerrilla is never played in a combat.'),
    explain: t(
      'W walce Partyzanci nie działają; możesz spasować albo się wycofać.',
      'Guerrilla has no place in a combat; you may pass, or withdraw.'
    ),
    board: onGame(AUSTRIA_DEFENDS, 1),
    ...cardOrPass({ type: 'guerrilla' }, ['Zagrać Partyzantów', 'Play Guerrilla'], ['Spasować', 'Pass'])
  }),
  stage({
    id: 'cards-not-required',
    sections: ['6.5', '8'],
    goal: t(
      'Na karcie Gwardii Konnej jest zapis „Nie musi zajmować terenu”. Zostań na e5.',
      'The Guard Cavalry’s card says “Not Required To Advance”. Stay on e5.'
    ),
    hint: t('Z taką kartą zajęcie terenu jest dobrowolne.', 'With such a card the advance is optional.'),
    explain: t('Jedyna jednostka w ataku miała tę kartę, więc może zostać.', 'The only attacking unit had that card, so it may stay.'),
    board: onGame(NRTA_ADVANCE),
    ...action(
      ['advance'],
      { goal: 'at', unit: 'guard-cavalry', square: 'e5' },
      { type: 'advance', unit: null },
      { type: 'advance', unit: 'a1' }
    ),
    par: 1
  })
];
