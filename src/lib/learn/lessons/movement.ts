// Lessons 4–6: movement (infantry and cavalry, the one compulsory move), terrain (Marsh and Fields
// stop, a Lake is impassable, the rest has no effect on movement), Supply and Forced March (rule 5).
import type { Square } from '$lib/rules';
import { gameRecord, march, mv, position, turn, type GameSpec, type TerrainSpec } from '../build';
import { movesFrom, squaresCount, stepsBetween } from '../facts';
import type { Stage } from '../types';
import { action, also, legal, onGame, onPosition, stage, t, tap } from './kit';

const FAR = { h8: '1st-foot-guards' };
/** Tap every square this unit on `from` can reach over this terrain, the enemy far away (5): the board, then the right set and the wrong ones. */
const reachBoard = (terrain: TerrainSpec, from: Square, unit: string) =>
  position({ terrain, south: { [from]: unit }, north: FAR, reserves: { south: ['h1', 'g1', 'h2', 'f1'] } });
const reach = (terrain: TerrainSpec, from: Square, unit: string, solution: string[], ...mistakes: string[][]) => ({
  board: onPosition(reachBoard(terrain, from, unit)),
  ...tap({ ask: 'moves', from }, [from], solution, ...mistakes)
});
/** How many squares the unit on `from` reaches over this terrain (the engine's moveDestinations), in words. */
const reachCount = (terrain: TerrainSpec, from: Square, unit: string) =>
  squaresCount(movesFrom(reachBoard(terrain, from, unit), from).length);
const INFANTRY = position({ south: { d4: '8th-regiment-legere' }, north: FAR });
const CAVALRY = position({ south: { c3: '1st-cuirassiers' }, north: FAR });
const cavalry = movesFrom(CAVALRY, 'c3');
const [near, far] = [1, 2].map((n) => cavalry.filter((sq) => stepsBetween('c3', sq) === n).length);
const MARCHER = position({ south: { c3: '8th-regiment-legere' }, north: FAR });
const MOVES: GameSpec = { deploy: [{ '1st-cuirassiers': 'd2', 'imperial-guard': 'e2' }, {}] };
const AT_MOVEMENT = gameRecord(MOVES, turn({ stop: 'movement' }));
const MOVED = gameRecord(MOVES, turn({ movement: [mv('d2', 'd4')], stop: 'movement' }));

