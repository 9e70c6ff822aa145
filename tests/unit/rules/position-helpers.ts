// Test helpers: build positions the way the rulebook's test vectors describe them.
import { parsePosition, type Position } from '../../../src/lib/rules';

export const S_INF = [
  'imperial-guard',
  '2nd-regiment-legere',
  '4th-regiment-suisse',
  '8th-regiment-legere',
  '19th-regiment-legere',
  '45th-regiment-legere'
];
export const S_CAV = ['1st-cuirassiers', 'guard-cavalry'];
export const N_INF = [
  '1st-foot-guards',
  '4th-regiment-of-foot',
  '32nd-regiment-of-foot',
  '42nd-regiment-of-foot',
  '52nd-regiment-of-foot',
  'dutch-belgians'
];
export const N_CAV = ['kings-dragoons-guards', '9th-queens-royal-lancers'];

export interface Spec {
  /** square → terrain letter; everything else Clear */
  terrain?: Record<string, string>;
  /** player S (France, south edge): square → 'inf' | 'cav' | 'inf-r' (reduced) … */
  s?: Record<string, string>;
  /** player N (Great Britain, north edge) */
  n?: Record<string, string>;
  redoubts?: string[];
  sEdge?: 'south' | 'west';
}

export function rows(terrain: Record<string, string> = {}): string[] {
  const grid = Array.from({ length: 8 }, () => 'cccccccc'.split(''));
  for (const [sq, t] of Object.entries(terrain)) {
    const file = sq.charCodeAt(0) - 97;
    const rank = Number(sq.slice(1));
    grid[8 - rank]![file] = t;
  }
  return grid.map((r) => r.join(''));
}

function units(spec: Record<string, string> = {}, inf: string[], cav: string[]) {
  const i = [...inf];
  const c = [...cav];
  return Object.entries(spec).map(([square, kind]) => {
    const pool = kind.startsWith('cav') ? c : i;
    const unit = pool.shift();
    if (!unit) throw new Error('too many units of one type in test spec');
    return { unit, square, reduced: kind.endsWith('-r') };
  });
}

export function json(spec: Spec) {
  const sEdge = spec.sEdge ?? 'south';
  return {
    terrain: rows(spec.terrain),
    armies: [
      { nation: 'france', edge: sEdge, units: units(spec.s, S_INF, S_CAV) },
      { nation: 'great-britain', edge: sEdge === 'south' ? 'north' : 'east', units: units(spec.n, N_INF, N_CAV) }
    ],
    redoubts: spec.redoubts ?? []
  };
}

export function pos(spec: Spec): Position {
  const r = parsePosition(json(spec));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const sorted = (xs: readonly string[]) => [...xs].sort();
