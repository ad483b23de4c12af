import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, databaseSnapshot, expectNoSecrets, newUserPayload, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('POST /api/users/register/ on $name', (engine) => {
  const env = useApiTest(engine);
  let adminToken: string;

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    adminToken = (await signIn(env.app, 'chief')).token;
  });

  const register = (payload: object, url = '/api/users/register/') =>
    env.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
  const storedHash = async (username: string) =>
    (
      await env.db.query<{ password_hash: string | null }>('select password_hash from users where username = $1', [
        username,
      ])
    )[0]?.password_hash;

  it('creates the user, answers 201 with its record, and stores only an argon2id hash of the trimmed password', async () => {
    env.clock.advanceMinutes(5);
    const response = await register(
      newUserPayload({ username: ' ada_l ', password: '  open sesame  ', email: 'ada@example.org' }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      username: 'ada_l',
      firstname: 'Ada',
      lastname: 'Lovelace',
      role: 'User',
      email: 'ada@example.org',
      mobile: '123-456-7890',
      inActive: false,
      createdDate: new Date(env.clock.now()).toISOString(),
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expectNoSecrets(response.body, ['open sesame']);
    const hash = await storedHash('ada_l');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await env.app.passwords.verify(hash as string, 'open sesame')).toBe(true);
    expect((await signIn(env.app, 'ada_l', 'open sesame')).userId).toBe(body._id);
  });

  it('keeps the dates, the id and the active flag to itself, whatever the body says', async () => {
    const response = await register(
      newUserPayload({
        _id: '00000000-0000-4000-8000-000000000000',
        inActive: true,
        createdDate: '2001-01-01T00:00:00.000Z',
        updatedDate: '2001-01-01T00:00:00.000Z',
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      inActive: false,
      createdDate: new Date(env.clock.now()).toISOString(),
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect(response.json()._id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('stores no password for a Contact, even one that was typed', async () => {
    const response = await register(newUserPayload({ username: 'venue_contact', role: 'Contact', password: 'typed' }));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'venue_contact', role: 'Contact' });
    expect(await storedHash('venue_contact')).toBeNull();
  });

  it('answers the SPEC path without its trailing slash too', async () => {
    expect((await register(newUserPayload(), '/api/users/register')).statusCode).toBe(201);
  });

  it('refuses a username taken in any case with 403 and the name as typed, changing nothing', async () => {
    await addUser(env.app, { username: 'ada_l' });
    const before = await databaseSnapshot(env.db);

    const response = await register(newUserPayload({ username: 'ADA_L' }));

    expect([response.statusCode, response.json()]).toEqual([403, { message: duplicateKeyMessage('users', 'ADA_L') }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });

  it.each([
    ['username before password', { username: '', password: '' }, USER_MESSAGES.usernameRequired],
    ['username characters before password', { username: 'ada-l', password: '' }, USER_MESSAGES.usernameCharacters],
    ['password before role', { password: '', email: '', role: '' }, USER_MESSAGES.passwordRequired],
    ['password length before role', { password: 'p'.repeat(49), role: '' }, USER_MESSAGES.passwordTooLong],
    ['role before first name', { role: 'Root', firstname: '' }, USER_MESSAGES.roleRequired],
    ['first name before last name', { firstname: 'Ada!', lastname: '' }, USER_MESSAGES.firstNameCharacters],
    ['last name before email', { lastname: '', email: 'nope' }, USER_MESSAGES.lastNameRequired],
    ['email (create wording) before mobile', { email: 'nope', mobile: '12' }, USER_MESSAGES.emailInvalidOnCreate],
    ['mobile', { mobile: '12345' }, USER_MESSAGES.mobileInvalid],
    ['a User passing for an Admin', { username: 'Site Administrator' }, USER_MESSAGES.usernameAdminWord],
    ['a Contact passing for an Admin', { username: 'admin', role: 'Contact' }, USER_MESSAGES.usernameAdminWord],
    ['anyone passing for the product', { username: 'system', role: 'Admin' }, USER_MESSAGES.usernameSystemWord],
  ])('answers 400 with the first failing rule: %s, storing nothing', async (_case, change, message) => {
    const before = await databaseSnapshot(env.db);

    const response = await register(newUserPayload(change));

    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });

  it('lets an Admin be named as one', async () => {
    const response = await register(newUserPayload({ username: 'Site Administrator', role: 'Admin' }));
    expect([response.statusCode, response.json().username]).toEqual([201, 'Site Administrator']);
  });

  it('answers 400 naming the first field for an empty body or none', async () => {
    for (const payload of [{}, undefined]) {
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        headers: bearer(adminToken),
        ...(payload ? { payload } : {}),
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message: USER_MESSAGES.usernameRequired }]);
    }
  });
});
