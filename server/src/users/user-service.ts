import { PASSWORD_RULES, type PasswordOwner } from '@scheduler/shared-domain/password-rules';
import { passwordWeakness } from '@scheduler/shared-domain/password-strength';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import { SSO_ANSWERS } from '@scheduler/shared-domain/sign-in-source';
import type { User } from '@scheduler/shared-domain/user';
import { USER_GUARD_RAIL_RULES, userStillReferenced } from '@scheduler/shared-domain/user-guard-rails';
import {
  type NewUserInput,
  USER_RULES,
  type UserLinkInput,
  type UserUnlinkInput,
  type UserUpdateInput,
  usernameProblem,
} from '@scheduler/shared-domain/user-schema';
import { isEmail } from '@scheduler/shared-domain/validation';
import type { Caller } from '../auth/auth-hook';
import type { Passwords } from '../auth/passwords';
import { retireFeedLinks } from '../calendar-feeds/calendar-feed-queries';
import { type AddOrigin, created, deleted, recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { withDuplicateKeyCheck } from '../db/duplicate-key';
import { conflict, forbidden, HttpError, sessionEnded } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { mayActOnUser } from '../permissions';
import { revokeSessionsOf } from '../sessions/session-queries';
import { revokeApiTokensOf } from '../tokens/token-queries';
import { refuseWithoutCurrentPassword } from './current-password';
import { createPasswordLinksRepository } from './password-links-repository';
import {
  awaitedLinkPurpose,
  awaitsPassword,
  type ConfiguredSignIns,
  changesOf,
  maySignIn,
  placesNaming,
  refuseLeavingNoAdmin,
  refuseRoleOrActivityChange,
} from './user-guard-rails';
import { type StoredUser, toUserRecord } from './user-wire';
import { createUsersRepository, type UserListKind, type UsersRepository } from './users-repository';

export const userNotFound = () => new HttpError(404, USER_GUARD_RAIL_RULES.userNotFound);

/**
 * Reading, creating, changing and deleting user accounts with their guard rails. Every change that could
 * leave the product without an active Admin checks and writes in one transaction, under one lock.
 */
export interface UserService {
  /** An Admin may read any user, a User only itself. */
  get(caller: Caller, userId: string): Promise<StoredUser>;
  list(kind: UserListKind): Promise<StoredUser[]>;
  register(input: NewUserInput, origin: AddOrigin): Promise<StoredUser>;
  /**
   * A deleted user again, with its id, names and role, active or not as it was, and no password: one must be set
   * before it can sign in.
   */
  restore(record: User, actor: string): Promise<StoredUser>;
  /**
   * A blank password keeps the old one, or none yet; an absent `inActive` keeps the current value. A new email
   * address ends the password links sent to the old one, and sends an account waiting for its password a new link.
   */
  update(caller: Caller, input: UserUpdateInput): Promise<StoredUser>;
  /**
   * An Admin moves a local account to the OpenID provider or the directory (one this server has): its password goes,
   * its sessions and password links end, and its next sign-in there claims it by username (users/external-users.ts).
   */
  link(caller: Caller, input: UserLinkInput): Promise<StoredUser>;
  /**
   * An Admin moves an account of the institute back to a password here: it has none until it follows the 'Set your
   * password' link this sends (with an email address; else an Admin sets one), and its sessions and API tokens end.
   */
  unlink(caller: Caller, input: UserUnlinkInput): Promise<StoredUser>;
  /** Answers the user as it was before it was deleted. */
  remove(caller: Caller, userId: string): Promise<StoredUser>;
}

export interface UserServiceDeps {
  db: Database;
  passwords: Passwords;
  now: Clock;
  /**
   * Emails a link to set a password (./password-links.ts), in the transaction of the Admin's act that needs one: a new
   * account without a password, an unlink, a new address of an account waiting for its password, a Contact made
   * someone who signs in here without one.
   */
  sendPasswordLink?: SendPasswordLink;
  /** The institute's sign-ins this server has: a link to another is refused, and its accounts cannot sign in. */
  configuredSignIns: ConfiguredSignIns;
}

/** Sends a link in the caller's transaction: `askedBy` is the Admin whose act sends it. */
export type SendPasswordLink = (
  tx: Queryable,
  user: StoredUser,
  link: { purpose: 'welcome' | 'unlink'; askedBy: string; at: Date },
) => Promise<void>;

/** The rules of password-strength.ts, which the browser runs too; the server's judgement is the one that counts. */
export function refuseWeakPassword(password: string, owner: PasswordOwner): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw new HttpError(400, weakness);
}

