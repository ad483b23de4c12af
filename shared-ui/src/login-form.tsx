import type { LoginInput } from '@scheduler/shared-domain/auth-schema';
import { LOGIN_MESSAGES } from '@scheduler/shared-domain/login-messages';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from './form-field';
import type { LoginField, LoginValidation, validateLogin } from './login-validation';

const NOT_YET_VALIDATED: LoginValidation = { valid: false, errors: {} };

/** The rules, downloaded on the form's first focus or input, or by a submit that comes before that. */
const loadValidateLogin = () => import('./login-validation').then((loaded) => loaded.validateLogin);

/**
 * SPEC §2 Login: both fields required, submit disabled while the form is invalid, server text in a red alert.
 * Plain state rather than react-hook-form, and the schema (valibot) downloaded on the first focus or input: this
 * form is on the critical path of the first page. Until it arrives Login stays disabled, as for empty fields.
 */
export function LoginForm({ onSignIn }: { onSignIn: (input: LoginInput) => Promise<unknown> }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<unknown>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [validate, setValidate] = useState<typeof validateLogin | null>(null);
  const validation = validate ? validate(values) : NOT_YET_VALIDATED;
  const loadValidation = () => {
    if (!validate) void loadValidateLogin().then((loaded) => setValidate(() => loaded));
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: touched[name] && !validation.valid ? validation.errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => {
      loadValidation();
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  // A refused submit (Enter, which a disabled Login would ignore) says what is missing and focuses the first such field.
  // One made as the form appears (a password manager fills and submits at once) waits for the rules, never dropped.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const checked = (validate ?? (await loadValidateLogin()))(values);
      if (!checked.valid) {
        setTouched({ username: true, password: true });
        const missing = (['username', 'password'] as const).find((name) => !values[name].trim());
        if (missing) (form.elements.namedItem(missing) as HTMLElement).focus();
        return;
      }
      setFailure(null);
      await onSignIn(checked.input);
    } catch (signInFailure) {
      setFailure(signInFailure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.currentTarget.requestSubmit();
      }}
      onFocus={loadValidation}
      noValidate
      className="flex flex-col gap-4"
      aria-label={intl.formatMessage(LOGIN_MESSAGES.title)}
    >
      <FormField label={intl.formatMessage(LOGIN_MESSAGES.username)} autoComplete="username" {...field('username')} />
      <FormField
        label={intl.formatMessage(LOGIN_MESSAGES.password)}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      {/*
       * Not the shared Button: its chunk would be one more download on the login critical path. While signing in it
       * only says it is busy: a disabled button would drop the focus to the page's body.
       */}
      <button
        type="submit"
        disabled={!validation.valid}
        aria-disabled={submitting || undefined}
        className="rounded bg-brand-500 px-4 py-2 font-medium text-white disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50"
      >
        {intl.formatMessage(LOGIN_MESSAGES.submit)}
      </button>
      <ErrorAlert failure={failure} reveal="focus" />
    </form>
  );
}
