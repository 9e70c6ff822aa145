// Finds the Chromium binary that Playwright should drive (tests, icon rendering).
//
// Order: $CHROMIUM_PATH (a user's own browser), then Debian's chromium package (its real
// binary, not the /usr/bin/chromium shell wrapper), then undefined = Playwright's own browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that keep a headless Chromium quiet, offline and happy as root inside containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
];

const KNOWN_PATHS = ['/usr/lib/chromium/chromium', '/usr/lib/chromium-browser/chromium-browser'];

/**
 * @returns {string | undefined} the path of a Chromium binary, or undefined to let Playwright
 *   use its default browser
 */
export function chromiumExecutablePath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking for Chromium elsewhere.`);
  }
  for (const path of KNOWN_PATHS) if (existsSync(path)) return path;
  try {
    const files = execFileSync('dpkg', ['-L', 'chromium'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    });
    const found = files.split('\n').find((line) => /lib\/chromium\/chromium$/.test(line));
    if (found && existsSync(found)) return found;
  } catch {
    // no dpkg or no chromium package: fall through
  }
  return undefined;
}
