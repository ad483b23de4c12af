import type { Tokens } from '../auth/tokens';
import { sameKey } from '../sessions/refresh-cookie';

/**
 * A value the server hands the browser in a cookie and takes back: readable, but signed with the signing secret for
 * one purpose and stamped with its expiry, so the browser (or anyone who plants a cookie) cannot forge or keep it.
 */
export function seal(tokens: Tokens, purpose: string, value: unknown, expiresAtMs: number): string {
  const body = Buffer.from(JSON.stringify({ value, exp: expiresAtMs })).toString('base64url');
  return `${body}.${tokens.mac(purpose, body)}`;
}

/** The value sealed for `purpose`, unless it was changed or has expired. */
export function unseal(tokens: Tokens, purpose: string, sealed: string | undefined, nowMs: number): unknown {
  const [body = '', mac = '', ...rest] = (sealed ?? '').split('.');
  if (rest.length > 0 || !sameKey(mac, tokens.mac(purpose, body))) return undefined;
  try {
    const { value, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof exp === 'number' && exp > nowMs ? value : undefined;
  } catch {
    return undefined;
  }
}
