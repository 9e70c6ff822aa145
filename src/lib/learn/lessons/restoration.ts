// Lessons 15–16: restoration and Redoubts (7, 9.1 Rally, 9.2 Redoubt, the rulebook's Soult and Ney
// example), and the other HQ cards (9.2).
import { defenseTotal, type Action } from '$lib/rules';
import { fortify, position } from '../build';
import { cardOf, parsed, part, strengthOfUnit } from '../facts';
import type { ChoiceQuestion, Stage } from '../types';
import {
  AUSTRIA_GUERRILLA,
  AUSTRIA_AMBUSH_CARDS,
  COMMITTED_ADVANCE,
  FLANK_WITHDRAW,
  LINE_LEADER,
  LINE_REDOUBT,
  LINE_RESTORE,
  LINE_RESTORED,
  LINE_SKIRMISH,
  SPY_DRAW
} from './games';
import { action, also, cardOrPass, choice, legal, numbers, onGame, onPosition, stage, STATE_OPTIONS, t } from './kit';

/** Restore the reduced Guard (d2) in the Restoration Phase with one of `cards`: the solution, then the mistakes. */
const restoreGuard = (cards: string[], solution: Action, ...mistakes: Action[]) =>
  action(['restore', 'rally', 'redoubt'], { goal: 'restored', unit: 'imperial-guard', cards }, solution, ...mistakes);

/** The Guard's state after this Leader's rally of it (d2) with a roll of 4 (the example of rule 7). */
const rallyGuardOn4 = (leader: string): ChoiceQuestion => ({
  ask: 'unit-after',
  action: { type: 'rally', card: leader, unit: 'd2', dice: [ROLL] },
  seat: 0,
  unit: 'imperial-guard'
});

/** The numbers the texts name: the Guard's full strength, Soult's and Ney's Rally (9.1), the roll of rule 7's example. */
const GUARD = strengthOfUnit('france', 'imperial-guard');
const rallyOf = (id: string) => {
  const def = cardOf('france', id);
  return def.kind === 'leader' ? def.rally : 0;
};
const SOULT = rallyOf('nicolas-soult');
const NEY = rallyOf('michel-ney');
const ROLL = 4;
/** 9.2: Sappers against the Foot Guards in Woods and a Redoubt. */
const WOODS = position({ terrain: { e5: 'w' }, south: { e4: '2nd-regiment-legere' }, north: { e5: '1st-foot-guards' }, redoubts: ['e5'] });
const SAPPED = defenseTotal(parsed(WOODS), 'e5', { sappers: true });

