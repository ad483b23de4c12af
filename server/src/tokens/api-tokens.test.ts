import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@scheduler/shared-domain/api-tokens';
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('personal API tokens on $name', (engine) => {
  const env = useApiTest(engine);
  let adminSession: string;
  let userSession: string;
  let userId: string;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    userId = await addUser(env.app, { username: 'plain', role: 'User' });
    adminSession = (await signIn(env.app, 'chief')).token;
    userSession = (await signIn(env.app, 'plain')).token;
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    env.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const createToken = async (session: string, name = 'Weekly report', days: number | null = 30) => {
    const response = await call('POST', '/api/tokens', session, { name, days });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; name: string; token: string; expires: string | null }>();
  };

  it('is shown once at creation, listed without itself, and stored only as a hash', async () => {
    const created = await createToken(userSession, '  Weekly report  ', 30);
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Weekly report',
      token: expect.stringMatching(new RegExp(`^${API_TOKEN_PREFIX}[\\w-]{43}$`)),
      expires: new Date(env.clock.now() + 30 * 86_400_000).toISOString(),
    });
    const list = await call('GET', '/api/tokens', userSession);
    expect(list.json()).toEqual([
      { id: created.id, name: 'Weekly report', created: expect.any(String), lastUsed: null, expires: created.expires },
    ]);
    expect(list.body).not.toContain(created.token);
    const stored = JSON.stringify(await env.db.query('select * from api_tokens'));
    expect(stored).not.toContain(created.token);
    expect(stored).not.toContain(created.token.slice(API_TOKEN_PREFIX.length));
  });

  it('refuses a name that is missing or too long, and an expiry other than 30, 90, 365 days or never', async () => {
    for (const [body, message] of [
      [{ name: ' ', days: 30 }, API_TOKEN_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), days: 30 }, API_TOKEN_MESSAGES.nameTooLong],
      [{ name: 'Bot', days: 7 }, API_TOKEN_MESSAGES.daysInvalid],
    ] as const) {
      const response = await call('POST', '/api/tokens', userSession, body);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect((await createToken(userSession, 'Forever', null)).expires).toBeNull();
  });

  it("acts with its owner's role, records each use, and lists when it was last used", async () => {
    const { token, id } = await createToken(userSession);
    const meetings = await call('GET', '/api/meetings', token);
    expect(meetings.statusCode).toBe(200);
    const adminOnly = await call('GET', '/api/mail/outbox', token);
    expect([adminOnly.statusCode, adminOnly.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
    const uses = await env.db.query<{ actor: string; fields: unknown }>(
      `select actor, fields from changes where action = 'api-token-use' and record_id = $1`,
      [userId],
    );
    expect(uses).toEqual([
      { actor: 'plain', fields: { apiToken: { new: 'Weekly report' } } },
      { actor: 'plain', fields: { apiToken: { new: 'Weekly report' } } },
    ]);
    const [listed] = (await call('GET', '/api/tokens', userSession)).json();
    expect(listed).toMatchObject({ id, lastUsed: new Date(env.clock.now()).toISOString() });
  });

  it("follows its owner at once: a demoted owner's token loses the Admin's routes, a deactivated owner's stops", async () => {
    const adminId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    const { token } = await createToken((await signIn(env.app, 'deputy')).token);
    expect((await call('GET', '/api/mail/outbox', token)).statusCode).toBe(200);

    const demote = await call(
      'POST',
      '/api/users/update',
      adminSession,
      await userUpdateBody(env.app, adminId, { role: 'User' }),
    );
    expect(demote.statusCode).toBe(200);
    expect((await call('GET', '/api/mail/outbox', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/meetings', token)).statusCode).toBe(200);

    const deactivate = await call(
      'POST',
      '/api/users/update',
      adminSession,
      await userUpdateBody(env.app, adminId, { inActive: true }),
    );
    expect(deactivate.statusCode).toBe(200);
    const refused = await call('GET', '/api/meetings', token);
    expect([refused.statusCode, refused.json()]).toEqual([401, { message: NOT_SIGNED_IN_MESSAGE }]);
  });

  it('stops at once when revoked, and at its expiry', async () => {
    const revoked = await createToken(userSession, 'Chat bot', 90);
    const expiring = await createToken(userSession, 'Short', 30);
    const revoke = await call('POST', `/api/tokens/${revoked.id}/revoke`, userSession);
    expect([revoke.statusCode, revoke.json()]).toEqual([200, { message: API_TOKEN_MESSAGES.tokenRevoked }]);
    expect((await call('GET', '/api/meetings', revoked.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/meetings', expiring.token)).statusCode).toBe(200);
    env.clock.advanceMinutes(30 * 24 * 60);
    expect((await call('GET', '/api/meetings', expiring.token)).statusCode).toBe(401);
    const actions = await env.db.query<{ action: string }>(
      `select action from changes where action like 'api-token-%' and action <> 'api-token-use' order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['api-token-create', 'api-token-create', 'api-token-revoke']);
  });

  it("revokes only the caller's own tokens", async () => {
    const { id, token } = await createToken(userSession);
    const response = await call('POST', `/api/tokens/${id}/revoke`, adminSession);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/meetings', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/tokens', adminSession)).json()).toEqual([]);
  });

  it('may not make a token, change a password or a role, or read calendar links', async () => {
    const { token } = await createToken(adminSession);
    const refusals = [
      await call('POST', '/api/tokens', token, { name: 'Another', days: 30 }),
      await call(
        'POST',
        '/api/users/update',
        token,
        await userUpdateBody(env.app, userId, { password: 'a new long password' }),
      ),
      await call('POST', '/api/users/update', token, await userUpdateBody(env.app, userId, { role: 'Admin' })),
      await call('GET', '/api/calendar/feeds', token),
      await call('POST', '/api/calendar/feeds/reset', token),
    ];
    for (const refusal of refusals) {
      expect([refusal.statusCode, refusal.json()]).toEqual([403, { message: API_TOKEN_MESSAGES.notWithToken }]);
    }
    expect((await env.db.query('select id from api_tokens')).length).toBe(1);
  });

  it('is rate limited per token: past 120 requests a minute, 429 with Retry-After', async () => {
    const first = await createToken(userSession, 'Busy');
    const second = await createToken(userSession, 'Quiet');
    for (let request = 0; request < 120; request++) {
      expect((await call('GET', '/api/system/versions', first.token)).statusCode).toBe(200);
    }
    const limited = await call('GET', '/api/system/versions', first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await call('GET', '/api/system/versions', second.token)).statusCode).toBe(200);
    env.clock.advanceMinutes(1);
    expect((await call('GET', '/api/system/versions', first.token)).statusCode).toBe(200);
  });
});
