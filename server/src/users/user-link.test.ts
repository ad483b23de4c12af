import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { SSO_MESSAGES } from '@scheduler/shared-domain/sign-in-source';
import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn, storedUsers, TEST_PASSWORD, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { signInExternalUser } from './external-users';

describe.each(testDatabaseEngines())('linking an account to the institute on $name', (engine) => {
  const env = useApiTest(engine);
  const link = (token: string, body: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/link', headers: bearer(token), payload: body });
  const linkBody = async (userId: string, signInSource = 'oidc') => {
    const user = await storedUsers(env.app).findById(userId);
    return { _id: userId, signIn: signInSource, updatedDate: user?.updatedDate.toISOString() };
  };

  it('drops the local password, ends its sessions, and lets the next sign-in there claim it by username', async () => {
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
