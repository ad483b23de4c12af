import type { Queryable } from '../db/database';

export interface SessionRow {
  id: string;
  expiresAt: Date;
}

export interface SessionsRepository {
  open(userId: string, now: Date, expiresAt: Date, refreshKeyHash: string): Promise<SessionRow>;
  /** Replaces the refresh key of an open session if `keyHash` is its key now; answers whether it did. */
  replaceRefreshKey(id: string, keyHash: string, nextKeyHash: string, now: Date): Promise<boolean>;
  /** Whether `keyHash` is the key the open session replaced after `since`. */
  replacedRefreshKeySince(id: string, keyHash: string, since: Date): Promise<boolean>;
  /** Idempotent: revoking a revoked or unknown session changes nothing. */
  revoke(id: string, now: Date): Promise<void>;
  /** Ends every open session of a user, except `keepSessionId` (the session making the request) when given. */
  revokeAllOf(userId: string, now: Date, keepSessionId?: string): Promise<void>;
  /** Deletes the sessions that expired by `now`; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}

export function createSessionsRepository(db: Queryable): SessionsRepository {
  return {
    open: async (userId, now, expiresAt, refreshKeyHash) => {
      const [row] = await db.query<{ id: string; expires_at: Date }>(
        `insert into sessions (user_id, created_at, expires_at, refresh_key_hash) values ($1, $2, $3, $4)
         returning id, expires_at`,
        [userId, now, expiresAt, refreshKeyHash],
      );
      if (!row) throw new Error('Opening a session returned no row.');
      return { id: row.id, expiresAt: row.expires_at };
    },
    replaceRefreshKey: async (id, keyHash, nextKeyHash, now) => {
      const rows = await db.query(
        `update sessions
            set replaced_refresh_key_hash = refresh_key_hash, refresh_key_hash = $3, refresh_key_replaced_at = $4
          where id = $1 and refresh_key_hash = $2 and revoked_at is null and expires_at > $4
         returning id`,
        [id, keyHash, nextKeyHash, now],
      );
      return rows.length > 0;
    },
    replacedRefreshKeySince: async (id, keyHash, since) => {
      const rows = await db.query(
        `select id from sessions
          where id = $1 and replaced_refresh_key_hash = $2 and refresh_key_replaced_at > $3 and revoked_at is null`,
        [id, keyHash, since],
      );
      return rows.length > 0;
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
    deleteExpired: async (now) =>
      (await db.query('delete from sessions where expires_at <= $1 returning id', [now])).length,
  };
}
