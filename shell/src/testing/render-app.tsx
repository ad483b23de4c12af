import type { AppConfig } from '@scheduler/shared-domain/system';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppConfigProvider } from '../app-config';

export const testConfig: AppConfig = {
  apiBase: '/api',
  groupAbbreviation: 'RG',
  website: 'https://example.org',
  websiteVersion: '1.0.0',
  externalRedirectHosts: ['example.org'],
  debug: false,
  remotes: {
    meetings: '/remotes/meetings/mf-manifest.json',
    teams: '/remotes/teams/mf-manifest.json',
    venues: '/remotes/venues/mf-manifest.json',
    users: '/remotes/users/mf-manifest.json',
  },
};

/** Shows where the router is, so a test can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <AppConfigProvider config={testConfig}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppConfigProvider>,
  );
}
