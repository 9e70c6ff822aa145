// The course: every lesson in the order a newcomer takes them, with the rulebook sections it
// teaches, its title and the intro shown before its first stage. Its stages are in the topic files
// (basics, movement, combat, totals, aftermath, cards, nightfall).
import type { Lesson } from '../types';
import { advance, retreat } from './aftermath';
import { battlefield, sequence, setup } from './basics';
import { cards } from './cards';
import { hq, restoration } from './restoration';
import { fire, forms } from './combat';
import { movement, supply, terrain } from './movement';
import { control, nightfall } from './nightfall';
import { leaders, results, totals } from './totals';
import { t } from './kit';

/**
 * Every lesson, in the order a newcomer takes them: the battlefield and how a battle is won, setup,
 * the turn, movement, combat and its details, cards, restoration, and last the scoring at nightfall.
 */
export const LESSONS: Lesson[] = [
  {
    id: 'battlefield',
    sections: ['1.3', '2.1', '2.2'],
    title: t('Pole bitwy i armie', 'The battlefield and the armies'),
    intro: t(
      'Manoeuvre to bitwa dwóch armii po 8 jednostek na polu bitwy 8×8. Wygrywa ten, kto wyeliminuje 5 jednostek przeciwnika, albo ten, kto o zmierzchu kontroluje więcej pól na połowie przeciwnika.',
      'Manoeuvre is a battle of two armies of 8 units on an 8×8 battlefield. You win by eliminating 5 enemy units, or by controlling more of the enemy’s half when night falls.'
    ),
    stages: battlefield
  },
  {
    id: 'setup',
    sections: ['3'],
    title: t('Przygotowanie i rozstawienie', 'Setup and deployment'),
    intro: t(
      'Rzut k10 wyłania Pierwszego gracza. Potem mapa, nacje, krawędzie, 5 kart na rękę, a na końcu rozstawienie: najpierw cała armia Pierwszego gracza, potem Drugiego.',
      'A d10 roll decides the First Player. Then the map, the nations, the edges, 5 cards in hand, and last the deployment: first the First Player’s whole army, then the Second Player’s.'
    ),
    stages: setup
  },
  {
    id: 'turn',
    sections: ['4'],
    title: t('Tura: pięć faz', 'A turn: five phases'),
    intro: t(
      'Tura gracza ma pięć faz w stałej kolejności: Faza Odrzucenia, Faza Dobrania, Faza Ruchu, Faza Walki, Faza Przywrócenia. Potem ten sam porządek u przeciwnika.',
      'A player turn has five phases in a fixed order: Discard, Draw, Movement, Combat, Restoration. Then the opponent does the same.'
    ),
    stages: sequence
  },
  {
    id: 'movement',
    sections: ['5'],
    title: t('Ruch: piechota i kawaleria', 'Movement: infantry and cavalry'),
    intro: t(
      'W Fazie Ruchu musisz poruszyć jedną jednostkę. Piechota idzie o 1 pole, kawaleria o 1 lub 2 — nigdy po przekątnej i nigdy przez inne jednostki.',
      'In the Movement Phase you must move one unit. Infantry moves 1 square, cavalry 1 or 2 — never diagonally and never through other units.'
    ),
    stages: movement
  },
  {
    id: 'terrain',
    sections: ['5'],
    title: t('Teren a ruch', 'Terrain and movement'),
    intro: t(
      'Mokradła i Pole zatrzymują jednostkę, która na nie wejdzie. Jezioro jest nieprzekraczalne. Wzgórze, Miasto i Las nie wpływają na ruch.',
      'Marsh and Fields stop a unit that enters them. A Lake is impassable. Hill, Town and Woods have no effect on movement.'
    ),
    stages: terrain
  },
  {
    id: 'supply',
    sections: ['5', '9.2'],
    title: t('Zaopatrzenie i Forsowny marsz', 'Supply and Forced March'),
    intro: t(
      'Karta Zaopatrzenie pozwala poruszyć drugą jednostkę. Forsowny marsz daje jednostce, która już się poruszyła, jedno pole więcej.',
      'A Supply card lets a second unit move. A Forced March gives a unit that has moved one more square.'
    ),
    stages: supply
  },
  {
    id: 'combat',
    sections: ['6.1', '6.2'],
    title: t('Cztery formy walki', 'The four forms of combat'),
    intro: t(
      'W Fazie Walki możesz stoczyć jedną walkę: Natarcie na sąsiednią jednostkę, Bombardowanie na odległość do 2 pól, Salwę na sąsiednią albo Zasadzkę na dowolną. Każdą zaczyna karta.',
      'In the Combat Phase you may fight one combat: an Assault on an adjacent unit, a Bombardment up to 2 squares, a Volley at an adjacent unit, or an Ambush on any. A card starts each one.'
    ),
    stages: forms
  },
  {
    id: 'fire',
    sections: ['6.2'],
    title: t('Zasięg i linia strzału', 'Range and line of sight'),
    intro: t(
      'Bombardowanie sięga na odległość do 2 pól, licząc tylko w pionie i poziomie. Pole pośrodku nie może być Wzgórzem, Miastem ani Lasem i nie może na nim stać żadna jednostka; wystarczy jedna czysta droga.',
      'A Bombardment reaches up to 2 squares, counted straight only. The square between must not be a Hill, Town or Woods, and no unit may stand on it; one clear path is enough.'
    ),
    stages: fire
  },
  {
    id: 'totals',
    sections: ['6.3'],
    title: t('Sumy ataku i obrony: teren, Wzgórze, Reduta', 'Attack and Defence Totals: terrain, Hill, Redoubt'),
    intro: t(
      'Obrona to wartość bojowa jednostki plus teren jej pola (Wzgórze +2, Miasto +3, Las +2, Mokradła +1) i +3 za Redutę. Atak to wartość bojowa, kości z kart i +2 za każdą jednostkę atakującą ze Wzgórza.',
      'Defence is the unit’s strength plus its square’s terrain (Hill +2, Town +3, Woods +2, Marsh +1) and +3 for a Redoubt. Attack is strength, the cards’ dice and +2 for each unit attacking from a Hill.'
    ),
    stages: totals
  },
  {
    id: 'results',
    sections: ['6.1'],
    title: t('Tabela wyników walki', 'The combat results table'),
    intro: t(
      'Po rzucie porównaj sumę ataku (A) z sumą obrony (O). Im większa przewaga, tym gorzej dla obrońcy; przy A < O obrywają atakujący.',
      'After the roll, compare the Attack Total (A) with the Defence Total (D). The bigger the lead, the worse for the defender; when A < D the attackers suffer.'
    ),
    stages: results
  },
  {
    id: 'leaders',
    sections: ['6.4', '9.1'],
    title: t('Dowódcy i jednostki wspierające', 'Leaders and supporting units'),
    intro: t(
      'Karta dowódcy daje w walce albo swoją wartość Walki, albo Dowodzenie: do (Dowodzenie − 1) jednostek wspierających, które przylegają do broniącej się jednostki.',
      'A Leader card gives a combat either its Combat value or its Command: up to (Command − 1) supporting units that are next to the defending unit.'
    ),
    stages: leaders
  },
  {
    id: 'retreat',
    sections: ['6.5'],
    title: t('Ucieczka', 'Retreat'),
    intro: t(
      'Uciekająca jednostka przesuwa się o jedno pole: najpierw w stronę własnej krawędzi startowej; gdy ta droga jest zablokowana — na flankę, a dopiero gdy zablokowane są też flanki — w stronę krawędzi przeciwnika. Bez wolnego pola zostaje wyeliminowana.',
      'A retreating unit moves one square: back toward its own starting edge; if that is blocked, to a flank; only if those are blocked too, forward toward the enemy. With no open square it is eliminated.'
    ),
    stages: retreat
  },
  {
    id: 'advance',
    sections: ['6.5', '6.6'],
    title: t('Zajęcie terenu po walce i Pogoń', 'Advance and pursuit'),
    intro: t(
      'Gdy po Natarciu pole obrońcy zostanie opuszczone, jednostka biorąca udział w ataku musi je zająć. Jeśli to kawaleria, a obrońca uciekł, rusza w Pogoń: k6 za każdą kartę zagraną dla tej kawalerii.',
      'When an Assault leaves the defender’s square empty, an attacking unit must move into it. If it is cavalry and the defender retreated, it pursues: a d6 for each card played for that cavalry.'
    ),
    stages: advance
  },
  {
    id: 'cards',
    sections: ['8', '6.7'],
    title: t('Karty jednostek i kiedy je zagrywać', 'Unit cards, and when to play them'),
    intro: t(
      'Karta jednostki służy tylko jednostce, której nazwę nosi. Pokazuje od dwóch do czterech wartości: Atak, Obronę, Bombardowanie z Zasięgiem, Salwę, Pogoń. W każdej walce karty zagrywa się w określonych momentach.',
      'A unit card serves only the unit it names. It shows two to four values: Attack, Defence, Bombard with Range, Volley, Pursuit. Each combat has its own moments for cards.'
    ),
    stages: cards
  },
  {
    id: 'restoration',
    sections: ['7', '9.1', '9.2'],
    title: t('Faza Przywrócenia i Reduty', 'Restoration and Redoubts'),
    intro: t(
      'W Fazie Przywrócenia masz jedną próbę przywrócenia zredukowanej jednostki: Zaopatrzeniem, jej własną kartą albo dowódcą (rzut k6 w zakresie jego Zbiórki). Potem możesz zbudować jedną Redutę.',
      'In the Restoration Phase you get one try: Supply, the unit’s own card, or a Leader (a d6 within its Rally range) restores a reduced unit. Then you may build one Redoubt.'
    ),
    stages: restoration
  },
  {
    id: 'hq',
    sections: ['9.2'],
    title: t('Inne karty dowodzenia', 'The other HQ cards'),
    intro: t(
      'Karty dowodzenia zmieniają zasady na chwilę: Wycofanie, Partyzanci, Zwiadowca/Szpieg, Atak z poświęceniem, Saperzy/Inżynierzy, Potyczka i inne. Każda armia ma swój zestaw.',
      'HQ cards bend the rules for a moment: Withdraw, Guerrilla, Scout/Spy, Committed Attack, Sappers/Engineers, Skirmish and more. Each army has its own mix.'
    ),
    stages: hq
  },
  {
    id: 'control',
    sections: ['2.2'],
    title: t('Kontrola pola bitwy o zmierzchu', 'Controlling the battlefield at nightfall'),
    intro: t(
      'O zmierzchu każdy liczy pola na połowie przeciwnika, które kontroluje: te, na których stoi jego jednostka, i puste pola obok jego jednostek, do których nie przylega żadna jednostka przeciwnika.',
      'At nightfall each side counts the squares it controls in the enemy half: those its units stand on, and empty squares next to its units that no enemy unit is next to.'
    ),
    stages: control
  },
  {
    id: 'nightfall',
    sections: ['2.2', '2.3'],
    title: t('Zmierzch: kto wygrywa i kiedy', 'Nightfall: who wins, and when'),
    intro: t(
      'Gdy drugi z graczy dobierze ostatnią kartę swojej pierwszej talii, dzień kończy się z końcem tej tury: tury gry (domyślnie w aplikacji) albo tury tego gracza (dosłownie według polskiej instrukcji), zależnie od ustawienia gry. Wygrywa, kto kontroluje więcej pól; przy remisie wygrywa ten, kto wyeliminował więcej jednostek przeciwnika, potem ten, kto ma mniej zredukowanych, a na końcu decyduje kolejność nacji.',
      'When the second player draws the last card of their first deck, the day ends at the end of that turn: the game turn (the app’s default) or that player’s turn (the Polish rulebook read literally), as the game is set. The side controlling more squares wins; on a tie, the one that eliminated more enemy units, then the one with fewer reduced units, and last the order of nations.'
    ),
    stages: nightfall
  }
];
