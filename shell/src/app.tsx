import { openChangeStream, SHELL_PATHS, USER_PATHS, useAuth } from '@scheduler/shared-auth';
import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import type { SectionName } from '@scheduler/shared-domain/system';
import { LanguageProvider } from '@scheduler/shared-ui/language-provider';
import { type LazyPage, lazyPage } from '@scheduler/shared-ui/section';
import { type ReactNode, Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, useRoutes } from 'react-router-dom';
import { SECTIONS } from './federation/sections';
import { NavBar } from './nav/nav-bar';
import { SkipLink } from './nav/skip-link';
import { LoginPage } from './pages/login-page';
import { RouteFocus } from './routing/route-focus';

// Only login is eager: everything else, the guard of the other routes too (from the routing chunk), stays off the
// critical path of /user/login.
const sectionOutlet = () => import('./routing/section-outlet');
const SectionOutlet = lazyPage(() => sectionOutlet().then((outlet) => outlet.SectionOutlet));
const GuardedRoute = lazyPage(() => sectionOutlet().then((outlet) => outlet.GuardedRoute));
const NotFoundRedirect = lazyPage(() => sectionOutlet().then((outlet) => outlet.NotFoundRedirect));
const LogoutPage = lazyPage(() => import('./pages/logout-page').then((page) => page.LogoutPage));
const HomePage = lazyPage(() => import('./pages/home-page').then((page) => page.HomePage));
const passwordLinkPages = () => import('./pages/password-link-pages');
const ForgotPasswordPage = lazyPage(() => passwordLinkPages().then((page) => page.ForgotPasswordPage));
const SetPasswordPage = lazyPage(() => passwordLinkPages().then((page) => page.SetPasswordPage));
const ExternalRedirectPage = lazyPage(() =>
  import('./pages/external-redirect-page').then((page) => page.ExternalRedirectPage),
);

const SHELL_NAMESPACES = ['shell'] as const;

/** One route of the shell: what it shows, the lazy code it shows it with, and the section it opens, if any. */
interface ShellRoute {
  path: string;
  element: ReactNode;
  pages: readonly LazyPage<never>[];
  section?: SectionName;
}

const guarded = (title: MessageDescriptor, Page: LazyPage) => ({
  element: (
    <GuardedRoute title={title}>
      <Page />
    </GuardedRoute>
  ),
  pages: [GuardedRoute, Page],
});

/** The route table of SPEC §2: the shell's own screens, then one federated section per first path segment. */
const ROUTES: readonly ShellRoute[] = [
  { path: SHELL_PATHS.root, element: <Navigate to={SHELL_PATHS.home} replace />, pages: [] },
  {
    path: USER_PATHS.login.to(),
    element: (
      <RouteFocus>
        <LoginPage />
      </RouteFocus>
    ),
    pages: [],
  },
  { path: USER_PATHS.logout.to(), element: <LogoutPage />, pages: [LogoutPage] },
  {
    path: FORGOT_PASSWORD_PATH,
    element: (
      <RouteFocus>
        <ForgotPasswordPage />
      </RouteFocus>
    ),
    pages: [ForgotPasswordPage],
  },
  { path: SET_PASSWORD_PATH, element: <SetPasswordPage />, pages: [SetPasswordPage] },
  { path: SHELL_PATHS.home, ...guarded(NAV_MESSAGES.homeTitle, HomePage) },
  { path: USER_PATHS.notAuthorized.to(), ...guarded(NAV_MESSAGES.homeTitle, HomePage) },
  { path: SHELL_PATHS.externalRedirect, ...guarded(NAV_MESSAGES.redirectTitle, ExternalRedirectPage) },
  ...SECTIONS.map(({ name, basePath, label }) => ({
    path: `/${basePath}/*`,
    element: <SectionOutlet key={name} name={name} label={label} />,
    pages: [SectionOutlet],
    section: name,
  })),
  { path: '*', element: <NotFoundRedirect />, pages: [NotFoundRedirect] },
];

/**
 * Starts all that the first page at `location` needs, side by side rather than one after another as React would find
 * out: the shell's code of the route at once; once `/config.json` is applied (`configured`), the guard's session
 * refresh, and on a section's page the section, its page's code and, once the session is known valid, its data.
 * Resolves when the shell's code is there, so that the first render suspends nowhere (React shows a suspended
 * boundary's content at most every 300 ms).
 */
export async function startFirstRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  configured: Promise<void>,
): Promise<void> {
  const route = matchRoutes([...ROUTES], location)?.[0]?.route;
  if (!route) return;
  const code = Promise.all(route.pages.map((page) => page.preload()));
  if (route.pages.includes(GuardedRoute) || route.section) {
    const [outlet] = await Promise.all([sectionOutlet(), configured]);
    const signedIn = outlet.startGuard();
    if (route.section) outlet.openSectionEarly(route.section, location, signedIn);
  }
  // A download that failed is tried again when the page renders.
  await code.catch(() => undefined);
}

export function App() {
  const loggedIn = useAuth((auth) => auth.loggedIn);
  // Once signed in, the shell's section-loading code (not any remote) is fetched after the first paint, so the
  // first click on a section waits only for the remote itself; and the tab's one change stream opens (it closes
  // itself on sign-out).
  useEffect(() => {
    if (!loggedIn) return;
    void sectionOutlet();
    openChangeStream();
  }, [loggedIn]);
  const routes = useRoutes(ROUTES as ShellRoute[]);

  return (
    <LanguageProvider namespaces={SHELL_NAMESPACES}>
      <SkipLink />
      <NavBar />
      <Suspense fallback={null}>{routes}</Suspense>
    </LanguageProvider>
  );
}
