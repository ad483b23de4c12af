import { SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, type SignedIn, signIn, TEST_PASSWORD, tokenClaims } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { REFRESH_COOKIE } from './refresh-cookie';

describe.each(testDatabaseEngines())('the refresh cookie on $name', (engine) => {
  const env = useApiTest(engine);
  let ada: SignedIn;
  beforeEach(async () => {
    await addUser(env.app, { username: 'ada' });
    ada = await signIn(env.app, 'ada');
  });

  /** A refresh as the shell sends it: the token, the session id, and the cookie when the caller has one. */
  const refresh = (token: string, cookie?: string, sessionId = ada.sessionId) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
      payload: { _id: sessionId, timestamp: env.clock.now() },
    });
  const setCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
  /** The Cookie header a browser sends after this answer. */
  const cookieAfter = (response: LightMyRequestResponse) => `${REFRESH_COOKIE}=${setCookieOf(response)?.value}`;
  const authenticate = (headers: Record<string, string> = {}) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: 'ada', password: TEST_PASSWORD },
      headers,
    });

  it('is set at sign-in: HttpOnly, SameSite=Strict, for the refresh path only, as long as the session lasts', async () => {
    const response = await authenticate();

    expect(setCookieOf(response)).toEqual({
      name: REFRESH_COOKIE,
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: '/api/users/refresh',
      maxAge: 8 * 3600,
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(response.body).not.toContain(setCookieOf(response)?.value);
  });

  it('is Secure when people reach the product over https', async () => {
    await env.rebuildApp({ publicUrl: 'https://scheduler.example.org' });
    expect(setCookieOf(await authenticate())?.secure).toBe(true);

    await env.rebuildApp({ trustProxy: ['127.0.0.1'] });
    expect(setCookieOf(await authenticate({ 'x-forwarded-proto': 'https' }))?.secure).toBe(true);
    expect(setCookieOf(await authenticate())?.secure).toBeUndefined();
  });

  it('must come with the token: a stolen token alone, or with a made-up cookie, cannot refresh', async () => {
    for (const cookie of [undefined, `${REFRESH_COOKIE}=${'x'.repeat(43)}`, `${REFRESH_COOKIE}=x`, 'other=1']) {
      const response = await refresh(ada.token, cookie);
      expect([response.statusCode, response.json()]).toEqual([401, { message: SESSION_ENDED_MESSAGE }]);
      expect(setCookieOf(response)).toBeUndefined();
    }
    expect((await refresh(ada.token, ada.cookie)).statusCode).toBe(200);
  });

  it('refreshes only its own session', async () => {
    const other = await signIn(env.app, 'ada');
    expect((await refresh(ada.token, other.cookie)).statusCode).toBe(401);
    expect((await refresh(other.token, ada.cookie, other.sessionId)).statusCode).toBe(401);
  });

  it("is replaced on every refresh of the owner's browser, and the old ones stop working", async () => {
    let cookie = ada.cookie;
    let token = ada.token;
    const used = [cookie];
    for (let i = 0; i < 3; i += 1) {
      env.clock.advanceMinutes(10);
      const response = await refresh(token, cookie);
      expect(response.statusCode).toBe(200);
      expect(tokenClaims(response.json().token).alt_jti).toBe(ada.sessionId);
      cookie = cookieAfter(response);
      token = response.json().token;
      expect(used).not.toContain(cookie);
      used.push(cookie);
      expect(setCookieOf(response)).toMatchObject({ path: '/api/users/refresh', httpOnly: true, sameSite: 'Strict' });
    }

    for (const old of used.slice(0, -2)) expect((await refresh(token, old)).statusCode).toBe(401);
    const next = await refresh(token, cookie);
    expect(next.statusCode).toBe(200);
    // Once the newest cookie was used, the one before it is refused as well.
    expect((await refresh(token, used.at(-2))).statusCode).toBe(401);
    expect((await refresh(next.json().token, cookieAfter(next))).statusCode).toBe(200);
  });

  it('takes the cookie it replaced until the new one is used, answering with the new one', async () => {
    // The browser left the page before this answer came: it still holds the first cookie.
    const missed = await refresh(ada.token, ada.cookie);
    env.clock.advanceMinutes(10);

    const again = await refresh(ada.token, ada.cookie);
    expect([again.statusCode, cookieAfter(again)]).toEqual([200, cookieAfter(missed)]);
    expect((await refresh(again.json().token, cookieAfter(again))).statusCode).toBe(200);
    expect((await refresh(again.json().token, ada.cookie)).statusCode).toBe(401);
  });

  it('lets every refresh a browser sends at once succeed, each answering the same new cookie', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(ada.token, ada.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map(cookieAfter)).size).toBe(1);
    expect(answers.map(cookieAfter)).not.toContain(ada.cookie);
  });

  it('is cleared by logout, and the session with it', async () => {
    const response = await env.app.inject({
      method: 'GET',
      url: `/api/users/logout/${ada.sessionId}`,
      headers: bearer(ada.token),
    });

    expect(setCookieOf(response)).toMatchObject({ value: '', maxAge: 0, path: '/api/users/refresh', httpOnly: true });
    expect((await refresh(ada.token, ada.cookie)).statusCode).toBe(401);
  });
});
