import type { FastifyInstance } from 'fastify';
import { buildTestApp, signIn } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, deleteAllData, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import { createPasswords } from '../plugins/app/passwords';
import { createUsersRepository } from '../plugins/app/users-repository';
import { ensureFirstAdmin } from './first-admin';

describe.each(testDatabaseEngines())('ensureFirstAdmin on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  const passwords = createPasswords();

  beforeAll(async () => {
    db = await engine.openMigrated();
    app = await buildTestApp(db);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => deleteAllData(db));

  it('creates the Admin named by ADMIN_USERNAME and ADMIN_PASSWORD, printing nothing', async () => {
    const print = jest.fn();

    const result = await ensureFirstAdmin(
      db,
      passwords,
      { adminUsername: 'chief', adminPassword: 'chief-secret-1' },
      print,
    );

    expect(result).toEqual({ username: 'chief' });
    expect(print).not.toHaveBeenCalled();
    const admin = await createUsersRepository(db).findByUsername('chief');
    expect(admin).toMatchObject({ role: 'Admin', inActive: false });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(signIn(app, 'chief', 'chief-secret-1')).resolves.toHaveProperty('token');
  });

  it('otherwise creates `admin` with a random password, printed once in a box', async () => {
    const print = jest.fn();

    const result = await ensureFirstAdmin(db, passwords, { adminUsername: undefined, adminPassword: undefined }, print);

    expect(result?.username).toBe('admin');
    const password = result?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(print).toHaveBeenCalledTimes(1);
    const notice: string = print.mock.calls[0]?.[0];
    expect(notice).toContain('username: admin');
    expect(notice).toContain(`password: ${password}`);
    expect(notice.split('\n')[0]).toMatch(/^╔═+╗$/);
    await expect(signIn(app, 'admin', password)).resolves.toHaveProperty('token');

    const again = await ensureFirstAdmin(db, passwords, { adminUsername: undefined, adminPassword: undefined }, print);
    expect(again).toBeNull();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does nothing when any user exists', async () => {
    await createUsersRepository(db).create(
      { username: 'someone', passwordHash: null, role: 'Contact', firstname: 'Some', lastname: 'One' },
      new Date(),
    );
    const print = jest.fn();

    expect(await ensureFirstAdmin(db, passwords, { adminUsername: 'chief', adminPassword: 'pw' }, print)).toBeNull();
    expect(await createUsersRepository(db).count()).toBe(1);
    expect(print).not.toHaveBeenCalled();
  });

  it('creates one admin when two processes start at once', async () => {
    const settings = { adminUsername: 'chief', adminPassword: 'chief-secret-1' };
    const results = await Promise.all([
      ensureFirstAdmin(db, passwords, settings, jest.fn()),
      ensureFirstAdmin(db, passwords, settings, jest.fn()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await createUsersRepository(db).count()).toBe(1);
  });
});
