import { SHELL_PATHS, USER_PATHS, useAuth } from '@scheduler/shared-auth';
import { lazyPage } from '@scheduler/shared-ui/section';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SECTIONS } from './federation/sections';
import { NavBar } from './nav/nav-bar';
import { SkipLink } from './nav/skip-link';
import { LoginPage } from './pages/login-page';
import { LogoutPage } from './pages/logout-page';
import { GuardedRoute } from './routing/guarded-route';
import { NotFoundRedirect } from './routing/not-found-redirect';
import { RouteFocus, RouteFocusScope } from './routing/route-focus';

// Only login is eager: everything else stays off the critical path of /user/login (issue 7).
const HomePage = lazyPage(() => import('./pages/home-page').then((page) => page.HomePage));
const ExternalRedirectPage = lazyPage(() =>
  import('./pages/external-redirect-page').then((page) => page.ExternalRedirectPage),
);
const sectionOutlet = () => import('./routing/section-outlet');
const SectionOutlet = lazyPage(() => sectionOutlet().then((outlet) => outlet.SectionOutlet));

/** The route table of SPEC §2: the shell's own screens, then one federated section per first path segment. */
export function App() {
  const loggedIn = useAuth((auth) => auth.loggedIn);
  // Once signed in, the shell's section-loading code (not any remote) is fetched after the first paint, so the
  // first click on a section waits only for the remote itself.
  useEffect(() => {
    if (loggedIn) void sectionOutlet();
  }, [loggedIn]);

  return (
    <RouteFocusScope>
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
          <Route
            path={SHELL_PATHS.home}
            element={
              <GuardedRoute title="Home">
                <RouteFocus>
                  <HomePage />
                </RouteFocus>
              </GuardedRoute>
            }
          />
          <Route
            path={USER_PATHS.notAuthorized.to()}
            element={
              <GuardedRoute title="Home">
                <RouteFocus>
                  <HomePage />
                </RouteFocus>
              </GuardedRoute>
            }
          />
          <Route
            path={SHELL_PATHS.externalRedirect}
            element={
              <GuardedRoute title="Redirect">
                <RouteFocus>
                  <ExternalRedirectPage />
                </RouteFocus>
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
    </RouteFocusScope>
  );
}
