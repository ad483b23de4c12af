import { PASSWORD_LINK_TEXTS } from '@scheduler/shared-domain/password-links';
import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { SSO_MESSAGES } from '@scheduler/shared-domain/sign-in-source';
import { USER_GUARD_RAIL_MESSAGES } from '@scheduler/shared-domain/user-guard-rails';
import { type ApiTest, useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn, storedUsers, TEST_PASSWORD, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import type { Settings } from '../config';
import { createMailRepository } from '../mail/mail-repository';
import type { SsoSettings } from '../sso/sso-settings';
import { signInExternalUser } from './external-users';

/** Both of the institute's sign-ins, as far as linking needs them: no request reaches either. */
const BOTH_SIGN_INS: SsoSettings = {
  oidc: {
    issuer: 'https://id.example.test/realms/group',
    clientId: 'scheduler',
    clientSecret: 'client-secret',
    label: 'Sign in with the institute',
    adminGroups: ['admins'],
    groupsClaim: 'groups',
    publicUrl: undefined,
  },
  ldap: {
    url: 'ldap://127.0.0.1:1',
    bindDn: undefined,
    bindPassword: undefined,
    userBase: 'ou=people,dc=example,dc=org',
    userFilter: '(uid={username})',
    adminGroupDn: undefined,
  },
};
const WITH_SIGN_INS: Partial<Settings> = { sso: BOTH_SIGN_INS };

/** Makes a user an account of the institute's single sign-on, as a link and a first sign-in there would. */
async function makeExternal(env: ApiTest, userId: string): Promise<void> {
  const user = await storedUsers(env.app).findById(userId);
  if (!user) throw new Error('no such user');
  await storedUsers(env.app).update(
    userId,
    { ...user, passwordHash: null, signIn: 'oidc', externalId: `${user.username}-subject` },
    new Date(env.clock.now()),
  );
}

describe.each(testDatabaseEngines())('linking an account to the institute on $name', (engine) => {
  const env = useApiTest(engine, { settings: WITH_SIGN_INS });
  const link = (token: string, body: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/link', headers: bearer(token), payload: body });
  const linkBody = async (userId: string, signInSource = 'oidc') => {
    const user = await storedUsers(env.app).findById(userId);
    return { _id: userId, signIn: signInSource, updatedDate: user?.updatedDate.toISOString() };
  };

  it('drops the local password, ends its sessions, and lets the next sign-in there claim it by username', async () => {
    // Without a directory, a username that is no local account is a wrong password, not a directory's to check.
    await env.rebuildApp({ sso: { oidc: BOTH_SIGN_INS.oidc, ldap: null } });
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan' });
    const admin = await signIn(env.app, 'chief');
    const alan = await signIn(env.app, 'alan');

    const response = await link(admin.token, await linkBody(alanId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: alanId, username: 'alan', signIn: 'oidc' });
    const current = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(alan.token) });
    expect(current.statusCode).toBe(401);
    const local = await env.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: 'alan', password: TEST_PASSWORD },
    });
    expect(local.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });

    const identity = {
      signIn: 'oidc' as const,
      externalId: 'alan-subject',
      username: 'alan',
      firstname: 'Alan',
      lastname: 'Turing',
      email: '',
      role: 'User' as const,
    };
    expect((await signInExternalUser(env.db, new Date(env.clock.now()), identity)).id).toBe(alanId);
  });

  it('links only a local account of someone who signs in, from the copy the Admin saw', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const contactId = await addUser(env.app, { username: 'carol', role: 'Contact' });
    const alanId = await addUser(env.app, { username: 'alan' });
    const admin = await signIn(env.app, 'chief');

    expect((await link(admin.token, await linkBody(contactId))).json()).toEqual({
      message: SSO_MESSAGES.linkOnlyLocal,
    });
    const stale = await linkBody(alanId);
    env.clock.advanceMinutes(1);
    await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(admin.token),
      payload: await userUpdateBody(env.app, alanId, { firstname: 'Al' }),
    });
    expect((await link(admin.token, stale)).statusCode).toBe(409);
    expect((await link(admin.token, await linkBody(alanId, 'ldap'))).statusCode).toBe(200);
    expect((await link(admin.token, await linkBody(alanId, 'oidc'))).json()).toEqual({
      message: SSO_MESSAGES.linkOnlyLocal,
    });
  });

  it('edits an external account without a password, and refuses to give it one', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan' });
    const admin = await signIn(env.app, 'chief');
    await link(admin.token, await linkBody(alanId));
    const update = async (changes: object) =>
      env.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(admin.token),
        payload: await userUpdateBody(env.app, alanId, changes),
      });

    expect((await update({ firstname: 'Al' })).json()).toMatchObject({ firstname: 'Al', signIn: 'oidc' });
    const withPassword = await update({ password: 'a brand new password' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toEqual({ message: SSO_MESSAGES.noLocalPassword });
  });

  it('restores a deleted external account as one, which its next sign-in there takes over again', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const admin = await signIn(env.app, 'chief');
    const identity = {
      signIn: 'ldap' as const,
      externalId: 'uid=grace,ou=people,dc=example,dc=org',
      username: 'grace',
      firstname: 'Grace',
      lastname: 'Hopper',
      email: '',
      role: 'User' as const,
    };
    const grace = await signInExternalUser(env.db, new Date(env.clock.now()), identity);
    await env.app.inject({ method: 'GET', url: `/api/users/delete/${grace.id}`, headers: bearer(admin.token) });
    const history = await env.app.inject({
      method: 'GET',
      url: `/api/changes?kind=user&id=${grace.id}`,
      headers: bearer(admin.token),
    });
    const deletion = history.json().items.find((entry: { action: string }) => entry.action === 'delete');
    const restored = await env.app.inject({
      method: 'POST',
      url: `/api/changes/${deletion.id}/restore`,
      headers: bearer(admin.token),
    });
    expect(restored.json()).toMatchObject({ _id: grace.id, signIn: 'ldap' });
    expect((await signInExternalUser(env.db, new Date(env.clock.now()), identity)).id).toBe(grace.id);
  });
});

