// Makes sure the end-to-end tests have a Chromium to drive, before they start (`npm run test:e2e`).
// On Debian as root, whichever of Debian's chromium-headless-shell (the tests' browser: they run
// about a quarter faster in it; scripts/chromium.mjs) and chromium (the full browser, for the test
// that needs a camera) is missing is installed with apt-get. Then the browser is, in this order:
// $CHROMIUM_PATH; the headless shell; a system Chromium; Playwright's own browser (`playwright
// install chromium`), where that can download. If none of these works, it stops with one sentence
// saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL_PATHS, chromiumExecutablePath } from './chromium.mjs';

function log(text) {
  console.log(`browser: ${text}`);
}

/** Playwright's own Chromium is there (installed earlier, or by the step below). */
function playwrightChromium() {
  try {
    const r = spawnSync(process.execPath, ['-e', "import('@playwright/test').then(({chromium})=>console.log(chromium.executablePath()))"], {
      encoding: 'utf8'
    });
    const path = r.stdout.trim();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasApt() {
  return existsSync('/usr/bin/apt-get');
}

/** `apt-get install -y <packages>` (Debian, as root), first from the package lists there are, then after an update. */
function aptInstall(packages) {
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-q', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    });
  try {
    install();
    return;
  } catch {
    log(`apt-get install ${packages.join(' ')} failed: updating the package lists and trying again`);
  }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  } catch {
    log(`apt-get could not install ${packages.join(' ')}`);
  }
}

// the tests run in the headless shell; the full browser is there for the one that needs a camera (link-scan)
const missing = [
  ...(HEADLESS_SHELL_PATHS.some((path) => existsSync(path)) ? [] : ['chromium-headless-shell']),
  ...(chromiumExecutablePath({ headlessShell: false }) ? [] : ['chromium'])
];
if (!process.env.CHROMIUM_PATH && missing.length && isRoot() && hasApt()) {
  log(`installing Debian's ${missing.join(' and ')} (apt-get)`);
  aptInstall(missing);
}
const found = chromiumExecutablePath();
if (found) {
  log(found);
  process.exit(0);
}
const own = playwrightChromium();
if (own) {
  log(`Playwright's Chromium, ${own}`);
  process.exit(0);
}
log("downloading Playwright's Chromium (playwright install chromium)");
const r = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
if (r.status === 0 && playwrightChromium()) process.exit(0);
console.error(
  'No Chromium for the browser tests: install Chromium (on Debian: apt-get install chromium), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.'
);
process.exit(1);