export const movement: Stage[] = [
  stage({
    id: 'move-infantry',
    sections: ['5'],
    goal: t('Wskaż każde pole, na które może wejść piechota z pola d4.', 'Tap every square the infantry on d4 can move to.'),
    hint: t(
      'Jedno pole, tylko w pionie lub poziomie: nic nie dzieje się po przekątnej.',
      'One square, straight only: nothing in this game works diagonally.'
    ),
    explain: t('Sąsiednie pola: d5, e4, d3 i c4.', 'The adjacent squares: d5, e4, d3 and c4.'),
    board: onPosition(INFANTRY),
    ...tap({ ask: 'moves', from: 'd4' }, ['d4'], ['d5', 'e4', 'd3', 'c4'], ['d5', 'e4', 'd3', 'c4', 'e5'], ['d5', 'e4', 'd3'])
  }),
  stage({
    id: 'move-cavalry',
    sections: ['5'],
    goal: t('Wskaż każde pole, na które może wejść kawaleria z pola c3.', 'Tap every square the cavalry on c3 can reach.'),
    hint: t(
      'Kawaleria idzie o 1 lub 2 pola i może skręcić, ale musi zakończyć ruch na innym polu niż to, na którym go zaczęła.',
      'Cavalry moves 1 or 2 squares and may turn, but must end on a different square from where it began.'
    ),
    explain: t(
      `${squaresCount(cavalry.length).pl}: sąsiednie (${near}) i dwa kroki dalej (${far}).`,
      `${squaresCount(cavalry.length).en}: the ${near} adjacent ones and the ${far} two steps away.`
    ),
    board: onPosition(CAVALRY),
    ...tap(
      { ask: 'moves', from: 'c3' },
      ['c3'],
      ['c4', 'd3', 'c2', 'b3', 'c5', 'd4', 'b4', 'e3', 'd2', 'c1', 'b2', 'a3'],
      ['c3', 'c4', 'd3', 'c2', 'b3', 'c5', 'd4', 'b4', 'e3', 'd2', 'c1', 'b2', 'a3'],
      ['c4', 'd3', 'c2', 'b3', 'c5', 'd4', 'b4', 'e3', 'd2', 'c1', 'b2', 'a3', 'd5']
    )
  }),
  stage({
    id: 'move-blocked',
    sections: ['5'],
    goal: t(
      'Na c4 stoi twoja piechota. Dokąd może teraz dojść kawaleria z c3?',
      'Your infantry stands on c4. Where can the cavalry on c3 go now?'
    ),
    hint: t(
      'Na zajęte pole nie można wejść ani przez nie przejść, nawet gdy stoi na nim własna jednostka.',
      'No unit can enter or pass an occupied square, not even a friendly one.'
    ),
    explain: t(
      'c4 i c5 odpadają; b4 i d4 są wciąż osiągalne przez b3 i d3.',
      'c4 and c5 are out; b4 and d4 can still be reached through b3 and d3.'
    ),
    board: onPosition(position({ south: { c3: '1st-cuirassiers', c4: '8th-regiment-legere' }, north: FAR })),
    ...tap(
      { ask: 'moves', from: 'c3' },
      ['c3'],
      ['d3', 'c2', 'b3', 'd4', 'e3', 'd2', 'c1', 'b2', 'b4', 'a3'],
      ['c4', 'd3', 'c2', 'b3', 'd4', 'e3', 'd2', 'c1', 'b2', 'b4', 'a3'],
      ['d3', 'c2', 'b3', 'e3', 'd2', 'c1', 'b2', 'a3']
    )
  }),
  stage({
    id: 'move-game',
    sections: ['5'],
    goal: t('Wyślij 1. Kirasjerów z d2 na d4.', 'Send the 1st Cuirassiers from d2 to d4.'),
    hint: t('Wskaż jednostkę, a potem pole docelowe.', 'Tap the unit, then the square.'),
    explain: t(
      'Kawaleria przeszła przez wolne d3 i stanęła dwa pola dalej.',
      'The cavalry passed the free d3 and stopped two squares ahead.'
    ),
    board: onGame(AT_MOVEMENT),
    ...action(
      ['move'],
      { goal: 'at', unit: '1st-cuirassiers', square: 'd4' },
      mv('d2', 'd4'),
      mv('d2', 'd5'),
      mv('e2', 'e4'),
      mv('d2', 'd3')
    )
  }),
  stage({
    id: 'move-required',
    sections: ['5', '4'],
    goal: t(
      'Spróbuj zakończyć Fazę Ruchu, a potem zrób to, czego wymaga zasada — dowolną jednostką.',
      'Try to end the Movement Phase, then do what the rule requires — with any unit you like.'
    ),
    hint: t('Faza Ruchu nie jest dobrowolna.', 'The Movement Phase is not optional.'),
    explain: t(
      'Co turę musisz poruszyć jedną jednostkę; którą i dokąd — decydujesz ty.',
      'Every turn you must move one unit; which one, and where to, is up to you.'
    ),
    board: onGame(AT_MOVEMENT),
    ...action(['move', 'end-phase'], { goal: 'legal', types: ['move'] }, mv('e2', 'e3'), { type: 'end-phase' }, { type: 'supply' }),
    // every other move France can make here (5-R2, R3: one square, cavalry two; the units on d1 and e1 are hemmed in)
    ...also(
      mv('e2', 'f2'),
      ...['d3', 'd4', 'e3', 'c3', 'c2', 'b2'].map((to) => mv('d2', to)),
      mv('a1', 'a2'),
      mv('b1', 'b2'),
      mv('c1', 'c2'),
      ...['f2', 'f3', 'g2', 'g1', 'h1'].map((to) => mv('f1', to))
    )
  }),
  stage({
    id: 'move-one-only',
    sections: ['5'],
    goal: t(
      'Kirasjerzy już się poruszyli. Co jeszcze możesz zrobić w tej Fazie Ruchu?',
      'The Cuirassiers have moved. What else may you do in this Movement Phase?'
    ),
    hint: t('Jedna jednostka na fazę; druga tylko z kartą Zaopatrzenie.', 'One unit per phase; a second only with a Supply card.'),
    explain: t(
      'Bez Zaopatrzenia ruch jest skończony: pozostaje zakończyć fazę.',
      'Without Supply the moving is done: what is left is to end the phase.'
    ),
    board: onGame(MOVED),
    ...legal(
      [
        [mv('e2', 'e3'), 'Poruszyć Gwardię z e2 na e3', 'Move the Guard from e2 to e3'],
        [mv('d4', 'd5'), 'Poruszyć Kirasjerów jeszcze raz, na d5', 'Move the Cuirassiers again, to d5'],
        [{ type: 'end-phase' }, 'Zakończyć Fazę Ruchu', 'End the Movement Phase']
      ],
      2,
      0,
      1
    )
  })
];

