import type { Role } from '@scheduler/shared-domain/roles';

/** Who may call an API route: anyone, or a signed-in user whose role (read from the database) is listed. */
export type Permission = 'public' | readonly Role[];

const SIGNED_IN: readonly Role[] = ['Admin', 'User'];

/**
 * The one permission table: every `/api` route, keyed `METHOD url-pattern` exactly as the route is declared.
 * A route missing here stops the server from starting (fail closed); a test walks this table for every role.
 * Admin-only routes (user, team, venue and meeting writes) come with their sections as `['Admin']`.
 */
export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  'POST /api/users/authenticate': 'public',
  'POST /api/users/refresh': SIGNED_IN,
  // Public: the browser drops its token before telling the server (SPEC §4); the session id is the capability.
  'GET /api/users/logout/:alt_jti': 'public',
  'GET /api/users/current': SIGNED_IN,
  'GET /api/system/versions': SIGNED_IN,
};

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** HEAD requests of a GET route share its permission. */
export function permissionFor(method: string, url: string): Permission | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(PERMISSIONS, key) ? PERMISSIONS[key] : undefined;
}
