import { applyAppConfig, authenticate, SECTION_BASES, signOut, useAuth, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import type { AppConfig, SectionName } from '@scheduler/shared-domain/system';
import { LanguageProvider } from '@scheduler/shared-ui/language-provider';
import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginForm } from './login-form';
import type { SectionRoute } from './section';

/**
 * A remote running alone on its own dev server (`npm run dev -w mfe-<name>`), without the shell:
 * a sign-in form, then the section's routes. Role checks and the nav bar are the shell's job.
 */
export function StandaloneSection(props: { name: SectionName; routes: readonly SectionRoute[] }) {
  return (
    <LanguageProvider namespaces={['shell']}>
      <StandaloneScreens {...props} />
    </LanguageProvider>
  );
}

function StandaloneScreens({ name, routes }: { name: SectionName; routes: readonly SectionRoute[] }) {
  const basePath = SECTION_BASES[name];
  // Where an unknown path leads: the first page any signed-in user may open that needs no id (a section's list).
  const firstPage = routes.find(
    ({ path, roles }) => !path.includes(':') && (roles.length === 0 || roles.includes('User')),
  );
  const [configured, setConfigured] = useState(false);
  const currentUser = useAuth((state) => state.currentUser);
  const t = useTranslate();

  useEffect(() => {
    fetch('/config.json')
      .then((response) => response.json() as Promise<AppConfig>)
      .then(applyAppConfig)
      .finally(() => setConfigured(true));
  }, []);

  if (!configured) return null;
  if (!currentUser) {
    return (
      <main id="main" className="mx-auto max-w-sm p-6">
        <h1 className="mb-4 text-xl font-semibold">{t(KIT_MESSAGES.standaloneSignIn, { section: basePath })}</h1>
        <LoginForm onSignIn={({ username, password }) => authenticate(username, password)} />
      </main>
    );
  }
  return (
    <BrowserRouter>
      <header className="flex items-center justify-between bg-brand-900 px-4 py-2 text-white">
        <span>{t(KIT_MESSAGES.standaloneHeading, { section: basePath })}</span>
        <button type="button" onClick={() => void signOut()} className="underline">
          {t(KIT_MESSAGES.standaloneSignOut, { username: currentUser.username })}
        </button>
      </header>
      {/* Each page is a <main>; until one is on screen index.html's loading text shows, as in the shell. */}
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={`/${basePath}/${path}`} element={<Component />} />
          ))}
          <Route path="*" element={<Navigate to={`/${basePath}/${firstPage?.path ?? ''}`} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
