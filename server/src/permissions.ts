import type { Role } from '@scheduler/shared-domain/roles';
import type { StoredUser } from './users/user-wire';

/** Who may call an API route: anyone, or a signed-in user whose role (read from the database) is listed. */
export type Permission = 'public' | readonly Role[];

const SIGNED_IN: readonly Role[] = ['Admin', 'User'];
const ADMIN: readonly Role[] = ['Admin'];

/**
 * The one permission table: every `/api` route, keyed `METHOD url-pattern` exactly as the route is declared.
 * A route missing here stops the server from starting (fail closed); a test walks this table for every role.
 * A route that lets a User reach only its own record (`/users/edit/:id`, `/users/update`) checks that in its
 * handler with `mayActOnUser` below; the table says who may call it at all.
 */
export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  'POST /api/users/authenticate': 'public',
  'POST /api/users/refresh': SIGNED_IN,
  // Not for the auth hook: the route itself asks for the token of that very session, accepted even when expired,
  // since the browser tells the server only after dropping its stored user (SPEC §4) and sends the token it dropped.
  'GET /api/users/logout/:alt_jti': 'public',
  // Single sign-on (sso/oidc-routes.ts): the browser is not signed in yet. Start and callback are 404 without OIDC_ISSUER.
  'GET /api/auth/oidc/start': 'public',
  'GET /api/auth/oidc/callback': 'public',
  // Answers once the user a callback just signed in, from a sealed HttpOnly cookie; without one, 404.
  'POST /api/auth/oidc/complete': 'public',
  // A forgotten password: asking for a link, and setting the password with it (users/password-links.ts).
  'POST /api/users/password-reset': 'public',
  'POST /api/users/password-reset/check': 'public',
  'POST /api/users/password-reset/confirm': 'public',
  'GET /api/users/current': SIGNED_IN,
  'GET /api/users': SIGNED_IN,
  'GET /api/users/list': SIGNED_IN,
  'GET /api/users/contacts': SIGNED_IN,
  'GET /api/users/edit/:id': SIGNED_IN,
  'GET /api/users/delete/:id': ADMIN,
  // SPEC §7 writes these two with a trailing slash; the app answers both spellings (ignoreTrailingSlash).
  'POST /api/users/register': ADMIN,
  'POST /api/users/update': SIGNED_IN,
  'POST /api/users/link': ADMIN,
  'POST /api/users/unlink': ADMIN,
  // The caller's own: every other session ends, and on request every API token.
  'POST /api/users/sign-out-everywhere': SIGNED_IN,
  // The 'Set your password' link again, to an account that has no password yet (users/password-links.ts).
  'POST /api/users/password-link/:id': ADMIN,
  // A User reads only its own; everyone saves only their own (the route takes no id).
  'GET /api/users/preferences/:id': SIGNED_IN,
  'POST /api/users/preferences': SIGNED_IN,
  'GET /api/venues': SIGNED_IN,
  'GET /api/venues/venues': SIGNED_IN,
  'GET /api/venues/edit/:id': SIGNED_IN,
  'GET /api/venues/delete/:id': ADMIN,
  'POST /api/venues/add': ADMIN,
  // SPEC §7 writes it with a trailing slash, as `/users/update/`.
  'POST /api/venues/update': ADMIN,
  // The body is the raw image (PNG, JPEG or WebP, at most 2 MB).
  'POST /api/venues/images': ADMIN,
  'GET /api/teams': SIGNED_IN,
  'GET /api/teams/teams': SIGNED_IN,
  'GET /api/teams/edit/:id': SIGNED_IN,
  'GET /api/teams/delete/:id': ADMIN,
  'POST /api/teams/add': ADMIN,
  // SPEC §7 writes it with a trailing slash, as `/users/update/`.
  'POST /api/teams/update': ADMIN,
  'GET /api/meetings': SIGNED_IN,
  'GET /api/meetings/edit/:id': SIGNED_IN,
  'GET /api/meetings/free-slots': SIGNED_IN,
  // The id is a team name (SPEC §7).
  'GET /api/meetings/schedule/:id': SIGNED_IN,
  'GET /api/meetings/delete/:id': ADMIN,
  'POST /api/meetings/add': ADMIN,
  // A User only for a meeting of a team it leads or belongs to (schedule mode), checked by the meeting service.
  'POST /api/meetings/update': SIGNED_IN,
  // One meeting as an iCalendar file; the subscription feeds (`/ical/<token>/…`) carry their secret in the path.
  'GET /api/meetings/ics/:id': SIGNED_IN,
  'GET /api/calendar/feeds': SIGNED_IN,
  'POST /api/calendar/feeds/reset': SIGNED_IN,
  // A record's history (a User: meetings, teams, venues and its own user record) or, for Admins only, all activity:
  // checked by the changes service.
  'GET /api/changes': SIGNED_IN,
  'POST /api/changes/:id/restore': ADMIN,
  // The Outbox page: every message the server sends, its bodies, and sending a failed one again.
  'GET /api/mail/outbox': ADMIN,
  'GET /api/mail/outbox/:id': ADMIN,
  'POST /api/mail/outbox/:id/retry': ADMIN,
  // A message's one-click unsubscribe (RFC 8058): a mail app follows it without signing in; its token is signed.
  'GET /api/mail/unsubscribe': 'public',
  'POST /api/mail/unsubscribe': 'public',
  'GET /api/system/versions': SIGNED_IN,
  // Server-Sent Events of the change record, each reader sent only what it may read (changes/change-visibility.ts).
  'GET /api/changes/stream': SIGNED_IN,
  // The browser's reports of a section that could not run; size- and rate-limited, the reporter named if signed in.
  'POST /api/client-errors': 'public',
  // The OpenAPI document of every route of this table (openapi/openapi-document.ts).
  'GET /api/openapi.json': 'public',
  // The caller's own personal API tokens (tokens/).
  'POST /api/tokens': SIGNED_IN,
  'GET /api/tokens': SIGNED_IN,
  'POST /api/tokens/:id/revoke': SIGNED_IN,
  // Every list as CSV: users, venues, teams or meetings (csv/), to whoever may read the list.
  'GET /api/export/:file': SIGNED_IN,
  // Adding users, venues, teams or meetings from CSV (?preview=1 only checks), and the header row each reads.
  'POST /api/import/:kind': ADMIN,
  'GET /api/import/:kind/template.csv': ADMIN,
};

