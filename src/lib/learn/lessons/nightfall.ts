// Lessons 17–18, last: control of the battlefield at nightfall (2.2: occupied squares, uncontested
// influence, the rulebook figure's X and Y squares, Lakes), the tie-breaks, and when the day ends
// (2.3: the second player to use up their first deck).
import { DEFAULT_CATALOG, type Action, type GameRecord, type NationId } from '$lib/rules';
import { gameRecord, mv, position, turn } from '../build';
import type { Stage } from '../types';
import { choice, NATION_OPTIONS_FR_GB, numbers, onGame, onPosition, opt, squares, stage, t, tap } from './kit';

/**
 * After the rulebook's figure (2.2): 4 squares each; X squares next to both sides count for
 * nobody, Y squares hold an enemy unit. France has lost 1 unit, Great Britain 2: France wins.
 */
const FIGURE = position({
  south: {
    d5: '8th-regiment-legere',
    b4: '2nd-regiment-legere',
    g3: '19th-regiment-legere',
    a1: 'imperial-guard',
    b1: '4th-regiment-suisse',
    c1: '45th-regiment-legere',
    h1: '1st-cuirassiers'
  },
  north: {
    e4: '4th-regiment-of-foot',
    h4: '9th-queens-royal-lancers',
    f6: '1st-foot-guards',
    h8: 'dutch-belgians',
    g8: '52nd-regiment-of-foot',
    a8: '32nd-regiment-of-foot'
  }
});

export const control: Stage[] = [
  stage({
    id: 'control-influence',
    sections: ['2.2'],
    goal: t('Zapadł zmrok. Wskaż każde pole, które kontroluje Francja.', 'Night has fallen. Tap every square France controls.'),
    hint: t(
      'Liczą się tylko pola na połowie przeciwnika (wiersze 5–8 Francji).',
      'Only squares in the enemy half count (France’s rows 5–8).'
    ),
    explain: t(
      'd5 zajęte, c5, e5 i d6 pod wpływem; d4 leży na własnej połowie.',
      'd5 occupied; c5, e5 and d6 under influence; d4 is in France’s own half.'
    ),
    board: onPosition(position({ south: { d5: '8th-regiment-legere' }, north: { f6: '4th-regiment-of-foot' } })),
    ...tap({ ask: 'control', nation: 'france' }, [], ['d5', 'c5', 'e5', 'd6'], ['d5', 'c5', 'e5', 'd6', 'd4'], ['d5'])
  }),
  stage({
    id: 'control-contested',
    sections: ['2.2'],
    goal: t(
      'Brytyjczycy stoją teraz na e6. Które pola kontroluje Francja?',
      'The British now stand on e6. Which squares does France control?'
    ),
    hint: t(
      'Puste pole obok jednostek obu stron nie liczy się dla nikogo.',
      'An empty square next to units of both sides counts for nobody.'
    ),
    explain: t('e5 i d6 przylegają też do e6: zostają d5 i c5.', 'e5 and d6 are next to e6 as well: d5 and c5 remain.'),
    board: onPosition(position({ south: { d5: '8th-regiment-legere' }, north: { e6: '4th-regiment-of-foot' } })),
    ...tap({ ask: 'control', nation: 'france' }, [], ['d5', 'c5'], ['d5', 'c5', 'e5'], ['c5'])
  }),
  stage({
    id: 'control-occupied',
    sections: ['2.2'],
    goal: t(
      'Francja na d5, Brytyjczycy na d6 i c5. Które pola kontroluje Francja?',
      'France on d5, the British on d6 and c5. Which squares does France control?'
    ),
    hint: t(
      'Zajęte pole liczy się dla zajmującego, nawet gdy obok stoją wrogowie; pole z wrogiem nie liczy się dla ciebie.',
      'An occupied square counts for its occupier even with enemies next to it; a square with an enemy on it never counts for you.'
    ),
    explain: t(
      'd5 (zajęte) i e5 (tylko francuski sąsiad); d6 i c5 to pola Y.',
      'd5 (occupied) and e5 (only a French neighbour); d6 and c5 are Y squares.'
    ),
    board: onPosition(
      position({ south: { d5: '8th-regiment-legere' }, north: { d6: '4th-regiment-of-foot', c5: '52nd-regiment-of-foot' } })
    ),
    ...tap({ ask: 'control', nation: 'france' }, [], ['d5', 'e5'], ['d5', 'e5', 'd6'], ['e5'])
  }),
  stage({
    id: 'control-lake',
    sections: ['2.2'],
    goal: t('c6 to Jezioro. Które pola kontroluje Francja z c5?', 'c6 is a Lake. Which squares does France control from c5?'),
    hint: t('Na Jeziorze nikt nie stanie, ale wpływ działa i na nie.', 'Nobody can stand on a Lake, but influence reaches it.'),
    explain: t('c5, b5, d5 i Jezioro c6: 4 pola.', 'c5, b5, d5 and the Lake on c6: 4 squares.'),
    board: onPosition(position({ terrain: { c6: 'l' }, south: { c5: '8th-regiment-legere' }, north: { h8: '4th-regiment-of-foot' } })),
    ...tap({ ask: 'control', nation: 'france' }, [], ['c5', 'b5', 'd5', 'c6'], ['c5', 'b5', 'd5'])
  }),
  stage({
    id: 'control-figure-x',
    sections: ['2.2'],
    goal: t(
      'Przykład z zasad: wskaż wszystkie pola X (puste, przy jednostkach obu stron).',
      'The rulebook’s example: tap every X square (empty, next to units of both sides).'
    ),
    hint: t(
      'Sprawdź każde puste pole na obu połowach przeciwnika między dwiema armiami.',
      'Check every empty square of both enemy halves between the two armies.'
    ),
    explain: t(
      'e5 na połowie Brytyjczyków oraz d4, g4 i h3 na połowie Francji.',
      'e5 in the British half, and d4, g4 and h3 in the French half.'
    ),
    board: onPosition(FIGURE),
    ...tap({ ask: 'contested' }, [], ['e5', 'd4', 'g4', 'h3'], ['e5', 'd4', 'g4'], ['e5', 'd4', 'g4', 'h3', 'e4'])
  }),
  stage({
    id: 'control-figure-score',
    sections: ['2.2'],
    goal: t('Ile pól kontroluje w tym przykładzie Wielka Brytania?', 'In this example, how many squares does Great Britain control?'),
    hint: t(
      'Jej połowa przeciwnika to wiersze 1–4; pola z francuskimi jednostkami (Y) się nie liczą.',
      'Its enemy half is rows 1–4; squares with French units on them (Y) do not count.'
    ),
    explain: t(
      'e4 i h4 (zajęte) oraz e3 i f4: 4 pola, tyle samo co Francja.',
      'e4 and h4 (occupied) plus e3 and f4: 4 squares, as many as France.'
    ),
    board: onPosition(FIGURE),
    ...choice({ ask: 'score', nation: 'great-britain' }, numbers(3, 4, 6), 1, 0, 2)
  })
];

