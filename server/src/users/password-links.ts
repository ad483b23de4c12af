import { createHash, randomUUID } from 'node:crypto';
import { message, translate } from '@scheduler/shared-domain/i18n';
import { PASSWORD_LINK_MAIL_MESSAGES, PASSWORD_LINK_PURPOSE_MESSAGES } from '@scheduler/shared-domain/mail-messages';
import { SET_PASSWORD_PATH } from '@scheduler/shared-domain/password-link-paths';
import {
  PASSWORD_LINK_ANSWER_MESSAGES,
  PASSWORD_LINK_LIFETIME_MS,
  type PasswordLinkInfo,
  type PasswordLinkPurpose,
} from '@scheduler/shared-domain/password-links';
import { PENDING_PASSWORD_ANSWER_MESSAGES } from '@scheduler/shared-domain/pending-password';
import { productName } from '@scheduler/shared-domain/product';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import type { Passwords } from '../auth/passwords';
import type { Tokens } from '../auth/tokens';
import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { conflict, HttpError } from '../http/http-error';
import { countRequest, inMinutes, type RateLimit, tooManyRequests } from '../http/rate-limit';
import { nextUpdatedDate } from '../http/stale-edit';
import { paragraphsMail, queueMail, SECRET_LINK_PLACEHOLDER } from '../mail/mail-queries';
import { revokeSessionsOf } from '../sessions/session-queries';
import { revokeApiTokensOf } from '../tokens/token-queries';
import { createPasswordLinksRepository } from './password-links-repository';
import { awaitedLinkPurpose, awaitsPassword, maySignIn } from './user-guard-rails';
import { refuseWeakPassword, userNotFound } from './user-service';
import { mailLanguageOf, mailRecipient, type StoredUser } from './user-wire';
import { createUsersRepository } from './users-repository';

