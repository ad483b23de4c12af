// Test helpers only: never imported by application code.
import { authStore } from '@scheduler/shared-auth';
import { SOURCE_LANGUAGE } from '@scheduler/shared-domain/languages';
import { type AppConfig, SECTION_NAMES } from '@scheduler/shared-domain/system';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { LIVE_REGION_ID } from '@scheduler/shared-ui/announce';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Speaks English to a component rendered alone, as the shell's LanguageProvider does on an English browser. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={SOURCE_LANGUAGE} defaultLocale={SOURCE_LANGUAGE}>
      {children}
    </IntlProvider>
  );
}

/** Renders `ui` at `path` in English, under a route `pattern` when the page reads route parameters. */
export function renderAt(path: InitialEntry, ui: ReactNode, pattern = '*') {
  return render(
    <InEnglish>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </InEnglish>,
  );
}

/** What the live region said last. */
export function lastAnnouncement(): string {
  return document.getElementById(LIVE_REGION_ID)?.textContent ?? '';
}

export function signInAs(user: CurrentUser | null): void {
  authStore.setState({ currentUser: user, loggedIn: Boolean(user), admin: user?.role === 'Admin' });
}

/** The settings tests run with: group RG in Europe/Warsaw, the remotes at their default addresses. */
export const testConfig: AppConfig = {
  apiBase: '/api',
  groupAbbreviation: 'RG',
  website: 'https://example.org',
  websiteVersion: '1.0.0',
  externalRedirectHosts: ['example.org'],
  debug: false,
  timeZone: 'Europe/Warsaw',
  remotes: Object.fromEntries(
    SECTION_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as AppConfig['remotes'],
};
