import { parseRole } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { isTokenExpired } from './token';

/** SPEC §4: the two flags of the navigation state. */
export interface NavigationState {
  loggedIn: boolean;
  admin: boolean;
}

const LOGGED_OUT: NavigationState = { loggedIn: false, admin: false };

/** After authentication: 'admin' and 'user' (any case) sign in; any other role, null included, is logged out. */
export function navigationStateForRole(role: string | null | undefined): NavigationState {
  switch (parseRole(role)) {
    case 'Admin':
      return { loggedIn: true, admin: true };
    case 'User':
      return { loggedIn: true, admin: false };
    default:
      return LOGGED_OUT;
  }
}

/** At start: a stored user with an unexpired token is logged in. */
export function navigationStateAtStart(user: CurrentUser | null, nowMs = Date.now()): NavigationState {
  if (!user?.token || isTokenExpired(user.token, 0, nowMs)) return LOGGED_OUT;
  return navigationStateForRole(user.role);
}
