import { authenticate, completeSingleSignOn, SHELL_PATHS, useAppConfig, useAuth } from '@scheduler/shared-auth';
import { LOGIN_STATUS_MESSAGES, type LoginStatus } from '@scheduler/shared-domain/messages';
import { isAppPath } from '@scheduler/shared-domain/return-url';
import { LoginForm } from '@scheduler/shared-ui/login-form';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { MAIN_ID } from '../nav/skip-link';
import { usePageTitle } from '../page-title';

/** The returnUrl when it is a path of this app, else home. */
export function safeReturnUrl(returnUrl: string | null): string {
  return isAppPath(returnUrl) ? returnUrl : SHELL_PATHS.home;
}

export function LoginPage() {
  usePageTitle('Login');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { apiBase, oidcLabel } = useAppConfig();
  const loggedIn = useAuth((state) => state.loggedIn);
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const loginStatus = searchParams.get('loginStatus');
  const statusMessage =
    loginStatus && Object.hasOwn(LOGIN_STATUS_MESSAGES, loginStatus)
      ? LOGIN_STATUS_MESSAGES[loginStatus as LoginStatus]
      : null;
  // Single sign-on's callback lands here: the server hands over the user it signed in, once.
  const completing = searchParams.get('sso') === 'complete';
  const completionAsked = useRef(false);
  useEffect(() => {
    if (!completing || completionAsked.current) return;
    completionAsked.current = true;
    completeSingleSignOn().catch(() => setSearchParams({ returnUrl, loginStatus: 'ssoFailed' }, { replace: true }));
  }, [completing, returnUrl, setSearchParams]);

  if (loggedIn) return <Navigate to={returnUrl} replace />;

  return (
    <main id={MAIN_ID} className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">Login</h1>
      {statusMessage && (
        <p role="status" className="mb-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {statusMessage}
        </p>
      )}
      <LoginForm
        onSignIn={async ({ username, password }) => {
          await authenticate(username, password);
          navigate(returnUrl, { replace: true });
        }}
      />
      {oidcLabel && (
        <a
          href={`${apiBase}/auth/oidc/start?${new URLSearchParams({ returnUrl })}`}
          className="mt-4 block rounded border border-brand-500 px-4 py-2 text-center font-medium text-brand-700"
        >
          {oidcLabel}
        </a>
      )}
    </main>
  );
}
