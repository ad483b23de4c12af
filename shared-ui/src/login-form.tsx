import { valibotResolver } from '@hookform/resolvers/valibot';
import { type LoginInput, loginSchema } from '@scheduler/shared-domain/auth-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InferInput } from 'valibot';
import { ErrorAlert } from './error-alert';
import { FormField } from './form-field';

/** SPEC §2 Login: both fields required, submit disabled while the form is invalid, server text in a red alert. */
export function LoginForm({ onSignIn }: { onSignIn: (input: LoginInput) => Promise<unknown> }) {
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting, touchedFields },
  } = useForm<InferInput<typeof loginSchema>, unknown, LoginInput>({
    resolver: valibotResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSignIn(input);
    } catch (signInFailure) {
      setFailure(signInFailure);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Login">
      <FormField
        label="Username"
        autoComplete="username"
        error={touchedFields.username ? errors.username?.message : undefined}
        {...register('username')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={touchedFields.password ? errors.password?.message : undefined}
        {...register('password')}
      />
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="rounded bg-brand-500 px-4 py-2 font-medium text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        Login
      </button>
      <ErrorAlert failure={failure} />
    </form>
  );
}
