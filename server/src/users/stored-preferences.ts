import type { MailPreferences } from '@scheduler/shared-domain/mail-preferences';
import { recordChanges, updated } from '../changes/change-queries';
import type { Queryable } from '../db/database';
import type { StoredUser } from './user-wire';
import { createUsersRepository } from './users-repository';

/** Saves a user's preferences, recorded as an update of the user by `actor` with only what changed; false if gone. */
export async function storePreferences(
  tx: Queryable,
  stored: StoredUser,
  preferences: MailPreferences,
  { actor, at }: { actor: string; at: Date },
): Promise<boolean> {
  if (!(await createUsersRepository(tx).setMailPreferences(stored.id, preferences))) return false;
  const change = updated('user', { _id: stored.id, ...stored.mailPreferences }, { _id: stored.id, ...preferences });
  if (Object.keys(change.fields).length > 0) await recordChanges(tx, { actor, at }, [change]);
  return true;
}

/**
 * Turns off mail about meetings (invitations, changes, cancellations and reminders) of every account with this
 * address, in the caller's transaction: a message's one-click unsubscribe, which whoever reads that mailbox made, so
 * each is recorded as the user's own change. Answers how many it turned off.
 */
export async function turnOffMeetingMailOf(tx: Queryable, address: string, at: Date): Promise<number> {
  const key = address.trim().toLowerCase();
  // By email only: a username holds no '@'.
  const accounts = (await createUsersRepository(tx).findByLogin(key)).filter(
    (user) => user.email.trim().toLowerCase() === key && user.mailPreferences.mailChanges,
  );
  for (const user of accounts) {
    await storePreferences(tx, user, { ...user.mailPreferences, mailChanges: false }, { actor: user.username, at });
  }
  return accounts.length;
}
