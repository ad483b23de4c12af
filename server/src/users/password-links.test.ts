import { PASSWORD_LINK_TEXTS } from '@scheduler/shared-domain/password-links';
import { PASSWORD_MESSAGES } from '@scheduler/shared-domain/password-rules';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, newUserPayload, signIn, storedUsers, TEST_PASSWORD } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createMailRepository } from '../mail/mail-repository';
import { PASSWORD_LINK_LIMIT } from './user-routes';

const PUBLIC_URL = 'https://scheduler.group.test';
const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';

/** 'Forgot password?': a link by email that sets a new password once, within 60 minutes. */
describe.each(testDatabaseEngines())('password reset links on $name', (engine) => {
  const env = useApiTest(engine, { settings: { publicUrl: PUBLIC_URL, mailFrom: 'scheduler@group.test' } });

  beforeEach(async () => {
    await addUser(env.app, {
      username: 'plain',
      firstname: 'Paula',
      lastname: 'Plainfield',
      email: 'Paula@Example.org',
    });
  });

  const ask = (login: string) =>
    env.app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { login } });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    env.app.inject({ method: 'POST', url: '/api/users/password-reset/confirm', payload: { token, password } });
  const messages = async () => (await createMailRepository(env.db).page(undefined, 100)).reverse();
  /** The token of the newest link sent. */
  const lastToken = async () => {
    const text = (await messages()).at(-1)?.text_body ?? '';
    return /\/user\/set-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  };
  const signsInWith = async (password: string) =>
    (await env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username: 'plain', password } }))
      .statusCode === 200;

  it('sends a link by username or by email address, and keeps only its hash', async () => {
    for (const login of ['plain', 'paula@example.org']) {
      const response = await ask(login);
      expect([response.statusCode, response.json()]).toEqual([202, { message: PASSWORD_LINK_TEXTS.sent }]);
    }
    const sent = await messages();
    expect(sent.map((message) => [message.recipient_email, message.subject])).toEqual([
      ['Paula@Example.org', 'Reset your password'],
      ['Paula@Example.org', 'Reset your password'],
    ]);
    const token = await lastToken();
    expect(token).toHaveLength(43);
    expect(sent[1]?.text_body).toContain(`${PUBLIC_URL}/user/set-password?token=${token}`);
    expect(sent[1]?.text_body).toContain('Your username: plain');
    expect(JSON.stringify(await env.db.query('select * from password_links'))).not.toContain(token);
  });

  it.each([
    ['no account', 'nobody', {}],
    ['a Contact', 'contact', { role: 'Contact' as const }],
    ['an inactive user', 'gone', { inActive: true }],
    ['a user without an email address', 'silent', { email: '' }],
  ])('answers the same 202 for %s, and sends nothing', async (_case, username, user) => {
    if (username !== 'nobody') await addUser(env.app, { username, ...user });
    const response = await ask(username);
    expect([response.statusCode, response.json()]).toEqual([202, { message: PASSWORD_LINK_TEXTS.sent }]);
    expect(await messages()).toEqual([]);
  });

  it('sets a new password once, by the rules of every password, and ends every session of the user', async () => {
    const session = await signIn(env.app, 'plain');
    await ask('plain');
    const token = await lastToken();

    const weak = await setPassword(token, 'plainfield');
    expect([weak.statusCode, weak.json()]).toEqual([400, { message: PASSWORD_MESSAGES.madeOfOwnNames }]);
    const set = await setPassword(token);
    expect([set.statusCode, set.json()]).toEqual([200, { message: PASSWORD_LINK_TEXTS.done }]);
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(TEST_PASSWORD)).toBe(false);
    const current = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(session.token) });
    expect(current.statusCode).toBe(401);

    const again = await setPassword(token, 'Another-Quiet-Harbour-91');
    expect([again.statusCode, again.json()]).toEqual([400, { message: PASSWORD_LINK_TEXTS.invalidLink }]);
    const user = await storedUsers(env.app).findByUsername('plain');
    expect(await env.db.query(`select actor, fields from changes where action = 'password-change'`)).toEqual([
      { actor: 'plain', fields: { password: { secret: true } } },
    ]);
    expect(user && (await env.app.passwords.verify(user.passwordHash ?? '', NEW_PASSWORD))).toBe(true);
  });

  it('works for 60 minutes only', async () => {
    await ask('plain');
    const token = await lastToken();
    env.clock.advanceMinutes(60);
    const expired = await setPassword(token);
    expect([expired.statusCode, expired.json()]).toEqual([400, { message: PASSWORD_LINK_TEXTS.invalidLink }]);

    await ask('plain');
    env.clock.advanceMinutes(59);
    expect((await setPassword(await lastToken())).statusCode).toBe(200);
  });

  it('ends an older link when a newer one is sent', async () => {
    await ask('plain');
    const older = await lastToken();
    await ask('plain');
    expect((await setPassword(older)).statusCode).toBe(400);
    expect((await setPassword(await lastToken())).statusCode).toBe(200);
  });

  it('sends at most three links to one account per 15 minutes, still answering 202', async () => {
    for (let ask_ = 0; ask_ < 5; ask_ += 1) expect((await ask('plain')).statusCode).toBe(202);
    expect(await messages()).toHaveLength(3);
  });

  it('limits asking and setting from one address as sign-in does', async () => {
    for (let i = 0; i < PASSWORD_LINK_LIMIT.hits; i += 1) expect((await ask('nobody')).statusCode).toBe(202);
    expect((await ask('plain')).statusCode).toBe(429);
    for (let i = 0; i < PASSWORD_LINK_LIMIT.hits; i += 1) expect((await setPassword('guess')).statusCode).toBe(400);
    const limited = await setPassword('guess');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
  });

  describe('a new account an Admin adds without a password', () => {
    const register = async (payload: object) => {
      await addUser(env.app, { username: 'chief', role: 'Admin' });
      const { token } = await signIn(env.app, 'chief');
      return env.app.inject({ method: 'POST', url: '/api/users/register', headers: bearer(token), payload });
    };

    it('gets a link by email to set its password, valid 7 days', async () => {
      const added = await register(newUserPayload({ username: 'newcomer', password: '', email: 'new@example.org' }));
      expect(added.statusCode).toBe(201);
      expect((await storedUsers(env.app).findByUsername('newcomer'))?.passwordHash).toBeNull();
      const [welcome] = await messages();
      expect([welcome?.recipient_email, welcome?.subject]).toEqual(['new@example.org', 'Set your password']);
      expect(welcome?.text_body).toContain('Your username: newcomer');
      expect(welcome?.text_body).toContain('The link works once, for 7 days.');

      env.clock.advanceMinutes(7 * 24 * 60 - 1);
      expect((await setPassword(await lastToken())).statusCode).toBe(200);
      const signedIn = await env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'newcomer', password: NEW_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it('cannot use the link after 7 days', async () => {
      await register(newUserPayload({ username: 'newcomer', password: '', email: 'new@example.org' }));
      env.clock.advanceMinutes(7 * 24 * 60);
      expect((await setPassword(await lastToken())).statusCode).toBe(400);
    });

    it('is refused without an email address to send the link to, and gets none with a password', async () => {
      const refused = await register(newUserPayload({ username: 'newcomer', password: '', email: '' }));
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: USER_MESSAGES.passwordRequired }]);
      const withPassword = await env.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: bearer((await signIn(env.app, 'chief')).token),
        payload: newUserPayload({ username: 'other', password: NEW_PASSWORD }),
      });
      expect(withPassword.statusCode).toBe(201);
      expect(await messages()).toEqual([]);
    });
  });
});
