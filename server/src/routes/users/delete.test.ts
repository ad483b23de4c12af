import { FORBIDDEN_MESSAGE, SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/messages';
import { USER_GUARD_RAIL_MESSAGES as GUARD } from '@scheduler/shared-domain/user-guard-rails';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import type { FastifyInstance } from 'fastify';
import { addUser, bearer, buildTestApp, databaseSnapshot, type SignedIn, signIn } from '../../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, testDatabaseEngines } from '../../../test/test-databases';
import type { Database } from '../../db/database';

describe.each(testDatabaseEngines())('GET /api/users/delete/:id on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  let chief: SignedIn;

  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  beforeEach(async () => {
    await deleteAllData(db);
    app = await buildTestApp(db);
    await addUser(app, { username: 'chief', role: 'Admin' });
    chief = await signIn(app, 'chief');
  });
  afterEach(() => app.close());

  const remove = (userId: string, caller = chief) =>
    app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: bearer(caller.token) });
  const sessionCount = async (userId: string) =>
    (await db.query<{ count: number }>('select count(*)::int as count from sessions where user_id = $1', [userId]))[0]
      ?.count;
  const expectRefused = async (userId: string, status: number, message: string, caller = chief) => {
    const before = await databaseSnapshot(db);
    const response = await remove(userId, caller);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expect(await databaseSnapshot(db)).toEqual(before);
  };

  it('deletes the user with its sessions, so its tokens stop working at once', async () => {
    await addUser(app, { username: 'jsmith' });
    const jsmith = await signIn(app, 'jsmith');
    await signIn(app, 'jsmith');
    expect(await sessionCount(jsmith.userId)).toBe(2);

    const response = await remove(jsmith.userId);

    expect([response.statusCode, response.json()]).toEqual([200, { message: 'User jsmith deleted.' }]);
    expect(await app.users.findById(jsmith.userId)).toBeNull();
    expect(await sessionCount(jsmith.userId)).toBe(0);
    const afterwards = await app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(jsmith.token) });
    expect([afterwards.statusCode, afterwards.json()]).toEqual([401, { message: SESSION_ENDED_MESSAGE }]);
    expect((await remove(jsmith.userId)).statusCode).toBe(404);
  });

  it('deletes a Contact, an inactive Admin, and an active Admin while another remains', async () => {
    for (const user of [
      { username: 'venue_contact', role: 'Contact' as const },
      { username: 'retired', role: 'Admin' as const, inActive: true },
      { username: 'deputy', role: 'Admin' as const },
    ]) {
      const userId = await addUser(app, { ...user, lastname: 'Doe' });
      const response = await remove(userId);
      expect([user.username, response.statusCode]).toEqual([user.username, 200]);
      expect(await app.users.findById(userId)).toBeNull();
    }
  });

  it('refuses to delete the caller itself with 409, changing nothing', async () => {
    await addUser(app, { username: 'deputy', role: 'Admin' });
    await expectRefused(chief.userId, 409, GUARD.cannotDeleteSelf);
  });

  it('answers 404 for a user that does not exist, changing nothing', async () => {
    await expectRefused('00000000-0000-4000-8000-000000000000', 404, GUARD.userNotFound);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/delete/jsmith', headers: bearer(chief.token) });
    expect([response.statusCode, response.json()]).toEqual([400, { message: USER_MESSAGES.userIdInvalid }]);
  });

  it('is refused to a User, even for its own account', async () => {
    const plainId = await addUser(app, { username: 'plain' });
    const plain = await signIn(app, 'plain');
    await expectRefused(plainId, 403, FORBIDDEN_MESSAGE, plain);
    await expectRefused(chief.userId, 403, FORBIDDEN_MESSAGE, plain);
  });
});
