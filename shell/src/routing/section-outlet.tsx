import { currentLanguage, useAuth } from '@scheduler/shared-auth';
import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { SectionName } from '@scheduler/shared-domain/system';
import { LanguageProvider } from '@scheduler/shared-ui/language-provider';
import { preloadPage, type SectionModule, type SectionRoute } from '@scheduler/shared-ui/section';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import { loadSection } from '../federation/load-section';
import { SECTIONS } from '../federation/sections';
import { GuardedRoute, startGuard } from './guarded-route';
import { NotFoundRedirect } from './not-found-redirect';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFailureNotice } from './section-failure-notice';

// Home shows the sections' versions, and the route table guards its own pages, through this module, so that all the
// code of a signed-in visit's routing stays in one chunk.
export { SectionVersionRows } from '../federation/section-version-rows';
export { GuardedRoute, NotFoundRedirect, startGuard };

type SectionState =
  | { status: 'loading' }
  | { status: 'ready'; module: SectionModule }
  | { status: 'failed'; error: unknown };

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/** A section's routes and its route of the page at `pathname`, if it has one. */
async function sectionPage(name: SectionName, pathname: string, retry = false) {
  const module = await loadSection(name, { retry });
  const basePath = SECTIONS.find((section) => section.name === name)?.basePath;
  return { module, route: matchRoutes([...module.routes], pathname, `/${basePath}`)?.[0]?.route };
}

/** Sections whose code failed to download ahead of use: their next opening registers them afresh. */
const failedAhead = new Set<SectionName>();

/**
 * Downloads ahead of a click the code of the sections of `paths` (a menu of them opened) or also of their pages (a link
 * to one pointed at or focused), without rendering anything or asking for data.
 */
export async function downloadAhead(paths: readonly string[], what: 'sections' | 'pages'): Promise<void> {
  await Promise.all(
    paths.map(async (pathname) => {
      // As the shell's routes match a section (app.tsx): its list at `/team` as much as its pages below.
      const section = SECTIONS.find(({ basePath }) => matchRoutes([{ path: `/${basePath}/*` }], pathname));
      if (!section) return;
      try {
        const { route } = await sectionPage(section.name, pathname);
        if (route && what === 'pages') await preloadPage(route.Component);
      } catch {
        failedAhead.add(section.name);
      }
    }),
  );
}

/**
 * Loads a section and downloads the code of its page at `location`, so that the page shows at once when rendered;
 * meanwhile the page's first requests start (its route's `prefetch`) once `signedIn` says the session is valid.
 */
async function openSection(name: SectionName, location: PageLocation, retry: boolean, signedIn: Promise<boolean>) {
  // The section's catalog downloads beside its code; one that fails leaves the section in English (LanguageProvider).
  loadCatalogs(currentLanguage(), [name, 'validation']).catch(() => undefined);
  const { module, route } = await sectionPage(name, location.pathname, retry || failedAhead.delete(name));
  if (!route) return module;
  const { prefetch } = route;
  if (prefetch)
    void signedIn.then((valid) => valid && prefetch({ pathname: location.pathname, search: location.search }));
  await preloadPage(route.Component);
  return module;
}

/** The first page's section, opened by the shell before React renders it (app.tsx startFirstRoute). */
let firstOpening: { name: SectionName; opening: Promise<SectionModule> } | null = null;

export function openSectionEarly(name: SectionName, location: PageLocation, signedIn: Promise<boolean>): void {
  const opening = openSection(name, location, false, signedIn);
  // A failure is the outlet's to show, when it takes this opening.
  opening.catch(() => undefined);
  firstOpening = { name, opening };
}

function takeFirstOpening(name: SectionName): Promise<SectionModule> | null {
  if (firstOpening?.name !== name) return null;
  const { opening } = firstOpening;
  firstOpening = null;
  return opening;
}

/** One page of a section, behind the guard with its roles and its title in the reader's language. */
function SectionPage({ roles, title, Component }: SectionRoute) {
  return (
    <GuardedRoute roles={roles} title={title}>
      <Component />
    </GuardedRoute>
  );
}

/** Loads one remote on first use and renders its routes, each behind the guard with its roles. */
export function SectionOutlet({ name, label }: { name: SectionName; label: MessageDescriptor }) {
  const loggedIn = useAuth((auth) => auth.loggedIn);
  // A visitor is sent to login by the guard before any of the section's code is downloaded.
  const intl = useIntl();
  return loggedIn ? (
    <LoadedSection name={name} label={intl.formatMessage(label)} />
  ) : (
    <GuardedRoute title={label}>{null}</GuardedRoute>
  );
}

function LoadedSection({ name, label }: { name: SectionName; label: string }) {
  const [state, setState] = useState<SectionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the section loads once per attempt, for the page shown then.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The guard's refresh and the page's data start with the section's code, rather than once it is there.
    (takeFirstOpening(name) ?? openSection(name, location, attempt > 0, startGuard())).then(
      (module) => current && setState({ status: 'ready', module }),
      (failure: unknown) => {
        console.error(failure);
        if (current) setState({ status: 'failed', error: failure });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  // Unmounts the failed section at once, so nothing of it renders again before the new load.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return <SectionFailureNotice label={label} failure={{ kind: 'load', error: state.error }} onRetry={retry} />;
  }
  return (
    <SectionErrorBoundary name={name} label={label} onRetry={retry}>
      <div data-federated-section={name} className="contents">
        {/* A section's pages are lazy: the first visit of each downloads its code (the page the section opens on
            before it renders), meanwhile (as while the section itself loads) index.html's loading text shows. */}
        <LanguageProvider namespaces={[name, 'validation']}>
          <Suspense fallback={null}>
            <Routes>
              {state.module.routes.map((route) => (
                <Route key={route.path} path={route.path} element={<SectionPage {...route} />} />
              ))}
              <Route path="*" element={<NotFoundRedirect />} />
            </Routes>
          </Suspense>
        </LanguageProvider>
      </div>
    </SectionErrorBoundary>
  );
}
