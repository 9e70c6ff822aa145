// Error codes of the lessons (src/lib/learn, issue 25): why an answer to a stage is wrong, when the
// engine itself has no refusal to give (a square left out, a total or a table result misread). Each
// names what is wrong and the rule; the numbers and the verdict always come from the engine. Params
// ending in En/Pl carry words in each language (a nation, a list of totals): each text picks its own.
import type { ErrorDef } from './errors-def';

export const LEARN_ERRORS = {
  // --- squares to tap ---
  'learn/moves-missed': {
    en: 'The unit can also end its move on {square}',
    pl: 'Jednostka może też zakończyć ruch na polu {square}',
    rule: '5'
  },
  'learn/forced-march-missed': {
    en: 'With a Forced March the unit can also end on {square}',
    pl: 'Z Forsownym marszem jednostka może też zakończyć ruch na polu {square}',
    rule: '5-R10'
  },
  'learn/forced-march-basic': {
    en: '{square} is reached by the basic move alone: a Forced March always adds one more square',
    pl: 'Na pole {square} jednostka dojdzie samym podstawowym ruchem: Forsowny marsz zawsze dodaje jeszcze jedno pole',
    rule: '5-R10'
  },
  'learn/fire-missed': {
    en: '{square} is within range and in line of sight too',
    pl: 'Pole {square} też jest w zasięgu i na linii strzału',
    rule: '6.2'
  },
  'learn/retreat-missed': {
    en: 'The unit may also retreat to {square}',
    pl: 'Jednostka może też uciec na pole {square}',
    rule: '6.5'
  },
  'learn/control-missed-occupied': {
    en: 'Your unit stands on {square}: it counts for you even with enemy units next to it',
    pl: 'Na polu {square} stoi twoja jednostka: liczy się dla ciebie, nawet gdy obok stoją jednostki przeciwnika',
    rule: '2.2-R2'
  },
  'learn/control-missed-influence': {
    en: '{square} is empty, next to your unit and next to no enemy unit: you control it',
    pl: 'Pole {square} jest puste, przylega do twojej jednostki i do żadnej jednostki przeciwnika: kontrolujesz je',
    rule: '2.2-R2'
  },
  'learn/control-contested': {
    en: '{square} is next to units of both sides (an X square): it counts for nobody',
    pl: 'Pole {square} przylega do jednostek obu stron (pole X): nie liczy się dla nikogo',
    rule: '2.2-R2'
  },
  'learn/control-enemy': {
    en: 'An enemy unit stands on {square} (a Y square): it does not count for you',
    pl: 'Na polu {square} stoi jednostka przeciwnika (pole Y): nie liczy się dla ciebie',
    rule: '2.2-R2'
  },
  'learn/control-own-half': {
    en: '{square} is in your own half: only squares in the enemy half count',
    pl: 'Pole {square} leży na twojej połowie: liczą się tylko pola na połowie przeciwnika',
    rule: '2.2-R1'
  },
  'learn/control-none': {
    en: 'No unit of yours stands on {square} or next to it',
    pl: 'Na polu {square} ani obok niego nie stoi żadna twoja jednostka',
    rule: '2.2-R2'
  },
  'learn/contested-missed': {
    en: '{square} is empty and next to units of both sides: it is an X square',
    pl: 'Pole {square} jest puste i przylega do jednostek obu stron: to pole X',
    rule: '2.2-R2'
  },
  'learn/contested-occupied': {
    en: 'A unit stands on {square}: it counts for the unit’s side (for the other side it is a Y square)',
    pl: 'Na polu {square} stoi jednostka: liczy się dla jej strony (dla drugiej strony to pole Y)',
    rule: '2.2-R2'
  },
  'learn/contested-one-side': {
    en: '{square} is next to units of one side only, or of none: it is not an X square',
    pl: 'Pole {square} przylega do jednostek tylko jednej strony albo żadnej: to nie jest pole X',
    rule: '2.2-R2'
  },
  'learn/deploy-missed': {
    en: 'The unit may also be placed on {square}',
    pl: 'Jednostkę można też rozstawić na polu {square}',
    rule: '3.3-R1'
  },
  'learn/support-missed': {
    en: 'The unit on {square} may support too: it is next to the defending unit and not in Marsh',
    pl: 'Jednostka z pola {square} też może wspierać: przylega do broniącej się jednostki i nie stoi na Mokradłach',
    rule: '6.4-R3'
  },
  // --- questions with listed answers ---
  'learn/result-attackers-hit': {
    en: 'Attack {attack} is less than Defence {defense}: every attacking unit takes a hit',
    pl: 'Atak {attack} jest mniejszy niż obrona {defense} (A < O): każda atakująca jednostka zostaje raniona',
    rule: '6.1'
  },
  'learn/result-no-effect': {
    en: 'Attack {attack} equals Defence {defense}: no effect',
    pl: 'Atak {attack} równa się obronie {defense}: bez efektu',
    rule: '6.1'
  },
  'learn/result-defender-chooses': {
    en: 'Attack {attack} is more than Defence {defense} but less than twice it: the defender chooses Retreat or a hit',
    pl: 'Atak {attack} jest większy niż obrona {defense}, ale mniejszy niż dwa razy obrona: obrońca wybiera Ucieczkę albo ranę',
    rule: '6.1'
  },
  'learn/result-attacker-chooses': {
    en: 'Attack {attack} is at least twice Defence {defense}, less than three times: the attacker chooses Retreat or a hit',
    pl: 'Atak {attack} to co najmniej dwa razy obrona {defense}, mniej niż trzy razy: atakujący wybiera Ucieczkę albo ranę',
    rule: '6.1'
  },
  'learn/result-retreat-and-hit': {
    en: 'Attack {attack} is at least three times Defence {defense}, less than four times: the defending unit takes a hit and retreats',
    pl: 'Atak {attack} to co najmniej trzy razy obrona {defense}, mniej niż cztery razy: broniąca się jednostka zostaje raniona i ucieka',
    rule: '6.1'
  },
  'learn/result-eliminated': {
    en: 'Attack {attack} is at least four times Defence {defense}: the defending unit is eliminated',
    pl: 'Atak {attack} to co najmniej cztery razy obrona {defense}: broniąca się jednostka zostaje wyeliminowana',
    rule: '6.1'
  },
  'learn/result-hit': {
    en: 'Attack {attack} is more than Defence {defense}: the target takes a hit (fire never harms the firing unit)',
    pl: 'Atak {attack} jest większy niż obrona {defense}: cel zostaje raniony (ostrzał nigdy nie rani strzelającej jednostki)',
    rule: '6.2'
  },
  'learn/result-fire-no-effect': {
    en: 'Attack {attack} is not more than Defence {defense}: no effect, and the firing unit is never harmed',
    pl: 'Atak {attack} nie jest większy niż obrona {defense}: bez efektu, a strzelająca jednostka nigdy nie zostaje raniona',
    rule: '6.2'
  },
  'learn/total': {
    en: 'The total is {total}: {partsEn}',
    pl: 'Suma wynosi {total}: {partsPl}',
    rule: '6.1'
  },
  'learn/strength': {
    en: 'This unit shows strength {strength}',
    pl: 'Ta jednostka ma wartość bojową {strength}',
    rule: '1.3'
  },
  'learn/score': {
    en: 'Squares {nationEn} controls in the enemy half: {score}',
    pl: 'Liczba pól kontrolowanych na połowie przeciwnika ({nationPl}): {score}',
    rule: '2.2'
  },
  'learn/winner': {
    en: '{nationEn} wins: {whyEn}',
    pl: 'Wygrywa {nationPl}: {whyPl}',
    rule: '2.2-R6'
  },
  'learn/retreat-tier': {
    en: 'The unit retreats {tierEn}',
    pl: 'Jednostka ucieka {tierPl}',
    rule: '6.5'
  },
  'learn/attrition': {
    en: '{whyEn}',
    pl: '{whyPl}',
    rule: '2.1'
  },
  'learn/who': {
    en: 'Now {nationEn} decides',
    pl: 'Teraz decyduje {nationPl}',
    rule: '4'
  },
  'learn/nightfall': {
    en: 'The day ends {whenEn}',
    pl: 'Dzień kończy się {whenPl}',
    rule: '2.3'
  },
  'learn/drawn': {
    en: 'The Draw Phase fills the hand up to 5 cards: {count} drawn',
    pl: 'W Fazie Dobrania dobiera się do 5 kart na ręce: liczba dobranych kart to {count}',
    rule: '4-R8'
  },
  'learn/unit-after': {
    en: 'After this, the unit is {stateEn}',
    pl: 'Po tym jednostka jest {statePl}',
    rule: '6.5'
  },
  // --- engine actions to make ---
  'learn/goal': {
    en: 'That is allowed, but it is not the task: {goalEn}',
    pl: 'To dozwolone, ale zadanie brzmi: {goalPl}'
  },
  'learn/goal-square': {
    en: 'The unit ended on {square}; the task is to reach {target}',
    pl: 'Jednostka zakończyła na polu {square}; zadanie: dotrzeć na pole {target}'
  },
  // --- answers that do not fit the stage ---
  'learn/answer-kind': {
    en: 'This stage asks for another kind of answer: {expectedEn}',
    pl: 'Ten etap wymaga innego rodzaju odpowiedzi: {expectedPl}'
  },
  'learn/choice-range': {
    en: 'There is no answer number {index} here',
    pl: 'Nie ma tu odpowiedzi numer {index}'
  }
} as const satisfies Record<string, ErrorDef>;
