import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import * as v from 'valibot';

export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';

/** No real credential is this long; the cap keeps password hashing cheap to refuse. */
const CREDENTIAL_MAX_LENGTH = 256;

const credential = (requiredMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(CREDENTIAL_MAX_LENGTH, SIGN_IN_FAILED_MESSAGE),
  );

/** The login form and `POST /users/authenticate`: both fields required (SPEC §2 Login, §5 Login). */
export const loginSchema = v.object({
  username: credential(USERNAME_REQUIRED),
  password: credential(PASSWORD_REQUIRED),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** `POST /users/refresh`: the session id (`alt_jti`) of the token being refreshed. */
export const refreshSchema = v.object({
  _id: v.pipe(v.string('Session id is required.'), v.uuid('Session id is invalid.')),
});
