// The chance model's fit and its calibration table (issue 33): a logistic regression without a
// constant (Newton's method, a little ridge so that a feature the games never vary stays 0), and
// the positions grouped by estimated chance in tenths with the share actually won in each.
import { sigmoid } from '../../src/lib/review';

export interface Sample {
  x: number[];
  /** 1: seat 0 won */
  y: number;
  /** the game it comes from (positions of a game are not independent: games are split, not positions) */
  game: number;
}

/** Solve A·x = b (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const d = m[c]![c]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1e-12));
}

/** Weights of P(y = 1) = σ(w·x), by Newton's method with ridge `lambda`. */
export function fitLogistic(samples: readonly Sample[], dims: number, lambda = 1, iterations = 30): number[] {
  let w = new Array<number>(dims).fill(0);
  for (let it = 0; it < iterations; it++) {
    const g = new Array<number>(dims).fill(0);
    const h = Array.from({ length: dims }, () => new Array<number>(dims).fill(0));
    for (const s of samples) {
      let z = 0;
      for (let i = 0; i < dims; i++) z += w[i]! * s.x[i]!;
      const p = sigmoid(z);
      const q = p * (1 - p);
      for (let i = 0; i < dims; i++) {
        g[i]! += (s.y - p) * s.x[i]!;
        for (let j = 0; j < dims; j++) h[i]![j]! += q * s.x[i]! * s.x[j]!;
      }
    }
    for (let i = 0; i < dims; i++) {
      g[i]! -= lambda * w[i]!;
      h[i]![i]! += lambda;
    }
    const step = solve(h, g);
    w = w.map((x, i) => x + step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

export interface CalibrationRow {
  /** the tenth: estimates in [from, from + 0.1) */
  from: number;
  positions: number;
  games: number;
  estimate: number;
  won: number;
  ok: boolean;
}

/** The positions grouped by estimated chance in tenths: the mean estimate and the share won; ok within 10 points. */
export function calibrationTable(pairs: readonly { p: number; y: number; game: number }[]): CalibrationRow[] {
  const rows: CalibrationRow[] = [];
  for (let t = 0; t < 10; t++) {
    const inRow = pairs.filter((x) => Math.min(9, Math.floor(x.p * 10)) === t);
    if (inRow.length === 0) {
      rows.push({ from: t / 10, positions: 0, games: 0, estimate: NaN, won: NaN, ok: true });
      continue;
    }
    const estimate = inRow.reduce((a, x) => a + x.p, 0) / inRow.length;
    const won = inRow.reduce((a, x) => a + x.y, 0) / inRow.length;
    rows.push({
      from: t / 10,
      positions: inRow.length,
      games: new Set(inRow.map((x) => x.game)).size,
      estimate,
      won,
      ok: Math.abs(won - estimate) <= 0.1
    });
  }
  return rows;
}

/** Mean log-loss and Brier score of estimates. */
export function scores(pairs: readonly { p: number; y: number }[]): { logLoss: number; brier: number } {
  let ll = 0;
  let br = 0;
  for (const { p, y } of pairs) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
    ll -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
    br += (p - y) ** 2;
  }
  return { logLoss: ll / pairs.length, brier: br / pairs.length };
}
