// Lessons 9–11: the totals with terrain, Hill and Redoubt (6.3, 6.1 step 6), the combat results
// table (6.1 step 7, with the rulebook's own boundaries for a Defence of 7), Leaders and
// supporting units (6.4, 9.1).
import { position } from '../build';
import { attackTotal, defenseTotal, positionOf, type NationId } from '$lib/rules';
import { cardOf, diceWords, parsed, part, plForm, replayed, strengthAt, unitsCount } from '../facts';
import type { Stage } from '../types';
import { FRONT_COMBAT, LINE_ATTACKER, LINE_DEFENDER } from './games';
import { action, choice, fights, legal, numbers, onGame, onPosition, RESULT, RESULT_OPTIONS, stage, t, tap } from './kit';

const FIELD = position({
  terrain: { c4: 'h', c5: 't', d4: 'h', e5: 'w', g5: 'm', f4: 'h' },
  south: { c4: '19th-regiment-legere', e4: '2nd-regiment-legere', f4: '8th-regiment-legere' },
  north: { c5: '4th-regiment-of-foot', d4: '42nd-regiment-of-foot', e5: '1st-foot-guards', g5: '32nd-regiment-of-foot' },
  redoubts: ['e5']
});

const P = parsed(FIELD);
const s = (square: string) => strengthAt(P, square);
const TOWN = defenseTotal(P, 'c5');
const REDOUBT = defenseTotal(P, 'e5');
const MARSH = defenseTotal(P, 'g5', { cardDefense: [5] });
const HILL = attackTotal(P, { kind: 'assault', from: 'c4', target: 'c5', dice: [4, 5] });
const HILL_ON_HILL = attackTotal(P, { kind: 'assault', from: 'c4', target: 'd4', dice: [4, 5] });

