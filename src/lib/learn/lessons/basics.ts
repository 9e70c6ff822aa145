// Lessons 1–3: the battlefield and the armies (what a counter shows, how a battle is won), setup
// (the First Player, deployment in the two home rows) and the turn's five phases (discard, draw).
import { deploy, deployRecord, gameRecord, mv, position, turn, type GameSpec } from '../build';
import { DEFAULT_CATALOG, HAND_SIZE } from '$lib/rules';
import { cardsCount, parsed, plForm, replayed, squaresCount, standing, strengthOfUnit, unitsCount } from '../facts';
import type { Stage } from '../types';
import { action, choice, legal, NATION_OPTIONS_FR_GB, numbers, onGame, onPosition, opt, SEAT_OPTIONS_FR_GB, stage, t, tap } from './kit';

// --- 1. The battlefield and the armies ---

const FIELD = position({
  terrain: { c4: 'h', f5: 'w', d6: 't', b6: 'm' },
  south: { e2: 'imperial-guard', c3: '1st-cuirassiers*', d5: '8th-regiment-legere' },
  north: { d7: '1st-foot-guards', f6: 'kings-dragoons-guards*' }
});
const GUARD = [strengthOfUnit('france', 'imperial-guard'), strengthOfUnit('france', 'imperial-guard', true)] as const;
const CUIRASSIERS = [strengthOfUnit('france', '1st-cuirassiers'), strengthOfUnit('france', '1st-cuirassiers', true)] as const;

/** The French and British units of the attrition boards, in the order they are placed. */
const FRENCH = {
  e2: 'imperial-guard',
  c3: '1st-cuirassiers',
  d5: '8th-regiment-legere',
  e4: '19th-regiment-legere',
  b2: '2nd-regiment-legere'
};
const BRITISH = { d7: '1st-foot-guards', f6: 'kings-dragoons-guards*', c6: '4th-regiment-of-foot', e6: '42nd-regiment-of-foot' };
const first = (units: Record<string, string>, n: number) => Object.fromEntries(Object.entries(units).slice(0, n));
/** 2.1: France has just eliminated the British unit that ends the game (the board at that moment). */
const FIFTH = position({ south: FRENCH, north: first(BRITISH, 3), reserves: false });
/** Four units lost a side: the game goes on. */
const FOUR = position({ south: first(FRENCH, 4), north: BRITISH, reserves: false });
/** 2.1-R2: one combat brought both sides to five. */
const BOTH_FIVE = position({ south: first(FRENCH, 3), north: first(BRITISH, 3), reserves: false });
const fifth = standing(parsed(FIFTH));
const four = standing(parsed(FOUR));
const bothFive = standing(parsed(BOTH_FIVE));
const lost = (n: number) => unitsCount(n, 'acc');
const NIGHT = position({
  south: { d5: '8th-regiment-legere', a1: 'imperial-guard' },
  north: { h8: '1st-foot-guards', g8: 'dutch-belgians' }
});
const night = standing(parsed(NIGHT));

