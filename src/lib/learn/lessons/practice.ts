// The practice games that end each group of lessons (issue 33 §3): a prepared game (setup,
// deployment and the turns before it, every action checked by the engine when it is replayed), the
// player's seat (France, the First Player) and the goal. Adiutant plays Great Britain at the easy
// level. Great Britain's discards here are placeholders: the app replaces them with the cards its
// seed dealt it (src/lib/app/practice-game.ts), so its hand is the bot's own.
import { DEFAULT_CATALOG, type Action, type NationId } from '$lib/rules';
import { gameRecord, mv, turn, type GameSpec } from '../build';
import { squaresCount } from '../facts';
import type { LessonGroup, Practice } from '../practice';
import type { Text } from '../types';
import { t } from './kit';

/**
 * A "hold the enemy half" practice (2.2): its goal sentence is the situation, then the goal with
 * the task's own number of squares and moment (never a number typed by hand), then who Adiutant is.
 */
function hold(
  p: Omit<Practice, 'goal' | 'task' | 'seat'> & { situation: Text; squares: number; at: 'turn-end' | 'nightfall'; adiutant: Text }
): Practice {
  const { situation, squares, at, adiutant, ...rest } = p;
  const n = squaresCount(squares);
  const when =
    at === 'turn-end'
      ? t('na koniec tej tury gry (licząc jak o Zmierzchu)', 'at the end of this game turn (counted as at nightfall)')
      : t('o Zmierzchu', 'at nightfall');
  return {
    ...rest,
    goal: t(
      `${situation.pl} Cel: ${when.pl} kontroluj co najmniej ${n.pl} na połowie przeciwnika. ${adiutant.pl}`,
      `${situation.en} Goal: ${when.en}, control at least ${n.en} of the enemy half. ${adiutant.en}`
    ),
    task: { goal: 'hold', squares, at },
    seat: 0
  };
}

// --- Forward: France's Movement Phase, game turn 2. The Cuirassiers (d4) can ride into the
// enemy half; the British line waits on rows 7 and 8 (the 42nd has stepped to a6).
const FORWARD: GameSpec = {
  deploy: [
    { '1st-cuirassiers': 'd2', 'guard-cavalry': 'f2' },
    { '42nd-regiment-of-foot': 'a7', '52nd-regiment-of-foot': 'd7', '9th-queens-royal-lancers': 'f7' }
  ]
};

const forward = hold({
  id: 'forward',
  title: t('Naprzód na połowę przeciwnika', 'Forward into the enemy half'),
  situation: t('Twoja Faza Ruchu; połowa przeciwnika to wiersze 5–8.', 'Your Movement Phase; the enemy half is rows 5–8.'),
  squares: 2,
  at: 'turn-end',
  adiutant: t('Adiutant gra Wielką Brytanią.', 'Adiutant plays Great Britain.'),
  rules: ['5', '2.2'],
  record: gameRecord(FORWARD, turn({ movement: [mv('d2', 'd4')] }), turn({ movement: [mv('a7', 'a6')] }), turn({ stop: 'movement' })),
  won: t('Kontrolujesz dość pól na połowie przeciwnika.', 'You control enough squares of the enemy half.'),
  lost: t('Za mało pól na połowie przeciwnika.', 'Too few squares of the enemy half.')
});

// --- Clash: France's Combat Phase, game turn 2. The Cuirassiers (d5) stand next to the 52nd,
// who hold the Town on d6 (+3 to their defence, 6.3).
const CLASH: GameSpec = {
  terrain: { d6: 't' },
  deploy: [
    { '1st-cuirassiers': 'd2', 'guard-cavalry': 'f2' },
    { '52nd-regiment-of-foot': 'd7', '9th-queens-royal-lancers': 'f7' }
  ]
};

