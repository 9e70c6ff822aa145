// Austria: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const austria: ArmyDef = {
  id: 'austria',
  name: 'Austria',
  namePl: 'Austria',
  code: 'AU',
  tieBreakRank: 4,
  units: [
    {
      id: '1st-regiment',
      name: '1st Regiment',
      altNames: ['1st Infantry Reg'],
      type: 'infantry',
      full: 7,
      reduced: 4
    },
    {
      id: '3rd-regiment',
      name: '3rd Regiment',
      altNames: ['3rd Infantry Reg'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '4th-regiment',
      name: '4th Regiment',
      altNames: ['4th Infantry Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: '6th-grenzers',
      name: '6th Grenzers',
      altNames: ['6th Grenzer Reg'],
      type: 'infantry',
      full: 7,
      reduced: 3
    },
    {
      id: '9th-regiment',
      name: '9th Regiment',
      altNames: ['9th Infantry Reg'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '14th-regiment',
      name: '14th Regiment',
      altNames: ['14th Infantry Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: 'johann-dragoons',
      name: 'Johann Dragoons',
      altNames: ['Johann Drg'],
      type: 'cavalry',
      full: 6,
      reduced: 3
    },
    {
      id: 'oreilly-chevaulegers',
      name: "O'Reilly Chevaulegers",
      altNames: ["O'Reilly Chev"],
      type: 'cavalry',
      full: 8,
      reduced: 4
    }
  ],
  deck: [
    // 1st Regiment
    {
      kind: 'unit',
      id: '1st-regiment-1',
      unit: '1st-regiment',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [60]
    },
    {
      kind: 'unit',
      id: '1st-regiment-2',
      unit: '1st-regiment',
      attack: '1d10',
      defense: 4,
      copies: 3,
      sourceCardIds: [61, 62, 63]
    },
    {
      kind: 'unit',
      id: '1st-regiment-3',
      unit: '1st-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [64]
    },
    // 3rd Regiment
    {
      kind: 'unit',
      id: '3rd-regiment-1',
      unit: '3rd-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [65]
    },
    {
      kind: 'unit',
      id: '3rd-regiment-2',
      unit: '3rd-regiment',
      attack: '1d10',
      defense: 3,
      copies: 3,
      sourceCardIds: [66, 67, 68]
    },
    {
      kind: 'unit',
      id: '3rd-regiment-3',
      unit: '3rd-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [69]
    },
    // 4th Regiment
    {
      kind: 'unit',
      id: '4th-regiment-1',
      unit: '4th-regiment',
      attack: '2d6',
      defense: 3,
      copies: 1,
      sourceCardIds: [70]
    },
    {
      kind: 'unit',
      id: '4th-regiment-2',
      unit: '4th-regiment',
      attack: '1d10',
      defense: 4,
      copies: 1,
      sourceCardIds: [71]
    },
    {
      kind: 'unit',
      id: '4th-regiment-3',
      unit: '4th-regiment',
      attack: '1d10',
      defense: 5,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [72]
    },
    {
      kind: 'unit',
      id: '4th-regiment-4',
      unit: '4th-regiment',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [73]
    },
    {
      kind: 'unit',
      id: '4th-regiment-5',
      unit: '4th-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [74]
    },
    // 6th Grenzers
    {
      kind: 'unit',
      id: '6th-grenzers-1',
      unit: '6th-grenzers',
      attack: '2d6',
      defense: 3,
      copies: 1,
      sourceCardIds: [75]
    },
    {
      kind: 'unit',
      id: '6th-grenzers-2',
      unit: '6th-grenzers',
      attack: '1d10',
      defense: 4,
      copies: 1,
      sourceCardIds: [76]
    },
    {
      kind: 'unit',
      id: '6th-grenzers-3',
      unit: '6th-grenzers',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [77]
    },
    {
      kind: 'unit',
      id: '6th-grenzers-4',
      unit: '6th-grenzers',
      attack: '1d10',
      defense: 5,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [78]
    },
    {
      kind: 'unit',
      id: '6th-grenzers-5',
      unit: '6th-grenzers',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [79]
    },
    // 9th Regiment
    {
      kind: 'unit',
      id: '9th-regiment-1',
      unit: '9th-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [80]
    },
    {
      kind: 'unit',
      id: '9th-regiment-2',
      unit: '9th-regiment',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [81]
    },
    {
      kind: 'unit',
      id: '9th-regiment-3',
      unit: '9th-regiment',
      attack: '1d10',
      defense: 3,
      copies: 3,
      sourceCardIds: [82, 83, 84]
    },
    // 14th Regiment
    {
      kind: 'unit',
      id: '14th-regiment-1',
      unit: '14th-regiment',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [85]
    },
    {
      kind: 'unit',
      id: '14th-regiment-2',
      unit: '14th-regiment',
      attack: '1d10',
      defense: 3,
      copies: 2,
      sourceCardIds: [86, 87]
    },
    {
      kind: 'unit',
      id: '14th-regiment-3',
      unit: '14th-regiment',
      attack: '1d10',
      defense: 5,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [88]
    },
    {
      kind: 'unit',
      id: '14th-regiment-4',
      unit: '14th-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [89]
    },
    // Johann Dragoons
    {
      kind: 'unit',
      id: 'johann-dragoons-1',
      unit: 'johann-dragoons',
      attack: '2d6',
      defense: 5,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [90, 91]
    },
    {
      kind: 'unit',
      id: 'johann-dragoons-2',
      unit: 'johann-dragoons',
      attack: '2d6',
      defense: 5,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [92]
    },
    {
      kind: 'unit',
      id: 'johann-dragoons-3',
      unit: 'johann-dragoons',
      attack: '2d6',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [93]
    },
    {
      kind: 'unit',
      id: 'johann-dragoons-4',
      unit: 'johann-dragoons',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [94]
    },
    // O'Reilly Chevaulegers
    {
      kind: 'unit',
      id: 'oreilly-chevaulegers-1',
      unit: 'oreilly-chevaulegers',
      attack: '2d6',
      defense: 5,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [95, 96]
    },
    {
      kind: 'unit',
      id: 'oreilly-chevaulegers-2',
      unit: 'oreilly-chevaulegers',
      attack: '2d6',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [97]
    },
    {
      kind: 'unit',
      id: 'oreilly-chevaulegers-3',
      unit: 'oreilly-chevaulegers',
      attack: '1d10',
      defense: 2,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [98]
    },
    {
      kind: 'unit',
      id: 'oreilly-chevaulegers-4',
      unit: 'oreilly-chevaulegers',
      defense: 5,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [99]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'archduke-charles',
      name: 'Archduke Charles',
      command: 4,
      combat: 4,
      rally: 5,
      copies: 1,
      sourceCardIds: [116]
    },
    {
      kind: 'leader',
      id: 'karl-mack-von-leiberich',
      name: 'Karl Mack von Leiberich',
      command: 3,
      combat: 2,
      rally: 4,
      copies: 1,
      sourceCardIds: [118]
    },
    {
      kind: 'leader',
      id: 'emperor-francis-ii',
      name: 'Emperor Francis II',
      command: 2,
      combat: 1,
      rally: 3,
      copies: 1,
      sourceCardIds: [117]
    },
    {
      kind: 'leader',
      id: 'duke-of-schwarzenberg',
      name: 'Duke of Schwarzenberg',
      command: 2,
      combat: 2,
      rally: 3,
      copies: 1,
      sourceCardIds: [119]
    },
    // Other HQ cards
    // The reference data has no attack value for Ambush; 1d10 per card is rule 9.2-R1.
    {
      kind: 'hq',
      id: 'ambush',
      type: 'ambush',
      title: 'Ambush',
      attack: '1d10',
      copies: 2,
      sourceCardIds: [100, 101]
    },
    {
      kind: 'hq',
      id: 'committed-attack',
      type: 'committed-attack',
      title: 'Committed Attack',
      copies: 1,
      sourceCardIds: [102]
    },
    {
      kind: 'hq',
      id: 'guerrilla',
      type: 'guerrilla',
      title: 'Guerrillas',
      copies: 2,
      sourceCardIds: [103, 104]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 3,
      sourceCardIds: [105, 106, 107]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 2,
      sourceCardIds: [108, 109]
    },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 4,
      sourceCardIds: [110, 111, 112, 113]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 2,
      sourceCardIds: [114, 115]
    }
  ],
  anomalies: [
    {
      subject: 'Unit names (units.csv / counters vs cards)',
      problem:
        'The counter art reads "1st/3rd/4th/9th/14th Infantry Reg", "6th Grenzer Reg", "Johann Drg" and "O\'Reilly Chev". The cards and units.csv read "1st Regiment" ... "6th Grenzers", "Johann Dragoons", "O\'Reilly Chevaulegers".',
      resolution: 'Canonical names follow the cards. The counter labels are in altNames.',
      confidence: 'high'
    }
  ]
};
