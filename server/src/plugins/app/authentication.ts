import type { LoginInput } from '@scheduler/shared-domain/auth-schema';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import fp from 'fastify-plugin';
import { signInFailed } from '../../http-error';
import { type StoredUser, toUserRecord } from '../../user-record';
import type { Clock } from './database';
import type { Passwords } from './passwords';
import type { SessionsRepository } from './sessions-repository';
import type { SessionRef, Tokens } from './tokens';
import type { UsersRepository } from './users-repository';

export interface Authentication {
  /** Any failure is the one 401 `Incorrect username/password.`, whatever was wrong. */
  signIn(credentials: LoginInput): Promise<CurrentUser>;
  /** A new token for an open session (the caller has checked the session). */
  refresh(user: StoredUser, session: SessionRef): CurrentUser;
  signOut(sessionId: string): Promise<void>;
}

interface AuthenticationDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  passwords: Passwords;
  tokens: Tokens;
  now: Clock;
  sessionHours: number;
}

export function createAuthentication(deps: AuthenticationDeps): Authentication {
  const { users, sessions, passwords, tokens, now } = deps;
  const withToken = (user: StoredUser, session: SessionRef, nowMs: number): CurrentUser => ({
    ...toUserRecord(user),
    token: tokens.sign(user, session, nowMs),
  });

  return {
    signIn: async ({ username, password }) => {
      const user = await users.findByUsername(username);
      if (!user?.passwordHash) {
        await passwords.spendVerificationTime(password);
        throw signInFailed();
      }
      const passwordMatches = await passwords.verify(user.passwordHash, password);
      if (!passwordMatches || user.inActive || !SIGN_IN_ROLES.includes(user.role)) throw signInFailed();

      const nowMs = now();
      const session = await sessions.open(user.id, new Date(nowMs), new Date(nowMs + deps.sessionHours * 3_600_000));
      return withToken(user, session, nowMs);
    },
    refresh: (user, session) => withToken(user, session, now()),
    signOut: (sessionId) => sessions.revoke(sessionId, new Date(now())),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    authentication: Authentication;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'authentication',
      createAuthentication({
        users: app.users,
        sessions: app.sessions,
        passwords: app.passwords,
        tokens: app.tokens,
        now: app.now,
        sessionHours: app.settings.sessionHours,
      }),
    );
  },
  { name: 'authentication', dependencies: ['users-repository', 'sessions-repository', 'passwords', 'tokens'] },
);
