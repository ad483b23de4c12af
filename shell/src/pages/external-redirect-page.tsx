import { useAppConfig } from '@scheduler/shared-auth';
import { SHELL_MESSAGES } from '@scheduler/shared-domain/shell-messages';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { MAIN_ID } from '../nav/skip-link';

/** The URL to open, or null unless it is http(s) on a host the settings list. */
export function allowedExternalUrl(candidate: string | null, allowedHosts: readonly string[]): URL | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const hosts = allowedHosts.map((host) => host.toLowerCase());
  return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.host.toLowerCase()) ? url : null;
}

/** SPEC §2 externalRedirect: opens the `url` parameter in the same window, if it is safe to. */
export function ExternalRedirectPage() {
  const [searchParams] = useSearchParams();
  const intl = useIntl();
  const { externalRedirectHosts } = useAppConfig();
  const target = useMemo(
    () => allowedExternalUrl(searchParams.get('url'), externalRedirectHosts),
    [searchParams, externalRedirectHosts],
  );

  useEffect(() => {
    if (target) window.location.assign(target.href);
  }, [target]);

  if (target) return <p className="p-6">{intl.formatMessage(SHELL_MESSAGES.opening, { address: target.href })}</p>;
  return (
    <main id={MAIN_ID} className="mx-auto max-w-3xl px-4 py-6">
      <p role="alert" className="rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {intl.formatMessage(SHELL_MESSAGES.redirectRefused)}
      </p>
    </main>
  );
}
