// A tiny benchmark harness: run a function in batches, report the median time per call.
export interface BenchResult {
  name: string;
  median: number; // ms per call
  unit: 'µs' | 'ms' | 'KB';
  goal?: string;
  note?: string;
}

export function measure(fn: () => unknown, opts: { batch?: number; samples?: number; warmup?: number } = {}): number {
  const batch = opts.batch ?? 100;
  const samples = opts.samples ?? 41;
  for (let i = 0; i < (opts.warmup ?? 20) * batch; i++) fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    times.push((performance.now() - t0) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function printTable(rows: { name: string; value: string; goal: string; ok: string }[]): void {
  const w = [
    Math.max(6, ...rows.map((r) => r.name.length)),
    Math.max(6, ...rows.map((r) => r.value.length)),
    Math.max(4, ...rows.map((r) => r.goal.length))
  ];
  const line = (a: string, b: string, c: string, d: string) => `| ${a.padEnd(w[0]!)} | ${b.padStart(w[1]!)} | ${c.padEnd(w[2]!)} | ${d} |`;
  console.log(line('metric', 'median', 'goal', 'met'));
  console.log(`|${'-'.repeat(w[0]! + 2)}|${'-'.repeat(w[1]! + 2)}|${'-'.repeat(w[2]! + 2)}|-----|`);
  for (const r of rows) console.log(line(r.name, r.value, r.goal, r.ok));
}