export const terrain: Stage[] = [
  stage({
    id: 'terrain-marsh',
    sections: ['5'],
    goal: t(
      'c4 to Mokradła. Wskaż każde pole, na które dojdzie kawaleria z c3.',
      'c4 is Marsh. Tap every square the cavalry on c3 can reach.'
    ),
    hint: t('Wejście na Mokradła kończy ruch od razu.', 'Entering Marsh ends the move at once.'),
    explain: t(
      `Na c4 wejdzie, ale tam stanie: c5 jest poza zasięgiem. Razem: ${reachCount({ c4: 'm' }, 'c3', '1st-cuirassiers').pl}.`,
      `It may enter c4 but must stop there: c5 is out of reach. ${reachCount({ c4: 'm' }, 'c3', '1st-cuirassiers').en} in all.`
    ),
    ...reach(
      { c4: 'm' },
      'c3',
      '1st-cuirassiers',
      ['c4', 'd3', 'c2', 'b3', 'd4', 'e3', 'd2', 'c1', 'b2', 'b4', 'a3'],
      ['c4', 'c5', 'd3', 'c2', 'b3', 'd4', 'e3', 'd2', 'c1', 'b2', 'b4', 'a3']
    )
  }),
  stage({
    id: 'terrain-fields',
    sections: ['5'],
    goal: t(
      'e5 i f4 to Pole (teren). Wskaż pola, na które dojdzie kawaleria z e4.',
      'e5 and f4 are Fields. Tap the squares the cavalry on e4 can reach.'
    ),
    hint: t('Pole (teren) działa jak Mokradła: wchodząca jednostka staje.', 'Fields work like Marsh: a unit entering them stops.'),
    explain: t('f5 leży za dwoma polami typu Pole, więc jest poza zasięgiem.', 'f5 lies behind two Fields squares, so it is out of reach.'),
    ...reach(
      { e5: 'f', f4: 'f' },
      'e4',
      'guard-cavalry',
      ['e5', 'f4', 'e3', 'd4', 'e2', 'f3', 'd3', 'd5', 'c4'],
      ['e5', 'f4', 'e3', 'd4', 'e2', 'f3', 'd3', 'd5', 'c4', 'f5']
    )
  }),
  stage({
    id: 'terrain-lake',
    sections: ['5'],
    goal: t('b3 to Jezioro. Wskaż pola, na które dojdzie kawaleria z b2.', 'b3 is a Lake. Tap the squares the cavalry on b2 can reach.'),
    hint: t('Na Jezioro nie wchodzi żadna jednostka.', 'No unit ever enters a Lake.'),
    explain: t(
      'Jezioro odcina b3 i b4; reszta jest osiągalna przez a2, b1 i c2.',
      'The Lake cuts off b3 and b4; the rest is reached through a2, b1 and c2.'
    ),
    ...reach(
      { b3: 'l' },
      'b2',
      '1st-cuirassiers',
      ['c2', 'b1', 'a2', 'c3', 'd2', 'c1', 'a1', 'a3'],
      ['b3', 'c2', 'b1', 'a2', 'c3', 'd2', 'c1', 'a1', 'a3']
    )
  }),
  stage({
    id: 'terrain-start-marsh',
    sections: ['5'],
    goal: t('Kawaleria stoi na Mokradłach (d4). Dokąd może pójść?', 'The cavalry stands in Marsh (d4). Where can it go?'),
    hint: t('Teren zatrzymuje przy wejściu, nie przy wyjściu.', 'Terrain stops a unit on entering, not on leaving.'),
    explain: t(
      `Start na Mokradłach nie skraca ruchu: wszystkie ${reachCount({ d4: 'm' }, 'd4', 'guard-cavalry').pl}.`,
      `Starting in Marsh does not shorten the move: all ${reachCount({ d4: 'm' }, 'd4', 'guard-cavalry').en}.`
    ),
    ...reach(
      { d4: 'm' },
      'd4',
      'guard-cavalry',
      ['d5', 'e4', 'd3', 'c4', 'd6', 'e5', 'c5', 'f4', 'e3', 'd2', 'c3', 'b4'],
      ['d5', 'e4', 'd3', 'c4']
    )
  }),
  stage({
    id: 'terrain-no-effect',
    sections: ['5'],
    goal: t('c4 to Las, d3 to Miasto. Dokąd dojdzie kawaleria z c3?', 'c4 is Woods, d3 is a Town. Where can the cavalry on c3 go?'),
    hint: t('Tylko Mokradła, Pole i Jezioro mają wpływ na ruch.', 'Only Marsh, Fields and Lake affect movement.'),
    explain: t(
      `Las i Miasto nie przeszkadzają w ruchu: znowu ${reachCount({ c4: 'w', d3: 't' }, 'c3', '1st-cuirassiers').pl}.`,
      `Woods and Town do not hinder movement: ${reachCount({ c4: 'w', d3: 't' }, 'c3', '1st-cuirassiers').en} again.`
    ),
    ...reach(
      { c4: 'w', d3: 't' },
      'c3',
      '1st-cuirassiers',
      ['c4', 'd3', 'c2', 'b3', 'c5', 'd4', 'b4', 'e3', 'd2', 'c1', 'b2', 'a3'],
      ['c4', 'd3', 'c2', 'b3', 'd2', 'c1', 'b2', 'a3']
    )
  })
];

