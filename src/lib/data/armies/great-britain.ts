// Great Britain: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const greatBritain: ArmyDef = {
  id: 'great-britain',
  name: 'Great Britain',
  namePl: 'Wielka Brytania',
  code: 'BR',
  tieBreakRank: 7,
  units: [
    { id: '1st-foot-guards', name: '1st Foot Guards', type: 'infantry', full: 8, reduced: 4 },
    {
      id: '4th-regiment-of-foot',
      name: '4th Regiment of Foot',
      altNames: ['4th Reg of Foot'],
      type: 'infantry',
      full: 7,
      reduced: 3
    },
    {
      id: '32nd-regiment-of-foot',
      name: '32nd Regiment of Foot',
      altNames: ['32nd Reg of Foot'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '42nd-regiment-of-foot',
      name: '42nd Regiment of Foot',
      altNames: ['42nd Reg of Foot'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    {
      id: '52nd-regiment-of-foot',
      name: '52nd Regiment of Foot',
      altNames: ['52nd Reg of Foot'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    { id: 'dutch-belgians', name: 'Dutch-Belgians', type: 'infantry', full: 5, reduced: 3 },
    {
      id: 'kings-dragoons-guards',
      name: "King's Dragoons Guards",
      altNames: ["King's Dragoons"],
      type: 'cavalry',
      full: 8,
      reduced: 4
    },
    {
      id: '9th-queens-royal-lancers',
      name: "9th Queen's Royal Lancers",
      altNames: ["9th Queen's Royal"],
      type: 'cavalry',
      full: 7,
      reduced: 3
    }
  ],
  deck: [
    // 1st Foot Guards
    {
      kind: 'unit',
      id: '1st-foot-guards-1',
      unit: '1st-foot-guards',
      attack: '2d8',
      defense: 6,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [20, 21]
    },
    {
      kind: 'unit',
      id: '1st-foot-guards-2',
      unit: '1st-foot-guards',
      attack: '2d8',
      defense: 5,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [22, 23]
    },
    {
      kind: 'unit',
      id: '1st-foot-guards-3',
      unit: '1st-foot-guards',
      defense: 7,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [24]
    },
    // 4th Regiment of Foot
    {
      kind: 'unit',
      id: '4th-regiment-of-foot-1',
      unit: '4th-regiment-of-foot',
      attack: '2d8',
      defense: 5,
      copies: 3,
      sourceCardIds: [25, 26, 27]
    },
    {
      kind: 'unit',
      id: '4th-regiment-of-foot-2',
      unit: '4th-regiment-of-foot',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [28]
    },
    {
      kind: 'unit',
      id: '4th-regiment-of-foot-3',
      unit: '4th-regiment-of-foot',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [29]
    },
    // 32nd Regiment of Foot
    {
      kind: 'unit',
      id: '32nd-regiment-of-foot-1',
      unit: '32nd-regiment-of-foot',
      attack: '2d8',
      defense: 6,
      copies: 2,
      sourceCardIds: [35, 36]
    },
    {
      kind: 'unit',
      id: '32nd-regiment-of-foot-2',
      unit: '32nd-regiment-of-foot',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [37]
    },
    {
      kind: 'unit',
      id: '32nd-regiment-of-foot-3',
      unit: '32nd-regiment-of-foot',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [38]
    },
    {
      kind: 'unit',
      id: '32nd-regiment-of-foot-4',
      unit: '32nd-regiment-of-foot',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [39]
    },
    // 42nd Regiment of Foot
    {
      kind: 'unit',
      id: '42nd-regiment-of-foot-1',
      unit: '42nd-regiment-of-foot',
      attack: '2d8',
      defense: 6,
      copies: 1,
      sourceCardIds: [40]
    },
    {
      kind: 'unit',
      id: '42nd-regiment-of-foot-2',
      unit: '42nd-regiment-of-foot',
      attack: '2d8',
      defense: 5,
      copies: 2,
      sourceCardIds: [41, 42]
    },
    {
      kind: 'unit',
      id: '42nd-regiment-of-foot-3',
      unit: '42nd-regiment-of-foot',
      attack: '2d6',
      defense: 6,
      volley: '2d8',
      range: 1,
      copies: 1,
      sourceCardIds: [43]
    },
    {
      kind: 'unit',
      id: '42nd-regiment-of-foot-4',
      unit: '42nd-regiment-of-foot',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [44]
    },
    // 52nd Regiment of Foot
    {
      kind: 'unit',
      id: '52nd-regiment-of-foot-1',
      unit: '52nd-regiment-of-foot',
      attack: '2d8',
      defense: 5,
      copies: 2,
      sourceCardIds: [45, 46]
    },
    {
      kind: 'unit',
      id: '52nd-regiment-of-foot-2',
      unit: '52nd-regiment-of-foot',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [47]
    },
    {
      kind: 'unit',
      id: '52nd-regiment-of-foot-3',
      unit: '52nd-regiment-of-foot',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [48]
    },
    {
      kind: 'unit',
      id: '52nd-regiment-of-foot-4',
      unit: '52nd-regiment-of-foot',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [49]
    },
    // Dutch-Belgians
    {
      kind: 'unit',
      id: 'dutch-belgians-1',
      unit: 'dutch-belgians',
      attack: '1d10',
      defense: 3,
      copies: 2,
      sourceCardIds: [50, 51]
    },
    {
      kind: 'unit',
      id: 'dutch-belgians-2',
      unit: 'dutch-belgians',
      attack: '1d10',
      defense: 2,
      copies: 2,
      sourceCardIds: [52, 53]
    },
    {
      kind: 'unit',
      id: 'dutch-belgians-3',
      unit: 'dutch-belgians',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [54]
    },
    // King's Dragoons Guards
    {
      kind: 'unit',
      id: 'kings-dragoons-guards-1',
      unit: 'kings-dragoons-guards',
      attack: '2d8',
      defense: 7,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [55]
    },
    {
      kind: 'unit',
      id: 'kings-dragoons-guards-2',
      unit: 'kings-dragoons-guards',
      attack: '2d8',
      defense: 6,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [56, 57]
    },
    {
      kind: 'unit',
      id: 'kings-dragoons-guards-3',
      unit: 'kings-dragoons-guards',
      attack: '2d8',
      defense: 6,
      pursuit: 3,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [58]
    },
    {
      kind: 'unit',
      id: 'kings-dragoons-guards-4',
      unit: 'kings-dragoons-guards',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [59]
    },
    // 9th Queen's Royal Lancers
    {
      kind: 'unit',
      id: '9th-queens-royal-lancers-1',
      unit: '9th-queens-royal-lancers',
      attack: '2d8',
      defense: 6,
      pursuit: 4,
      copies: 1,
      sourceCardIds: [30]
    },
    {
      kind: 'unit',
      id: '9th-queens-royal-lancers-2',
      unit: '9th-queens-royal-lancers',
      attack: '2d8',
      defense: 6,
      pursuit: 3,
      copies: 3,
      sourceCardIds: [31, 32, 33]
    },
    {
      kind: 'unit',
      id: '9th-queens-royal-lancers-3',
      unit: '9th-queens-royal-lancers',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [34]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'lord-wellington',
      name: 'Lord Wellington',
      command: 4,
      combat: 5,
      rally: 4,
      copies: 1,
      sourceCardIds: [4]
    },
    {
      kind: 'leader',
      id: 'sir-john-moore',
      name: 'Sir John Moore',
      command: 3,
      combat: 4,
      rally: 4,
      copies: 1,
      sourceCardIds: [9]
    },
    {
      kind: 'leader',
      id: 'william-beresford',
      name: 'William Beresford',
      command: 3,
      combat: 3,
      rally: 3,
      copies: 1,
      sourceCardIds: [16]
    },
    {
      kind: 'leader',
      id: 'earl-of-uxbridge',
      name: 'Earl of Uxbridge',
      command: 2,
      combat: 1,
      rally: 4,
      pursuitModifier: -1,
      copies: 1,
      sourceCardIds: [1]
    },
    {
      kind: 'leader',
      id: 'rowland-hill',
      name: 'Rowland Hill',
      command: 2,
      combat: 1,
      rally: 4,
      copies: 1,
      sourceCardIds: [7]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'committed-attack',
      type: 'committed-attack',
      title: 'Committed Attack',
      copies: 1,
      sourceCardIds: [0]
    },
    {
      kind: 'hq',
      id: 'forced-march',
      type: 'forced-march',
      title: 'Forced March',
      copies: 2,
      sourceCardIds: [2, 3]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 2,
      sourceCardIds: [5, 6]
    },
    {
      kind: 'hq',
      id: 'sappers',
      type: 'sappers',
      title: 'Royal Engineers',
      copies: 1,
      sourceCardIds: [8]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 1,
      sourceCardIds: [10]
    },
    { kind: 'hq', id: 'scout', type: 'scout', title: 'Spy', copies: 1, sourceCardIds: [11] },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 4,
      sourceCardIds: [12, 13, 14, 15]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 3,
      sourceCardIds: [17, 18, 19]
    }
  ],
  anomalies: [
    {
      subject: '42nd Regiment of Foot cards (CardIDs 41-42, face BR42b)',
      problem: 'FR/GB cross-check. cards.csv has Attack 2d8 / Defense 5 x2. data.js (42Foot2) has Attack 2d6 / Defense 5 x2.',
      resolution:
        "Kept the CSV value 2d8. The faces in both repositories (BR42b.JPG, photo BR42RFc.jpg, and data.js's own 42Foot2.JPG) show 2d8.",
      confidence: 'high'
    },
    {
      subject: '42nd Regiment of Foot card (CardID 43) and 52nd Regiment of Foot card (CardID 48)',
      problem: 'FR/GB cross-check. data.js stores these as "bombard" with range 1 (2d8 and 2d6). cards.csv has them as Volley.',
      resolution: 'Kept the CSV form: volley 2d8 / volley 2d6 with range 1, as printed. The two sources agree on the values.',
      confidence: 'high'
    },
    {
      subject: "9th Queen's Royal Lancers (unit)",
      problem: 'cards.csv and units.csv write "9th Queen`s Royal Lancers" (backtick). data.js names the unit "9th Queen\'s Royal Guards".',
      resolution:
        'Used the card name "9th Queen\'s Royal Lancers" (apostrophe). The data.js name is treated as a transcription error and not kept as an alias.',
      confidence: 'high'
    },
    {
      subject: '4th Regiment of Foot entries in data.js',
      problem: 'FR/GB cross-check. All three data.js entries for this unit use image_id "4Foot1" (a copy-paste slip).',
      resolution: 'No data impact: the values (3x 2d8/5, 1x 1d10/3, 1x bombard 1d10 defense 7) match cards.csv and the card faces.',
      confidence: 'high'
    },
    {
      subject: 'Unit names (counters vs cards)',
      problem:
        'The counter art abbreviates "4th/32nd/42nd/52nd Reg of Foot", "King\'s Dragoons" and "9th Queen\'s Royal". units.csv and the cards use the full names.',
      resolution: 'Canonical names follow the cards. The counter labels are in altNames.',
      confidence: 'high'
    }
  ]
};
