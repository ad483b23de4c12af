import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  isEmail,
  KEY_CHARACTERS,
  keyCharactersMessage,
  maxLengthMessage,
  orderedRules,
  type Rule,
  text,
  updatedDateRule,
} from '@scheduler/shared-domain/validation';
import * as v from 'valibot';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-rules';
import { ROLES, type Role } from './roles';

/** SPEC §5 User create and edit: the field-level messages and the submit-time checks' messages. */
export const USER_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: maxLengthMessage('Username', LIMITS.username),
  usernameCharacters: keyCharactersMessage('Username'),
  usernameAdminWord: 'Only an Admin’s username may contain the word admin',
  usernameSystemWord: 'Username may not contain the word system',
  passwordRequired: 'Password is required',
  passwordTooLong: maxLengthMessage('Password', LIMITS.password),
  roleRequired: 'Role is required',
  firstNameRequired: 'First Name is required',
  firstNameTooLong: maxLengthMessage('First Name', LIMITS.personName),
  firstNameCharacters: "First Name must consist only of a-z A-Z 0-9 - ' and space characters",
  lastNameRequired: 'Last Name is required',
  lastNameTooLong: maxLengthMessage('Last Name', LIMITS.personName),
  lastNameCharacters: "Last Name must consist only of a-z A-Z 0-9 - ' and space characters",
  emailTooLong: maxLengthMessage('Email', LIMITS.email),
  emailInvalidOnCreate: 'Invalid email entry.',
  emailInvalidOnEdit: 'Invalid Email entry.',
  emailFieldInvalid: 'Email is invalid',
  mobileInvalid:
    'Invalid Mobile entry. Valid formats: 123-456-7890, 123 456 7890, 123.456.7890, (123) 456-7890, +91 (123) 456-7890',
  mobileFieldNotNumber: 'Mobile entry must be a number',
  userIdInvalid: 'User id is invalid.',
  updatedDateRequired: 'User updatedDate is required.',
} as const;
const M = USER_MESSAGES;

