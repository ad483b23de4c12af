import {
  duplicateKeyMessage,
  FORBIDDEN_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import type { User } from '@scheduler/shared-domain/user';
import { USER_GUARD_RAIL_MESSAGES as GUARD } from '@scheduler/shared-domain/user-guard-rails';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  expectNoSecrets,
  type SignedIn,
  signIn,
  TEST_PASSWORD,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const NEW_PASSWORD = 'a fresh passphrase';

describe.each(testDatabaseEngines())('POST /api/users/update/ on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;
  let plain: SignedIn;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin', firstname: 'Cora', lastname: 'Chief' });
    await addUser(env.app, {
      username: 'plain',
      role: 'User',
      firstname: 'Paul',
      lastname: 'Plain',
      mobile: '555-201-3301',
    });
    chief = await signIn(env.app, 'chief');
    plain = await signIn(env.app, 'plain');
  });

  const update = (caller: SignedIn, payload: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/update/', headers: bearer(caller.token), payload });
  const current = (caller: SignedIn) =>
    env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(caller.token) });
  /** The stored record, as the edit screen loads it. */
  const recordOf = async (userId: string): Promise<User> =>
    (await env.app.inject({ method: 'GET', url: `/api/users/edit/${userId}`, headers: bearer(chief.token) })).json();
  /** What the edit screen sends back: the record with its changes, and a blank password unless one is typed. */
  const edited = async (userId: string, changes: object = {}) => ({
    ...(await recordOf(userId)),
    password: '',
    ...changes,
  });
  const storedHash = async (userId: string) =>
    (await env.db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [userId]))[0]
      ?.password_hash;
  const expectRefused = async (caller: SignedIn, payload: object, status: number, message: string) => {
    const before = await databaseSnapshot(env.db);
    const response = await update(caller, payload);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  };

  describe('by an Admin', () => {
    it('changes any user, answers the record with a new updatedDate, and keeps the password when it is blank', async () => {
      const before = await recordOf(plain.userId);
      const hashBefore = await storedHash(plain.userId);
      env.clock.advanceMinutes(3);

      const changes = {
        username: 'Paula_P',
        firstname: 'Paula',
        lastname: "O'Plain-Smith",
        role: 'Admin',
        email: 'paula@example.org',
        mobile: '',
      } as const;
      const response = await update(chief, await edited(plain.userId, changes));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...before, ...changes, updatedDate: new Date(env.clock.now()).toISOString() });
      expectNoSecrets(response.body);
      expect(await recordOf(plain.userId)).toEqual(response.json());
      expect(await storedHash(plain.userId)).toBe(hashBefore);
      expect((await current(plain)).statusCode).toBe(200);
    });

    it('keeps inActive when the body leaves it out, and sets it when given', async () => {
      await update(chief, await edited(plain.userId, { inActive: true }));
      const { inActive: _dropped, ...withoutInActive } = await edited(plain.userId, { firstname: 'Still' });

      const response = await update(chief, withoutInActive);

      expect(response.json()).toMatchObject({ firstname: 'Still', inActive: true });
      expect((await update(chief, await edited(plain.userId, { inActive: false }))).json().inActive).toBe(false);
    });

    it('demotes an Admin whose username says admin only together with a new username', async () => {
      const deputy = await addUser(env.app, { username: 'deputy_admin', role: 'Admin', lastname: 'Deputy' });
      await expectRefused(chief, await edited(deputy, { role: 'User' }), 400, USER_MESSAGES.usernameAdminWord);
      const renamed = await update(chief, await edited(deputy, { role: 'User', username: 'deputy' }));
      expect(renamed.json()).toMatchObject({ username: 'deputy', role: 'User' });
    });

    it('may demote or deactivate an Admin while another active Admin remains, itself included', async () => {
      const deputyId = await addUser(env.app, { username: 'deputy', role: 'Admin' });

      expect((await update(chief, await edited(deputyId, { inActive: true }))).statusCode).toBe(200);
      await update(chief, await edited(deputyId, { inActive: false }));
      const demoteSelf = await update(chief, await edited(chief.userId, { role: 'User' }));

      expect([demoteSelf.statusCode, demoteSelf.json().role]).toEqual([200, 'User']);
    });

    it('answers 404 for a user that does not exist', async () => {
      await expectRefused(
        chief,
        { ...(await edited(plain.userId)), _id: '00000000-0000-4000-8000-000000000000' },
        404,
        GUARD.userNotFound,
      );
    });
  });

  describe('guard rails', () => {
    it.each([
      ['demoting the last active Admin to User', { role: 'User' }, GUARD.lastAdminDemoted],
      ['demoting the last active Admin to Contact', { role: 'Contact' }, GUARD.lastAdminDemoted],
      ['demoting and deactivating it at once', { role: 'User', inActive: true }, GUARD.lastAdminDemoted],
      ['deactivating the last active Admin', { inActive: true }, GUARD.lastAdminDeactivated],
    ])('refuse %s with 409, changing nothing', async (_case, changes, message) => {
      await expectRefused(chief, await edited(chief.userId, changes), 409, message);
    });

    it('count only active Admins', async () => {
      await addUser(env.app, { username: 'retired', role: 'Admin', inActive: true });
      await expectRefused(chief, await edited(chief.userId, { role: 'User' }), 409, GUARD.lastAdminDemoted);
    });

    it('refuse a username taken in any case with 403 and the name as typed, changing nothing', async () => {
      await expectRefused(
        chief,
        await edited(plain.userId, { username: 'CHIEF' }),
        403,
        duplicateKeyMessage('users', 'CHIEF'),
      );
    });

    it('let a user change the case of its own username', async () => {
      const response = await update(plain, await edited(plain.userId, { username: 'Plain' }));
      expect([response.statusCode, response.json().username]).toEqual([200, 'Plain']);
    });
  });

  describe('by a User', () => {
    it('changes its own names, email, mobile and password (with the current one)', async () => {
      const response = await update(
        plain,
        await edited(plain.userId, {
          firstname: 'Pat',
          email: 'pat@example.org',
          password: NEW_PASSWORD,
          currentPassword: TEST_PASSWORD,
        }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstname: 'Pat', email: 'pat@example.org', role: 'User' });
      expectNoSecrets(response.body, [NEW_PASSWORD]);
      await expect(signIn(env.app, 'plain', NEW_PASSWORD)).resolves.toMatchObject({ userId: plain.userId });
      await expect(signIn(env.app, 'plain', TEST_PASSWORD)).rejects.toThrow('sign-in of plain failed');
    });

    it('may send its own role and active flag unchanged', async () => {
      const response = await update(plain, await edited(plain.userId, { role: 'User', inActive: false }));
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['its role', { role: 'Admin' }],
      ['its role to Contact', { role: 'Contact' }],
      ['its active flag', { inActive: true }],
    ])('may not change %s: 403, nothing changed', async (_case, changes) => {
      await expectRefused(plain, await edited(plain.userId, changes), 403, GUARD.onlyAdminChangesRoleOrActive);
    });

    it('may not rename itself to pass for an Admin: 400, nothing changed', async () => {
      const renamed = await edited(plain.userId, { username: 'plain admin' });
      await expectRefused(plain, renamed, 400, USER_MESSAGES.usernameAdminWord);
    });

    it('may not change anyone else, not even without changing anything', async () => {
      await expectRefused(plain, await edited(chief.userId), 403, FORBIDDEN_MESSAGE);
      await expectRefused(
        plain,
        { ...(await edited(plain.userId)), _id: '00000000-0000-4000-8000-000000000000' },
        403,
        FORBIDDEN_MESSAGE,
      );
    });
  });

  describe('Contacts', () => {
    it('lose their password hash and their sessions when a user becomes one', async () => {
      const response = await update(chief, await edited(plain.userId, { role: 'Contact', password: 'ignored' }));

      expect([response.statusCode, response.json().role]).toEqual([200, 'Contact']);
      expect(await storedHash(plain.userId)).toBeNull();
      expect((await current(plain)).statusCode).toBe(401);
    });

    it('need a password, or an address for its link, to become someone who signs in', async () => {
      const contactId = await addUser(env.app, {
        username: 'venue_contact',
        role: 'Contact',
        lastname: 'Kowalski',
        email: '',
      });

      await expectRefused(chief, await edited(contactId, { role: 'User' }), 400, USER_MESSAGES.passwordRequired);
      const promoted = await update(chief, await edited(contactId, { role: 'User', password: NEW_PASSWORD }));

      expect([promoted.statusCode, promoted.json().role]).toEqual([200, 'User']);
      await expect(signIn(env.app, 'venue_contact', NEW_PASSWORD)).resolves.toMatchObject({ userId: contactId });
    });
  });

  describe('sessions', () => {
    it('all end at once when a user is deactivated, and stay ended when it is reactivated', async () => {
      const otherDevice = await signIn(env.app, 'plain');

      await update(chief, await edited(plain.userId, { inActive: true }));
      await update(chief, await edited(plain.userId, { inActive: false }));

      for (const session of [plain, otherDevice]) {
        const response = await current(session);
        expect([response.statusCode, response.json()]).toEqual([401, { message: SESSION_ENDED_MESSAGE }]);
      }
      expect((await current(chief)).statusCode).toBe(200);
    });

    it("all end when an Admin changes a user's password", async () => {
      const otherDevice = await signIn(env.app, 'plain');

      await update(chief, await edited(plain.userId, { password: NEW_PASSWORD }));

      expect((await current(plain)).statusCode).toBe(401);
      expect((await current(otherDevice)).statusCode).toBe(401);
      expect((await current(chief)).statusCode).toBe(200);
    });

    it('keep the one changing its own password, and end its others', async () => {
      for (const [changer, username] of [
        [plain, 'plain'],
        [chief, 'chief'],
      ] as const) {
        const otherDevice = await signIn(env.app, username);

        const response = await update(
          changer,
          await edited(changer.userId, { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD }),
        );

        expect([username, response.statusCode]).toEqual([username, 200]);
        expect([username, (await current(changer)).statusCode]).toEqual([username, 200]);
        expect([username, (await current(otherDevice)).statusCode]).toEqual([username, 401]);
      }
    });

    it('all stay open after an edit that keeps the password', async () => {
      const otherDevice = await signIn(env.app, 'plain');

      await update(chief, await edited(plain.userId, { firstname: 'Renamed' }));

      expect((await current(plain)).statusCode).toBe(200);
      expect((await current(otherDevice)).statusCode).toBe(200);
    });
  });

  describe('validation', () => {
    it.each([
      ['the user id first', { _id: 'jsmith', username: '' }, USER_MESSAGES.userIdInvalid],
      ['username before names', { username: '', firstname: '' }, USER_MESSAGES.usernameRequired],
      ['password length before role', { password: 'p'.repeat(49), role: '' }, USER_MESSAGES.passwordTooLong],
      ['role before first name', { role: '', firstname: '' }, USER_MESSAGES.roleRequired],
      ['last name before email', { lastname: 'L@', email: 'nope' }, USER_MESSAGES.lastNameCharacters],
      ['email (edit wording) before mobile', { email: 'nope', mobile: '1' }, USER_MESSAGES.emailInvalidOnEdit],
      ['the active flag', { inActive: 'yes' }, 'Active must be true or false.'],
      ['a User renamed to pass for an Admin', { username: 'Site Administrator' }, USER_MESSAGES.usernameAdminWord],
      ['a User renamed to pass for the product', { username: 'System' }, USER_MESSAGES.usernameSystemWord],
    ])('answers 400 with the first failing rule: %s, changing nothing', async (_case, changes, message) => {
      await expectRefused(chief, await edited(plain.userId, changes), 400, message);
    });
  });
});
