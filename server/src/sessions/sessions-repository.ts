import type { Queryable } from '../db/database';

export interface SessionRow {
  id: string;
  expiresAt: Date;
}

/** Whose session it was. */
export interface SessionUser {
  userId: string;
  username: string;
}

export interface SessionsRepository {
  open(userId: string, now: Date, expiresAt: Date): Promise<SessionRow>;
  /** The generation of the refresh key of an open session; null when it is not open. */
  refreshGeneration(id: string, now: Date): Promise<number | null>;
  /** Moves the generation on from `generation`, unless a refresh sent at the same time did it already. */
  advanceRefreshGeneration(id: string, generation: number): Promise<void>;
  /** Idempotent: revoking a revoked or unknown session changes nothing. Answers the user of a session it revoked. */
  revoke(id: string, now: Date): Promise<SessionUser | null>;
  /** Ends every open session of a user, except `keepSessionId` (the session making the request) when given. */
  revokeAllOf(userId: string, now: Date, keepSessionId?: string): Promise<void>;
  /** Deletes the sessions that expired by `now`; answers how many. */
  deleteExpired(now: Date): Promise<number>;
  /** When the session was opened by a sign-in (a refresh keeps it); null for an unknown one. */
  openedAt(id: string): Promise<Date | null>;
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
    refreshGeneration: async (id, now) => {
      const [row] = await db.query<{ refresh_generation: number }>(
        'select refresh_generation from sessions where id = $1 and revoked_at is null and expires_at > $2',
        [id, now],
      );
      return row ? row.refresh_generation : null;
    },
    advanceRefreshGeneration: async (id, generation) => {
      await db.query(
        'update sessions set refresh_generation = refresh_generation + 1 where id = $1 and refresh_generation = $2',
        [id, generation],
      );
    },
    revoke: async (id, now) => {
      const [row] = await db.query<SessionUser>(
        `update sessions set revoked_at = $2 from users
          where sessions.id = $1 and sessions.revoked_at is null and users.id = sessions.user_id
      returning users.id as "userId", users.username`,
        [id, now],
      );
      return row ?? null;
    },
    revokeAllOf: async (userId, now, keepSessionId) => {
      await db.query(
        `update sessions set revoked_at = $2
          where user_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
        [userId, now, keepSessionId ?? null],
      );
    },
    deleteExpired: async (now) =>
      (await db.query('delete from sessions where expires_at <= $1 returning id', [now])).length,
    openedAt: async (id) =>
      (await db.query<{ created_at: Date }>('select created_at from sessions where id = $1', [id]))[0]?.created_at ??
      null,
  };
}
