// Spain: 8 units and the 60-card action deck (rules 1.3, 1.4, 8, 9).
//
// Provenance: derived from the fan transcription of the cards (zimoch84/Manoeuvre cards.csv and
// units.csv) as cross-checked against the card faces and counters in the project's reference
// data (armies.json), not copied from it; the HQ mix matches the Polish player aid's HQ table.
// Card ids: unit cards "<unit-id>-<n>" (n = 1.. in reference order), leaders = kebab-case of
// the printed name without accents, HQ cards = their type. Values flagged as uncertain by the
// reference data carry a `doubt`; every fix is listed in `anomalies`.

import type { ArmyDef } from '../types';

export const spain: ArmyDef = {
  id: 'spain',
  name: 'Spain',
  namePl: 'Hiszpania',
  code: 'SP',
  tieBreakRank: 3,
  units: [
    {
      id: '1st-line-regiment',
      name: '1st Line Regiment',
      altNames: ['1st Line Reg'],
      type: 'infantry',
      full: 7,
      reduced: 4
    },
    { id: '3rd-hussars', name: '3rd Hussars', type: 'cavalry', full: 6, reduced: 4 },
    {
      id: '7th-navarrese-regiment',
      name: '7th Navarrese Regiment',
      altNames: ['7th Navarrese'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    {
      id: '20th-line-regiment',
      name: '20th Line Regiment',
      altNames: ['20th Line Reg'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    {
      id: 'regiment-de-castille',
      name: 'Regiment de Castille',
      altNames: ['Castille Reg'],
      type: 'infantry',
      full: 5,
      reduced: 3
    },
    {
      id: 'del-rey-dragoons',
      name: 'Del Rey Dragoons',
      altNames: ['Del Rey Drg'],
      type: 'cavalry',
      full: 5,
      reduced: 3
    },
    {
      id: 'infanteria-imperial',
      name: 'Infanteria Imperial',
      altNames: ['Inf Imperial'],
      type: 'infantry',
      full: 6,
      reduced: 4
    },
    {
      id: 'walloon-guards',
      name: 'Walloon Guards',
      altNames: ['Walloon Gds'],
      type: 'infantry',
      full: 8,
      reduced: 5
    }
  ],
  deck: [
    // 1st Line Regiment
    {
      kind: 'unit',
      id: '1st-line-regiment-1',
      unit: '1st-line-regiment',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [360]
    },
    {
      kind: 'unit',
      id: '1st-line-regiment-2',
      unit: '1st-line-regiment',
      attack: '1d10',
      defense: 6,
      copies: 2,
      sourceCardIds: [361, 362],
      doubt: {
        confidence: 'medium',
        note: 'CardID 362 is transcribed with Defense 7 but shares its face (1d10/6) with CardID 361, so it is read as a second 1d10/6 copy.'
      }
    },
    {
      kind: 'unit',
      id: '1st-line-regiment-3',
      unit: '1st-line-regiment',
      attack: '1d10',
      defense: 3,
      copies: 1,
      sourceCardIds: [363]
    },
    {
      kind: 'unit',
      id: '1st-line-regiment-4',
      unit: '1st-line-regiment',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [364]
    },
    // 3rd Hussars
    {
      kind: 'unit',
      id: '3rd-hussars-1',
      unit: '3rd-hussars',
      attack: '2d6',
      defense: 3,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [365]
    },
    {
      kind: 'unit',
      id: '3rd-hussars-2',
      unit: '3rd-hussars',
      attack: '1d10',
      defense: 2,
      pursuit: 1,
      copies: 3,
      sourceCardIds: [366, 367, 368]
    },
    {
      kind: 'unit',
      id: '3rd-hussars-3',
      unit: '3rd-hussars',
      defense: 6,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [369]
    },
    // 7th Navarrese Regiment
    {
      kind: 'unit',
      id: '7th-navarrese-regiment-1',
      unit: '7th-navarrese-regiment',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [370]
    },
    {
      kind: 'unit',
      id: '7th-navarrese-regiment-2',
      unit: '7th-navarrese-regiment',
      attack: '1d10',
      defense: 6,
      copies: 2,
      sourceCardIds: [371, 372]
    },
    {
      kind: 'unit',
      id: '7th-navarrese-regiment-3',
      unit: '7th-navarrese-regiment',
      attack: '1d10',
      defense: 5,
      copies: 1,
      sourceCardIds: [373]
    },
    {
      kind: 'unit',
      id: '7th-navarrese-regiment-4',
      unit: '7th-navarrese-regiment',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [374]
    },
    // 20th Line Regiment
    {
      kind: 'unit',
      id: '20th-line-regiment-1',
      unit: '20th-line-regiment',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [375]
    },
    {
      kind: 'unit',
      id: '20th-line-regiment-2',
      unit: '20th-line-regiment',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [376]
    },
    {
      kind: 'unit',
      id: '20th-line-regiment-3',
      unit: '20th-line-regiment',
      attack: '1d10',
      defense: 6,
      copies: 1,
      sourceCardIds: [377]
    },
    {
      kind: 'unit',
      id: '20th-line-regiment-4',
      unit: '20th-line-regiment',
      attack: '1d10',
      defense: 5,
      copies: 1,
      sourceCardIds: [378]
    },
    {
      kind: 'unit',
      id: '20th-line-regiment-5',
      unit: '20th-line-regiment',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [379]
    },
    // Regiment de Castille
    {
      kind: 'unit',
      id: 'regiment-de-castille-1',
      unit: 'regiment-de-castille',
      attack: '2d6',
      defense: 5,
      copies: 1,
      sourceCardIds: [380]
    },
    {
      kind: 'unit',
      id: 'regiment-de-castille-2',
      unit: 'regiment-de-castille',
      attack: '1d10',
      defense: 7,
      copies: 1,
      sourceCardIds: [381]
    },
    {
      kind: 'unit',
      id: 'regiment-de-castille-3',
      unit: 'regiment-de-castille',
      attack: '1d10',
      defense: 6,
      copies: 2,
      sourceCardIds: [382, 383]
    },
    {
      kind: 'unit',
      id: 'regiment-de-castille-4',
      unit: 'regiment-de-castille',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [384]
    },
    // Del Rey Dragoons
    {
      kind: 'unit',
      id: 'del-rey-dragoons-1',
      unit: 'del-rey-dragoons',
      attack: '2d6',
      defense: 4,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [385]
    },
    {
      kind: 'unit',
      id: 'del-rey-dragoons-2',
      unit: 'del-rey-dragoons',
      attack: '1d10',
      defense: 4,
      pursuit: 2,
      copies: 1,
      sourceCardIds: [386]
    },
    {
      kind: 'unit',
      id: 'del-rey-dragoons-3',
      unit: 'del-rey-dragoons',
      attack: '1d10',
      defense: 3,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [387]
    },
    {
      kind: 'unit',
      id: 'del-rey-dragoons-4',
      unit: 'del-rey-dragoons',
      attack: '1d10',
      defense: 2,
      pursuit: 1,
      copies: 1,
      sourceCardIds: [388]
    },
    {
      kind: 'unit',
      id: 'del-rey-dragoons-5',
      unit: 'del-rey-dragoons',
      defense: 5,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [389]
    },
    // Infanteria Imperial
    {
      kind: 'unit',
      id: 'infanteria-imperial-1',
      unit: 'infanteria-imperial',
      attack: '2d6',
      defense: 4,
      copies: 1,
      sourceCardIds: [390]
    },
    {
      kind: 'unit',
      id: 'infanteria-imperial-2',
      unit: 'infanteria-imperial',
      attack: '1d10',
      defense: 6,
      copies: 3,
      sourceCardIds: [391, 392, 393]
    },
    {
      kind: 'unit',
      id: 'infanteria-imperial-3',
      unit: 'infanteria-imperial',
      defense: 7,
      bombard: '1d10',
      range: 2,
      copies: 1,
      sourceCardIds: [394]
    },
    // Walloon Guards
    {
      kind: 'unit',
      id: 'walloon-guards-1',
      unit: 'walloon-guards',
      attack: '2d6',
      defense: 6,
      copies: 1,
      sourceCardIds: [396]
    },
    {
      kind: 'unit',
      id: 'walloon-guards-2',
      unit: 'walloon-guards',
      attack: '1d10',
      defense: 6,
      copies: 1,
      sourceCardIds: [395]
    },
    {
      kind: 'unit',
      id: 'walloon-guards-3',
      unit: 'walloon-guards',
      attack: '2d6',
      defense: 6,
      notRequiredToAdvance: true,
      copies: 2,
      sourceCardIds: [397, 398]
    },
    {
      kind: 'unit',
      id: 'walloon-guards-4',
      unit: 'walloon-guards',
      defense: 7,
      bombard: '2d6',
      range: 2,
      copies: 1,
      sourceCardIds: [399]
    },
    // Leaders (HQ)
    {
      kind: 'leader',
      id: 'francisco-javier-castanos',
      name: 'Francisco Javier Castaños',
      altNames: ['Francisco Javier Castanos'],
      command: 3,
      combat: 3,
      rally: 4,
      copies: 1,
      sourceCardIds: [401]
    },
    {
      kind: 'leader',
      id: 'joaquin-blake-y-joyes',
      name: 'Joaquín Blake y Joyes',
      altNames: ['Joaquin Blake y Joyes'],
      command: 2,
      combat: 3,
      rally: 4,
      copies: 1,
      sourceCardIds: [400]
    },
    {
      kind: 'leader',
      id: 'gregorio-garcia-de-la-cuesta',
      name: 'Gregorio García de la Cuesta',
      altNames: ['Gregorio Garcia de la Cuesta'],
      command: 2,
      combat: 2,
      rally: 5,
      copies: 1,
      sourceCardIds: [402]
    },
    {
      kind: 'leader',
      id: 'pedro-caro-y-sureda',
      name: 'Pedro Caro y Sureda',
      command: 2,
      combat: 1,
      rally: 3,
      copies: 1,
      sourceCardIds: [403]
    },
    {
      kind: 'leader',
      id: 'jose-de-palafox-y-melzi',
      name: 'José de Palafox y Melzi',
      altNames: ['Jose de Palafox y Melzi'],
      command: 1,
      combat: 1,
      combatDefense: 5,
      rally: 6,
      rallyAutomatic: true,
      copies: 1,
      sourceCardIds: [419]
    },
    // Other HQ cards
    {
      kind: 'hq',
      id: 'guerrilla',
      type: 'guerrilla',
      title: 'Guerrillas',
      copies: 5,
      sourceCardIds: [404, 405, 406, 407, 408]
    },
    {
      kind: 'hq',
      id: 'redoubt',
      type: 'redoubt',
      title: 'Redoubt',
      copies: 4,
      sourceCardIds: [409, 410, 411, 412]
    },
    {
      kind: 'hq',
      id: 'skirmish',
      type: 'skirmish',
      title: 'Skirmish',
      copies: 1,
      sourceCardIds: [413]
    },
    {
      kind: 'hq',
      id: 'supply',
      type: 'supply',
      title: 'Supply',
      copies: 2,
      sourceCardIds: [414, 415]
    },
    {
      kind: 'hq',
      id: 'withdraw',
      type: 'withdraw',
      title: 'Withdraw',
      copies: 3,
      sourceCardIds: [416, 417, 418]
    }
  ],
  anomalies: [
    {
      subject: 'Infanteria Imperial (unit)',
      problem:
        'units.csv gives type 1 (cavalry). Its cards have no pursuit values, its card art and counter show a foot soldier, and only cavalry can have pursuit (rule 8).',
      resolution: 'Type set to infantry. Strength 6/4 unchanged (confirmed by the counter images).',
      confidence: 'high'
    },
    {
      subject: '1st Line Regiment card (CardID 362)',
      problem:
        'Defense 7, while row 361 has Defense 6. Both rows use face SP1Lb.JPG (Attack 1d10 / Defense 6), and only four distinct faces exist.',
      resolution: 'Set to Defense 6 (2x 1d10/6).',
      confidence: 'medium'
    },
    {
      subject: 'Leader José de Palafox y Melzi (CardID 419)',
      problem:
        'cards.csv has Combat 99 and Rally 99 (placeholder values) and the text "Rellay : Auto, Attack: 1, Def: 5". The card face reads Command 1, Combat "1/5", Rally "Auto", "Attack: 1, Def: 5".',
      resolution:
        'Set to command 1, combat 1 (when attacking), combatDefense 5 (when defending), rally 6 and rallyAutomatic true (restoration always succeeds).',
      confidence: 'high'
    },
    {
      subject: 'Unit names (units.csv vs cards.csv) and leader accents',
      problem:
        'units.csv uses counter abbreviations: "1st Line Reg", "7th Navarrese", "20th Line Reg", "Castille Reg", "Del Rey Drg", "Inf Imperial", "Walloon Gds". The cards read "1st Line Regiment", "7th Navarrese Regiment", "20th Line Regiment", "Regiment de Castille", "Del Rey Dragoons", "Infanteria Imperial", "Walloon Guards". cards.csv (pure ASCII) also drops the accents in Joaquín Blake y Joyes, Francisco Javier Castaños, Gregorio García de la Cuesta and José de Palafox y Melzi.',
      resolution: 'Canonical names follow the cards. The abbreviations and ASCII spellings are in altNames.',
      confidence: 'high'
    }
  ]
};