export const battlefield: Stage[] = [
  stage({
    id: 'battlefield-strength',
    sections: ['1.3'],
    goal: t(
      'Odczytaj żeton: jaką wartość bojową ma Gwardia Imperialna na polu e2?',
      'Read a counter: what strength does the Imperial Guard on e2 show?'
    ),
    hint: t(
      'Strona z pełną wartością bojową ma jednolite tło i wyższą liczbę; strona zredukowana jest w paski i ma niższą.',
      'The full-strength side has a solid background and the higher number; the reduced side is striped and lower.'
    ),
    explain: t(
      `Gwardia jest w pełni sprawna: ${GUARD[0]}. Zredukowana pokazywałaby ${GUARD[1]}.`,
      `The Guard is at full strength: ${GUARD[0]}. Reduced it would show ${GUARD[1]}.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'strength', square: 'e2' }, numbers(GUARD[0], GUARD[1], 7), 0, 1, 2)
  }),
  stage({
    id: 'battlefield-reduced',
    sections: ['1.3'],
    goal: t(
      'Kirasjerzy na polu c3 są zredukowani. Jaką mają teraz wartość bojową?',
      'The Cuirassiers on c3 are reduced. What strength do they show now?'
    ),
    hint: t('Zredukowana jednostka walczy słabszą stroną żetonu.', 'A reduced unit fights with the weaker side of its counter.'),
    explain: t(
      `Zredukowani 1. Kirasjerzy mają ${CUIRASSIERS[1]} zamiast ${CUIRASSIERS[0]}. Kolejna rana ich wyeliminuje.`,
      `The reduced 1st Cuirassiers show ${CUIRASSIERS[1]} instead of ${CUIRASSIERS[0]}. One more hit eliminates them.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'strength', square: 'c3' }, numbers(CUIRASSIERS[0], CUIRASSIERS[1], 3), 1, 0)
  }),
  stage({
    id: 'battlefield-attrition',
    sections: ['2.1'],
    goal: t(
      `Francja właśnie wyeliminowała kolejną brytyjską jednostkę: Wielka Brytania straciła już ${lost(fifth.lost[1]).pl}. Co się dzieje?`,
      `France has just eliminated another British unit: Great Britain has now lost ${lost(fifth.lost[1]).en}. What happens?`
    ),
    hint: t('Zwycięstwo przez eliminację nie czeka do końca tury.', 'An attrition victory does not wait for the end of the turn.'),
    explain: t(
      'Pięć wyeliminowanych jednostek przeciwnika to natychmiastowe zwycięstwo.',
      'Five enemy units eliminated win the game at once.'
    ),
    board: onPosition(FIFTH),
    ...choice(
      { ask: 'attrition', active: 0 },
      [
        opt('Francja od razu wygrywa', 'France wins at once', 0),
        opt('Wielka Brytania wygrywa', 'Great Britain wins', 1),
        opt('Nic: gra toczy się dalej', 'Nothing: the game goes on', 'none')
      ],
      0,
      2
    )
  }),
  stage({
    id: 'battlefield-attrition-four',
    sections: ['2.1'],
    goal: t(
      `Francja straciła ${lost(four.lost[0]).pl}, Wielka Brytania — ${lost(four.lost[1]).pl}. Czy ktoś już wygrał?`,
      `France has lost ${lost(four.lost[0]).en}, Great Britain ${lost(four.lost[1]).en}. Has anyone won yet?`
    ),
    hint: t('Liczy się liczba wyeliminowanych jednostek przeciwnika.', 'What counts is the number of enemy units eliminated.'),
    explain: t(
      `Potrzeba pięciu. Przy ${four.eliminatedBy[0]} i ${four.eliminatedBy[1]} gra toczy się dalej.`,
      `It takes five. At ${four.eliminatedBy[0]} and ${four.eliminatedBy[1]} the game goes on.`
    ),
    board: onPosition(FOUR),
    ...choice(
      { ask: 'attrition', active: 1 },
      [
        opt('Wygrywa Francja', 'France wins', 0),
        opt('Wygrywa Wielka Brytania', 'Great Britain wins', 1),
        opt('Jeszcze nikt', 'Nobody yet', 'none')
      ],
      2,
      1
    )
  }),
  stage({
    id: 'battlefield-attrition-both',
    sections: ['2.1', '9.2'],
    goal: t(
      `Brytyjczycy nacierają, zagrywając Atak z poświęceniem: eliminują francuską jednostkę, a rana z tego ataku eliminuje ich własną. Teraz Francja straciła ${lost(bothFive.lost[0]).pl}, a Wielka Brytania ${lost(bothFive.lost[1]).pl}. Kto wygrywa?`,
      `The British assault with a Committed Attack: they eliminate a French unit, and the attack’s own hit eliminates one of theirs. Now France has lost ${lost(bothFive.lost[0]).en} and Great Britain ${lost(bothFive.lost[1]).en}. Who wins?`
    ),
    hint: t(
      'Gdy obaj dojdą do 5 w tej samej walce, atakujący nie wygrywa.',
      'When both reach 5 in the same combat, the attacker does not win.'
    ),
    explain: t(
      'Wygrywa obrońca, Francja: atakujący stracił swoją piątą jednostkę w tej samej walce.',
      'The defender, France, wins: the attacker lost its own fifth unit in the same combat.'
    ),
    board: onPosition(BOTH_FIVE),
    ...choice(
      { ask: 'attrition', active: 1 },
      [opt('Francja, obrońca', 'France, the defender', 0), opt('Wielka Brytania, atakujący', 'Great Britain, the attacker', 1)],
      0,
      1
    )
  }),
  stage({
    id: 'battlefield-nightfall',
    sections: ['2.2'],
    goal: t(
      'Zapada zmrok. Francja stoi na d5, Brytyjczycy nie mają nikogo na połowie Francji. Kto wygrywa?',
      'Night falls. France stands on d5; the British have nobody on France’s half. Who wins?'
    ),
    hint: t(
      'O zmierzchu każdy liczy pola, które kontroluje na połowie przeciwnika: te, na których stoi, i puste obok swoich jednostek.',
      'At nightfall each side counts the squares it controls in the enemy half: those it stands on, and empty ones next to its units.'
    ),
    explain: t(
      `Francja kontroluje ${squaresCount(night.score[0]).pl}: d5 i pola obok niego na połowie przeciwnika; Wielka Brytania — ${squaresCount(night.score[1]).pl}.`,
      `France controls ${squaresCount(night.score[0]).en}: d5 and the squares next to it in the enemy half; Great Britain ${squaresCount(night.score[1]).en}.`
    ),
    board: onPosition(NIGHT),
    ...choice({ ask: 'winner' }, NATION_OPTIONS_FR_GB, 0, 1)
  })
];

