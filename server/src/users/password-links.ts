import { createHash, randomBytes } from 'node:crypto';
import { SET_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import {
  PASSWORD_LINK_MAIL_TEXTS as M,
  PASSWORD_LINK_LIFETIME_MS,
  PASSWORD_LINK_TEXTS,
  type PasswordLinkPurpose,
} from '@scheduler/shared-domain/password-links';
import { tooManyPasswordChangesMessage } from '@scheduler/shared-domain/server-messages';
import type { Passwords } from '../auth/passwords';
import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { HttpError } from '../http/http-error';
import { countRequest, type RateLimit } from '../http/rate-limit';
import { nextUpdatedDate } from '../http/stale-edit';
import { paragraphsMail, queueMail } from '../mail/mail-queries';
import { revokeSessionsOf } from '../sessions/session-queries';
import { createPasswordLinksRepository } from './password-links-repository';
import { maySignIn } from './user-guard-rails';
import { refuseWeakPassword } from './user-service';
import type { StoredUser } from './user-wire';
import { createUsersRepository } from './users-repository';

/** Links sent to one account per window, whoever asks: asking cannot flood anyone's mailbox. */
export const LINKS_PER_ACCOUNT: RateLimit = { hits: 3, windowMs: 15 * 60_000, message: tooManyPasswordChangesMessage };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () => new HttpError(400, PASSWORD_LINK_TEXTS.invalidLink);

/** Who may get a link: an active account that signs in here with a password (not a Contact, not an external one). */
const mayGetLink = (user: StoredUser) => maySignIn(user) && user.signIn === 'password' && user.email.trim() !== '';

export interface PasswordLinkSettings {
  publicUrl: string;
  mailFrom: string;
}

/**
 * Links that set a password without the old one: asked for from the login page, or sent with a new account that has
 * none. The message holds the token, the database only its sha256; a link works once, until it expires.
 */
export function createPasswordLinks(deps: {
  db: Database;
  passwords: Passwords;
  now: Clock;
  settings: PasswordLinkSettings;
}) {
  const { db, passwords, now, settings } = deps;

  /** Queues the link's message in the caller's transaction. */
  const sendLink = async (tx: Queryable, user: StoredUser, purpose: PasswordLinkPurpose, at: Date) => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + PASSWORD_LINK_LIFETIME_MS[purpose]);
    await createPasswordLinksRepository(tx).add({
      tokenHash: tokenHash(token),
      userId: user.id,
      purpose,
      at,
      expiresAt,
    });
    const url = `${settings.publicUrl}${SET_PASSWORD_PATH}?token=${token}`;
    const recipient = { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email.trim() };
    const paragraphs = [M.body[purpose], url, `${M.username}: ${user.username}`, M.lifetime[purpose]];
    await queueMail(tx, [paragraphsMail(recipient, M.subject[purpose], paragraphs)], {
      at,
      from: settings.mailFrom,
    });
  };

  return {
    /**
     * Sends a reset link to each account the login names (a username, or an email address several accounts may
     * share) that may get one. Answers nothing either way: the caller learns nothing of which accounts exist.
     */
    request: (login: string) =>
      db.transaction(async (tx) => {
        const at = new Date(now());
        for (const user of await createUsersRepository(tx).findByLogin(login)) {
          if (!mayGetLink(user)) continue;
          const limit = { key: `password-link ${user.id}`, limit: LINKS_PER_ACCOUNT, now: at };
          if ((await countRequest(tx, limit)) !== null) continue;
          await sendLink(tx, user, 'reset', at);
        }
      }),

    /** A new account's link, valid 7 days, in the add's transaction. */
    sendWelcomeLink: (tx: Queryable, user: StoredUser, at: Date) => sendLink(tx, user, 'welcome', at),

    /** Sets the password of the link's user by the rules of every password, uses up its links and ends its sessions. */
    setPassword: async (token: string, password: string) => {
      const users = createUsersRepository(db);
      const userId = await createPasswordLinksRepository(db).userOf(tokenHash(token), new Date(now()));
      const user = userId === null ? null : await users.findById(userId);
      if (!user || !mayGetLink(user)) throw invalidLink();
      refuseWeakPassword(password, user);
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (tx) => {
        const at = new Date(now());
        // The link is used up in the same statement that finds it still works: of two uses at once, one wins.
        if ((await createPasswordLinksRepository(tx).use(tokenHash(token), at)) !== user.id) throw invalidLink();
        const stored = await createUsersRepository(tx).findById(user.id);
        if (!stored || !mayGetLink(stored)) throw invalidLink();
        const updatedAt = nextUpdatedDate(at.getTime(), stored);
        await createUsersRepository(tx).update(user.id, { ...stored, passwordHash }, updatedAt);
        await recordChanges(tx, { actor: stored.username, at: updatedAt }, [
          userEvent('password-change', user.id, { password: { secret: true } }),
        ]);
        await revokeSessionsOf(tx, user.id, updatedAt);
      });
    },
  };
}
