import { completeSingleSignOn, useAppConfig, useTranslate } from '@scheduler/shared-auth';
import { SSO_OUTCOME_SCREENS } from '@scheduler/shared-domain/sign-in-source';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The login page's single sign-on, downloaded only where it is used (OIDC_ISSUER set, or a sign-on just came back):
 * what the server's callback said, the button that starts a sign-on at the server, and the end of one, where the
 * server hands over the user it signed in (once) to be stored as after a password sign-in.
 */
export default function SingleSignOn({ returnUrl }: { returnUrl: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { apiBase, oidcLabel } = useAppConfig();
  const t = useTranslate();
  const outcome = searchParams.get('sso') ?? '';
  const statusMessage = Object.hasOwn(SSO_OUTCOME_SCREENS, outcome)
    ? t(SSO_OUTCOME_SCREENS[outcome as keyof typeof SSO_OUTCOME_SCREENS], {
        minutes: Number(searchParams.get('minutes')) || 1,
      })
    : null;
  const completing = outcome === 'complete';
  // Asked once, even when React runs the effect twice (StrictMode): the server hands the user over only once.
  const completionAsked = useRef(false);
  useEffect(() => {
    if (!completing || completionAsked.current) return;
    completionAsked.current = true;
    completeSingleSignOn().catch(() => setSearchParams({ returnUrl, sso: 'failed' }, { replace: true }));
  }, [completing, returnUrl, setSearchParams]);

  return (
    <>
      {statusMessage && (
        <p role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {statusMessage}
        </p>
      )}
      {oidcLabel && (
        <a
          href={`${apiBase}/auth/oidc/start?${new URLSearchParams({ returnUrl })}`}
          className="mt-4 block rounded border border-brand-500 px-4 py-2 text-center font-medium text-brand-700"
        >
          {oidcLabel}
        </a>
      )}
    </>
  );
}
