// Lessons 1–3: the battlefield and the armies (what a counter shows, how a battle is won), setup
// (the First Player, deployment in the two home rows) and the turn's five phases (discard, draw).
import { deploy, deployRecord, gameRecord, mv, position, turn, type GameSpec } from '../build';
import type { Stage } from '../types';
import { action, choice, legal, NATION_OPTIONS_FR_GB, numbers, onGame, onPosition, opt, SEAT_OPTIONS_FR_GB, stage, t, tap } from './kit';

// --- 1. The battlefield and the armies ---

const FIELD = position({
  terrain: { c4: 'h', f5: 'w', d6: 't', b6: 'm' },
  south: { e2: 'imperial-guard', c3: '1st-cuirassiers*', d5: '8th-regiment-legere' },
  north: { d7: '1st-foot-guards', f6: 'kings-dragoons-guards*' }
});

export const battlefield: Stage[] = [
  stage({
    id: 'battlefield-strength',
    sections: ['1.3'],
    goal: t(
      'Odczytaj żeton: jaką wartość bojową ma Gwardia Imperialna na polu e2?',
      'Read a counter: what strength does the Imperial Guard on e2 show?'
    ),
    hint: t(
      'Strona z pełną wartością bojową ma pełne tło i wyższą liczbę; strona zredukowana jest w paski i ma niższą.',
      'The full-strength side has a solid background and the higher number; the reduced side is striped and lower.'
    ),
    explain: t(
      'Gwardia jest w pełni sprawna: 8. Zredukowana pokazywałaby 5.',
      'The Guard is at full strength: 8. Reduced it would show 5.'
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'strength', square: 'e2' }, numbers(8, 5, 7), 0, 1, 2)
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
      'Zredukowani 1. Kirasjerzy mają 4 zamiast 7. Kolejna rana ich wyeliminuje.',
      'The reduced 1st Cuirassiers show 4 instead of 7. One more hit eliminates them.'
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'strength', square: 'c3' }, numbers(7, 4, 3), 1, 0)
  }),
  stage({
    id: 'battlefield-attrition',
    sections: ['2.1'],
    goal: t(
      'Francja właśnie wyeliminowała piątą brytyjską jednostkę. Co się dzieje?',
      'France has just eliminated its fifth British unit. What happens?'
    ),
    hint: t('Zwycięstwo przez eliminację nie czeka do końca tury.', 'An attrition victory does not wait for the end of the turn.'),
    explain: t(
      'Pięć wyeliminowanych jednostek przeciwnika to natychmiastowe zwycięstwo.',
      'Five enemy units eliminated win the game at once.'
    ),
    board: onPosition(FIELD),
    ...choice(
      { ask: 'attrition', eliminatedBy: [5, 2], active: 0 },
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
    goal: t('Obie armie straciły po 4 jednostki. Czy ktoś już wygrał?', 'Both armies have lost 4 units each. Has anyone won yet?'),
    hint: t(
      'Liczy się liczba jednostek przeciwnika, które wyeliminowałeś.',
      'What counts is the number of enemy units you have eliminated.'
    ),
    explain: t('Potrzeba pięciu. Przy czterech gra toczy się dalej.', 'It takes five. At four the game goes on.'),
    board: onPosition(FIELD),
    ...choice(
      { ask: 'attrition', eliminatedBy: [4, 4], active: 1 },
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
      'Brytyjczycy nacierają z Atakiem z poświęceniem: eliminują piątą francuską jednostkę, a rana z tego ataku eliminuje ich własną piątą. Kto wygrywa?',
      'The British assault with a Committed Attack: they eliminate the fifth French unit, and the attack’s own hit eliminates their fifth. Who wins?'
    ),
    hint: t(
      'Gdy obaj dojdą do 5 w tej samej walce, atakujący nie wygrywa.',
      'When both reach 5 in the same combat, the attacker does not win.'
    ),
    explain: t(
      'Wygrywa obrońca, Francja: atakujący stracił swoją piątą jednostkę w tej samej walce.',
      'The defender, France, wins: the attacker lost its own fifth unit in the same combat.'
    ),
    board: onPosition(FIELD),
    ...choice(
      { ask: 'attrition', eliminatedBy: [5, 5], active: 1 },
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
      'Francja kontroluje d5 i trzy pola obok niego; Wielka Brytania nic.',
      'France controls d5 and three squares next to it; Great Britain nothing.'
    ),
    board: onPosition(
      position({ south: { d5: '8th-regiment-legere', a1: 'imperial-guard' }, north: { h8: '1st-foot-guards', g8: 'dutch-belgians' } })
    ),
    ...choice({ ask: 'winner' }, NATION_OPTIONS_FR_GB, 0, 1)
  })
];

// --- 2. Setup ---

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
    goal: t('Francja rozstawiła wszystkie 8 jednostek. Kto rozstawia się teraz?', 'France has deployed all 8 units. Who deploys now?'),
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
    goal: t('Francja odrzuciła 2 karty. Ile kart dobierze teraz?', 'France discarded 2 cards. How many will it draw now?'),
    hint: t(
      'Po dobraniu na ręce jest zawsze 5 kart, jeśli talia na to pozwala.',
      'After the draw the hand holds 5 cards, as long as the deck allows.'
    ),
    explain: t('Na ręce zostały 3 karty: dobiera 2.', '3 cards were left in hand: it draws 2.'),
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
