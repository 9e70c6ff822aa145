// Lessons 12–13: retreat priority (6.5, the rulebook's four cases), and what follows a vacated
// square: the advance, pursuit (6.5, 6.6).
import { position } from '../build';
import { replayed, unitCard } from '../facts';
import type { Stage } from '../types';
import { FLANK_ADVANCE, FLANK_CHOOSE, FLANK_PURSUIT, FLANK_PURSUIT_TWO, FLANK_RETREAT } from './games';
import { action, also, choice, onGame, onPosition, opt, SEAT_OPTIONS_FR_GB, stage, STATE_OPTIONS, t, tap } from './kit';

/** The totals of the Assault in FLANK_CHOOSE, as the engine rolled them (6.1 step 7). */
const CHOSEN = replayed(FLANK_CHOOSE).state.combat!;
/** The Pursuit values of the two Cuirassiers cards played (6.6). */
const PURSUIT = [unitCard('france', '1st-cuirassiers-1').pursuit, unitCard('france', '1st-cuirassiers-2').pursuit];

export const retreat: Stage[] = [
  stage({
    id: 'retreat-back',
    sections: ['6.5'],
    goal: t(
      'Brytyjska jednostka na d5 musi uciekać. Wskaż pole, na które ucieknie.',
      'The British unit on d5 must retreat. Tap the square it retreats to.'
    ),
    hint: t(
      '„W tył” to w stronę krawędzi startowej właściciela — dla Brytyjczyków na północ.',
      '“Back” means toward its owner’s starting edge — north for the British.'
    ),
    explain: t('Priorytet 1: d6, w stronę własnej krawędzi. Wyboru nie ma.', 'Priority 1: d6, toward its own edge. There is no choice.'),
    board: onPosition(position({ south: { d4: '19th-regiment-legere' }, north: { d5: '4th-regiment-of-foot' } })),
    ...tap({ ask: 'retreat', from: 'd5' }, ['d5'], ['d6'], ['d4'], ['c5'])
  }),
  stage({
    id: 'retreat-flank',
    sections: ['6.5'],
    goal: t(
      'Francuska jednostka na d1 ucieka, a za nią jest już krawędź mapy. Dokąd może uciec?',
      'The French unit on d1 retreats with the map edge behind it. Where may it go?'
    ),
    hint: t(
      'Gdy tył jest zablokowany lub poza mapą, ucieka się na flankę; przy dwóch wolnych wybiera właściciel.',
      'When back is blocked or off the map, the unit goes to a flank; with two open flanks its owner chooses.'
    ),
    explain: t('Priorytet 2: c1 albo e1, do wyboru Francji.', 'Priority 2: c1 or e1, France’s choice.'),
    board: onPosition(position({ south: { d1: '8th-regiment-legere' }, north: { d2: '52nd-regiment-of-foot' } })),
    ...tap({ ask: 'retreat', from: 'd1' }, ['d1'], ['c1', 'e1'], ['c1'], ['c1', 'e1', 'd2'])
  }),
  stage({
    id: 'retreat-forward',
    sections: ['6.5'],
    goal: t(
      'Teraz obie flanki (c1 i e1) są zajęte. Dokąd ucieknie jednostka z d1?',
      'Now both flanks (c1 and e1) are occupied. Where does the unit on d1 retreat?'
    ),
    hint: t(
      'Dopiero gdy tył i obie flanki są zablokowane, ucieka się w stronę przeciwnika.',
      'Only when back and both flanks are blocked does it retreat toward the enemy.'
    ),
    explain: t('Priorytet 3: d2, w stronę krawędzi przeciwnika.', 'Priority 3: d2, toward the enemy’s edge.'),
    board: onPosition(
      position({ south: { d1: '8th-regiment-legere', c1: '2nd-regiment-legere' }, north: { e1: '52nd-regiment-of-foot' } })
    ),
    ...tap({ ask: 'retreat', from: 'd1' }, ['d1'], ['d2'], ['e1'], [])
  }),
  stage({
    id: 'retreat-none',
    sections: ['6.5'],
    goal: t(
      'Jednostka na d1 jest otoczona: c1, e1 i d2 są zajęte. Wskaż pole ucieczki albo potwierdź bez zaznaczania.',
      'The unit on d1 is surrounded: c1, e1 and d2 are occupied. Tap its retreat square, or confirm with none.'
    ),
    hint: t('Bez żadnego wolnego pola ucieczka jest niemożliwa.', 'With no open square there is no retreat.'),
    explain: t('Nie ma dokąd uciec: jednostka zostaje wyeliminowana.', 'It has nowhere to go: the unit is eliminated.'),
    board: onPosition(
      position({
        south: { d1: '8th-regiment-legere', c1: '2nd-regiment-legere' },
        north: { e1: '52nd-regiment-of-foot', d2: '4th-regiment-of-foot' }
      })
    ),
    ...tap({ ask: 'retreat', from: 'd1' }, ['d1'], [], ['d2'], ['e1'])
  }),
  stage({
    id: 'retreat-lake',
    sections: ['6.5'],
    goal: t(
      'Za brytyjską jednostką na e5 jest Jezioro (e6). Dokąd ucieknie?',
      'Behind the British unit on e5 lies a Lake (e6). Where does it retreat?'
    ),
    hint: t('Jezioro liczy się jak pole zablokowane.', 'A Lake counts as a blocked square.'),
    explain: t('Tył zablokowany przez Jezioro: flanka.', 'Back is blocked by the Lake: a flank.'),
    board: onPosition(position({ terrain: { e6: 'l' }, south: { e4: '19th-regiment-legere' }, north: { e5: '4th-regiment-of-foot' } })),
    ...choice(
      { ask: 'retreat-tier', from: 'e5' },
      [
        opt('W stronę własnej krawędzi (e6)', 'Back, toward its own edge (e6)', 'back'),
        opt('Na flankę (d5 albo f5)', 'To a flank (d5 or f5)', 'flank'),
        opt('W stronę przeciwnika', 'Forward, toward the enemy', 'forward'),
        opt('Nigdzie: zostaje wyeliminowana', 'Nowhere: it is eliminated', 'none')
      ],
      1,
      0,
      3
    )
  }),
  stage({
    id: 'retreat-chooser',
    sections: ['6.5'],
    goal: t(
      `Natarcie: ${CHOSEN.attack} przeciw ${CHOSEN.defense}. Kto teraz wybiera między Ucieczką a raną?`,
      `An Assault: ${CHOSEN.attack} against ${CHOSEN.defense}. Who now chooses between Retreat and a hit?`
    ),
    hint: t('Przy O < A < 2×O wybiera obrońca.', 'With D < A < 2×D the defender chooses.'),
    explain: t('Wybiera Wielka Brytania, której jednostka się broni.', 'Great Britain chooses: its unit is the defender.'),
    board: onGame(FLANK_CHOOSE),
    ...choice({ ask: 'who' }, SEAT_OPTIONS_FR_GB, 1, 0)
  }),
  stage({
    id: 'retreat-game',
    sections: ['6.5'],
    goal: t(
      'Grasz Wielką Brytanią; twoja decyzja: Ucieczka. Za 42. pułkiem stoi 52. Ucieknij na dowolną wolną flankę.',
      'You play Great Britain and chose to retreat. The 52nd stands behind the 42nd. Retreat to either flank.'
    ),
    hint: t('Tył (e7) zajęty: zostają flanki, d6 albo f6.', 'Back (e7) is taken: the flanks d6 and f6 remain.'),
    explain: t(
      'Flanka, bo tył był zablokowany; którą z dwóch wolnych — decyduje właściciel. Teraz Francja zajmie opuszczone pole.',
      'A flank, because back was blocked; which of the two open ones is the owner’s choice. Now France will advance into the empty square.'
    ),
    board: onGame(FLANK_RETREAT, 1),
    ...action(
      ['retreat'],
      { goal: 'legal', types: ['retreat'] },
      { type: 'retreat', to: 'f6' },
      { type: 'retreat', to: 'e7' },
      { type: 'retreat', to: 'e5' }
    ),
    ...also({ type: 'retreat', to: 'd6' }),
    par: 1
  })
];

