// The built-in DEMO position shown on the home page: plain data, to be read by the rules
// engine's parsePosition later. Terrain: 8 strings, rank 8 first, files a..h, one letter a
// square (c clear, h hill, t town, w woods, m marsh, f fields, l lake).

export interface DemoUnit {
  /** unit id as in the army data, e.g. 'imperial-guard' */
  unit: string;
  square: string;
  reduced: boolean;
}

export interface DemoArmy {
  nation: string;
  /** the edge of the board the army starts from */
  edge: 'north' | 'south';
  units: DemoUnit[];
}

export interface DemoPosition {
  terrain: string[];
  armies: DemoArmy[];
  redoubts: string[];
}

export const DEMO_POSITION: DemoPosition = {
  terrain: [
    'ccwchccf', // 8
    'fcctcwcc', // 7
    'chccmccf', // 6
    'wcclcchc', // 5
    'cctccwcc', // 4
    'cmccfcch', // 3
    'cccwcctc', // 2
    'hcfccccw' //  1
  ],
  armies: [
    {
      nation: 'france',
      edge: 'south',
      units: [
        { unit: 'imperial-guard', square: 'd2', reduced: false },
        { unit: 'guard-cavalry', square: 'd1', reduced: false },
        { unit: '1st-cuirassiers', square: 'e1', reduced: false },
        { unit: '2nd-regiment-legere', square: 'c2', reduced: false },
        { unit: '4th-regiment-suisse', square: 'e2', reduced: false },
        { unit: '8th-regiment-legere', square: 'f2', reduced: true },
        { unit: '45th-regiment-legere', square: 'b2', reduced: false }
      ]
    },
    {
      nation: 'great-britain',
      edge: 'north',
      units: [
        { unit: '1st-foot-guards', square: 'd7', reduced: false },
        { unit: 'kings-dragoons-guards', square: 'd8', reduced: false },
        { unit: '9th-queens-royal-lancers', square: 'e8', reduced: false },
        { unit: '4th-regiment-of-foot', square: 'e7', reduced: false },
        { unit: '32nd-regiment-of-foot', square: 'c7', reduced: false },
        { unit: '42nd-regiment-of-foot', square: 'f7', reduced: true },
        { unit: '52nd-regiment-of-foot', square: 'b7', reduced: false }
      ]
    }
  ],
  redoubts: []
};
