import { PASSWORD_MESSAGES, passwordTooEasyMessage } from '@scheduler/shared-domain/password-rules';
import { passwordStrengthProblem } from '@scheduler/shared-domain/password-strength';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createPasswords } from '../auth/passwords';
import { SettingsError } from '../config';
import { createUsersRepository } from '../users/users-repository';
import { ensureFirstAdmin, firstAdminNotice } from './first-admin';

describe.each(testDatabaseEngines())('ensureFirstAdmin on $name', (engine) => {
  const env = useApiTest(engine);
  const passwords = createPasswords();

  it('creates the Admin named by ADMIN_USERNAME and ADMIN_PASSWORD, and says so without echoing the password', async () => {
    const result = await ensureFirstAdmin(env.db, passwords, {
      adminUsername: 'chief',
      adminPassword: 'chief-secret-1',
    });

    expect(result).toEqual({ username: 'chief' });
    const notice = firstAdminNotice({ username: 'chief' });
    expect(notice).toContain('First admin account created');
    expect(notice).toContain('username: chief');
    expect(notice).toContain('ADMIN_PASSWORD');
    expect(notice).not.toContain('chief-secret-1');
    const admin = await createUsersRepository(env.db).findByUsername('chief');
    expect(admin).toMatchObject({ role: 'Admin', inActive: false });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(signIn(env.app, 'chief', 'chief-secret-1')).resolves.toHaveProperty('token');
  });

  it('otherwise creates `admin` with a random password, shown once in a box', async () => {
    const result = await ensureFirstAdmin(env.db, passwords, { adminUsername: undefined, adminPassword: undefined });

    expect(result?.username).toBe('admin');
    const password = result?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(passwordStrengthProblem(password, { username: 'admin', firstname: '', lastname: '', email: '' })).toBeNull();
    const notice = firstAdminNotice(result ?? { username: '' });
    expect(notice).toContain('username: admin');
    expect(notice).toContain(`password: ${password}`);
    expect(notice.split('\n')[0]).toMatch(/^╔═+╗$/);
    await expect(signIn(env.app, 'admin', password)).resolves.toHaveProperty('token');

    const again = await ensureFirstAdmin(env.db, passwords, { adminUsername: undefined, adminPassword: undefined });
    expect(again).toBeNull();
  });

  it.each([
    ['too short', 'pw', PASSWORD_MESSAGES.tooShort],
    ['common', 'password123', passwordTooEasyMessage('This is a commonly used password.')],
    ['made of its own names', 'chief-Administrator', PASSWORD_MESSAGES.madeOfOwnNames],
  ])('stops the start, naming ADMIN_PASSWORD, when the given one is %s', async (_case, adminPassword, message) => {
    const starting = ensureFirstAdmin(env.db, passwords, { adminUsername: 'chief', adminPassword });

    await expect(starting).rejects.toThrow(SettingsError);
    await expect(starting).rejects.toThrow(`ADMIN_PASSWORD is refused: ${message}`);
    expect(await createUsersRepository(env.db).count()).toBe(0);
  });

  it.each([
    ['system', USER_MESSAGES.usernameSystemWord],
    ['chief-admin', USER_MESSAGES.usernameCharacters],
  ])('stops the start, naming ADMIN_USERNAME, when it is %s', async (adminUsername, message) => {
    const starting = ensureFirstAdmin(env.db, passwords, { adminUsername, adminPassword: 'chief-secret-1' });

    await expect(starting).rejects.toThrow(`ADMIN_USERNAME is refused: ${message}`);
    expect(await createUsersRepository(env.db).count()).toBe(0);
  });

  it('does nothing when any user exists', async () => {
    await createUsersRepository(env.db).create(
      { username: 'someone', passwordHash: null, role: 'Contact', firstname: 'Some', lastname: 'One' },
      new Date(),
    );
    expect(await ensureFirstAdmin(env.db, passwords, { adminUsername: 'chief', adminPassword: 'pw' })).toBeNull();
    expect(await createUsersRepository(env.db).count()).toBe(1);
  });

  it('creates one admin when two processes start at once', async () => {
    const settings = { adminUsername: 'chief', adminPassword: 'chief-secret-1' };
    const results = await Promise.all([
      ensureFirstAdmin(env.db, passwords, settings),
      ensureFirstAdmin(env.db, passwords, settings),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await createUsersRepository(env.db).count()).toBe(1);
  });
});
