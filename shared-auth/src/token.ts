import type { AccessTokenClaims } from '@scheduler/shared-domain/user';
import { jwtDecode } from 'jwt-decode';

/** The claims of a token, or null when it is not a readable JWT. The server verifies the signature. */
export function decodeToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
}

/** SPEC §9: expiry comes from `exp` in seconds; the optional offset treats a token as expired that many seconds early. */
export function isTokenExpired(token: string | null | undefined, offsetSeconds = 0, nowMs = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 <= nowMs + offsetSeconds * 1000;
}
