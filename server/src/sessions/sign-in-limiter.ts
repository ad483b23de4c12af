import type { Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';

/** How long failed sign-ins are remembered; a block never outlasts the window in which it was earned. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins allowed within one window. The first two hold every attempt from that address, the right password
 * too. The third never holds the right password: failures from many addresses could otherwise lock a user out from
 * everywhere. Past it, a wrong password is answered 429 rather than 401, at any address; the right one, from an
 * address under its own limits, always signs in.
 */
export const SIGN_IN_LIMITS = {
  /** Guessing one user's password from one address. */
  usernameAtAddress: 5,
  /** Trying many usernames from one address. */
  address: 20,
  /** Guessing one user's password from many addresses. */
  username: 50,
} as const;

export type SignInAttempt =
  | {
      allowed: true;
      /**
       * How long the username's failures everywhere stay over their limit, counting this attempt; 0 when they are
       * not. A wrong password is then answered 429 for that long; the right one signs in all the same.
       */
      usernameHeldForMs: number;
      /** The password was right: forget this username's failures from this address, and this attempt. */
      succeeded(): Promise<void>;
      /** The attempt ended without checking the password (the database failed): it counts for nothing. */
      abandoned(): Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

export interface SignInLimiter {
  /**
   * Counts a sign-in as failed before the password is checked, so a burst of parallel guesses cannot slip past the
   * limit; `succeeded` or `abandoned` takes it back. A refused attempt counts for nothing, so it never extends a block.
   * One statement; the counts live in the database (migration 009), so every server process counts together.
   */
  attempt(username: string, address: string): Promise<SignInAttempt>;
}

interface KeyRow {
  kind: 'address' | 'user+address' | 'user';
  key: string;
  /** Null when the key was held, so this attempt was not counted on it. */
  failures: number | null;
  window_ends_at: Date | null;
  held_until: Date | null;
}

/**
 * Counts the attempt on its three keys, each in its own window, except on a key already held. The username is keyed
 * by `username_key` (migration 008), the normal form the lookup and the unique index use, so every spelling that
 * finds a user counts on that user. Rows are written in key order, so concurrent attempts never deadlock.
 */
const COUNT_ATTEMPT = `
  with attempt (kind, key, max_failures) as (
    values ('address', 'address ' || $1::text, $3::int),
           ('user+address', 'user+address ' || $1::text || ' ' || username_key($2::text), $4::int),
           ('user', 'user ' || username_key($2::text), null::int)
  ),
  counted as (
    insert into sign_in_failures as f (key, failures, max_failures, window_ends_at)
    select key, 1, max_failures, $5::timestamptz from attempt order by key
    on conflict (key) do update
       set failures = case when f.window_ends_at <= $6::timestamptz then 1 else f.failures + 1 end,
           max_failures = excluded.max_failures,
           window_ends_at = case when f.window_ends_at <= $6::timestamptz then excluded.window_ends_at
                                 else f.window_ends_at end
     where f.window_ends_at <= $6::timestamptz or excluded.max_failures is null or f.failures < excluded.max_failures
    returning f.key, f.failures, f.window_ends_at
  )
  select attempt.kind, attempt.key, counted.failures, counted.window_ends_at, held.window_ends_at as held_until
    from attempt
    left join counted on counted.key = attempt.key
    left join sign_in_failures held on held.key = attempt.key`;

/**
 * Takes this attempt back from the windows that counted it, if they have not ended meanwhile; `$3` names a key whose
 * failures are forgotten altogether. Locks in key order, as COUNT_ATTEMPT does.
 */
const TAKE_BACK = `
  with locked as (select key from sign_in_failures where key = any($1::text[]) order by key for update)
  update sign_in_failures as f
     set failures = case when f.key = $3::text then 0 else greatest(f.failures - 1, 0) end
    from unnest($1::text[], $2::timestamptz[]) as counted (key, window_ends_at)
   where f.key = counted.key and f.window_ends_at = counted.window_ends_at and f.key in (select key from locked)`;

export function createSignInLimiter(db: Queryable, now: Clock): SignInLimiter {
  return {
    attempt: async (username, address) => {
      const nowMs = now();
      const rows = await db.query<KeyRow>(COUNT_ATTEMPT, [
        address,
        username,
        SIGN_IN_LIMITS.address,
        SIGN_IN_LIMITS.usernameAtAddress,
        new Date(nowMs + SIGN_IN_WINDOW_MS),
        new Date(nowMs),
      ]);
      const counted = rows.filter((row) => row.failures !== null && row.window_ends_at !== null);
      const takeBack = async (forgetKey: string | null) => {
        await db.query(TAKE_BACK, [counted.map((row) => row.key), counted.map((row) => row.window_ends_at), forgetKey]);
      };

      const held = rows.filter((row) => row.failures === null);
      if (held.length > 0) {
        await takeBack(null);
        const heldUntil = Math.max(...held.map((row) => row.held_until?.getTime() ?? nowMs + SIGN_IN_WINDOW_MS));
        return { allowed: false, retryAfterMs: Math.max(heldUntil - nowMs, 1) };
      }
      const user = rows.find((row) => row.kind === 'user');
      const usernameHeldForMs =
        user?.failures && user.window_ends_at && user.failures > SIGN_IN_LIMITS.username
          ? user.window_ends_at.getTime() - nowMs
          : 0;
      const pairKey = rows.find((row) => row.kind === 'user+address')?.key ?? null;
      return {
        allowed: true,
        usernameHeldForMs,
        succeeded: () => takeBack(pairKey),
        abandoned: () => takeBack(null),
      };
    },
  };
}

/** Deletes the windows that have ended by `now`; answers how many. */
export async function pruneSignInFailures(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('delete from sign_in_failures where window_ends_at <= $1 returning key', [now]);
  return rows.length;
}
