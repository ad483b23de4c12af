import {
  FORBIDDEN_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import { createSigner } from 'fast-jwt';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  newUserPayload,
  type SignedIn,
  signIn,
  TEST_SIGNING_SECRET,
  tokenClaims,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const OTHER_KEY = 'another-signing-secret-that-is-long-enough-too';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const claimsWith = (token: string, changes: object) => ({ ...tokenClaims(token), ...changes });
const signWith = (key: string, claims: object, algorithm: 'HS256' | 'HS512' = 'HS256') =>
  createSigner({ key, algorithm, noTimestamp: true })(claims);

/** Each way an attacker may rework a plain User's token into something the server should accept. */
const FORGERIES: [string, (token: string) => string][] = [
  ['unsigned (alg none)', (token) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(tokenClaims(token))}.`],
  [
    'unsigned (alg none), claiming Admin',
    (token) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claimsWith(token, { role: 'Admin' }))}.`,
  ],
  ['without its signature', (token) => token.split('.').slice(0, 2).join('.')],
  ['signed with another key', (token) => signWith(OTHER_KEY, tokenClaims(token))],
  ['re-signed with another key, claiming Admin', (token) => signWith(OTHER_KEY, claimsWith(token, { role: 'Admin' }))],
  [
    'signed with the right key but another algorithm',
    (token) => signWith(TEST_SIGNING_SECRET, tokenClaims(token), 'HS512'),
  ],
  [
    'with its role claim changed and the old signature',
    (token) => {
      const [header, , signature] = token.split('.');
      return `${header}.${encode(claimsWith(token, { role: 'Admin' }))}.${signature}`;
    },
  ],
  [
    'with its expiry pushed back and the old signature',
    (token) => {
      const [header, , signature] = token.split('.');
      return `${header}.${encode(claimsWith(token, { exp: 4_102_444_800 }))}.${signature}`;
    },
  ],
  [
    'with another user as subject and the old signature',
    (token) => {
      const [header, , signature] = token.split('.');
      return `${header}.${encode(claimsWith(token, { sub: '00000000-0000-4000-8000-000000000000' }))}.${signature}`;
    },
  ],
  ['that is not a JWT', () => 'not.a.token'],
];

describe.each(testDatabaseEngines())('forged and stale tokens on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;
  let plain: SignedIn;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await addUser(env.app, { username: 'plain', role: 'User' });
    chief = await signIn(env.app, 'chief');
    plain = await signIn(env.app, 'plain');
  });

  const current = (token: string) =>
    env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
  const logout = (sessionId: string, token: string | undefined) =>
    env.app.inject({ method: 'GET', url: `/api/users/logout/${sessionId}`, headers: token ? bearer(token) : {} });
  const register = (token: string) =>
    env.app.inject({ method: 'POST', url: '/api/users/register', headers: bearer(token), payload: newUserPayload() });
  /** Tries the token on a read for anyone signed in and on an Admin's write, which must change nothing. */
  const expectRefused = async (token: string, message: string, status = 401) => {
    const before = await databaseSnapshot(env.db);
    for (const response of [await current(token), await register(token)]) {
      expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    }
    expect(await databaseSnapshot(env.db)).toEqual(before);
  };

  it('accepts the genuine token, so the refusals below are about the forgery', async () => {
    expect((await current(plain.token)).statusCode).toBe(200);
    expect((await register(chief.token)).statusCode).toBe(201);
  });

  it.each(FORGERIES)('refuses a token %s', async (_case, forge) => {
    await expectRefused(forge(plain.token), NOT_SIGNED_IN_MESSAGE);
  });

  it.each(FORGERIES)('ends no session with a token %s', async (_case, forge) => {
    const before = await databaseSnapshot(env.db);
    const response = await logout(plain.sessionId, forge(plain.token));
    expect([response.statusCode, response.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
    expect((await current(plain.token)).statusCode).toBe(200);
  });

  it('ends no session with the genuine token of another session, or with none', async () => {
    const before = await databaseSnapshot(env.db);
    for (const [token, message] of [
      [chief.token, SESSION_ENDED_MESSAGE],
      [(await signIn(env.app, 'plain')).token, SESSION_ENDED_MESSAGE],
      [undefined, NOT_SIGNED_IN_MESSAGE],
    ] as const) {
      const response = await logout(plain.sessionId, token);
      expect([response.statusCode, response.json()]).toEqual([401, { message }]);
    }
    expect((await databaseSnapshot(env.db)).sessions).toHaveLength(before.sessions.length + 1);
    expect((await current(plain.token)).statusCode).toBe(200);
  });

  it('refuses an expired token, though correctly signed', async () => {
    const expired = signWith(TEST_SIGNING_SECRET, claimsWith(plain.token, { exp: Math.floor(env.clock.now() / 1000) }));
    await expectRefused(expired, SESSION_ENDED_MESSAGE);
  });

  it('refuses the token of a deleted user', async () => {
    const response = await env.app.inject({
      method: 'GET',
      url: `/api/users/delete/${plain.userId}`,
      headers: bearer(chief.token),
    });
    expect(response.statusCode).toBe(200);

    await expectRefused(plain.token, SESSION_ENDED_MESSAGE);
  });

  it('refuses the token of a signed-out session, and leaves the user’s other sessions working', async () => {
    const other = await signIn(env.app, 'plain');
    expect((await logout(plain.sessionId, plain.token)).statusCode).toBe(200);

    await expectRefused(plain.token, SESSION_ENDED_MESSAGE);
    expect((await current(other.token)).statusCode).toBe(200);
  });

  it('takes the role from the database, not the token, even from a token signed with the real key', async () => {
    const claimsAdmin = signWith(TEST_SIGNING_SECRET, claimsWith(plain.token, { role: 'Admin' }));

    expect((await current(claimsAdmin)).json()).toMatchObject({ username: 'plain', role: 'User' });
    const before = await databaseSnapshot(env.db);
    const response = await register(claimsAdmin);
    expect([response.statusCode, response.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });
});