describe.each(testDatabaseEngines())('the sign-ins an Admin can link to, and unlinking, on $name', (engine) => {
  const env = useApiTest(engine, { settings: { ...WITH_SIGN_INS, publicUrl: 'https://scheduler.group.test' } });
  const post = (url: string, token: string, body: object) =>
    env.app.inject({ method: 'POST', url, headers: bearer(token), payload: body });
  const stamp = async (userId: string) =>
    (await storedUsers(env.app).findById(userId))?.updatedDate.toISOString() ?? '';

  it('refuses a link to a sign-in of the institute that this server does not have', async () => {
    await env.rebuildApp({ sso: { oidc: null, ldap: BOTH_SIGN_INS.ldap } });
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan' });
    const admin = await signIn(env.app, 'chief');
    const refused = await post('/api/users/link', admin.token, {
      _id: alanId,
      signIn: 'oidc',
      updatedDate: await stamp(alanId),
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: SSO_MESSAGES.signInNotConfigured }]);
    expect(await storedUsers(env.app).findById(alanId)).toMatchObject({ signIn: 'password' });
    expect(await signIn(env.app, 'alan')).toMatchObject({ userId: alanId });
  });

  it('keeps an active Admin who can sign in: none may be left with only Admins of a sign-in the server lacks', async () => {
    const chiefId = await addUser(env.app, { username: 'chief', role: 'Admin' });
    const deputyId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    await makeExternal(env, deputyId);
    await env.rebuildApp({ sso: { oidc: null, ldap: null } });
    const chief = await signIn(env.app, 'chief');

    const demotion = await post(
      '/api/users/update',
      chief.token,
      await userUpdateBody(env.app, chiefId, { role: 'User' }),
    );
    expect([demotion.statusCode, demotion.json()]).toEqual([
      409,
      { message: USER_GUARD_RAIL_MESSAGES.lastAdminWhoCanSignIn },
    ]);
    expect(await storedUsers(env.app).findById(chiefId)).toMatchObject({ role: 'Admin' });
  });

  it('refuses to unlink the last Admin who can sign in, who would then have no password until a link came', async () => {
    const chiefId = await addUser(env.app, { username: 'chief', role: 'Admin' });
    await makeExternal(env, chiefId);
    const chief = (await env.app.sessions.open((await storedUsers(env.app).findById(chiefId)) ?? assertNever(), 'en'))
      .user;
    const refused = await post('/api/users/unlink', chief.token, { _id: chiefId, updatedDate: await stamp(chiefId) });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: USER_GUARD_RAIL_MESSAGES.lastAdminWhoCanSignIn },
    ]);
  });

  it('unlinks an account back to a password here, set through an emailed link, ending its sessions and API tokens', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan', firstname: 'Alan', lastname: 'Turing' });
    const apiToken = (
      await post('/api/tokens', (await signIn(env.app, 'alan')).token, {
        name: 'Script',
        days: 30,
        currentPassword: TEST_PASSWORD,
      })
    ).json<{ token: string }>().token;
    await makeExternal(env, alanId);
    const alanSession = (
      await env.app.sessions.open((await storedUsers(env.app).findById(alanId)) ?? assertNever(), 'en')
    ).user.token;
    const admin = await signIn(env.app, 'chief');

    const unlinked = await post('/api/users/unlink', admin.token, { _id: alanId, updatedDate: await stamp(alanId) });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).not.toHaveProperty('signIn');
    for (const token of [alanSession, apiToken]) {
      const current = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
      expect(current.statusCode).toBe(401);
    }
    const [message] = await createMailRepository(env.db).page(undefined, 10);
    expect(message?.subject).toBe('RG scheduler: Set your password');
    expect(message?.text_body).toContain('chief moved your account in RG scheduler');
    const linkToken = env.app.tokens.passwordLinkToken(message?.secret_link ?? '');
    const set = await env.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/confirm',
      payload: { token: linkToken, password: 'Quiet-Harbour-Lantern-58' },
    });
    expect([set.statusCode, set.json()]).toEqual([200, { message: PASSWORD_LINK_TEXTS.doneNew }]);
    expect(await signIn(env.app, 'alan', 'Quiet-Harbour-Lantern-58')).toMatchObject({ userId: alanId });
  });

  it('sends an unlinked account its link again, on an Admin’s asking, saying again why it came', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan' });
    await makeExternal(env, alanId);
    const admin = await signIn(env.app, 'chief');
    const unlinked = await post('/api/users/unlink', admin.token, { _id: alanId, updatedDate: await stamp(alanId) });
    expect(unlinked.statusCode).toBe(200);
    const again = await env.app.inject({
      method: 'POST',
      url: `/api/users/password-link/${alanId}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(202);
    const sent = await createMailRepository(env.db).page(undefined, 10);
    expect(sent.map((message) => message.text_body.includes('chief moved your account in RG scheduler'))).toEqual([
      true,
      true,
    ]);
  });

  it('unlinks only an account of the institute, and sends no link to one without an email address', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    const alanId = await addUser(env.app, { username: 'alan', email: '' });
    const admin = await signIn(env.app, 'chief');
    const local = await post('/api/users/unlink', admin.token, { _id: alanId, updatedDate: await stamp(alanId) });
    expect([local.statusCode, local.json()]).toEqual([409, { message: SSO_MESSAGES.unlinkOnlyExternal }]);

    await makeExternal(env, alanId);
    const unlinked = await post('/api/users/unlink', admin.token, { _id: alanId, updatedDate: await stamp(alanId) });
    expect(unlinked.statusCode).toBe(200);
    expect(await createMailRepository(env.db).page(undefined, 10)).toEqual([]);
    const set = await post(
      '/api/users/update',
      admin.token,
      await userUpdateBody(env.app, alanId, { password: 'Quiet-Harbour-Lantern-58' }),
    );
    expect(set.statusCode).toBe(200);
    expect(await signIn(env.app, 'alan', 'Quiet-Harbour-Lantern-58')).toMatchObject({ userId: alanId });
  });
});

function assertNever(): never {
  throw new Error('no such user');
}