const clash: Practice = {
  id: 'clash',
  title: t('Wygraj tę Fazę Walki', 'Win this combat phase'),
  goal: t(
    'Twoja Faza Walki; 52. pułk broni Miasta na d6. Cel: wygraj tę walkę — wyeliminuj, zredukuj albo odepchnij jednostkę przeciwnika i nie strać żadnej swojej. Adiutant broni Wielkiej Brytanii.',
    'Your Combat Phase; the 52nd hold the Town on d6. Goal: win this combat — eliminate, reduce or drive back an enemy unit and lose none of yours. Adiutant defends Great Britain.'
  ),
  rules: ['6.1', '6.5'],
  task: { goal: 'win-combat' },
  record: gameRecord(
    CLASH,
    turn({ movement: [mv('d2', 'd4')] }),
    turn({ movement: [mv('d7', 'd6')] }),
    turn({ movement: [mv('d4', 'd5')], stop: 'combat' })
  ),
  seat: 0,
  won: t('Przeciwnik stracił pole albo siłę, ty nic.', 'The enemy lost ground or strength, you lost nothing.'),
  lost: t('Ta walka nie była wygrana.', 'This combat was not won.')
};

// --- The last turn: both decks used up (2.3), France's Movement Phase of game turn 12; the day
// ends with this game turn. The Cuirassiers hold d5; the British Lancers wait on d7.
const deckOf = (nation: NationId): string[] => DEFAULT_CATALOG.army(nation).deck.flatMap((c) => new Array<string>(c.copies).fill(c.id));

const DUSK: GameSpec = {
  deploy: [
    { '1st-cuirassiers': 'd2', 'guard-cavalry': 'f2', '4th-regiment-suisse': 'a1' },
    { '9th-queens-royal-lancers': 'd7', '52nd-regiment-of-foot': 'a7' }
  ]
};

/** France's move in game turn n: the Cuirassiers to d4 and d5, then the Swiss to and fro on a1/a2. */
const duskFrance = (n: number): Action => (n === 1 ? mv('d2', 'd4') : n === 2 ? mv('d4', 'd5') : n % 2 ? mv('a1', 'a2') : mv('a2', 'a1'));

/**
 * RULES.md T19 (as the nightfall lesson's day): Great Britain discards 5 a turn from game turn 1,
 * France from game turn 2; both decks are used up by France's draw of game turn 12.
 */
function duskTurns(): Action[] {
  const fr = deckOf('france');
  const gb = deckOf('great-britain');
  const out: Action[] = [];
  for (let n = 1; n <= 12; n++) {
    const discard = n >= 2 ? fr.slice((n - 2) * 5, (n - 1) * 5) : [];
    if (n === 12) {
      out.push(...turn({ discard, draw: true, stop: 'movement' }));
      break;
    }
    out.push(...turn({ ...(discard.length ? { discard, draw: true } : {}), movement: [duskFrance(n)] }));
    out.push(...turn({ discard: gb.slice((n - 1) * 5, n * 5), draw: true, movement: [n % 2 ? mv('a7', 'a6') : mv('a6', 'a7')] }));
  }
  return out;
}

const dusk = hold({
  id: 'dusk',
  title: t('Ostatnia tura przed Zmierzchem', 'The last turn before nightfall'),
  rules: ['2.3', '2.2'],
  record: gameRecord(DUSK, duskTurns()),
  situation: t('Obie talie są wyczerpane: dzień kończy się z tą turą gry.', 'Both decks are used up: the day ends with this game turn.'),
  at: 'nightfall',
  squares: 2,
  adiutant: t('Adiutant gra Wielką Brytanią i rusza po tobie.', 'Adiutant plays Great Britain and moves after you.'),
  won: t('Ostatnia tura przetrwana: pole bitwy jest twoje.', 'You survived the last turn holding the ground.'),
  lost: t('O Zmierzchu kontrolujesz za mało pól.', 'At nightfall you control too few squares.')
});

/** The lessons in groups, each ended by its practice games (the lesson map shows them in this order). */
export const LESSON_GROUPS: LessonGroup[] = [
  {
    id: 'basics',
    title: t('Podstawy i ruch', 'Basics and movement'),
    lessons: ['battlefield', 'setup', 'turn', 'movement', 'terrain', 'supply'],
    practices: [forward]
  },
  {
    id: 'combat',
    title: t('Walka', 'Combat'),
    lessons: ['combat', 'fire', 'totals', 'results', 'leaders', 'retreat', 'advance', 'cards'],
    practices: [clash]
  },
  {
    id: 'day',
    title: t('Przywrócenie i Zmierzch', 'Restoration and nightfall'),
    lessons: ['restoration', 'hq', 'control', 'nightfall'],
    practices: [dusk]
  }
];

/** Every practice game, in the groups' order. */
export const PRACTICES: Practice[] = LESSON_GROUPS.flatMap((g) => g.practices);
