// Vitest setup for every unit test file: fast-check's property tests draw with the run's seed
// (tests/seed.ts) unless a test gives its own, so `ADIUTANT_SEED=<n>` repeats a run's cases too
// (fast-check also prints its own seed and path when a property fails).
import fc from 'fast-check';
import { suiteSeed } from '../seed';

fc.configureGlobal({ seed: suiteSeed() | 0 });
