import { FORBIDDEN_MESSAGE, SESSION_ENDED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { User } from '@scheduler/shared-domain/user';
import { USER_GUARD_RAIL_MESSAGES as GUARD } from '@scheduler/shared-domain/user-guard-rails';
import { updateUserSchema } from '@scheduler/shared-domain/user-schema';
import * as v from 'valibot';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, type SignedIn, signIn, storedUsers, userUpdateBody } from '../../test/test-app';
import { deleteAllData, testDatabaseEngines } from '../../test/test-databases';
import { createUserService } from './user-service';

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

/**
 * An Admin's request is authorised when it arrives, but writes only once it holds the lock of user changes: a
 * demotion committed in between must be seen, or the demoted Admin's request would act with a role it lost.
 */
describe.each(testDatabaseEngines())('an Admin demoted while its own request is in flight on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  const DEMOTION_ROUNDS = 20;

  const update = (caller: SignedIn, body: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/update/', headers: bearer(caller.token), payload: body });
  const stored = async (userId: string) => {
    const user = await storedUsers(env.app).findById(userId);
    if (!user) throw new Error('no such user');
    return user;
  };

  it('writes before the demotion or is refused, and never undoes it', async () => {
    await deleteAllData(env.db);
    const demotedId = await addUser(env.app, { username: 'demoted', role: 'Admin' });
    await addUser(env.app, { username: 'demoter', role: 'Admin' });
    const otherId = await addUser(env.app, { username: 'other', role: 'User' });
    // A demoted Admin stays signed in: one sign-in each serves every round.
    const [demoted, demoter] = await Promise.all([signIn(env.app, 'demoted'), signIn(env.app, 'demoter')]);
    const setRole = async (userId: string, role: 'Admin' | 'User') => {
      const { passwordHash, ...user } = await stored(userId);
      await storedUsers(env.app).update(
        userId,
        { ...user, passwordHash, role, firstname: 'Test' },
        new Date(env.app.now()),
      );
    };
    // Writes read the clock under the lock: the updated dates they store tell which committed first.
    env.clock.tickOnEveryRead();

    for (let round = 1; round <= DEMOTION_ROUNDS; round += 1) {
      await setRole(demotedId, 'Admin');
      await setRole(otherId, 'User');
      const demotion = await userUpdateBody(env.app, demotedId, { role: 'User' });
      const promotion = await userUpdateBody(env.app, otherId, { role: 'Admin', firstname: 'Promoted' });

      const [demotionResponse, promotionResponse] = await Promise.all([
        update(demoter, demotion),
        update(demoted, promotion),
      ]);

      const [demotedAfter, otherAfter] = [await stored(demotedId), await stored(otherId)];
      expect([round, demotionResponse.statusCode, demotedAfter.role]).toEqual([round, 200, 'User']);
      if (promotionResponse.statusCode === 200) {
        expect([round, otherAfter.updatedDate < demotedAfter.updatedDate]).toEqual([round, true]);
      } else {
        expect([round, promotionResponse.statusCode, promotionResponse.json()]).toEqual([
          round,
          403,
          { message: FORBIDDEN_MESSAGE },
        ]);
        expect([round, otherAfter.role, otherAfter.firstname]).toEqual([round, 'User', 'Test']);
      }
    }
  }, 60_000);

  it('refuses the write of an Admin demoted after its request was authorised', async () => {
    await deleteAllData(env.db);
    const demotedId = await addUser(env.app, { username: 'demoted', role: 'Admin' });
    await addUser(env.app, { username: 'demoter', role: 'Admin' });
    const otherId = await addUser(env.app, { username: 'other', role: 'User' });
    const demoted = await signIn(env.app, 'demoted');
    // The caller as the auth hook found it, before the demotion committed.
    const callerWhenAuthorised = {
      user: await stored(demotedId),
      session: { id: demoted.sessionId, expiresAt: new Date(env.app.now() + 60_000) },
    };
    const promotion = await userUpdateBody(env.app, otherId, { role: 'Admin' });
    await storedUsers(env.app).update(
      demotedId,
      { ...(await stored(demotedId)), role: 'User', email: '', mobile: '', inActive: false },
      new Date(env.app.now()),
    );
    const users = createUserService({
      db: env.db,
      passwords: env.app.passwords,
      now: env.app.now,
      configuredSignIns: [],
    });

    await expect(users.update(callerWhenAuthorised, v.parse(updateUserSchema, promotion))).rejects.toMatchObject({
      statusCode: 403,
      message: FORBIDDEN_MESSAGE,
    });
    expect((await stored(otherId)).role).toBe('User');
  });
});
