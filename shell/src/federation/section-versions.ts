import type { SectionName } from '@scheduler/shared-domain/system';
import { useSyncExternalStore } from 'react';

let versions: Partial<Record<SectionName, string>> = {};
const listeners = new Set<() => void>();

/** Called with each section's build version as its manifest arrives, so Home can show what this page runs. */
export function recordSectionVersion(section: SectionName, version: string): void {
  versions = { ...versions, [section]: version };
  for (const listener of listeners) listener();
}

export function sectionVersion(section: SectionName): string | undefined {
  return versions[section];
}

export function useSectionVersions(): Partial<Record<SectionName, string>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => versions,
  );
}
