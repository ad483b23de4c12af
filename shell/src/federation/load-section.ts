import './provide-runtime-core';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { SectionName } from '@scheduler/shared-domain/system';
import type { SectionModule } from '@scheduler/shared-ui/section';
import { SectionIncompatibleError, SectionUnavailableError } from './section-failures';
import { isRemoteUnavailable, sectionLoadingPlugin } from './section-loading-plugin';
import { registerSectionRemoteAgain } from './sections';

// Registered with the code that loads sections, not at start: the login page never needs it.
registerPlugins([sectionLoadingPlugin()]);

/**
 * Loads a section's routes; `retry` registers the remote afresh so a failed download is tried again.
 * Fails with SectionIncompatibleError or SectionUnavailableError.
 */
export async function loadSection(name: SectionName, { retry = false } = {}): Promise<SectionModule> {
  if (retry) registerSectionRemoteAgain(name);
  const loaded = await loadRemote<SectionModule>(`${name}/routes`);
  if (loaded && isRemoteUnavailable(loaded)) {
    if (loaded.error instanceof SectionIncompatibleError) throw loaded.error;
    throw new SectionUnavailableError(name, loaded.error);
  }
  if (!loaded) throw new SectionUnavailableError(name, null);
  return loaded;
}
