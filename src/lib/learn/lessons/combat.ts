// Lessons 7–8: the four forms of combat (rule 6, 6.1, 6.2) and range and line of sight (6.2).
import type { CombatForm, Square } from '$lib/rules';
import { fight, position } from '../build';
import { cardOf, diceWords, squaresCount, stepsBetween, unitCard } from '../facts';
import type { Board, Stage } from '../types';
import { AUSTRIA_COMBAT, DEEP_COMBAT, FRONT_AFTER, FRONT_COMBAT, MARSH_COMBAT } from './games';
import {
  action,
  also,
  choice,
  fights,
  type FightArgs,
  legal,
  numbers,
  onGame,
  onPosition,
  opt,
  RESULT_OPTIONS,
  stage,
  t,
  tap
} from './kit';

/**
 * Declare a combat of this form from `from` on `target` with one of `cards`, unit cards of the unit on
 * `from` (6.1, 6.2): the solution, then the mistakes, as [type, from, card]; the other cards of
 * `cards` are the alternatives.
 */
const declare = (
  board: Board,
  form: CombatForm,
  from: Square,
  target: Square,
  cards: string[],
  ...combats: [FightArgs[0], Square, string][]
) => {
  const [type, , first] = combats[0]!;
  return {
    ...fights(
      board,
      ['assault', 'bombard', 'volley'],
      { goal: 'combat', form, target, from, cards },
      ...combats.map(([type, from, card]): FightArgs => [type, from, target, card])
    ),
    ...also(...cards.filter((c) => c !== first).map((c) => fight(type, from, target, c)))
  };
};

/** The card values the texts name, from the catalogue. */
const VOLLEY = diceWords(unitCard('great-britain', '42nd-regiment-of-foot-3').volley);
const AMBUSH = diceWords((cardOf('austria', 'ambush') as { attack?: string }).attack);
const RANGE = unitCard('france', '8th-regiment-legere-4').range;

