import {
  authStore,
  decodeToken,
  guardRoute,
  isTokenExpired,
  loginUrl,
  refreshSession,
  signOut,
  USER_PATHS,
} from '@scheduler/shared-auth';
import type { Role } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../page-title';
import { RouteFocus } from './route-focus';

/** The first page's session refresh, started before the page's code is there (app.tsx startFirstRoute). */
let firstRefresh: Promise<CurrentUser> | null = null;

/** Starts the refresh the guard of the first page will ask for, when the stored session has one to ask for. */
export function startFirstGuard(): void {
  const token = authStore.getState().currentUser?.token;
  const altJti = token && !isTokenExpired(token, 0, Date.now()) ? decodeToken(token)?.alt_jti : undefined;
  if (!altJti) return;
  firstRefresh = refreshSession(altJti);
  // A failure is the guard's to act on, when it takes this refresh.
  firstRefresh.catch(() => undefined);
}

function takeFirstRefresh(): Promise<CurrentUser> | null {
  const refresh = firstRefresh;
  firstRefresh = null;
  return refresh;
}

/**
 * Every route but login and logout: runs the guard of SPEC §4 (with a session refresh) on each navigation, and shows
 * the page only once this navigation is allowed. A page that changes only its query (the calendar's view, date and
 * filters) stays on screen, and keeps its state and focus, while the guard runs again: it was allowed at this path.
 * Once shown, a new page takes the focus (RouteFocus).
 */
export function GuardedRoute({
  roles = [],
  title,
  children,
}: {
  roles?: readonly Role[];
  title: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState<{ key: string; pathname: string } | null>(null);
  usePageTitle(title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs once per navigation, keyed by location.key.
  useEffect(() => {
    let current = true;
    const returnUrl = `${location.pathname}${location.search}`;
    const started = takeFirstRefresh();
    guardRoute({
      storedUser: authStore.getState().currentUser,
      roles,
      nowMs: Date.now(),
      refresh: started ? () => started : refreshSession,
    }).then(async (outcome) => {
      if (!current) return;
      if (outcome.kind === 'allow') {
        setAllowed({ key: location.key, pathname: location.pathname });
      } else if (outcome.kind === 'notAuthorized') {
        navigate(USER_PATHS.notAuthorized.to(), { replace: true });
      } else {
        await signOut();
        navigate(loginUrl(outcome.loginStatus, returnUrl), { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [location.key]);

  const shown = allowed && (allowed.key === location.key || allowed.pathname === location.pathname);
  return shown ? <RouteFocus>{children}</RouteFocus> : null;
}
