// `npm run lockfile:complete`, after any `npm install` that changes dependencies (`--check` only reports).
//
// The registry this project installs from lags behind for other platforms' native binaries (for example
// @swc/core-darwin-arm64 has no build for the @swc/core version we use). npm then leaves those optional
// packages out of package-lock.json, and `npm ci` refuses the lock as out of sync. Listing each missing
// platform package with its version and os/cpu lets `npm ci` pass: it skips foreign platforms without fetching.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OPERATING_SYSTEMS = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
];

/** os, cpu and libc of a platform package, read from its name (`…-linux-x64-musl`, `…-wasm32-wasi`). */
function platformOf(packageName) {
  const parts = packageName.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((part) => OPERATING_SYSTEMS.includes(part));
  if (osIndex === -1 || !parts[osIndex + 1]) return null;
  const libc = { gnu: 'glibc', musl: 'musl' }[parts[osIndex + 2]];
  return { os: [parts[osIndex]], cpu: [parts[osIndex + 1]], ...(libc ? { libc: [libc] } : {}) };
}

/** The lock entries npm left out: platform packages some locked package lists as optional. */
function missingPlatformEntries(lock) {
  const missing = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      const topLevel = `node_modules/${name}`;
      const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
      if (!platform || lock.packages[nested] || lock.packages[topLevel]?.version === version) continue;
      const where = lock.packages[topLevel] ? nested : topLevel;
      missing[where] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    }
  }
  return missing;
}

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const missing = missingPlatformEntries(lock);
if (process.argv.includes('--check')) {
  const names = Object.keys(missing);
  if (names.length > 0) {
    console.error(
      `package-lock.json lacks ${names.length} platform packages (${names[0]}, …): run 'npm run lockfile:complete'.`,
    );
    process.exit(1);
  }
} else {
  const entries = Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  );
  lock.packages = Object.fromEntries(entries);
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${Object.keys(missing).length} platform package entries.`);
}
