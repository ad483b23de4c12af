import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The second half of a refresh: a random key that sign-in sets as an HttpOnly cookie, which the page's scripts (and
 * so whoever steals the token from localStorage) cannot read. `POST /users/refresh` wants it beside the token; each
 * refresh replaces it and logout clears it. The session row keeps only its hash (migration 016).
 */
export const REFRESH_COOKIE = 'session_refresh';

/** Only the refresh route reads it, so no other request carries it. */
const REFRESH_COOKIE_PATH = '/api/users/refresh';

/**
 * How long the key a refresh replaced is still taken, without replacing it again: refreshes that the browser sent at
 * once (two tabs, quick clicks) carry the same key, and only the first of them replaces it.
 */
export const REFRESH_COOKIE_GRACE_MS = 10_000;

export const newRefreshKey = (): string => randomBytes(32).toString('base64url');

/** How the database holds a refresh key. */
export const refreshKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The refresh key the request's Cookie header carries, if any. */
export function refreshKeyOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === REFRESH_COOKIE && value) return value;
  }
  return undefined;
}

/** The Set-Cookie header for `key`, living `maxAgeSeconds` (the rest of the session); 0 with '' clears it. */
export function refreshCookie(key: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`Path=${REFRESH_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  return [`${REFRESH_COOKIE}=${key}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
