import { recordChanges, userEvent } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { findUserByUsername } from '../users/user-queries';

/** How long failed sign-ins are remembered; a hold never outlasts the window in which it was earned. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins allowed within one window; only failures count, so people signing in at once never hold each other
 * back. Past any of them, a wrong password is answered 429 rather than 401. Only the first also holds the right
 * password, and refuses before checking it: that is one account guessed from one place. The other two never hold the
 * right password, so neither a stranger behind the same proxy or NAT nor failures from many addresses can lock anyone
 * out; past the address's limit every attempt from it waits a little longer before its password is checked.
 */
export const SIGN_IN_LIMITS = {
  /** Guessing one user's password from one address. */
  usernameAtAddress: 5,
  /** Trying many usernames from one address. */
  address: 20,
  /** Guessing one user's password from many addresses. */
  username: 50,
} as const;

/** The wait before a password is checked from an address past its limit: one step more for each further failure. */
export const ADDRESS_DELAY_STEP_MS = 250;
export const ADDRESS_DELAY_MAX_MS = 5_000;

/** What the failures so far say before a password is checked. */
export type SignInGate = { refused: true; retryAfterMs: number } | { refused: false; delayMs: number };

export interface SignInLimiter {
  /** Counts nothing: refuses a username held at this address; asks an address past its limit to wait first. */
  before(username: string, address: string): Promise<SignInGate>;
  /**
   * Counts one failure; answers how long a limit it went past stays held (0 for none): then 429 instead of 401. The
   * failure that reaches a limit of a user's is a security event of that user, in the same transaction.
   */
  failed(username: string, address: string): Promise<number>;
  /**
   * The password was right: forgets the username's failures at this address. Answers how long they hold it instead
   * (0 when they do not), when parallel guesses reached the limit while this one was checked, so a burst learns no
   * more than the limit allows.
   */
  succeeded(username: string, address: string): Promise<number>;
}

type Kind = keyof typeof SIGN_IN_LIMITS;

interface KeyRow {
  kind: Kind;
  failures: number;
  window_ends_at: Date;
}

/**
 * The three keys of an attempt. The username is keyed by `username_key` (migration 008), the normal form the lookup
 * and the unique index use, so every spelling that finds a user counts on that user.
 */
const KEYS = `
  keys (kind, key) as (
    values ('address', 'address ' || $1::text),
           ('usernameAtAddress', 'user+address ' || $1::text || ' ' || username_key($2::text)),
           ('username', 'user ' || username_key($2::text))
  )`;

const READ = `
  with ${KEYS}
  select kind, failures, window_ends_at from keys join sign_in_failures using (key) where window_ends_at > $3`;

/** One failure on each key, in its own window; rows are written in key order, so concurrent ones never deadlock. */
const COUNT_FAILURE = `
  with ${KEYS},
  counted as (
    insert into sign_in_failures as f (key, failures, window_ends_at)
    select key, 1, $4::timestamptz from keys order by key
    on conflict (key) do update
       set failures = case when f.window_ends_at <= $3 then 1 else f.failures + 1 end,
           window_ends_at = case when f.window_ends_at <= $3 then excluded.window_ends_at else f.window_ends_at end
    returning f.key, f.failures, f.window_ends_at
  )
  select kind, failures, window_ends_at from keys join counted using (key)`;

/** Forgets the username's failures at the address unless they reached the limit `$4`; answers the held row. */
const FORGET = `
  with ${KEYS},
  pair as (select key from keys where kind = 'usernameAtAddress'),
  held as (
    select 'usernameAtAddress' as kind, failures, window_ends_at from sign_in_failures
     where key = (select key from pair) and window_ends_at > $3 and failures >= $4
  ),
  forgotten as (
    delete from sign_in_failures where key = (select key from pair) and not exists (select 1 from held)
  )
  select kind, failures, window_ends_at from held`;

/** The limits that hold a user, not only an address. */
const isUserLimit = (kind: Kind) => kind !== 'address';

/** The failure that reached a user's limit in its window: recorded against that user. */
async function recordLimitReached(tx: Queryable, username: string, rows: KeyRow[], at: Date): Promise<void> {
  if (!rows.some((row) => isUserLimit(row.kind) && row.failures === SIGN_IN_LIMITS[row.kind])) return;
  const user = await findUserByUsername(tx, username);
  if (user) await recordChanges(tx, { actor: user.username, at }, [userEvent('sign-in-limited', user.id)]);
}

export function createSignInLimiter(db: Database, now: Clock): SignInLimiter {
  const heldForMs = (rows: KeyRow[], nowMs: number, isHeld: (row: KeyRow) => boolean) =>
    Math.max(0, ...rows.filter(isHeld).map((row) => row.window_ends_at.getTime() - nowMs));

  return {
    before: async (username, address) => {
      const nowMs = now();
      const rows = await db.query<KeyRow>(READ, [address, username, new Date(nowMs)]);
      const failuresOf = (kind: Kind) => rows.find((row) => row.kind === kind)?.failures ?? 0;
      const retryAfterMs = heldForMs(
        rows,
        nowMs,
        (row) => row.kind === 'usernameAtAddress' && row.failures >= SIGN_IN_LIMITS.usernameAtAddress,
      );
      if (retryAfterMs > 0) return { refused: true, retryAfterMs };
      const pastAddressLimit = failuresOf('address') - SIGN_IN_LIMITS.address + 1;
      return {
        refused: false,
        delayMs: Math.min(Math.max(pastAddressLimit, 0) * ADDRESS_DELAY_STEP_MS, ADDRESS_DELAY_MAX_MS),
      };
    },
    failed: async (username, address) => {
      const nowMs = now();
      const rows = await db.transaction(async (tx) => {
        const counted = await tx.query<KeyRow>(COUNT_FAILURE, [
          address,
          username,
          new Date(nowMs),
          new Date(nowMs + SIGN_IN_WINDOW_MS),
        ]);
        await recordLimitReached(tx, username, counted, new Date(nowMs));
        return counted;
      });
      return heldForMs(rows, nowMs, (row) => row.failures > SIGN_IN_LIMITS[row.kind]);
    },
    succeeded: async (username, address) => {
      const nowMs = now();
      const rows = await db.query<KeyRow>(FORGET, [
        address,
        username,
        new Date(nowMs),
        SIGN_IN_LIMITS.usernameAtAddress,
      ]);
      return heldForMs(rows, nowMs, () => true);
    },
  };
}

/** Deletes the windows that have ended by `now`; answers how many. */
export async function pruneSignInFailures(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('delete from sign_in_failures where window_ends_at <= $1 returning key', [now]);
  return rows.length;
}