const PERSON_NAME_CHARACTERS = /^[A-Za-z0-9 '-]*$/;
/** An optional +country code, three digits (optionally in parentheses), three, then four, separated by space, dot or hyphen. */
export const MOBILE_PATTERN = /^(\+\d{1,3}\s)?(\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}$/;
/** What the mobile field may hold while it is typed: digits and the separators of MOBILE_PATTERN. */
export const MOBILE_CHARACTERS = /^[\d\s().+-]*$/;

const userFields = {
  username: text('Username'),
  password: text('Password'),
  role: v.optional(v.union([v.picklist(ROLES), v.literal('')], M.roleRequired), ''),
  firstname: text('First Name'),
  lastname: text('Last Name'),
  email: text('Email'),
  mobile: text('Mobile'),
};
type UserFields = v.InferOutput<v.ObjectSchema<typeof userFields, undefined>>;

type UsernameFields = Pick<UserFields, 'username' | 'role'>;

const usernameRules: Rule<UsernameFields>[] = [
  { field: 'username', isValid: (user) => user.username !== '', message: M.usernameRequired },
  { field: 'username', isValid: (user) => user.username.length <= LIMITS.username, message: M.usernameTooLong },
  { field: 'username', isValid: (user) => KEY_CHARACTERS.test(user.username), message: M.usernameCharacters },
];
/**
 * After the SPEC's checks, once the role is known: a username is shown beside content and in lists, so it may not pass
 * for someone it is not. Only an Admin's may say admin (`Site Administrator`, `sysadmin`); nobody's may say system, the
 * product's own voice. Usernames hold only ASCII letters, so no other spelling of the words gets through.
 */
const reservedWordRules: Rule<UsernameFields>[] = [
  {
    field: 'username',
    isValid: (user) => user.role === 'Admin' || !/admin/i.test(user.username),
    message: M.usernameAdminWord,
  },
  { field: 'username', isValid: (user) => !/system/i.test(user.username), message: M.usernameSystemWord },
];

/** The first rule a username breaks for a user of `role`, or null: how ADMIN_USERNAME is checked at start. */
export function usernameProblem(username: string, role: Role): string | null {
  return [...usernameRules, ...reservedWordRules].find((rule) => !rule.isValid({ username, role }))?.message ?? null;
}
/**
 * A new account may start without a password when it has an email address: the server emails it a link to set one.
 * Without either it could never be used.
 */
export const mayStartWithoutPassword = (user: { role: string; password: string; email: string }) =>
  user.role === 'Contact' || user.password !== '' || isEmail(user.email);
const passwordRequiredRule: Rule<UserFields> = {
  field: 'password',
  isValid: mayStartWithoutPassword,
  message: M.passwordRequired,
};
const passwordLengthRule: Rule<UserFields> = {
  field: 'password',
  isValid: (user) => user.password.length <= LIMITS.password,
  message: M.passwordTooLong,
};
/**
 * After the SPEC's checks: a password that is set is at least PASSWORD_MIN_LENGTH long (a Contact's is dropped, a
 * blank one on edit keeps the current). How easy it is to guess is judged apart, by password-strength.ts.
 */
const passwordMinLengthRule: Rule<UserFields> = {
  field: 'password',
  isValid: (user) => user.role === 'Contact' || user.password === '' || user.password.length >= PASSWORD_MIN_LENGTH,
  message: PASSWORD_MESSAGES.tooShort,
};
const personRules = (emailInvalidMessage: string): Rule<UserFields>[] => [
  { field: 'role', isValid: (user) => user.role !== '', message: M.roleRequired },
  { field: 'firstname', isValid: (user) => user.firstname !== '', message: M.firstNameRequired },
  { field: 'firstname', isValid: (user) => user.firstname.length <= LIMITS.personName, message: M.firstNameTooLong },
  {
    field: 'firstname',
    isValid: (user) => PERSON_NAME_CHARACTERS.test(user.firstname),
    message: M.firstNameCharacters,
  },
  { field: 'lastname', isValid: (user) => user.lastname !== '', message: M.lastNameRequired },
  { field: 'lastname', isValid: (user) => user.lastname.length <= LIMITS.personName, message: M.lastNameTooLong },
  { field: 'lastname', isValid: (user) => PERSON_NAME_CHARACTERS.test(user.lastname), message: M.lastNameCharacters },
  { field: 'email', isValid: (user) => user.email.length <= LIMITS.email, message: M.emailTooLong },
  { field: 'email', isValid: (user) => user.email === '' || isEmail(user.email), message: emailInvalidMessage },
  {
    field: 'mobile',
    isValid: (user) => user.mobile === '' || MOBILE_PATTERN.test(user.mobile),
    message: M.mobileInvalid,
  },
];

/** The role is known once the rules pass; a Contact has no password (SPEC §3), so whatever was typed is dropped. */
function settled<T extends UserFields>(user: T): T & { role: Role } {
  return { ...user, role: user.role as Role, password: user.role === 'Contact' ? '' : user.password };
}

/** Add User and `POST /users/register/`: the checks in SPEC order; the first failure wins. */
export const createUserSchema = v.pipe(
  v.object(userFields),
  orderedRules<UserFields>([
    ...usernameRules,
    passwordRequiredRule,
    passwordLengthRule,
    ...personRules(M.emailInvalidOnCreate),
    ...reservedWordRules,
    passwordMinLengthRule,
  ]),
  v.transform(settled),
);
export type NewUserInput = v.InferOutput<typeof createUserSchema>;

const updateFields = {
  _id: v.pipe(v.string(M.userIdInvalid), v.uuid(M.userIdInvalid)),
  ...userFields,
  inActive: v.optional(v.boolean('Active must be true or false.')),
  updatedDate: text('User updatedDate'),
  /** Needed when users change their own password (not when an Admin sets someone else's). */
  currentPassword: text('Current password'),
  /** With one's own new password: revoke one's API tokens too (an Admin's reset of someone else's always does). */
  endApiTokens: v.optional(v.boolean('End API tokens must be true or false.'), false),
};
type UpdateFields = v.InferOutput<v.ObjectSchema<typeof updateFields, undefined>>;

/**
 * Edit User and `POST /users/update/`: a blank password keeps the old one; `inActive` is the Admin's to set. The update
 * carries the `updatedDate` it started from, and a change of one's own password the current one.
 */
export const updateUserSchema = v.pipe(
  v.object(updateFields),
  orderedRules<UpdateFields>([
    ...usernameRules,
    passwordLengthRule,
    ...personRules(M.emailInvalidOnEdit),
    ...reservedWordRules,
    passwordMinLengthRule,
    updatedDateRule(M.updatedDateRequired),
  ]),
  v.transform(settled),
);
export type UserUpdateInput = v.InferOutput<typeof updateUserSchema>;

/**
 * `POST /users/link`: an Admin moves a local account to the institute's sign-in; its next sign-in there claims it by
 * username. Carries the `updatedDate` it started from, as an update does.
 */
export const linkUserSchema = v.pipe(
  v.object({
    _id: updateFields._id,
    signIn: v.picklist(['oidc', 'ldap'] as const, 'Sign-in must be oidc or ldap.'),
    updatedDate: updateFields.updatedDate,
  }),
  orderedRules([updatedDateRule(M.updatedDateRequired)]),
);
export type UserLinkInput = v.InferOutput<typeof linkUserSchema>;

/** `POST /users/unlink`: an Admin moves an account of the institute back to a password here. */
export const unlinkUserSchema = v.pipe(
  v.object({ _id: updateFields._id, updatedDate: updateFields.updatedDate }),
  orderedRules([updatedDateRule(M.updatedDateRequired)]),
);
export type UserUnlinkInput = v.InferOutput<typeof unlinkUserSchema>;

/** `GET /users/edit/{id}` and `/users/delete/{id}`. */
export const userIdParamsSchema = v.object({ id: v.pipe(v.string(M.userIdInvalid), v.uuid(M.userIdInvalid)) });
