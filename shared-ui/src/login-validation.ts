import { type LoginInput, loginSchema } from '@scheduler/shared-domain/auth-schema';
import { flatten, safeParse } from 'valibot';

export type LoginField = keyof LoginInput;

export type LoginValidation =
  | { valid: true; input: LoginInput }
  | { valid: false; errors: Partial<Record<LoginField, string>> };

/** The login schema's verdict on the form's values, with the first message of each invalid field. */
export function validateLogin(values: Record<LoginField, string>): LoginValidation {
  const parsed = safeParse(loginSchema, values);
  if (parsed.success) return { valid: true, input: parsed.output };
  const nested = flatten<typeof loginSchema>(parsed.issues).nested;
  return { valid: false, errors: { username: nested?.username?.[0], password: nested?.password?.[0] } };
}
