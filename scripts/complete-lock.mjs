// Adds the lock-file entries of other platforms' optional native packages (rollup, lix, jco…).
//
// Why: the npm registry mirror this project is developed on serves only some platforms' builds of
// those packages, so `npm install` here cannot write their entries, and `npm ci` then refuses the
// lock file ("Missing: @rollup/rollup-darwin-arm64 from lock file"). The entries only need the
// version and the os/cpu/libc constraints (which npm uses to skip them on other platforms); on a
// machine of that platform npm resolves the package from the registry by name and version.
// Run after `npm install` changes the lock: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const tail = parts.slice(parts.indexOf(cpu) + 1).join('-');
  const out = { cpu: [cpu], os: [os] };
  if (os === 'linux' && /^(gnu|gnueabihf)$/.test(tail)) out.libc = ['glibc'];
  if (os === 'linux' && /^(musl|musleabihf)$/.test(tail)) out.libc = ['musl'];
  return out;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] || (path && lock.packages[`${path}/${key}`])) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    lock.packages[key] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lock: added ${added} platform entries`);
