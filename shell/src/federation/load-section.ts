import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SectionName } from '@scheduler/shared-domain/system';
import type { SectionModule } from '@scheduler/shared-ui/section';
import { SectionIncompatibleError, SectionUnavailableError } from './section-failures';
import { isRemoteUnavailable } from './section-loading-plugin';
import { sectionRemote } from './sections';
import { startFederation } from './shell-federation';

/** Registers one remote afresh, so that its failed download is tried again. */
function registerSectionRemoteAgain(name: SectionName): void {
  const remote = sectionRemote(name);
  if (remote) registerRemotes([remote], { force: true });
}

/**
 * Loads a section's routes; `retry` registers the remote afresh so a failed download is tried again.
 * Fails with SectionIncompatibleError or SectionUnavailableError.
 */
export async function loadSection(name: SectionName, { retry = false } = {}): Promise<SectionModule> {
  startFederation();
  if (retry) registerSectionRemoteAgain(name);
  const loaded = await loadRemote<SectionModule>(`${name}/routes`);
  if (loaded && isRemoteUnavailable(loaded)) {
    if (loaded.error instanceof SectionIncompatibleError) throw loaded.error;
    throw new SectionUnavailableError(name, loaded.error);
  }
  if (!loaded) throw new SectionUnavailableError(name, null);
  return loaded;
}

/**
 * Reads a section's manifest the way loading it would (and for it: the runtime keeps the answer), so its version
 * and whether it fits this shell are known before it is opened. Fails when the manifest cannot be read.
 */
export async function readSectionManifest(name: SectionName): Promise<void> {
  startFederation();
  const remote = sectionRemote(name);
  const instance = getInstance();
  if (!remote || !instance) throw new SectionUnavailableError(name, null);
  await instance.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote }).catch((error: unknown) => {
    if (error instanceof SectionIncompatibleError) return;
    // The runtime keeps the failure too; registering afresh lets opening the section try again.
    registerSectionRemoteAgain(name);
    throw new SectionUnavailableError(name, error);
  });
}