// --- 2. Setup ---

const FRANCE_UNITS = DEFAULT_CATALOG.army('france').units.length;

/** France deploys first (south), with a Lake at c2 and a Hill at e2. */
const SETUP: GameSpec = {
  terrain: { c2: 'l', e2: 'h', d3: 'w' },
  deploy: [
    {
      '1st-cuirassiers': 'a2',
      '2nd-regiment-legere': 'b1',
      '4th-regiment-suisse': 'c1',
      '8th-regiment-legere': 'd1',
      '19th-regiment-legere': 'e1',
      '45th-regiment-legere': 'f1',
      'guard-cavalry': 'g1',
      'imperial-guard': 'd2'
    },
    {}
  ]
};

export const setup: Stage[] = [
  stage({
    id: 'setup-rows',
    sections: ['3'],
    goal: t(
      'Francja rozstawia Gwardię Imperialną. Wskaż każde pole, na którym może ją postawić.',
      'France deploys the Imperial Guard. Tap every square where it may be placed.'
    ),
    hint: t(
      'Tylko dwa wiersze przy własnej krawędzi startowej, jedna jednostka na pole, nigdy na Jeziorze.',
      'Only the two rows along your own starting edge, one unit per square, never on a Lake.'
    ),
    explain: t('Wolne pola wierszy 1 i 2, bez Jeziora na c2.', 'The free squares of rows 1 and 2, without the Lake on c2.'),
    board: onGame(deployRecord({ ...SETUP, deploy: [{ ...SETUP.deploy[0], 'imperial-guard': 'h2' }, {}] }, 7)),
    ...tap(
      { ask: 'deploy', unit: 'imperial-guard' },
      [],
      ['a1', 'h1', 'b2', 'd2', 'e2', 'f2', 'g2', 'h2'],
      ['a1', 'h1', 'b2', 'd2', 'e2', 'f2', 'g2', 'h2', 'e3'],
      ['a1', 'h1', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2']
    )
  }),
  stage({
    id: 'setup-hill',
    sections: ['3'],
    goal: t('Postaw Gwardię Imperialną na Wzgórzu e2.', 'Place the Imperial Guard on the Hill at e2.'),
    hint: t(
      'Do rozstawienia została tylko Gwardia: dotknij e2, brązowego pola ze wzgórzem.',
      'Only the Guard is left to place: tap e2, the brown square with the hill on it.'
    ),
    explain: t('Wzgórze doda jej +2 do obrony, gdy zostanie zaatakowana.', 'The Hill will add +2 to its defence when it is attacked.'),
    board: onGame(deployRecord({ ...SETUP, deploy: [{ ...SETUP.deploy[0], 'imperial-guard': 'h2' }, {}] }, 7)),
    ...action(
      ['deploy'],
      { goal: 'at', unit: 'imperial-guard', square: 'e2' },
      deploy('imperial-guard', 'e2'),
      deploy('imperial-guard', 'e3'),
      deploy('imperial-guard', 'c2')
    )
  }),
  stage({
    id: 'setup-second',
    sections: ['3'],
    goal: t(
      `Francja rozstawiła wszystkie swoje jednostki (${unitsCount(FRANCE_UNITS, 'acc').pl}). Kto rozstawia się teraz?`,
      `France has deployed all ${unitsCount(FRANCE_UNITS).en}. Who deploys now?`
    ),
    hint: t(
      'Pierwszy gracz rozstawia całą armię, zanim zacznie Drugi.',
      'The First Player deploys the whole army before the Second begins.'
    ),
    explain: t(
      'Teraz Wielka Brytania, znając już ustawienie Francji. To przewaga Drugiego gracza.',
      'Now Great Britain, knowing where France stands: the Second Player’s advantage.'
    ),
    board: onGame(deployRecord(SETUP, 8)),
    ...choice({ ask: 'who' }, SEAT_OPTIONS_FR_GB, 1, 0),
    rules: ['3']
  }),
  stage({
    id: 'setup-first-turn',
    sections: ['3', '4'],
    goal: t('Obie armie stoją gotowe. Kto rozgrywa pierwszą turę?', 'Both armies stand ready. Who plays the first turn?'),
    hint: t(
      'Rzut k10 na początku przygotowania zdecydował o tym, kto jest Pierwszym graczem.',
      'The d10 roll at the start of setup decided the First Player.'
    ),
    explain: t(
      'Pierwszy gracz (tu Francja) zaczyna od swojej Fazy Odrzucenia.',
      'The First Player (here France) begins with its Discard Phase.'
    ),
    board: onGame(gameRecord(SETUP)),
    ...choice({ ask: 'who' }, SEAT_OPTIONS_FR_GB, 0, 1)
  })
];

// --- 3. The turn: five phases ---

/** France and Great Britain in their first rows (France on a1…h1, Great Britain on a7…h7). */
const LINES: GameSpec = { deploy: [{}, {}] };
const DISCARDED = gameRecord(LINES, { type: 'discard', cards: ['supply', 'withdraw'] }, { type: 'end-phase' });
/** The cards France discarded, and those left in its hand (4-R5), as the engine counts them. */
const LEFT = replayed(DISCARDED).state.decks[0].hand;
const DISCARDED_CARDS = HAND_SIZE - LEFT;

export const sequence: Stage[] = [
  stage({
    id: 'turn-order',
    sections: ['4'],
    goal: t('Trwa Faza Odrzucenia Francji. Co Francja może teraz zrobić?', 'It is France’s Discard Phase. What may France do now?'),
    hint: t('Fazy idą po kolei i nie można do nich wracać.', 'The phases come in order, and there is no going back.'),
    explain: t(
      'W Fazie Odrzucenia odrzuca się karty; Faza Dobrania i ruch przyjdą później.',
      'In the Discard Phase you discard; moving and drawing come later.'
    ),
    board: onGame(gameRecord(LINES)),
    ...legal(
      [
        [mv('a1', 'a2'), 'Poruszyć jednostkę z a1 na a2', 'Move the unit on a1 to a2'],
        [{ type: 'draw' }, 'Dobrać karty', 'Draw cards'],
        [{ type: 'discard', cards: ['withdraw'] }, 'Odrzucić kartę Wycofanie', 'Discard a Withdraw card']
      ],
      2,
      0,
      1
    )
  }),
  stage({
    id: 'turn-discard',
    sections: ['4'],
    goal: t(
      'Odrzuć dwie karty, których prędko nie użyjesz: Zaopatrzenie i Wycofanie.',
      'Discard two cards you will not use soon: a Supply and a Withdraw.'
    ),
    hint: t(
      'Odrzucić można dowolną liczbę kart z ręki, od zera do wszystkich.',
      'You may discard any number of cards from your hand, from none to all.'
    ),
    explain: t(
      'Odrzucone karty leżą odkryte; widać tylko wierzchnią kartę stosu kart odrzuconych.',
      'Discarded cards lie face up; only the top card of the discard pile can be seen.'
    ),
    board: onGame(gameRecord(LINES)),
    ...action(
      ['discard', 'end-phase'],
      { goal: 'discard', cards: ['supply', 'withdraw'] },
      { type: 'discard', cards: ['supply', 'withdraw'] },
      { type: 'discard', cards: ['supply'] },
      { type: 'discard', cards: ['ambush'] },
      { type: 'discard', cards: ['supply', 'supply', 'supply', 'supply', 'withdraw', 'withdraw'] }
    ),
    par: 3
  }),
  stage({
    id: 'turn-draw',
    sections: ['4'],
    goal: t('Faza Dobrania: uzupełnij rękę.', 'Draw Phase: fill up your hand.'),
    hint: t('Nie kończ fazy, póki nie masz 5 kart.', 'Do not end the phase before you hold 5 cards.'),
    explain: t('Dobierasz do 5 kart z własnej talii.', 'You draw from your own deck until you hold 5.'),
    board: onGame(DISCARDED),
    ...action(['draw', 'end-phase'], { goal: 'legal', types: ['draw'] }, { type: 'draw' }, { type: 'end-phase' }, mv('a1', 'a2')),
    par: 1
  }),
  stage({
    id: 'turn-drawn',
    sections: ['4'],
    goal: t(
      `Francja odrzuciła ${cardsCount(DISCARDED_CARDS, 'acc').pl}. Ile kart dobierze teraz?`,
      `France discarded ${cardsCount(DISCARDED_CARDS).en}. How many will it draw now?`
    ),
    hint: t(
      'Po dobraniu na ręce jest zawsze 5 kart, jeśli talia na to pozwala.',
      'After the draw the hand holds 5 cards, as long as the deck allows.'
    ),
    explain: t(
      `Na ręce ${plForm(LEFT, 'została', 'zostały', 'zostało')} ${cardsCount(LEFT).pl}: dobiera ${HAND_SIZE - LEFT}.`,
      `${cardsCount(LEFT).en} were left in hand: it draws ${HAND_SIZE - LEFT}.`
    ),
    board: onGame(DISCARDED),
    ...choice({ ask: 'drawn' }, numbers(0, 2, 5), 1, 2, 0)
  }),
  stage({
    id: 'turn-drawn-none',
    sections: ['4'],
    goal: t('Francja nic nie odrzuciła. Ile kart dobierze?', 'France discarded nothing. How many cards will it draw?'),
    hint: t('Dobierasz tylko brakujące do 5.', 'You only draw what is missing up to 5.'),
    explain: t('Ręka jest pełna: nic nie dobiera.', 'The hand is full: nothing is drawn.'),
    board: onGame(gameRecord(LINES, { type: 'end-phase' })),
    ...choice({ ask: 'drawn' }, numbers(0, 5), 0, 1)
  }),
  stage({
    id: 'turn-next',
    sections: ['4'],
    goal: t('Francja kończy swoją Fazę Przywrócenia. Kto gra dalej?', 'France ends its Restoration Phase. Who plays next?'),
    hint: t(
      'Tura gry to tura Pierwszego gracza, a po niej tura Drugiego.',
      'A game turn is the First Player’s turn followed by the Second Player’s.'
    ),
    explain: t('Teraz cała tura Wielkiej Brytanii, od jej Fazy Odrzucenia.', 'Now Great Britain’s whole turn, from its Discard Phase.'),
    board: onGame(gameRecord(LINES, turn({ movement: [mv('a1', 'a2')], stop: 'restoration' }))),
    ...choice({ ask: 'who', after: { type: 'end-phase' } }, SEAT_OPTIONS_FR_GB, 1, 0)
  })
];
