import { PASSWORD_MESSAGES } from './password-rules';
import { createUserSchema, USER_MESSAGES as M, updateUserSchema, usernameProblem } from './user-schema';
import { validateInOrder } from './validation';

const validNewUser = {
  username: 'ada_l',
  password: ' a secret passphrase ',
  role: 'User',
  firstname: 'Ada',
  lastname: "O'Neil-Byron",
  email: 'ada@example.org',
  mobile: '+91 (123) 456-7890',
};
const firstFailure = (input: object) => {
  const result = validateInOrder(createUserSchema, input);
  return result.ok ? null : result.message;
};

describe('createUserSchema (SPEC §5, in order)', () => {
  it('accepts a valid user, trimming the password', () => {
    const result = validateInOrder(createUserSchema, validNewUser);
    expect(result).toEqual({ ok: true, value: { ...validNewUser, password: 'a secret passphrase' } });
  });

  it.each([
    [{ username: '  ' }, M.usernameRequired],
    [{ username: 'a'.repeat(36) }, 'Username field exceeds max length of 35 characters'],
    [{ username: 'ada-l' }, 'Username must consist only of a-z A-Z 0-9 space and underscore characters'],
    [{ password: '', email: '' }, 'Password is required'],
    [{ password: 'p'.repeat(49) }, 'Password field exceeds max length of 48 characters'],
    [{ role: '' }, 'Role is required'],
    [{ role: 'Root' }, 'Role is required'],
    [{ firstname: '' }, 'First Name is required'],
    [{ firstname: 'f'.repeat(36) }, 'First Name field exceeds max length of 35 characters'],
    [{ firstname: 'Ada!' }, "First Name must consist only of a-z A-Z 0-9 - ' and space characters"],
    [{ lastname: '' }, 'Last Name is required'],
    [{ lastname: 'l'.repeat(36) }, 'Last Name field exceeds max length of 35 characters'],
    [{ lastname: 'L@' }, "Last Name must consist only of a-z A-Z 0-9 - ' and space characters"],
    [{ email: `${'e'.repeat(250)}@x.org` }, 'Email field exceeds max length of 254 characters'],
    [{ email: 'not-an-email' }, 'Invalid email entry.'],
    [
      { mobile: '12345' },
      'Invalid Mobile entry. Valid formats: 123-456-7890, 123 456 7890, 123.456.7890, (123) 456-7890, +91 (123) 456-7890',
    ],
  ])('refuses %j with its message', (change, message) => {
    expect(firstFailure({ ...validNewUser, ...change })).toBe(message);
  });

  it('stops at the first failure in SPEC order', () => {
    expect(firstFailure({ ...validNewUser, username: '', firstname: '', email: 'x' })).toBe(M.usernameRequired);
    expect(firstFailure({ ...validNewUser, password: '', email: '', firstname: '' })).toBe(M.passwordRequired);
    expect(firstFailure({ ...validNewUser, password: '', email: 'not-an-email' })).toBe(M.passwordRequired);
    expect(firstFailure({ ...validNewUser, password: '' })).toBeNull();
    expect(firstFailure({ ...validNewUser, firstname: '', lastname: '', mobile: 'x' })).toBe(M.firstNameRequired);
    expect(firstFailure({})).toBe(M.usernameRequired);
  });

  it('accepts every mobile format the message lists, and none', () => {
    for (const mobile of ['123-456-7890', '123 456 7890', '123.456.7890', '(123) 456-7890', '+91 (123) 456-7890', '']) {
      expect(firstFailure({ ...validNewUser, mobile })).toBeNull();
    }
  });

  it('refuses a password shorter than 10 characters, after the SPEC checks', () => {
    expect(firstFailure({ ...validNewUser, password: ' short ' })).toBe(PASSWORD_MESSAGES.tooShort);
    expect(firstFailure({ ...validNewUser, password: 'short', mobile: '12345' })).toBe(M.mobileInvalid);
    expect(firstFailure({ ...validNewUser, password: 'p'.repeat(10) })).toBeNull();
  });

  it('needs no password for a Contact and drops one that was typed', () => {
    const result = validateInOrder(createUserSchema, { ...validNewUser, role: 'Contact', password: 'typed' });
    expect(result).toMatchObject({ ok: true, value: { role: 'Contact', password: '' } });
  });

  it('refuses fields of the wrong type', () => {
    expect(firstFailure({ ...validNewUser, username: 42 })).toBe('Username must be text.');
  });
});