export const restoration: Stage[] = [
  stage({
    id: 'restore-supply',
    sections: ['7'],
    goal: t('Gwardia (d2) jest zredukowana. Przywróć ją kartą Zaopatrzenie.', 'The Guard (d2) is reduced. Restore it with a Supply card.'),
    hint: t('Zaopatrzenie przywraca dowolną twoją zredukowaną jednostkę.', 'Supply restores any reduced unit of yours.'),
    explain: t(`Gwardia znów ma wartość bojową ${GUARD}.`, `The Guard shows strength ${GUARD} again.`),
    board: onGame(LINE_RESTORE),
    ...restoreGuard(
      ['supply'],
      { type: 'restore', card: 'supply', unit: 'd2' },
      { type: 'restore', card: '19th-regiment-legere-1', unit: 'd2' },
      { type: 'restore', card: 'supply', unit: 'e3' },
      { type: 'restore', card: 'imperial-guard-2', unit: 'd2' }
    )
  }),
  stage({
    id: 'restore-own-card',
    sections: ['7', '8'],
    goal: t('Przywróć Gwardię jej własną kartą jednostki.', 'Restore the Guard with its own unit card.'),
    hint: t('Karta jednostki przywraca tylko jednostkę, której nazwę nosi.', 'A unit card restores only the unit it names.'),
    explain: t('Posiłki przybyły: Gwardia w pełni sprawna.', 'Reinforcements arrived: the Guard is at full strength.'),
    board: onGame(LINE_RESTORE),
    ...restoreGuard(
      ['imperial-guard-2', 'imperial-guard-1'],
      { type: 'restore', card: 'imperial-guard-2', unit: 'd2' },
      { type: 'restore', card: 'forced-march', unit: 'd2' },
      { type: 'restore', card: 'supply', unit: 'd2' }
    ),
    ...also({ type: 'restore', card: 'imperial-guard-1', unit: 'd2' })
  }),
  stage({
    id: 'restore-soult',
    sections: ['7', '9.1'],
    goal: t(
      `Soult ma Zbiórkę 1–${SOULT}. Próbujesz nim przywrócić Gwardię i wyrzucasz ${ROLL}. Co z Gwardią?`,
      `Soult has Rally 1–${SOULT}. You try to restore the Guard with him and roll ${ROLL}. What becomes of the Guard?`
    ),
    hint: t(
      'Dowódca przywraca jednostkę tylko przy wyniku w zakresie swojej Zbiórki.',
      'A Leader restores only with a roll within its Rally range.'
    ),
    explain: t(
      `${ROLL} nie mieści się w 1–${SOULT}: próba nieudana, Gwardia pozostaje zredukowana (przykład z zasady 7).`,
      `${ROLL} is outside 1–${SOULT}: the try fails, the Guard stays reduced (the example of rule 7).`
    ),
    board: onGame(LINE_RESTORE),
    ...choice(rallyGuardOn4('nicolas-soult'), STATE_OPTIONS, 1, 0)
  }),
  stage({
    id: 'restore-ney',
    sections: ['7', '9.1'],
    goal: t(
      `Ney ma Zbiórkę 1–${NEY}. Ten sam rzut ${ROLL}: co z Gwardią?`,
      `Ney has Rally 1–${NEY}. The same roll of ${ROLL}: what becomes of the Guard?`
    ),
    hint: t('Porównaj rzut z zakresem Zbiórki dowódcy.', 'Compare the roll with the Leader’s Rally range.'),
    explain: t(`${ROLL} mieści się w 1–${NEY}: Gwardia przywrócona.`, `${ROLL} is within 1–${NEY}: the Guard is restored.`),
    board: onGame(LINE_RESTORE),
    ...choice(rallyGuardOn4('michel-ney'), STATE_OPTIONS, 0, 1)
  }),
  stage({
    id: 'restore-once',
    sections: ['7', '9.2'],
    goal: t('Gwardia już przywrócona. Co jeszcze możesz zrobić w tej fazie?', 'The Guard is restored. What else may you do in this phase?'),
    hint: t('Jedna próba przywrócenia na turę, po niej jedna Reduta.', 'One restoration try per turn, then one Redoubt.'),
    explain: t('Próba zużyta; Redutę wciąż możesz zbudować.', 'The try is spent; you may still build a Redoubt.'),
    board: onGame(LINE_RESTORED),
    ...legal(
      [
        [{ type: 'restore', card: 'supply', unit: 'e3' }, 'Przywrócić kolejną jednostkę', 'Restore another unit'],
        [fortify('redoubt', 'd2'), 'Zbudować Redutę pod Gwardią', 'Build a Redoubt under the Guard']
      ],
      1,
      0
    )
  }),
  stage({
    id: 'restore-redoubt',
    sections: ['9.2'],
    goal: t('Zbuduj Redutę pod Gwardią na d2.', 'Build a Redoubt under the Guard on d2.'),
    hint: t(
      'Redutę stawia się pod własną jednostką; zostaje, dopóki jednostka stoi na tym polu.',
      'A Redoubt goes under one of your own units; it stays while the unit stays on that square.'
    ),
    explain: t('Gwardia broni się teraz z +3 za Redutę.', 'The Guard now defends with +3 for the Redoubt.'),
    board: onGame(LINE_RESTORED),
    ...action(['redoubt'], { goal: 'redoubt', square: 'd2' }, fortify('redoubt', 'd2'), fortify('redoubt', 'd3'), fortify('supply', 'd2'))
  }),
  stage({
    id: 'restore-after-redoubt',
    sections: ['7'],
    goal: t(
      'Reduta została zbudowana przed przywróceniem. Czy można jeszcze przywrócić Gwardię?',
      'You built a Redoubt before restoring. May you still restore the Guard?'
    ),
    hint: t(
      'Kolejność w tej fazie: najpierw przywrócenie, potem Reduta.',
      'The order in this phase: first the restoration, then the Redoubt.'
    ),
    explain: t('Po Reducie na przywrócenie jest za późno.', 'After the Redoubt it is too late to restore.'),
    board: onGame(LINE_REDOUBT),
    ...legal(
      [
        [{ type: 'restore', card: 'supply', unit: 'd2' }, 'Tak, Zaopatrzeniem', 'Yes, with Supply'],
        [{ type: 'end-phase' }, 'Nie: pozostaje zakończyć fazę', 'No: what is left is to end the phase']
      ],
      1,
      0
    )
  })
];