export function createUserService(deps: UserServiceDeps): UserService {
  const { db, passwords, now, sendPasswordLink, configuredSignIns } = deps;

  /**
   * Whatever let someone in before a user's password was reset, or before the user stopped being able to sign in,
   * ends: its API tokens and its password links (its sessions are the caller's to end, some keep the caller's own).
   */
  const endCredentialsOf = async (tx: Queryable, userId: string, author: { actor: string; at: Date }) => {
    await revokeApiTokensOf(tx, userId, author);
    await createPasswordLinksRepository(tx).removeAllOf(userId);
  };

  /** The user, locked against concurrent user changes until the transaction ends. */
  const lockedUser = async (users: UsersRepository, userId: string) => {
    await users.lockUserChanges();
    const user = await users.findById(userId);
    if (!user) throw userNotFound();
    return user;
  };

  /**
   * The caller as it is now, read under the lock of user changes: the auth hook read it before the request waited
   * for the lock, and a demotion or deactivation committed meanwhile must count, or the request would act with a
   * role its caller lost (and could, say, promote someone back).
   */
  const callerUnderLock = async (users: UsersRepository, caller: Caller) => {
    const current = await users.findById(caller.user.id);
    if (!current || current.inActive || !SIGN_IN_ROLES.includes(current.role)) throw sessionEnded();
    return current;
  };

  return {
    get: async (caller, userId) => {
      if (!mayActOnUser(caller.user, userId)) throw forbidden();
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw userNotFound();
      return user;
    },

    list: (kind) => createUsersRepository(db).list(kind),

    register: async (input, { actor, action }) => {
      // Without a password (the schema lets only an account with an email address start so) it gets a link instead.
      const setsPassword = input.role !== 'Contact' && input.password !== '';
      if (setsPassword) refuseWeakPassword(input.password, input);
      const passwordHash = setsPassword ? await passwords.hash(input.password) : null;
      const { username, role, firstname, lastname, email, mobile } = input;
      return withDuplicateKeyCheck('users', username, () =>
        db.transaction(async (tx) => {
          const at = new Date(now());
          const user = await createUsersRepository(tx).create(
            { username, passwordHash, role, firstname, lastname, email, mobile },
            at,
          );
          await recordChanges(tx, { actor, at }, [created('user', toUserRecord(user), action)]);
          if (!setsPassword && input.role !== 'Contact') {
            await sendPasswordLink?.(tx, user, { purpose: 'welcome', askedBy: actor, at });
          }
          return user;
        }),
      );
    },

    restore: async ({ _id: id, username, role, firstname, lastname, email, mobile, inActive, signIn }, actor) => {
      const problem = usernameProblem(username, role);
      if (problem) throw new HttpError(400, problem);
      return withDuplicateKeyCheck('users', username, () =>
        db.transaction(async (tx) => {
          const at = new Date(now());
          const user = await createUsersRepository(tx).create(
            // An external account signs in there again, and its first sign-in claims it by username.
            { id, username, passwordHash: null, role, firstname, lastname, email, mobile, inActive, signIn },
            at,
          );
          await recordChanges(tx, { actor, at }, [created('user', toUserRecord(user), 'restore')]);
          return user;
        }),
      );
    },

    update: async (caller, input) => {
      if (!mayActOnUser(caller.user, input._id)) throw forbidden();
      const setsPassword = input.password !== '' && input.role !== 'Contact';
      if (setsPassword) {
        refuseWeakPassword(input.password, input);
        if (input._id === caller.user.id) await refuseWithoutCurrentPassword(deps, caller.user, input.currentPassword);
      }
      // Hashing is slow on purpose: do it before the transaction takes its lock.
      const newPasswordHash = setsPassword ? await passwords.hash(input.password) : null;
      const { _id: userId, username, role, firstname, lastname, email, mobile } = input;

      return withDuplicateKeyCheck('users', username, () =>
        db.transaction(async (tx) => {
          const users = createUsersRepository(tx);
          const stored = await lockedUser(users, userId);
          const actor = await callerUnderLock(users, caller);
          // The current password was checked against this hash; a change since is caught as a stale edit too.
          if (newPasswordHash !== null && actor.id === userId && actor.passwordHash !== caller.user.passwordHash) {
            throw new HttpError(403, PASSWORD_RULES.currentIncorrect);
          }
          if (!mayActOnUser(actor, userId)) throw forbidden();
          refuseStaleEdit({ kind: 'user', key: stored.username, updatedDate: stored.updatedDate }, input.updatedDate);
          const { signIn, externalId } = stored;
          if (newPasswordHash !== null && signIn !== 'password') throw new HttpError(400, SSO_ANSWERS.noLocalPassword);
          const inActive = input.inActive ?? stored.inActive;
          const changesRoleOrActive = role !== stored.role || inActive !== stored.inActive;
          if (actor.role !== 'Admin' && changesRoleOrActive) {
            throw new HttpError(403, USER_GUARD_RAIL_RULES.onlyAdminChangesRoleOrActive);
          }
          // A Contact has no password (the table refuses one); anyone else keeps theirs, or none yet, unless given one.
          const passwordHash = role === 'Contact' ? null : (newPasswordHash ?? stored.passwordHash);
          await refuseRoleOrActivityChange(tx, stored, { role, inActive, signIn, passwordHash }, configuredSignIns);
          // Without a password, an account that signs in here needs an address for its link, or it could never be used.
          const waits = awaitsPassword({ role, signIn, passwordHash });
          if (waits && !isEmail(email)) throw new HttpError(400, USER_RULES.passwordRequired);

          const nowDate = nextUpdatedDate(now(), stored);
          const updated = await users.update(
            userId,
            { username, passwordHash, role, firstname, lastname, email, mobile, inActive, signIn, externalId },
            nowDate,
          );
          if (!updated) throw userNotFound();
          await recordChanges(tx, { actor: actor.username, at: nowDate }, [
            ...changesOf(stored, updated),
            ...(newPasswordHash === null ? [] : [userEvent('password-change', userId, { password: { secret: true } })]),
          ]);

          // Links sent to an old address stop; one waiting for its password gets its link at the new one, as does a
          // Contact that now signs in here.
          const newAddress = updated.email.trim().toLowerCase() !== stored.email.trim().toLowerCase();
          if (waits && maySignIn(updated) && (newAddress || !awaitsPassword(stored))) {
            // Read before the old links end: an account moved back from the institute's sign-in is told so again.
            const purpose = await awaitedLinkPurpose(tx, userId);
            await sendPasswordLink?.(tx, updated, { purpose, askedBy: actor.username, at: nowDate });
          } else if (newAddress) {
            await createPasswordLinksRepository(tx).removeAllOf(userId);
          }
          if (maySignIn(stored) !== maySignIn(updated)) await retireFeedLinks(tx, userId);
          const author = { actor: actor.username, at: nowDate };
          if (inActive || role === 'Contact') {
            await revokeSessionsOf(tx, userId, nowDate);
            await endCredentialsOf(tx, userId, author);
          } else if (newPasswordHash !== null) {
            // A new password ends the user's other sessions and links; the one making the request stays signed in.
            await revokeSessionsOf(tx, userId, nowDate, caller.session.id);
            await createPasswordLinksRepository(tx).removeAllOf(userId);
            // An Admin's reset of someone's password ends its API tokens; a change of one's own, when asked to.
            if (actor.id !== userId || input.endApiTokens) await revokeApiTokensOf(tx, userId, author);
          }
          return updated;
        }),
      );
    },

    link: (caller, { _id: userId, signIn, updatedDate }) =>
      db.transaction(async (tx) => {
        if (!configuredSignIns.includes(signIn)) throw new HttpError(400, SSO_ANSWERS.signInNotConfigured);
        const users = createUsersRepository(tx);
        const stored = await lockedUser(users, userId);
        const actor = await callerUnderLock(users, caller);
        if (actor.role !== 'Admin') throw forbidden();
        refuseStaleEdit({ kind: 'user', key: stored.username, updatedDate: stored.updatedDate }, updatedDate);
        if (stored.signIn !== 'password' || !maySignIn(stored)) throw conflict(SSO_ANSWERS.linkOnlyLocal);
        const changes = { ...stored, passwordHash: null, signIn, externalId: null };
        await refuseLeavingNoAdmin(tx, stored, changes, configuredSignIns);
        const at = nextUpdatedDate(now(), stored);
        const linked = await users.update(userId, changes, at);
        if (!linked) throw userNotFound();
        await recordChanges(tx, { actor: actor.username, at }, changesOf(stored, linked));
        await revokeSessionsOf(tx, userId, at);
        await createPasswordLinksRepository(tx).removeAllOf(userId);
        return linked;
      }),

    unlink: (caller, { _id: userId, updatedDate }) =>
      db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        const stored = await lockedUser(users, userId);
        const actor = await callerUnderLock(users, caller);
        if (actor.role !== 'Admin') throw forbidden();
        refuseStaleEdit({ kind: 'user', key: stored.username, updatedDate: stored.updatedDate }, updatedDate);
        if (stored.signIn === 'password') throw conflict(SSO_ANSWERS.unlinkOnlyExternal);
        const changes = { ...stored, passwordHash: null, signIn: 'password' as const, externalId: null };
        await refuseLeavingNoAdmin(tx, stored, changes, configuredSignIns);
        const at = nextUpdatedDate(now(), stored);
        const unlinked = await users.update(userId, changes, at);
        if (!unlinked) throw userNotFound();
        const author = { actor: actor.username, at };
        await recordChanges(tx, author, changesOf(stored, unlinked));
        await revokeSessionsOf(tx, userId, at);
        await endCredentialsOf(tx, userId, author);
        if (maySignIn(unlinked) && unlinked.email.trim() !== '') {
          await sendPasswordLink?.(tx, unlinked, { purpose: 'unlink', askedBy: actor.username, at });
        }
        return unlinked;
      }),

    remove: async (caller, userId) => {
      if (userId === caller.user.id) throw conflict(USER_GUARD_RAIL_RULES.cannotDeleteSelf);
      return db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        const target = await lockedUser(users, userId);
        if ((await callerUnderLock(users, caller)).role !== 'Admin') throw forbidden();
        await refuseLeavingNoAdmin(tx, target, null, configuredSignIns);
        const places = await placesNaming(tx, userId);
        if (places.length > 0) throw conflict(userStillReferenced(target.username, places));
        // Its sessions go with it (on delete cascade), so its tokens stop working at once.
        if (!(await users.delete(userId))) throw userNotFound();
        await recordChanges(tx, { actor: caller.user.username, at: new Date(now()) }, [
          deleted('user', toUserRecord(target)),
        ]);
        return target;
      });
    },
  };
}
