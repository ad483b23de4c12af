import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '@scheduler/shared-domain/languages';
import type { MailPreferences } from '@scheduler/shared-domain/mail-preferences';
import { ROLES, type Role } from '@scheduler/shared-domain/roles';
import type { SignInSource } from '@scheduler/shared-domain/sign-in-source';
import type { User, UserSummary } from '@scheduler/shared-domain/user';
import * as v from 'valibot';

/** A user as stored: the API shape plus what never leaves the server. */
export interface StoredUser {
  id: string;
  username: string;
  passwordHash: string | null;
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  inActive: boolean;
  createdDate: Date;
  updatedDate: Date;
  signIn: SignInSource;
  /** The OpenID subject or directory DN of an external account; null until a linked account first signs in. */
  externalId: string | null;
  /** Only the user changes them (./user-preferences.ts). */
  mailPreferences: MailPreferences;
  /** The language the user's browser asked for at their last sign-in, for mail until they choose one; null before. */
  browserLanguage: Language | null;
}

/** Whom a user's mail goes to: their name and address as the account holds them. */
export const mailRecipient = (user: Pick<StoredUser, 'firstname' | 'lastname' | 'email'>) => ({
  name: `${user.firstname} ${user.lastname}`.trim(),
  email: user.email.trim(),
});

/** The language a user's mail is written in: their choice, else their browser's, else English. */
export const mailLanguageOf = (user: Pick<StoredUser, 'mailPreferences' | 'browserLanguage'>): Language =>
  user.mailPreferences.language ?? user.browserLanguage ?? SOURCE_LANGUAGE;

export function toUserRecord(user: StoredUser): User {
  return {
    _id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    email: user.email,
    mobile: user.mobile,
    inActive: user.inActive,
    createdDate: user.createdDate.toISOString(),
    updatedDate: user.updatedDate.toISOString(),
    ...(user.signIn === 'password' ? {} : { signIn: user.signIn }),
  };
}

/**
 * The response schema of every user record: serialising through it drops any field it does not name, so a
 * password hash cannot leak even if a handler passes one by mistake.
 */
export const userRecordSchema = v.object({
  _id: v.string(),
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  role: v.picklist(ROLES),
  email: v.string(),
  mobile: v.string(),
  inActive: v.boolean(),
  createdDate: v.string(),
  updatedDate: v.string(),
  signIn: v.optional(v.picklist(['oidc', 'ldap'])),
}) satisfies v.GenericSchema<User>;

/** `GET /users/edit/{id}`: the record, and whether the account still waits for its password (user-guard-rails.ts). */
export const userEditRecordSchema = v.object({
  ...userRecordSchema.entries,
  passwordPending: v.optional(v.literal(true)),
}) satisfies v.GenericSchema<User>;

/**
 * `GET /users/list` and `/users/contacts`: what the team lead and member pickers and the venue contact pickers
 * show ('username: firstname lastname') and filter on.
 */
export const userSummarySchema = v.pick(userRecordSchema, [
  '_id',
  'username',
  'firstname',
  'lastname',
  'role',
  'inActive',
]) satisfies v.GenericSchema<UserSummary>;
export function toUserSummary(user: StoredUser): UserSummary {
  const { _id, username, firstname, lastname, role, inActive } = toUserRecord(user);
  return { _id, username, firstname, lastname, role, inActive };
}

/** `POST /users/authenticate` and `/users/refresh`: the user record plus a fresh access token. */
export const signedInUserSchema = v.object({
  ...userRecordSchema.entries,
  token: v.string(),
  language: v.optional(v.picklist(LANGUAGES)),
});