export const totals: Stage[] = [
  stage({
    id: 'totals-town',
    sections: ['6.3'],
    goal: t(
      `Jaka jest suma obrony 4. pułku (wartość ${s('c5')}) w Mieście na c5?`,
      `What is the Defence Total of the 4th (strength ${s('c5')}) in the Town on c5?`
    ),
    hint: t('Miasto daje +3 do obrony.', 'A Town gives +3 to defence.'),
    explain: t(
      `${part(TOWN, 'strength')} + ${part(TOWN, 'terrain')} za Miasto = ${TOWN.total}.`,
      `${part(TOWN, 'strength')} + ${part(TOWN, 'terrain')} for the Town = ${TOWN.total}.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'defense', square: 'c5' }, numbers(7, 10, 9), 1, 0, 2)
  }),
  stage({
    id: 'totals-redoubt',
    sections: ['6.3', '9.2'],
    goal: t(
      `Gwardia Piesza (${s('e5')}) stoi w Lesie na e5, w Reducie. Jaka jest jej suma obrony?`,
      `The Foot Guards (${s('e5')}) stand in Woods on e5, in a Redoubt. What is their Defence Total?`
    ),
    hint: t('Reduta dodaje +3 do premii terenu.', 'A Redoubt adds +3 on top of the terrain bonus.'),
    explain: t(
      `${part(REDOUBT, 'strength')} + ${part(REDOUBT, 'terrain')} za Las + ${part(REDOUBT, 'redoubt')} za Redutę = ${REDOUBT.total}.`,
      `${part(REDOUBT, 'strength')} + ${part(REDOUBT, 'terrain')} for the Woods + ${part(REDOUBT, 'redoubt')} for the Redoubt = ${REDOUBT.total}.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'defense', square: 'e5' }, numbers(10, 13, 8), 1, 0)
  }),
  stage({
    id: 'totals-marsh-card',
    sections: ['6.3', '6.1'],
    goal: t(
      `32. pułk (${s('g5')}) broni się na Mokradłach (g5), a ty zagrywasz dla niego kartę z Obroną ${part(MARSH, 'card-defense')}. Jaka jest suma obrony?`,
      `The 32nd (${s('g5')}) defends in Marsh (g5), and you play a card with Defence ${part(MARSH, 'card-defense')} for it. What is the Defence Total?`
    ),
    hint: t(
      'Każda karta obrony dodaje swoją wartość Obrony; Mokradła dają +1.',
      'Each defence card adds its Defence value; Marsh gives +1.'
    ),
    explain: t(
      `${part(MARSH, 'strength')} + ${part(MARSH, 'card-defense')} z karty + ${part(MARSH, 'terrain')} za Mokradła = ${MARSH.total}.`,
      `${part(MARSH, 'strength')} + ${part(MARSH, 'card-defense')} from the card + ${part(MARSH, 'terrain')} for the Marsh = ${MARSH.total}.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'defense', square: 'g5', cardDefense: [5] }, numbers(11, 12, 6), 1, 0, 2)
  }),
  stage({
    id: 'totals-hill-attack',
    sections: ['6.3'],
    goal: t(
      `19. pułk (${s('c4')}) naciera ze Wzgórza c4 na Miasto c5 i wyrzuca 4 i 5. Ile wynosi suma ataku?`,
      `The 19th (${s('c4')}) assaults from the Hill at c4 into the Town at c5 and rolls 4 and 5. What is the Attack Total?`
    ),
    hint: t('Wartość bojowa, kości i +2 za atak ze Wzgórza.', 'Strength, the dice, and +2 for attacking from a Hill.'),
    explain: t(
      `${part(HILL, 'strength')} + 4 + 5 + ${part(HILL, 'hill')} za Wzgórze = ${HILL.total}.`,
      `${part(HILL, 'strength')} + 4 + 5 + ${part(HILL, 'hill')} for the Hill = ${HILL.total}.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'attack', form: 'assault', from: 'c4', target: 'c5', dice: [4, 5] }, numbers(16, 18, 21), 1, 0, 2)
  }),
  stage({
    id: 'totals-hill-on-hill',
    sections: ['6.3'],
    goal: t(
      'Ten sam 19. pułk naciera na 42. pułk, który też stoi na Wzgórzu (d4). Rzut 4 i 5: ile wynosi suma ataku?',
      'The same 19th assaults the 42nd, which also stands on a Hill (d4). Rolling 4 and 5: what is the Attack Total?'
    ),
    hint: t(
      'Premia za Wzgórze przepada, gdy broniąca się jednostka też stoi na Wzgórzu.',
      'The Hill bonus is lost when the defending unit stands on a Hill too.'
    ),
    explain: t(
      `${part(HILL_ON_HILL, 'strength')} + 4 + 5 = ${HILL_ON_HILL.total}: bez premii, bo cel stoi na Wzgórzu.`,
      `${part(HILL_ON_HILL, 'strength')} + 4 + 5 = ${HILL_ON_HILL.total}: no bonus, the target is on a Hill.`
    ),
    board: onPosition(FIELD),
    ...choice({ ask: 'attack', form: 'assault', from: 'c4', target: 'd4', dice: [4, 5] }, numbers(16, 18, 20), 0, 1)
  })
];

/** The rulebook's boundaries for a Defence Total of 7 (RULES.md T11). */
const band = (attack: number, id: string, right: string, wrong: string[], explainPl: string, explainEn: string) =>
  stage({
    id,
    sections: ['6.1'],
    goal: t(
      `Natarcie: suma ataku ${attack}, suma obrony 7. Jaki jest wynik?`,
      `An Assault: Attack Total ${attack}, Defence Total 7. What is the result?`
    ),
    hint: t(
      'Porównaj atak z wielokrotnościami obrony: 1×, 2×, 3×, 4× (7, 14, 21, 28).',
      'Compare the attack with multiples of the defence: 1×, 2×, 3×, 4× (7, 14, 21, 28).'
    ),
    explain: t(explainPl, explainEn),
    board: onPosition(position({ south: { d4: '19th-regiment-legere' }, north: { d5: '4th-regiment-of-foot' } })),
    ...choice({ ask: 'result', form: 'assault', attack, defense: 7 }, RESULT_OPTIONS, RESULT(right), ...wrong.map(RESULT))
  });