export const advance: Stage[] = [
  stage({
    id: 'advance-required',
    sections: ['6.5'],
    goal: t('42. pułk uciekł z e6. Zajmij opuszczone pole.', 'The 42nd retreated from e6. Advance into the empty square.'),
    hint: t(
      'Tylko jednostka, która brała udział w ataku, zajmuje teren — i tu musi to zrobić.',
      'Only a unit that took part in the attack advances — and here it must.'
    ),
    explain: t('Kirasjerzy stoją na e6; teraz mogą ruszyć w Pogoń.', 'The Cuirassiers stand on e6; now they may pursue.'),
    board: onGame(FLANK_ADVANCE),
    ...action(
      ['advance'],
      { goal: 'at', unit: '1st-cuirassiers', square: 'e6' },
      { type: 'advance', unit: 'e5' },
      { type: 'advance', unit: null },
      { type: 'advance', unit: 'a1' }
    ),
    par: 1
  }),
  stage({
    id: 'advance-pursuit',
    sections: ['6.6'],
    goal: t(
      `Pogoń: karta Kirasjerów ma Pogoń 1–${PURSUIT[0]}. Wyrzucasz 3. W jakim stanie jest potem 42. pułk?`,
      `Pursuit: the Cuirassiers’ card has Pursuit 1–${PURSUIT[0]}. You roll 3. What state is the 42nd in afterwards?`
    ),
    hint: t(
      'Wynik mieszczący się w zakresie Pogoni to jedna rana dla uciekającej jednostki.',
      'A roll within the Pursuit range is one hit on the retreated unit.'
    ),
    explain: t(
      `3 mieści się w 1–${PURSUIT[0]}: rana, 42. pułk jest zredukowany.`,
      `3 is within 1–${PURSUIT[0]}: a hit, the 42nd is reduced.`
    ),
    board: onGame(FLANK_PURSUIT),
    ...choice({ ask: 'unit-after', action: { type: 'roll', dice: [3] }, seat: 1, unit: '42nd-regiment-of-foot' }, STATE_OPTIONS, 1, 0, 2)
  }),
  stage({
    id: 'advance-pursuit-two',
    sections: ['6.6'],
    goal: t(
      `Dla Kirasjerów zagrano dwie karty: Pogoń 1–${PURSUIT[0]} i 1–${PURSUIT[1]}. Rzuty: 3 i 2. Co z 42. pułkiem?`,
      `Two cards were played for the Cuirassiers: Pursuit 1–${PURSUIT[0]} and 1–${PURSUIT[1]}. The rolls: 3 and 2. What becomes of the 42nd?`
    ),
    hint: t(
      'Każda karta to osobny rzut i osobna rana; dwie rany eliminują jednostkę w pełni sprawną.',
      'Each card is a roll and a hit of its own; two hits eliminate a full-strength unit.'
    ),
    explain: t(
      'Oba rzuty mieszczą się w zakresie: dwie rany, 42. pułk zostaje wyeliminowany.',
      'Both rolls are in range: two hits, the 42nd is eliminated.'
    ),
    board: onGame(FLANK_PURSUIT_TWO),
    ...choice({ ask: 'unit-after', action: { type: 'roll', dice: [3, 2] }, seat: 1, unit: '42nd-regiment-of-foot' }, STATE_OPTIONS, 2, 1)
  })
];
