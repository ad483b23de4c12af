import type { SectionName } from '@scheduler/shared-domain/system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SectionRoute } from './section';
import { StandaloneSection } from './standalone-section';
import './base.css';

/** The bootstrap of every remote: mounts its section alone, for `npm run dev -w mfe-<name>`. */
export function mountStandalone(name: SectionName, routes: readonly SectionRoute[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      {/* The section's utilities apply only inside its container (section-utilities.css), so it holds the whole
          page: the sign-in form and the header too. */}
      <div data-federated-section={name} className="contents">
        <StandaloneSection name={name} routes={routes} />
      </div>
    </StrictMode>,
  );
}
