import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The one list of modules every federated app shares as a single instance (ARCHITECTURE.md).
 * `react/` and `react-dom/` cover subpaths such as `react/jsx-runtime` and `react-dom/client`.
 * The router is shared once, as `react-router-dom` holding only the exports the apps use (router-exports.js);
 * react-router itself lives inside it, so it is not shared on its own.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom', path.join(import.meta.dirname, 'router-exports.js')],
  ['zustand', 'zustand'],
  ['@scheduler/shared-auth', '@scheduler/shared-auth'],
];

/**
 * Libraries that several sections' pages use, shared (not singletons, so a remote with another major version keeps
 * its own) so that the second section opened reuses the first one's copy instead of downloading it again (issue 7).
 * Only the remotes share them: the shell uses none of them.
 */
const SECTION_LIBRARIES = ['@tanstack/react-virtual', 'luxon', 'react-hook-form'];

/**
 * shared-ui's files that several sections' pages use, shared between the remotes the same way, each one module:
 * inside shared-ui they are imported by package name (`@scheduler/shared-ui/loading`), so no copy hides in another
 * file. The shell keeps its own copies: shared, each would be a chunk of its own on the login critical path.
 */
const SECTION_UI_FILES = [
  'confirm-delete',
  'data-table',
  'error-alert',
  'loading',
  'page',
  'section',
  'signed-in-user',
  'use-remote-data',
];

/** Shared config with an explicit requiredVersion, read from the app's own dependencies. */
export function sharedSingletons(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const [key, packageName, subset] of SINGLETONS) {
    const declared = manifest.dependencies?.[packageName];
    if (!declared) throw new Error(`${manifest.name} must depend on ${packageName}: it is a federation singleton`);
    shared[key] = {
      singleton: true,
      requiredVersion: versionRange(declared),
      version: installedManifest(require, packageName).version,
      ...(subset ? { import: subset } : {}),
    };
  }
  return shared;
}

/** A remote's shared modules: the singletons, then the section libraries it or its shared packages depend on. */
export function sectionShared(appDir) {
  const shared = sharedSingletons(appDir);
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifests = [appDir, ...['shared-ui', 'shared-domain'].map((name) => path.join(appDir, '..', name))].map(
    (folder) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')),
  );
  for (const packageName of SECTION_LIBRARIES) {
    const declared = manifests.map((manifest) => manifest.dependencies?.[packageName]).find(Boolean);
    if (!declared) throw new Error(`No manifest of ${manifests[0].name} declares ${packageName}`);
    shared[packageName] = {
      requiredVersion: versionRange(declared),
      version: installedManifest(require, packageName).version,
    };
  }
  const requiredVersion = versionRange(manifests[0].dependencies['@scheduler/shared-ui']);
  const { version } = installedManifest(require, '@scheduler/shared-ui');
  for (const file of SECTION_UI_FILES) shared[`@scheduler/shared-ui/${file}`] = { requiredVersion, version };
  return shared;
}

function versionRange(declared) {
  return /^\d/.test(declared) ? `^${declared}` : declared;
}

/** The installed package.json of a dependency, found the way Node finds the package (not all export it). */
function installedManifest(require, packageName) {
  for (const folder of require.resolve.paths(packageName) ?? []) {
    const manifestPath = path.join(folder, packageName, 'package.json');
    if (existsSync(manifestPath)) return JSON.parse(readFileSync(manifestPath, 'utf8'));
  }
  throw new Error(`${packageName} is not installed`);
}
