// Rule 5 of the rulebook (Ruch / Movement): the basic move, Supply, Forced March and Guerrilla
// against movement cards.
import { st, t, type RuleSectionData } from './types';

export const S5: readonly RuleSectionData[] = [
  {
    section: '5',
    book: '5',
    title: t('Ruch', 'Movement'),
    intro: t(
      'W każdej Fazie Ruchu gracz aktywny rusza jedną jednostką; karty dowodzenia pozwalają ruszyć drugą albo pójść o pole dalej.',
      'In every Movement Phase the active player moves one unit; HQ cards let a second unit move or a unit go one square further.'
    ),
    statements: [
      st(
        '5-R1',
        'W Fazie Ruchu gracz aktywny musi ruszyć dokładnie jedną jednostką (i jeszcze jedną z kartą Zaopatrzenia, 5-R8). Gdy żaden ruch nie jest możliwy: A7.',
        'In the Movement Phase the active player must move exactly one unit (and one more with a Supply card, 5-R8). When no move is possible: A7.',
        t('Ruch podstawowy', 'Basic move')
      ),
      st(
        '5-R2',
        'Piechota rusza się dokładnie o 1 pole, kawaleria o 1 albo 2 pola.',
        'Infantry moves exactly 1 square; Cavalry moves 1 or 2 squares.'
      ),
      st(
        '5-R3',
        'Każdy krok prowadzi na pole sąsiednie bokiem. Każde pole, na które jednostka wchodzi, po drodze czy na końcu, musi leżeć na planszy, być wolne od jednostek obu stron i nie być Jeziorem.',
        'Every step goes to a square sharing a side. Every square entered, on the way or at the end, must be on the board, free of units of either side and not a Lake.'
      ),
      st(
        '5-R4',
        'Jednostka musi skończyć ruch na innym polu, niż zaczęła; kawaleria nie może wyjść o pole i od razu wrócić. Na pole wyjściowe wraca się tylko dzięki Forsownemu marszowi (5-R11).',
        'A unit must end its move on a different square from the one it started on; Cavalry may not step out and straight back. Only a Forced March (5-R11) can take a unit back to its start square.'
      ),
      st(
        '5-R5',
        'Wejście na Mokradła albo Pole od razu kończy ruch tej jednostki, więc kawaleria, która wchodzi tam pierwszym krokiem, staje. Start z takiego pola nie skraca ruchu.',
        'Entering a Marsh or Fields ends that unit’s move at once, so Cavalry whose first step enters one stops there. Starting on such a square does not shorten the move.'
      ),
      st(
        '5-R6',
        'Jednostki nie mogą zejść z planszy. Kierunek, w którym zwrócony jest żeton, nie ma znaczenia.',
        'Units may not leave the board. The way a counter faces does not matter.'
      ),
      st('5-R7', 'Wzgórze, Miasto, Las i teren otwarty nie wpływają na ruch.', 'Hill, Town, Woods and Clear have no effect on movement.'),
      st(
        '5-R8',
        'Gracz aktywny może zagrać jedną kartę Zaopatrzenia na Fazę Ruchu, by ruszyć drugą, inną jednostką na tych samych zasadach (5-R2…R7). Żadna jednostka nie wykonuje dwóch ruchów podstawowych w jednej fazie.',
        'The active player may play one Supply card per Movement Phase to give a second, different unit a move under the same rules (5-R2…R7). No unit makes two basic moves in one phase.',
        t('Zaopatrzenie: druga jednostka', 'Supply: a second unit')
      ),
      st('5-R9', 'Obie jednostki mogą się ruszyć w dowolnej kolejności (A8).', 'The two units may move in either order (A8).'),
      st(
        '5-R10',
        'Po ruchu podstawowym jednostki gracz aktywny może zagrać dla niej Forsowny marsz: jednostka idzie o jeszcze jedno pole według 5-R3. Kawaleria przejdzie tak najwyżej 3 pola, piechota 2.',
        'After a unit’s basic move the active player may play a Forced March for it: it moves one more square under 5-R3. Cavalry can thus go 3 squares, Infantry 2.',
        t('Forsowny marsz: dodatkowe pole', 'Forced March: one more square')
      ),
      st(
        '5-R11',
        'Dodatkowym polem może być pole, z którego jednostka zaczęła ruch.',
        'The extra square may be the one the unit started from.'
      ),
      st(
        '5-R12',
        'Najwyżej jeden Forsowny marsz na jednostkę w Fazie Ruchu. W jednej fazie dwie jednostki (dzięki Zaopatrzeniu) mogą więc przejść każda o jedno pole dalej.',
        'At most one Forced March per unit per Movement Phase. So in one phase two units (with Supply) can each go one extra square.'
      ),
      st(
        '5-R13',
        'Forsownego marszu nie wolno zagrać dla jednostki, której ruch podstawowy zaczął się albo skończył na Mokradłach lub na Polu (A8).',
        'Forced March may not be played for a unit whose basic move began or ended in a Marsh or Fields (A8).'
      ),
      st(
        '5-R14',
        'Forsowny marsz działa tylko w Fazie Ruchu, a nie po Potyczce, ucieczce czy zajęciu terenu po walce.',
        'Forced March is used only in the Movement Phase, not after a Skirmish, a retreat or an advance.'
      ),
      st(
        '5-R15',
        'Przeciwnik może odpowiedzieć na kartę Zaopatrzenia lub Forsownego marszu kartą Partyzantów, gdy tylko zostanie zagrana: zagrana karta nie działa, a obie karty idą na stosy kart odrzuconych (A9).',
        'The opponent may answer a Supply or Forced March card with a Guerrilla card as soon as it is played: it has no effect, and both cards are discarded (A9).',
        t('Partyzanci a karty ruchu', 'Guerrilla against movement cards')
      ),
      st(
        '5-R16',
        'Po anulowaniu nie można ponowić próby kartą tego samego rodzaju w tym samym celu: po anulowanym Zaopatrzeniu druga jednostka w tej fazie się nie rusza, a jednostka z anulowanym Forsownym marszem nie dostanie już w tej fazie innego (druga jednostka nadal może).',
        'After a cancellation the same kind of card may not be tried again for the same purpose: after a cancelled Supply no second unit moves this phase, and a unit whose Forced March was cancelled gets no other this phase (the other unit still may).'
      )
    ]
  }
];