export const results: Stage[] = [
  band(
    6,
    'results-six',
    'attackers-hit',
    ['no-effect'],
    'A < O: atakujący zostają ranieni, obrońca nic.',
    'A < D: the attackers take a hit, the defender nothing.'
  ),
  band(
    13,
    'results-thirteen',
    'defender-chooses',
    ['attacker-chooses'],
    '13 to więcej niż 7, ale mniej niż 14: wybiera obrońca.',
    '13 is more than 7 but less than 14: the defender chooses.'
  ),
  band(
    14,
    'results-fourteen',
    'attacker-chooses',
    ['defender-chooses'],
    '14 = 2 × 7: teraz wybiera atakujący.',
    '14 = 2 × 7: now the attacker chooses.'
  ),
  band(
    21,
    'results-twenty-one',
    'retreat-and-hit',
    ['eliminated', 'attacker-chooses'],
    '21 = 3 × 7: rana i Ucieczka.',
    '21 = 3 × 7: a hit and a Retreat.'
  ),
  band(
    28,
    'results-twenty-eight',
    'eliminated',
    ['retreat-and-hit'],
    '28 = 4 × 7: jednostka zostaje wyeliminowana.',
    '28 = 4 × 7: the unit is eliminated.'
  )
];

/** The Leaders' values the texts name, from the catalogue (9.1). */
const leader = (nation: NationId, id: string) => {
  const def = cardOf(nation, id);
  if (def.kind !== 'leader') throw new Error(`${id} is not a Leader`);
  return def;
};
const LANNES = leader('france', 'jean-lannes');
const WELLINGTON = leader('great-britain', 'lord-wellington');
const BATTERY = diceWords(leader('france', 'napoleon-bonaparte').grandBattery?.bombard);
/** The Guard's assault with the 19th supporting (6.4), on the game's board. */
const LINE = replayed(LINE_ATTACKER);
const SUPPORTED = attackTotal(positionOf(LINE.state, LINE.catalog), {
  kind: 'assault',
  from: 'd2',
  target: 'd3',
  dice: [5, 3],
  supporting: ['e3']
});

