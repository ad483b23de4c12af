import type { Role } from '@scheduler/shared-domain/roles';
import type { ComponentType } from 'react';

/** One screen of a section: its path below the section's base, who may open it, and its page title. */
export interface SectionRoute {
  path: string;
  /** The roles of SPEC §2's route table; empty means any signed-in user. */
  roles: readonly Role[];
  /** Shown after the group abbreviation in the page title. */
  title: string;
  Component: ComponentType;
}

/** What every remote exposes as `./routes`. */
export interface SectionModule {
  routes: readonly SectionRoute[];
}
