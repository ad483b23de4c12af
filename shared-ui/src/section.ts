import type { Role } from '@scheduler/shared-domain/roles';
import { type ComponentType, createElement, type FunctionComponent, lazy } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** One screen of a section: its path below the section's base, who may open it, and its page title. */
export interface SectionRoute {
  path: string;
  /** The roles of SPEC §2's route table; empty means any signed-in user. */
  roles: readonly Role[];
  /** Shown after the group abbreviation in the page title, in the reader's language. */
  title: MessageDescriptor;
  /** Often a `lazyPage`: whoever renders it needs a Suspense boundary around it, or to `preloadPage` it first. */
  Component: ComponentType;
  /**
   * Starts the requests of the page's first render (`startEarly` of use-remote-data.ts) for the page at `location`, while its
   * code downloads: the shell calls it when it opens the section on this page, once the session is known to be valid.
   */
  prefetch?: (location: Pick<Location, 'pathname' | 'search'>) => void;
}

/** What every remote exposes as `./routes`. */
export interface SectionModule {
  routes: readonly SectionRoute[];
}

/** A page whose code is downloaded when it is first rendered, or earlier by `preload`. */
export interface LazyPage<Props extends object = object> extends FunctionComponent<Props> {
  /**
   * Downloads the page's code now. Rendered once this has resolved, the page shows at once: React shows a suspended
   * boundary's content at most every 300 ms after its fallback, so a page that suspends even briefly waits that long.
   */
  preload: () => Promise<void>;
}

/**
 * A page whose code is downloaded when it is first needed, so opening a section fetches only the page shown
 * (each section's first-opening budget), e.g. `lazyPage(() => import('./pages/venue-list-page').then((page) => page.VenueListPage))`.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
      },
      (failure: unknown) => {
        loading = null;
        throw failure;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, as React.lazy is.
  const Page = (props: Props) => createElement(loaded ?? Suspending, props);
  return Object.assign(Page, { preload });
}

/** Downloads the code of `Component` when it is a lazy page; any other component is there already. */
export function preloadPage<Props>(Component: ComponentType<Props>): Promise<void> {
  return 'preload' in Component && typeof Component.preload === 'function' ? Component.preload() : Promise.resolve();
}
