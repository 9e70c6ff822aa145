// Prussia: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const prussia: ArmyDef = {
  id: 'prussia',
  name: 'Prussia',
  namePl: 'Prusy',
  code: 'PR',
  tieBreakRank: 5,
  units: [
    {
      id: '1st-infantry-regiment',
      name: '1st Infantry Regiment',
      altNames: ['1st Infantry Reg'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    { id: '10th-dragoons', name: '10th Dragoons', type: 'cavalry', full: 6, reduced: 3 },
    {
      id: '13th-infantry-regiment',
      name: '13th Infantry Regiment',
      altNames: ['13th Infantry Reg'],
      type: 'infantry',
      full: 6,
      reduced: 3
    },
    {
      id: '25th-infantry-regiment',
      name: '25th Infantry Regiment',
      altNames: ['25th Infantry Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: '27th-infantry-regiment',
      name: '27th Infantry Regiment',
      altNames: ['27th Infantry Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: '32nd-infantry-regiment',
      name: '32nd Infantry Regiment',
      altNames: ['32nd Infantry Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: 'guard-grenadiers',
      name: 'Guard Grenadiers',
      altNames: ['Guard Gren'],
      type: 'infantry',
      full: 8,
      reduced: 5
    },
    { id: 'royal-escort', name: 'Royal Escort', type: 'cavalry', full: 7, reduced: 4 }
  ],
  deck: [
    // 1st Infantry Regiment
    {
      kind: 'unit',
      id: '1st-infantry-regiment-1',
      unit: '1st-infantry-regiment',
      attack: '2d6',
      defense: 4,
      copies: 2,
      sourceCardIds: [240, 241]
    },
    {
      kind: 'unit',
      id: '1st-infantry-regiment-2',
      unit: '1st-infantry-regiment',
      attack: '2d6',
      defense: 3,
      copies: 1,
      sourceCardIds: [242]
    },
    {
      kind: 'unit',
      id: '1st-infantry-regiment-3',
      unit: '1st-infantry-regiment',
      attack: '1d8',
      defense: 6,
      volley: '2d8',
      range: 1,
      copies: 1,
      sourceCardIds: [243]
    },
    {
      kind: 'unit',
      id: '1st-infantry-regiment-4',
      unit: '1st-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [244]
    },
    // 10th Dragoons
    {
      kind: 'unit',
      id: '10th-dragoons-1',
      unit: '10th-dragoons',
      attack: '2d10',
      defense: 5,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [245, 246]
    },
    {
      kind: 'unit',
      id: '10th-dragoons-2',
      unit: '10th-dragoons',
      attack: '2d6',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [247]
    },
    {
      kind: 'unit',
      id: '10th-dragoons-3',
      unit: '10th-dragoons',
      attack: '2d6',
      defense: 6,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [248]
    },
    {
      kind: 'unit',
      id: '10th-dragoons-4',
      unit: '10th-dragoons',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [249]
    },
    // 13th Infantry Regiment
    {
      kind: 'unit',
      id: '13th-infantry-regiment-1',
      unit: '13th-infantry-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [250]
    },
    {
      kind: 'unit',
      id: '13th-infantry-regiment-2',
      unit: '13th-infantry-regiment',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [251]
    },
    {
      kind: 'unit',
      id: '13th-infantry-regiment-3',
      unit: '13th-infantry-regiment',
      attack: '2d6',
      defense: 3,
      copies: 1,
      sourceCardIds: [252]
    },
    {
      kind: 'unit',
      id: '13th-infantry-regiment-4',
      unit: '13th-infantry-regiment',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [253]
    },
    {
      kind: 'unit',
      id: '13th-infantry-regiment-5',
      unit: '13th-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [254]
    },
    // 25th Infantry Regiment
    {
      kind: 'unit',
      id: '25th-infantry-regiment-1',
      unit: '25th-infantry-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [255]
    },
    {
      kind: 'unit',
      id: '25th-infantry-regiment-2',
      unit: '25th-infantry-regiment',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [256]
    },
    {
      kind: 'unit',
      id: '25th-infantry-regiment-3',
      unit: '25th-infantry-regiment',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [257]
    },
    {
      kind: 'unit',
      id: '25th-infantry-regiment-4',
      unit: '25th-infantry-regiment',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [258]
    },
    {
      kind: 'unit',
      id: '25th-infantry-regiment-5',
      unit: '25th-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [259]
    },
    // 27th Infantry Regiment
    {
      kind: 'unit',
      id: '27th-infantry-regiment-1',
      unit: '27th-infantry-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [260]
    },
    {
      kind: 'unit',
      id: '27th-infantry-regiment-2',
      unit: '27th-infantry-regiment',
      attack: '1d10',
      defense: 3,
      copies: 2,
      sourceCardIds: [261, 262]
    },
    {
      kind: 'unit',
      id: '27th-infantry-regiment-3',
      unit: '27th-infantry-regiment',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [263]
    },
    {
      kind: 'unit',
      id: '27th-infantry-regiment-4',
      unit: '27th-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [264]
    },
    // 32nd Infantry Regiment
    {
      kind: 'unit',
      id: '32nd-infantry-regiment-1',
      unit: '32nd-infantry-regiment',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [265]
    },
    {
      kind: 'unit',
      id: '32nd-infantry-regiment-2',
      unit: '32nd-infantry-regiment',
      attack: '1d10',
      defense: 3,
      copies: 2,
      sourceCardIds: [266, 267]
    },
    {
      kind: 'unit',
      id: '32nd-infantry-regiment-3',
      unit: '32nd-infantry-regiment',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [268]
    },
    {
      kind: 'unit',
      id: '32nd-infantry-regiment-4',
      unit: '32nd-infantry-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [269]
    },
    // Guard Grenadiers
    {
      kind: 'unit',
      id: 'guard-grenadiers-1',
      unit: 'guard-grenadiers',
      attack: '2d8',
      defense: 6,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [270, 271]
    },
    {
      kind: 'unit',
      id: 'guard-grenadiers-2',
      unit: 'guard-grenadiers',
      attack: '2d6',
      defense: 5,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [272]
    },
    {
      kind: 'unit',
      id: 'guard-grenadiers-3',
      unit: 'guard-grenadiers',
      attack: '1d8',
      defense: 6,
      volley: '2d8',
      range: 1,
      copies: 1,
      sourceCardIds: [273]
    },
    {
      kind: 'unit',
      id: 'guard-grenadiers-4',
      unit: 'guard-grenadiers',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [274]
    },
    // Royal Escort
    {
      kind: 'unit',
      id: 'royal-escort-1',
      unit: 'royal-escort',
      attack: '2d8',
      defense: 7,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [275]
    },
    {
      kind: 'unit',
      id: 'royal-escort-2',
      unit: 'royal-escort',
      attack: '2d10',
      defense: 5,
      pursuit: 3,
      copies: 2,
      sourceCardIds: [276, 277]
    },
    {
      kind: 'unit',
      id: 'royal-escort-3',
      unit: 'royal-escort',
      attack: '2d6',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [278]
    },
    {
      kind: 'unit',
      id: 'royal-escort-4',
      unit: 'royal-escort',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [279]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'johann-yorck-von-wartenburg',
      name: 'Johann Yorck von Wartenburg',
      command: 3,
      combat: 3,
      rally: 4,
      copies: 1,
      sourceCardIds: [281]
    },
    {
      kind: 'leader',
      id: 'gebhard-leberecht-von-blucher',
      name: 'Gebhard Leberecht von Blücher',
      altNames: ['Gebhard Lebrecht von Blucher'],
      command: 3,
      combat: 4,
      rally: 5,
      pursuitModifier: -1,
      copies: 1,
      sourceCardIds: [283]
    },
    {
      kind: 'leader',
      id: 'friedrich-wilhelm-duke-of-brunswick',
      name: 'Friedrich Wilhelm Duke of Brunswick',
      altNames: ['Frederick Wilhelm Duke of Brunswick'],
      command: 2,
      combat: 1,
      rally: 2,
      copies: 1,
      sourceCardIds: [280]
    },
    {
      kind: 'leader',
      id: 'count-kleist-von-nollendorf',
      name: 'Count Kleist von Nollendorf',
      command: 2,
      combat: 1,
      rally: 4,
      copies: 1,
      sourceCardIds: [282]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'committed-attack',
      type: 'committed-attack',
      title: 'Committed Attack',
      copies: 1,
      sourceCardIds: [284]
    },
    {
      kind: 'hq',
      id: 'forced-march',
      type: 'forced-march',
      title: 'Forced March',
      copies: 3,
      sourceCardIds: [285, 286, 287]
    },
    {
      kind: 'hq',
      id: 'guerrilla',
      type: 'guerrilla',
      title: 'Guerrillas',
      copies: 1,
      sourceCardIds: [288]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 3,
      sourceCardIds: [289, 290, 291]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 2,
      sourceCardIds: [292, 293]
    },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 4,
      sourceCardIds: [294, 295, 296, 297]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 2,
      sourceCardIds: [298, 299]
    }
  ],
  anomalies: [
    {
      subject: 'Unit names (units.csv vs cards.csv)',
      problem:
        'units.csv uses the counter abbreviations "1st/13th/25th/27th/32nd Infantry Reg" and "Guard Gren". The cards read "... Infantry Regiment" and "Guard Grenadiers".',
      resolution: 'Canonical names follow the cards. The abbreviations are in altNames.',
      confidence: 'high'
    },
    {
      subject: 'Leaders Gebhard Leberecht von Blücher (283) and Friedrich Wilhelm Duke of Brunswick (280)',
      problem:
        'cards.csv spells them "Gebhard Lebrecht von Blucher" and "Frederick Wilhelm Duke of Brunswick". The card faces read "Gebhard Leberecht von Blücher" and "Friedrich Wilhelm Duke of Brunswick".',
      resolution: 'Used the card-face spellings. The CSV spellings are in altNames.',
      confidence: 'high'
    }
  ]
};
