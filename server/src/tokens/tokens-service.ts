import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_ANSWERS,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiTokenSummary,
  type CreatedApiToken,
  FRESH_SIGN_IN_MINUTES,
  type NewApiToken,
} from '@scheduler/shared-domain/api-tokens';
import type { FieldChange } from '@scheduler/shared-domain/change';
import { translate } from '@scheduler/shared-domain/i18n';
import { API_TOKEN_MAIL_MESSAGES } from '@scheduler/shared-domain/mail-messages';
import { productName } from '@scheduler/shared-domain/product';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import fp from 'fastify-plugin';
import type { Caller } from '../auth/auth-hook';
import type { Passwords } from '../auth/passwords';
import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { noticeMemory } from '../db/notice-memory';
import { conflict, HttpError, notFound } from '../http/http-error';
import { paragraphsMail, queueMail } from '../mail/mail-queries';
import { SESSION_CHANGES, sessionOpenedAt } from '../sessions/session-queries';
import { refuseWithoutCurrentPassword } from '../users/current-password';
import { findUserById } from '../users/user-queries';
import { mailLanguageOf, mailRecipient, type StoredUser } from '../users/user-wire';
import { createApiTokensRepository, type StoredApiToken } from './tokens-repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A use within this long of the last one written is not written again: a token's last use is told to the minute, and
 * a script calling many times a second writes once a minute, not once a request.
 */
const LAST_USE_STEP_MS = 60_000;

type TokenAction = 'api-token-create' | 'api-token-revoke';

/** How a token is found: the database holds only this. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface WorkingApiToken {
  token: StoredApiToken;
  /** Its owner as stored now: active, with a role that may sign in. */
  owner: StoredUser;
}

export interface ApiTokensService {
  /**
   * A new token of the caller. The caller proves it is the owner, not someone holding a stolen session token: with
   * its password here, or for an account of the institute (no password here) with a sign-in at most
   * FRESH_SIGN_IN_MINUTES old. At most API_TOKENS_PER_USER work at once; the owner is told by email.
   */
  create(caller: Caller, input: NewApiToken): Promise<CreatedApiToken>;
  list(owner: StoredUser): Promise<ApiTokenSummary[]>;
  /** Revokes one of the owner's tokens at once; 404 when it has no such token. */
  revoke(owner: StoredUser, id: string): Promise<void>;
  /** The token and its owner when the token works now (known, not expired, its owner active and allowed), else null. */
  find(token: string): Promise<WorkingApiToken | null>;
  /** Notes one use of a working token as its last use, at most once per LAST_USE_STEP_MS; no change-record entry. */
  recordUse(working: WorkingApiToken): Promise<void>;
}

export interface ApiTokensServiceDeps {
  db: Database;
  now: Clock;
  passwords: Passwords;
  /** MAIL_FROM and the group's abbreviation, for the message that tells the owner of a new token. */
  mail: { mailFrom: string; groupAbbreviation: string };
}

