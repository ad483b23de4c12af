import { isServiceError, ServiceError } from '@scheduler/shared-domain/errors';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { clearSignedInUser, publishSignedInUser, replaceStoredUser, resetNavigationState } from './auth-store';
import { http } from './http-client';
import { chooseLanguage } from './language';
import { decodeToken } from './token';

/** A user just signed in: stored and published, and the language they chose on their page spoken from now on. */
function signedIn(user: CurrentUser): void {
  if (user.language) chooseLanguage(user.language);
  publishSignedInUser(user);
}

/** SPEC §4 sign-in: a successful answer that carries a token is stored and published. */
export async function authenticate(username: string, password: string): Promise<CurrentUser> {
  try {
    const user = await http.post<CurrentUser>('/users/authenticate', { username, password, timestamp: Date.now() });
    if (user?.token) signedIn(user);
    return user;
  } catch (failure) {
    resetNavigationState();
    throw failure;
  }
}

/**
 * The end of a single sign-on: the user the server's callback signed in (it answers it once) is stored and published,
 * exactly as after `authenticate`.
 */
export async function completeSingleSignOn(): Promise<CurrentUser> {
  const user = await http.post<CurrentUser>('/auth/oidc/complete', {});
  signedIn(user);
  return user;
}

/** SPEC §4 refresh: the answer replaces the stored user. A failure names the refresh step. */
export async function refreshSession(altJti: string): Promise<CurrentUser> {
  try {
    const user = await http.post<CurrentUser>('/users/refresh', { _id: altJti, timestamp: Date.now() });
    replaceStoredUser(user);
    return user;
  } catch (failure) {
    // The HTTP client logged a failed call already, at the level its status deserves.
    if (!isServiceError(failure)) console.error('Token refresh failed', failure);
    const { status, error, url } = isServiceError(failure)
      ? failure
      : { status: 0, error: String(failure), url: '/users/refresh' };
    throw new ServiceError({ status, error: `${error} (while refreshing the session)`, url });
  }
}

/** SPEC §4 sign-out: drop the local user first, then tell the backend; a failed call is only logged. */
export async function signOut(): Promise<void> {
  const stored = clearSignedInUser();
  if (!stored?.token) return;
  const altJti = decodeToken(stored.token)?.alt_jti;
  if (!altJti) return;
  try {
    const answer = await http.get<{ message?: string }>(`/users/logout/${encodeURIComponent(altJti)}`, {
      token: stored.token,
    });
    console.info(answer?.message ?? 'Logged out.');
  } catch (failure) {
    if (!isServiceError(failure)) console.error('Logout call failed', failure);
  }
}
