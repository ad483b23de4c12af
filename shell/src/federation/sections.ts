import { SECTION_BASES } from '@scheduler/shared-auth';
import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import type { AppConfig, SectionName } from '@scheduler/shared-domain/system';

/** Which remote serves which first path segment (ARCHITECTURE.md). */
export const SECTIONS: readonly { name: SectionName; basePath: string; label: MessageDescriptor }[] = [
  { name: 'venues', basePath: SECTION_BASES.venues, label: NAV_MESSAGES.venues },
  { name: 'teams', basePath: SECTION_BASES.teams, label: NAV_MESSAGES.teams },
  { name: 'meetings', basePath: SECTION_BASES.meetings, label: NAV_MESSAGES.meetings },
  { name: 'users', basePath: SECTION_BASES.users, label: NAV_MESSAGES.users },
];

let remoteEntries: AppConfig['remotes'] | null = null;

/**
 * Called once at start with the remote addresses of `/config.json`: moving a remote needs no rebuild. They are
 * registered with the federation runtime when it starts, with the first section loaded (shell-federation.ts).
 */
export function setSectionRemotes(remotes: AppConfig['remotes']): void {
  remoteEntries = remotes;
}

/** A section's remote: its name and the address of its manifest, once `/config.json` is read. */
export function sectionRemote(name: SectionName): { name: SectionName; entry: string } | null {
  return remoteEntries ? { name, entry: remoteEntries[name] } : null;
}
