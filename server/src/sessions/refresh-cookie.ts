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

/** The value of the request's cookie `name`, if any. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [cookieName, value] = pair.trim().split('=', 2);
    if (cookieName === name && value) return value;
  }
  return undefined;
}

/** The refresh key the request's Cookie header carries, if any. */
export const refreshKeyOf = (request: FastifyRequest): string | undefined => cookieOf(request, REFRESH_COOKIE);

/** Whether the browser is on https: the request says so itself, or through a proxy TRUST_PROXY believes. */
export const isHttps = (request: FastifyRequest, publicUrl: string): boolean =>
  request.protocol === 'https' || publicUrl.startsWith('https:');

/** The Set-Cookie header for `key`, living `maxAgeSeconds` (the rest of the session); 0 with '' clears it. */
export function refreshCookie(key: string, maxAgeSeconds: number, secure: boolean): string {
  return httpOnlyCookie({ name: REFRESH_COOKIE, value: key, path: REFRESH_COOKIE_PATH, maxAgeSeconds, secure });
}

export interface HttpOnlyCookie {
  name: string;
  value: string;
  /** Only requests below it carry the cookie. */
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
  /** Strict unless the cookie must come with a navigation from another site (Lax). */
  sameSite?: 'Strict' | 'Lax';
}

/** A Set-Cookie header of a cookie the page's scripts cannot read. */
export function httpOnlyCookie({ name, value, path, maxAgeSeconds, secure, sameSite = 'Strict' }: HttpOnlyCookie) {
  const attributes = [`Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', `SameSite=${sameSite}`];
  return [`${name}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/** The refresh cookie of a session just opened or refreshed, for the rest of the session. */
export function sessionRefreshCookie(refreshKey: string, expiresAt: Date, nowMs: number, secure: boolean): string {
  const maxAgeSeconds = Math.max(Math.floor((expiresAt.getTime() - nowMs) / 1000), 0);
  return refreshCookie(refreshKey, maxAgeSeconds, secure);
}
