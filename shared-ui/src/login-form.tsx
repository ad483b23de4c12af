import type { LoginInput } from '@scheduler/shared-domain/auth-schema';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormField } from './form-field';
import type { LoginField, LoginValidation, validateLogin } from './login-validation';

const NOT_YET_VALIDATED: LoginValidation = { valid: false, errors: {} };

/**
 * SPEC §2 Login: both fields required, submit disabled while the form is invalid, server text in a red alert.
 * Plain state rather than react-hook-form, and the schema (valibot) downloaded on the first focus or input: this
 * form is on the critical path of the first page (issue 7). Until it arrives Login stays disabled, as for empty fields.
 */
export function LoginForm({ onSignIn }: { onSignIn: (input: LoginInput) => Promise<unknown> }) {
  const [failure, setFailure] = useState<unknown>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [validate, setValidate] = useState<typeof validateLogin | null>(null);
  const [refusedEnters, setRefusedEnters] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const validation = validate ? validate(values) : NOT_YET_VALIDATED;
  const loadValidation = () => {
    if (!validate) void import('./login-validation').then((loaded) => setValidate(() => loaded.validateLogin));
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

  // Enter cannot submit while Login is disabled; it says what is missing instead, and focuses the first such field
  // (once the rules have loaded, which the first Enter may still wait for).
  const refuseEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || validation.valid || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    loadValidation();
    setTouched({ username: true, password: true });
    setRefusedEnters((count) => count + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refused Enter and once the rules arrive.
  useEffect(() => {
    if (refusedEnters > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedEnters, validate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validation.valid) return setTouched({ username: true, password: true });
    setFailure(null);
    setSubmitting(true);
    try {
      await onSignIn(validation.input);
    } catch (signInFailure) {
      setFailure(signInFailure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onKeyDown={refuseEnter}
      onFocus={loadValidation}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Login"
    >
      <FormField label="Username" autoComplete="username" {...field('username')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      {/* Not the shared Button: its chunk would be one more download on the login critical path (issue 7). */}
      <button
        type="submit"
        disabled={!validation.valid || submitting}
        className="rounded bg-brand-500 px-4 py-2 font-medium text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        Login
      </button>
      <ErrorAlert failure={failure} reveal="focus" />
    </form>
  );
}
