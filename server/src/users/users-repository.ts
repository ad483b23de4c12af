import { isLanguage, type Language } from '@scheduler/shared-domain/languages';
import type { MailPreferences, ReminderChoice } from '@scheduler/shared-domain/mail-preferences';
import type { Role } from '@scheduler/shared-domain/roles';
import type { ExternalSignIn, SignInSource } from '@scheduler/shared-domain/sign-in-source';
import type { Queryable } from '../db/database';
import type { StoredUser } from './user-wire';

export interface NewUser {
  /** A restored user keeps the id it had; a new one gets a new id. */
  id?: string;
  username: string;
  passwordHash: string | null;
  role: Role;
  firstname: string;
  lastname: string;
  email?: string;
  mobile?: string;
  inActive?: boolean;
  signIn?: SignInSource;
  externalId?: string | null;
}

export interface UserWithSession {
  user: StoredUser;
  sessionExpiresAt: Date;
}

/** Everything of a user an edit may change; `createdDate` never changes. */
export type UserChanges = Required<Omit<NewUser, 'id'>>;

/** Which users a list holds: everyone, the people who may sign in (team lead, members, internal contact), or Contacts. */
export type UserListKind = 'all' | 'not-contacts' | 'contacts';

export interface UsersRepository {
  /** By the normal form of migration 008 (`username_key`), which the unique index and the sign-in limits use too. */
  findByUsername(username: string): Promise<StoredUser | null>;
  findById(id: string): Promise<StoredUser | null>;
  /** The user of this username, or every user of this email address (ignoring case): a login of either kind. */
  findByLogin(login: string): Promise<StoredUser[]>;
  /** The account of an OpenID subject or directory DN. */
  findByExternalId(signIn: ExternalSignIn, externalId: string): Promise<StoredUser | null>;
  /** The users of these exact usernames, in one query; a name no user has is left out. */
  findByUsernames(usernames: readonly string[]): Promise<StoredUser[]>;
  /** The active user of a session of theirs that is neither revoked nor expired at `now`, with its expiry. */
  findWithOpenSession(sessionId: string, userId: string, now: Date): Promise<UserWithSession | null>;
  /** The same for many sessions in one query, by session id: a session that is not open is missing. */
  findWithOpenSessions(sessionIds: readonly string[], now: Date): Promise<Map<string, UserWithSession>>;
  count(): Promise<number>;
  /** Sorted by last name, then first name, ignoring case; the same order on PGlite and PostgreSQL. */
  list(kind: UserListKind): Promise<StoredUser[]>;
  countActiveAdmins(): Promise<number>;
  /**
   * Active Admins but `exceptId` who can sign in: with a password here, or through one of the institute's sign-ins
   * the server has.
   */
  countWorkingAdmins(exceptId: string, configured: readonly ExternalSignIn[]): Promise<number>;
  create(user: NewUser, now: Date): Promise<StoredUser>;
  /** Answers the updated user, or null when there is none with this id. */
  update(id: string, changes: UserChanges, now: Date): Promise<StoredUser | null>;
  setInActive(id: string, inActive: boolean, now: Date): Promise<void>;
  /** Its sessions go with it (foreign key `on delete cascade`). Answers whether a user was deleted. */
  delete(id: string): Promise<boolean>;
  /**
   * Takes the one lock that every user edit and delete takes before its guard rails read anything, held until the
   * transaction ends: two concurrent requests cannot both pass the "last active Admin" check. Inside a transaction.
   */
  lockUserChanges(): Promise<void>;
  /** Answers whether there is a user with this id; leaves its `updatedDate` as it was (not an edit of the record). */
  setMailPreferences(id: string, preferences: MailPreferences): Promise<boolean>;
  /** Notes the language a user's browser asked for as they signed in; not an edit of the record either. */
  setBrowserLanguage(id: string, language: Language): Promise<void>;
}

export const USER_COLUMNS = `users.id, users.username, users.password_hash, users.role, users.firstname, users.lastname,
  users.email, users.mobile, users.in_active, users.created_date, users.updated_date, users.sign_in, users.external_id,
  users.mail_changes, users.reminder, users.language, users.browser_language`;

export interface UserRow {
  id: string;
  username: string;
  password_hash: string | null;
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  in_active: boolean;
  created_date: Date;
  updated_date: Date;
  sign_in: SignInSource;
  external_id: string | null;
  mail_changes: boolean;
  reminder: ReminderChoice;
  language: string | null;
  browser_language: string | null;
}

const languageOrNone = (code: string | null): Language | null => (isLanguage(code) ? code : null);

export function fromUserRow(row: UserRow): StoredUser {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    mobile: row.mobile,
    inActive: row.in_active,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    signIn: row.sign_in,
    externalId: row.external_id,
    mailPreferences: { mailChanges: row.mail_changes, reminder: row.reminder, language: languageOrNone(row.language) },
    browserLanguage: languageOrNone(row.browser_language),
  };
}

const INSERT_USER = `insert into users
  (id, username, password_hash, role, firstname, lastname, email, mobile, in_active, created_date, updated_date,
   sign_in, external_id)
  values (coalesce($12::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11)`;

const insertParams = (user: NewUser, now: Date) => [
  user.username,
  user.passwordHash,
  user.role,
  user.firstname,
  user.lastname,
  user.email ?? '',
  user.mobile ?? '',
  user.inActive ?? false,
  now,
  user.signIn ?? 'password',
  user.externalId ?? null,
];

