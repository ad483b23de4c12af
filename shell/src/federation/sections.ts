import { registerRemotes } from '@module-federation/enhanced/runtime';
import { SECTION_BASES } from '@scheduler/shared-auth';
import type { AppConfig, SectionName } from '@scheduler/shared-domain/system';

/** Which remote serves which first path segment (ARCHITECTURE.md). */
export const SECTIONS: readonly { name: SectionName; basePath: string; label: string }[] = [
  { name: 'venues', basePath: SECTION_BASES.venues, label: 'Venues' },
  { name: 'teams', basePath: SECTION_BASES.teams, label: 'Teams' },
  { name: 'meetings', basePath: SECTION_BASES.meetings, label: 'Meetings' },
  { name: 'users', basePath: SECTION_BASES.users, label: 'Users' },
];

let remoteEntries: AppConfig['remotes'] | null = null;

/** Called once at start with the remote addresses of `/config.json`: moving a remote needs no rebuild. */
export function registerSectionRemotes(remotes: AppConfig['remotes']): void {
  remoteEntries = remotes;
  registerRemotes(SECTIONS.map(({ name }) => ({ name, entry: remotes[name] })));
}

/** A section's remote as registered: its name and the address of its manifest. */
export function sectionRemote(name: SectionName): { name: SectionName; entry: string } | null {
  return remoteEntries ? { name, entry: remoteEntries[name] } : null;
}

/** Registers one remote afresh, so that its failed download is tried again. */
export function registerSectionRemoteAgain(name: SectionName): void {
  const remote = sectionRemote(name);
  if (remote) registerRemotes([remote], { force: true });
}
