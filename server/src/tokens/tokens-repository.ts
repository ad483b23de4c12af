import type { Queryable } from '../db/database';

/** A personal API token as stored: never the token, only its hash. */
export interface StoredApiToken {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

interface TokenRow {
  id: string;
  user_id: string;
  name: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, user_id, name, created_at, expires_at, last_used_at';

const fromRow = (row: TokenRow): StoredApiToken => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

export interface ApiTokensRepository {
  create(token: {
    userId: string;
    name: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<StoredApiToken>;
  /**
   * Takes the lock of one user's token changes until the transaction ends, so that two creations at once cannot both
   * pass the cap. Inside a transaction.
   */
  lockTokensOf(userId: string): Promise<void>;
  /** How many of a user's tokens work at `now`. */
  countWorking(userId: string, now: Date): Promise<number>;
  /** A user's tokens, oldest first. */
  listOf(userId: string): Promise<StoredApiToken[]>;
  /** The token with this hash, unless it expired by `now`. */
  findWorking(tokenHash: string, now: Date): Promise<StoredApiToken | null>;
  markUsed(id: string, now: Date): Promise<void>;
  /** Deletes a token of this user; answers it, or null when the user has no such token. */
  remove(id: string, userId: string): Promise<StoredApiToken | null>;
  /** Deletes every token of this user that still works at `now` (the expired ones go too); answers those. */
  removeAllOf(userId: string, now: Date): Promise<StoredApiToken[]>;
}

export function createApiTokensRepository(db: Queryable): ApiTokensRepository {
  return {
    create: async ({ userId, name, tokenHash, createdAt, expiresAt }) => {
      const [row] = await db.query<TokenRow>(
        `insert into api_tokens (user_id, name, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)
         returning ${COLUMNS}`,
        [userId, name, tokenHash, createdAt, expiresAt],
      );
      if (!row) throw new Error('Creating an API token returned no row.');
      return fromRow(row);
    },
    lockTokensOf: async (userId) => {
      await db.query(`select pg_advisory_xact_lock(hashtext('api-tokens ' || $1))`, [userId]);
    },
    countWorking: async (userId, now) =>
      (
        await db.query<{ count: number }>(
          'select count(*)::int as count from api_tokens where user_id = $1 and expires_at > $2',
          [userId, now],
        )
      )[0]?.count ?? 0,
    listOf: async (userId) =>
      (
        await db.query<TokenRow>(`select ${COLUMNS} from api_tokens where user_id = $1 order by created_at, id`, [
          userId,
        ])
      ).map(fromRow),
    findWorking: async (tokenHash, now) => {
      const [row] = await db.query<TokenRow>(
        `select ${COLUMNS} from api_tokens where token_hash = $1 and expires_at > $2`,
        [tokenHash, now],
      );
      return row ? fromRow(row) : null;
    },
    markUsed: async (id, now) => {
      await db.query('update api_tokens set last_used_at = $2 where id = $1', [id, now]);
    },
    remove: async (id, userId) => {
      const [row] = await db.query<TokenRow>(
        `delete from api_tokens where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [id, userId],
      );
      return row ? fromRow(row) : null;
    },
    removeAllOf: async (userId, now) =>
      (
        await db.query<TokenRow & { working: boolean }>(
          `delete from api_tokens where user_id = $1 returning ${COLUMNS}, expires_at > $2 as working`,
          [userId, now],
        )
      )
        .filter((row) => row.working)
        .map(fromRow),
  };
}
