// Playwright reporter (issue 31 §3), beside the list reporter: the run's seed at the start; at the
// end the slowest spec files, every test that passed only when retried (a flaky test hides a
// defect: each one is listed, to be fixed), and after a failure how to draw the same samples again.
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { seedNote } from '../seed';

export default class AdiutantReporter implements Reporter {
  #root: Suite | null = null;
  #time = new Map<string, number>();

  onBegin(config: FullConfig, suite: Suite): void {
    this.#root = suite;
    console.log(`browser tests: ${suite.allTests().length} in ${config.workers} workers, samples drawn with ${seedNote()}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(`${process.cwd()}/`, '');
    this.#time.set(file, (this.#time.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const tests = this.#root?.allTests() ?? [];
    const slowest = [...this.#time].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`slowest spec files (test time summed): ${slowest.map(([f, ms]) => `${f} ${(ms / 1000).toFixed(0)} s`).join(', ')}`);
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    if (flaky.length) {
      console.log(`\nRETRIED: ${flaky.length} test(s) failed and then passed when retried. Each is a defect to fix:`);
      for (const t of flaky) {
        const first = t.results.find((r) => r.status !== 'passed');
        const why = (first?.error?.message ?? first?.status ?? '').split('\n')[0];
        console.log(
          `  - ${t.location.file.replace(`${process.cwd()}/`, '')}:${t.location.line} ${t.titlePath().slice(1).join(' › ')}\n      first failure: ${why}`
        );
      }
      console.log('');
    }
    if (tests.some((t) => t.outcome() === 'unexpected'))
      console.log(`a failure above? the same samples again: ${seedNote()} npx playwright test <spec>`);
  }
}
