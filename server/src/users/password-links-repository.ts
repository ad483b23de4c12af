import type { PasswordLinkPurpose } from '@scheduler/shared-domain/password-links';
import type { Queryable } from '../db/database';

export interface PasswordLinksRepository {
  /** A new link of the user, which ends the user's others. */
  add(link: {
    tokenHash: string;
    userId: string;
    purpose: PasswordLinkPurpose;
    at: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** The user of a link that works at `now`, or null. */
  userOf(tokenHash: string, now: Date): Promise<string | null>;
  /** Uses up a link that works at `now`, and every other of its user; answers its user, or null when it did not work. */
  use(tokenHash: string, now: Date): Promise<string | null>;
}

export function createPasswordLinksRepository(db: Queryable): PasswordLinksRepository {
  return {
    add: async ({ tokenHash, userId, purpose, at, expiresAt }) => {
      await db.query('delete from password_links where user_id = $1', [userId]);
      await db.query(
        `insert into password_links (token_hash, user_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
        [tokenHash, userId, purpose, at, expiresAt],
      );
    },
    userOf: async (tokenHash, now) =>
      (
        await db.query<{ user_id: string }>(
          'select user_id from password_links where token_hash = $1 and expires_at > $2',
          [tokenHash, now],
        )
      )[0]?.user_id ?? null,
    use: async (tokenHash, now) => {
      const [row] = await db.query<{ user_id: string }>(
        'delete from password_links where token_hash = $1 and expires_at > $2 returning user_id',
        [tokenHash, now],
      );
      if (!row) return null;
      await db.query('delete from password_links where user_id = $1', [row.user_id]);
      return row.user_id;
    },
  };
}
