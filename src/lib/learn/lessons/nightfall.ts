// Lessons 17–18, last: control of the battlefield at nightfall (2.2: occupied squares, uncontested
// influence, the rulebook figure's X and Y squares, Lakes), the tie-breaks, and when the day ends
// (2.3: the turn in which the second player uses up their first deck, by the game's option).
import { DEFAULT_CATALOG, type Action, type GameOptions, type GameRecord, type NationId } from '$lib/rules';
import { gameRecord, mv, position, turn } from '../build';
import { parsed, squaresCount, standing, unitsCount, type Standing } from '../facts';
import type { Stage, Text } from '../types';
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

const figure = standing(parsed(FIGURE));
const LAKE = position({ terrain: { c6: 'l' }, south: { c5: '8th-regiment-legere' }, north: { h8: '4th-regiment-of-foot' } });
const lake = standing(parsed(LAKE));

export const control: Stage[] = [
  stage({
    id: 'control-influence',
    sections: ['2.2'],
    goal: t('Zapadł zmrok. Wskaż każde pole, które kontroluje Francja.', 'Night has fallen. Tap every square France controls.'),
    hint: t(
      'Liczą się tylko pola na połowie przeciwnika (dla Francji to wiersze 5–8).',
      'Only squares in the enemy half count (France’s rows 5–8).'
    ),
    explain: t(
      'd5 zajęte; c5, e5 i d6 pod niekwestionowaną kontrolą; d4 leży na własnej połowie Francji.',
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
    hint: t('Na Jeziorze nikt nie stanie, ale kontrola obejmuje i je.', 'Nobody can stand on a Lake, but influence reaches it.'),
    explain: t(
      `c5, b5, d5 i Jezioro c6: ${squaresCount(lake.score[0]).pl}.`,
      `c5, b5, d5 and the Lake on c6: ${squaresCount(lake.score[0]).en}.`
    ),
    board: onPosition(LAKE),
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
      'Połowa przeciwnika to dla niej wiersze 1–4; pola z francuskimi jednostkami (Y) się nie liczą.',
      'Its enemy half is rows 1–4; squares with French units on them (Y) do not count.'
    ),
    explain: t(
      `e4 i h4 (zajęte) oraz e3 i f4: ${squaresCount(figure.score[1]).pl}; Francja kontroluje ${squaresCount(figure.score[0]).pl}.`,
      `e4 and h4 (occupied) plus e3 and f4: ${squaresCount(figure.score[1]).en}; France controls ${squaresCount(figure.score[0]).en}.`
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
 * after Great Britain's draw of game turn 11, when only one deck is used up (`at: 'britain'`). The
 * game's nightfall option (2.3-R3, reading A1): the default end of the game turn, or 'player-turn'.
 */
function dayRecord(at: 'france' | 'britain', nightfall: GameOptions['nightfall'] = 'game-turn'): GameRecord {
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
  return gameRecord({ deploy: [{}, {}], ...(nightfall === 'game-turn' ? {} : { options: { nightfall } }) }, out);
}

const WHEN = [
  opt('Z końcem tej tury gracza', 'At the end of this player turn', 'player-turn'),
  opt('Z końcem tej tury gry (po turze Wielkiej Brytanii)', 'At the end of this game turn (after Great Britain’s turn)', 'game-turn'),
  opt('Jeszcze nie: dopiero gdy obaj wyczerpią pierwszą talię', 'Not yet: only once both have used up their first deck', 'later')
];

/** The tie-break boards: no square for either side, four units a side (2.1: five lost ends the game). */
const REDUCED = position({ south: { a1: '8th-regiment-legere*' }, north: { a8: '4th-regiment-of-foot' } });
const TIE = position({ south: { a1: '8th-regiment-legere' }, north: { a8: '4th-regiment-of-foot' } });
const reduced = standing(parsed(REDUCED));
const tie = standing(parsed(TIE));
/** "squares 0:0, losses 4:4, reduced units 1:0" (France first). */
const tally = (x: Standing, withReduced: boolean): Text =>
  t(
    `pola ${x.score[0]}:${x.score[1]}, straty ${x.lost[0]}:${x.lost[1]}${withReduced ? `, zredukowane jednostki ${x.reduced[0]}:${x.reduced[1]}` : ''}`,
    `squares ${x.score[0]}–${x.score[1]}, losses ${x.lost[0]}–${x.lost[1]}${withReduced ? `, reduced units ${x.reduced[0]}–${x.reduced[1]}` : ''}`
  );

export const nightfall: Stage[] = [
  stage({
    id: 'nightfall-figure',
    sections: ['2.2'],
    goal: t(
      `Przykład z zasad: remis ${figure.score[0]}:${figure.score[1]}. Francja straciła ${unitsCount(figure.lost[0], 'acc').pl}, Wielka Brytania — ${unitsCount(figure.lost[1], 'acc').pl}. Kto wygrywa?`,
      `The rulebook’s example: ${figure.score[0]} to ${figure.score[1]}. France has lost ${unitsCount(figure.lost[0]).en}, Great Britain ${unitsCount(figure.lost[1]).en}. Who wins?`
    ),
    hint: t(
      'Pierwsze kryterium przy remisie: kto wyeliminował więcej jednostek przeciwnika.',
      'The first tie-break: who has eliminated more enemy units.'
    ),
    explain: t(
      `Francja wyeliminowała ${unitsCount(figure.eliminatedBy[0], 'acc').pl}, Brytyjczycy — ${unitsCount(figure.eliminatedBy[1], 'acc').pl}: wygrywa Francja.`,
      `France eliminated ${unitsCount(figure.eliminatedBy[0]).en}, the British ${unitsCount(figure.eliminatedBy[1]).en}: France wins.`
    ),
    board: onPosition(FIGURE),
    ...choice({ ask: 'winner' }, NATION_OPTIONS_FR_GB, 0, 1)
  }),
  stage({
    id: 'nightfall-reduced',
    sections: ['2.2'],
    goal: t(
      `Francja i Wielka Brytania: ${tally(reduced, true).pl}. Co rozstrzyga?`,
      `France and Great Britain: ${tally(reduced, true).en}. What decides?`
    ),
    hint: t('Drugie kryterium przy remisie: mniej zredukowanych jednostek.', 'The second tie-break: fewer reduced units.'),
    explain: t('Wygrywa Wielka Brytania: ma mniej zredukowanych jednostek.', 'Great Britain wins: it has fewer reduced units.'),
    board: onPosition(REDUCED),
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
    goal: t(`Pełny remis: ${tally(tie, true).pl}. Kto wygrywa?`, `A complete tie: ${tally(tie, true).en}. Who wins?`),
    hint: t(
      'Kolejność: Stany Zjednoczone, Imperium Otomańskie, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja.',
      'The order: United States, Ottoman Empire, Spain, Austria, Prussia, Russia, Great Britain, France.'
    ),
    explain: t(
      'Wielka Brytania stoi na liście przed Francją; Francja przegrywa każdy taki remis.',
      'Great Britain comes before France in the list; France loses every such tie.'
    ),
    board: onPosition(TIE),
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
      'Gracz, który pierwszy wyczerpie talię, tasuje swój stos kart odrzuconych i gra dalej.',
      'The first player to run out shuffles their discard pile and plays on.'
    ),
    explain: t(
      'Jedna wyczerpana talia to za mało: dzień trwa, dopóki przeciwnik nie dobierze ostatniej karty swojej talii.',
      'One used-up deck is not enough: the day goes on until the other player draws their last card.'
    ),
    board: onGame(dayRecord('britain'), 1),
    ...choice({ ask: 'nightfall' }, WHEN, 2, 0, 1)
  }),
  stage({
    id: 'nightfall-second-deck',
    sections: ['2.3'],
    goal: t(
      'Teraz Francja, Pierwszy gracz, dobrała ostatnią kartę swojej talii — jako druga. Ta gra ma domyślne ustawienie: dzień kończy się z końcem tury gry. Kiedy kończy się dzień?',
      'Now France, the First Player, has drawn the last card of its deck — second of the two. This game has the default setting: the day ends at the end of the game turn. When does the day end?'
    ),
    hint: t(
      'Tura gry to tura Pierwszego gracza, a po niej tura Drugiego; domyślnie obie strony rozgrywają tyle samo tur (zasada 2.3).',
      'A game turn is the First Player’s turn followed by the Second Player’s; by default both sides play as many turns (rule 2.3).'
    ),
    explain: t(
      'Wielka Brytania rozgrywa jeszcze swoją turę; potem zmierzch i liczenie pól.',
      'Great Britain still plays its turn; then night falls and the squares are counted.'
    ),
    board: onGame(dayRecord('france')),
    ...choice({ ask: 'nightfall' }, WHEN, 1, 0, 2)
  }),
  stage({
    id: 'nightfall-second-deck-literal',
    sections: ['2.3'],
    goal: t(
      'Ta sama chwila w grze ustawionej tak, jak dosłownie mówi polska instrukcja: dzień kończy się z końcem tury gracza, który jako drugi wyczerpał talię. Kiedy kończy się dzień?',
      'The same moment in a game set as the Polish rulebook literally says: the day ends at the end of the turn of the player who used up their deck second. When does the day end?'
    ),
    hint: t(
      'Ustawienie wybiera się przy zakładaniu gry; ta gra kończy dzień na turze gracza.',
      'The setting is chosen when the game is created; this game ends the day with the player turn.'
    ),
    explain: t(
      'Tura Francji jest ostatnią tego dnia: Wielka Brytania nie rozegra już swojej. Oba ustawienia różnią się tylko wtedy, gdy jako drugi talię wyczerpie Pierwszy gracz.',
      'France’s turn is the day’s last: Great Britain does not play its own. The two settings differ only when the First Player is the second to use up their deck.'
    ),
    board: onGame(dayRecord('france', 'player-turn')),
    ...choice({ ask: 'nightfall' }, WHEN, 0, 1, 2)
  })
];
