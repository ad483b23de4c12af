import type { LoginInput } from '@scheduler/shared-domain/auth-schema';
import type { Language } from '@scheduler/shared-domain/languages';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import fp from 'fastify-plugin';
import type { Passwords } from '../auth/passwords';
import type { SessionRef, Tokens } from '../auth/tokens';
import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { noticeMemory } from '../db/notice-memory';
import { sessionEnded, signInFailed } from '../http/http-error';
import { createLdapDirectory, type Directory } from '../sso/ldap-directory';
import { revokeApiTokensOf } from '../tokens/token-queries';
import {
  findUserByUsername,
  findUsersWithOpenSessions,
  findUserWithOpenSession,
  noteBrowserLanguage,
  signInExternalUser,
} from '../users/user-queries';
import { type StoredUser, toUserRecord } from '../users/user-wire';
import { sameKey } from './refresh-cookie';
import { createSessionsRepository } from './sessions-repository';
import { pruneSignInFailures } from './sign-in-limiter';

/** An open session with its user as the database holds it now: active, with its current role. */
export interface OpenSession {
  id: string;
  expiresAt: Date;
  user: StoredUser;
}

/** A session just opened or refreshed: the user record with a new token, and the key its refresh cookie holds now. */
export interface SignedInSession {
  user: CurrentUser;
  refreshKey: string;
  expiresAt: Date;
}

export interface SessionService {
  /**
   * The user the credentials sign in; any failure is the one 401 `Incorrect username/password.`, whatever was wrong.
   * A username that is not a local password account is the directory's to check, when there is one.
   */
  checkCredentials(credentials: LoginInput): Promise<StoredUser>;
  /**
   * Opens a session for a user whose credentials were checked, noting the language their browser asked for: their
   * mail's until they choose one.
   */
  open(user: StoredUser, browserLanguage: Language): Promise<SignedInSession>;
  /**
   * A new token for an open session (the caller has checked the token and the session), given its refresh key.
   * The current key moves the session on to a new one. The key before it is still taken, answered with the current
   * one, until the current one is used: refreshes a browser sent at once carry the same key, and a browser that left
   * the page before the answer came never got the new one. Any other key is a 401 session ended.
   */
  refresh(user: StoredUser, session: SessionRef, refreshKey: string): Promise<SignedInSession>;
  signOut(sessionId: string): Promise<void>;
  /** Ends every session of the user but the caller's, and when asked every API token of theirs. */
  signOutEverywhere(user: StoredUser, options: { keepSessionId: string; apiTokens: boolean }): Promise<void>;
  /** What the auth hook asks on every request: the session, only if it is open and its user active. */
  findOpen(sessionId: string, userId: string, now: Date): Promise<OpenSession | null>;
  /** The open sessions among these, by id, in one query: one that is not open, or whose user is not active, is missing. */
  findOpenAmong(sessionIds: readonly string[], now: Date): Promise<Map<string, OpenSession>>;
  /**
   * Calls `onChange` after each change, in any process, that could close a session or change its user. Resolves once
   * listening; answers the function that stops it.
   */
  watch(onChange: () => void): Promise<() => Promise<void>>;
  /** Deletes the sessions that have expired: no token can use them any more. Answers how many. */
  pruneExpired(): Promise<number>;
}

interface SessionServiceDeps {
  db: Database;
  passwords: Passwords;
  tokens: Tokens;
  now: Clock;
  sessionHours: number;
  /** LDAP_URL's directory; null when unset. */
  directory: Directory | null;
}

/** What migration 005 notifies on every change that could close a session or change its user. */
export const SESSION_CHANGES = 'session_changes';

