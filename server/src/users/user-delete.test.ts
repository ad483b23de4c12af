import { FORBIDDEN_MESSAGE, SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import {
  USER_GUARD_RAIL_MESSAGES as GUARD,
  userStillReferencedMessage,
} from '@scheduler/shared-domain/user-guard-rails';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  newTeamPayload,
  newVenuePayload,
  type SignedIn,
  signIn,
  storedUsers,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('GET /api/users/delete/:id on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    chief = await signIn(env.app, 'chief');
  });

  const remove = (userId: string, caller = chief) =>
    env.app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: bearer(caller.token) });
  const sessionCount = async (userId: string) =>
    (
      await env.db.query<{ count: number }>('select count(*)::int as count from sessions where user_id = $1', [userId])
    )[0]?.count;
  const expectRefused = async (userId: string, status: number, message: string, caller = chief) => {
    const before = await databaseSnapshot(env.db);
    const response = await remove(userId, caller);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  };

  it('deletes the user with its sessions, so its tokens stop working at once', async () => {
    await addUser(env.app, { username: 'jsmith' });
    const jsmith = await signIn(env.app, 'jsmith');
    await signIn(env.app, 'jsmith');
    expect(await sessionCount(jsmith.userId)).toBe(2);

    const response = await remove(jsmith.userId);

    expect([response.statusCode, response.json()]).toEqual([200, { message: 'User jsmith deleted.' }]);
    expect(await storedUsers(env.app).findById(jsmith.userId)).toBeNull();
    expect(await sessionCount(jsmith.userId)).toBe(0);
    const afterwards = await env.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer(jsmith.token),
    });
    expect([afterwards.statusCode, afterwards.json()]).toEqual([401, { message: SESSION_ENDED_MESSAGE }]);
    expect((await remove(jsmith.userId)).statusCode).toBe(404);
  });

  it('deletes a Contact, an inactive Admin, and an active Admin while another remains', async () => {
    for (const user of [
      { username: 'venue_contact', role: 'Contact' as const },
      { username: 'retired', role: 'Admin' as const, inActive: true },
      { username: 'deputy', role: 'Admin' as const },
    ]) {
      const userId = await addUser(env.app, { ...user, lastname: 'Doe' });
      const response = await remove(userId);
      expect([user.username, response.statusCode]).toEqual([user.username, 200]);
      expect(await storedUsers(env.app).findById(userId)).toBeNull();
    }
  });

  it('refuses to delete the caller itself with 409, changing nothing', async () => {
    await addUser(env.app, { username: 'deputy', role: 'Admin' });
    await expectRefused(chief.userId, 409, GUARD.cannotDeleteSelf);
  });

  it('refuses a user that venues still name with 409, saying where, changing nothing', async () => {
    const leadId = await addUser(env.app, { username: 'lead', role: 'User' });
    const contactId = await addUser(env.app, { username: 'anna', role: 'Contact' });
    for (const [name, internal, contact] of [
      ['Main Hall', 'lead', 'anna'],
      ['annex', 'lead', ''],
      ['Studio', 'chief', 'anna'],
    ]) {
      const venue = newVenuePayload({ _id: name, RG_contact: internal, contact });
      const added = await env.app.inject({
        method: 'POST',
        url: '/api/venues/add',
        headers: bearer(chief.token),
        payload: venue,
      });
      expect([name, added.statusCode]).toEqual([name, 201]);
    }

    await expectRefused(
      leadId,
      409,
      userStillReferencedMessage('lead', ['internal contact of venue annex', 'internal contact of venue Main Hall']),
    );
    await expectRefused(
      contactId,
      409,
      userStillReferencedMessage('anna', ['contact of venue Main Hall', 'contact of venue Studio']),
    );
  });

  it('refuses a user that teams still name with 409, saying where, changing nothing', async () => {
    const deputyId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    const memberId = await addUser(env.app, { username: 'tnguyen', role: 'User' });
    await addUser(env.app, { username: 'anna', role: 'Contact' });
    const add = async (path: string, payload: Record<string, unknown>) => {
      const added = await env.app.inject({ method: 'POST', url: path, headers: bearer(chief.token), payload });
      expect([payload._id, added.statusCode]).toEqual([payload._id, 201]);
    };
    await add('/api/teams/add', newTeamPayload({ _id: 'outreach', teamLead: 'deputy', members: ['tnguyen'] }));
    await add('/api/teams/add', newTeamPayload({ _id: 'Lab Ops', teamLead: 'chief', members: ['deputy', 'tnguyen'] }));
    await add('/api/teams/add', newTeamPayload({ _id: 'Data Science', teamLead: 'deputy', members: ['chief'] }));
    await add('/api/venues/add', newVenuePayload({ _id: 'Main Hall', RG_contact: 'deputy', contact: 'anna' }));

    await expectRefused(
      deputyId,
      409,
      userStillReferencedMessage('deputy', [
        'lead of team Data Science',
        'lead of team outreach',
        'member of team Lab Ops',
        'internal contact of venue Main Hall',
      ]),
    );
    await expectRefused(
      memberId,
      409,
      userStillReferencedMessage('tnguyen', ['member of team Lab Ops', 'member of team outreach']),
    );
  });

  it('answers 404 for a user that does not exist, changing nothing', async () => {
    await expectRefused('00000000-0000-4000-8000-000000000000', 404, GUARD.userNotFound);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await env.app.inject({
      method: 'GET',
      url: '/api/users/delete/jsmith',
      headers: bearer(chief.token),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: USER_MESSAGES.userIdInvalid }]);
  });

  it('is refused to a User, even for its own account', async () => {
    const plainId = await addUser(env.app, { username: 'plain' });
    const plain = await signIn(env.app, 'plain');
    await expectRefused(plainId, 403, FORBIDDEN_MESSAGE, plain);
    await expectRefused(chief.userId, 403, FORBIDDEN_MESSAGE, plain);
  });
});
