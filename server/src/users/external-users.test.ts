import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { SSO_MESSAGES } from '@scheduler/shared-domain/sign-in-source';
import { USER_GUARD_RAIL_MESSAGES } from '@scheduler/shared-domain/user-guard-rails';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { addUser, storedUsers } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import type { ExternalIdentity } from '../sso/sso-mapping';
import { signInExternalUser } from './external-users';

const ada: ExternalIdentity = {
  signIn: 'oidc',
  externalId: 'subject-1',
  username: 'ada',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  role: 'User',
};

describe.each(testDatabaseEngines())('signing in an external account on $name', (engine) => {
  const env = useApiTest(engine);
  const signInAs = (identity: ExternalIdentity) => signInExternalUser(env.db, new Date(env.clock.now()), identity);
  const changes = () =>
    env.db.query<{ action: string; actor: string }>('select action, actor from changes order by id');

  it('creates the user at the first sign-in, without a password, and records it', async () => {
    const user = await signInAs(ada);
    expect(user).toMatchObject({ username: 'ada', role: 'User', signIn: 'oidc', externalId: 'subject-1' });
    expect(user.passwordHash).toBeNull();
    expect(await changes()).toEqual([{ action: 'create', actor: 'ada' }]);
  });

  it('finds the same user again by its subject, even after a rename here', async () => {
    const first = await signInAs(ada);
    await env.db.query("update users set username = 'ada_l' where id = $1", [first.id]);
    const again = await signInAs(ada);
    expect(again.id).toBe(first.id);
    expect(again.username).toBe('ada_l');
    expect(await storedUsers(env.app).count()).toBe(1);
  });

  it('lets the role follow the groups at every sign-in, recording the role change', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await signInAs({ ...ada, role: 'Admin' });
    expect((await signInAs(ada)).role).toBe('User');
    expect((await changes()).map((change) => change.action)).toEqual(['create', 'update', 'role-change']);
    expect((await signInAs({ ...ada, role: 'Admin' })).role).toBe('Admin');
  });

  it('keeps the guard rails of a role change: the last active Admin stays Admin', async () => {
    await signInAs({ ...ada, role: 'Admin' });
    await expect(signInAs(ada)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_GUARD_RAIL_MESSAGES.lastAdminDemoted,
    });
  });

  it('refuses a username a local account holds, whatever its case, without merging', async () => {
    await addUser(env.app, { username: 'Ada' });
    await expect(signInAs(ada)).rejects.toMatchObject({ statusCode: 409, message: SSO_MESSAGES.usernameTaken });
    await expect(signInAs({ ...ada, signIn: 'ldap' })).rejects.toMatchObject({ statusCode: 409 });
    expect(await storedUsers(env.app).count()).toBe(1);
  });

  it('refuses the username of another subject', async () => {
    await signInAs(ada);
    await expect(signInAs({ ...ada, externalId: 'subject-2' })).rejects.toMatchObject({
      message: SSO_MESSAGES.usernameTaken,
    });
  });

  it('claims an account an Admin linked, by its username, once', async () => {
    const id = await addUser(env.app, { username: 'ada' });
    await env.db.query("update users set sign_in = 'oidc', password_hash = null where id = $1", [id]);
    const user = await signInAs(ada);
    expect(user).toMatchObject({ id, externalId: 'subject-1' });
  });

  it('refuses a deactivated user and a Contact as a wrong password is refused', async () => {
    const user = await signInAs(ada);
    await storedUsers(env.app).setInActive(user.id, true, new Date(env.clock.now()));
    await expect(signInAs(ada)).rejects.toMatchObject({ statusCode: 401, message: SIGN_IN_FAILED_MESSAGE });
    await env.db.query("update users set in_active = false, role = 'Contact' where id = $1", [user.id]);
    await expect(signInAs(ada)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a username the rules refuse for the role', async () => {
    await expect(signInAs({ ...ada, username: 'sysadmin' })).rejects.toMatchObject({
      statusCode: 400,
      message: USER_MESSAGES.usernameAdminWord,
    });
    await expect(signInAs({ ...ada, username: '' })).rejects.toMatchObject({ statusCode: 400 });
    expect((await signInAs({ ...ada, username: 'sysadmin', role: 'Admin' })).role).toBe('Admin');
  });
});
