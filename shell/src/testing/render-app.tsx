import type { AppConfig } from '@scheduler/shared-domain/system';
import { LocationProbe } from '@scheduler/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

/** Renders the shell's `ui` at `path`, with the app's settings. */
export function renderApp(path: string, ui: ReactNode) {
  return render(
    <AppConfigProvider config={testConfig}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppConfigProvider>,
  );
}
