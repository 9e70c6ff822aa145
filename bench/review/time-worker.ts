// The review of one record in a worker thread (bench/review.ts): the time to the first progress
// report and to the end, as the app's worker would take them on this machine.
import { parentPort, workerData } from 'node:worker_threads';
import { reviewGame } from '../../src/lib/review';
import type { GameRecord } from '../../src/lib/rules';

const t0 = performance.now();
let first = -1;
const review = reviewGame(workerData as GameRecord, {
  onProgress: (done) => {
    if (done > 0 && first < 0) first = performance.now() - t0;
  }
});
parentPort!.postMessage({ ms: performance.now() - t0, first, moments: review.moments.length });
