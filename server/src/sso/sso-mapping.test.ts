import { fitUsername, identityFromClaims, identityFromEntry, roleFromGroups } from './sso-mapping';

const mapping = { groupsClaim: 'groups', adminGroups: ['scheduler-admins'] };

describe('fitting a username to SPEC §5', () => {
  it.each([
    ['ada', 'ada'],
    ['jürgen.müller', 'jurgen_muller'],
    ['o’brien-smith', 'o_brien_smith'],
    ['  .lead dots. ', 'lead dots'],
    ['a'.repeat(40), 'a'.repeat(35)],
    ['名前', ''],
  ])('%s becomes %s', (raw, fitted) => {
    expect(fitUsername(raw)).toBe(fitted);
  });
});

describe('groups to role', () => {
  it('is Admin when one group is an admin group, else User', () => {
    expect(roleFromGroups(['staff', 'scheduler-admins'], mapping.adminGroups)).toBe('Admin');
    expect(roleFromGroups(['staff'], mapping.adminGroups)).toBe('User');
    expect(roleFromGroups([], [])).toBe('User');
  });
});

describe('OpenID claims to a user', () => {
  it('takes the username, names, email and role from the claims', () => {
    const claims = {
      sub: 'f3a1',
      preferred_username: 'ada.lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      groups: ['staff', 'scheduler-admins'],
    };
    expect(identityFromClaims(claims, mapping)).toEqual({
      signIn: 'oidc',
      externalId: 'f3a1',
      username: 'ada_lovelace',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.org',
      role: 'Admin',
    });
  });

  it("falls back on the email's local part, the full name, and reads the groups claim it is told to", () => {
    const claims = { sub: 's', email: 'grace.hopper@navy.example', name: 'Grace Brewster Hopper', roles: 'boss' };
    expect(identityFromClaims(claims, { groupsClaim: 'roles', adminGroups: ['boss'] })).toMatchObject({
      username: 'grace_hopper',
      firstname: 'Grace',
      lastname: 'Brewster Hopper',
      role: 'Admin',
    });
  });

  it('fits names to the allowed characters and leaves out an email that is not one', () => {
    const claims = { sub: 's', preferred_username: 'zoe', given_name: 'Zoë', family_name: 'Ō-Hara (PhD)', email: 'x' };
    expect(identityFromClaims(claims, mapping)).toMatchObject({
      firstname: 'Zoe',
      lastname: 'O-Hara PhD',
      email: '',
      role: 'User',
    });
  });

  it('names a user without any name claim by its username', () => {
    expect(identityFromClaims({ sub: 's', preferred_username: 'kim' }, mapping)).toMatchObject({
      firstname: 'kim',
      lastname: 'kim',
    });
  });
});

describe('a directory entry to a user', () => {
  it('takes uid, givenName, sn and mail, and the DN as its id', () => {
    const entry = {
      dn: 'uid=alan,ou=people,dc=example,dc=org',
      uid: 'alan',
      givenName: 'Alan',
      sn: 'Turing',
      cn: 'Alan Turing',
      mail: 'alan@example.org',
      isAdmin: false,
    };
    expect(identityFromEntry(entry)).toEqual({
      signIn: 'ldap',
      externalId: entry.dn,
      username: 'alan',
      firstname: 'Alan',
      lastname: 'Turing',
      email: 'alan@example.org',
      role: 'User',
    });
    expect(identityFromEntry({ ...entry, isAdmin: true }).role).toBe('Admin');
  });
});