export const leaders: Stage[] = [
  stage({
    id: 'leaders-support',
    sections: ['6.4'],
    goal: t(
      'Gwardia naciera na Ułanów (d3). Które jednostki może dołączyć dowódca użyty do Dowodzenia?',
      'The Guard assaults the Lancers (d3). Which units may a Leader played for Command bring in?'
    ),
    hint: t(
      'Wspierać może twoja jednostka obok broniącej się, nie na Mokradłach.',
      'A supporting unit is yours, next to the defending unit, and not in Marsh.'
    ),
    explain: t('Tylko 19. pułk z e3: 4. pułk na c3 stoi na Mokradłach.', 'Only the 19th on e3: the 4th on c3 stands in Marsh.'),
    board: onGame(LINE_ATTACKER),
    ...tap({ ask: 'support' }, ['d2', 'd3'], ['e3'], ['e3', 'c3'], [])
  }),
  stage({
    id: 'leaders-command',
    sections: ['6.4', '9.1'],
    goal: t(
      `Zagraj Lannesa (Dowodzenie ${LANNES.command}), użyj Dowodzenia i dołącz jednostkę wspierającą z e3.`,
      `Play Lannes (Command ${LANNES.command}) for Command, with the supporting unit on e3.`
    ),
    hint: t(
      `Dowodzenie ${LANNES.command} to ${unitsCount(LANNES.command - 1).pl} ${plForm(LANNES.command - 1, 'wspierająca', 'wspierające', 'wspierających')}; dowódca używa Dowodzenia albo Walki, nigdy obu.`,
      `Command ${LANNES.command} means ${LANNES.command - 1} supporting unit${LANNES.command - 1 === 1 ? '' : 's'}; a Leader uses Command or Combat, never both.`
    ),
    explain: t(
      '19. pułk dołącza do ataku: jego wartość bojowa doda się do sumy ataku.',
      'The 19th joins the attack: its strength adds to the Attack Total.'
    ),
    board: onGame(LINE_ATTACKER),
    ...action(
      ['play', 'pass'],
      { goal: 'play', cards: ['jean-lannes'], use: 'command', supporting: ['e3'] },
      { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['e3'] },
      { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['e3', 'c3'] },
      { type: 'play', card: 'jean-lannes' },
      { type: 'play', card: 'jean-lannes', use: 'command', supporting: ['c3'] },
      { type: 'play', card: 'michel-ney', use: 'combat' },
      { type: 'play', card: 'jean-lannes', use: 'combat' },
      { type: 'play', card: 'jean-lannes', use: 'command', supporting: [] }
    ),
    par: 3
  }),
  stage({
    id: 'leaders-total',
    sections: ['6.4'],
    goal: t(
      `Gwardia (${part(SUPPORTED, 'strength')}) naciera z d2 z 19. pułkiem (${part(SUPPORTED, 'supporting-strength')}) jako wsparciem i wyrzuca 5 i 3. Ile wynosi suma ataku?`,
      `The Guard (${part(SUPPORTED, 'strength')}) assaults from d2 with the 19th (${part(SUPPORTED, 'supporting-strength')}) supporting and rolls 5 and 3. What is the Attack Total?`
    ),
    hint: t('Jednostka wspierająca dodaje swoją wartość bojową automatycznie.', 'A supporting unit adds its strength automatically.'),
    explain: t(
      `Gwardia ${part(SUPPORTED, 'strength')} + kości 5 + 3 + 19. pułk ${part(SUPPORTED, 'supporting-strength')} = ${SUPPORTED.total}.`,
      `The Guard ${part(SUPPORTED, 'strength')} + dice 5 + 3 + the 19th ${part(SUPPORTED, 'supporting-strength')} = ${SUPPORTED.total}.`
    ),
    board: onGame(LINE_ATTACKER),
    ...choice({ ask: 'attack', form: 'assault', from: 'd2', target: 'd3', dice: [5, 3], supporting: ['e3'] }, numbers(16, 23, 25), 1, 0, 2)
  }),
  stage({
    id: 'leaders-grand-battery',
    sections: ['9.1', '6.2'],
    goal: t(
      'Zagraj Napoleona: Wspaniała artyleria z 1. Kirasjerów (d4) do Ułanów na d5.',
      'Play Napoleon: a Grand Battery from the 1st Cuirassiers (d4) at the Lancers on d5.'
    ),
    hint: t(
      `Wspaniała artyleria to Bombardowanie ${BATTERY.pl} z dowolnej francuskiej jednostki, na odległość do 2 pól; to walka tej tury.`,
      `A Grand Battery is a ${BATTERY.en} Bombardment from any French unit, up to 2 squares; it is this turn’s combat.`
    ),
    explain: t(
      'Nawet kawaleria może strzelać Wspaniałą artylerią; reszta jak przy Bombardowaniu.',
      'Even cavalry can fire the Grand Battery; the rest is as in a Bombardment.'
    ),
    ...fights(
      onGame(FRONT_COMBAT),
      ['grand-battery', 'bombard', 'assault'],
      { goal: 'combat', form: 'bombardment', target: 'd5', from: 'd4', cards: ['napoleon-bonaparte'] },
      ['grand-battery', 'd4', 'd5', 'napoleon-bonaparte'],
      ['grand-battery', 'd4', 'd5', 'louis-nicolas-davout'],
      ['grand-battery', 'd4', 'f5', 'napoleon-bonaparte'],
      ['bombard', 'd4', 'd5', '1st-cuirassiers-3']
    )
  }),
  stage({
    id: 'leaders-defender',
    sections: ['9.1', '6.1'],
    goal: t(
      'Grasz Wielką Brytanią i bronisz się. Jak możesz użyć Wellingtona?',
      'You play Great Britain and defend. How may you use Wellington?'
    ),
    hint: t('Dowódca obrońcy dodaje tylko swoją Walkę.', 'A defending Leader adds only its Combat value.'),
    explain: t(`Wellington doda ${WELLINGTON.combat} do sumy obrony.`, `Wellington adds ${WELLINGTON.combat} to the Defence Total.`),
    board: onGame(LINE_DEFENDER, 1),
    ...legal(
      [
        [{ type: 'play', card: 'lord-wellington', use: 'command' }, 'Użyć Dowodzenia', 'For Command'],
        [{ type: 'play', card: 'lord-wellington', use: 'combat' }, 'Użyć Walki', 'For Combat']
      ],
      1,
      0
    )
  })
];
