// The worker thread's entry (bench/review.ts): TypeScript through tsx, then the timed review.
import { register } from 'tsx/esm/api';

register();
await import('./time-worker.ts');
