import { http, USER_PATHS } from '@scheduler/shared-auth';
import { PASSWORD_LINK_TEXTS as T } from '@scheduler/shared-domain/password-links';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { FormField } from '@scheduler/shared-ui/form-field';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MAIN_ID } from '../nav/skip-link';
import { usePageTitle } from '../page-title';

/** A form that posts once and then shows what the server answered, or why it refused. */
function OneStepForm({
  title,
  submitLabel,
  post,
  children,
}: {
  title: string;
  submitLabel: string;
  post: () => Promise<{ message: string }>;
  children: ReactNode;
}) {
  usePageTitle(title);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

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

  return (
    <main id={MAIN_ID} className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      {done ? (
        <p role="status" className="mb-4">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {children}
          <ErrorAlert failure={failure} />
          <Button type="submit" look="primary" disabled={sending}>
            {submitLabel}
          </Button>
        </form>
      )}
      <Link to={USER_PATHS.login.to()} className="mt-6 inline-block text-brand-500 underline">
        {T.backToLogin}
      </Link>
    </main>
  );
}

/** The login page's 'Forgot password?': a username or email address, always answered the same way. */
export function ForgotPasswordPage() {
  const [login, setLogin] = useState('');
  return (
    <OneStepForm
      title={T.requestTitle}
      submitLabel={T.send}
      post={() => http.post<{ message: string }>('/users/password-reset', { login })}
    >
      <p>{T.requestIntro}</p>
      <FormField
        label={T.login}
        name="login"
        autoComplete="username"
        required
        value={login}
        onChange={(event) => setLogin(event.target.value)}
      />
    </OneStepForm>
  );
}

/** The page a link opens: a new password, judged by the server by the rules of every password. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [password, setPassword] = useState('');
  const token = searchParams.get('token') ?? '';
  return (
    <OneStepForm
      title={T.setTitle}
      submitLabel={T.set}
      post={() => http.post<{ message: string }>('/users/password-reset/confirm', { token, password })}
    >
      <FormField
        label={T.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </OneStepForm>
  );
}
