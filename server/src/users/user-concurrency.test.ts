import { FORBIDDEN_MESSAGE, SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { User } from '@scheduler/shared-domain/user';
import { USER_GUARD_RAIL_MESSAGES as GUARD } from '@scheduler/shared-domain/user-guard-rails';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, type SignedIn, signIn, userUpdateBody } from '../../test/test-app';
import { deleteAllData, testDatabaseEngines } from '../../test/test-databases';

/** Races are won by chance: run each several times so a missing lock shows on PostgreSQL. */
const ROUNDS = 8;

/**
 * Two requests that would each be allowed alone, but not both: with the only two active Admins, exactly one may
 * succeed. The loser is refused by the guard rail (409), or, when its own request is authorised only after the
 * winner committed, because it is no longer an Admin (403) or no longer exists (401).
 */
describe.each(testDatabaseEngines())('concurrent changes of the last Admins on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  let first: SignedIn;
  let second: SignedIn;

  const startRound = async () => {
    await deleteAllData(env.db);
    await addUser(env.app, { username: 'first', role: 'Admin' });
    await addUser(env.app, { username: 'second', role: 'Admin' });
    [first, second] = await Promise.all([signIn(env.app, 'first'), signIn(env.app, 'second')]);
  };
  const updateBody = (userId: string, changes: Partial<User>) => userUpdateBody(env.app, userId, changes);
  const update = (caller: SignedIn, body: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/update/', headers: bearer(caller.token), payload: body });
  const remove = (caller: SignedIn, userId: string) =>
    env.app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: bearer(caller.token) });
  const activeAdmins = async () =>
    (await env.db.query<{ username: string }>(`select username from users where role = 'Admin' and not in_active`)).map(
      (row) => row.username,
    );

  it.each([
    ['demote each other', GUARD.lastAdminDemoted, { role: 'User' as const }],
    ['deactivate each other', GUARD.lastAdminDeactivated, { inActive: true }],
  ])('let one of two Admins who %s succeed, never both', async (_case, guardMessage, changes) => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await startRound();
      const bodies = [await updateBody(second.userId, changes), await updateBody(first.userId, changes)];

      const responses = await Promise.all([update(first, bodies[0] as object), update(second, bodies[1] as object)]);

      const statuses = responses.map((response) => response.statusCode).sort();
      expect([round, statuses.filter((status) => status === 200).length]).toEqual([round, 1]);
      const loser = responses.find((response) => response.statusCode !== 200);
      expect([
        { message: guardMessage },
        { message: FORBIDDEN_MESSAGE },
        { message: SESSION_ENDED_MESSAGE },
      ]).toContainEqual(loser?.json());
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('let one Admin who demotes itself and the other at once succeed only once', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await startRound();
      const demoteSelf = await updateBody(first.userId, { role: 'User' });
      const demoteOther = await updateBody(second.userId, { role: 'User' });

      const responses = await Promise.all([update(first, demoteSelf), update(first, demoteOther)]);

      expect([round, responses.filter((response) => response.statusCode === 200).length]).toEqual([round, 1]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('let one of two Admins who delete each other succeed, never both', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await startRound();

      const responses = await Promise.all([remove(first, second.userId), remove(second, first.userId)]);

      expect([round, responses.filter((response) => response.statusCode === 200).length]).toEqual([round, 1]);
      const loser = responses.find((response) => response.statusCode !== 200);
      expect([{ message: GUARD.lastAdminDeleted }, { message: SESSION_ENDED_MESSAGE }]).toContainEqual(loser?.json());
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
