import { Navigate, Route, Routes } from 'react-router-dom';
import { SECTIONS } from './federation/sections';
import { NavBar } from './nav/nav-bar';
import { ExternalRedirectPage } from './pages/external-redirect-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { LogoutPage } from './pages/logout-page';
import { GuardedRoute } from './routing/guarded-route';
import { NotFoundRedirect } from './routing/not-found-redirect';
import { SectionOutlet } from './routing/section-outlet';

/** The route table of SPEC §2: the shell's own screens, then one federated section per first path segment. */
export function App() {
  return (
    <>
      <NavBar />
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="/user/logout" element={<LogoutPage />} />
        <Route
          path="/home"
          element={
            <GuardedRoute title="Home">
              <HomePage />
            </GuardedRoute>
          }
        />
        <Route
          path="/user/notauthorized"
          element={
            <GuardedRoute title="Home">
              <HomePage />
            </GuardedRoute>
          }
        />
        <Route
          path="/externalRedirect"
          element={
            <GuardedRoute title="Redirect">
              <ExternalRedirectPage />
            </GuardedRoute>
          }
        />
        {SECTIONS.map(({ name, basePath, label }) => (
          <Route key={name} path={`/${basePath}/*`} element={<SectionOutlet key={name} name={name} label={label} />} />
        ))}
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </>
  );
}
