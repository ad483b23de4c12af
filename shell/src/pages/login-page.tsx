import { authenticate, SHELL_PATHS, useAppConfig, useAuth } from '@scheduler/shared-auth';
import { LOGIN_MESSAGES, LOGIN_STATUS_MESSAGES, type LoginStatus } from '@scheduler/shared-domain/login-messages';
import { FORGOT_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import { isAppPath } from '@scheduler/shared-domain/return-url';
import { LoginForm } from '@scheduler/shared-ui/login-form';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageMenu } from '../nav/language-menu';
import { MAIN_ID } from '../nav/skip-link';
import { usePageTitle } from '../page-title';

const SingleSignOn = lazy(() => import('./single-sign-on'));

/** The returnUrl when it is a path of this app, else home. */
export function safeReturnUrl(returnUrl: string | null): string {
  return isAppPath(returnUrl) ? returnUrl : SHELL_PATHS.home;
}

export function LoginPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(LOGIN_MESSAGES.title));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { oidcLabel } = useAppConfig();
  const loggedIn = useAuth((state) => state.loggedIn);
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const loginStatus = searchParams.get('loginStatus');
  const statusMessage =
    loginStatus && Object.hasOwn(LOGIN_STATUS_MESSAGES, loginStatus)
      ? intl.formatMessage(LOGIN_STATUS_MESSAGES[loginStatus as LoginStatus])
      : null;
  // Nothing of single sign-on is downloaded on the way to the form unless it is used.
  const usesSingleSignOn = oidcLabel || searchParams.has('sso');

  if (loggedIn) return <Navigate to={returnUrl} replace />;

  return (
    <main id={MAIN_ID} className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{intl.formatMessage(LOGIN_MESSAGES.title)}</h1>
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
      <Link to={FORGOT_PASSWORD_PATH} className="mt-4 inline-block text-brand-500 underline">
        {intl.formatMessage(LOGIN_MESSAGES.forgotPassword)}
      </Link>
      <LanguageMenu />
      {usesSingleSignOn && (
        <Suspense>
          <SingleSignOn returnUrl={returnUrl} />
        </Suspense>
      )}
    </main>
  );
}