const FIELDS: GameSpec = {
  terrain: { f2: 'f' },
  deploy: [{ '19th-regiment-legere': 'f2', '1st-cuirassiers': 'd2', 'imperial-guard': 'e2' }, {}]
};

export const supply: Stage[] = [
  stage({
    id: 'supply-second',
    sections: ['5', '9.2'],
    goal: t(
      'Kirasjerzy się poruszyli. Zagraj kartę, która pozwoli ruszyć także Gwardię.',
      'The Cuirassiers have moved. Play the card that lets the Guard move too.'
    ),
    hint: t('Druga jednostka rusza się tylko z kartą Zaopatrzenie.', 'A second unit moves only with a Supply card.'),
    explain: t(
      'Jedno Zaopatrzenie na Fazę Ruchu: druga, inna jednostka może się poruszyć.',
      'One Supply per Movement Phase: a second, different unit may move.'
    ),
    board: onGame(MOVED),
    ...action(['supply', 'move'], { goal: 'legal', types: ['supply'] }, { type: 'supply' }, mv('e2', 'e3')),
    par: 1
  }),
  stage({
    id: 'supply-move',
    sections: ['5'],
    goal: t('Zaopatrzenie zagrane. Przesuń Gwardię z e2 na e3.', 'Supply is played. Move the Guard from e2 to e3.'),
    hint: t(
      'Zaopatrzenie daje ruch innej jednostce, nie drugi ruch tej samej.',
      'Supply gives a move to another unit, not a second move to the same one.'
    ),
    explain: t('Dwie jednostki poruszone: więcej w tej fazie się nie da.', 'Two units moved: that is the most a phase allows.'),
    board: onGame(gameRecord(MOVES, turn({ movement: [mv('d2', 'd4'), { type: 'supply' }], stop: 'movement' }))),
    ...action(['move', 'supply'], { goal: 'at', unit: 'imperial-guard', square: 'e3' }, mv('e2', 'e3'), mv('d4', 'd5'), { type: 'supply' })
  }),
  stage({
    id: 'march-squares',
    sections: ['5', '9.2'],
    goal: t(
      'Na których polach może zakończyć ruch piechota z c3, jeśli po jej ruchu zagrasz Forsowny marsz?',
      'Where can the infantry on c3 end if you play a Forced March after its move?'
    ),
    hint: t(
      'Najpierw zwykły ruch o 1 pole, potem jedno pole więcej; wolno wrócić na pole startowe.',
      'First the ordinary 1-square move, then one more; coming back to the start is allowed.'
    ),
    explain: t(
      `Dwa kroki od c3 albo powrót na c3: ${squaresCount(movesFrom(MARCHER, 'c3', true).length).pl}.`,
      `Two steps from c3, or back on c3: ${squaresCount(movesFrom(MARCHER, 'c3', true).length).en}.`
    ),
    board: onPosition(MARCHER),
    ...tap(
      { ask: 'moves', from: 'c3', forcedMarch: true },
      ['c3'],
      ['c5', 'd4', 'b4', 'c3', 'e3', 'd2', 'c1', 'b2', 'a3'],
      ['c4', 'c5', 'd4', 'b4', 'c3', 'e3', 'd2', 'c1', 'b2', 'a3'],
      ['c5', 'd4', 'b4', 'e3', 'd2', 'c1', 'b2', 'a3']
    )
  }),
  stage({
    id: 'march-game',
    sections: ['5', '9.2'],
    goal: t(
      'Gwardia weszła na e3. Zagraj Forsowny marsz i przesuń ją na e4.',
      'The Guard has stepped to e3. Play a Forced March and bring it to e4.'
    ),
    hint: t(
      'Forsowny marsz to jedno pole dalej dla jednostki, która już się poruszyła.',
      'A Forced March is one more square for a unit that has already moved.'
    ),
    explain: t(
      `Piechota z Forsownym marszem pokonała ${squaresCount(stepsBetween('e2', 'e4')).pl}.`,
      `With a Forced March the infantry covered ${squaresCount(stepsBetween('e2', 'e4')).en}.`
    ),
    board: onGame(gameRecord(MOVES, turn({ movement: [mv('e2', 'e3')], stop: 'movement' }))),
    ...action(
      ['forced-march', 'move'],
      { goal: 'at', unit: 'imperial-guard', square: 'e4' },
      march('e3', 'e4'),
      march('e3', 'e5'),
      march('d2', 'd3')
    )
  }),
  stage({
    id: 'march-fields',
    sections: ['5'],
    goal: t(
      'Piechota zeszła z Pola (f2) na f3. Co możesz teraz zrobić?',
      'The infantry has left the Fields (f2) for f3. What may you do now?'
    ),
    hint: t(
      'Forsowny marsz nie przysługuje po ruchu, który zaczął się lub skończył na Mokradłach albo Polu.',
      'No Forced March after a move that began or ended in Marsh or Fields.'
    ),
    explain: t('Ruch zaczął się na Polu, więc Forsowny marsz odpada.', 'The move began in Fields, so there is no Forced March.'),
    board: onGame(gameRecord(FIELDS, turn({ movement: [mv('f2', 'f3')], stop: 'movement' }))),
    ...legal(
      [
        [march('f3', 'f4'), 'Forsowny marsz z f3 na f4', 'A Forced March from f3 to f4'],
        [{ type: 'end-phase' }, 'Zakończyć Fazę Ruchu', 'End the Movement Phase']
      ],
      1,
      0
    )
  })
];
