// United States: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const unitedStates: ArmyDef = {
  id: 'united-states',
  name: 'United States',
  namePl: 'Stany Zjednoczone',
  code: 'US',
  tieBreakRank: 1,
  units: [
    {
      id: '1st-infantry-regiment',
      name: '1st Infantry Regiment',
      altNames: ['1st Regiment'],
      type: 'infantry',
      full: 8,
      reduced: 4
    },
    {
      id: '2nd-infantry-regiment',
      name: '2nd Infantry Regiment',
      altNames: ['2nd Regiment'],
      type: 'infantry',
      full: 7,
      reduced: 4
    },
    {
      id: '3rd-infantry-regiment',
      name: '3rd Infantry Regiment',
      altNames: ['3rd Regiment'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    { id: '4th-militia', name: '4th Militia', type: 'infantry', full: 5, reduced: 2 },
    {
      id: '10th-infantry-regiment',
      name: '10th Infantry Regiment',
      altNames: ['10th Regiment'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    { id: '13th-militia', name: '13th Militia', type: 'infantry', full: 5, reduced: 2 },
    {
      id: '22nd-infantry-regiment',
      name: '22nd Infantry Regiment',
      altNames: ['22nd Regiment'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    {
      id: 'volunteer-cavalry',
      name: 'Volunteer Cavalry',
      altNames: ['Volunteers'],
      type: 'cavalry',
      full: 5,
      reduced: 3
    }
  ],
  deck: [
    // 1st Infantry Regiment
    {
      kind: 'unit',
      id: '1st-infantry-regiment-1',
      unit: '1st-infantry-regiment',
      attack: '2d6',
      defense: 5,
      withdraw: 2,
      copies: 2,
      sourceCardIds: [420, 421]
    },
    {
      kind: 'unit',
      id: '1st-infantry-regiment-2',
      unit: '1st-infantry-regiment',
      attack: '2d6',
      defense: 5,
      copies: 2,
      sourceCardIds: [422, 423]
    },
    {
      kind: 'unit',
      id: '1st-infantry-regiment-3',
      unit: '1st-infantry-regiment',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [424]
    },
    // 2nd Infantry Regiment
    {
      kind: 'unit',
      id: '2nd-infantry-regiment-1',
      unit: '2nd-infantry-regiment',
      attack: '2d6',
      defense: 5,
      withdraw: 2,
      copies: 2,
      sourceCardIds: [425, 426]
    },
    {
      kind: 'unit',
      id: '2nd-infantry-regiment-2',
      unit: '2nd-infantry-regiment',
      attack: '2d6',
      defense: 5,
      copies: 2,
      sourceCardIds: [427, 428]
    },
    {
      kind: 'unit',
      id: '2nd-infantry-regiment-3',
      unit: '2nd-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [429]
    },
    // 3rd Infantry Regiment
    {
      kind: 'unit',
      id: '3rd-infantry-regiment-1',
      unit: '3rd-infantry-regiment',
      attack: '2d6',
      defense: 5,
      withdraw: 2,
      copies: 2,
      sourceCardIds: [440, 441]
    },
    {
      kind: 'unit',
      id: '3rd-infantry-regiment-2',
      unit: '3rd-infantry-regiment',
      attack: '2d6',
      defense: 5,
      copies: 2,
      sourceCardIds: [442, 443]
    },
    {
      kind: 'unit',
      id: '3rd-infantry-regiment-3',
      unit: '3rd-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [444]
    },
    // 4th Militia
    {
      kind: 'unit',
      id: '4th-militia-1',
      unit: '4th-militia',
      attack: '2d6',
      defense: 5,
      withdraw: 3,
      copies: 1,
      sourceCardIds: [430]
    },
    {
      kind: 'unit',
      id: '4th-militia-2',
      unit: '4th-militia',
      attack: '2d6',
      defense: 5,
      volley: '2d6',
      range: 1,
      withdraw: 3,
      copies: 1,
      sourceCardIds: [431]
    },
    {
      kind: 'unit',
      id: '4th-militia-3',
      unit: '4th-militia',
      attack: '1d10',
      defense: 5,
      volley: '2d6',
      range: 1,
      withdraw: 3,
      copies: 1,
      sourceCardIds: [432]
    },
    {
      kind: 'unit',
      id: '4th-militia-4',
      unit: '4th-militia',
      attack: '1d10',
      defense: 3,
      withdraw: 3,
      copies: 1,
      sourceCardIds: [433]
    },
    {
      kind: 'unit',
      id: '4th-militia-5',
      unit: '4th-militia',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [434]
    },
    // 10th Infantry Regiment
    {
      kind: 'unit',
      id: '10th-infantry-regiment-1',
      unit: '10th-infantry-regiment',
      attack: '2d6',
      defense: 5,
      withdraw: 2,
      copies: 2,
      sourceCardIds: [450, 451]
    },
    {
      kind: 'unit',
      id: '10th-infantry-regiment-2',
      unit: '10th-infantry-regiment',
      attack: '2d6',
      defense: 5,
      copies: 2,
      sourceCardIds: [452, 453]
    },
    {
      kind: 'unit',
      id: '10th-infantry-regiment-3',
      unit: '10th-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [454]
    },
    // 13th Militia
    {
      kind: 'unit',
      id: '13th-militia-1',
      unit: '13th-militia',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      withdraw: 3,
      copies: 4,
      sourceCardIds: [455, 456, 457, 458]
    },
    {
      kind: 'unit',
      id: '13th-militia-2',
      unit: '13th-militia',
      defense: 5,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [459]
    },
    // 22nd Infantry Regiment
    {
      kind: 'unit',
      id: '22nd-infantry-regiment-1',
      unit: '22nd-infantry-regiment',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [460]
    },
    {
      kind: 'unit',
      id: '22nd-infantry-regiment-2',
      unit: '22nd-infantry-regiment',
      attack: '1d10',
      defense: 3,
      withdraw: 2,
      copies: 2,
      sourceCardIds: [461, 462]
    },
    {
      kind: 'unit',
      id: '22nd-infantry-regiment-3',
      unit: '22nd-infantry-regiment',
      attack: '1d10',
      defense: 5,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [463]
    },
    {
      kind: 'unit',
      id: '22nd-infantry-regiment-4',
      unit: '22nd-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [464]
    },
    // Volunteer Cavalry
    {
      kind: 'unit',
      id: 'volunteer-cavalry-1',
      unit: 'volunteer-cavalry',
      attack: '2d6',
      defense: 4,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [435, 436]
    },
    {
      kind: 'unit',
      id: 'volunteer-cavalry-2',
      unit: 'volunteer-cavalry',
      attack: '2d6',
      defense: 3,
      pursuit: 1,
      copies: 2,
      sourceCardIds: [437, 438]
    },
    {
      kind: 'unit',
      id: 'volunteer-cavalry-3',
      unit: 'volunteer-cavalry',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [439]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'alexander-macomb',
      name: 'Alexander Macomb',
      command: 3,
      combat: 2,
      rally: 4,
      copies: 1,
      sourceCardIds: [448]
    },
    {
      kind: 'leader',
      id: 'henry-dearborn',
      name: 'Henry Dearborn',
      command: 2,
      combat: 1,
      rally: 3,
      copies: 1,
      sourceCardIds: [445]
    },
    {
      kind: 'leader',
      id: 'william-henry-harrison',
      name: 'William Henry Harrison',
      command: 2,
      combat: 2,
      rally: 4,
      copies: 1,
      sourceCardIds: [446]
    },
    {
      kind: 'leader',
      id: 'andrew-jackson',
      name: 'Andrew Jackson',
      command: 2,
      combat: 3,
      rally: 4,
      copies: 1,
      sourceCardIds: [447]
    },
    {
      kind: 'leader',
      id: 'winfield-scott',
      name: 'Winfield Scott',
      command: 1,
      combat: 4,
      rally: 4,
      copies: 1,
      sourceCardIds: [449]
    },
    // Other HQ cards
    // The reference data has no attack value for Ambush; 1d10 per card is rule 9.2-R1.
    {
      kind: 'hq',
      id: 'ambush',
      type: 'ambush',
      title: 'Ambush',
      attack: '1d10',
      copies: 4,
      sourceCardIds: [465, 466, 467, 468]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 3,
      sourceCardIds: [470, 471, 472]
    },
    {
      kind: 'hq',
      id: 'sappers',
      type: 'sappers',
      title: 'Engineers',
      copies: 1,
      sourceCardIds: [469]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 1,
      sourceCardIds: [474]
    },
    { kind: 'hq', id: 'scout', type: 'scout', title: 'Scout', copies: 1, sourceCardIds: [473] },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 3,
      sourceCardIds: [475, 476, 477]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 2,
      sourceCardIds: [478, 479]
    }
  ],
  anomalies: [
    {
      subject: '2nd Infantry Regiment bombard card (CardID 429, face US2Ic)',
      problem: 'cards.csv has Defense 6. The card face reads Defense 5. Found by OCR of every face and confirmed by eye.',
      resolution: 'Set to Defense 5.',
      confidence: 'high'
    },
    {
      subject: 'Unit names (units.csv vs cards.csv)',
      problem:
        'units.csv and the counters have "1st/2nd/3rd/10th/22nd Regiment" and "Volunteers". The cards read "... Infantry Regiment" and "Volunteer Cavalry".',
      resolution: 'Canonical names follow the cards. The counter names are in altNames.',
      confidence: 'high'
    }
  ]
};
