import type { MailPreferences, MailPreferencesBody } from '@scheduler/shared-domain/mail-preferences';
import type { Caller } from '../auth/auth-hook';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { forbidden } from '../http/http-error';
import { mayActOnUser } from '../permissions';
import { storePreferences } from './stored-preferences';
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
    save: (caller: Caller, body: MailPreferencesBody): Promise<MailPreferences> =>
      db.transaction(async (tx) => {
        const stored = await createUsersRepository(tx).findById(caller.user.id);
        if (!stored) throw userNotFound();
        const preferences = {
          ...body,
          language: body.language === undefined ? stored.mailPreferences.language : body.language,
        };
        const at = new Date(now());
        if (!(await storePreferences(tx, stored, preferences, { actor: caller.user.username, at }))) {
          throw userNotFound();
        }
        return preferences;
      }),
  };
}
