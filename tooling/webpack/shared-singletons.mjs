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
 * Shared files of our own packages that several sections' pages use, shared between the remotes the same way, each
 * one module: inside the packages they are imported by package name (`@scheduler/shared-ui/loading`), so no copy
 * hides in another file.
 */
const SECTION_FILES = [
  'shared-ui/confirm-delete',
  'shared-ui/data-table',
  'shared-ui/page',
  'shared-ui/remote-content',
  'shared-ui/remote-table',
  'shared-ui/required-entries',
  'shared-ui/schema-form',
  'shared-ui/signed-in-user',
  'shared-ui/use-remote-data',
];

/**
 * The shell's own files that the remotes use too: the shell provides its copy and the remotes take it instead of
 * downloading theirs. shared-domain's have no dependencies, so they go eagerly inside the shell's entry (no chunk of
 * their own on the login critical path); shared-ui's need React, which is not eager, so they stay chunks.
 */
const SHELL_EAGER_FILES = ['shared-domain/errors', 'shared-domain/messages'];
const SHELL_FILES = ['shared-ui/button', 'shared-ui/error-alert', 'shared-ui/loading', 'shared-ui/section'];

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

/** The shell's shared modules: the singletons, and the files it provides to the remotes. */
export function shellShared(appDir) {
  return {
    ...sharedSingletons(appDir),
    ...ownFiles(appDir, SHELL_FILES),
    ...ownFiles(appDir, SHELL_EAGER_FILES, { eager: true }),
  };
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
  return { ...shared, ...ownFiles(appDir, [...SECTION_FILES, ...SHELL_FILES, ...SHELL_EAGER_FILES]) };
}

/** Shared config for files of our own packages (`shared-ui/loading`), at the version the app depends on. */
function ownFiles(appDir, files, options = {}) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const file of files) {
    const packageName = `@scheduler/${file.split('/')[0]}`;
    shared[`@scheduler/${file}`] = {
      requiredVersion: versionRange(manifest.dependencies[packageName]),
      version: installedManifest(require, packageName).version,
      ...options,
    };
  }
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
