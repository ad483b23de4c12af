import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, SectionName } from '@scheduler/shared-domain/system';
import type { SectionModule } from '@scheduler/shared-ui/section';
import { isRemoteUnavailable } from './remote-failure-plugin';

/** Which remote serves which first path segment (ARCHITECTURE.md). */
export const SECTIONS: readonly { name: SectionName; basePath: string; label: string }[] = [
  { name: 'venues', basePath: 'venue', label: 'Venues' },
  { name: 'teams', basePath: 'team', label: 'Teams' },
  { name: 'meetings', basePath: 'meeting', label: 'Meetings' },
  { name: 'users', basePath: 'user', label: 'Users' },
];

let remoteEntries: AppConfig['remotes'] | null = null;

/** Called once at start with the remote addresses of `/config.json`: moving a remote needs no rebuild. */
export function registerSectionRemotes(remotes: AppConfig['remotes']): void {
  remoteEntries = remotes;
  registerRemotes(SECTIONS.map(({ name }) => ({ name, entry: remotes[name] })));
}

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
  if (retry && remoteEntries) registerRemotes([{ name, entry: remoteEntries[name] }], { force: true });
  const loaded = await loadRemote<SectionModule>(`${name}/routes`);
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new SectionUnavailableError(name, loaded && isRemoteUnavailable(loaded) ? loaded.error : null);
  }
  return loaded;
}
