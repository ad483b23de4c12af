import { SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, type SignedIn, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/**
 * On PGlite the auth hook keeps open sessions in memory: any change to a session or a user, by any statement, must
 * reach the very next request, as it does where every request asks the database.
 */
describe.each(testDatabaseEngines())('open sessions as the auth hook sees them on $name', (engine) => {
  const env = useApiTest(engine);
  let ada: SignedIn;
  const current = () => env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(ada.token) });

  beforeEach(async () => {
    await addUser(env.app, { username: 'ada', role: 'User', firstname: 'Ada' });
    ada = await signIn(env.app, 'ada');
    // Twice, so that the second answer could come from memory.
    expect((await current()).statusCode).toBe(200);
    expect((await current()).json()).toMatchObject({ firstname: 'Ada', role: 'User' });
  });

  it.each([
    ['revoked', `update sessions set revoked_at = created_at`],
    // Opened at the test clock's now, which has not moved: expiring then means expired now.
    ['expired', `update sessions set expires_at = created_at`],
    ['deleted', `delete from sessions`],
  ])('refuses a session %s in the database on the next request', async (_case, sql) => {
    await env.db.query(sql);
    expect((await current()).json()).toEqual({ message: SESSION_ENDED_MESSAGE });
  });

  it.each([
    ['deactivated', `update users set in_active = true`],
    ['deleted', `delete from users`],
  ])('refuses the session of a user %s in the database on the next request', async (_case, sql) => {
    await env.db.query(sql);
    expect((await current()).json()).toEqual({ message: SESSION_ENDED_MESSAGE });
  });

  it('answers a change of the user in the database on the next request', async () => {
    await env.db.query(`update users set firstname = 'Augusta', role = 'Admin'`);
    expect((await current()).json()).toMatchObject({ firstname: 'Augusta', role: 'Admin' });
  });

  it('refuses the session after sign-out, and a change inside a transaction once it commits', async () => {
    const other = await signIn(env.app, 'ada');
    await env.db.transaction(async (tx) => {
      await tx.query(`update sessions set revoked_at = now() where id = $1`, [other.sessionId]);
    });
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
    const signOut = await env.app.inject({
      method: 'GET',
      url: `/api/users/logout/${ada.sessionId}`,
      headers: bearer(ada.token),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await current()).json()).toEqual({ message: SESSION_ENDED_MESSAGE });
  });
});

describe.each(testDatabaseEngines())('expired sessions on $name', (engine) => {
  const env = useApiTest(engine);

  it('are deleted when the server starts; open ones, revoked ones not yet expired and their users stay', async () => {
    const adaId = await addUser(env.app, { username: 'ada', role: 'User' });
    const live = await signIn(env.app, 'ada');
    const revoked = await signIn(env.app, 'ada');
    await env.app.inject({
      method: 'GET',
      url: `/api/users/logout/${revoked.sessionId}`,
      headers: bearer(revoked.token),
    });
    const now = env.clock.now();
    await env.db.query(`insert into sessions (user_id, created_at, expires_at) values ($1, $2, $3), ($1, $2, $4)`, [
      adaId,
      new Date(now - 10 * 3_600_000),
      new Date(now - 2 * 3_600_000),
      new Date(now - 1),
    ]);

    await (await env.rebuildApp({})).ready();

    const sessions = await env.db.query<{ id: string }>('select id from sessions order by created_at, id');
    expect(sessions.map((session) => session.id).sort()).toEqual([live.sessionId, revoked.sessionId].sort());
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(live.token) })).statusCode,
    ).toBe(200);
  });
});
