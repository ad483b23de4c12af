import { defineMessages, inEnglish, inEnglishEach, type Message, message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  inParseLanguage,
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
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from './password-rules';
import { ROLES, type Role } from './roles';

/** SPEC §5 user: its fields' labels and its own messages, in the `validation` namespace. */
export const USER_FORM_MESSAGES = defineMessages({
  usernameLabel: { id: 'validation.user.usernameLabel', defaultMessage: 'Username' },
  passwordLabel: { id: 'validation.user.passwordLabel', defaultMessage: 'Password' },
  firstNameLabel: { id: 'validation.user.firstNameLabel', defaultMessage: 'First Name' },
  lastNameLabel: { id: 'validation.user.lastNameLabel', defaultMessage: 'Last Name' },
  emailLabel: { id: 'validation.user.emailLabel', defaultMessage: 'Email' },
  mobileLabel: { id: 'validation.user.mobileLabel', defaultMessage: 'Mobile' },
  userUpdatedDateLabel: { id: 'validation.user.userUpdatedDateLabel', defaultMessage: 'User updatedDate' },
  currentPasswordLabel: { id: 'validation.user.currentPasswordLabel', defaultMessage: 'Current password' },
  usernameRequired: { id: 'validation.user.usernameRequired', defaultMessage: 'Username is required' },
  usernameAdminWord: {
    id: 'validation.user.usernameAdminWord',
    defaultMessage: 'Only an Admin’s username may contain the word admin',
  },
  usernameSystemWord: {
    id: 'validation.user.usernameSystemWord',
    defaultMessage: 'Username may not contain the word system',
  },
  passwordRequired: { id: 'validation.user.passwordRequired', defaultMessage: 'Password is required' },
  roleRequired: { id: 'validation.user.roleRequired', defaultMessage: 'Role is required' },
  firstNameRequired: { id: 'validation.user.firstNameRequired', defaultMessage: 'First Name is required' },
  firstNameCharacters: {
    id: 'validation.user.firstNameCharacters',
    defaultMessage: "First Name must consist only of a-z A-Z 0-9 - ' and space characters",
  },
  lastNameRequired: { id: 'validation.user.lastNameRequired', defaultMessage: 'Last Name is required' },
  lastNameCharacters: {
    id: 'validation.user.lastNameCharacters',
    defaultMessage: "Last Name must consist only of a-z A-Z 0-9 - ' and space characters",
  },
  emailInvalidOnCreate: { id: 'validation.user.emailInvalidOnCreate', defaultMessage: 'Invalid email entry.' },
  emailInvalidOnEdit: { id: 'validation.user.emailInvalidOnEdit', defaultMessage: 'Invalid Email entry.' },
  emailFieldInvalid: { id: 'validation.user.emailFieldInvalid', defaultMessage: 'Email is invalid' },
  mobileInvalid: {
    id: 'validation.user.mobileInvalid',
    defaultMessage:
      'Invalid Mobile entry. Valid formats: 123-456-7890, 123 456 7890, 123.456.7890, (123) 456-7890, +91 (123) 456-7890',
  },
  mobileFieldNotNumber: { id: 'validation.user.mobileFieldNotNumber', defaultMessage: 'Mobile entry must be a number' },
  userIdInvalid: { id: 'validation.user.userIdInvalid', defaultMessage: 'User id is invalid.' },
  updatedDateRequired: { id: 'validation.user.updatedDateRequired', defaultMessage: 'User updatedDate is required.' },
});
const F = USER_FORM_MESSAGES;

/** What the rules say, worded in the language of the parse. */
export const USER_RULES = {
  usernameRequired: message(F.usernameRequired),
  usernameTooLong: maxLengthMessage(F.usernameLabel, LIMITS.username),
  usernameCharacters: keyCharactersMessage(F.usernameLabel),
  usernameAdminWord: message(F.usernameAdminWord),
  usernameSystemWord: message(F.usernameSystemWord),
  passwordRequired: message(F.passwordRequired),
  passwordTooLong: maxLengthMessage(F.passwordLabel, LIMITS.password),
  roleRequired: message(F.roleRequired),
  firstNameRequired: message(F.firstNameRequired),
  firstNameTooLong: maxLengthMessage(F.firstNameLabel, LIMITS.personName),
  firstNameCharacters: message(F.firstNameCharacters),
  lastNameRequired: message(F.lastNameRequired),
  lastNameTooLong: maxLengthMessage(F.lastNameLabel, LIMITS.personName),
  lastNameCharacters: message(F.lastNameCharacters),
  emailTooLong: maxLengthMessage(F.emailLabel, LIMITS.email),
  emailInvalidOnCreate: message(F.emailInvalidOnCreate),
  emailInvalidOnEdit: message(F.emailInvalidOnEdit),
  emailFieldInvalid: message(F.emailFieldInvalid),
  mobileInvalid: message(F.mobileInvalid),
  mobileFieldNotNumber: message(F.mobileFieldNotNumber),
  userIdInvalid: message(F.userIdInvalid),
  updatedDateRequired: message(F.updatedDateRequired),
};
/** The same in English, as the SPEC words them. */
export const USER_MESSAGES = inEnglishEach(USER_RULES);
const M = USER_RULES;

const PERSON_NAME_CHARACTERS = /^[A-Za-z0-9 '-]*$/;
/** An optional +country code, three digits (optionally in parentheses), three, then four, separated by space, dot or hyphen. */
export const MOBILE_PATTERN = /^(\+\d{1,3}\s)?(\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}$/;
/** What the mobile field may hold while it is typed: digits and the separators of MOBILE_PATTERN. */
export const MOBILE_CHARACTERS = /^[\d\s().+-]*$/;

const userFields = {
  username: text(F.usernameLabel),
  password: text(F.passwordLabel),
  role: v.optional(v.union([v.picklist(ROLES), v.literal('')], inParseLanguage(M.roleRequired)), ''),
  firstname: text(F.firstNameLabel),
  lastname: text(F.lastNameLabel),
  email: text(F.emailLabel),
  mobile: text(F.mobileLabel),
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
  const broken = [...usernameRules, ...reservedWordRules].find((rule) => !rule.isValid({ username, role }));
  return broken ? inEnglish(broken.message.descriptor, broken.message.values) : null;
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
  message: PASSWORD_RULES.tooShort,
};
const personRules = (emailInvalidMessage: Message): Rule<UserFields>[] => [
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
  _id: v.pipe(v.string(inParseLanguage(M.userIdInvalid)), v.uuid(inParseLanguage(M.userIdInvalid))),
  ...userFields,
  inActive: v.optional(v.boolean('Active must be true or false.')),
  updatedDate: text(F.userUpdatedDateLabel),
  /** Needed when users change their own password (not when an Admin sets someone else's). */
  currentPassword: text(F.currentPasswordLabel),
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
export const userIdParamsSchema = v.object({
  id: v.pipe(v.string(inParseLanguage(M.userIdInvalid)), v.uuid(inParseLanguage(M.userIdInvalid))),
});