describe('usernames that look like a role or the product', () => {
  it.each(['Site Administrator', 'admin', 'ADMIN2', 'sysadmin', 'the_Admins'])(
    'keeps %s, holding the word admin, to Admins',
    (username) => {
      for (const role of ['User', 'Contact']) {
        expect(firstFailure({ ...validNewUser, role, username })).toBe(M.usernameAdminWord);
      }
      expect(firstFailure({ ...validNewUser, role: 'Admin', username })).toBeNull();
    },
  );

  it.each(['system', 'System Notices', 'the_SYSTEM'])(
    'refuses %s, holding the word system, to everyone',
    (username) => {
      for (const role of ['Admin', 'User', 'Contact']) {
        expect(firstFailure({ ...validNewUser, role, username })).toBe(M.usernameSystemWord);
      }
    },
  );

  it('checks them after the SPEC checks, on create and on edit', () => {
    expect(firstFailure({ ...validNewUser, username: 'Site Admin', firstname: '' })).toBe(M.firstNameRequired);
    const update = {
      ...validNewUser,
      _id: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d',
      password: '',
      updatedDate: '2026-11-20T09:00:00.000Z',
    };
    expect(validateInOrder(updateUserSchema, { ...update, username: 'Site Administrator' })).toEqual({
      ok: false,
      message: M.usernameAdminWord,
      field: 'username',
    });
    expect(validateInOrder(updateUserSchema, { ...update, username: 'admin', role: 'Admin' })).toMatchObject({
      ok: true,
    });
  });

  it('answers the first rule a username breaks for a role, as the first Admin is checked', () => {
    expect(usernameProblem('admin', 'Admin')).toBeNull();
    expect(usernameProblem('admin', 'User')).toBe(M.usernameAdminWord);
    expect(usernameProblem('system', 'Admin')).toBe(M.usernameSystemWord);
    expect(usernameProblem('chief-admin', 'Admin')).toBe(M.usernameCharacters);
    expect(usernameProblem('', 'Admin')).toBe(M.usernameRequired);
  });
});

describe('updateUserSchema (SPEC §5 edit)', () => {
  const validUpdate = {
    ...validNewUser,
    _id: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d',
    password: '',
    inActive: true,
    updatedDate: '2026-11-20T09:00:00.000Z',
  };

  it('keeps the password optional and says Email with a capital E', () => {
    expect(validateInOrder(updateUserSchema, validUpdate)).toMatchObject({
      ok: true,
      value: { password: '', inActive: true },
    });
    expect(validateInOrder(updateUserSchema, { ...validUpdate, email: 'nope' })).toEqual({
      ok: false,
      message: 'Invalid Email entry.',
      field: 'email',
    });
  });

  it('needs the updatedDate the edit started from, after the SPEC checks', () => {
    expect(validateInOrder(updateUserSchema, { ...validUpdate, updatedDate: undefined })).toEqual({
      ok: false,
      field: 'updatedDate',
      message: M.updatedDateRequired,
    });
    expect(validateInOrder(updateUserSchema, { ...validUpdate, updatedDate: 'yesterday', email: 'nope' })).toEqual({
      ok: false,
      message: 'Invalid Email entry.',
      field: 'email',
    });
  });

  it('refuses a new password shorter than 10 characters, and keeps the current one when blank', () => {
    expect(validateInOrder(updateUserSchema, { ...validUpdate, password: 'short' })).toEqual({
      ok: false,
      field: 'password',
      message: PASSWORD_MESSAGES.tooShort,
    });
    expect(validateInOrder(updateUserSchema, { ...validUpdate, password: '   ' })).toMatchObject({ ok: true });
  });

  it('carries the current password, trimmed, for a change of one’s own', () => {
    expect(
      validateInOrder(updateUserSchema, { ...validUpdate, password: 'a new passphrase', currentPassword: ' old one ' }),
    ).toMatchObject({ ok: true, value: { password: 'a new passphrase', currentPassword: 'old one' } });
    expect(validateInOrder(updateUserSchema, validUpdate)).toMatchObject({ ok: true, value: { currentPassword: '' } });
  });

  it('needs the id of the user it changes', () => {
    expect(validateInOrder(updateUserSchema, { ...validUpdate, _id: 'x' })).toEqual({
      ok: false,
      message: M.userIdInvalid,
      field: '_id',
    });
  });
});
