import { PASSWORD_RULES } from '@scheduler/shared-domain/password-rules';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import type { Passwords } from '../auth/passwords';
import type { Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { HttpError } from '../http/http-error';
import { countRequest, inMinutes, type RateLimit, tooManyRequests } from '../http/rate-limit';
import type { StoredUser } from './user-wire';

/** Checks of one's own current password (a password change, a new API token) allowed per user and window. */
export const CURRENT_PASSWORD_LIMIT: RateLimit = {
  hits: 5,
  windowMs: 15 * 60_000,
  message: inMinutes(SERVER_MESSAGES.tooManyPasswordChanges),
};

/**
 * A stolen token alone must not be enough to take an account over for good: what would do so (a new password, a new
 * API token) asks for the current password. Every attempt counts, before the check, so a stolen token is no way to
 * guess it either. 403, not 401: the caller is signed in, and a 401 would sign the browser out.
 */
export async function refuseWithoutCurrentPassword(
  deps: { db: Queryable; passwords: Passwords; now: Clock },
  user: StoredUser,
  currentPassword: string,
): Promise<void> {
  if (currentPassword === '') throw new HttpError(403, PASSWORD_RULES.currentRequired);
  const limit = { key: `current-password ${user.id}`, limit: CURRENT_PASSWORD_LIMIT, now: new Date(deps.now()) };
  const retryAfterMs = await countRequest(deps.db, limit);
  if (retryAfterMs !== null) throw tooManyRequests(CURRENT_PASSWORD_LIMIT, retryAfterMs);
  const matches = user.passwordHash !== null && (await deps.passwords.verify(user.passwordHash, currentPassword));
  if (!matches) throw new HttpError(403, PASSWORD_RULES.currentIncorrect);
}
