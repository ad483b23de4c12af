import type { Language } from '@scheduler/shared-domain/languages';
import type { Queryable } from '../db/database';
import type { StoredUser } from './user-wire';
import { createUsersRepository, type UserWithSession } from './users-repository';

/**
 * What other resources may ask about users, inside their own transaction. A team or venue write takes the lock of
 * user changes before it reads the users it names, so none can be deleted or change role until it commits.
 */
export const lockUserChanges = (tx: Queryable): Promise<void> => createUsersRepository(tx).lockUserChanges();

export const findUserByUsername = (tx: Queryable, username: string): Promise<StoredUser | null> =>
  createUsersRepository(tx).findByUsername(username);

/** What the auth hook asks on every request, in one query: the user, only if active, of an open session of theirs. */
export const findUserWithOpenSession = (
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<UserWithSession | null> => createUsersRepository(db).findWithOpenSession(sessionId, userId, now);

export const findUserById = (tx: Queryable, id: string): Promise<StoredUser | null> =>
  createUsersRepository(tx).findById(id);

/** Notes the language a user's browser asked for as they signed in: their mail's until they choose one. */
export const noteBrowserLanguage = (tx: Queryable, id: string, language: Language): Promise<void> =>
  createUsersRepository(tx).setBrowserLanguage(id, language);

/** The same for many sessions at once, by session id; a session that is not open is missing. */
export const findUsersWithOpenSessions = (
  db: Queryable,
  sessionIds: readonly string[],
  now: Date,
): Promise<Map<string, UserWithSession>> => createUsersRepository(db).findWithOpenSessions(sessionIds, now);

export const findUsersByUsernames = (tx: Queryable, usernames: readonly string[]): Promise<StoredUser[]> =>
  createUsersRepository(tx).findByUsernames(usernames);

/**
 * Whether a team or venue loses someone with a write: any of the users it names now (by their usernames as it reads
 * them, '' for none) is not among `idsAfter`.
 */
export const anyUserLeaves = async (
  tx: Queryable,
  usernamesBefore: readonly string[],
  idsAfter: readonly (string | null)[],
): Promise<boolean> =>
  (
    await findUsersByUsernames(
      tx,
      usernamesBefore.filter((username) => username !== ''),
    )
  ).some((user) => !idsAfter.includes(user.id));

/** Signs in someone the OpenID provider or the directory vouched for (./external-users.ts). */
export { signInExternalUser } from './external-users';

/** A message's one-click unsubscribe: mail about meetings off for every account of an address (./stored-preferences.ts). */
export { turnOffMeetingMailOf } from './stored-preferences';
