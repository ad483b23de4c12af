import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_FILES, SHELL_FILES } from './federated-files.cjs';

const ROOT = path.join(import.meta.dirname, '../..');

/** The router exports the apps may use, shared under the name `react-router-dom` (router-exports.js). */
export const ROUTER_EXPORTS = path.join(import.meta.dirname, 'router-exports.js');

/** The valibot exports the sections may use, shared under the name `valibot` (valibot-exports.js). */
const VALIBOT_EXPORTS = path.join(import.meta.dirname, 'valibot-exports.js');

/**
 * The sections' names for a subset's library itself, which the federation does not share: valibot-exports.js
 * re-exports from `valibot-entry`, since importing 'valibot' there would consume the very module it provides.
 */
export const SUBSET_LIBRARIES = { 'valibot-entry$': fileURLToPath(import.meta.resolve('valibot')) };

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
  ['react-router-dom', 'react-router-dom', ROUTER_EXPORTS],
  ['zustand', 'zustand'],
  ['@scheduler/shared-auth', '@scheduler/shared-auth'],
];

/**
 * Libraries that several sections' pages use, shared (not singletons, so a remote with another major version keeps
 * its own) so that the second section opened reuses the first one's copy instead of downloading it again.
 * Only the remotes share them: the shell uses none of them (its sign-in form bundles the two valibot functions it
 * needs). A shared module keeps all its exports, so a library the sections use little of is shared as the subset
 * they use, as the router is. A library that only one shared file uses (@tanstack/react-virtual, in data-table)
 * comes inside that file's module.
 */
const SECTION_LIBRARIES = [['luxon'], ['react-hook-form'], ['valibot', VALIBOT_EXPORTS]];

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
      version: ownPackage(packageName)
        ? buildVersion(packageFolder(appDir, packageName))
        : installedManifest(require, packageName).version,
      ...(subset ? { import: subset } : {}),
    };
  }
  return shared;
}

/**
 * What the shell provides to the remotes: the singletons, and its files the remotes use too. The shell's build
 * carries no federation plugin: these settings reach its runtime instance as SHELL_SHARED
 * (shell/src/federation/shell-federation.ts), which provides the shell's own copies of these modules.
 */
export function shellShared(appDir) {
  return { ...sharedSingletons(appDir), ...ownFiles(appDir, SHELL_FILES) };
}

/** A remote's shared modules: the singletons, then the section libraries it or its shared packages depend on. */
export function sectionShared(appDir) {
  const shared = sharedSingletons(appDir);
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifests = [
    appDir,
    ...['@scheduler/shared-ui', '@scheduler/shared-domain'].map((name) => packageFolder(appDir, name)),
  ].map(readManifest);
  for (const [packageName, subset] of SECTION_LIBRARIES) {
    const declared = manifests.map((manifest) => manifest.dependencies?.[packageName]).find(Boolean);
    if (!declared) throw new Error(`No manifest of ${manifests[0].name} declares ${packageName}`);
    // Reused only by a section built with the very same version: another patch could behave differently.
    const { version } = installedManifest(require, packageName);
    shared[packageName] = { requiredVersion: version, version, ...(subset ? { import: subset } : {}) };
  }
  return { ...shared, ...ownFiles(appDir, [...SECTION_FILES, ...SHELL_FILES]) };
}

/**
 * Shared config for files of our own packages (`shared-ui/loading`): reused only between builds of the same content,
 * so a section never runs another build's copy of them, whichever section the user opened first.
 */
function ownFiles(appDir, files) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const shared = {};
  for (const file of files) {
    const packageName = `@scheduler/${file.split('/')[0]}`;
    if (!manifest.dependencies?.[packageName]) throw new Error(`${manifest.name} must depend on ${packageName}`);
    const version = contentVersion(packageFolder(appDir, packageName));
    shared[`@scheduler/${file}`] = { requiredVersion: version, version };
  }
  return shared;
}

/** Our workspace packages (`@scheduler/…`), whose versions the build stamps from their content. */
function ownPackage(packageName) {
  return packageName.startsWith('@scheduler/');
}

/**
 * A package's version with a prerelease tag naming its content, e.g. `0.1.0-c3f2a91b0d`. Federation compares
 * prerelease tags, so such an exact requiredVersion matches only a build of the same content.
 */
function contentVersion(folder) {
  return `${readManifest(folder).version}-c${contentHash(folder)}`;
}

/**
 * A package's semver version with its content hash as build metadata, which federation ignores when it compares
 * versions: the version of a singleton (shared-auth's public API follows semver, tooling/shared-auth-api.test.ts)
 * and of an app's build (`appDir`).
 */
export function buildVersion(folder) {
  return `${readManifest(folder).version}+c${contentHash(folder)}`;
}

/**
 * A hash of what a package of ours builds into a bundle: its source, catalogs and manifest, and those of our packages it
 * depends on, whose files it bundles. Tests and test helpers are left out: they change no bundle.
 */
function contentHash(folder) {
  const hash = createHash('sha256');
  for (const packageDir of [folder, ...ownDependencies(folder)]) {
    hash.update(`\0${readFileSync(path.join(packageDir, 'package.json'))}`);
    const folders = ['src', 'locales'].map((name) => path.join(packageDir, name)).filter(existsSync);
    for (const file of folders.flatMap(sourceFiles)) {
      hash.update(`\0${path.relative(packageDir, file)}\0`).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

function readManifest(folder) {
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
}

/** The folders of our packages that a package depends on, directly or not, each found the way Node finds it. */
function ownDependencies(folder, found = new Map()) {
  for (const name of Object.keys(readManifest(folder).dependencies ?? {})) {
    if (ownPackage(name) && !found.has(name)) {
      const dependency = packageFolder(folder, name);
      found.set(name, dependency);
      ownDependencies(dependency, found);
    }
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, dependency]) => dependency);
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$|^testing\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
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

/** The real folder of a package as Node finds it from `fromDir` (a workspace link leads to the workspace). */
function packageFolder(fromDir, packageName) {
  for (const folder of createRequire(path.join(fromDir, 'package.json')).resolve.paths(packageName) ?? []) {
    if (existsSync(path.join(folder, packageName, 'package.json'))) return realpathSync(path.join(folder, packageName));
  }
  throw new Error(`${packageName} is not installed`);
}

/**
 * What a shell built from this checkout provides to the sections (section-fit.mjs): its shared modules, and the
 * federation runtime the remotes read from it.
 * @returns {import('../federation/section-fit.mjs').ShellBuild}
 */
export function shellBuild() {
  const shellDir = path.join(ROOT, 'shell');
  const shared = Object.fromEntries(
    Object.entries(shellShared(shellDir)).map(([name, config]) => [
      name,
      { version: config.version, singleton: config.singleton === true },
    ]),
  );
  const runtimeVersion = installedManifest(
    createRequire(path.join(shellDir, 'package.json')),
    '@module-federation/runtime-core',
  ).version;
  return { runtimeVersion, shared };
}
