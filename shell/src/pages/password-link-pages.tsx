import { http, inScreenLanguage, USER_PATHS, useTranslate } from '@scheduler/shared-auth';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import { type PasswordLinkInfo, PASSWORD_LINK_SCREENS as S } from '@scheduler/shared-domain/password-links';
import {
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
  PASSWORD_RULE_SCREENS as R,
} from '@scheduler/shared-domain/password-rules';
import type { PasswordRuleStates } from '@scheduler/shared-domain/password-strength';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { focusElement } from '@scheduler/shared-ui/focus';
import { FormField } from '@scheduler/shared-ui/form-field';
import { Loading } from '@scheduler/shared-ui/loading';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MAIN_ID } from '../nav/skip-link';
import { usePageTitle } from '../page-title';

/** A page of its own, outside the signed-in layout: its title, then what it holds, then the way back to Login. */
function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslate();
  usePageTitle(title);
  return (
    <main id={MAIN_ID} className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      {children}
      <Link to={USER_PATHS.login.to()} className="mt-6 inline-block text-brand-500 underline">
        {t(S.backToLogin)}
      </Link>
    </main>
  );
}

/**
 * A form that posts once and then shows what the server answered, with the focus on it; or why it refused, with the
 * focus on the alert, the form kept as it was.
 */
function OneStepForm({
  submitLabel,
  post,
  children,
}: {
  submitLabel: string;
  post: () => Promise<{ message: string }>;
  children: ReactNode;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done && doneRef.current) focusElement(doneRef.current);
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      setDone((await post()).message);
    } catch (refused) {
      setFailure(refused);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <p ref={doneRef} role="status" className="mb-4">
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {children}
      <ErrorAlert failure={failure} reveal="focus" />
      <Button type="submit" look="primary" disabled={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The login page's 'Forgot password?': a username or email address, always answered the same way. */
export function ForgotPasswordPage() {
  const t = useTranslate();
  const [login, setLogin] = useState('');
  return (
    <LinkPage title={t(S.requestTitle)}>
      <OneStepForm
        submitLabel={t(S.send)}
        post={() => http.post<{ message: string }>('/users/password-reset', { login })}
      >
        <p>{t(S.requestIntro)}</p>
        <FormField
          label={t(S.login)}
          name="login"
          autoComplete="username"
          required
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      </OneStepForm>
    </LinkPage>
  );
}

/**
 * The link's token: in the fragment, which browsers never send (`#token=…`), or in the query of a link mailed before
 * it moved there.
 */
function tokenOf(location: { hash: string; search: string }): string {
  return (
    new URLSearchParams(location.hash.slice(1)).get('token') ?? new URLSearchParams(location.search).get('token') ?? ''
  );
}

type LinkCheck =
  | { state: 'checking' }
  | { state: 'working'; info: PasswordLinkInfo }
  | { state: 'ended'; failure: unknown };

/** Whether the link works, asked as the page opens, so that nobody types a password for a link that is used up. */
function useLinkCheck(token: string): LinkCheck {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (token === '') {
      setCheck({ state: 'ended', failure: new Error(inScreenLanguage(S.invalidLink)) });
      return;
    }
    let current = true;
    http.post<PasswordLinkInfo>('/users/password-reset/check', { token }).then(
      (info) => current && setCheck({ state: 'working', info }),
      (failure: unknown) => current && setCheck({ state: 'ended', failure }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return check;
}

/** The rules of every password, each ticked while the password is typed; the judge is loaded with the page. */
function PasswordRules({ id, password, owner }: { id: string; password: string; owner: PasswordOwner }) {
  const t = useTranslate();
  const [judge, setJudge] = useState<((password: string, owner: PasswordOwner) => PasswordRuleStates) | null>(null);
  useEffect(() => {
    void import('@scheduler/shared-domain/password-strength').then((strength) =>
      setJudge(() => strength.passwordRuleStates),
    );
  }, []);
  const states = judge?.(password, owner);
  const rules = [
    { text: t(R.length, { min: PASSWORD_MIN_LENGTH, max: LIMITS.password }), met: states?.length },
    { text: t(R.notOwnNames), met: states?.notOwnNames },
    {
      text: states && password !== '' && !states.notEasy ? t(R.notEasyBecause, { hint: states.hint }) : t(R.notEasy),
      met: states?.notEasy,
    },
  ];
  return (
    <div id={id}>
      <p className="font-medium">{t(S.rulesHeading)}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {rules.map((rule) => (
          <li key={rule.text} className={rule.met ? 'text-green-800' : 'text-gray-700'}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
            {rule.text}
            <span className="sr-only"> ({rule.met ? t(R.met) : t(R.notMet)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A working link's form: whose password it sets, the new password and its rules, shown as it is typed. */
function SetPasswordForm({ token, info }: { token: string; info: PasswordLinkInfo }) {
  const t = useTranslate();
  const [password, setPassword] = useState('');
  const rulesId = useId();
  return (
    <OneStepForm
      submitLabel={t(S.set)}
      post={() => http.post<{ message: string }>('/users/password-reset/confirm', { token, password })}
    >
      <p>
        {t(S.forAccount)}: <strong>{info.username}</strong>
      </p>
      <FormField
        label={t(S.newPassword)}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordRules id={rulesId} password={password} owner={info} />
    </OneStepForm>
  );
}

/**
 * The page a link opens. It takes the token out of the address bar at once (the history and a shared screen keep no
 * working link), asks whether the link works, and then either shows the form, or says the link ended and how to get
 * a new one.
 */
export function SetPasswordPage() {
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(location));
  const check = useLinkCheck(token);
  useEffect(() => {
    if (location.hash !== '' || location.search !== '') navigate(SET_PASSWORD_PATH, { replace: true });
  }, [location.hash, location.search, navigate]);

  return (
    <LinkPage title={t(S.setTitle)}>
      {check.state === 'checking' && <Loading text={t(S.checking)} />}
      {check.state === 'working' && <SetPasswordForm token={token} info={check.info} />}
      {check.state === 'ended' && (
        <>
          <ErrorAlert failure={check.failure} reveal="none" />
          <p className="mb-2">
            <Link to={FORGOT_PASSWORD_PATH} className="text-brand-500 underline">
              {t(S.askAgain)}
            </Link>
          </p>
          <p>{t(S.askAdmin)}</p>
        </>
      )}
    </LinkPage>
  );
}
