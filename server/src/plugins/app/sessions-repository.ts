import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import type { StoredUser } from '../../user-record';
import { fromUserRow, USER_COLUMNS, type UserRow } from './users-repository';

export interface OpenSession {
  id: string;
  expiresAt: Date;
  user: StoredUser;
}

export interface SessionsRepository {
  open(userId: string, now: Date, expiresAt: Date): Promise<{ id: string; expiresAt: Date }>;
  /** Idempotent: revoking a revoked or unknown session changes nothing. */
  revoke(id: string, now: Date): Promise<void>;
  /** Ends every open session of a user, except `keepSessionId` (the session making the request) when given. */
  revokeAllOf(userId: string, now: Date, keepSessionId?: string): Promise<void>;
  /** The session and its user, only if the session is neither revoked nor expired and the user is active. */
  findOpen(sessionId: string, userId: string, now: Date): Promise<OpenSession | null>;
}

export function createSessionsRepository(db: Queryable): SessionsRepository {
  return {
    open: async (userId, now, expiresAt) => {
      const [row] = await db.query<{ id: string; expires_at: Date }>(
        'insert into sessions (user_id, created_at, expires_at) values ($1, $2, $3) returning id, expires_at',
        [userId, now, expiresAt],
      );
      if (!row) throw new Error('Opening a session returned no row.');
      return { id: row.id, expiresAt: row.expires_at };
    },
    revoke: async (id, now) => {
      await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now]);
    },
    revokeAllOf: async (userId, now, keepSessionId) => {
      await db.query(
        `update sessions set revoked_at = $2
          where user_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
        [userId, now, keepSessionId ?? null],
      );
    },
    findOpen: async (sessionId, userId, now) => {
      const [row] = await db.query<UserRow & { session_id: string; session_expires_at: Date }>(
        `select sessions.id as session_id, sessions.expires_at as session_expires_at, ${USER_COLUMNS}
           from sessions join users on users.id = sessions.user_id
          where sessions.id = $1 and sessions.user_id = $2
            and sessions.revoked_at is null and sessions.expires_at > $3
            and not users.in_active`,
        [sessionId, userId, now],
      );
      return row ? { id: row.session_id, expiresAt: row.session_expires_at, user: fromUserRow(row) } : null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessions', createSessionsRepository(app.db));
  },
  { name: 'sessions-repository', dependencies: ['database'] },
);
