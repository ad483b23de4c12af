import type { Message } from '@scheduler/shared-domain/i18n';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import type { ExternalSignIn } from '@scheduler/shared-domain/sign-in-source';
import { teamLeadPlace, teamMemberPlace } from '@scheduler/shared-domain/team-messages';
import { USER_GUARD_RAIL_RULES } from '@scheduler/shared-domain/user-guard-rails';
import { roleChangeRefused } from '@scheduler/shared-domain/user-role-messages';
import { internalContactPlace, venueContactPlace } from '@scheduler/shared-domain/venue-messages';
import { type NewChange, updated, userEvent } from '../changes/change-queries';
import type { Queryable } from '../db/database';
import { conflict } from '../http/http-error';
import { teamsNaming } from '../teams/team-queries';
import { venuesNaming } from '../venues/venue-queries';
import { createPasswordLinksRepository } from './password-links-repository';
import { type StoredUser, toUserRecord } from './user-wire';
import { createUsersRepository } from './users-repository';

/** The rules every change of a user's role or activity keeps, whoever makes it: an Admin's edit or a sign-in. */

export const isActiveAdmin = (user: Pick<StoredUser, 'role' | 'inActive'>) => user.role === 'Admin' && !user.inActive;
export const maySignIn = (user: Pick<StoredUser, 'role' | 'inActive'>) =>
  !user.inActive && SIGN_IN_ROLES.includes(user.role);
/** An account that signs in here with a password and has none yet: it waits for its 'Set your password' link. */
export const awaitsPassword = (user: Pick<StoredUser, 'role' | 'signIn' | 'passwordHash'>) =>
  user.role !== 'Contact' && user.signIn === 'password' && user.passwordHash === null;
/**
 * The purpose of the link such an account waits for: 'unlink' when its last link moved it back from the institute's
 * sign-in, else 'welcome' (added, imported or restored without a password).
 */
export const awaitedLinkPurpose = async (tx: Queryable, userId: string): Promise<'welcome' | 'unlink'> =>
  (await createPasswordLinksRepository(tx).lastPurposeOf(userId)) === 'unlink' ? 'unlink' : 'welcome';

/**
 * The teams and venues that name a user, by the part the user plays. A user delete and a change of role or activity
 * read them under the lock of user changes, which team and venue writes take too; the foreign keys refuse a delete
 * this check would have missed.
 */
async function referencesTo(tx: Queryable, userId: string) {
  return { ...(await teamsNaming(tx, userId)), ...(await venuesNaming(tx, userId)) };
}

/**
 * Teams and venues accept only some roles of the users they name: a team lead is an active Admin, a team member and
 * an internal contact are not Contacts, a venue contact is one. Refuses a change of role or activity that would
 * break one of them, naming where. Inside the transaction of the change, after it took the lock of user changes.
 */
async function refuseChangeThatBreaksReferences(
  tx: Queryable,
  stored: StoredUser,
  changed: Pick<StoredUser, 'role' | 'inActive'>,
): Promise<void> {
  const becomesContact = changed.role === 'Contact' && stored.role !== 'Contact';
  const stopsBeingContact = changed.role !== 'Contact' && stored.role === 'Contact';
  const stopsBeingActiveAdmin = isActiveAdmin(stored) && (changed.role !== 'Admin' || changed.inActive);
  if (!becomesContact && !stopsBeingContact && !stopsBeingActiveAdmin) return;

  const references = await referencesTo(tx, stored.id);
  const { username } = stored;
  if (stopsBeingActiveAdmin && references.teamsLed.length > 0) {
    throw conflict(roleChangeRefused('teamLeadMustStayAdmin', username, references.teamsLed));
  }
  if (becomesContact && references.teamsJoined.length > 0) {
    throw conflict(roleChangeRefused('teamMemberCannotBeContact', username, references.teamsJoined));
  }
  if (becomesContact && references.venuesAsInternalContact.length > 0) {
    throw conflict(roleChangeRefused('internalContactCannotBeContact', username, references.venuesAsInternalContact));
  }
  if (stopsBeingContact && references.venuesAsContact.length > 0) {
    throw conflict(roleChangeRefused('venueContactMustStayContact', username, references.venuesAsContact));
  }
}