/** Every card of an army's deck, one entry per copy, in catalogue order. */
const deckCards = (nation: NationId): string[] => DEFAULT_CATALOG.army(nation).deck.flatMap((c) => new Array<string>(c.copies).fill(c.id));

/**
 * RULES.md T19: Great Britain (the Second Player) discards 5 cards a turn from game turn 1 and uses
 * up its first deck at its draw of game turn 11; France discards 5 a turn from game turn 2 and uses
 * up its own at its draw of game turn 12. The record stops after that draw (`at: 'france'`), or
 * after Great Britain's draw of game turn 11, when only one deck is used up (`at: 'britain'`).
 */
function dayRecord(at: 'france' | 'britain'): GameRecord {
  const fr = deckCards('france');
  const gb = deckCards('great-britain');
  const out: Action[] = [];
  for (let n = 1; n <= 12; n++) {
    const frDiscard = n >= 2 ? fr.slice((n - 2) * 5, (n - 1) * 5) : [];
    const frStop = at === 'france' && n === 12;
    out.push(
      ...turn({
        ...(frDiscard.length ? { discard: frDiscard, draw: true } : {}),
        movement: [n % 2 ? mv('a1', 'a2') : mv('a2', 'a1')],
        ...(frStop ? { stop: 'draw' as const } : {})
      })
    );
    if (frStop) break;
    const gbStop = at === 'britain' && n === 11;
    out.push(
      ...turn({
        discard: gb.slice((n - 1) * 5, n * 5),
        draw: true,
        movement: [n % 2 ? mv('a7', 'a6') : mv('a6', 'a7')],
        ...(gbStop ? { stop: 'draw' as const } : {})
      })
    );
    if (gbStop) break;
  }
  return gameRecord({ deploy: [{}, {}] }, out);
}

const WHEN = [
  opt('Z końcem tej tury gracza', 'At the end of this player turn', 'player-turn'),
  opt('Z końcem tej tury gry (po turze Wielkiej Brytanii)', 'At the end of this game turn (after Great Britain’s turn)', 'game-turn'),
  opt('Jeszcze nie: dopiero gdy obaj wyczerpią pierwszą talię', 'Not yet: only once both have used up their first deck', 'later')
];

