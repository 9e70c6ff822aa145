// Error codes of the lessons (src/lib/learn, issue 25): why an answer to a stage is wrong, when the
// engine itself has no refusal to give (a square left out, a total or a table result misread). Each
// names what is wrong and the rule; the numbers and the verdict always come from the engine. Params
// ending in En/Pl carry words in each language (a nation, a list of totals): each text picks its own.
import { e, type ErrorDef } from '../rules';

export const LEARN_ERRORS = {
  // --- squares to tap ---
  'learn/moves-missed': e('Jednostka może też zakończyć ruch na polu {square}', 'The unit can also end its move on {square}', '5'),
  'learn/forced-march-missed': e(
    'Z Forsownym marszem jednostka może też zakończyć ruch na polu {square}',
    'With a Forced March the unit can also end on {square}',
    '5-R10'
  ),
  'learn/forced-march-basic': e(
    'Na pole {square} jednostka dojdzie samym podstawowym ruchem: Forsowny marsz zawsze dodaje jeszcze jedno pole',
    '{square} is reached by the basic move alone: a Forced March always adds one more square',
    '5-R10'
  ),
  'learn/fire-missed': e('Pole {square} też jest w zasięgu i na linii strzału', '{square} is within range and in line of sight too', '6.2'),
  'learn/retreat-missed': e('Jednostka może też uciec na pole {square}', 'The unit may also retreat to {square}', '6.5'),
  'learn/control-missed-occupied': e(
    'Na polu {square} stoi twoja jednostka: liczy się dla ciebie, nawet gdy obok stoją jednostki przeciwnika',
    'Your unit stands on {square}: it counts for you even with enemy units next to it',
    '2.2-R2'
  ),
  'learn/control-missed-influence': e(
    'Pole {square} jest puste, przylega do twojej jednostki i nie przylega do żadnej jednostki przeciwnika: kontrolujesz je',
    '{square} is empty, next to your unit and next to no enemy unit: you control it',
    '2.2-R2'
  ),
  'learn/control-contested': e(
    'Pole {square} przylega do jednostek obu stron (pole X): nie liczy się dla nikogo',
    '{square} is next to units of both sides (an X square): it counts for nobody',
    '2.2-R2'
  ),
  'learn/control-enemy': e(
    'Na polu {square} stoi jednostka przeciwnika (pole Y): nie liczy się dla ciebie',
    'An enemy unit stands on {square} (a Y square): it does not count for you',
    '2.2-R2'
  ),
  'learn/control-own-half': e(
    'Pole {square} leży na twojej połowie: liczą się tylko pola na połowie przeciwnika',
    '{square} is in your own half: only squares in the enemy half count',
    '2.2-R1'
  ),
  'learn/control-none': e(
    'Na polu {square} ani obok niego nie stoi żadna twoja jednostka',
    'No unit of yours stands on {square} or next to it',
    '2.2-R2'
  ),
  'learn/contested-missed': e(
    'Pole {square} jest puste i przylega do jednostek obu stron: to pole X',
    '{square} is empty and next to units of both sides: it is an X square',
    '2.2-R2'
  ),
  'learn/contested-occupied': e(
    'Na polu {square} stoi jednostka: liczy się dla jej strony (dla drugiej strony to pole Y)',
    'A unit stands on {square}: it counts for the unit’s side (for the other side it is a Y square)',
    '2.2-R2'
  ),
  'learn/contested-one-side': e(
    'Pole {square} przylega do jednostek tylko jednej strony albo nie przylega do żadnej: to nie jest pole X',
    '{square} is next to units of one side only, or of none: it is not an X square',
    '2.2-R2'
  ),
  'learn/deploy-missed': e('Jednostkę można też rozstawić na polu {square}', 'The unit may also be placed on {square}', '3.3-R1'),
  'learn/support-missed': e(
    'Jednostka z pola {square} też może wspierać: przylega do broniącej się jednostki i nie stoi na Mokradłach',
    'The unit on {square} may support too: it is next to the defending unit and not in Marsh',
    '6.4-R3'
  ),
  // --- questions with listed answers ---
  'learn/result-attackers-hit': e(
    'Atak {attack} jest mniejszy niż obrona {defense} (A < O): każda atakująca jednostka zostaje raniona',
    'Attack {attack} is less than Defence {defense}: every attacking unit takes a hit',
    '6.1'
  ),
  'learn/result-no-effect': e(
    'Atak {attack} równa się obronie {defense}: bez efektu',
    'Attack {attack} equals Defence {defense}: no effect',
    '6.1'
  ),
  'learn/result-defender-chooses': e(
    'Atak {attack} jest większy niż obrona {defense}, ale mniejszy niż jej dwukrotność: obrońca wybiera Ucieczkę albo ranę',
    'Attack {attack} is more than Defence {defense} but less than twice it: the defender chooses Retreat or a hit',
    '6.1'
  ),
  'learn/result-attacker-chooses': e(
    'Atak {attack} wynosi co najmniej dwukrotność obrony {defense}, ale mniej niż jej trzykrotność: atakujący wybiera Ucieczkę albo ranę',
    'Attack {attack} is at least twice Defence {defense}, less than three times: the attacker chooses Retreat or a hit',
    '6.1'
  ),
  'learn/result-retreat-and-hit': e(
    'Atak {attack} wynosi co najmniej trzykrotność obrony {defense}, ale mniej niż jej czterokrotność: broniąca się jednostka zostaje raniona i ucieka',
    'Attack {attack} is at least three times Defence {defense}, less than four times: the defending unit takes a hit and retreats',
    '6.1'
  ),
  'learn/result-eliminated': e(
    'Atak {attack} wynosi co najmniej czterokrotność obrony {defense}: broniąca się jednostka zostaje wyeliminowana',
    'Attack {attack} is at least four times Defence {defense}: the defending unit is eliminated',
    '6.1'
  ),
  'learn/result-hit': e(
    'Atak {attack} jest większy niż obrona {defense}: cel zostaje raniony (ostrzał nigdy nie rani strzelającej jednostki)',
    'Attack {attack} is more than Defence {defense}: the target takes a hit (fire never harms the firing unit)',
    '6.2'
  ),
  'learn/result-fire-no-effect': e(
    'Atak {attack} nie jest większy niż obrona {defense}: bez efektu, a strzelająca jednostka nigdy nie zostaje raniona',
    'Attack {attack} is not more than Defence {defense}: no effect, and the firing unit is never harmed',
    '6.2'
  ),
  'learn/total': e('Suma wynosi {total}: {partsPl}', 'The total is {total}: {partsEn}', '6.1'),
  'learn/strength': e('Ta jednostka ma wartość bojową {strength}', 'This unit shows strength {strength}', '1.3'),
  'learn/score': e(
    'Liczba pól kontrolowanych na połowie przeciwnika ({nationPl}): {score}',
    'Squares {nationEn} controls in the enemy half: {score}',
    '2.2'
  ),
  'learn/winner': e('Wygrywa {nationPl}: {whyPl}', '{nationEn} wins: {whyEn}', '2.2-R6'),
  'learn/retreat-tier': e('Jednostka ucieka {tierPl}', 'The unit retreats {tierEn}', '6.5'),
  'learn/attrition': e('{whyPl}', '{whyEn}', '2.1'),
  'learn/who': e('Teraz decyduje {nationPl}', 'Now {nationEn} decides', '4'),
  'learn/nightfall': e('Dzień kończy się {whenPl}', 'The day ends {whenEn}', '2.3'),
  'learn/drawn': e(
    'W Fazie Dobrania dobiera się do 5 kart na ręce: liczba dobranych kart to {count}',
    'The Draw Phase fills the hand up to 5 cards: {count} drawn',
    '4-R8'
  ),
  'learn/unit-after': e('Po tym jednostka jest {statePl}', 'After this, the unit is {stateEn}', '6.5'),
  // --- engine actions to make ---
  'learn/goal': e('To dozwolone, ale zadanie brzmi: {goalPl}', 'That is allowed, but it is not the task: {goalEn}'),
  'learn/asked': e('Twoja odpowiedź: {didPl}. Ten etap prosi o: {askedPl}', 'You chose {didEn}; this stage asks for {askedEn}'),
  // --- answers that do not fit the stage ---
  'learn/answer-kind': e(
    'Ten etap wymaga innego rodzaju odpowiedzi: {expectedPl}',
    'This stage asks for another kind of answer: {expectedEn}'
  ),
  'learn/choice-range': e('Nie ma tu odpowiedzi numer {index}', 'There is no answer number {index} here')
} as const satisfies Record<string, ErrorDef>;

export type LearnErrorCode = keyof typeof LEARN_ERRORS;
