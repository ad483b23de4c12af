import type { Role } from '@scheduler/shared-domain/roles';
import { type ComponentType, lazy } from 'react';

/** One screen of a section: its path below the section's base, who may open it, and its page title. */
export interface SectionRoute {
  path: string;
  /** The roles of SPEC §2's route table; empty means any signed-in user. */
  roles: readonly Role[];
  /** Shown after the group abbreviation in the page title. */
  title: string;
  /** Often a `lazyPage`: whoever renders it needs a Suspense boundary around it. */
  Component: ComponentType;
}

/** What every remote exposes as `./routes`. */
export interface SectionModule {
  routes: readonly SectionRoute[];
}

/**
 * A page whose code is downloaded when it is first rendered, so opening a section fetches only the page shown
 * (issue 7), e.g. `lazyPage(() => import('./pages/venue-list-page').then((page) => page.VenueListPage))`.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(() => load().then((Component) => ({ default: Component })));
}
