// Makes sure the end-to-end tests have a Chromium to drive, before they start (`npm run test:e2e`).
// In this order: $CHROMIUM_PATH; a system Chromium (scripts/chromium.mjs); on Debian as root,
// `apt-get install chromium`; Playwright's own browser (`playwright install chromium`), where that
// can download. If none of these works, it stops with one sentence saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutablePath } from './chromium.mjs';

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
if (isRoot() && hasApt()) {
  log("installing Debian's chromium (apt-get)");
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    });
  } catch {
    log('apt-get could not install chromium');
  }
  const installed = chromiumExecutablePath();
  if (installed) {
    log(installed);
    process.exit(0);
  }
}
log("downloading Playwright's Chromium (playwright install chromium)");
const r = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
if (r.status === 0 && playwrightChromium()) process.exit(0);
console.error(
  'No Chromium for the browser tests: install Chromium (on Debian: apt-get install chromium), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.'
);
process.exit(1);