export function createApiTokensService(deps: ApiTokensServiceDeps): ApiTokensService {
  const { db, now, mail } = deps;
  const tokens = createApiTokensRepository(db);
  /** A security event of the owner, naming the token. */
  const recordEvent = (tx: Queryable, action: TokenAction, owner: StoredUser, apiToken: FieldChange, at: Date) =>
    recordChanges(tx, { actor: owner.username, at }, [userEvent(action, owner.id, { apiToken })]);

  const refuseUnprovenOwner = async ({ user, session }: Caller, currentPassword: string) => {
    if (user.signIn === 'password') return refuseWithoutCurrentPassword(deps, user, currentPassword);
    const openedAt = await sessionOpenedAt(db, session.id);
    if (!openedAt || now() - openedAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000) {
      throw new HttpError(403, API_TOKEN_ANSWERS.signInAgain);
    }
  };

  const tellOwner = async (tx: Queryable, owner: StoredUser, name: string, expiresAt: Date, at: Date) => {
    if (owner.email.trim() === '') return;
    const language = mailLanguageOf(owner);
    const M = API_TOKEN_MAIL_MESSAGES;
    const subject = translate(language, M.subject, { product: productName(mail.groupAbbreviation) });
    const paragraphs = [
      translate(language, M.created, { name, expires: expiresAt.toISOString().slice(0, 10) }),
      translate(language, M.notYou),
    ];
    await queueMail(tx, [paragraphsMail(mailRecipient(owner), subject, paragraphs, language)], {
      at,
      from: mail.mailFrom,
    });
  };

  return {
    create: async (caller, { name, days, currentPassword }) => {
      await refuseUnprovenOwner(caller, currentPassword);
      const owner = caller.user;
      const at = new Date(now());
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(at.getTime() + days * DAY_MS);
      const stored = await db.transaction(async (tx) => {
        const repository = createApiTokensRepository(tx);
        await repository.lockTokensOf(owner.id);
        if ((await repository.countWorking(owner.id, at)) >= API_TOKENS_PER_USER) {
          throw conflict(API_TOKEN_ANSWERS.tooMany);
        }
        const created = await repository.create({
          userId: owner.id,
          name,
          tokenHash: tokenHash(token),
          createdAt: at,
          expiresAt,
        });
        await recordEvent(tx, 'api-token-create', owner, { new: name }, at);
        await tellOwner(tx, owner, name, expiresAt, at);
        return created;
      });
      return { id: stored.id, name: stored.name, token, expires: stored.expiresAt.toISOString() };
    },
    list: async (owner) =>
      (await tokens.listOf(owner.id)).map((token) => ({
        id: token.id,
        name: token.name,
        created: token.createdAt.toISOString(),
        lastUsed: token.lastUsedAt?.toISOString() ?? null,
        expires: token.expiresAt.toISOString(),
      })),
    revoke: async (owner, id) => {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const removed = await createApiTokensRepository(tx).remove(id, owner.id);
        if (!removed) throw notFound();
        await recordEvent(tx, 'api-token-revoke', owner, { old: removed.name }, at);
      });
    },
    find: async (token) => {
      const found = await tokens.findWorking(tokenHash(token), new Date(now()));
      const owner = found && (await findUserById(db, found.userId));
      if (!found || !owner || owner.inActive || !SIGN_IN_ROLES.includes(owner.role)) return null;
      return { token: found, owner };
    },
    recordUse: async ({ token }) => {
      const at = new Date(now());
      if (token.lastUsedAt && at.getTime() - token.lastUsedAt.getTime() < LAST_USE_STEP_MS) return;
      await tokens.markUsed(token.id, at);
      // A token remembered by the process (withWorkingTokenMemory) knows its last use too.
      token.lastUsedAt = at;
    },
  };
}

/**
 * `find`, which the auth hook asks on every request with a token, answered from memory once a token was found
 * working, as open sessions are: a revocation and every change of its owner notify SESSION_CHANGES (migrations 005
 * and 029). Expiry is checked on each call.
 */
async function withWorkingTokenMemory(service: ApiTokensService, db: Database, now: Clock) {
  const working = await noticeMemory<WorkingApiToken>(db, SESSION_CHANGES);
  const find: ApiTokensService['find'] = (token) =>
    working.get(
      tokenHash(token),
      () => service.find(token),
      (known) => known.token.expiresAt.getTime() > now(),
    );
  return { service: { ...service, find }, stop: working.stop };
}

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: ApiTokensService;
  }
}

/** The personal API tokens, which the auth hook checks and the token routes create, list and revoke. */
export const apiTokensPlugin = fp(
  async (app) => {
    const { mailFrom, groupAbbreviation } = app.settings;
    const service = createApiTokensService({
      db: app.db,
      now: app.now,
      passwords: app.passwords,
      mail: { mailFrom, groupAbbreviation },
    });
    // As with sessions: a PostgreSQL server delivers notices later, so there every request asks the database.
    const remembered =
      app.db.engine === 'pglite' ? await withWorkingTokenMemory(service, app.db, app.now).catch(() => null) : null;
    app.decorate('apiTokens', remembered?.service ?? service);
    if (remembered) app.addHook('onClose', remembered.stop);
  },
  { name: 'api-tokens', dependencies: ['database', 'passwords'] },
);
