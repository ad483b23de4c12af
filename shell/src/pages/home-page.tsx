import { http, USER_PATHS, useAppConfig, useAuth } from '@scheduler/shared-auth';
import { NAV_MESSAGES } from '@scheduler/shared-domain/nav-messages';
import { SHELL_MESSAGES } from '@scheduler/shared-domain/shell-messages';
import type { ServerVersions } from '@scheduler/shared-domain/system';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { lazy, version as reactVersion, Suspense, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import packageJson from '../../package.json';
import { SECTIONS } from '../federation/sections';
import { MAIN_ID } from '../nav/skip-link';

function Detail({ term, value }: { term: string; value: string | undefined }) {
  return (
    <div className="flex gap-2 py-1">
      <dt className="w-44 shrink-0 font-medium text-gray-600">{term}</dt>
      <dd>{value ?? '…'}</dd>
    </div>
  );
}

// From the section-loading code's own chunk, which reads the sections' manifests: no second copy of it in this page's.
const SectionVersionRows = lazy(() =>
  import('../routing/section-outlet').then((outlet) => ({ default: outlet.SectionVersionRows })),
);

/** SPEC §1 home: the signed-in user's details and the versions; also the not-authorized and not-found notices. */
export function HomePage() {
  const intl = useIntl();
  const say = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const currentUser = useAuth((state) => state.currentUser);
  const { websiteVersion } = useAppConfig();
  const location = useLocation();
  const [versions, setVersions] = useState<ServerVersions | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const notice =
    location.pathname === USER_PATHS.notAuthorized.to()
      ? say(SHELL_MESSAGES.notAuthorized)
      : (location.state as { notFound?: boolean } | null)?.notFound
        ? say(SHELL_MESSAGES.notFound)
        : null;

  useEffect(() => {
    http.get<ServerVersions>('/system/versions').then(setVersions, setFailure);
  }, []);

  return (
    // Left-aligned under the nav bar like every page; the details keep a readable width.
    <main id={MAIN_ID} className="mx-auto max-w-7xl px-4 py-6 *:max-w-3xl">
      {notice && (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {notice}
        </p>
      )}
      <h1 className="mb-4 text-2xl font-semibold">{say(NAV_MESSAGES.homeTitle)}</h1>
      <section aria-labelledby="user-heading" className="mb-6 rounded border border-gray-200 bg-white p-4">
        <h2 id="user-heading" className="mb-2 text-lg font-semibold">
          {say(SHELL_MESSAGES.signedInUser)}
        </h2>
        <dl>
          <Detail term={say(SHELL_MESSAGES.username)} value={currentUser?.username} />
          <Detail term={say(SHELL_MESSAGES.firstName)} value={currentUser?.firstname} />
          <Detail term={say(SHELL_MESSAGES.lastName)} value={currentUser?.lastname} />
          <Detail term={say(SHELL_MESSAGES.role)} value={currentUser?.role} />
        </dl>
      </section>
      <section aria-labelledby="versions-heading" className="rounded border border-gray-200 bg-white p-4">
        <h2 id="versions-heading" className="mb-2 text-lg font-semibold">
          {say(SHELL_MESSAGES.versions)}
        </h2>
        <ErrorAlert failure={failure} />
        <dl>
          <Detail term={say(SHELL_MESSAGES.database)} value={versions?.database} />
          <Detail
            term={say(SHELL_MESSAGES.scheduleDatabase)}
            value={versions ? intl.formatMessage(SHELL_MESSAGES.schema, { schema: versions.schema }) : undefined}
          />
          <Detail term={say(SHELL_MESSAGES.backend)} value={versions?.backend} />
          <Detail term={say(SHELL_MESSAGES.frontendFramework)} value={`React ${reactVersion}`} />
          <Detail term={say(SHELL_MESSAGES.frontend)} value={packageJson.version} />
          <Detail term={say(SHELL_MESSAGES.website)} value={websiteVersion} />
          <Suspense
            fallback={SECTIONS.map(({ name, label }) => (
              <Detail
                key={name}
                term={intl.formatMessage(SHELL_MESSAGES.sectionVersion, { section: say(label) })}
                value={undefined}
              />
            ))}
          >
            <SectionVersionRows Row={Detail} />
          </Suspense>
        </dl>
      </section>
    </main>
  );
}
