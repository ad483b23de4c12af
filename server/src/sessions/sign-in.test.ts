import {
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  signIn,
  storedUsers,
  TEST_PASSWORD,
  tokenClaims,
  USER_RECORD_KEYS,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseEngines())('authentication on $name', (engine) => {
  const env = useApiTest(engine);

  const authenticate = (payload: unknown) =>
    env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: payload as object });
  /** A refresh as the browser sends it: with the session's cookie. */
  const refresh = (token: string | undefined, sessionId: string, cookie: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...(token ? bearer(token) : {}), cookie },
      payload: { _id: sessionId, timestamp: env.clock.now() },
    });
  const current = (token: string) =>
    env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
  const logout = (sessionId: string, token?: string) =>
    env.app.inject({ method: 'GET', url: `/api/users/logout/${sessionId}`, headers: token ? bearer(token) : {} });

  describe('POST /api/users/authenticate', () => {
    it('answers the user record and a token with the documented claims, never a password', async () => {
      const userId = await addUser(env.app, { username: 'ada', firstname: 'Ada', lastname: 'Lovelace', role: 'Admin' });

      const response = await authenticate({ username: 'ada', password: TEST_PASSWORD, timestamp: env.clock.now() });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual([...USER_RECORD_KEYS, 'token'].sort());
      expect(response.body).not.toMatch(/password|hash|argon/i);
      expect(body).toMatchObject({ _id: userId, username: 'ada', role: 'Admin', firstname: 'Ada', inActive: false });
      const claims = tokenClaims(body.token);
      expect(claims).toMatchObject({ sub: userId, role: 'Admin', formalName: 'Ada Lovelace' });
      expect(claims.jti).toMatch(UUID);
      expect(claims.alt_jti).toMatch(UUID);
      expect(claims.exp).toBe(Math.floor((env.clock.now() + 15 * 60_000) / 1000));
    });

    it('finds the username whatever its case and around spaces', async () => {
      await addUser(env.app, { username: 'Grace' });
      expect((await authenticate({ username: '  gRACE ', password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('takes a username in any spelling of one normal form, which the unique index holds to too', async () => {
      await addUser(env.app, { username: 'jsmith' });
      for (const spelling of ['JSMİTH', 'ＪＳＭＩＴＨ', 'ｊsmith']) {
        const response = await authenticate({ username: spelling, password: TEST_PASSWORD });
        expect([spelling, response.statusCode]).toEqual([spelling, 200]);
      }
      await expect(addUser(env.app, { username: 'ＪＳＭＩＴＨ' })).rejects.toThrow();
    });

    it.each([
      ['a wrong password', { username: 'known' }, 'wrong password'],
      ['an unknown user', { username: 'someone-else' }, TEST_PASSWORD],
      ['an inactive user', { username: 'sleeper', inActive: true }, TEST_PASSWORD],
      ['a Contact, who has no password', { username: 'contact', role: 'Contact' as const }, TEST_PASSWORD],
    ])('refuses %s with the one sign-in failure', async (_case, user, password) => {
      await addUser(env.app, { username: 'known' });
      if (user.username !== 'known' && user.username !== 'someone-else') await addUser(env.app, user);

      const response = await authenticate({ username: user.username, password });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });
    });

    it('takes as long for an unknown user or a Contact as for a wrong password, so timing tells nothing', async () => {
      await addUser(env.app, { username: 'known' });
      await addUser(env.app, { username: 'contact', role: 'Contact' });
      /**
       * The fastest of a few sign-ins: a password verification dwarfs the rest of the request, and a busy machine only
       * ever adds time to one.
       */
      const millisecondsFor = async (username: string) => {
        const times: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const started = performance.now();
          await authenticate({ username, password: 'wrong password' });
          times.push(performance.now() - started);
        }
        return Math.min(...times);
      };
      const wrongPassword = await millisecondsFor('known');

      expect(await millisecondsFor('nobody')).toBeGreaterThan(wrongPassword / 2);
      expect(await millisecondsFor('contact')).toBeGreaterThan(wrongPassword / 2);
    });

    it.each([
      ['no username', { password: 'x' }, 'Username is required'],
      ['a blank username', { username: '   ', password: 'x' }, 'Username is required'],
      ['an empty password', { username: 'ada', password: '' }, 'Password is required'],
      ['an absurdly long username', { username: 'a'.repeat(300), password: 'x' }, SIGN_IN_FAILED_MESSAGE],
    ])('answers 400 with the first failing rule for %s', async (_case, payload, message) => {
      const response = await authenticate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('POST /api/users/refresh', () => {
    it('answers the user and a new token for the same session', async () => {
      await addUser(env.app, { username: 'ada' });
      const first = await signIn(env.app, 'ada');
      env.clock.advanceMinutes(10);

      const response = await refresh(first.token, first.sessionId, first.cookie);

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ _id: first.userId, username: 'ada' });
      expect(response.body).not.toMatch(/password|hash/i);
      const before = tokenClaims(first.token);
      const after = tokenClaims(body.token);
      expect(after.alt_jti).toBe(first.sessionId);
      expect(after.jti).not.toBe(before.jti);
      expect(after.exp).toBe((before.exp as number) + 10 * 60);
    });

    it('refuses a token of another session, a missing token and an invalid session id', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token, sessionId, cookie } = await signIn(env.app, 'ada');
      const other = await signIn(env.app, 'ada');

      expect((await refresh(token, other.sessionId, other.cookie)).json()).toEqual({ message: SESSION_ENDED_MESSAGE });
      const anonymous = await refresh(undefined, sessionId, cookie);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
      const malformed = await refresh(token, 'not-a-session', cookie);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Session id is invalid.' });
    });

    it('fails after logout', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token, sessionId, cookie } = await signIn(env.app, 'ada');
      await logout(sessionId, token);

      const response = await refresh(token, sessionId, cookie);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    });

    it('never outlives the session, which is absolute from sign-in', async () => {
      await env.rebuildApp({ sessionHours: 1, accessTokenMinutes: 45 });
      await addUser(env.app, { username: 'ada' });
      const signInTime = env.clock.now();
      const { token, sessionId, cookie } = await signIn(env.app, 'ada');

      env.clock.advanceMinutes(40);
      const refreshed = await refresh(token, sessionId, cookie);
      expect(refreshed.statusCode).toBe(200);
      expect(tokenClaims(refreshed.json().token).exp).toBe(Math.floor((signInTime + 60 * 60_000) / 1000));
      const refreshedCookie = `${refreshed.cookies[0]?.name}=${refreshed.cookies[0]?.value}`;

      env.clock.advanceMinutes(21);
      expect((await refresh(refreshed.json().token, sessionId, refreshedCookie)).statusCode).toBe(401);
    });
  });

  describe('GET /api/users/logout/:alt_jti', () => {
    it('ends the session with its own token, and says so again when asked twice', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token, sessionId } = await signIn(env.app, 'ada');

      for (const attempt of [1, 2]) {
        const response = await logout(sessionId, token);
        expect([attempt, response.statusCode, response.json()]).toEqual([attempt, 200, { message: 'Logged out.' }]);
      }
      expect((await current(token)).statusCode).toBe(401);
    });

    it('ends the session with its own token after the token has expired', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token, sessionId } = await signIn(env.app, 'ada');
      const other = await signIn(env.app, 'ada');
      env.clock.advanceMinutes(30);

      const response = await logout(sessionId, token);

      expect([response.statusCode, response.json()]).toEqual([200, { message: 'Logged out.' }]);
      const revoked = await env.db.query<{ id: string }>('select id from sessions where revoked_at is not null');
      expect(revoked.map((row) => row.id)).toEqual([sessionId]);
      expect(other.sessionId).not.toBe(sessionId);
    });

    it('ends nothing for a caller without the token of that session', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token, sessionId } = await signIn(env.app, 'ada');
      const other = await signIn(env.app, 'ada');

      for (const [bearerToken, message] of [
        [undefined, NOT_SIGNED_IN_MESSAGE],
        [other.token, SESSION_ENDED_MESSAGE],
      ] as const) {
        const response = await logout(sessionId, bearerToken);
        expect([response.statusCode, response.json()]).toEqual([401, { message }]);
      }
      expect((await current(token)).statusCode).toBe(200);
      expect((await env.db.query('select id from sessions where revoked_at is not null')).length).toBe(0);
    });

    it('answers 400 for a malformed session id', async () => {
      const response = await logout('12345');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Session id is invalid.' });
    });
  });

  describe('signed-in requests', () => {
    it('answers the current user from the database', async () => {
      const userId = await addUser(env.app, { username: 'ada', firstname: 'Ada', lastname: 'Lovelace' });
      const { token } = await signIn(env.app, 'ada');

      const response = await current(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: userId, username: 'ada', firstname: 'Ada', lastname: 'Lovelace' });
      expect(response.body).not.toMatch(/password|hash/i);
    });

    it('refuses an expired token', async () => {
      await addUser(env.app, { username: 'ada' });
      const { token } = await signIn(env.app, 'ada');

      env.clock.advanceMinutes(14);
      expect((await current(token)).statusCode).toBe(200);
      env.clock.advanceMinutes(1);
      const response = await current(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    });

    it('refuses a deactivated user at once, and a user turned into a Contact', async () => {
      const adaId = await addUser(env.app, { username: 'ada' });
      const bobId = await addUser(env.app, { username: 'bob' });
      const ada = await signIn(env.app, 'ada');
      const bob = await signIn(env.app, 'bob');

      await storedUsers(env.app).setInActive(adaId, true, new Date(env.clock.now()));
      await env.db.query(`update users set role = 'Contact', password_hash = null where id = $1`, [bobId]);

      for (const token of [ada.token, bob.token]) {
        const response = await current(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
      }
    });
  });
});
