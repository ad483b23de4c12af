import { PASSWORD_LINK_TEXTS } from '@scheduler/shared-domain/password-links';
import { PASSWORD_MESSAGES } from '@scheduler/shared-domain/password-rules';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { startTestMailServer } from '../../test/mail-test';
import {
  addUser,
  bearer,
  buildTestApp,
  newUserPayload,
  signIn,
  storedUsers,
  TEST_PASSWORD,
  userUpdateBody,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import type { Database, Queryable } from '../db/database';
import { SECRET_LINK_PLACEHOLDER } from '../mail/mail-queries';
import { createMailRepository, type OutboxRow } from '../mail/mail-repository';
import { PASSWORD_LINK_LIMIT } from './user-routes';

const PUBLIC_URL = 'https://scheduler.group.test';
const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';
const ASKED_FROM = '203.0.113.7';

/** The database, but each query whose text holds `held` waits for `gate` before it runs. */
function holding(db: Database, held: string, gate: Promise<void>): Database {
  const hold = (queryable: Queryable): Queryable => ({
    engine: queryable.engine,
    execScript: (sql) => queryable.execScript(sql),
    query: async (sql, params, options) => {
      if (sql.includes(held)) await gate;
      return queryable.query(sql, params, options);
    },
  });
  return {
    ...hold(db),
    transaction: (work, options) => db.transaction((tx) => work(hold(tx)), options),
    listen: db.listen,
    close: db.close,
  };
}

/** 'Forgot password?': a link by email that sets a new password once, within 60 minutes. */
describe.each(testDatabaseEngines())('password reset links on $name', (engine) => {
  const env = useApiTest(engine, { settings: { publicUrl: PUBLIC_URL, mailFrom: 'scheduler@group.test' } });
  let userId: string;

  beforeEach(async () => {
    userId = await addUser(env.app, {
      username: 'plain',
      firstname: 'Paula',
      lastname: 'Plainfield',
      email: 'Paula@Example.org',
    });
  });

  /** Asks for a link, and waits for the work done after the answer. */
  const ask = async (login: string, remoteAddress = ASKED_FROM) => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { login },
      remoteAddress,
    });
    await env.app.settled();
    return response;
  };
  const check = (token: string) =>
    env.app.inject({ method: 'POST', url: '/api/users/password-reset/check', payload: { token } });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    env.app.inject({ method: 'POST', url: '/api/users/password-reset/confirm', payload: { token, password } });
  const messages = async () => (await createMailRepository(env.db).page(undefined, 100)).reverse();
  /** The token the sender puts into a message as it sends it. */
  const tokenOf = (message: OutboxRow | undefined) =>
    message?.secret_link ? env.app.tokens.passwordLinkToken(message.secret_link) : '';
  const lastToken = async () => tokenOf((await messages()).at(-1));
  const signsInWith = async (password: string) =>
    (await env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username: 'plain', password } }))
      .statusCode === 200;
  const entries = (action: string) =>
    env.db.query<{ actor: string; fields: unknown }>(
      'select actor, fields from changes where action = $1 order by id',
      [action],
    );

  it('sends a link by username or by email address, naming the product and the group, and keeps no working link', async () => {
    for (const login of ['plain', 'paula@example.org']) {
      const response = await ask(login);
      expect([response.statusCode, response.json()]).toEqual([202, { message: PASSWORD_LINK_TEXTS.sent }]);
    }
    const sent = await messages();
    expect(sent.map((message) => [message.recipient_email, message.subject])).toEqual([
      ['Paula@Example.org', 'RG scheduler: Reset your password'],
      ['Paula@Example.org', 'RG scheduler: Reset your password'],
    ]);
    const token = await lastToken();
    expect(token).toHaveLength(43);
    expect(sent[1]?.text_body).toContain(
      `your account in RG scheduler (${PUBLIC_URL}), where the group RG schedules its meetings.`,
    );
    expect(sent[1]?.text_body).toContain(`${PUBLIC_URL}/user/set-password#token=${SECRET_LINK_PLACEHOLDER}`);
    expect(sent[1]?.text_body).toContain('Your username: plain');
    expect(JSON.stringify(await env.db.query('select * from outbox'))).not.toContain(token);
    expect(JSON.stringify(await env.db.query('select * from password_links'))).not.toContain(token);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('writes the link in the language the account chose, and its password still sets', async () => {
    await env.db.query("update users set language = 'fr', browser_language = 'de' where id = $1", [userId]);
    await ask('plain');
    const [message] = await messages();
    expect(message?.subject).toBe('RG scheduler : réinitialisez votre mot de passe');
    expect(message?.text_body.split('\n\n')).toEqual([
      `Quelqu’un a demandé la réinitialisation du mot de passe de votre compte dans RG scheduler (${PUBLIC_URL}), où le groupe RG planifie ses réunions. Si c’était vous, ouvrez ce lien pour en définir un nouveau :`,
      `${PUBLIC_URL}/user/set-password#token=${SECRET_LINK_PLACEHOLDER}`,
      'Votre nom d’utilisateur : plain',
      'Le lien fonctionne une fois, pendant 60 minutes. Si vous ne l’avez pas demandé, ignorez ce message.\n',
    ]);
    expect(message?.html_body).toContain('<html lang="fr">');
    expect((await setPassword(await lastToken())).statusCode).toBe(200);
  });

  it('puts the working link only into the message it sends: an Admin reading the outbox sees none', async () => {
    const smtp = await startTestMailServer();
    try {
      await env.rebuildApp({ publicUrl: PUBLIC_URL, mailFrom: 'scheduler@group.test', smtpUrl: smtp.url });
      await ask('plain');
      const [arrived] = await smtp.waitFor(1);
      const token = /\/user\/set-password#token=([\w-]+)/.exec(arrived?.text ?? '')?.[1] ?? '';
      expect(token).toBe(await lastToken());
      expect(arrived?.html).toContain(`${PUBLIC_URL}/user/set-password#token=${token}`);

      await addUser(env.app, { username: 'chief', role: 'Admin' });
      const admin = bearer((await signIn(env.app, 'chief')).token);
      const [row] = await messages();
      const shown = await env.app.inject({ method: 'GET', url: `/api/mail/outbox/${row?.id}`, headers: admin });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain(SECRET_LINK_PLACEHOLDER);
      expect(shown.body).not.toContain(token);
      expect((await setPassword(token)).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it('answers before it looks for any account, so its time tells nothing of which exist', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = await buildTestApp(holding(env.db, 'username_key(username) = username_key($1) or', gate), {
      clock: env.clock,
      settings: { publicUrl: PUBLIC_URL },
    });
    try {
      const answered = await held.inject({
        method: 'POST',
        url: '/api/users/password-reset',
        payload: { login: 'plain' },
      });
      expect(answered.statusCode).toBe(202);
      expect(await messages()).toEqual([]);
      open();
      await held.settled();
      expect((await messages()).map((message) => message.recipient_email)).toEqual(['Paula@Example.org']);
    } finally {
      open();
      await held.close();
    }
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

  it('records who asked, and the password change names the link and who asked for it', async () => {
    await ask('plain');
    expect(await entries('password-link')).toEqual([{ actor: ASKED_FROM, fields: { passwordLink: { new: 'reset' } } }]);
    expect((await setPassword(await lastToken())).statusCode).toBe(200);
    expect(await entries('password-change')).toEqual([
      {
        actor: 'plain',
        fields: { password: { secret: true }, passwordLink: { new: `reset, asked by ${ASKED_FROM}` } },
      },
    ]);
  });

  it('tells its page as it opens whether the link works, and whose password it sets', async () => {
    await ask('plain');
    const token = await lastToken();
    const working = await check(token);
    expect([working.statusCode, working.json()]).toEqual([
      200,
      { purpose: 'reset', username: 'plain', firstname: 'Paula', lastname: 'Plainfield', email: 'Paula@Example.org' },
    ]);
    expect((await setPassword(token)).statusCode).toBe(200);
    const used = await check(token);
    expect([used.statusCode, used.json()]).toEqual([400, { message: PASSWORD_LINK_TEXTS.invalidLink }]);
  });

  it('sets a new password once, by the rules of every password, and ends every session and API token of the user', async () => {
    const session = await signIn(env.app, 'plain');
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(session.token),
      payload: { name: 'Script', days: 30, currentPassword: TEST_PASSWORD },
    });
    const apiToken = created.json<{ token: string }>().token;
    await ask('plain');
    const token = await lastToken();

    const weak = await setPassword(token, 'plainfield');
    expect([weak.statusCode, weak.json()]).toEqual([400, { message: PASSWORD_MESSAGES.madeOfOwnNames }]);
    const set = await setPassword(token);
    expect([set.statusCode, set.json()]).toEqual([200, { message: PASSWORD_LINK_TEXTS.done }]);
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(TEST_PASSWORD)).toBe(false);
    for (const used of [session.token, apiToken]) {
      const current = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(used) });
      expect(current.statusCode).toBe(401);
    }

    const again = await setPassword(token, 'Another-Quiet-Harbour-91');
    expect([again.statusCode, again.json()]).toEqual([400, { message: PASSWORD_LINK_TEXTS.invalidLink }]);
    const user = await storedUsers(env.app).findByUsername('plain');
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

  it('ends when the password is changed another way, or the user is deactivated', async () => {
    await ask('plain');
    const beforeChange = await lastToken();
    const own = await signIn(env.app, 'plain');
    const changed = await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(own.token),
      payload: await userUpdateBody(env.app, userId, { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await setPassword(beforeChange, 'Another-Quiet-Harbour-91')).statusCode).toBe(400);

    await ask('plain');
    const beforeDeactivation = await lastToken();
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const admin = bearer((await signIn(env.app, 'chief')).token);
    const update = async (changes: object) =>
      env.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: admin,
        payload: await userUpdateBody(env.app, userId, changes),
      });
    expect((await update({ inActive: true })).statusCode).toBe(200);
    expect((await update({ inActive: false })).statusCode).toBe(200);
    expect((await check(beforeDeactivation)).statusCode).toBe(400);
  });

  it('sends at most three links to one account per 15 minutes, still answering 202', async () => {
    for (let ask_ = 0; ask_ < 5; ask_ += 1) expect((await ask('plain')).statusCode).toBe(202);
    expect(await messages()).toHaveLength(3);
  });

  it('limits asking, checking and setting from one address as sign-in does', async () => {
    for (let i = 0; i < PASSWORD_LINK_LIMIT.hits; i += 1) expect((await ask('nobody')).statusCode).toBe(202);
    expect((await ask('plain')).statusCode).toBe(429);
    for (let i = 0; i < PASSWORD_LINK_LIMIT.hits / 2; i += 1) {
      expect((await check('guess')).statusCode).toBe(400);
      expect((await setPassword('guess')).statusCode).toBe(400);
    }
    const limited = await setPassword('guess');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect((await check('guess')).statusCode).toBe(429);
  });

  it('never writes a link of the older kind, with its token in the query, to the log', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(env.db, { clock: env.clock, logger: { write: (line) => lines.push(line) } });
    try {
      const token = 'Vm2Xq0rT5yLk8PzN3wEe7uJh1cBa6sDf9gHj4kLm0nQ';
      await logged.inject({ method: 'GET', url: `/user/set-password?token=${token}` });
      const log = lines.join('');
      expect(log).toContain('"url":"/user/set-password?token=[token]"');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });

  describe('a new account an Admin adds without a password', () => {
    const register = async (payload: object) => {
      await addUser(env.app, { username: 'chief', role: 'Admin' });
      const { token } = await signIn(env.app, 'chief');
      return env.app.inject({ method: 'POST', url: '/api/users/register', headers: bearer(token), payload });
    };

    it('gets a link by email to set its password, valid 7 days, that names who made the account', async () => {
      const added = await register(newUserPayload({ username: 'newcomer', password: '', email: 'new@example.org' }));
      expect(added.statusCode).toBe(201);
      expect((await storedUsers(env.app).findByUsername('newcomer'))?.passwordHash).toBeNull();
      const [welcome] = await messages();
      expect([welcome?.recipient_email, welcome?.subject]).toEqual([
        'new@example.org',
        'RG scheduler: Set your password',
      ]);
      expect(welcome?.text_body).toContain(`chief made an account for you in RG scheduler (${PUBLIC_URL})`);
      expect(welcome?.text_body).toContain('Your username: newcomer');
      expect(welcome?.text_body).toContain('The link works once, for 7 days.');
      expect((await entries('password-link')).at(-1)).toEqual({
        actor: 'chief',
        fields: { passwordLink: { new: 'welcome' } },
      });

      env.clock.advanceMinutes(7 * 24 * 60 - 1);
      const token = await lastToken();
      expect((await check(token)).json()).toMatchObject({ purpose: 'welcome', username: 'newcomer' });
      const set = await setPassword(token);
      // A new account had no session to end: it is not told that its sessions ended.
      expect([set.statusCode, set.json()]).toEqual([200, { message: PASSWORD_LINK_TEXTS.doneNew }]);
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

    it("keeps its link when someone asks for a reset: an account without a password gets links from an Admin's act only", async () => {
      await register(newUserPayload({ username: 'newcomer', password: '', email: 'new@example.org' }));
      const welcome = await lastToken();
      expect((await ask('newcomer')).statusCode).toBe(202);
      expect(await messages()).toHaveLength(1);
      expect((await setPassword(welcome)).statusCode).toBe(200);
    });

    it('loses its link once an Admin sets its password', async () => {
      await register(newUserPayload({ username: 'newcomer', password: '', email: 'new@example.org' }));
      const welcome = await lastToken();
      const newcomer = await storedUsers(env.app).findByUsername('newcomer');
      const set = await env.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer((await signIn(env.app, 'chief')).token),
        payload: await userUpdateBody(env.app, newcomer?.id ?? '', { password: NEW_PASSWORD }),
      });
      expect(set.statusCode).toBe(200);
      expect((await check(welcome)).statusCode).toBe(400);
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

  it('gives a restored user no way to set its own password: an Admin acts first', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const admin = bearer((await signIn(env.app, 'chief')).token);
    expect(
      (await env.app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: admin })).statusCode,
    ).toBe(200);
    const [deletion] = await env.db.query<{ id: string }>(`select id from changes where action = 'delete'`);
    const restored = await env.app.inject({
      method: 'POST',
      url: `/api/changes/${deletion?.id}/restore`,
      headers: admin,
    });
    expect(restored.statusCode).toBe(201);
    expect((await ask('plain')).statusCode).toBe(202);
    expect(await messages()).toEqual([]);
  });
});
