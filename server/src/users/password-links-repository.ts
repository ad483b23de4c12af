import type { PasswordLinkPurpose } from '@scheduler/shared-domain/password-links';
import type { Queryable } from '../db/database';

/** A link as stored: whose, why, and who asked for it. */
export interface StoredPasswordLink {
  userId: string;
  purpose: PasswordLinkPurpose;
  /** The Admin's username, or the address a reset was asked from. */
  askedBy: string;
}

interface LinkRow {
  user_id: string;
  purpose: PasswordLinkPurpose;
  asked_by: string;
}

const fromRow = (row: LinkRow): StoredPasswordLink => ({
  userId: row.user_id,
  purpose: row.purpose,
  askedBy: row.asked_by,
});

export interface PasswordLinksRepository {
  /** A new link of the user, which ends the user's others. */
  add(link: {
    tokenHash: string;
    userId: string;
    purpose: PasswordLinkPurpose;
    askedBy: string;
    at: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** The link if it works at `now`, or null. */
  find(tokenHash: string, now: Date): Promise<StoredPasswordLink | null>;
  /** Uses up a link that works at `now`, and every other of its user; answers it, or null when it did not work. */
  use(tokenHash: string, now: Date): Promise<StoredPasswordLink | null>;
  /** Ends every link of a user: its password was set, or it can no longer sign in here. */
  removeAllOf(userId: string): Promise<void>;
  /** The purpose of the user's last link, working or not, or null when it has none. */
  lastPurposeOf(userId: string): Promise<PasswordLinkPurpose | null>;
}

export function createPasswordLinksRepository(db: Queryable): PasswordLinksRepository {
  const removeAllOf = async (userId: string) => {
    await db.query('delete from password_links where user_id = $1', [userId]);
  };
  return {
    add: async ({ tokenHash, userId, purpose, askedBy, at, expiresAt }) => {
      await removeAllOf(userId);
      await db.query(
        `insert into password_links (token_hash, user_id, purpose, asked_by, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [tokenHash, userId, purpose, askedBy, at, expiresAt],
      );
    },
    find: async (tokenHash, now) => {
      const [row] = await db.query<LinkRow>(
        'select user_id, purpose, asked_by from password_links where token_hash = $1 and expires_at > $2',
        [tokenHash, now],
      );
      return row ? fromRow(row) : null;
    },
    use: async (tokenHash, now) => {
      const [row] = await db.query<LinkRow>(
        'delete from password_links where token_hash = $1 and expires_at > $2 returning user_id, purpose, asked_by',
        [tokenHash, now],
      );
      if (!row) return null;
      await removeAllOf(row.user_id);
      return fromRow(row);
    },
    removeAllOf,
    lastPurposeOf: async (userId) =>
      (
        await db.query<{ purpose: PasswordLinkPurpose }>(
          'select purpose from password_links where user_id = $1 order by created_at desc limit 1',
          [userId],
        )
      )[0]?.purpose ?? null,
  };
}