export function createSessionService(deps: SessionServiceDeps): SessionService {
  const { db, passwords, tokens, now, directory } = deps;
  const sessions = createSessionsRepository(db);
  const withToken = (user: StoredUser, session: SessionRef, nowMs: number): CurrentUser => {
    const { language } = user.mailPreferences;
    return { ...toUserRecord(user), token: tokens.sign(user, session, nowMs), ...(language ? { language } : {}) };
  };

  return {
    checkCredentials: async ({ username, password }) => {
      const user = await findUserByUsername(db, username);
      const isLocal = user?.signIn === 'password' && user.passwordHash !== null;
      if (!isLocal && directory) {
        const identity = await directory.authenticate(username, password);
        return signInExternalUser(db, new Date(now()), identity);
      }
      if (!user?.passwordHash) {
        await passwords.spendVerificationTime(password);
        throw signInFailed();
      }
      const passwordMatches = await passwords.verify(user.passwordHash, password);
      if (!passwordMatches || user.inActive || !SIGN_IN_ROLES.includes(user.role)) throw signInFailed();
      return user;
    },
    open: async (user, browserLanguage) => {
      const nowMs = now();
      const at = new Date(nowMs);
      const expiresAt = new Date(nowMs + deps.sessionHours * 3_600_000);
      const session = await db.transaction(async (tx) => {
        const opened = await createSessionsRepository(tx).open(user.id, at, expiresAt);
        await noteBrowserLanguage(tx, user.id, browserLanguage);
        await recordChanges(tx, { actor: user.username, at }, [userEvent('sign-in', user.id)]);
        return opened;
      });
      const refreshKey = tokens.refreshKey(session.id, 0);
      return { user: withToken(user, session, nowMs), refreshKey, expiresAt: session.expiresAt };
    },
    refresh: async (user, session, sentKey) => {
      const nowMs = now();
      const generation = await sessions.refreshGeneration(session.id, new Date(nowMs));
      if (generation === null) throw sessionEnded();
      const keyOf = (keyGeneration: number) => tokens.refreshKey(session.id, keyGeneration);
      const signedIn = (keyGeneration: number) => ({
        user: withToken(user, session, nowMs),
        refreshKey: keyOf(keyGeneration),
        expiresAt: session.expiresAt,
      });
      if (sameKey(sentKey, keyOf(generation))) {
        // Had a refresh sent at the same time moved it on first, this key is the one before, taken all the same.
        await sessions.advanceRefreshGeneration(session.id, generation);
        return signedIn(generation + 1);
      }
      if (generation > 0 && sameKey(sentKey, keyOf(generation - 1))) return signedIn(generation);
      throw sessionEnded();
    },
    signOut: (sessionId) =>
      db.transaction(async (tx) => {
        const at = new Date(now());
        const revoked = await createSessionsRepository(tx).revoke(sessionId, at);
        if (revoked) await recordChanges(tx, { actor: revoked.username, at }, [userEvent('sign-out', revoked.userId)]);
      }),
    signOutEverywhere: (user, { keepSessionId, apiTokens }) =>
      db.transaction(async (tx) => {
        const at = new Date(now());
        const author = { actor: user.username, at };
        await createSessionsRepository(tx).revokeAllOf(user.id, at, keepSessionId);
        await recordChanges(tx, author, [userEvent('sign-out', user.id, { sessions: { new: 'all others' } })]);
        if (apiTokens) await revokeApiTokensOf(tx, user.id, author);
      }),
    findOpen: async (sessionId, userId, nowDate) => {
      const found = await findUserWithOpenSession(db, sessionId, userId, nowDate);
      return found && { id: sessionId, expiresAt: found.sessionExpiresAt, user: found.user };
    },
    findOpenAmong: async (sessionIds, nowDate) => {
      const found = await findUsersWithOpenSessions(db, sessionIds, nowDate);
      return new Map(
        [...found].map(([id, { user, sessionExpiresAt }]) => [id, { id, expiresAt: sessionExpiresAt, user }]),
      );
    },
    watch: (onChange) => db.listen(SESSION_CHANGES, onChange),
    pruneExpired: () => sessions.deleteExpired(new Date(now())),
  };
}

/** How often expired sessions and ended sign-in windows are deleted while the server runs; also once at start. */
const PRUNE_EVERY_MS = 3_600_000;

/**
 * `findOpen`, which the auth hook asks on every request, answered from memory once a session was found open (every
 * change that could close a session or change its user notifies SESSION_CHANGES). Expiry is checked on each call
 * against `now`, as the query does.
 */
async function withOpenSessionMemory(
  service: SessionService,
  db: Database,
): Promise<{ service: SessionService; stop: () => Promise<void> }> {
  const open = await noticeMemory<OpenSession>(db, SESSION_CHANGES);
  const findOpen: SessionService['findOpen'] = (sessionId, userId, now) =>
    open.get(
      sessionId,
      () => service.findOpen(sessionId, userId, now),
      (known) => known.user.id === userId && known.expiresAt > now,
    );
  return { service: { ...service, findOpen }, stop: open.stop };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** The sessions of signed-in users, which the auth hook checks and the session routes open and close. */
export const sessionServicePlugin = fp(
  async (app) => {
    const service = createSessionService({
      db: app.db,
      passwords: app.passwords,
      tokens: app.tokens,
      now: app.now,
      sessionHours: app.settings.sessionHours,
      directory: app.settings.sso.ldap && createLdapDirectory(app.settings.sso.ldap),
    });
    // A PostgreSQL server delivers notices later, to each process on its own: there every request asks the database,
    // as it does when the database cannot listen now (it is unavailable, and each request answers so).
    const remembered =
      app.db.engine === 'pglite' ? await withOpenSessionMemory(service, app.db).catch(() => null) : null;
    app.decorate('sessions', remembered?.service ?? service);
    if (remembered) app.addHook('onClose', remembered.stop);

    // Pruning is housekeeping: a failure is logged, and the next round tries again.
    const prune = () =>
      Promise.all([service.pruneExpired(), pruneSignInFailures(app.db, new Date(app.now()))]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning expired sessions and sign-in failures failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await prune();
      timer = setInterval(prune, PRUNE_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'sessions', dependencies: ['database', 'passwords', 'tokens'] },
);
