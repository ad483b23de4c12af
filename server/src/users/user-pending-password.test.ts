import { PASSWORD_LINK_TEXTS } from '@scheduler/shared-domain/password-links';
import { PENDING_PASSWORD_TEXTS, pendingLinkSentMessage } from '@scheduler/shared-domain/pending-password';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, newUserPayload, signIn, storedUsers } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createMailRepository } from '../mail/mail-repository';

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';

/** An account that signs in here and has no password yet: added without one (or imported, or restored). */
describe.each(testDatabaseEngines())('an account waiting for its password on $name', (engine) => {
  const env = useApiTest(engine, {
    settings: { publicUrl: 'https://scheduler.group.test', mailFrom: 'scheduler@group.test' },
  });
  let chief = '';
  let newcomerId = '';

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    chief = (await signIn(env.app, 'chief')).token;
    const added = await env.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(chief),
      // A mistyped address: its link goes nowhere useful.
      payload: newUserPayload({ username: 'newcomer', password: '', email: 'new@exmaple.org' }),
    });
    expect(added.statusCode).toBe(201);
    newcomerId = added.json()._id;
  });

  const record = async (id = newcomerId) =>
    (await env.app.inject({ url: `/api/users/edit/${id}`, headers: bearer(chief) })).json();
  const update = async (changes: Record<string, unknown>) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(chief),
      payload: { ...(await record()), password: '', currentPassword: '', ...changes },
    });
  const resend = (id = newcomerId) =>
    env.app.inject({ method: 'POST', url: `/api/users/password-link/${id}`, headers: bearer(chief) });
  /** Each 'Set your password' message so far, oldest first: to whom, and the token the sender puts in its link. */
  const links = async () =>
    (await createMailRepository(env.db).page(undefined, 100))
      .reverse()
      .filter((row) => row.subject.endsWith(': Set your password'))
      .map((row) => ({
        to: row.recipient_email,
        token: row.secret_link ? env.app.tokens.passwordLinkToken(row.secret_link) : '',
        text: row.text_body,
      }));
  const setPassword = (token: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/confirm',
      payload: { token, password: NEW_PASSWORD },
    });

  it('saves a change with the password blank, and stays without one', async () => {
    const saved = await update({ firstname: 'Nora' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().firstname).toBe('Nora');
    expect((await storedUsers(env.app).findByUsername('newcomer'))?.passwordHash).toBeNull();
    expect(await record()).toMatchObject({ firstname: 'Nora', passwordPending: true });
  });

  it('sends its link to a corrected address, and ends the one sent to the old address', async () => {
    const [mistyped] = await links();
    expect((await update({ email: 'new@example.org' })).statusCode).toBe(200);
    const [, corrected, ...more] = await links();
    expect(more).toEqual([]);
    expect(corrected?.to).toBe('new@example.org');
    expect((await setPassword(mistyped?.token ?? '')).json()).toEqual({ message: PASSWORD_LINK_TEXTS.invalidLink });
    expect((await setPassword(corrected?.token ?? '')).statusCode).toBe(200);
    // Set: it waits no more.
    expect((await record()).passwordPending).toBeUndefined();
  });

  it('is refused without an address to send its link to', async () => {
    const refused = await update({ email: '' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: USER_MESSAGES.passwordRequired }]);
  });

  it('sends the link again on an Admin’s asking, ending the earlier one, as often as the login page may', async () => {
    const [first] = await links();
    const sent = await resend();
    expect([sent.statusCode, sent.json()]).toEqual([202, { message: pendingLinkSentMessage('new@exmaple.org') }]);
    const [, again] = await links();
    expect(again?.to).toBe('new@exmaple.org');
    expect((await setPassword(first?.token ?? '')).statusCode).toBe(400);
    // Three links to one account per 15 minutes, whoever asks: the login page's count and this one are one.
    expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(429);
    expect(await links()).toHaveLength(4);
  });

  it('sends none to an account that has a password, is a Contact, or is not there', async () => {
    const plainId = await addUser(env.app, { username: 'plain' });
    const contactId = await addUser(env.app, { username: 'contact', role: 'Contact' });
    for (const id of [plainId, contactId]) {
      expect((await record(id)).passwordPending).toBeUndefined();
      const refused = await resend(id);
      expect([refused.statusCode, refused.json()]).toEqual([409, { message: PENDING_PASSWORD_TEXTS.notWaiting }]);
    }
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await links()).toHaveLength(1);
  });

  it('sends its link to a Contact made a User without a password, and refuses one without an address', async () => {
    const contactId = await addUser(env.app, { username: 'contact', role: 'Contact', email: 'contact@example.org' });
    const contact = await record(contactId);
    const promoted = await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(chief),
      payload: { ...contact, role: 'User', password: '', currentPassword: '' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await links()).at(-1)?.to).toBe('contact@example.org');

    const silentId = await addUser(env.app, { username: 'silent', role: 'Contact', email: '' });
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(chief),
      payload: { ...(await record(silentId)), role: 'User', password: '', currentPassword: '' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: USER_MESSAGES.passwordRequired }]);
  });
});
