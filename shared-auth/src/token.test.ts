import { fakeToken } from './testing';
import { decodeToken, isTokenExpired } from './token';

describe('token helpers', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const expInOneMinute = now / 1000 + 60;

  it('decodes the claims the app reads', () => {
    const claims = decodeToken(fakeToken({ formalName: 'Grace Hopper', alt_jti: 'session-9' }));
    expect(claims).toMatchObject({ formalName: 'Grace Hopper', alt_jti: 'session-9' });
  });

  it('treats an unreadable or missing token as no claims and as expired', () => {
    expect(decodeToken('not.a.jwt')).toBeNull();
    expect(decodeToken(null)).toBeNull();
    expect(isTokenExpired('garbage', 0, now)).toBe(true);
    expect(isTokenExpired(undefined, 0, now)).toBe(true);
  });

  it('reads expiry from exp in seconds, with an optional offset', () => {
    const token = fakeToken({ exp: expInOneMinute });
    expect(isTokenExpired(token, 0, now)).toBe(false);
    expect(isTokenExpired(token, 59, now)).toBe(false);
    expect(isTokenExpired(token, 60, now)).toBe(true);
    expect(isTokenExpired(token, 0, now + 60_000)).toBe(true);
  });
});
