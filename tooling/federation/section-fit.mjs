import { satisfy } from '@module-federation/runtime-core';

/**
 * @typedef {{ version: string, singleton: boolean }} ProvidedModule
 * @typedef {{ runtimeVersion: string, shared: Record<string, ProvidedModule> }} ShellBuild what the shell provides
 * @typedef {{ name: string, version: string, requiredVersion: string | false }} ManifestShared
 * @typedef {{ metaData: { pluginVersion: string, buildInfo: { buildVersion: string } }, shared: ManifestShared[] }}
 *   SectionManifest a section's mf-manifest.json, as its build wrote it
 * @typedef {{ module: string, fits: boolean, needs: string, provided: string, text: string }} ModuleFit
 */

/**
 * Whether a section's build can run inside this shell: one verdict per shared module, and one for the federation
 * runtime, which a section reads from the shell and must therefore match exactly. A singleton fits when the shell's
 * version satisfies the section's semver range; any other shared module always fits, since a section without a
 * same-version copy to reuse loads its own.
 * @param {ShellBuild} shell
 * @param {SectionManifest} manifest
 * @returns {ModuleFit[]}
 */
export function sectionFit(shell, manifest) {
  const runtimeNeeds = manifest.metaData.pluginVersion;
  const fits = [
    {
      module: 'federation runtime',
      fits: runtimeNeeds === shell.runtimeVersion,
      needs: runtimeNeeds,
      provided: shell.runtimeVersion,
      text: `federation runtime: the section needs ${runtimeNeeds}, the shell runs ${shell.runtimeVersion}`,
    },
  ];
  for (const { name, version, requiredVersion } of manifest.shared) {
    const provided = providedModule(shell, name);
    const needs = requiredVersion || version;
    if (provided?.singleton) {
      fits.push({
        module: name,
        fits: requiredVersion === false || satisfy(provided.version, requiredVersion),
        needs,
        provided: provided.version,
        text: `${name} (one instance): the section needs ${needs}, the shell provides ${provided.version}`,
      });
    } else {
      const reused = provided?.version === version;
      fits.push({
        module: name,
        fits: true,
        needs,
        provided: provided?.version ?? '',
        text: `${name} ${version}: ${reused ? "the shell's copy" : 'its own copy, or that of a section built with the same version'}`,
      });
    }
  }
  return fits;
}

/** The shell's module for a shared name; `react/` covers `react/jsx-runtime`. */
function providedModule(shell, name) {
  if (Object.hasOwn(shell.shared, name)) return shell.shared[name];
  const prefix = Object.keys(shell.shared).find((key) => key.endsWith('/') && name.startsWith(key));
  return prefix ? shell.shared[prefix] : undefined;
}
