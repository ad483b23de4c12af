import { PASSWORD_MESSAGES, passwordTooEasyMessage } from '@scheduler/shared-domain/password-rules';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  newUserPayload,
  type SignedIn,
  signIn,
  TEST_PASSWORD,
  userUpdateBody,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { CURRENT_PASSWORD_LIMIT } from './current-password';

const STRONG_PASSWORD = 'Quiet-Harbour-Lantern-58';

/**
 * The rules a password must meet wherever one is set, beyond SPEC §5: at least 10 characters, not easy to guess,
 * not made of the user's own names; and a change of one's own password needs the current one.
 */
describe.each(testDatabaseEngines())('passwords set through the API on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;
  let plain: SignedIn;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await addUser(env.app, {
      username: 'plain',
      firstname: 'Paula',
      lastname: 'Plainfield',
      email: 'paula@example.org',
    });
    [chief, plain] = await Promise.all([signIn(env.app, 'chief'), signIn(env.app, 'plain')]);
  });

  const post = (caller: SignedIn, url: string, payload: object) =>
    env.app.inject({ method: 'POST', url, headers: bearer(caller.token), payload });
  const expectRefused = async (caller: SignedIn, url: string, payload: object, status: number, message: string) => {
    const before = await databaseSnapshot(env.db);
    const response = await post(caller, url, payload);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  };
  const signsInWith = async (username: string, password: string) =>
    (await env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username, password } }))
      .statusCode === 200;

  describe.each([
    ['registering a user', '/api/users/register/', async () => newUserPayload()],
    ['changing a password', '/api/users/update/', async () => userUpdateBody(env.app, plain.userId)],
  ])('%s', (_case, url, body) => {
    it.each([
      ['a password of one character', 'x', PASSWORD_MESSAGES.tooShort],
      ['a password of 9 characters', 'x7#Lq!p2w', PASSWORD_MESSAGES.tooShort],
      ['a common password', 'password123', passwordTooEasyMessage('This is a commonly used password.')],
      ['a keyboard row', 'qwertyuiop', passwordTooEasyMessage('This is a frequently used password.')],
    ])('refuses %s with 400, writing nothing', async (_password, password, message) => {
      await expectRefused(chief, url, { ...(await body()), password }, 400, message);
    });
  });

  it('refuses a password made of the new user’s own names', async () => {
    const payload = newUserPayload({ username: 'ada_l', firstname: 'Ada', lastname: 'Lovelace' });
    await expectRefused(
      chief,
      '/api/users/register/',
      { ...payload, password: 'AdaLovelace1815' },
      400,
      M.madeOfOwnNames,
    );
    await expectRefused(chief, '/api/users/register/', { ...payload, password: 'ada_l-ada_l!' }, 400, M.madeOfOwnNames);
  });

  it('refuses a password made of the names the edit gives the user', async () => {
    const payload = await userUpdateBody(env.app, plain.userId, { lastname: 'Bramblewood' });
    await expectRefused(
      chief,
      '/api/users/update/',
      { ...payload, password: 'Bramblewood-Paula' },
      400,
      M.madeOfOwnNames,
    );
  });

  it('still needs no password for a Contact, and keeps the password on an edit that leaves it blank', async () => {
    const contact = await post(chief, '/api/users/register/', newUserPayload({ role: 'Contact', password: '' }));
    expect(contact.statusCode).toBe(201);
    const keep = await post(
      chief,
      '/api/users/update/',
      await userUpdateBody(env.app, plain.userId, { firstname: 'Pia' }),
    );
    expect(keep.statusCode).toBe(200);
    expect(await signsInWith('plain', TEST_PASSWORD)).toBe(true);
  });

  describe('a change of one’s own password', () => {
    it('is refused with 403 without the current password', async () => {
      const payload = await userUpdateBody(env.app, plain.userId, { password: STRONG_PASSWORD });
      await expectRefused(plain, '/api/users/update/', payload, 403, M.currentRequired);
    });

    it('is refused with 403 with a wrong current password', async () => {
      const payload = await userUpdateBody(env.app, plain.userId, {
        password: STRONG_PASSWORD,
        currentPassword: 'not the password at all',
      });
      await expectRefused(plain, '/api/users/update/', payload, 403, M.currentIncorrect);
      expect(await signsInWith('plain', TEST_PASSWORD)).toBe(true);
    });

    it('succeeds with the right current password', async () => {
      const payload = await userUpdateBody(env.app, plain.userId, {
        password: STRONG_PASSWORD,
        currentPassword: TEST_PASSWORD,
      });
      expect((await post(plain, '/api/users/update/', payload)).statusCode).toBe(200);
      expect(await signsInWith('plain', STRONG_PASSWORD)).toBe(true);
      expect(await signsInWith('plain', TEST_PASSWORD)).toBe(false);
    });

    it('needs the current password from an Admin too', async () => {
      const payload = await userUpdateBody(env.app, chief.userId, { password: STRONG_PASSWORD });
      await expectRefused(chief, '/api/users/update/', payload, 403, M.currentRequired);
    });

    it('is refused with 429 after five attempts in 15 minutes, the right password too, so a token cannot guess it', async () => {
      const withCurrent = (currentPassword: string) =>
        userUpdateBody(env.app, plain.userId, { password: STRONG_PASSWORD, currentPassword });
      for (let attempt = 1; attempt <= CURRENT_PASSWORD_LIMIT.hits; attempt++) {
        await expectRefused(
          plain,
          '/api/users/update/',
          await withCurrent(`guess number ${attempt}`),
          403,
          M.currentIncorrect,
        );
      }
      await expectRefused(
        plain,
        '/api/users/update/',
        await withCurrent(TEST_PASSWORD),
        429,
        'Too many attempts to change your password. Try again in 15 minutes.',
      );
      expect(await signsInWith('plain', TEST_PASSWORD)).toBe(true);

      env.clock.advanceMinutes(15);
      const signedInAgain = await signIn(env.app, 'plain');
      expect((await post(signedInAgain, '/api/users/update/', await withCurrent(TEST_PASSWORD))).statusCode).toBe(200);
    });

    it('is not needed for an edit of one’s own record that keeps the password', async () => {
      const payload = await userUpdateBody(env.app, plain.userId, { firstname: 'Pia' });
      expect((await post(plain, '/api/users/update/', payload)).statusCode).toBe(200);
    });
  });

  it('lets an Admin reset someone else’s password without knowing it', async () => {
    const payload = await userUpdateBody(env.app, plain.userId, { password: STRONG_PASSWORD });
    expect((await post(chief, '/api/users/update/', payload)).statusCode).toBe(200);
    expect(await signsInWith('plain', STRONG_PASSWORD)).toBe(true);
  });
});

const M = PASSWORD_MESSAGES;
