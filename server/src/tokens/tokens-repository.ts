import type { Queryable } from '../db/database';

/** A personal API token as stored: never the token, only its hash. */
export interface StoredApiToken {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

interface TokenRow {
  id: string;
  user_id: string;
  name: string;
  created_at: Date;
  expires_at: Date | null;
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
    expiresAt: Date | null;
  }): Promise<StoredApiToken>;
  /** A user's tokens, oldest first. */
  listOf(userId: string): Promise<StoredApiToken[]>;
  /** The token with this hash, unless it expired by `now`. */
  findWorking(tokenHash: string, now: Date): Promise<StoredApiToken | null>;
  markUsed(id: string, now: Date): Promise<void>;
  /** Deletes a token of this user; answers it, or null when the user has no such token. */
  remove(id: string, userId: string): Promise<StoredApiToken | null>;
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
    listOf: async (userId) =>
      (
        await db.query<TokenRow>(`select ${COLUMNS} from api_tokens where user_id = $1 order by created_at, id`, [
          userId,
        ])
      ).map(fromRow),
    findWorking: async (tokenHash, now) => {
      const [row] = await db.query<TokenRow>(
        `select ${COLUMNS} from api_tokens where token_hash = $1 and (expires_at is null or expires_at > $2)`,
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
  };
}
