// The guided battle's introductions: each phase and each combat step is introduced the first time
// it comes (keyed on prompt(game).step): what to do, why, and the rule. The text speaks to the
// player when the player decides, and explains the opponent's decision otherwise.
import { prompt, type Game } from '$lib/rules';
import type { Text } from './types';

/** An introduction: shown once, when its step first comes in the battle. */
export interface Introduction {
  /** the step it introduces (prompt(game).step) */
  id: string;
  title: Text;
  text: Text;
  /** the rule link (a rulebook section) */
  rule: string;
}

interface Entry {
  title: Text;
  /** when the player (France) decides */
  you: Text;
  /** when the opponent (Great Britain) decides */
  them: Text;
  rule: string;
}

const t = (pl: string, en: string): Text => ({ pl, en });

/** Every step the battle can reach (the play steps of prompt()), with its introduction. */
export const INTRODUCTIONS: Readonly<Record<string, Entry>> = {
  discard: {
    title: t('Faza Odrzucenia', 'Discard Phase'),
    you: t(
      'Twoja pierwsza tura: dowodzisz Francją. Tura ma pięć faz po kolei. Teraz możesz odrzucić karty, których prędko nie użyjesz — nowe dobierzesz w następnej fazie — albo nic nie odrzucać i zakończyć fazę.',
      'Your first turn: you command France. A turn has five phases, in order. Now you may discard cards you will not use soon — you draw new ones in the next phase — or discard nothing and end the phase.'
    ),
    them: t('Brytyjczycy zaczynają swoją turę od Fazy Odrzucenia.', 'The British begin their turn with the Discard Phase.'),
    rule: '4'
  },
  draw: {
    title: t('Faza Dobrania', 'Draw Phase'),
    you: t(
      'Dobierz do 5 kart z własnej talii. Talia odmierza dzień: gdy obaj gracze wyczerpią pierwszą talię, z końcem tej tury zapada zmierzch i podlicza się pola kontrolowane przez każdą stronę.',
      'Draw up to 5 cards from your own deck. The deck measures the day: when both players have used up their first deck, night falls at the end of that turn and control of the battlefield is counted.'
    ),
    them: t('Brytyjczycy dobierają do 5 kart.', 'The British draw up to 5 cards.'),
    rule: '4'
  },
  movement: {
    title: t('Faza Ruchu', 'Movement Phase'),
    you: t(
      'Musisz poruszyć jedną jednostkę. Piechota idzie o 1 pole, kawaleria o 1 lub 2, nigdy po przekątnej. Spróbuj: 1. Kirasjerzy z d2 na d4 — wyjdą naprzeciw Brytyjczykom.',
      'You must move one unit. Infantry moves 1 square, cavalry 1 or 2, never diagonally. Try this: the 1st Cuirassiers from d2 to d4 — they ride out to meet the British.'
    ),
    them: t('Brytyjczycy poruszają jednostkę, a z kartą Zaopatrzenie — dwie.', 'The British move one unit, or two with a Supply card.'),
    rule: '5'
  },
  combat: {
    title: t('Faza Walki', 'Combat Phase'),
    you: t(
      'Możesz stoczyć jedną walkę albo żadnej. Natarcie wymaga wroga tuż obok i karty tej jednostki z wartością Ataku; Bombardowanie sięga na odległość do 2 pól. Gdy nikt nie jest w zasięgu, zakończ fazę.',
      'You may fight one combat, or none. An Assault needs an enemy right next to you and a card of that unit with an Attack value; a Bombardment reaches up to 2 squares. If nobody is in reach, end the phase.'
    ),
    them: t('Brytyjczycy mogą teraz stoczyć jedną walkę.', 'The British may now fight one combat.'),
    rule: '6'
  },
  restoration: {
    title: t('Faza Przywrócenia', 'Restoration Phase'),
    you: t(
      'Zredukowaną jednostkę możesz przywrócić: kartą Zaopatrzenie, jej własną kartą albo dowódcą (rzut k6). Jedna próba na turę; potem możesz zbudować Redutę. Na koniec tura przechodzi na przeciwnika.',
      'You may restore a reduced unit: with Supply, its own unit card, or a Leader (a d6 roll). One try per turn; then you may build a Redoubt. Then the turn passes to your opponent.'
    ),
    them: t(
      'Brytyjczycy mogą przywrócić zredukowaną jednostkę i zbudować Redutę.',
      'The British may restore a reduced unit and build a Redoubt.'
    ),
    rule: '7'
  },
  'combat:withdraw': {
    title: t('Wycofanie', 'Withdrawal'),
    you: t(
      'Brytyjczycy nacierają! Zanim padną kości, możesz wycofać zaatakowaną jednostkę kartą Wycofanie: odejdzie jak przy Ucieczce, bez walki. Jeśli chcesz walczyć, spasuj.',
      'The British are assaulting! Before any dice are rolled, you may withdraw the attacked unit with a Withdraw card: it leaves as in a retreat, with no fight. To fight, pass.'
    ),
    them: t(
      'Obrońca może teraz wycofać jednostkę kartą Wycofanie, zanim padną kości.',
      'The defender may now withdraw the unit with a Withdraw card, before any dice are rolled.'
    ),
    rule: '6.1'
  },
  'combat:defender': {
    title: t('Karty obrony', 'Defence cards'),
    you: t(
      'Wzmocnij obronę: każda karta broniącej się jednostki dodaje swoją Obronę, a jeden dowódca — swoją Walkę. Możesz też spasować.',
      'Strengthen the defence: each card of the defending unit adds its Defence, and one Leader its Combat value. You may also pass.'
    ),
    them: t(
      'Obrońca może dołożyć karty broniącej się jednostki i jednego dowódcę.',
      'The defender may add cards of the defending unit and one Leader.'
    ),
    rule: '6.1'
  },
  'combat:attacker': {
    title: t('Karty ataku', 'Attack cards'),
    you: t(
      'Teraz ty: kolejne karty atakującej jednostki dodają kości, dowódca daje Walkę albo Dowodzenie z jednostkami wspierającymi. Potem nikt już nie zagrywa kart. Spasuj, żeby rzucić.',
      'Your turn: more cards of the attacking unit add dice, a Leader adds Combat or Command with supporting units. After this nobody plays cards. Pass to roll.'
    ),
    them: t(
      'Atakujący dokłada karty: kości Ataku, dowódcę, karty dowodzenia.',
      'The attacker adds cards: Attack dice, a Leader, HQ cards.'
    ),
    rule: '6.1'
  },
  'combat:roll': {
    title: t('Rzut i tabela walki', 'The roll and the combat table'),
    you: t(
      'Rzuć kośćmi zagranych kart. Suma ataku (wartość bojowa, kości, Wzgórze) przeciw sumie obrony (wartość bojowa, karty, teren): im większa przewaga, tym mocniejszy wynik.',
      'Roll the dice of the cards played. The Attack Total (strength, dice, Hill) against the Defence Total (strength, cards, terrain): the bigger the lead, the stronger the result.'
    ),
    them: t(
      'Brytyjczycy rzucają kośćmi swoich kart. Ich suma ataku przeciw twojej sumie obrony daje wynik z tabeli walki.',
      'The British roll the dice of their cards. Their Attack Total against your Defence Total gives a result from the combat table.'
    ),
    rule: '6.1'
  },
  'combat:choose': {
    title: t('Ucieczka czy rana', 'Retreat or a hit'),
    you: t(
      'Wynik daje ci wybór: Ucieczka (jednostka cofa się o pole, a wróg zajmie jej miejsce) albo rana (jednostka zostaje zredukowana; zredukowana — wyeliminowana).',
      'The result gives you the choice: Retreat (the unit falls back one square and the enemy takes its place) or a hit (the unit is reduced; if already reduced, eliminated).'
    ),
    them: t(
      'Wynik daje wybór przeciwnikowi: Ucieczka albo rana jego jednostki.',
      'The result gives your opponent the choice: Retreat or a hit for the unit.'
    ),
    rule: '6.5'
  },
  'combat:retreat': {
    title: t('Ucieczka', 'Retreat'),
    you: t(
      'Jednostka ucieka o jedno pole: w stronę własnej krawędzi, a gdy to pole jest zajęte — na flankę. Wybierz jedną z wolnych flank.',
      'The unit retreats one square: back toward its own edge or, if that is taken, to a flank. Pick one of the open flanks.'
    ),
    them: t(
      'Uciekająca jednostka przeciwnika idzie na jedną z wolnych flank.',
      'The retreating enemy unit goes to one of the open flanks.'
    ),
    rule: '6.5'
  },
  'combat:advance': {
    title: t('Zajęcie terenu po walce', 'Advance after combat'),
    you: t(
      'Pole obrońcy opustoszało: jednostka, która nacierała, musi je zająć (chyba że na jej karcie jest zapis „Nie musi zajmować terenu”).',
      'The defender’s square is empty: the unit that assaulted must move into it (unless its card says “Not Required To Advance”).'
    ),
    them: t(
      'Pole opustoszało, więc nacierająca jednostka przeciwnika je zajmuje.',
      'The square is empty, so the enemy’s assaulting unit moves into it.'
    ),
    rule: '6.5'
  },
  'combat:pursuit': {
    title: t('Pogoń', 'Pursuit'),
    you: t(
      'Twoja kawaleria zajęła teren, a wróg uciekł: Pogoń. Rzuć k6 za każdą kartę zagraną dla niej; wynik w zakresie Pogoni z karty to rana.',
      'Your cavalry advanced and the enemy fled: pursuit. Roll a d6 for each card played for it; a roll within the card’s Pursuit range is a hit.'
    ),
    them: t(
      'Kawaleria przeciwnika zajęła teren i rusza w Pogoń: k6 za każdą jej kartę; wynik w zakresie Pogoni to rana twojej uciekającej jednostki.',
      'The enemy cavalry advanced and pursues: a d6 for each of its cards; a roll within the Pursuit range is a hit on your retreating unit.'
    ),
    rule: '6.6'
  },
  'combat:assign-hits': {
    title: t('Rany z Ataku z poświęceniem', 'Committed Attack hits'),
    you: t(
      'Atak z poświęceniem kosztuje: wskaż jednostkę biorącą udział w ataku, która zostaje raniona.',
      'A Committed Attack has a price: pick the attacking unit that takes the hit.'
    ),
    them: t(
      'Przeciwnik wskazuje, która jego jednostka zostaje raniona za Atak z poświęceniem.',
      'Your opponent picks which of its units takes the Committed Attack hit.'
    ),
    rule: '9.2'
  },
  'combat:skirmish-move': {
    title: t('Ruch po Potyczce', 'Skirmish move'),
    you: t(
      'Potyczka odwołała walkę, a karta, która ją zaczęła, wróciła na rękę. Atakująca jednostka może teraz przesunąć się o najwyżej 2 pola (albo zostać).',
      'Skirmish cancelled the combat and the card that started it is back in your hand. The attacking unit may now move up to 2 squares (or stay).'
    ),
    them: t(
      'Potyczka odwołała walkę; jednostka przeciwnika może przesunąć się o najwyżej 2 pola.',
      'Skirmish cancelled the combat; the enemy unit may move up to 2 squares.'
    ),
    rule: '9.2'
  },
  guerrilla: {
    title: t('Partyzanci', 'Guerrilla'),
    you: t(
      'Możesz anulować kartę, którą przeciwnik właśnie zagrał, kartą Partyzanci — albo ją przepuścić.',
      'You may cancel the card your opponent has just played with a Guerrilla card — or let it be.'
    ),
    them: t('Przeciwnik może anulować twoją kartę Partyzantami.', 'Your opponent may cancel your card with Guerrilla.'),
    rule: '9.2'
  },
  over: {
    title: t('Koniec bitwy', 'The battle is over'),
    you: t('Bitwa rozstrzygnięta. Zobacz, kto wygrał i dlaczego.', 'The battle is decided. See who won, and why.'),
    them: t('Bitwa rozstrzygnięta. Zobacz, kto wygrał i dlaczego.', 'The battle is decided. See who won, and why.'),
    rule: '2'
  }
};

