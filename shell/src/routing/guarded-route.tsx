import { authStore, guardRoute, loginUrl, refreshSession, signOut, USER_PATHS } from '@scheduler/shared-auth';
import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import type { Role } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../page-title';
import { RouteFocus } from './route-focus';

/**
 * A page's session refresh, started before the page's code is there: the first page's (app.tsx startFirstRoute), or
 * that of a section's page as the section opens (section-outlet.tsx).
 */
let earlyRefresh: { refresh: Promise<CurrentUser>; startedAt: number } | null = null;

/** How long a refresh started early may stand in for a page's own. */
export const EARLY_REFRESH_MS = 10_000;

/**
 * Runs the guard early for the refresh it asks for, when the stored session has one to ask for; its outcome is the
 * next page's guard's to act on, with the roles of that page. Resolves to whether the session is valid, once known.
 */
export function startGuard(): Promise<boolean> {
  return guardRoute({
    storedUser: authStore.getState().currentUser,
    roles: [],
    nowMs: Date.now(),
    refresh: (altJti) => {
      earlyRefresh = { refresh: refreshSession(altJti), startedAt: Date.now() };
      return earlyRefresh.refresh;
    },
  }).then((outcome) => outcome.kind === 'allow');
}

/**
 * The refresh started early, once, unless it is older than EARLY_REFRESH_MS: one whose page never showed (its
 * section failed, or the user went elsewhere) must not stand in for a later page's own refresh.
 */
function takeEarlyRefresh(): Promise<CurrentUser> | null {
  const early = earlyRefresh;
  earlyRefresh = null;
  return early && Date.now() - early.startedAt < EARLY_REFRESH_MS ? early.refresh : null;
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
  title: MessageDescriptor;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState<{ key: string; pathname: string } | null>(null);
  usePageTitle(useIntl().formatMessage(title));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs once per navigation, keyed by location.key.
  useEffect(() => {
    let current = true;
    const returnUrl = `${location.pathname}${location.search}`;
    const started = takeEarlyRefresh();
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