export const nightfall: Stage[] = [
  stage({
    id: 'nightfall-figure',
    sections: ['2.2'],
    goal: t(
      'Przykład z zasad: 4 do 4. Francja straciła 1 jednostkę, Wielka Brytania 2. Kto wygrywa?',
      'The rulebook’s example: 4 to 4. France has lost 1 unit, Great Britain 2. Who wins?'
    ),
    hint: t(
      'Pierwsza dogrywka: kto wyeliminował więcej jednostek przeciwnika.',
      'The first tie-break: who has eliminated more enemy units.'
    ),
    explain: t(
      'Francja wyeliminowała 2 jednostki, Brytyjczycy 1: wygrywa Francja.',
      'France eliminated 2 units, the British 1: France wins.'
    ),
    board: onPosition(FIGURE),
    ...choice({ ask: 'winner' }, NATION_OPTIONS_FR_GB, 0, 1)
  }),
  stage({
    id: 'nightfall-reduced',
    sections: ['2.2'],
    goal: t(
      'Obie strony mają po 0 pól i po równo strat, ale jedna jednostka Francji jest zredukowana. Co rozstrzyga?',
      'Zero squares each and equal losses, but one French unit is reduced. What decides?'
    ),
    hint: t('Druga dogrywka: mniej zredukowanych jednostek.', 'The second tie-break: fewer reduced units.'),
    explain: t('Wygrywa Wielka Brytania: ma mniej zredukowanych jednostek.', 'Great Britain wins: it has fewer reduced units.'),
    board: onPosition(position({ south: { a1: '8th-regiment-legere*' }, north: { a8: '4th-regiment-of-foot' } })),
    ...choice(
      { ask: 'decided-by' },
      [
        opt('Liczba kontrolowanych pól', 'The squares controlled', 'squares'),
        opt('Wyeliminowane jednostki przeciwnika', 'Enemy units eliminated', 'eliminated'),
        opt('Mniej zredukowanych jednostek', 'Fewer reduced units', 'reduced'),
        opt('Kolejność nacji', 'The order of nations', 'nation-order')
      ],
      2,
      3,
      1
    )
  }),
  stage({
    id: 'nightfall-order',
    sections: ['2.2'],
    goal: t(
      'Pełny remis: pola, straty i zredukowane jednostki po równo. Kto wygrywa?',
      'A complete tie: squares, losses and reduced units all equal. Who wins?'
    ),
    hint: t(
      'Kolejność: Stany Zjednoczone, Imperium Otomańskie, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja.',
      'The order: United States, Ottoman Empire, Spain, Austria, Prussia, Russia, Great Britain, France.'
    ),
    explain: t(
      'Wielka Brytania stoi na liście przed Francją; Francja przegrywa każdy taki remis.',
      'Great Britain comes before France in the list; France loses every such tie.'
    ),
    board: onPosition(position({ south: { a1: '8th-regiment-legere' }, north: { a8: '4th-regiment-of-foot' } })),
    ...choice({ ask: 'winner' }, NATION_OPTIONS_FR_GB, 1, 0)
  }),
  stage({
    id: 'nightfall-one-deck',
    sections: ['2.3'],
    goal: t(
      'Wielka Brytania właśnie dobrała ostatnią kartę swojej talii; Francja jeszcze nie. Kiedy kończy się dzień?',
      'Great Britain has just drawn the last card of its deck; France has not. When does the day end?'
    ),
    hint: t(
      'Pierwszy gracz, który wyczerpie talię, tasuje swój stos kart odrzuconych i gra dalej.',
      'The first player to run out shuffles their discard pile and plays on.'
    ),
    explain: t(
      'Jedna wyczerpana talia to za mało: dzień trwa, dopóki drugi gracz nie dobierze ostatniej karty.',
      'One used-up deck is not enough: the day goes on until the other player draws their last card.'
    ),
    board: onGame(dayRecord('britain'), 1),
    ...choice({ ask: 'nightfall' }, WHEN, 2, 0, 1)
  }),
  stage({
    id: 'nightfall-second-deck',
    sections: ['2.3'],
    goal: t(
      'Teraz Francja, Pierwszy gracz, dobrała ostatnią kartę swojej talii — jako druga. Kiedy kończy się dzień?',
      'Now France, the First Player, has drawn the last card of its deck — second of the two. When does the day end?'
    ),
    hint: t(
      'Aplikacja kończy dzień z końcem tury gry, żeby obie strony rozegrały tyle samo tur (zasada 2.3).',
      'The app ends the day at the end of the game turn, so both sides play as many turns (rule 2.3).'
    ),
    explain: t(
      'Wielka Brytania rozgrywa jeszcze swoją turę; potem zmierzch i liczenie pól.',
      'Great Britain still plays its turn; then night falls and the squares are counted.'
    ),
    board: onGame(dayRecord('france')),
    ...choice({ ask: 'nightfall' }, WHEN, 1, 0, 2)
  })
];
