import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import { HttpError } from '../http/http-error';
import { createUsersRepository } from '../users/users-repository';
import type { Database } from './database';
import { withDuplicateKeyCheck } from './duplicate-key';

describe.each(testDatabaseEngines())('withDuplicateKeyCheck on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  const newUser = (username: string) => ({
    username,
    passwordHash: null,
    role: 'Contact' as const,
    firstname: 'Ada',
    lastname: 'Lovelace',
  });

  it('turns a unique-key violation into 403 with the key as typed (usernames ignore case)', async () => {
    const users = createUsersRepository(db);
    await users.create(newUser('ada'), new Date());

    const duplicate = withDuplicateKeyCheck('users', 'ADA', () => users.create(newUser('ADA'), new Date()));

    await expect(duplicate).rejects.toEqual(new HttpError(403, 'Duplicate key error - users ADA already exists'));
    await expect(duplicate).rejects.toHaveProperty('statusCode', 403);
  });

  it('passes every other error through', async () => {
    const failing = withDuplicateKeyCheck('users', 'x', () => db.query('select * from no_such_table'));
    await expect(failing).rejects.not.toBeInstanceOf(HttpError);
  });

  it('answers the result when nothing is wrong', async () => {
    await expect(withDuplicateKeyCheck('users', 'x', async () => 42)).resolves.toBe(42);
  });
});
