import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The one list of modules every federated app shares as a single instance (ARCHITECTURE.md).
 * `react/` and `react-dom/` cover subpaths such as `react/jsx-runtime` and `react-dom/client`.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['zustand', 'zustand'],
  ['@scheduler/shared-auth', '@scheduler/shared-auth'],
];

/** Shared config with an explicit requiredVersion, read from the app's own dependencies. */
export function sharedSingletons(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const [key, packageName] of SINGLETONS) {
    const declared = manifest.dependencies?.[packageName];
    if (!declared) throw new Error(`${manifest.name} must depend on ${packageName}: it is a federation singleton`);
    const installedVersion = installedManifest(require, packageName).version;
    const requiredVersion = /^\d/.test(declared) ? `^${declared}` : declared;
    shared[key] = { singleton: true, requiredVersion, version: installedVersion };
  }
  return shared;
}

/** The installed package.json of a dependency, found the way Node finds the package (not all export it). */
function installedManifest(require, packageName) {
  for (const folder of require.resolve.paths(packageName) ?? []) {
    const manifestPath = path.join(folder, packageName, 'package.json');
    if (existsSync(manifestPath)) return JSON.parse(readFileSync(manifestPath, 'utf8'));
  }
  throw new Error(`${packageName} is not installed`);
}