/**
 * What a personal API token may not do, whatever its owner's role: only a person signed in may make a token, change
 * a password or a role, add, link, unlink, delete or restore an account (or any record), send an account its password
 * link, read the outbox (whose messages go to other people), or hold a session's things (its refresh, its change
 * stream, calendar links, ending every session).
 */
export const NOT_WITH_API_TOKEN: ReadonlySet<string> = new Set([
  'POST /api/tokens',
  'POST /api/users/update',
  'POST /api/users/register',
  'POST /api/users/link',
  'POST /api/users/unlink',
  'POST /api/users/password-link/:id',
  'GET /api/users/delete/:id',
  'POST /api/changes/:id/restore',
  'POST /api/import/:kind',
  'GET /api/mail/outbox',
  'GET /api/mail/outbox/:id',
  'POST /api/mail/outbox/:id/retry',
  'POST /api/users/refresh',
  'POST /api/users/sign-out-everywhere',
  'GET /api/calendar/feeds',
  'POST /api/calendar/feeds/reset',
  'GET /api/changes/stream',
]);

/** The API's readable reference: its page and files are public, and are no route of the API itself. */
export const API_REFERENCE_URL = '/api/docs';

const isApiReferencePath = (url: string) => url === API_REFERENCE_URL || url.startsWith(`${API_REFERENCE_URL}/`);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** HEAD requests of a GET route share its permission. */
export function permissionFor(method: string, url: string): Permission | undefined {
  const readMethod = method === 'HEAD' ? 'GET' : method;
  if (readMethod === 'GET' && isApiReferencePath(url)) return 'public';
  const key = `${readMethod} ${url}`;
  return Object.hasOwn(PERMISSIONS, key) ? PERMISSIONS[key] : undefined;
}

/** A user's own record: an Admin may read and edit any user, a User only itself. */
export function mayActOnUser(caller: Pick<StoredUser, 'id' | 'role'>, userId: string): boolean {
  return caller.role === 'Admin' || caller.id === userId;
}