export const forms: Stage[] = [
  stage({
    id: 'combat-assault',
    sections: ['6.1'],
    goal: t('Zaatakuj Ułanów na d5 Natarciem 1. Kirasjerów z d4.', 'Assault the Lancers on d5 with the 1st Cuirassiers from d4.'),
    hint: t(
      'Natarcie zaczyna karta jednostki atakującej z wartością Ataku.',
      'An Assault starts with a unit card of the attacking unit that shows an Attack value.'
    ),
    explain: t(
      'Karta Kirasjerów z wartością Ataku rozpoczęła Natarcie; teraz obrońca może się wycofać.',
      'A Cuirassiers card with an Attack value started the Assault; now the defender may withdraw.'
    ),
    ...declare(
      onGame(FRONT_COMBAT),
      'assault',
      'd4',
      'd5',
      ['1st-cuirassiers-1', '1st-cuirassiers-2'],
      ['assault', 'd4', '1st-cuirassiers-1'],
      ['assault', 'd4', '1st-cuirassiers-3'],
      ['assault', 'd4', 'guard-cavalry-1']
    )
  }),
  stage({
    id: 'combat-bombard',
    sections: ['6.2'],
    goal: t('Zbombarduj Dragonów na f5 Gwardią Imperialną z f3.', 'Bombard the Dragoon Guards on f5 with the Imperial Guard from f3.'),
    hint: t(
      'Bombardowanie zaczyna karta z działem (wartość Bombardowania); cel może stać najwyżej 2 pola dalej.',
      'A Bombardment needs a card with a cannon (a Bombard value); the target may be 2 squares away.'
    ),
    explain: t('Pole f4 jest wolne, więc linia strzału jest czysta.', 'f4 is empty, so the line of sight is clear.'),
    ...declare(
      onGame(FRONT_COMBAT),
      'bombardment',
      'f3',
      'f5',
      ['imperial-guard-2'],
      ['bombard', 'f3', 'imperial-guard-2'],
      ['bombard', 'f3', 'imperial-guard-1'],
      ['assault', 'f3', 'imperial-guard-1'],
      ['grand-battery', 'f3', 'napoleon-bonaparte']
    )
  }),
  stage({
    id: 'combat-volley',
    sections: ['6.2'],
    goal: t(
      'Grasz Wielką Brytanią. Oddaj Salwę 42. pułkiem (d7) do Kirasjerów na d6.',
      'You play Great Britain. Fire a Volley from the 42nd (d7) at the Cuirassiers on d6.'
    ),
    hint: t(
      'Salwa sięga tylko sąsiedniego pola i wymaga karty z wartością Salwy.',
      'A Volley reaches only an adjacent square and needs a card with a Volley value.'
    ),
    explain: t(
      `Salwa ${VOLLEY.pl} do sąsiedniej jednostki. 52. pułk z e7 nie mógłby jej oddać: d6 leży po przekątnej.`,
      `A ${VOLLEY.en} Volley at the adjacent unit. The 52nd on e7 could not: d6 is diagonal to it.`
    ),
    ...declare(
      onGame(DEEP_COMBAT, 1),
      'volley',
      'd7',
      'd6',
      ['42nd-regiment-of-foot-3'],
      ['volley', 'd7', '42nd-regiment-of-foot-3'],
      ['volley', 'd7', '42nd-regiment-of-foot-1'],
      ['volley', 'e7', '52nd-regiment-of-foot-3']
    )
  }),
  stage({
    id: 'combat-ambush',
    sections: ['6.1', '9.2'],
    goal: t('Grasz Austrią. Zastaw Zasadzkę na francuską jednostkę na d1.', 'You play Austria. Spring an Ambush on the French unit on d1.'),
    hint: t(
      'Zasadzkę zaczyna karta Zasadzka; cel może stać gdziekolwiek na mapie.',
      'An Ambush starts with the Ambush card; the target may stand anywhere on the map.'
    ),
    explain: t(
      `Karta Zasadzki atakuje sama (${AMBUSH.pl}), bez atakującej jednostki.`,
      `The Ambush card attacks on its own (${AMBUSH.en}), with no attacking unit.`
    ),
    board: onGame(AUSTRIA_COMBAT, 1),
    ...action(
      ['ambush'],
      { goal: 'combat', form: 'ambush', target: 'd1', cards: ['ambush'] },
      { type: 'ambush', target: 'd1', card: 'ambush' },
      { type: 'ambush', target: 'a6', card: 'ambush' },
      { type: 'ambush', target: 'd1', card: '3rd-regiment-1' }
    ),
    par: 2
  }),
  stage({
    id: 'combat-marsh',
    sections: ['6.1', '6.2'],
    goal: t(
      'Kirasjerzy stoją na Mokradłach (d4). Którą walkę mogą rozpocząć?',
      'The Cuirassiers stand in Marsh (d4). Which combat may they start?'
    ),
    hint: t('Z Mokradeł nie rozpoczyna się Natarcia; ostrzał jest dozwolony.', 'No Assault starts from a Marsh; firing is allowed.'),
    explain: t('Bombardowanie z Mokradeł jest dozwolone, Natarcie nie.', 'A Bombardment from a Marsh is allowed; an Assault is not.'),
    board: onGame(MARSH_COMBAT),
    ...legal(
      [
        [fight('assault', 'd4', 'd5', '1st-cuirassiers-1'), 'Natarcie na d5', 'An Assault on d5'],
        [fight('bombard', 'd4', 'd5', '1st-cuirassiers-3'), 'Bombardowanie d5', 'A Bombardment of d5']
      ],
      1,
      0
    )
  }),
  stage({
    id: 'combat-once',
    sections: ['6.1'],
    rules: ['6', '6.1'],
    goal: t(
      'Bombardowanie Gwardii chybiło. Co jeszcze możesz zrobić w tej Fazie Walki?',
      'The Guard’s Bombardment missed. What else may you do in this Combat Phase?'
    ),
    hint: t('Jedna walka na turę, jakkolwiek się skończy.', 'One combat per turn, however it ends.'),
    explain: t(
      'W tej turze walka już się odbyła: pozostaje zakończyć fazę.',
      'This turn’s combat has been fought: what is left is to end the phase.'
    ),
    board: onGame(FRONT_AFTER),
    ...legal(
      [
        [fight('assault', 'd4', 'd5', '1st-cuirassiers-1'), 'Natarcie Kirasjerów na d5', 'An Assault by the Cuirassiers on d5'],
        [{ type: 'end-phase' }, 'Zakończyć Fazę Walki', 'End the Combat Phase']
      ],
      1,
      0
    )
  })
];

