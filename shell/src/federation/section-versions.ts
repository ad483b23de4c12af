import type { SectionName } from '@scheduler/shared-domain/system';
import { useSyncExternalStore } from 'react';

/** A section's build as this page found it in its manifest: its version, and whether it fits this shell. */
export interface SectionBuild {
  version: string;
  fits: boolean;
}

let builds: Partial<Record<SectionName, SectionBuild>> = {};
const listeners = new Set<() => void>();

/** Called with each section's build as its manifest arrives, so Home can show what this page runs. */
export function recordSectionBuild(section: SectionName, build: SectionBuild): void {
  builds = { ...builds, [section]: build };
  for (const listener of listeners) listener();
}

export function sectionVersion(section: SectionName): string | undefined {
  return builds[section]?.version;
}

export function useSectionBuilds(): Partial<Record<SectionName, SectionBuild>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => builds,
  );
}
