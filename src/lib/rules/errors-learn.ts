// Error codes of the lessons (src/lib/learn, issue 25): why an answer to a stage is wrong, when the
// engine itself has no refusal to give (a square left out, a total or a table result misread). Each
// names what is wrong and the rule; the numbers and the verdict always come from the engine. Params
// ending in En/Pl carry words in each language (a nation, a list of totals): each text picks its own.
import { e, type ErrorDef } from './errors-def';

export const LEARN_ERRORS = {
  // --- squares to tap ---
  'learn/moves-missed': e('The unit can also end its move on {square}', 'Jednostka może też zakończyć ruch na polu {square}', '5'),
  'learn/forced-march-missed': e(
    'With a Forced March the unit can also end on {square}',
    'Z Forsownym marszem jednostka może też zakończyć ruch na polu {square}',
    '5-R10'
  ),
  'learn/forced-march-basic': e(
    '{square} is reached by the basic move alone: a Forced March always adds one more square',
    'Na pole {square} jednostka dojdzie samym podstawowym ruchem: Forsowny marsz zawsze dodaje jeszcze jedno pole',
    '5-R10'
  ),
  'learn/fire-missed': e('{square} is within range and in line of sight too', 'Pole {square} też jest w zasięgu i na linii strzału', '6.2'),
  'learn/retreat-missed': e('The unit may also retreat to {square}', 'Jednostka może też uciec na pole {square}', '6.5'),
  'learn/control-missed-occupied': e(
    'Your unit stands on {square}: it counts for you even with enemy units next to it',
    'Na polu {square} stoi twoja jednostka: liczy się dla ciebie, nawet gdy obok stoją jednostki przeciwnika',
    '2.2-R2'
  ),
  'learn/control-missed-influence': e(
    '{square} is empty, next to your unit and next to no enemy unit: you control it',
    'Pole {square} jest puste, przylega do twojej jednostki i do żadnej jednostki przeciwnika: kontrolujesz je',
    '2.2-R2'
  ),
  'learn/control-contested': e(
    '{square} is next to units of both sides (an X square): it counts for nobody',
    'Pole {square} przylega do jednostek obu stron (pole X): nie liczy się dla nikogo',
    '2.2-R2'
  ),
  'learn/control-enemy': e(
    'An enemy unit stands on {square} (a Y square): it does not count for you',
    'Na polu {square} stoi jednostka przeciwnika (pole Y): nie liczy się dla ciebie',
    '2.2-R2'
  ),
  'learn/control-own-half': e(
    '{square} is in your own half: only squares in the enemy half count',
    'Pole {square} leży na twojej połowie: liczą się tylko pola na połowie przeciwnika',
    '2.2-R1'
  ),
  'learn/control-none': e(
    'No unit of yours stands on {square} or next to it',
    'Na polu {square} ani obok niego nie stoi żadna twoja jednostka',
    '2.2-R2'
  ),
  'learn/contested-missed': e(
    '{square} is empty and next to units of both sides: it is an X square',
    'Pole {square} jest puste i przylega do jednostek obu stron: to pole X',
    '2.2-R2'
  ),
  'learn/contested-occupied': e(
    'A unit stands on {square}: it counts for the unit’s side (for the other side it is a Y square)',
    'Na polu {square} stoi jednostka: liczy się dla jej strony (dla drugiej strony to pole Y)',
    '2.2-R2'
  ),
  'learn/contested-one-side': e(
    '{square} is next to units of one side only, or of none: it is not an X square',
    'Pole {square} przylega do jednostek tylko jednej strony albo żadnej: to nie jest pole X',
    '2.2-R2'
  ),
  'learn/deploy-missed': e('The unit may also be placed on {square}', 'Jednostkę można też rozstawić na polu {square}', '3.3-R1'),
  'learn/support-missed': e(
    'The unit on {square} may support too: it is next to the defending unit and not in Marsh',
    'Jednostka z pola {square} też może wspierać: przylega do broniącej się jednostki i nie stoi na Mokradłach',
    '6.4-R3'
  ),
  // --- questions with listed answers ---
  'learn/result-attackers-hit': e(
    'Attack {attack} is less than Defence {defense}: every attacking unit takes a hit',
    'Atak {attack} jest mniejszy niż obrona {defense} (A < O): każda atakująca jednostka zostaje raniona',
    '6.1'
  ),
  'learn/result-no-effect': e(
    'Attack {attack} equals Defence {defense}: no effect',
    'Atak {attack} równa się obronie {defense}: bez efektu',
    '6.1'
  ),
  'learn/result-defender-chooses': e(
    'Attack {attack} is more than Defence {defense} but less than twice it: the defender chooses Retreat or a hit',
    'Atak {attack} jest większy niż obrona {defense}, ale mniejszy niż dwa razy obrona: obrońca wybiera Ucieczkę albo ranę',
    '6.1'
  ),
  'learn/result-attacker-chooses': e(
    'Attack {attack} is at least twice Defence {defense}, less than three times: the attacker chooses Retreat or a hit',
    'Atak {attack} to co najmniej dwa razy obrona {defense}, mniej niż trzy razy: atakujący wybiera Ucieczkę albo ranę',
    '6.1'
  ),
  'learn/result-retreat-and-hit': e(
    'Attack {attack} is at least three times Defence {defense}, less than four times: the defending unit takes a hit and retreats',
    'Atak {attack} to co najmniej trzy razy obrona {defense}, mniej niż cztery razy: broniąca się jednostka zostaje raniona i ucieka',
    '6.1'
  ),
  'learn/result-eliminated': e(
    'Attack {attack} is at least four times Defence {defense}: the defending unit is eliminated',
    'Atak {attack} to co najmniej cztery razy obrona {defense}: broniąca się jednostka zostaje wyeliminowana',
    '6.1'
  ),
  'learn/result-hit': e(
    'Attack {attack} is more than Defence {defense}: the target takes a hit (fire never harms the firing unit)',
    'Atak {attack} jest większy niż obrona {defense}: cel zostaje raniony (ostrzał nigdy nie rani strzelającej jednostki)',
    '6.2'
  ),
  'learn/result-fire-no-effect': e(
    'Attack {attack} is not more than Defence {defense}: no effect, and the firing unit is never harmed',
    'Atak {attack} nie jest większy niż obrona {defense}: bez efektu, a strzelająca jednostka nigdy nie zostaje raniona',
    '6.2'
  ),
  'learn/total': e('The total is {total}: {partsEn}', 'Suma wynosi {total}: {partsPl}', '6.1'),
  'learn/strength': e('This unit shows strength {strength}', 'Ta jednostka ma wartość bojową {strength}', '1.3'),
  'learn/score': e(
    'Squares {nationEn} controls in the enemy half: {score}',
    'Liczba pól kontrolowanych na połowie przeciwnika ({nationPl}): {score}',
    '2.2'
  ),
  'learn/winner': e('{nationEn} wins: {whyEn}', 'Wygrywa {nationPl}: {whyPl}', '2.2-R6'),
  'learn/retreat-tier': e('The unit retreats {tierEn}', 'Jednostka ucieka {tierPl}', '6.5'),
  'learn/attrition': e('{whyEn}', '{whyPl}', '2.1'),
  'learn/who': e('Now {nationEn} decides', 'Teraz decyduje {nationPl}', '4'),
  'learn/nightfall': e('The day ends {whenEn}', 'Dzień kończy się {whenPl}', '2.3'),
  'learn/drawn': e(
    'The Draw Phase fills the hand up to 5 cards: {count} drawn',
    'W Fazie Dobrania dobiera się do 5 kart na ręce: liczba dobranych kart to {count}',
    '4-R8'
  ),
  'learn/unit-after': e('After this, the unit is {stateEn}', 'Po tym jednostka jest {statePl}', '6.5'),
  // --- engine actions to make ---
  'learn/goal': e('That is allowed, but it is not the task: {goalEn}', 'To dozwolone, ale zadanie brzmi: {goalPl}'),
  'learn/goal-square': e(
    'The unit ended on {square}; the task is to reach {target}',
    'Jednostka zakończyła na polu {square}; zadanie: dotrzeć na pole {target}'
  ),
  // --- answers that do not fit the stage ---
  'learn/answer-kind': e(
    'This stage asks for another kind of answer: {expectedEn}',
    'Ten etap wymaga innego rodzaju odpowiedzi: {expectedPl}'
  ),
  'learn/choice-range': e('There is no answer number {index} here', 'Nie ma tu odpowiedzi numer {index}')
} as const satisfies Record<string, ErrorDef>;