/** Links sent to one account per window, whoever asks: asking cannot flood anyone's mailbox. */
export const LINKS_PER_ACCOUNT: RateLimit = {
  hits: 3,
  windowMs: 15 * 60_000,
  message: inMinutes(SERVER_MESSAGES.tooManyPasswordChanges),
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () => new HttpError(400, message(PASSWORD_LINK_ANSWER_MESSAGES.invalidLink));

/** Who may use a link: an active account that signs in here with a password (not a Contact, not an external one). */
const mayUseLink = (user: StoredUser) => maySignIn(user) && user.signIn === 'password' && user.email.trim() !== '';
/**
 * Who may ask for a reset: such an account that has a password. One without (new, imported, restored, just unlinked)
 * gets its link from an Admin's act only, and asking on the login page never replaces that link.
 */
const mayAskForReset = (user: StoredUser) => mayUseLink(user) && user.passwordHash !== null;

export interface PasswordLinkSettings {
  publicUrl: string;
  mailFrom: string;
  groupAbbreviation: string;
}

/** Sends a link in the caller's transaction: `askedBy` is the Admin whose act sends it. */
export type SendPasswordLink = (
  tx: Queryable,
  user: StoredUser,
  link: { purpose: Exclude<PasswordLinkPurpose, 'reset'>; askedBy: string; at: Date },
) => Promise<void>;

/**
 * Links that set a password without the old one: asked for from the login page, or sent when an Admin adds an account
 * without a password or moves one back from the institute's sign-in. Neither the outbox nor the database holds a
 * working link: the message names the link's id, the sender derives its token from the signing secret as it sends
 * the message (Tokens.passwordLinkToken), and the database keeps the token's sha256. A link works once, until it
 * expires, and ends when a newer one is sent or the password is set any other way.
 */
export function createPasswordLinks(deps: {
  db: Database;
  passwords: Passwords;
  tokens: Tokens;
  now: Clock;
  settings: PasswordLinkSettings;
}) {
  const { db, passwords, tokens, now, settings } = deps;
  const product = productName(settings.groupAbbreviation);

  /** Queues the link's message and records who asked, in the caller's transaction. */
  const sendLink = async (
    tx: Queryable,
    user: StoredUser,
    { purpose, askedBy, at }: { purpose: PasswordLinkPurpose; askedBy: string; at: Date },
  ) => {
    const linkId = randomUUID();
    await createPasswordLinksRepository(tx).add({
      tokenHash: tokenHash(tokens.passwordLinkToken(linkId)),
      userId: user.id,
      purpose,
      askedBy,
      at,
      expiresAt: new Date(at.getTime() + PASSWORD_LINK_LIFETIME_MS[purpose]),
    });
    // In the fragment, which browsers never send: the token reaches no access log.
    const url = `${settings.publicUrl}${SET_PASSWORD_PATH}#token=${SECRET_LINK_PLACEHOLDER}`;
    const language = mailLanguageOf(user);
    const texts = PASSWORD_LINK_PURPOSE_MESSAGES[purpose];
    const where = { product, publicUrl: settings.publicUrl, group: settings.groupAbbreviation, askedBy };
    const paragraphs = [
      translate(language, texts.body, where),
      url,
      translate(language, PASSWORD_LINK_MAIL_MESSAGES.username, { username: user.username }),
      translate(language, texts.lifetime),
    ];
    const subject = translate(language, texts.subject, { product });
    await queueMail(
      tx,
      [{ ...paragraphsMail(mailRecipient(user), subject, paragraphs, language), secretLink: linkId }],
      {
        at,
        from: settings.mailFrom,
      },
    );
    await recordChanges(tx, { actor: askedBy, at }, [
      userEvent('password-link', user.id, { passwordLink: { new: purpose } }),
    ]);
  };

  /** The link's user when the link works and its user may still use it. */
  const workingLink = async (token: string) => {
    const link = await createPasswordLinksRepository(db).find(tokenHash(token), new Date(now()));
    const user = link && (await createUsersRepository(db).findById(link.userId));
    if (!link || !user || !mayUseLink(user)) throw invalidLink();
    return { link, user };
  };

  return {
    /**
     * Sends a reset link to each account the login names (a username, or an email address several accounts may
     * share) that may ask for one; `address` is where the request came from, recorded as who asked. The route runs
     * it after its answer, which is the same whatever it finds.
     */
    request: (login: string, address: string) =>
      db.transaction(async (tx) => {
        const at = new Date(now());
        for (const user of await createUsersRepository(tx).findByLogin(login)) {
          if (!mayAskForReset(user)) continue;
          const limit = { key: `password-link ${user.id}`, limit: LINKS_PER_ACCOUNT, now: at };
          if ((await countRequest(tx, limit)) !== null) continue;
          await sendLink(tx, user, { purpose: 'reset', askedBy: address, at });
        }
      }),

    /** A link an Admin's act sends (a new account without a password, an unlink), in that act's transaction. */
    send: ((tx, user, link) => sendLink(tx, user, link)) satisfies SendPasswordLink,

    /**
     * An Admin's 'Send the link again' to an account still waiting for its password: a new link of the purpose of the
     * one it replaces, which it ends, counted with the links the login page asks for (at most LINKS_PER_ACCOUNT a
     * window). Answers the user.
     */
    resend: (userId: string, askedBy: string): Promise<StoredUser> =>
      db.transaction(async (tx) => {
        const user = await createUsersRepository(tx).findById(userId);
        if (!user) throw userNotFound();
        if (!awaitsPassword(user) || !mayUseLink(user))
          throw conflict(message(PENDING_PASSWORD_ANSWER_MESSAGES.notWaiting));
        const at = new Date(now());
        const retryAfterMs = await countRequest(tx, {
          key: `password-link ${user.id}`,
          limit: LINKS_PER_ACCOUNT,
          now: at,
        });
        if (retryAfterMs !== null) throw tooManyRequests(LINKS_PER_ACCOUNT, retryAfterMs);
        await sendLink(tx, user, { purpose: await awaitedLinkPurpose(tx, user.id), askedBy, at });
        return user;
      }),

    /** What the page of a working link shows; 400 for a link that does not work (any more). */
    check: async (token: string): Promise<PasswordLinkInfo> => {
      const { link, user } = await workingLink(token);
      const { username, firstname, lastname, email } = user;
      return { purpose: link.purpose, username, firstname, lastname, email };
    },

    /**
     * Sets the password of the link's user by the rules of every password, uses up its links, and ends its sessions
     * and its API tokens: whoever held them before the link is out. Answers the link's purpose.
     */
    setPassword: async (token: string, password: string): Promise<PasswordLinkPurpose> => {
      const { user } = await workingLink(token);
      refuseWeakPassword(password, user);
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const at = new Date(now());
        // The link is used up in the same statement that finds it still works: of two uses at once, one wins.
        const link = await createPasswordLinksRepository(tx).use(tokenHash(token), at);
        if (link?.userId !== user.id) throw invalidLink();
        const stored = await createUsersRepository(tx).findById(user.id);
        if (!stored || !mayUseLink(stored)) throw invalidLink();
        const updatedAt = nextUpdatedDate(at.getTime(), stored);
        await createUsersRepository(tx).update(user.id, { ...stored, passwordHash }, updatedAt);
        const author = { actor: stored.username, at: updatedAt };
        await recordChanges(tx, author, [
          userEvent('password-change', user.id, {
            password: { secret: true },
            passwordLink: { new: `${link.purpose}, asked by ${link.askedBy}` },
          }),
        ]);
        await revokeSessionsOf(tx, user.id, updatedAt);
        await revokeApiTokensOf(tx, user.id, author);
        return link.purpose;
      });
    },
  };
}
