import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  TOO_MANY_OWNER_TOKEN_REQUESTS,
} from '@scheduler/shared-domain/api-tokens';
import { PASSWORD_MESSAGES } from '@scheduler/shared-domain/password-rules';
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn, storedUsers, TEST_PASSWORD, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { API_TOKEN_LIMIT, API_TOKEN_OWNER_LIMIT } from '../auth/auth-hook';
import { createMailRepository } from '../mail/mail-repository';

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';

describe.each(testDatabaseEngines())('personal API tokens on $name', (engine) => {
  const env = useApiTest(engine);
  let adminSession: string;
  let userSession: string;
  let userId: string;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    userId = await addUser(env.app, { username: 'plain', role: 'User', firstname: 'Paula', lastname: 'Plain' });
    adminSession = (await signIn(env.app, 'chief')).token;
    userSession = (await signIn(env.app, 'plain')).token;
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    env.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = (session: string, body: object) => call('POST', '/api/tokens', session, body);
  const createToken = async (session: string, name = 'Weekly report', days = 30) => {
    const response = await create(session, { name, days, currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; name: string; token: string; expires: string }>();
  };
  const works = async (token: string) => (await call('GET', '/api/meetings', token)).statusCode === 200;
  const entries = (action: string) =>
    env.db.query<{ actor: string; fields: unknown }>(
      'select actor, fields from changes where action = $1 and record_id = $2 order by id',
      [action, userId],
    );

  it('is shown once at creation, listed without itself, stored only as a hash, and its owner is told', async () => {
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

    const [told] = await createMailRepository(env.db).page(undefined, 10);
    expect([told?.recipient_email, told?.subject]).toEqual(['plain@example.org', 'RG scheduler: a new API token']);
    expect(told?.text_body).toContain('An API token named "Weekly report" was created for your account.');
    expect(told?.text_body).not.toContain(created.token);
  });

  it('refuses a name that is missing or too long, and an expiry other than 30, 90 or 365 days', async () => {
    for (const [body, message] of [
      [{ name: ' ', days: 30 }, API_TOKEN_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), days: 30 }, API_TOKEN_MESSAGES.nameTooLong],
      [{ name: 'Bot', days: 7 }, API_TOKEN_MESSAGES.daysInvalid],
      [{ name: 'Forever', days: null }, API_TOKEN_MESSAGES.daysInvalid],
    ] as const) {
      const response = await create(userSession, { ...body, currentPassword: TEST_PASSWORD });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect((await createToken(userSession, 'Longest', 365)).expires).toBe(
      new Date(env.clock.now() + 365 * 86_400_000).toISOString(),
    );
  });

  it('asks for the password, so that a stolen session token alone cannot make one', async () => {
    const without = await create(userSession, { name: 'Stolen', days: 30 });
    expect([without.statusCode, without.json()]).toEqual([403, { message: PASSWORD_MESSAGES.currentRequired }]);
    const wrong = await create(userSession, { name: 'Stolen', days: 30, currentPassword: 'a guess at it' });
    expect([wrong.statusCode, wrong.json()]).toEqual([403, { message: PASSWORD_MESSAGES.currentIncorrect }]);
    expect(await env.db.query('select id from api_tokens')).toEqual([]);
    await createToken(userSession);
  });

  it('asks an account of the institute, which has no password here, for a sign-in at most 10 minutes old', async () => {
    const stored = await storedUsers(env.app).findById(userId);
    if (!stored) throw new Error('no user');
    const external = { ...stored, passwordHash: null, signIn: 'oidc' as const, externalId: 'subject-1' };
    await storedUsers(env.app).update(userId, external, new Date(env.clock.now()));
    const session = (await env.app.sessions.open(external, 'en')).user.token;

    env.clock.advanceMinutes(10);
    expect((await create(session, { name: 'Fresh', days: 30 })).statusCode).toBe(201);
    env.clock.advanceMinutes(1);
    const stale = await create(session, { name: 'Stale', days: 30 });
    expect([stale.statusCode, stale.json()]).toEqual([403, { message: API_TOKEN_MESSAGES.signInAgain }]);
  });

  it(`works ${API_TOKENS_PER_USER} at a time per user: one more waits until one is revoked or expires`, async () => {
    // Three minutes apart (the password's checks are limited to five in fifteen minutes), each with a new session.
    const createSpaced = async (name: string, days: number) => {
      env.clock.advanceMinutes(3);
      return createToken((await signIn(env.app, 'plain')).token, name, days);
    };
    const first = await createSpaced('Token 0', 30);
    for (let count = 1; count < API_TOKENS_PER_USER; count++) await createSpaced(`Token ${count}`, 90);
    env.clock.advanceMinutes(15);
    const session = (await signIn(env.app, 'plain')).token;
    const refused = await create(session, { name: 'One more', days: 30, currentPassword: TEST_PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: API_TOKEN_MESSAGES.tooMany }]);
    expect((await createToken((await signIn(env.app, 'chief')).token, 'Another owner')).name).toBe('Another owner');

    env.clock.advanceMinutes(30 * 24 * 60);
    expect(await works(first.token)).toBe(false);
    await createToken((await signIn(env.app, 'plain')).token, 'In place of the expired one');
  });

  it("acts with its owner's role, and notes its last use without writing to the change record", async () => {
    const { token, id } = await createToken(userSession);
    expect((await call('GET', '/api/meetings', token)).statusCode).toBe(200);
    const adminOnly = await call('GET', '/api/venues/delete/Hall', token);
    expect([adminOnly.statusCode, adminOnly.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
    const firstUse = new Date(env.clock.now()).toISOString();
    const lastUsed = async () => (await call('GET', '/api/tokens', userSession)).json()[0].lastUsed;
    expect(await lastUsed()).toBe(firstUse);

    // Within a minute of the last use noted, another use is not written again.
    env.clock.advanceMinutes(0.5);
    expect(await works(token)).toBe(true);
    expect(await lastUsed()).toBe(firstUse);
    env.clock.advanceMinutes(0.5);
    expect(await works(token)).toBe(true);
    expect(await lastUsed()).toBe(new Date(env.clock.now()).toISOString());

    expect(await entries('api-token-use')).toEqual([]);
    expect(await entries('api-token-create')).toEqual([
      { actor: 'plain', fields: { apiToken: { new: 'Weekly report' } } },
    ]);
    expect(id).toEqual(expect.any(String));
  });

  it("follows its owner at once: a demoted owner's token loses the Admin's routes, a deactivated owner's stops", async () => {
    const adminId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    const { token } = await createToken((await signIn(env.app, 'deputy')).token);
    expect((await call('GET', '/api/users/delete/00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(403);
    const demote = await call(
      'POST',
      '/api/users/update',
      adminSession,
      await userUpdateBody(env.app, adminId, { role: 'User' }),
    );
    expect(demote.statusCode).toBe(200);
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

  it('never comes back: not when its owner is active again, nor after a change to Contact and back', async () => {
    const deactivated = await createToken(userSession, 'Deactivated');
    const update = (changes: object) =>
      userUpdateBody(env.app, userId, changes).then((body) => call('POST', '/api/users/update', adminSession, body));
    expect((await update({ inActive: true })).statusCode).toBe(200);
    expect((await update({ inActive: false })).statusCode).toBe(200);
    expect(await works(deactivated.token)).toBe(false);

    const contact = await createToken((await signIn(env.app, 'plain')).token, 'Contact');
    expect((await update({ role: 'Contact' })).statusCode).toBe(200);
    expect((await update({ role: 'User', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await works(contact.token)).toBe(false);
    expect((await entries('api-token-revoke')).map((entry) => entry.fields)).toEqual([
      { apiToken: { old: 'Deactivated' } },
      { apiToken: { old: 'Contact' } },
    ]);
  });

  it("ends with an Admin's reset of its owner's password, and with the owner's own change when asked to", async () => {
    const { token: beforeReset } = await createToken(userSession, 'Before the reset');
    const reset = await call(
      'POST',
      '/api/users/update',
      adminSession,
      await userUpdateBody(env.app, userId, { password: NEW_PASSWORD }),
    );
    expect(reset.statusCode).toBe(200);
    expect(await works(beforeReset)).toBe(false);

    const ownSession = (await signIn(env.app, 'plain', NEW_PASSWORD)).token;
    const own = async (password: string, endApiTokens?: boolean) =>
      call('POST', '/api/users/update', ownSession, {
        ...(await userUpdateBody(env.app, userId, { password, currentPassword: NEW_PASSWORD })),
        ...(endApiTokens === undefined ? {} : { endApiTokens }),
      });
    const { token: kept } = await (async () => {
      const response = await create(ownSession, { name: 'Kept', days: 30, currentPassword: NEW_PASSWORD });
      return response.json<{ token: string }>();
    })();
    expect((await own('Another-Quiet-Harbour-91')).statusCode).toBe(200);
    expect(await works(kept)).toBe(true);
    const ownNext = 'Third-Quiet-Harbour-27';
    const change = await call('POST', '/api/users/update', ownSession, {
      ...(await userUpdateBody(env.app, userId, { password: ownNext, currentPassword: 'Another-Quiet-Harbour-91' })),
      endApiTokens: true,
    });
    expect(change.statusCode).toBe(200);
    expect(await works(kept)).toBe(false);
  });

  it("ends with 'sign out everywhere else' when asked to, which ends every other session of its owner", async () => {
    const { token } = await createToken(userSession);
    const otherSession = (await signIn(env.app, 'plain')).token;
    const sessionsOnly = await call('POST', '/api/users/sign-out-everywhere', userSession, {});
    expect(sessionsOnly.statusCode).toBe(200);
    expect((await call('GET', '/api/users/current', otherSession)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/current', userSession)).statusCode).toBe(200);
    expect(await works(token)).toBe(true);

    const withTokens = await call('POST', '/api/users/sign-out-everywhere', userSession, { apiTokens: true });
    expect(withTokens.statusCode).toBe(200);
    expect(await works(token)).toBe(false);
    expect((await call('GET', '/api/users/current', userSession)).statusCode).toBe(200);
  });

  it('stops at once when revoked, and at its expiry', async () => {
    const revoked = await createToken(userSession, 'Chat bot', 90);
    const expiring = await createToken(userSession, 'Short', 30);
    // Used once first: a server that remembers working tokens forgets this one as it is revoked.
    expect(await works(revoked.token)).toBe(true);
    const revoke = await call('POST', `/api/tokens/${revoked.id}/revoke`, userSession);
    expect([revoke.statusCode, revoke.json()]).toEqual([200, { message: API_TOKEN_MESSAGES.tokenRevoked }]);
    expect(await works(revoked.token)).toBe(false);
    expect(await works(expiring.token)).toBe(true);
    env.clock.advanceMinutes(30 * 24 * 60);
    expect(await works(expiring.token)).toBe(false);
    const actions = await env.db.query<{ action: string }>(
      `select action from changes where action like 'api-token-%' order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['api-token-create', 'api-token-create', 'api-token-revoke']);
  });

  it("revokes only the caller's own tokens", async () => {
    const { id, token } = await createToken(userSession);
    const response = await call('POST', `/api/tokens/${id}/revoke`, adminSession);
    expect(response.statusCode).toBe(404);
    expect(await works(token)).toBe(true);
    expect((await call('GET', '/api/tokens', adminSession)).json()).toEqual([]);
  });

  it('may not make a token, change, link, unlink, delete or restore an account, send its link, or read the outbox', async () => {
    const { token } = await createToken(adminSession);
    const { updatedDate } = await userUpdateBody(env.app, userId);
    const newPassword = await userUpdateBody(env.app, userId, { password: NEW_PASSWORD });
    const newRole = await userUpdateBody(env.app, userId, { role: 'Admin' });
    // One a second, under the owner's limit.
    const requests: (() => ReturnType<typeof call>)[] = [
      () => call('POST', '/api/tokens', token, { name: 'Another', days: 30, currentPassword: TEST_PASSWORD }),
      () => call('POST', '/api/users/update', token, newPassword),
      () => call('POST', '/api/users/update', token, newRole),
      () => call('POST', '/api/users/link', token, { _id: userId, signIn: 'oidc', updatedDate }),
      () => call('POST', '/api/users/unlink', token, { _id: userId, updatedDate }),
      () => call('POST', `/api/users/password-link/${userId}`, token),
      () => call('GET', `/api/users/delete/${userId}`, token),
      () => call('POST', '/api/changes/1/restore', token),
      () => call('GET', '/api/mail/outbox', token),
      () => call('GET', '/api/mail/outbox/1', token),
      () => call('POST', '/api/mail/outbox/1/retry', token),
      () => call('POST', '/api/users/sign-out-everywhere', token, {}),
      () => call('GET', '/api/calendar/feeds', token),
      () => call('POST', '/api/calendar/feeds/reset', token),
    ];
    const refusals = [];
    for (const request of requests) {
      env.clock.advanceMinutes(1 / 60);
      refusals.push(await request());
    }
    for (const refusal of refusals) {
      expect([refusal.statusCode, refusal.json()]).toEqual([403, { message: API_TOKEN_MESSAGES.notWithToken }]);
    }
    expect((await env.db.query('select id from api_tokens')).length).toBe(1);
    expect(await storedUsers(env.app).findById(userId)).toMatchObject({ signIn: 'password', role: 'User' });
  });

  it('is rate limited per token in a minute, and all of its owner’s tokens together in a second, with Retry-After', async () => {
    const [first, second, third] = (
      await Promise.all(['Busy', 'Busier', 'Last'].map((name) => createToken(userSession, name)))
    ).map((created) => created.token) as [string, string, string];
    const versions = (token: string) => call('GET', '/api/system/versions', token);
    // Four a second: under the owner's limit.
    for (let request = 0; request < API_TOKEN_LIMIT.hits; request++) {
      if (request % 4 === 0) env.clock.advanceMinutes(1 / 60);
      expect((await versions(first)).statusCode).toBe(200);
    }
    const limited = await versions(first);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(1);
    expect((await versions(second)).statusCode).toBe(200);

    env.clock.advanceMinutes(1 / 60);
    for (let request = 0; request < API_TOKEN_OWNER_LIMIT.hits; request++) {
      expect((await versions(request % 2 === 0 ? second : third)).statusCode).toBe(200);
    }
    const ownerLimited = await versions(third);
    expect([ownerLimited.statusCode, ownerLimited.json()]).toEqual([429, { message: TOO_MANY_OWNER_TOKEN_REQUESTS }]);
    expect(ownerLimited.headers['retry-after']).toBe('1');
    expect((await versions((await createToken(adminSession)).token)).statusCode).toBe(200);
    env.clock.advanceMinutes(1 / 60);
    expect((await versions(third)).statusCode).toBe(200);
  });

  it('refuses a flood past the limit without counting each request in the database again', async () => {
    const { token } = await createToken(userSession);
    for (let request = 0; request < API_TOKEN_OWNER_LIMIT.hits; request++) {
      expect((await call('GET', '/api/system/versions', token)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/system/versions', token)).statusCode).toBe(429);
    const query = jest.spyOn(env.db, 'query');
    for (let request = 0; request < 50; request++) {
      expect((await call('GET', '/api/system/versions', token)).statusCode).toBe(429);
    }
    const counted = query.mock.calls.filter(([sql]) => String(sql).includes('rate_limit_windows'));
    expect(counted).toEqual([]);
    query.mockRestore();
  });
});