/** The steps met before this game (its earlier games since the start of play), memoised per game. */
const seen = new WeakMap<Game, ReadonlySet<string>>();

function stepsBefore(game: Game): ReadonlySet<string> {
  const known = seen.get(game);
  if (known) return known;
  // walk back to a game already known (or the start of play), then fill forward
  const chain: Game[] = [];
  let base: ReadonlySet<string> = new Set();
  for (let g: Game | null = game; g; g = g.previous) {
    const k = g === game ? undefined : seen.get(g);
    if (k) {
      base = g.state.stage === 'setup' ? k : new Set([...k, prompt(g).step]);
      break;
    }
    chain.push(g);
    if (g.state.stage === 'setup') break;
  }
  let acc = base;
  for (let i = chain.length - 1; i >= 0; i--) {
    const g = chain[i]!;
    seen.set(g, acc);
    if (g.state.stage !== 'setup') acc = new Set([...acc, prompt(g).step]);
  }
  return seen.get(game)!;
}

/**
 * The introduction of the step the battle is at, when this is the first time it comes (no earlier
 * game of this battle was at it); null otherwise, and in setup. Spoken to the player (seat `human`)
 * when the player decides, else it explains the opponent's decision.
 */
export function introduction(game: Game, human: 0 | 1 = 0): Introduction | null {
  if (game.state.stage === 'setup') return null;
  const p = prompt(game);
  const entry = INTRODUCTIONS[p.step];
  if (!entry || stepsBefore(game).has(p.step)) return null;
  return { id: p.step, title: entry.title, text: p.player === human || p.player === null ? entry.you : entry.them, rule: entry.rule };
}
