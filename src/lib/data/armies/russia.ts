// Russia: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const russia: ArmyDef = {
  id: 'russia',
  name: 'Russia',
  namePl: 'Rosja',
  code: 'RU',
  tieBreakRank: 6,
  units: [
    { id: '1st-cavalry', name: '1st Cavalry', type: 'cavalry', full: 6, reduced: 4 },
    { id: 'black-sea-cossacks', name: 'Black Sea Cossacks', type: 'cavalry', full: 5, reduced: 4 },
    { id: 'russian-guard', name: 'Russian Guard', type: 'infantry', full: 8, reduced: 6 },
    {
      id: 'kexholm-regiment',
      name: 'Kexholm Regiment',
      altNames: ['Kexholm Reg'],
      type: 'infantry',
      full: 7,
      reduced: 5
    },
    {
      id: 'koursk-regiment',
      name: 'Koursk Regiment',
      altNames: ['Koursk Reg'],
      type: 'infantry',
      full: 6,
      reduced: 5
    },
    { id: 'leib-grenadiers', name: 'Leib Grenadiers', type: 'infantry', full: 6, reduced: 5 },
    {
      id: 'moscow-regiment',
      name: 'Moscow Regiment',
      altNames: ['Moscow Reg'],
      type: 'infantry',
      full: 6,
      reduced: 5
    },
    {
      id: 'orlov-regiment',
      name: 'Orlov Regiment',
      altNames: ['Orlov Reg'],
      type: 'infantry',
      full: 6,
      reduced: 5
    }
  ],
  deck: [
    // 1st Cavalry
    {
      kind: 'unit',
      id: '1st-cavalry-1',
      unit: '1st-cavalry',
      attack: '2d10',
      defense: 7,
      pursuit: 4,
      notRequiredToAdvance: true,
      copies: 1,
      sourceCardIds: [300]
    },
    {
      kind: 'unit',
      id: '1st-cavalry-2',
      unit: '1st-cavalry',
      attack: '2d6',
      defense: 5,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [301]
    },
    {
      kind: 'unit',
      id: '1st-cavalry-3',
      unit: '1st-cavalry',
      attack: '2d6',
      defense: 3,
      pursuit: 2,
      copies: 2,
      sourceCardIds: [302, 303]
    },
    {
      kind: 'unit',
      id: '1st-cavalry-4',
      unit: '1st-cavalry',
      defense: 6,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [304]
    },
    // Black Sea Cossacks
    {
      kind: 'unit',
      id: 'black-sea-cossacks-1',
      unit: 'black-sea-cossacks',
      attack: '2d10',
      defense: 6,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [305]
    },
    {
      kind: 'unit',
      id: 'black-sea-cossacks-2',
      unit: 'black-sea-cossacks',
      attack: '2d10',
      defense: 4,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [306]
    },
    {
      kind: 'unit',
      id: 'black-sea-cossacks-3',
      unit: 'black-sea-cossacks',
      attack: '2d8',
      defense: 6,
      pursuit: 3,
      copies: 1,
      sourceCardIds: [307]
    },
    {
      kind: 'unit',
      id: 'black-sea-cossacks-4',
      unit: 'black-sea-cossacks',
      attack: '1d8',
      defense: 3,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [308]
    },
    {
      kind: 'unit',
      id: 'black-sea-cossacks-5',
      unit: 'black-sea-cossacks',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [309]
    },
    // Russian Guard
    {
      kind: 'unit',
      id: 'russian-guard-1',
      unit: 'russian-guard',
      attack: '2d8',
      defense: 5,
      copies: 3,
      sourceCardIds: [335, 336, 337],
      doubt: {
        confidence: 'medium',
        note: 'CardID 337 is transcribed as Attack 2d10 / Defense 7, most likely a spreadsheet fill-series artefact, and is counted here as a third copy of the 2d8/5 face it shares.'
      }
    },
    {
      kind: 'unit',
      id: 'russian-guard-2',
      unit: 'russian-guard',
      attack: '2d6',
      defense: 5,
      volley: '2d8',
      range: 1,
      copies: 1,
      sourceCardIds: [338]
    },
    {
      kind: 'unit',
      id: 'russian-guard-3',
      unit: 'russian-guard',
      defense: 7,
      bombard: '2d8',
      range: 2,
      copies: 1,
      sourceCardIds: [339]
    },
    // Kexholm Regiment
    {
      kind: 'unit',
      id: 'kexholm-regiment-1',
      unit: 'kexholm-regiment',
      attack: '1d10',
      defense: 5,
      copies: 3,
      sourceCardIds: [310, 311, 312]
    },
    {
      kind: 'unit',
      id: 'kexholm-regiment-2',
      unit: 'kexholm-regiment',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [313]
    },
    {
      kind: 'unit',
      id: 'kexholm-regiment-3',
      unit: 'kexholm-regiment',
      defense: 6,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [314]
    },
    // Koursk Regiment
    {
      kind: 'unit',
      id: 'koursk-regiment-1',
      unit: 'koursk-regiment',
      attack: '1d10',
      defense: 5,
      copies: 3,
      sourceCardIds: [315, 316, 317]
    },
    {
      kind: 'unit',
      id: 'koursk-regiment-2',
      unit: 'koursk-regiment',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [318]
    },
    {
      kind: 'unit',
      id: 'koursk-regiment-3',
      unit: 'koursk-regiment',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [319]
    },
    // Leib Grenadiers
    {
      kind: 'unit',
      id: 'leib-grenadiers-1',
      unit: 'leib-grenadiers',
      attack: '2d8',
      defense: 5,
      copies: 1,
      sourceCardIds: [320]
    },
    {
      kind: 'unit',
      id: 'leib-grenadiers-2',
      unit: 'leib-grenadiers',
      attack: '1d10',
      defense: 5,
      copies: 2,
      sourceCardIds: [321, 322]
    },
    {
      kind: 'unit',
      id: 'leib-grenadiers-3',
      unit: 'leib-grenadiers',
      attack: '1d10',
      defense: 4,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [323]
    },
    {
      kind: 'unit',
      id: 'leib-grenadiers-4',
      unit: 'leib-grenadiers',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [324]
    },
    // Moscow Regiment
    {
      kind: 'unit',
      id: 'moscow-regiment-1',
      unit: 'moscow-regiment',
      attack: '1d10',
      defense: 5,
      copies: 3,
      sourceCardIds: [325, 326, 327],
      doubt: {
        confidence: 'medium',
        note: 'The transcription swaps the two Moscow Regiment faces (3 volley cards + 1 plain card); this follows the card faces (3x 1d10/5 + 1 volley), not checked against a physical deck.'
      }
    },
    {
      kind: 'unit',
      id: 'moscow-regiment-2',
      unit: 'moscow-regiment',
      attack: '2d6',
      defense: 5,
      volley: '2d8',
      range: 1,
      copies: 1,
      sourceCardIds: [328],
      doubt: {
        confidence: 'medium',
        note: 'The transcription swaps the two Moscow Regiment faces (3 volley cards + 1 plain card); this follows the card faces (3x 1d10/5 + 1 volley), not checked against a physical deck.'
      }
    },
    {
      kind: 'unit',
      id: 'moscow-regiment-3',
      unit: 'moscow-regiment',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [329]
    },
    // Orlov Regiment
    {
      kind: 'unit',
      id: 'orlov-regiment-1',
      unit: 'orlov-regiment',
      attack: '2d8',
      defense: 4,
      copies: 2,
      sourceCardIds: [330, 331]
    },
    {
      kind: 'unit',
      id: 'orlov-regiment-2',
      unit: 'orlov-regiment',
      attack: '1d10',
      defense: 5,
      copies: 1,
      sourceCardIds: [332]
    },
    {
      kind: 'unit',
      id: 'orlov-regiment-3',
      unit: 'orlov-regiment',
      attack: '1d10',
      defense: 3,
      volley: '2d6',
      range: 1,
      copies: 1,
      sourceCardIds: [333]
    },
    {
      kind: 'unit',
      id: 'orlov-regiment-4',
      unit: 'orlov-regiment',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [334]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'mikhail-i-kutuzov',
      name: 'Mikhail I. Kutuzov',
      command: 4,
      combat: 3,
      rally: 3,
      copies: 1,
      sourceCardIds: [349]
    },
    {
      kind: 'leader',
      id: 'barclay-de-tolly',
      name: 'Barclay de Tolly',
      command: 3,
      combat: 3,
      rally: 3,
      copies: 1,
      sourceCardIds: [340]
    },
    {
      kind: 'leader',
      id: 'count-of-sayn-wittgenstein',
      name: 'Count of Sayn-Wittgenstein',
      command: 2,
      combat: 2,
      rally: 3,
      copies: 1,
      sourceCardIds: [344]
    },
    {
      kind: 'leader',
      id: 'friedrich-w-von-buxhoevden',
      name: 'Friedrich W. von Buxhoevden',
      altNames: ['Friederich W. von Buxhoevden'],
      command: 2,
      combat: 2,
      rally: 3,
      copies: 1,
      sourceCardIds: [345]
    },
    {
      kind: 'leader',
      id: 'levin-august-count-of-bennigsen',
      name: 'Levin August Count of Bennigsen',
      command: 2,
      combat: 2,
      rally: 3,
      copies: 1,
      sourceCardIds: [348]
    },
    {
      kind: 'leader',
      id: 'pyotr-i-bagration',
      name: 'Pyotr I. Bagration',
      command: 2,
      combat: 4,
      rally: 5,
      copies: 1,
      sourceCardIds: [350]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'committed-attack',
      type: 'committed-attack',
      title: 'Committed Attack',
      copies: 3,
      sourceCardIds: [341, 342, 343]
    },
    {
      kind: 'hq',
      id: 'guerrilla',
      type: 'guerrilla',
      title: 'Guerrillas',
      copies: 2,
      sourceCardIds: [346, 347]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 2,
      sourceCardIds: [351, 352]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 1,
      sourceCardIds: [353]
    },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 4,
      sourceCardIds: [354, 355, 356, 357]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 2,
      sourceCardIds: [358, 359]
    }
  ],
  anomalies: [
    {
      subject: 'Guerrillas HQ card (cards.csv CardID 347, "Guerillas")',
      problem:
        'Row is typed Unit, has no stats, is misspelt "Guerillas", and uses the same card face (RUGuer.JPG) as the Guerrillas HQ row 346. As transcribed, Russia had 41 unit cards and only 1 Guerrilla, against 2 in the aid table.',
      resolution:
        'Changed to HQ type guerrilla (title "Guerrillas"). Russia now has 40 unit cards and 2 Guerrilla cards, as the aid table says.',
      confidence: 'high'
    },
    {
      subject: 'Russian Guard card (CardID 336)',
      problem:
        'Attack "2d9", Defense 6. The game has no d9. The row shares face RUGa.JPG with rows 335 and 337, and that face reads Attack 2d8 / Defense 5. The values 2d8/5, 2d9/6, 2d10/7 on rows 335-337 are a spreadsheet fill-series artefact: both columns go up by one per row.',
      resolution: 'Set to Attack 2d8, Defense 5, merged with 335 into one entry.',
      confidence: 'high'
    },
    {
      subject: 'Russian Guard card (CardID 337)',
      problem:
        'Attack 2d10, Defense 7. These are legal values, but they continue the same fill-series (2d8/5 -> 2d9/6 -> 2d10/7) and the row uses the same face RUGa.JPG, which reads 2d8/5. Both image sets (clean RUGa and the photo RURGa) show only three distinct Russian Guard faces: 2d8/5, a 2d6/5 volley card and a 2d8 bombard card.',
      resolution: 'Set to Attack 2d8, Defense 5. Russian Guard = 3x 2d8/5, 1x 2d6/5 range 1 volley 2d8, 1x bombard 2d8 defense 7.',
      confidence: 'medium'
    },
    {
      subject: 'Moscow Regiment cards (CardIDs 325-328)',
      problem:
        "cards.csv lists 3x Attack 2d6 / Defense 5 / Range 1 / Volley 2d8 (face RUMRa.JPG) and 1x Attack 1d10 / Defense 5 (face RUMRb.JPG). The faces are the other way round: RUMRa.JPG reads 1d10/5 and RUMRb.JPG is the volley card. The copy counts per face date from the file's first version, which held only image assignments, and they put 3 copies on RUMRa. The typed stats follow an older photo set where the letters are swapped (RUMOa = volley, RUMOb = 1d10/5).",
      resolution:
        'Followed the faces and the per-face counts: 3x 1d10/5 and 1x 2d6/5 range 1 volley 2d8 (plus the bombard card). This gives the same layout as Koursk and Kexholm: 3 plain cards, 1 volley, 1 bombard. NOT verified against a physical deck. If the typed stats were right, it would be 3 volley cards and 1 plain card.',
      confidence: 'medium'
    },
    {
      subject: 'Leader Friedrich W. von Buxhoevden (CardID 345)',
      problem: 'cards.csv spells the name "Friederich W. von Buxhoevden". The card face reads "Friedrich W. von Buxhoevden".',
      resolution: 'Used the card-face spelling. The CSV spelling is kept in altNames.',
      confidence: 'high'
    },
    {
      subject: 'Unit names (units.csv vs cards.csv)',
      problem: 'units.csv has "Kexholm Reg", "Koursk Reg", "Moscow Reg", "Orlov Reg". The cards read "... Regiment".',
      resolution: 'Canonical names follow the cards. The abbreviations are in altNames.',
      confidence: 'high'
    }
  ]
};