/** The institute's sign-ins this server has (OIDC_ISSUER, LDAP_URL set): an account of another one cannot sign in. */
export type ConfiguredSignIns = readonly ExternalSignIn[];

/** What a user is as far as signing in goes. */
export type SignInState = Pick<StoredUser, 'role' | 'inActive' | 'signIn' | 'passwordHash'>;

/** An active Admin who can sign in now: with a password here, or through an institute's sign-in this server has. */
export const isWorkingAdmin = (user: SignInState, configured: ConfiguredSignIns): boolean =>
  isActiveAdmin(user) && (user.signIn === 'password' ? user.passwordHash !== null : configured.includes(user.signIn));

/**
 * Refuses a change of a user (null: its delete) after which no active Admin would remain, or none who can sign in (a
 * link to a sign-in the server does not have, an unlink or a deactivation of the last one who can): nobody could
 * then ever act as an Admin again. Inside the transaction of the change, after it took the lock of user changes.
 */
export async function refuseLeavingNoAdmin(
  tx: Queryable,
  stored: StoredUser,
  changed: SignInState | null,
  configured: ConfiguredSignIns,
): Promise<void> {
  const users = createUsersRepository(tx);
  if (isActiveAdmin(stored) && !(changed && isActiveAdmin(changed)) && (await users.countActiveAdmins()) <= 1) {
    throw conflict(
      changed === null
        ? USER_GUARD_RAIL_RULES.lastAdminDeleted
        : changed.role === 'Admin'
          ? USER_GUARD_RAIL_RULES.lastAdminDeactivated
          : USER_GUARD_RAIL_RULES.lastAdminDemoted,
    );
  }
  if (
    isWorkingAdmin(stored, configured) &&
    !(changed && isWorkingAdmin(changed, configured)) &&
    (await users.countWorkingAdmins(stored.id, configured)) === 0
  ) {
    throw conflict(USER_GUARD_RAIL_RULES.lastAdminWhoCanSignIn);
  }
}

/**
 * Refuses a change of role or activity that would leave no active Admin (or none who can sign in), or break a team or
 * venue naming the user. Inside the transaction of the change, after it took the lock of user changes.
 */
export async function refuseRoleOrActivityChange(
  tx: Queryable,
  stored: StoredUser,
  changed: SignInState,
  configured: ConfiguredSignIns,
): Promise<void> {
  await refuseLeavingNoAdmin(tx, stored, changed, configured);
  await refuseChangeThatBreaksReferences(tx, stored, changed);
}

/** "lead of team Alpha", "member of team Beta", "internal contact of venue Main Hall", then "contact of venue Annex". */
export async function placesNaming(tx: Queryable, userId: string): Promise<Message[]> {
  const { teamsLed, teamsJoined, venuesAsInternalContact, venuesAsContact } = await referencesTo(tx, userId);
  return [
    ...teamsLed.map(teamLeadPlace),
    ...teamsJoined.map(teamMemberPlace),
    ...venuesAsInternalContact.map(internalContactPlace),
    ...venuesAsContact.map(venueContactPlace),
  ];
}

/** An update's entry, and the security events among its changes: a new role, a deactivation. */
export function changesOf(stored: StoredUser, changed: StoredUser): NewChange[] {
  const update = updated('user', toUserRecord(stored), toUserRecord(changed));
  const { role, inActive } = update.fields;
  return [
    update,
    ...(role ? [userEvent('role-change', changed.id, { role })] : []),
    ...(inActive && changed.inActive ? [userEvent('deactivation', changed.id, { inActive })] : []),
  ];
}
