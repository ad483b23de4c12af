import type { FastifyInstance } from 'fastify';
import { useApiTest } from '../../test/api-test';
import { signInAtProvider, startTestProvider, TEST_PUBLIC_URL, type TestProvider } from '../../test/oidc/test-provider';
import { addUser, bearer, storedUsers, tokenClaims } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import type { Settings } from '../config';
import { REFRESH_COOKIE } from '../sessions/refresh-cookie';
import { SIGN_IN_LIMITS } from '../sessions/sign-in-limiter';

/** The cookies an answer sets, by name. */
const setCookies = (headers: Record<string, unknown>) =>
  new Map(
    [headers['set-cookie'] ?? []].flat().map((header) => {
      const [pair = ''] = String(header).split(';');
      const [name = '', value = ''] = pair.split('=');
      return [name, value];
    }),
  );

/** A sign-in as the browser makes it: start, the provider's pages, the callback. Answers where the callback went. */
async function signInThroughProvider(app: FastifyInstance, login: string, returnUrl = '/meeting') {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start?returnUrl=${encodeURIComponent(returnUrl)}`,
  });
  expect(start.statusCode).toBe(303);
  const flowCookie = `oidc_flow=${setCookies(start.headers).get('oidc_flow')}`;
  const back = await signInAtProvider(String(start.headers.location), login);
  const callback = await app.inject({
    method: 'GET',
    url: back.slice(TEST_PUBLIC_URL.length),
    headers: { cookie: flowCookie },
  });
  return {
    callback,
    location: String(callback.headers.location),
    cookies: setCookies(callback.headers),
    back,
    flowCookie,
  };
}

describe.each(testDatabaseEngines())('signing in with OpenID Connect on $name', (engine) => {
  // Filled in once the provider has started, before the first app is built.
  const appSettings: Partial<Settings> = {};
  const env = useApiTest(engine, { settings: appSettings });
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
    appSettings.sso = { oidc: provider.settings, ldap: null };
  });
  afterAll(() => provider.stop());
  afterEach(() => provider.changeIdTokens(null));

  const complete = (handoff: string | undefined) =>
    env.app.inject({ method: 'POST', url: '/api/auth/oidc/complete', headers: { cookie: `oidc_handoff=${handoff}` } });

  it('sends the browser to the provider with PKCE, state and nonce, and the redirect URI of PUBLIC_URL', async () => {
    const start = await env.app.inject({ method: 'GET', url: '/api/auth/oidc/start?returnUrl=/team' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'scheduler',
      response_type: 'code',
      redirect_uri: `${TEST_PUBLIC_URL}/api/auth/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(String(start.headers['set-cookie'])).toMatch(
      /^oidc_flow=[^;]+; Path=\/api\/auth\/oidc\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('signs the user in just in time, and hands the login page the user with the SPEC token once', async () => {
    const { location, cookies } = await signInThroughProvider(env.app, 'ada', '/meeting/calendar');
    expect(location).toBe('/user/login?returnUrl=%2Fmeeting%2Fcalendar&sso=complete');
    expect(cookies.get(REFRESH_COOKIE)).toBeTruthy();
    expect(cookies.get('oidc_flow')).toBe('');

    const completed = await complete(cookies.get('oidc_handoff'));
    expect(completed.statusCode).toBe(200);
    const user = completed.json();
    expect(user).toMatchObject({
      username: 'ada_lovelace',
      firstname: 'Ada',
      lastname: 'Lovelace',
      role: 'Admin',
      signIn: 'oidc',
    });
    const claims = tokenClaims(user.token);
    expect(claims).toMatchObject({ sub: user._id, formalName: 'Ada Lovelace', role: 'Admin' });
    expect(claims.alt_jti).toEqual(expect.any(String));
    expect(claims.exp).toEqual(expect.any(Number));
    const current = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(user.token) });
    expect(current.json()).toMatchObject({ username: 'ada_lovelace' });
    // The refresh of a password sign-in works as well.
    const refreshed = await env.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...bearer(user.token), cookie: `${REFRESH_COOKIE}=${cookies.get(REFRESH_COOKIE)}` },
      payload: { _id: claims.alt_jti },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(setCookies(completed.headers).get('oidc_handoff')).toBe('');
  });

  it('makes the user a User once the provider no longer lists the admin group', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await signInThroughProvider(env.app, 'ada');
    await provider.setGroups('ada', ['staff']);
    try {
      await signInThroughProvider(env.app, 'ada');
      expect((await storedUsers(env.app).findByUsername('ada_lovelace'))?.role).toBe('User');
    } finally {
      await provider.setGroups('ada', ['staff', 'scheduler-admins']);
    }
  });

  it.each([
    ['signature', 'a tampered signature'],
    ['audience', 'another audience'],
    ['issuer', 'another issuer'],
    ['nonce', 'another nonce'],
    ['expired', 'an expiry half an hour ago'],
  ] as const)('refuses an id token changed in its %s (%s), signing no one in', async (change, _case) => {
    await provider.changeIdTokens(change);
    const { location, cookies } = await signInThroughProvider(env.app, 'alan');
    expect(location).toBe('/user/login?returnUrl=%2Fmeeting&sso=failed');
    expect(cookies.has(REFRESH_COOKIE)).toBe(false);
    expect(await storedUsers(env.app).count()).toBe(0);
  });

  it('refuses a callback whose state is not the one the flow kept, or without the flow cookie', async () => {
    const start = await env.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const flowCookie = `oidc_flow=${setCookies(start.headers).get('oidc_flow')}`;
    const back = new URL(await signInAtProvider(String(start.headers.location), 'alan'));
    back.searchParams.set('state', 'forged');
    const forged = await env.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: flowCookie },
    });
    expect(forged.headers.location).toBe('/user/login?returnUrl=%2Fhome&sso=failed');
    const { back: honest } = await signInThroughProvider(env.app, 'alan');
    const withoutFlow = await env.app.inject({ method: 'GET', url: honest.slice(TEST_PUBLIC_URL.length) });
    expect(withoutFlow.headers.location).toBe('/user/login?returnUrl=%2Fhome&sso=failed');
    expect(await storedUsers(env.app).count()).toBe(1);
  });

  it('refuses a username a local account holds, saying so on the login page', async () => {
    await addUser(env.app, { username: 'alan' });
    const { location } = await signInThroughProvider(env.app, 'alan');
    expect(location).toBe('/user/login?returnUrl=%2Fmeeting&sso=usernameTaken');
  });

  it('holds back a username the limits of a password sign-in hold at this address', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.usernameAtAddress; attempt += 1) {
      await env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'alan', password: 'a wrong guess' },
      });
    }
    const { location, cookies } = await signInThroughProvider(env.app, 'alan');
    expect(location).toBe('/user/login?returnUrl=%2Fmeeting&sso=tooManyAttempts&minutes=15');
    expect(cookies.has(REFRESH_COOKIE)).toBe(false);
    expect(await storedUsers(env.app).count()).toBe(0);
  });

  it('keeps returnUrl to a path of this app', async () => {
    const { location } = await signInThroughProvider(env.app, 'alan', '//evil.example/x');
    expect(location).toBe('/user/login?returnUrl=%2Fhome&sso=complete');
  });

  it('answers no user without a handoff, or with a forged one', async () => {
    expect((await complete(undefined)).statusCode).toBe(404);
    expect((await complete('eyJ2YWx1ZSI6e319.forged')).statusCode).toBe(404);
  });
});

describe.each(testDatabaseEngines())('a wrong OIDC_ISSUER on $name', (engine) => {
  const oidc = {
    issuer: 'http://127.0.0.1:1/realms/none',
    clientId: 'scheduler',
    clientSecret: 'secret',
    label: 'Sign in',
    adminGroups: [],
    groupsClaim: 'groups',
    publicUrl: undefined,
  };
  const env = useApiTest(engine, { settings: { sso: { oidc, ldap: null } } });

  it('does not stop the server; the sign-in says single sign-on is not available', async () => {
    const start = await env.app.inject({ method: 'GET', url: '/api/auth/oidc/start?returnUrl=/team' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/user/login?returnUrl=%2Fteam&sso=unavailable');
  });
});
