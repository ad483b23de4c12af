import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
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

/** What migration 005 notifies on every change that could close a session or change its user. */
const SESSION_CHANGES = 'session_changes';
/** Open sessions kept in memory at most; past it, the memory starts again from empty. */
const CACHED_SESSIONS = 10_000;

/**
 * `findOpen`, which the auth hook asks on every request, answered from memory once a session was found open: on
 * PGlite a query costs more than the rest of the request. Every change that could close a session or change its
 * user notifies, and PGlite calls `listen`'s callback before the change's own call resolves, so the memory is
 * emptied before anyone can see the change; a lookup that was in flight during a notice is not kept. Expiry is
 * checked on each call against `now`, as the query does.
 */
async function withOpenSessionMemory(
  sessions: SessionsRepository,
  listen: Database['listen'],
): Promise<{ sessions: SessionsRepository; stop: () => Promise<void> } | null> {
  if (!listen) return null;
  const open = new Map<string, OpenSession>();
  let generation = 0;
  const stop = await listen(SESSION_CHANGES, () => {
    generation += 1;
    open.clear();
  });
  const findOpen: SessionsRepository['findOpen'] = async (sessionId, userId, now) => {
    const known = open.get(sessionId);
    if (known && known.user.id === userId && known.expiresAt > now) return known;
    const seen = generation;
    const found = await sessions.findOpen(sessionId, userId, now);
    if (found && seen === generation) {
      if (open.size >= CACHED_SESSIONS) open.clear();
      open.set(sessionId, found);
    }
    return found;
  };
  return { sessions: { ...sessions, findOpen }, stop };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db);
    // A PostgreSQL server delivers notices later, to each process on its own: there every request asks the database,
    // as it does when the database cannot listen now (it is unavailable, and each request answers so).
    const remembered = await withOpenSessionMemory(sessions, app.db.listen).catch(() => null);
    app.decorate('sessions', remembered?.sessions ?? sessions);
    if (remembered) app.addHook('onClose', remembered.stop);
  },
  { name: 'sessions-repository', dependencies: ['database'] },
);