export const hq: Stage[] = [
  stage({
    id: 'hq-withdraw',
    sections: ['9.2', '6.1'],
    goal: t(
      'Grasz Wielką Brytanią; Kirasjerzy nacierają na 42. pułk. Wycofaj go, zanim padną kości.',
      'You play Great Britain; the Cuirassiers assault the 42nd. Withdraw it before any dice are rolled.'
    ),
    hint: t('Kartę Wycofanie zagrywa obrońca w kroku 3, jako jedyną kartę.', 'The defender plays Withdraw in step 3, as its only card.'),
    explain: t(
      '42. pułk odchodzi jak przy Ucieczce; Kirasjerzy zajmą pole i mogą ruszyć w Pogoń.',
      'The 42nd leaves as in a retreat; the Cuirassiers advance and may pursue.'
    ),
    board: onGame(FLANK_WITHDRAW, 1),
    ...action(
      ['withdraw', 'pass'],
      { goal: 'legal', types: ['withdraw'] },
      { type: 'withdraw', card: 'withdraw' },
      { type: 'withdraw', card: '42nd-regiment-of-foot-1' }
    ),
    par: 1
  }),
  stage({
    id: 'hq-guerrilla',
    sections: ['9.2', '5'],
    goal: t('Grasz Austrią. Francja zagrała Zaopatrzenie. Anuluj je.', 'You play Austria. France has played Supply. Cancel it.'),
    hint: t(
      'Partyzanci odpowiadają w turze przeciwnika, od razu po jego karcie.',
      'Guerrilla answers in the opponent’s turn, right after their card.'
    ),
    explain: t(
      'Obie karty trafiają na stosy kart odrzuconych; druga jednostka Francji w tej fazie się nie ruszy.',
      'Both cards are discarded; no second French unit moves this phase.'
    ),
    board: onGame(AUSTRIA_GUERRILLA, 1),
    ...action(
      ['guerrilla', 'pass'],
      { goal: 'legal', types: ['guerrilla'] },
      { type: 'guerrilla' },
      { type: 'ambush', target: 'a2', card: 'ambush' }
    ),
    par: 1
  }),
  stage({
    id: 'hq-spy',
    sections: ['9.2'],
    goal: t(
      'Grasz Wielką Brytanią, w swojej Fazie Dobrania. Zagraj Szpiega.',
      'You play Great Britain, in your Draw Phase. Play your Spy.'
    ),
    hint: t(
      'Zwiadowca/Szpieg: w dowolnej chwili własnej tury, także w środku Fazy Dobrania.',
      'Scout/Spy: any time in your own turn, even in the middle of drawing.'
    ),
    explain: t('Francja pokazuje ci całą rękę; potem dobierasz dalej do 5.', 'France shows you its whole hand; then you draw on to 5.'),
    board: onGame(SPY_DRAW, 1),
    ...action(['scout', 'draw'], { goal: 'legal', types: ['scout'] }, { type: 'scout', card: 'scout' }, { type: 'scout', card: 'supply' }),
    par: 1
  }),
  stage({
    id: 'hq-committed-limit',
    sections: ['9.2', '6.1'],
    goal: t(
      'Grasz Austrią; twoja Zasadzka nie ma jednostek wspierających. Czy możesz dołożyć Atak z poświęceniem?',
      'You play Austria; your Ambush has no supporting units. May you add a Committed Attack?'
    ),
    hint: t(
      'Najwyżej jeden Atak z poświęceniem na jednostkę atakującą lub wspierającą.',
      'At most one Committed Attack per attacking or supporting unit.'
    ),
    explain: t(
      'W Zasadzce bez wsparcia żadna jednostka nie atakuje, więc nie ma dla kogo go zagrać.',
      'In an Ambush with no support no unit attacks, so there is none to commit.'
    ),
    board: onGame(AUSTRIA_AMBUSH_CARDS, 1),
    ...cardOrPass(
      { type: 'play', card: 'committed-attack' },
      ['Tak, Atak z poświęceniem', 'Yes, a Committed Attack'],
      ['Nie: pasuję i rzucam', 'No: I pass and roll']
    )
  }),
  stage({
    id: 'hq-committed-cost',
    sections: ['9.2'],
    goal: t(
      'Ułani wygrali walkę dzięki Atakowi z poświęceniem i zajmują d4. W jakim stanie są po walce?',
      'The Lancers won with a Committed Attack and advance to d4. What state are they in after the combat?'
    ),
    hint: t(
      'Za każdy Atak z poświęceniem jedna jednostka atakująca zostaje raniona — jakikolwiek był wynik.',
      'For each Committed Attack one attacking unit takes a hit — whatever the result.'
    ),
    explain: t('2k6 więcej w ataku kosztuje ranę: Ułani są zredukowani.', 'The extra 2d6 cost a hit: the Lancers are reduced.'),
    board: onGame(COMMITTED_ADVANCE, 1),
    ...choice(
      { ask: 'unit-after', action: { type: 'advance', unit: 'd5' }, seat: 1, unit: '9th-queens-royal-lancers' },
      STATE_OPTIONS,
      1,
      0
    )
  }),
  stage({
    id: 'hq-sappers',
    sections: ['9.2', '6.3'],
    goal: t(
      `Natarcie na Gwardię Pieszą (${part(SAPPED, 'strength')}) w Lesie i w Reducie (e5), z zagranymi Saperami. Jaka jest suma obrony?`,
      `An Assault on the Foot Guards (${part(SAPPED, 'strength')}) in Woods and a Redoubt (e5), with Sappers played. What is the Defence Total?`
    ),
    hint: t(
      'Saperzy/Inżynierzy znoszą premię Reduty na tę walkę; teren zostaje.',
      'Sappers/Engineers cancel the Redoubt’s bonus for this combat; the terrain stays.'
    ),
    explain: t(
      `${part(SAPPED, 'strength')} + ${part(SAPPED, 'terrain')} za Las = ${SAPPED.total}: Reduta się nie liczy.`,
      `${part(SAPPED, 'strength')} + ${part(SAPPED, 'terrain')} for the Woods = ${SAPPED.total}: the Redoubt does not count.`
    ),
    board: onPosition(WOODS),
    ...choice({ ask: 'defense', square: 'e5', sappers: true }, numbers(13, 10, 8), 1, 0)
  }),
  stage({
    id: 'hq-skirmish-leader',
    sections: ['9.2', '6.7'],
    goal: t('Lannes jest już zagrany. Czy można teraz zagrać Potyczkę?', 'You played Lannes. May you play Skirmish now?'),
    hint: t('Potyczki nie łączy się z dowódcą.', 'Skirmish cannot be combined with a Leader.'),
    explain: t('Z dowódcą w walce Potyczka odpada.', 'With a Leader in the combat, Skirmish is out.'),
    board: onGame(LINE_LEADER),
    ...cardOrPass({ type: 'play', card: 'skirmish' }, ['Tak', 'Yes'], ['Nie: mogę spasować i rzucić', 'No: I may pass and roll'])
  }),
  stage({
    id: 'hq-skirmish-move',
    sections: ['9.2'],
    goal: t(
      'Potyczka odwołała walkę. Odsuń Gwardię z d2 o dwa pola, na f2.',
      'Skirmish cancelled the combat. Move the Guard two squares from d2, to f2.'
    ),
    hint: t(
      'Po Potyczce atakująca jednostka może przesunąć się o najwyżej 2 pola, jak w zwykłym ruchu.',
      'After a Skirmish the attacking unit may move up to 2 squares, as in an ordinary move.'
    ),
    explain: t(
      'Karta, która zaczęła atak, wraca na rękę; walki w tej turze już nie będzie.',
      'The card that started the attack returns to your hand; there is no more combat this turn.'
    ),
    board: onGame(LINE_SKIRMISH),
    ...action(
      ['skirmish-move'],
      { goal: 'at', unit: 'imperial-guard', square: 'f2' },
      { type: 'skirmish-move', to: 'f2' },
      { type: 'skirmish-move', to: 'd5' },
      { type: 'skirmish-move', to: 'c3' }
    ),
    par: 1
  })
];
