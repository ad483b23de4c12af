import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import { SSO_ANSWERS } from '@scheduler/shared-domain/sign-in-source';
import { usernameProblem } from '@scheduler/shared-domain/user-schema';
import { created, recordChanges } from '../changes/change-queries';
import type { Database } from '../db/database';
import { conflict, HttpError, signInFailed } from '../http/http-error';
import { nextUpdatedDate } from '../http/stale-edit';
import type { ExternalIdentity } from '../sso/sso-mapping';
import { changesOf, refuseRoleOrActivityChange } from './user-guard-rails';
import { type StoredUser, toUserRecord } from './user-wire';
import { createUsersRepository, type UsersRepository } from './users-repository';

/**
 * The account of someone the OpenID provider or the directory signed in: found by subject or DN, else an account an
 * Admin linked (same sign-in, no subject yet) claimed by username, else created just in time. Any other account with
 * the username is not merged: 409. A deactivated account (or a Contact) is refused as a wrong password would be.
 * The role follows the identity's groups, under the guard rails of every role change.
 */
export async function signInExternalUser(db: Database, now: Date, identity: ExternalIdentity): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const users = createUsersRepository(tx);
    await users.lockUserChanges();
    const stored = await accountOf(users, identity);
    if (!stored) {
      refuseUsername(identity.username, identity.role);
      const { username, firstname, lastname, email, role, signIn, externalId } = identity;
      const user = await users.create(
        { username, passwordHash: null, role, firstname, lastname, email, signIn, externalId },
        now,
      );
      await recordChanges(tx, { actor: username, at: now }, [created('user', toUserRecord(user))]);
      return user;
    }
    if (stored.inActive || !SIGN_IN_ROLES.includes(stored.role)) throw signInFailed();
    if (stored.role === identity.role && stored.externalId === identity.externalId) return stored;

    refuseUsername(stored.username, identity.role);
    // Only the sign-in in use is known to work here: counting no other errs on the side of keeping an Admin.
    await refuseRoleOrActivityChange(tx, stored, { ...stored, role: identity.role, inActive: false }, [
      identity.signIn,
    ]);
    const at = nextUpdatedDate(now.getTime(), stored);
    const changed = await users.update(
      stored.id,
      { ...stored, role: identity.role, externalId: identity.externalId },
      at,
    );
    if (!changed) throw new Error('The account signing in vanished under the lock of user changes.');
    await recordChanges(tx, { actor: changed.username, at }, changesOf(stored, changed));
    return changed;
  });
}

/** A username the rules of SPEC §5 refuse for the role (`sysadmin` for a User) cannot sign in. */
function refuseUsername(username: string, role: ExternalIdentity['role']): void {
  const problem = usernameProblem(username, role);
  if (problem) throw new HttpError(400, problem);
}

async function accountOf(users: UsersRepository, identity: ExternalIdentity): Promise<StoredUser | null> {
  const known = await users.findByExternalId(identity.signIn, identity.externalId);
  if (known) return known;
  const named = await users.findByUsername(identity.username);
  if (!named) return null;
  if (named.signIn === identity.signIn && named.externalId === null) return named;
  throw conflict(SSO_ANSWERS.usernameTaken);
}
