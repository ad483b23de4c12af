import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { SSO_MESSAGES } from '@scheduler/shared-domain/sign-in-source';
import { useApiTest } from '../../test/api-test';
import { directoryTestsRun, startTestDirectory, type TestDirectory } from '../../test/ldap/test-directory';
import { addUser, storedUsers, TEST_PASSWORD, tokenClaims } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import type { Settings } from '../config';
import { createLdapDirectory } from './ldap-directory';
import type { LdapSettings } from './sso-settings';

// Skipped, with a notice, where there is no directory to run against.
const describeWithDirectory = (directoryTestsRun() ? describe : describe.skip).each(testDatabaseEngines());

describeWithDirectory('signing in with the directory on $name', (engine) => {
  // Filled in once the directory has started, before the first app is built.
  const appSettings: Partial<Settings> = {};
  const env = useApiTest(engine, { settings: appSettings });
  let directory: TestDirectory;
  beforeAll(async () => {
    directory = await startTestDirectory();
    appSettings.sso = { oidc: null, ldap: directory.settings };
  });
  afterAll(() => directory.stop());

  const authenticate = (username: string, password: string) =>
    env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username, password } });

  it('signs a directory user in with its directory password, creating the user as a User', async () => {
    const response = await authenticate('alan', 'alan-directory-password');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'alan',
      firstname: 'Alan',
      lastname: 'Turing',
      role: 'User',
      signIn: 'ldap',
    });
    expect(tokenClaims(body.token)).toMatchObject({ sub: body._id, formalName: 'Alan Turing' });
    const stored = await storedUsers(env.app).findByUsername('alan');
    expect(stored).toMatchObject({ externalId: 'uid=alan,ou=people,dc=example,dc=org', passwordHash: null });
    const actions = await env.db.query<{ action: string }>('select action from changes order by id');
    expect(actions.map((change) => change.action)).toEqual(['create', 'sign-in']);
  });

  it('makes a member of LDAP_ADMIN_GROUP_DN an Admin', async () => {
    const response = await authenticate('ada', 'ada-directory-password');
    expect(response.json()).toMatchObject({ username: 'ada', role: 'Admin' });
  });

  it('refuses a wrong password and an unknown user with the message of today', async () => {
    for (const [username, password] of [
      ['alan', 'wrong'],
      ['nobody', 'alan-directory-password'],
    ] as const) {
      const response = await authenticate(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });
    }
    expect(await storedUsers(env.app).count()).toBe(0);
  });

  it('escapes the username: a wildcard matches nobody', async () => {
    expect((await authenticate('al*', 'alan-directory-password')).statusCode).toBe(401);
  });

  it('checks a local password account locally, never against the directory', async () => {
    await addUser(env.app, { username: 'alan' });
    expect((await authenticate('alan', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate('alan', 'alan-directory-password')).statusCode).toBe(401);
  });

  it('refuses a directory user whose username a Contact holds, without merging', async () => {
    await addUser(env.app, { username: 'grace', role: 'Contact' });
    const response = await authenticate('grace', 'grace-directory-password');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: SSO_MESSAGES.usernameTaken });
  });

  it('counts wrong directory passwords toward the sign-in limits of today', async () => {
    let last = await authenticate('alan', 'wrong');
    for (let attempt = 0; attempt < 20 && last.statusCode === 401; attempt += 1) {
      last = await authenticate('alan', 'wrong');
    }
    expect(last.statusCode).toBe(429);
    expect((await authenticate('alan', 'alan-directory-password')).statusCode).toBe(429);
  });
});

/** Nothing listens on port 1. */
const ldapDown: LdapSettings = {
  url: 'ldap://127.0.0.1:1',
  bindDn: undefined,
  bindPassword: undefined,
  userBase: 'dc=example,dc=org',
  userFilter: '(uid={username})',
  adminGroupDn: undefined,
};

describe.each(testDatabaseEngines())('a directory that is down, on $name', (engine) => {
  const env = useApiTest(engine, { settings: { sso: { oidc: null, ldap: ldapDown } } });
  const authenticate = (password: string) =>
    env.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username: 'alan', password } });

  it('answers 503, and never signs anyone in', async () => {
    const response = await authenticate('any password');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SSO_MESSAGES.directoryUnavailable });
  });

  it('refuses an empty password before reaching the directory, which many take as an anonymous bind', async () => {
    await expect(createLdapDirectory(ldapDown).authenticate('alan', '')).rejects.toMatchObject({ statusCode: 401 });
  });
});
