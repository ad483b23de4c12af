import type { Clock } from '../db/database-plugin';

/** How long failed sign-ins are remembered; a block never outlasts the window in which it was earned. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins allowed within one window. A single address reaches its own limit long before a username's, so
 * one attacker can hold a user back only from the attacker's own address, and only until the window ends.
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
      /** The password was right: forget this username's failures from this address, and this attempt. */
      succeeded(): void;
      /** The attempt ended without checking the password (the database failed): it counts for nothing. */
      abandoned(): void;
    }
  | { allowed: false; retryAfterMs: number };

export interface SignInLimiter {
  /**
   * Counts a sign-in as failed before the password is checked, so a burst of parallel guesses cannot slip past the
   * limit; `succeeded` or `abandoned` takes it back. A refused attempt counts for nothing, so it never extends a block.
   */
  attempt(username: string, address: string): SignInAttempt;
}

interface Window {
  failures: number;
  endsAt: number;
}

/** Expired windows are dropped when they are next read, and all at once when this many have piled up. */
const SWEEP_AT_SIZE = 10_000;

export function createSignInLimiter(now: Clock): SignInLimiter {
  const windows = new Map<string, Window>();

  const current = (key: string, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.endsAt <= nowMs) windows.delete(key);
    return window && window.endsAt > nowMs ? window : undefined;
  };
  const sweep = (nowMs: number) => {
    if (windows.size < SWEEP_AT_SIZE) return;
    for (const [key, window] of windows) if (window.endsAt <= nowMs) windows.delete(key);
  };

  return {
    attempt: (username, address) => {
      const nowMs = now();
      const name = username.toLowerCase();
      const pairKey = `user+address ${name} ${address}`;
      const limits: [string, number][] = [
        [pairKey, SIGN_IN_LIMITS.usernameAtAddress],
        [`address ${address}`, SIGN_IN_LIMITS.address],
        [`user ${name}`, SIGN_IN_LIMITS.username],
      ];
      const blockedUntil = Math.max(
        0,
        ...limits.map(([key, max]) => {
          const window = current(key, nowMs);
          return window && window.failures >= max ? window.endsAt : 0;
        }),
      );
      if (blockedUntil > 0) return { allowed: false, retryAfterMs: blockedUntil - nowMs };

      sweep(nowMs);
      const counted = limits.map(([key]) => {
        const window = current(key, nowMs) ?? { failures: 0, endsAt: nowMs + SIGN_IN_WINDOW_MS };
        window.failures += 1;
        windows.set(key, window);
        return [key, window] as const;
      });
      const takeBack = (forgivePair: boolean) => {
        for (const [key, window] of counted) {
          if (windows.get(key) !== window) continue; // that window has ended meanwhile
          if (forgivePair && key === pairKey) windows.delete(key);
          else window.failures -= 1;
        }
      };
      return { allowed: true, succeeded: () => takeBack(true), abandoned: () => takeBack(false) };
    },
  };
}
