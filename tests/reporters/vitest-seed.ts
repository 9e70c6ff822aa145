// Vitest reporter (issue 31 §3): the run's seed at the start and, after a failure, how to draw the
// same samples again (tests/seed.ts); the slowest test files at the end (where the time goes).
import type { Reporter, TestModule } from 'vitest/node';
import { seedNote } from '../seed';

export default class SeedReporter implements Reporter {
  onTestRunStart(): void {
    console.log(`unit tests: samples drawn with ${seedNote()}`);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    const slowest = modules
      .map((m) => ({ file: m.moduleId.replace(`${process.cwd()}/`, ''), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    console.log(`slowest test files: ${slowest.map((s) => `${s.file} ${(s.ms / 1000).toFixed(1)} s`).join(', ')}`);
    const failed = errors.length > 0 || modules.some((m) => m.state() === 'failed');
    if (failed) console.log(`a failure above? the same samples again: ${seedNote()} npx vitest run <file>`);
  }
}