/** An advisory lock key of its own (see ../seed/first-admin.ts and ../db/migrations.ts for the others). */
const USER_CHANGES_LOCK_KEY = 7_301_246_003;

const LIST_FILTERS: Record<UserListKind, string> = {
  all: 'true',
  'not-contacts': "role <> 'Contact'",
  contacts: "role = 'Contact'",
};

/** "C" collation: the database's default collation differs between PGlite and a PostgreSQL server. */
const BY_NAME = 'lower(lastname) collate "C", lower(firstname) collate "C", lower(username) collate "C"';

export function createUsersRepository(db: Queryable): UsersRepository {
  const one = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<UserRow>(sql, params);
    return row ? fromUserRow(row) : null;
  };
  return {
    findByUsername: (username) =>
      one(`select ${USER_COLUMNS} from users where username_key(username) = username_key($1)`, [username]),
    findById: (id) => one(`select ${USER_COLUMNS} from users where id = $1`, [id]),
    findByLogin: async (login) =>
      (
        await db.query<UserRow>(
          `select ${USER_COLUMNS} from users
            where username_key(username) = username_key($1) or (email <> '' and lower(email) = lower($1))`,
          [login],
        )
      ).map(fromUserRow),
    findByExternalId: (signIn, externalId) =>
      one(`select ${USER_COLUMNS} from users where sign_in = $1 and external_id = $2`, [signIn, externalId]),
    findByUsernames: async (usernames) =>
      (
        await db.query<UserRow>(`select ${USER_COLUMNS} from users where username = any($1::text[])`, [usernames], {
          prepared: 'users-by-usernames',
        })
      ).map(fromUserRow),
    findWithOpenSession: async (sessionId, userId, now) => {
      const [row] = await db.query<UserRow & { session_expires_at: Date }>(
        `select ${USER_COLUMNS}, sessions.expires_at as session_expires_at
           from sessions join users on users.id = sessions.user_id
          where sessions.id = $1 and sessions.user_id = $2 and sessions.revoked_at is null and sessions.expires_at > $3
            and not users.in_active`,
        [sessionId, userId, now],
        { prepared: 'user-with-open-session' },
      );
      return row ? { user: fromUserRow(row), sessionExpiresAt: row.session_expires_at } : null;
    },
    findWithOpenSessions: async (sessionIds, now) => {
      const rows = await db.query<UserRow & { session_id: string; session_expires_at: Date }>(
        `select ${USER_COLUMNS}, sessions.id as session_id, sessions.expires_at as session_expires_at
           from sessions join users on users.id = sessions.user_id
          where sessions.id = any($1::uuid[]) and sessions.revoked_at is null and sessions.expires_at > $2
            and not users.in_active`,
        [sessionIds, now],
      );
      return new Map(
        rows.map((row) => [row.session_id, { user: fromUserRow(row), sessionExpiresAt: row.session_expires_at }]),
      );
    },
    count: async () => (await db.query<{ count: number }>('select count(*)::int as count from users'))[0]?.count ?? 0,
    list: async (kind) => {
      const rows = await db.query<UserRow>(
        `select ${USER_COLUMNS} from users where ${LIST_FILTERS[kind]} order by ${BY_NAME}`,
      );
      return rows.map(fromUserRow);
    },
    countActiveAdmins: async () => {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from users where role = 'Admin' and not in_active`,
      );
      return row?.count ?? 0;
    },
    countWorkingAdmins: async (exceptId, configured) => {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from users
          where role = 'Admin' and not in_active and id <> $1
            and ((sign_in = 'password' and password_hash is not null) or sign_in = any($2::text[]))`,
        [exceptId, configured],
      );
      return row?.count ?? 0;
    },
    create: async (user, now) => {
      const created = await one(`${INSERT_USER} returning ${USER_COLUMNS}`, [
        ...insertParams(user, now),
        user.id ?? null,
      ]);
      if (!created) throw new Error('Inserting a user returned no row.');
      return created;
    },
    update: (id, changes, now) =>
      one(
        `update users
            set username = $2, password_hash = $3, role = $4, firstname = $5, lastname = $6, email = $7, mobile = $8,
                in_active = $9, updated_date = $10, sign_in = $11, external_id = $12
          where id = $1
      returning ${USER_COLUMNS}`,
        [id, ...insertParams(changes, now)],
      ),
    setInActive: async (id, inActive, now) => {
      await db.query('update users set in_active = $2, updated_date = $3 where id = $1', [id, inActive, now]);
    },
    delete: async (id) => (await db.query('delete from users where id = $1 returning id', [id])).length > 0,
    lockUserChanges: async () => {
      await db.query('select pg_advisory_xact_lock($1)', [USER_CHANGES_LOCK_KEY]);
    },
    setMailPreferences: async (id, { mailChanges, reminder, language }) =>
      (
        await db.query('update users set mail_changes = $2, reminder = $3, language = $4 where id = $1 returning id', [
          id,
          mailChanges,
          reminder,
          language,
        ])
      ).length > 0,
    setBrowserLanguage: async (id, language) => {
      await db.query('update users set browser_language = $2 where id = $1 and browser_language is distinct from $2', [
        id,
        language,
      ]);
    },
  };
}
