import type { MailPreferences } from '@scheduler/shared-domain/mail-preferences';
import type { Caller } from '../auth/auth-hook';
import { recordChanges, updated } from '../changes/change-queries';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { forbidden } from '../http/http-error';
import { mayActOnUser } from '../permissions';
import { userNotFound } from './user-service';
import { createUsersRepository } from './users-repository';

/**
 * What a user wants by email. An Admin may read anyone's, to answer questions about them, but only the user changes
 * them: they are the person's own choice, not part of the record an Admin edits.
 */
export function createUserPreferences(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;
  return {
    get: async (caller: Caller, userId: string): Promise<MailPreferences> => {
      if (!mayActOnUser(caller.user, userId)) throw forbidden();
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw userNotFound();
      return user.mailPreferences;
    },

    /** The caller's own; recorded as an update of the user, with only what changed. */
    save: (caller: Caller, preferences: MailPreferences): Promise<MailPreferences> =>
      db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        const userId = caller.user.id;
        const stored = await users.findById(userId);
        if (!stored || !(await users.setMailPreferences(userId, preferences))) throw userNotFound();
        const change = updated('user', { _id: userId, ...stored.mailPreferences }, { _id: userId, ...preferences });
        if (Object.keys(change.fields).length > 0) {
          await recordChanges(tx, { actor: caller.user.username, at: new Date(now()) }, [change]);
        }
        return preferences;
      }),
  };
}