export const fire: Stage[] = [
  stage({
    id: 'fire-sight',
    sections: ['6.2'],
    goal: t(
      `Wskaż każdą jednostkę wroga, którą 8. pułk z c3 może zbombardować kartą z Zasięgiem ${RANGE}.`,
      `Tap every enemy unit the 8th on c3 can bombard with its Range ${RANGE} card.`
    ),
    hint: t('Po przekątnej są dwie drogi: wystarczy, że jedna jest czysta.', 'A diagonal target has two paths: one clear path is enough.'),
    explain: t(
      'Las na c4 zasłania c5; d4 widać przez wolne d3; a3 przez b3; c2 jest obok.',
      'The Woods on c4 hide c5; d4 is seen through the free d3; a3 through b3; c2 is adjacent.'
    ),
    board: onPosition(
      position({
        terrain: { c4: 'w' },
        south: { c3: '8th-regiment-legere' },
        north: { c5: '4th-regiment-of-foot', d4: '32nd-regiment-of-foot', a3: 'dutch-belgians', c2: '52nd-regiment-of-foot' }
      })
    ),
    ...tap({ ask: 'fire', from: 'c3', card: '8th-regiment-legere-4' }, ['c3'], ['d4', 'a3', 'c2'], ['d4', 'a3', 'c2', 'c5'], ['a3', 'c2'])
  }),
  stage({
    id: 'fire-units-block',
    sections: ['6.2'],
    goal: t('Do kogo może strzelić Gwardia z e2 swoją kartą z działem?', 'Whom can the Guard on e2 fire at with its cannon card?'),
    hint: t(
      'Każda jednostka pośrodku zasłania, także twoja. Zasięg liczy się bez przekątnych.',
      'Any unit in between blocks, your own too. Range is counted without diagonals.'
    ),
    explain: t(
      `e4 zasłania twoja jednostka na e3; f4 jest ${squaresCount(stepsBetween('e2', 'f4')).pl} dalej; g2 widać przez wolne f2.`,
      `Your own unit on e3 hides e4; f4 is ${squaresCount(stepsBetween('e2', 'f4')).en} away; g2 is seen through the free f2.`
    ),
    board: onPosition(
      position({
        south: { e2: 'imperial-guard', e3: '45th-regiment-legere' },
        north: { e4: '4th-regiment-of-foot', f4: '32nd-regiment-of-foot', g2: 'dutch-belgians' }
      })
    ),
    ...tap({ ask: 'fire', from: 'e2', card: 'imperial-guard-2' }, ['e2'], ['g2'], ['g2', 'e4'], ['g2', 'f4'])
  }),
  stage({
    id: 'fire-hill',
    sections: ['6.2'],
    goal: t('8. pułk stoi na Wzgórzu d3. Które cele może zbombardować?', 'The 8th stands on a Hill at d3. Which targets can it bombard?'),
    hint: t(
      'Pola strzelającego i celu nigdy nie zasłaniają; liczy się tylko pole pośrodku.',
      'The firer’s and the target’s squares never block; only the square between counts.'
    ),
    explain: t(
      'Ze Wzgórza do Miasta na d5 przez wolne d4 — tak; Wzgórze na e3 zasłania f3.',
      'From the Hill into the Town on d5 over the free d4 — yes; the Hill on e3 hides f3.'
    ),
    board: onPosition(
      position({
        terrain: { d3: 'h', d5: 't', e3: 'h' },
        south: { d3: '8th-regiment-legere' },
        north: { d5: '4th-regiment-of-foot', f3: '32nd-regiment-of-foot' }
      })
    ),
    ...tap({ ask: 'fire', from: 'd3', card: '8th-regiment-legere-4' }, ['d3'], ['d5'], ['d5', 'f3'], [])
  }),
  stage({
    id: 'fire-result',
    sections: ['6.2'],
    goal: t('Bombardowanie: suma ataku 8, suma obrony 8. Co się dzieje?', 'A Bombardment: Attack Total 8, Defence Total 8. What happens?'),
    hint: t(
      'Ostrzał rani cel tylko wtedy, gdy atak jest większy niż obrona.',
      'Fire hits the target only when the attack is greater than the defence.'
    ),
    explain: t(
      'Remis to brak efektu; strzelająca jednostka nigdy nie zostaje raniona.',
      'A tie has no effect; the firing unit is never harmed.'
    ),
    board: onPosition(position({ south: { d3: '8th-regiment-legere' }, north: { d5: '4th-regiment-of-foot' } })),
    ...choice(
      { ask: 'result', form: 'bombardment', attack: 8, defense: 8 },
      [
        opt('Cel zostaje raniony', 'The target takes a hit', 'hit'),
        RESULT_OPTIONS[1]!,
        opt('Strzelająca jednostka zostaje raniona', 'The firing unit takes a hit', 'attackers-hit')
      ],
      1,
      0,
      2
    )
  }),
  stage({
    id: 'fire-hill-bonus',
    sections: ['6.2', '6.3'],
    goal: t(
      '8. pułk bombarduje ze Wzgórza (d3) cel na d5 i wyrzuca 6. Ile wynosi suma ataku?',
      'The 8th bombards from a Hill (d3) at d5 and rolls 6. What is the Attack Total?'
    ),
    hint: t(
      'Wzgórze dodaje +2 strzelającej jednostce, chyba że cel też stoi na Wzgórzu.',
      'A Hill adds +2 to the firing unit, unless the target stands on a Hill too.'
    ),
    explain: t('6 z kości + 2 za Wzgórze = 8.', '6 on the die + 2 for the Hill = 8.'),
    board: onPosition(position({ terrain: { d3: 'h' }, south: { d3: '8th-regiment-legere' }, north: { d5: '4th-regiment-of-foot' } })),
    ...choice({ ask: 'attack', form: 'bombardment', from: 'd3', target: 'd5', dice: [6] }, numbers(6, 8, 14), 1, 0, 2)
  })
];
