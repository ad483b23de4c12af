import { openChangeStream, SHELL_PATHS, USER_PATHS, useAuth } from '@scheduler/shared-auth';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SECTIONS } from './federation/sections';
import { NavBar } from './nav/nav-bar';
import { SkipLink } from './nav/skip-link';
import { LoginPage } from './pages/login-page';
import { RouteFocus } from './routing/route-focus';

/**
 * A component of the shell's own, downloaded when first rendered: what shared-ui's lazyPage does for the sections,
 * written here because that file is a shared module of its own, one more download on the login critical path.
 */
const lazyPage = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

// Only login is eager: everything else, the guard of the other routes too (from the routing chunk), stays off the
// critical path of /user/login (issue 7).
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

/** The route table of SPEC §2: the shell's own screens, then one federated section per first path segment. */
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

  return (
    <>
      <SkipLink />
      <NavBar />
      <Suspense fallback={null}>
        <Routes>
          <Route path={SHELL_PATHS.root} element={<Navigate to={SHELL_PATHS.home} replace />} />
          <Route
            path={USER_PATHS.login.to()}
            element={
              <RouteFocus>
                <LoginPage />
              </RouteFocus>
            }
          />
          <Route path={USER_PATHS.logout.to()} element={<LogoutPage />} />
          <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
          <Route path={SET_PASSWORD_PATH} element={<SetPasswordPage />} />
          <Route
            path={SHELL_PATHS.home}
            element={
              <GuardedRoute title="Home">
                <HomePage />
              </GuardedRoute>
            }
          />
          <Route
            path={USER_PATHS.notAuthorized.to()}
            element={
              <GuardedRoute title="Home">
                <HomePage />
              </GuardedRoute>
            }
          />
          <Route
            path={SHELL_PATHS.externalRedirect}
            element={
              <GuardedRoute title="Redirect">
                <ExternalRedirectPage />
              </GuardedRoute>
            }
          />
          {SECTIONS.map(({ name, basePath, label }) => (
            <Route
              key={name}
              path={`/${basePath}/*`}
              element={<SectionOutlet key={name} name={name} label={label} />}
            />
          ))}
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </Suspense>
    </>
  );
}
