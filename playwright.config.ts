import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.mjs';
import { suiteSeed } from './tests/seed';

// End-to-end tests against the production build (npm run test:e2e builds first), served by
// scripts/serve.mjs. Browser: $CHROMIUM_PATH, else Debian's chromium, else Playwright's own.
const PORT = Number(process.env.PORT) || 4173;
const executablePath = chromiumExecutablePath();
// one seed for the run's samples (tests/seed.ts), the same in every worker
process.env.ADIUTANT_SEED ??= String(suiteSeed());

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // the seed, the slowest specs and every retried test (tests/reporters/playwright.ts)
  reporter: [['list'], ['./tests/reporters/playwright.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    // a trace only for a retried test (CI): recording one for every test (its screencast and a
    // snapshot per action) cost a seventh of the suite's time. Locally: --trace on for one spec.
    trace: 'on-first-retry',
    // the service worker precaches the whole app in every new browser context (about a third of a
    // short test's work): it runs in the specs that test it, offline or on the network
    // (`test.use({ serviceWorkers: 'allow' })`: those that import ./network), not in the others
    serviceWorkers: 'block'
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: chromiumArgs }
      }
    }
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    port: PORT,
    env: { PORT: String(PORT), ...(process.env.ADIUTANT_OUT ? { ADIUTANT_OUT: process.env.ADIUTANT_OUT } : {}) },
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    timeout: 30_000
  }
});
