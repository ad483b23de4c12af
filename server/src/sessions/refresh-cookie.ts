import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The second half of a refresh: a key that sign-in sets as an HttpOnly cookie, which the page's scripts (and so
 * whoever steals the token from localStorage) cannot read. `POST /users/refresh` wants it beside the token; each
 * refresh with it moves the session to a new key, and logout clears it. The key is derived from the signing secret,
 * the session and its generation (`Tokens.refreshKey`, migration 016): the database holds no key.
 */
export const REFRESH_COOKIE = 'session_refresh';

/** Only the refresh route reads it, so no other request carries it. */
const REFRESH_COOKIE_PATH = '/api/users/refresh';

/** Compares a key the browser sent with one the server derived, in a time that does not tell how much matched. */
export function sameKey(sent: string, derived: string): boolean {
  const [a, b] = [Buffer.from(sent), Buffer.from(derived)];
  return a.length === b.length && timingSafeEqual(a, b);
}

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
