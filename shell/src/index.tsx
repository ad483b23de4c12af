import { applyAppConfig, followOtherTabs } from '@scheduler/shared-auth';
import type { AppConfig } from '@scheduler/shared-domain/system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, startFirstRoute } from './app';
import { setSectionRemotes } from './federation/sections';
import { holdFocusBetweenPages } from './routing/route-focus';
import './styles.css';

async function readConfig(): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as AppConfig;
  applyAppConfig(config);
  setSectionRemotes(config.remotes);
}

async function start(root: HTMLElement) {
  const configured = readConfig();
  await Promise.all([configured, startFirstRoute(window.location, configured)]);
  followOtherTabs();
  const pageLoading = document.getElementById('page-loading');
  if (pageLoading) holdFocusBetweenPages(root, pageLoading);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((failure: unknown) => {
    console.error(failure);
    root.textContent = 'The app could not load its settings from the server. Please reload the page in a moment.';
  });
}
