// A module Web Worker where the platform has one. Vite bundles a worker from the literal
// `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`, so the caller writes
// that expression and passes it in; here it is started or, where Workers are missing or refused (a
// test in Node, a locked-down browser), null: the caller then works the answer out itself.
export function moduleWorker(start: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return start();
  } catch {
    return null;
  }
}
