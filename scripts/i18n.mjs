// Compiles the messages in messages/*.json into src/lib/paraglide/ with Paraglide JS 2.
//
// Works fully offline: project.inlang/settings.json names the message-format plugin by a local
// path inside node_modules (the inlang SDK imports local module paths itself), so no CDN is
// fetched. Paraglide JS 2 and the inlang SDK send no telemetry.
//
// `node scripts/i18n.mjs` runs before check/test:unit, and vite.config.ts runs it for builds and
// Vitest. It skips the compile when its inputs are unchanged (`--force` compiles anyway).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Options shared by this script and the Vite plugin (dev server). */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/lib/paraglide',
  // The locale lives in a Svelte rune (src/lib/i18n.svelte.ts) that registers this strategy,
  // so switching language re-renders without a reload and without a URL prefix.
  strategy: /** @type {['custom-adiutant', 'baseLocale']} */ (['custom-adiutant', 'baseLocale']),
  emitGitIgnore: false,
  emitReadme: false
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.inputs-hash';

/** A digest of everything the compiled output depends on. */
function inputsDigest() {
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/@inlang/paraglide-js/package.json'), 'utf8'));
  hash.update(`paraglide ${pkg.version}\n${JSON.stringify(paraglideOptions)}\n`);
  hash.update(readFileSync(join(ROOT, 'project.inlang/settings.json')));
  const dir = join(ROOT, 'messages');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    hash.update(`\n${name}\n`);
    hash.update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  process.chdir(ROOT);
  const outdir = join(ROOT, paraglideOptions.outdir);
  const stamp = join(outdir, STAMP);
  // the digest of the inputs and the time messages.js was written: the dev server's Paraglide
  // plugin writes the same directory in another layout, which must not pass for up to date
  const current = () => {
    const messages = join(outdir, 'messages.js');
    return `${inputsDigest()} ${existsSync(messages) ? statSync(messages).mtimeMs : 'none'}`;
  };
  const upToDate =
    !process.argv.includes('--force') &&
    existsSync(join(outdir, 'runtime.js')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === current();
  if (upToDate) {
    console.log(`paraglide: ${paraglideOptions.outdir} is up to date`);
    process.exit(0);
  }
  const { compile } = await import('@inlang/paraglide-js');
  const started = Date.now();
  await compile(paraglideOptions);
  writeFileSync(stamp, current());
  console.log(`paraglide: compiled messages into ${paraglideOptions.outdir} in ${Date.now() - started} ms`);
  // The inlang SDK leaves 30-second timers running after the compile: don't wait for them.
  process.exit(0);
}
