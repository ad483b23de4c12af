import { guardRoute, isRoleAllowed, loginUrl } from './route-guard';
import { fakeCurrentUser, fakeToken } from './testing';

describe('guardRoute (SPEC §4, steps in order)', () => {
  const nowMs = Date.now();
  const user = fakeCurrentUser('User');
  const refreshOk = jest.fn(async () => user);

  beforeEach(() => refreshOk.mockClear());

  it('1. sends a visitor without a stored user or token to login as notLoggedIn', async () => {
    await expect(guardRoute({ storedUser: null, nowMs, refresh: refreshOk })).resolves.toEqual({
      kind: 'login',
      loginStatus: 'notLoggedIn',
    });
    const noToken = fakeCurrentUser('User', { token: '' });
    await expect(guardRoute({ storedUser: noToken, nowMs, refresh: refreshOk })).resolves.toMatchObject({
      loginStatus: 'notLoggedIn',
    });
    expect(refreshOk).not.toHaveBeenCalled();
  });

  it('2. sends an expired token to login as accessJWTExp without calling refresh', async () => {
    const expired = fakeCurrentUser('User', { token: fakeToken({ exp: nowMs / 1000 - 1 }) });
    await expect(guardRoute({ storedUser: expired, nowMs, refresh: refreshOk })).resolves.toEqual({
      kind: 'login',
      loginStatus: 'accessJWTExp',
    });
    expect(refreshOk).not.toHaveBeenCalled();
  });

  it('3. refreshes with the token alt_jti and sends a failed refresh to login as refreshJWTExp', async () => {
    const stored = fakeCurrentUser('User', { token: fakeToken({ alt_jti: 'session-7' }) });
    await guardRoute({ storedUser: stored, nowMs, refresh: refreshOk });
    expect(refreshOk).toHaveBeenCalledWith('session-7');

    const refreshFails = jest.fn(async () => Promise.reject(new Error('401')));
    await expect(guardRoute({ storedUser: stored, nowMs, refresh: refreshFails })).resolves.toEqual({
      kind: 'login',
      loginStatus: 'refreshJWTExp',
    });
  });

  it('4. refuses a route whose roles do not include the refreshed role', async () => {
    await expect(guardRoute({ storedUser: user, roles: ['Admin'], nowMs, refresh: refreshOk })).resolves.toEqual({
      kind: 'notAuthorized',
    });
    await expect(
      guardRoute({ storedUser: user, roles: ['Admin', 'User'], nowMs, refresh: refreshOk }),
    ).resolves.toEqual({ kind: 'allow' });
  });

  it('judges the role the server answered, not the one stored before', async () => {
    const demoted = jest.fn(async () => fakeCurrentUser('User'));
    const storedAdmin = fakeCurrentUser('Admin');
    await expect(guardRoute({ storedUser: storedAdmin, roles: ['Admin'], nowMs, refresh: demoted })).resolves.toEqual({
      kind: 'notAuthorized',
    });
  });
});

describe('isRoleAllowed and loginUrl', () => {
  it('lets any signed-in role through a route that lists none', () => {
    expect(isRoleAllowed('User')).toBe(true);
    expect(isRoleAllowed('admin', ['Admin'])).toBe(true);
    expect(isRoleAllowed(null, ['Admin', 'User'])).toBe(false);
  });

  it('builds the login address with returnUrl and loginStatus', () => {
    expect(loginUrl('notLoggedIn', '/venue/create')).toBe(
      '/user/login?returnUrl=%2Fvenue%2Fcreate&loginStatus=notLoggedIn',
    );
  });
});
