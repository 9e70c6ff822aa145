// France: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const france: ArmyDef = {
  id: 'france',
  name: 'France',
  namePl: 'Francja',
  code: 'FR',
  tieBreakRank: 8,
  units: [
    { id: '1st-cuirassiers', name: '1st Cuirassiers', type: 'cavalry', full: 7, reduced: 4 },
    {
      id: '2nd-regiment-legere',
      name: '2nd Regiment Legere',
      altNames: ['2nd Reg Legere'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '4th-regiment-suisse',
      name: '4th Regiment Suisse',
      altNames: ['4th Reg Suisse'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: '8th-regiment-legere',
      name: '8th Regiment Legere',
      altNames: ['8th Reg Legere'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '19th-regiment-legere',
      name: '19th Regiment Legere',
      altNames: ['19th Reg de Ligne'],
      type: 'infantry',
      full: 7,
      reduced: 4,
      doubt: {
        confidence: 'medium',
        note: 'The counter art reads "19th Reg de Ligne" while the cards read "19th Regiment Legere"; the card name is used and the counter label is kept as an alias.'
      }
    },
    {
      id: '45th-regiment-legere',
      name: '45th Regiment Legere',
      altNames: ['45th Reg de Ligne'],
      type: 'infantry',
      full: 6,
      reduced: 3,
      doubt: {
        confidence: 'medium',
        note: 'The counter art reads "45th Reg de Ligne" while the cards read "45th Regiment Legere"; the card name is used and the counter label is kept as an alias.'
      }
    },
    { id: 'guard-cavalry', name: 'Guard Cavalry', type: 'cavalry', full: 8, reduced: 5 },
    {
      id: 'imperial-guard',
      name: 'Imperial Guard',
      altNames: ['Garde Imperial'],
      type: 'infantry',
      full: 8,
      reduced: 5
    }
  ],
  deck: [
    // 1st Cuirassiers
    {
      kind: 'unit',
      id: '1st-cuirassiers-1',
      unit: '1st-cuirassiers',
      attack: '2d10',
      defense: 3,
      pursuit: 4,
      copies: 2,
      sourceCardIds: [120, 121]
    },
    {
      kind: 'unit',
      id: '1st-cuirassiers-2',
      unit: '1st-cuirassiers',
      attack: '2d6',
      defense: 3,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [122, 123]
    },
    {
      kind: 'unit',
      id: '1st-cuirassiers-3',
      unit: '1st-cuirassiers',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [124]
    },
    // 2nd Regiment Legere
    {
      kind: 'unit',
      id: '2nd-regiment-legere-1',
      unit: '2nd-regiment-legere',
      attack: '2d6',
      defense: 6,
      copies: 2,
      sourceCardIds: [125, 126]
    },
    {
      kind: 'unit',
      id: '2nd-regiment-legere-2',
      unit: '2nd-regiment-legere',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [127]
    },
    {
      kind: 'unit',
      id: '2nd-regiment-legere-3',
      unit: '2nd-regiment-legere',
      attack: '2d6',
      defense: 3,
      copies: 1,
      sourceCardIds: [128]
    },
    {
      kind: 'unit',
      id: '2nd-regiment-legere-4',
      unit: '2nd-regiment-legere',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [129]
    },
    // 4th Regiment Suisse
    {
      kind: 'unit',
      id: '4th-regiment-suisse-1',
      unit: '4th-regiment-suisse',
      attack: '2d8',
      defense: 6,
      copies: 2,
      sourceCardIds: [130, 131]
    },
    {
      kind: 'unit',
      id: '4th-regiment-suisse-2',
      unit: '4th-regiment-suisse',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [132],
      doubt: {
        confidence: 'medium',
        note: 'The fan transcription has CardID 132 as a second bombard card, but the second transcription and its clean card image give Attack 2d6 / Defense 4, which is used here.'
      }
    },
    {
      kind: 'unit',
      id: '4th-regiment-suisse-3',
      unit: '4th-regiment-suisse',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [133]
    },
    {
      kind: 'unit',
      id: '4th-regiment-suisse-4',
      unit: '4th-regiment-suisse',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [134]
    },
    // 8th Regiment Legere
    {
      kind: 'unit',
      id: '8th-regiment-legere-1',
      unit: '8th-regiment-legere',
      attack: '2d8',
      defense: 6,
      copies: 1,
      sourceCardIds: [135]
    },
    {
      kind: 'unit',
      id: '8th-regiment-legere-2',
      unit: '8th-regiment-legere',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [136]
    },
    {
      kind: 'unit',
      id: '8th-regiment-legere-3',
      unit: '8th-regiment-legere',
      attack: '2d6',
      defense: 4,
      copies: 2,
      sourceCardIds: [137, 138]
    },
    {
      kind: 'unit',
      id: '8th-regiment-legere-4',
      unit: '8th-regiment-legere',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [139]
    },
    // 19th Regiment Legere
    {
      kind: 'unit',
      id: '19th-regiment-legere-1',
      unit: '19th-regiment-legere',
      attack: '2d8',
      defense: 6,
      copies: 1,
      sourceCardIds: [140]
    },
    {
      kind: 'unit',
      id: '19th-regiment-legere-2',
      unit: '19th-regiment-legere',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [141]
    },
    {
      kind: 'unit',
      id: '19th-regiment-legere-3',
      unit: '19th-regiment-legere',
      attack: '2d6',
      defense: 5,
      copies: 2,
      sourceCardIds: [142, 143]
    },
    {
      kind: 'unit',
      id: '19th-regiment-legere-4',
      unit: '19th-regiment-legere',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [144]
    },
    // 45th Regiment Legere
    {
      kind: 'unit',
      id: '45th-regiment-legere-1',
      unit: '45th-regiment-legere',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [145]
    },
    {
      kind: 'unit',
      id: '45th-regiment-legere-2',
      unit: '45th-regiment-legere',
      attack: '2d6',
      defense: 5,
      copies: 3,
      sourceCardIds: [146, 147, 148]
    },
    {
      kind: 'unit',
      id: '45th-regiment-legere-3',
      unit: '45th-regiment-legere',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [149]
    },
    // Guard Cavalry
    {
      kind: 'unit',
      id: 'guard-cavalry-1',
      unit: 'guard-cavalry',
      attack: '2d10',
      defense: 4,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [155]
    },
    {
      kind: 'unit',
      id: 'guard-cavalry-2',
      unit: 'guard-cavalry',
      attack: '2d8',
      defense: 4,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 3,
      sourceCardIds: [156, 157, 158]
    },
    {
      kind: 'unit',
      id: 'guard-cavalry-3',
      unit: 'guard-cavalry',
      defense: 6,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [159]
    },
    // Imperial Guard
    {
      kind: 'unit',
      id: 'imperial-guard-1',
      unit: 'imperial-guard',
      attack: '2d8',
      defense: 7,
      notRequiredToAdvance: true,
      copies: 4,
      sourceCardIds: [150, 151, 152, 153]
    },
    {
      kind: 'unit',
      id: 'imperial-guard-2',
      unit: 'imperial-guard',
      defense: 8,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [154]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'louis-nicolas-davout',
      name: 'Louis Nicolas Davout',
      command: 4,
      combat: 5,
      rally: 3,
      copies: 1,
      sourceCardIds: [166]
    },
    {
      kind: 'leader',
      id: 'napoleon-bonaparte',
      name: 'Napoléon Bonaparte',
      altNames: ['Napoleon Bonaparte'],
      command: 4,
      combat: 5,
      rally: 5,
      grandBattery: { bombard: '2d10', range: 2 },
      copies: 1,
      sourceCardIds: [168]
    },
    {
      kind: 'leader',
      id: 'nicolas-soult',
      name: 'Nicolas Soult',
      command: 3,
      combat: 3,
      rally: 3,
      copies: 1,
      sourceCardIds: [169]
    },
    {
      kind: 'leader',
      id: 'jean-lannes',
      name: 'Jean Lannes',
      command: 2,
      combat: 2,
      rally: 5,
      copies: 1,
      sourceCardIds: [164]
    },
    {
      kind: 'leader',
      id: 'joachim-murat',
      name: 'Joachim Murat',
      command: 2,
      combat: 3,
      rally: 5,
      pursuitModifier: -1,
      copies: 1,
      sourceCardIds: [165]
    },
    {
      kind: 'leader',
      id: 'michel-ney',
      name: 'Michel Ney',
      command: 2,
      combat: 4,
      rally: 5,
      copies: 1,
      sourceCardIds: [167]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'forced-march',
      type: 'forced-march',
      title: 'Forced March',
      copies: 3,
      sourceCardIds: [160, 161, 162]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 1,
      sourceCardIds: [170]
    },
    {
      kind: 'hq',
      id: 'sappers',
      type: 'sappers',
      title: 'French Sappers',
      copies: 1,
      sourceCardIds: [163]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 1,
      sourceCardIds: [171]
    },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 4,
      sourceCardIds: [172, 173, 174, 175]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 4,
      sourceCardIds: [176, 177, 178, 179]
    }
  ],
  anomalies: [
    {
      subject: '4th Regiment Suisse card (CardID 132, face FR4RSub)',
      problem:
        "cards.csv has a second bombard card (Defense 6, Range 2, Bombard 1d10), identical to row 134 but under a separate face name. The data.js transcription has Attack 2d6 / Defense 4 instead, and its clean card image 4Reg3.JPG shows 2d6/4. The CSV's own repository has no clean FR4RSub.JPG, only a photo FR4RSub.jpg of a bombard card. Every other French unit has exactly one bombard card.",
      resolution:
        'Used the data.js value: Attack 2d6, Defense 4. 4th Regiment Suisse = 2x 2d8/6, 1x 2d6/5, 1x 2d6/4, 1x bombard 1d10 defense 6.',
      confidence: 'medium'
    },
    {
      subject: 'Imperial Guard (unit)',
      problem: 'The counter is printed "Garde Imperial" and the cards "Imperial Guard". The rulebook (1.4) says they are the same unit.',
      resolution: 'Canonical name "Imperial Guard" (card name). "Garde Imperial" is in altNames. Infantry, 8/5, as in the rulebook.',
      confidence: 'high'
    },
    {
      subject: '19th Regiment Legere and 45th Regiment Legere (units)',
      problem:
        'The counter art reads "19th Reg de Ligne" and "45th Reg de Ligne", while their cards (and units.csv) read "... Regiment Legere". The rulebook does not mention this misprint. Flag art and strengths (7/4 and 6/3) identify the units.',
      resolution: 'Canonical names follow the cards. The counter labels are kept in altNames so that either name matches.',
      confidence: 'medium'
    },
    {
      subject: 'Leader Napoléon Bonaparte (CardID 168)',
      problem:
        'The LederGrandBatt column is empty. The Grand Battery ability appears only in the description text ("Range 2 from any unit, Damage 2d10"). The CSV also drops the accent printed on the card.',
      resolution:
        'grandBattery = {bombard: "2d10", range: 2}, as on the card and in rule 9.1. The name follows the card face; "Napoleon Bonaparte" is in altNames.',
      confidence: 'high'
    },
    {
      subject: '2nd Regiment Legere card (CardID 127) vs data.js entry 2Reg2',
      problem:
        'FR/GB cross-check. In data.js the 2Reg2 object (2d6/5) has a pasted copy of the Guard Cavalry GdCav2 keys. Later keys win, so data.js as written yields 3 extra Guard Cavalry 2d8/4 cards and no 2d6/5 card: France has 62 cards, Guard Cavalry 8, 2nd Regiment Legere 4.',
      resolution: 'Kept the CSV value (2d6/5 x1), which the text of data.js before the paste also gives.',
      confidence: 'high'
    }
  ]
};
