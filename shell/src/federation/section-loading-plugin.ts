import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { SectionName } from '@scheduler/shared-domain/system';
import { type SectionManifest, type ShellBuild, sectionFit } from '../../../tooling/federation/section-fit.mjs';
import { reportClientError } from './report-client-error';
import { SectionIncompatibleError } from './section-failures';
import { recordSectionBuild } from './section-versions';

const UNAVAILABLE = Symbol.for('group-scheduler.remote-unavailable');

export interface RemoteUnavailable {
  [UNAVAILABLE]: true;
  error: unknown;
}

export function isRemoteUnavailable(loaded: unknown): loaded is RemoteUnavailable {
  return typeof loaded === 'object' && loaded !== null && UNAVAILABLE in loaded;
}

type HostOptions = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0]['options'];

/** What this shell provides to the sections, read from its own federation options. */
function shellBuild(options: HostOptions): ShellBuild {
  const shared: ShellBuild['shared'] = {};
  for (const [name, versions] of Object.entries(options.shared)) {
    const own = versions.find((candidate) => candidate.from === options.name);
    if (own?.version) shared[name] = { version: own.version, singleton: own.shareConfig?.singleton === true };
  }
  return { runtimeVersion: getInstance()?.version ?? '', shared };
}

/**
 * Checks each section's manifest before any of its code runs: a section built for other shared code than this
 * shell provides is refused (SectionIncompatibleError), and reported. A remote that cannot be loaded (server down,
 * 404, script error) must never break the shell: the failed load resolves to a marker the section outlet turns into
 * a message with a retry.
 */
export function sectionLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'section-loading-plugin',
    async loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as unknown as SectionManifest | undefined;
      if (!manifest) return args;
      const section = args.moduleInfo.name as SectionName;
      const version = manifest.metaData.buildInfo.buildVersion;
      const misfits = sectionFit(shellBuild(args.options), manifest).filter((fit) => !fit.fits);
      recordSectionBuild(section, { version, fits: misfits.length === 0 });
      if (misfits.length > 0) {
        const incompatible = new SectionIncompatibleError(section, version, misfits);
        reportClientError({ section, version, kind: 'incompatible', message: incompatible.message, stack: '' });
        // The runtime rethrows this very error from loadRemote, to errorLoadRemote below.
        throw incompatible;
      }
      return args;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles expect other answers; their errors reach `onLoad` in the end.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const unavailable: RemoteUnavailable = { [UNAVAILABLE]: true, error };
      return unavailable;
    },
  };
}
