import './provide-runtime-core';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SectionName } from '@scheduler/shared-domain/system';
import type { SectionModule } from '@scheduler/shared-ui/section';
import { isRemoteUnavailable } from './remote-failure-plugin';
import { registerSectionRemoteAgain } from './sections';

export class SectionUnavailableError extends Error {
  constructor(
    readonly section: SectionName,
    cause: unknown,
  ) {
    super(`The ${section} section could not be loaded.`, { cause });
  }
}

/** Loads a section's routes; `retry` registers the remote afresh so a failed download is tried again. */
export async function loadSection(name: SectionName, { retry = false } = {}): Promise<SectionModule> {
  if (retry) registerSectionRemoteAgain(name);
  const loaded = await loadRemote<SectionModule>(`${name}/routes`);
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new SectionUnavailableError(name, loaded && isRemoteUnavailable(loaded) ? loaded.error : null);
  }
  return loaded;
}
