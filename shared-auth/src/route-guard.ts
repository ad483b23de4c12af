import type { LoginStatus } from '@scheduler/shared-domain/login-messages';
import { parseRole, type Role } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { USER_PATHS } from './paths';
import { decodeToken, isTokenExpired } from './token';

export type GuardOutcome = { kind: 'allow' } | { kind: 'login'; loginStatus: LoginStatus } | { kind: 'notAuthorized' };

export interface GuardInput {
  storedUser: CurrentUser | null;
  /** The roles the route lists; none means any signed-in user. */
  roles?: readonly Role[];
  nowMs: number;
  refresh: (altJti: string) => Promise<CurrentUser>;
}

/** SPEC §4 route guard, its four steps in order. The caller signs out before following a `login` outcome. */
export async function guardRoute({ storedUser, roles, nowMs, refresh }: GuardInput): Promise<GuardOutcome> {
  if (!storedUser?.token) return { kind: 'login', loginStatus: 'notLoggedIn' };
  if (isTokenExpired(storedUser.token, 0, nowMs)) return { kind: 'login', loginStatus: 'accessJWTExp' };

  let refreshed: CurrentUser;
  try {
    const altJti = decodeToken(storedUser.token)?.alt_jti;
    if (!altJti) throw new Error('The token names no session.');
    refreshed = await refresh(altJti);
  } catch {
    return { kind: 'login', loginStatus: 'refreshJWTExp' };
  }
  if (!isRoleAllowed(refreshed.role, roles)) return { kind: 'notAuthorized' };
  return { kind: 'allow' };
}

export function isRoleAllowed(role: string | null | undefined, roles?: readonly Role[]): boolean {
  if (!roles || roles.length === 0) return true;
  const parsed = parseRole(role);
  return parsed !== null && roles.includes(parsed);
}

/** Where a `login` outcome sends the browser: the login page, told why and where to come back to. */
export function loginUrl(loginStatus: LoginStatus, returnUrl: string): string {
  const query = new URLSearchParams({ returnUrl, loginStatus });
  return `${USER_PATHS.login.to()}?${query}`;
}
