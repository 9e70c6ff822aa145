// Ottoman Empire: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const ottomanEmpire: ArmyDef = {
  id: 'ottoman-empire',
  name: 'Ottoman Empire',
  namePl: 'Imperium Otomańskie',
  code: 'OT',
  tieBreakRank: 2,
  units: [
    { id: '1st-janissaries', name: '1st Janissaries', type: 'infantry', full: 8, reduced: 5 },
    { id: '2nd-janissaries', name: '2nd Janissaries', type: 'infantry', full: 8, reduced: 5 },
    {
      id: 'albanian-feudal-corps',
      name: 'Albanian Feudal Corps',
      altNames: ['Albanian Feudal'],
      type: 'infantry',
      full: 6,
      reduced: 2
    },
    {
      id: 'ali-pashas-cavalry',
      name: "Ali Pasha's Cavalry",
      altNames: ["Ali Pasha's Cav"],
      type: 'cavalry',
      full: 7,
      reduced: 5
    },
    { id: 'arab-cavalry', name: 'Arab Cavalry', type: 'cavalry', full: 6, reduced: 3 },
    {
      id: 'greek-feudal-corps',
      name: 'Greek Feudal Corps',
      altNames: ['Greek Feudal'],
      type: 'infantry',
      full: 6,
      reduced: 2
    },
    {
      id: 'irregular-cavalry',
      name: 'Irregular Cavalry',
      altNames: ['Irregular Cav'],
      type: 'cavalry',
      full: 5,
      reduced: 2
    },
    {
      id: 'regular-cavalry',
      name: 'Regular Cavalry',
      altNames: ['Regular Cav'],
      type: 'cavalry',
      full: 7,
      reduced: 4
    }
  ],
  deck: [
    // 1st Janissaries
    {
      kind: 'unit',
      id: '1st-janissaries-1',
      unit: '1st-janissaries',
      attack: '2d8',
      defense: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [180]
    },
    {
      kind: 'unit',
      id: '1st-janissaries-2',
      unit: '1st-janissaries',
      attack: '2d6',
      defense: 3,
      copies: 2,
      sourceCardIds: [181, 182],
      doubt: {
        confidence: 'medium',
        note: 'CardID 182 is transcribed with Defense 4 but shares its face (2d6/3) with CardID 181, so it is read as a second 2d6/3 copy.'
      }
    },
    {
      kind: 'unit',
      id: '1st-janissaries-3',
      unit: '1st-janissaries',
      attack: '1d10',
      defense: 4,
      copies: 1,
      sourceCardIds: [183]
    },
    {
      kind: 'unit',
      id: '1st-janissaries-4',
      unit: '1st-janissaries',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [184]
    },
    // 2nd Janissaries
    {
      kind: 'unit',
      id: '2nd-janissaries-1',
      unit: '2nd-janissaries',
      attack: '2d8',
      defense: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [185]
    },
    {
      kind: 'unit',
      id: '2nd-janissaries-2',
      unit: '2nd-janissaries',
      attack: '2d6',
      defense: 3,
      copies: 2,
      sourceCardIds: [186, 187]
    },
    {
      kind: 'unit',
      id: '2nd-janissaries-3',
      unit: '2nd-janissaries',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [188]
    },
    {
      kind: 'unit',
      id: '2nd-janissaries-4',
      unit: '2nd-janissaries',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [189]
    },
    // Albanian Feudal Corps
    {
      kind: 'unit',
      id: 'albanian-feudal-corps-1',
      unit: 'albanian-feudal-corps',
      attack: '1d10',
      defense: 3,
      copies: 4,
      sourceCardIds: [190, 191, 192, 193]
    },
    {
      kind: 'unit',
      id: 'albanian-feudal-corps-2',
      unit: 'albanian-feudal-corps',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [194]
    },
    // Ali Pasha's Cavalry
    {
      kind: 'unit',
      id: 'ali-pashas-cavalry-1',
      unit: 'ali-pashas-cavalry',
      attack: '2d8',
      defense: 6,
      pursuit: 3,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [235, 236]
    },
    {
      kind: 'unit',
      id: 'ali-pashas-cavalry-2',
      unit: 'ali-pashas-cavalry',
      attack: '2d10',
      defense: 5,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [237]
    },
    {
      kind: 'unit',
      id: 'ali-pashas-cavalry-3',
      unit: 'ali-pashas-cavalry',
      attack: '2d6',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [238]
    },
    {
      kind: 'unit',
      id: 'ali-pashas-cavalry-4',
      unit: 'ali-pashas-cavalry',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [239]
    },
    // Arab Cavalry
    {
      kind: 'unit',
      id: 'arab-cavalry-1',
      unit: 'arab-cavalry',
      attack: '2d10',
      defense: 6,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [195]
    },
    {
      kind: 'unit',
      id: 'arab-cavalry-2',
      unit: 'arab-cavalry',
      attack: '2d8',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [196]
    },
    {
      kind: 'unit',
      id: 'arab-cavalry-3',
      unit: 'arab-cavalry',
      attack: '2d8',
      defense: 4,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [197]
    },
    {
      kind: 'unit',
      id: 'arab-cavalry-4',
      unit: 'arab-cavalry',
      attack: '1d10',
      defense: 3,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [198]
    },
    {
      kind: 'unit',
      id: 'arab-cavalry-5',
      unit: 'arab-cavalry',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [199]
    },
    // Greek Feudal Corps
    {
      kind: 'unit',
      id: 'greek-feudal-corps-1',
      unit: 'greek-feudal-corps',
      attack: '1d10',
      defense: 3,
      copies: 4,
      sourceCardIds: [200, 201, 202, 203]
    },
    {
      kind: 'unit',
      id: 'greek-feudal-corps-2',
      unit: 'greek-feudal-corps',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [204]
    },
    // Irregular Cavalry
    {
      kind: 'unit',
      id: 'irregular-cavalry-1',
      unit: 'irregular-cavalry',
      attack: '1d10',
      defense: 3,
      pursuit: 1,
      copies: 2,
      sourceCardIds: [205, 206]
    },
    {
      kind: 'unit',
      id: 'irregular-cavalry-2',
      unit: 'irregular-cavalry',
      attack: '1d8',
      defense: 2,
      pursuit: 1,
      copies: 2,
      sourceCardIds: [207, 208]
    },
    {
      kind: 'unit',
      id: 'irregular-cavalry-3',
      unit: 'irregular-cavalry',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [209]
    },
    // Regular Cavalry
    {
      kind: 'unit',
      id: 'regular-cavalry-1',
      unit: 'regular-cavalry',
      attack: '2d6',
      defense: 5,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [210]
    },
    {
      kind: 'unit',
      id: 'regular-cavalry-2',
      unit: 'regular-cavalry',
      attack: '2d6',
      defense: 4,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [211]
    },
    {
      kind: 'unit',
      id: 'regular-cavalry-3',
      unit: 'regular-cavalry',
      attack: '2d6',
      defense: 3,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [212]
    },
    {
      kind: 'unit',
      id: 'regular-cavalry-4',
      unit: 'regular-cavalry',
      attack: '1d10',
      defense: 2,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [213]
    },
    {
      kind: 'unit',
      id: 'regular-cavalry-5',
      unit: 'regular-cavalry',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [214]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'pechlivan-khan',
      name: 'Pechlivan Khan',
      command: 3,
      combat: 4,
      rally: 5,
      copies: 1,
      sourceCardIds: [218]
    },
    {
      kind: 'leader',
      id: 'muhammad-ali',
      name: 'Muhammad Ali',
      command: 2,
      combat: 3,
      rally: 4,
      pursuitModifier: -1,
      copies: 1,
      sourceCardIds: [216]
    },
    {
      kind: 'leader',
      id: 'omar-agha',
      name: 'Omar Agha',
      command: 2,
      combat: 2,
      rally: 4,
      copies: 1,
      sourceCardIds: [217]
    },
    {
      kind: 'leader',
      id: 'grand-visier-pasha',
      name: 'Grand Visier Pasha',
      command: 1,
      combat: 2,
      rally: 4,
      copies: 1,
      sourceCardIds: [215]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'committed-attack',
      type: 'committed-attack',
      title: 'Committed Attack',
      copies: 4,
      sourceCardIds: [219, 220, 221, 222]
    },
    {
      kind: 'hq',
      id: 'regroup',
      type: 'regroup',
      title: 'Regroup',
      copies: 7,
      sourceCardIds: [228, 229, 230, 231, 232, 233, 234]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 5,
      sourceCardIds: [223, 224, 225, 226, 227]
    }
  ],
  anomalies: [
    {
      subject: 'Albanian Feudal Corps cards (CardIDs 191-193)',
      problem:
        'Attack 1d11/1d12/1d13 with Defense 4/5/6. The game has no such dice. This is a fill-series artefact from row 190 (1d10/3), and all four rows use face OTAFa.JPG, which reads Attack 1d10 / Defense 3.',
      resolution: 'Set to 1d10 / 3. Albanian Feudal Corps = 4x 1d10/3 + 1 bombard, the same as Greek Feudal Corps.',
      confidence: 'high'
    },
    {
      subject: '1st Janissaries card (CardID 182)',
      problem:
        'Defense 4, while row 181 has Defense 3. Both rows use face OT1Jb.JPG (Attack 2d6 / Defense 3), and only four distinct faces (a-d) exist for this unit.',
      resolution: 'Set to Defense 3 (2x 2d6/3).',
      confidence: 'medium'
    },
    {
      subject: 'Aid-table cell Ottoman Empire / Skirmish',
      problem: 'The cell is printed "--" rather than "-".',
      resolution: 'Read as 0. The Ottoman row then totals 20 and matches the deck (4 Committed Attack, 4 leaders, 7 Regroup, 5 Withdraw).',
      confidence: 'high'
    },
    {
      subject: 'Unit names (units.csv vs cards.csv)',
      problem:
        'units.csv has "Albanian Feudal", "Ali Pasha\'s Cav", "Greek Feudal", "Irregular Cav", "Regular Cav". The cards read "Albanian Feudal Corps", "Ali Pasha\'s Cavalry", "Greek Feudal Corps", "Irregular Cavalry", "Regular Cavalry".',
      resolution: 'Canonical names follow the cards. The abbreviations are in altNames.',
      confidence: 'high'
    }
  ]
};
