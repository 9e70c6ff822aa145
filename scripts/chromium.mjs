// Finds the Chromium binary that Playwright should drive (tests, icon rendering, benchmarks).
//
// Order: $CHROMIUM_PATH (a user's own browser); then, for the tests, Debian's
// chromium-headless-shell (the same Chromium — Blink and V8 of the same version — built as the
// old headless shell, without the browser's UI layer: what Playwright itself runs for headless
// tests; the browser tests take about a quarter less time and CPU in it than in the full browser's
// new headless mode); then Debian's chromium package (its real binary, not the /usr/bin/chromium
// shell wrapper); then undefined = Playwright's own browser. The benchmarks ask for the full
// browser (`{ headlessShell: false }`), as their recorded figures were measured in it.
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
/** Debian's package chromium-headless-shell */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell'];

/**
 * @param {{ headlessShell?: boolean }} [options] headlessShell: false for the full browser only
 * @returns {string | undefined} the path of a Chromium binary, or undefined to let Playwright
 *   use its default browser
 */
export function chromiumExecutablePath({ headlessShell = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking for Chromium elsewhere.`);
  }
  if (headlessShell) for (const path of HEADLESS_SHELL_PATHS) if (existsSync(path)) return path;
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
