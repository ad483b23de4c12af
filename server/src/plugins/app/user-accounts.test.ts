import type { Role } from '@scheduler/shared-domain/roles';
import {
  USER_GUARD_RAIL_MESSAGES as GUARD,
  userStillReferencedMessage,
} from '@scheduler/shared-domain/user-guard-rails';
import { databaseSnapshot } from '../../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, testDatabaseEngines } from '../../../test/test-databases';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import type { StoredUser } from '../../user-record';
import type { Caller } from './auth';
import { createPasswords } from './passwords';
import { createUserAccounts } from './user-accounts';
import { findUserReferences } from './user-references';
import { createUsersRepository } from './users-repository';

/** The service behind `/users/delete`, with references the HTTP tests need not build. */
describe.each(testDatabaseEngines())('deleting a user account on $name', (engine) => {
  let db: Database;

  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());
  beforeEach(() => deleteAllData(db));

  const addUser = (username: string, role: Role) =>
    createUsersRepository(db).create(
      {
        username,
        passwordHash: role === 'Contact' ? null : 'not-a-real-hash',
        role,
        firstname: 'Test',
        lastname: 'User',
      },
      new Date(),
    );
  const callerOf = (user: StoredUser): Caller => ({
    user,
    session: { id: '00000000-0000-4000-8000-000000000000', expiresAt: new Date(Date.now() + 60_000) },
  });
  const accountsWith = (findReferences = findUserReferences) =>
    createUserAccounts({ db, passwords: createPasswords(), now: Date.now, findReferences });

  it('refuses a user that teams or venues still name with 409, saying where, changing nothing', async () => {
    const chief = await addUser('chief', 'Admin');
    const lead = await addUser('lead', 'User');
    const places = ['lead of team Alpha', 'contact of venue Hall'];
    const findReferences = jest.fn(async () => places);
    const before = await databaseSnapshot(db);

    const removal = accountsWith(findReferences).remove(callerOf(chief), lead.id);

    await expect(removal).rejects.toEqual(new HttpError(409, userStillReferencedMessage('lead', places)));
    await expect(removal).rejects.toHaveProperty('statusCode', 409);
    expect(findReferences).toHaveBeenCalledWith(expect.anything(), lead.id);
    expect(await databaseSnapshot(db)).toEqual(before);
  });

  it('deletes a user that nothing names', async () => {
    const chief = await addUser('chief', 'Admin');
    const loner = await addUser('loner', 'Contact');
    const findReferences = jest.fn(async () => []);

    await expect(accountsWith(findReferences).remove(callerOf(chief), loner.id)).resolves.toMatchObject({
      username: 'loner',
    });
    expect(findReferences).toHaveBeenCalledTimes(1);
    expect(await createUsersRepository(db).findById(loner.id)).toBeNull();
  });

  it('finds no references for a user that no team or venue names', async () => {
    const loner = await addUser('loner', 'User');
    await expect(findUserReferences(db, loner.id)).resolves.toEqual([]);
  });

  it('refuses the last active Admin with 409, even to a caller demoted since its request was authorised', async () => {
    // The caller was an Admin when the auth hook read it; another request demoted it before this one took the lock.
    const staleChief = await addUser('chief', 'Admin');
    const deputy = await addUser('deputy', 'Admin');
    await db.query(`update users set role = 'User' where id = $1`, [staleChief.id]);
    const before = await databaseSnapshot(db);

    const removal = accountsWith().remove(callerOf(staleChief), deputy.id);

    await expect(removal).rejects.toEqual(new HttpError(409, GUARD.lastAdminDeleted));
    await expect(removal).rejects.toHaveProperty('statusCode', 409);
    expect(await databaseSnapshot(db)).toEqual(before);
  });

  it('checks the last active Admin before references', async () => {
    const staleChief = await addUser('chief', 'Admin');
    const deputy = await addUser('deputy', 'Admin');
    await db.query(`update users set in_active = true where id = $1`, [staleChief.id]);
    const findReferences = jest.fn(async () => ['lead of team Alpha']);

    await expect(accountsWith(findReferences).remove(callerOf(staleChief), deputy.id)).rejects.toEqual(
      new HttpError(409, GUARD.lastAdminDeleted),
    );
    expect(findReferences).not.toHaveBeenCalled();
  });
});
