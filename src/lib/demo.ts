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

const unit = (unit: string, square: string, reduced = false): DemoUnit => ({ unit, square, reduced });

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
        unit('imperial-guard', 'd2'),
        unit('guard-cavalry', 'd1'),
        unit('1st-cuirassiers', 'e1'),
        unit('2nd-regiment-legere', 'c2'),
        unit('4th-regiment-suisse', 'e2'),
        unit('8th-regiment-legere', 'f2', true),
        unit('45th-regiment-legere', 'b2')
      ]
    },
    {
      nation: 'great-britain',
      edge: 'north',
      units: [
        unit('1st-foot-guards', 'd7'),
        unit('kings-dragoons-guards', 'd8'),
        unit('9th-queens-royal-lancers', 'e8'),
        unit('4th-regiment-of-foot', 'e7'),
        unit('32nd-regiment-of-foot', 'c7'),
        unit('42nd-regiment-of-foot', 'f7', true),
        unit('52nd-regiment-of-foot', 'b7')
      ]
    }
  ],
  redoubts: []
};
