import type { MessageDescriptor } from '@formatjs/intl';
import { type Message, message } from '@scheduler/shared-domain/i18n';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from './http-error';

/** At most `hits` requests per key in a window of `windowMs` that starts with the key's first request. */
export interface RateLimit {
  hits: number;
  windowMs: number;
  /** The 429 answer's message, given the minutes until the window ends. */
  message: (minutes: number) => string | Message;
}

/** A 429's message from the catalogs, whose `minutes` argument is the minutes until the window ends. */
export const inMinutes =
  (descriptor: MessageDescriptor) =>
  (minutes: number): Message =>
    message(descriptor, { minutes });

/**
 * Counts one request on its key in one statement; the counts live in the database (migration 011), so every server
 * process counts together. Windows that have ended are deleted on the way, so the table stays small.
 */
const COUNT_HIT = `
  with ended as (delete from rate_limit_windows where window_ends_at <= $2 and key <> $1)
  insert into rate_limit_windows as w (key, hits, window_ends_at) values ($1, 1, $3)
  on conflict (key) do update
     set hits = case when w.window_ends_at <= $2 then 1 else w.hits + 1 end,
         window_ends_at = case when w.window_ends_at <= $2 then excluded.window_ends_at else w.window_ends_at end
  returning hits, window_ends_at`;

/** Counts a request on `key`; answers how long until its window ends when it is past the limit, else null. */
export async function countRequest(
  db: Queryable,
  { key, limit, now }: { key: string; limit: RateLimit; now: Date },
): Promise<number | null> {
  const [row] = await db.query<{ hits: number; window_ends_at: Date }>(COUNT_HIT, [
    key,
    now,
    new Date(now.getTime() + limit.windowMs),
  ]);
  if (!row || row.hits <= limit.hits) return null;
  return Math.max(row.window_ends_at.getTime() - now.getTime(), 1000);
}

/** The 429 of a request past its limit, in whole minutes. */
export const tooManyRequests = (limit: RateLimit, retryAfterMs: number) =>
  new HttpError(429, limit.message(Math.ceil(retryAfterMs / 60_000)));

/** Sets Retry-After and answers the 429 to throw. */
const refusal = (reply: FastifyReply, limit: RateLimit, retryAfterMs: number) => {
  reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return tooManyRequests(limit, retryAfterMs);
};

/** Counts a request on `key`; past the limit, throws `429 {message}` and sets Retry-After. */
export async function enforceRateLimit(
  db: Queryable,
  reply: FastifyReply,
  request: { key: string; limit: RateLimit; now: Date },
): Promise<void> {
  const retryAfterMs = await countRequest(db, request);
  if (retryAfterMs !== null) throw refusal(reply, request.limit, retryAfterMs);
}

/** Keys remembered at most; past it, the memory starts again from empty. */
const REMEMBERED_REFUSALS = 10_000;

/**
 * Rate limits for requests that come in floods (a script's API tokens): once the database counted a key past its
 * limit, this process refuses it until the window ends without asking the database again, so a flood of refused
 * requests costs the database nothing. The count itself, which all processes share, stays in the database.
 */
export function createFloodGate() {
  const refusedUntil = new Map<string, number>();
  return {
    /** Throws the 429 of any of the keys the database refused in a window that has not ended; asks nothing. */
    refuseKnown(reply: FastifyReply, requests: readonly { key: string; limit: RateLimit }[], now: Date): void {
      for (const { key, limit } of requests) {
        const until = refusedUntil.get(key);
        if (until !== undefined && until > now.getTime()) throw refusal(reply, limit, until - now.getTime());
      }
    },
    /** Counts a request on `key` as enforceRateLimit does, and remembers a refusal until its window ends. */
    enforce: async (db: Queryable, reply: FastifyReply, request: { key: string; limit: RateLimit; now: Date }) => {
      const retryAfterMs = await countRequest(db, request);
      if (retryAfterMs === null) return;
      if (refusedUntil.size >= REMEMBERED_REFUSALS) refusedUntil.clear();
      refusedUntil.set(request.key, request.now.getTime() + retryAfterMs);
      throw refusal(reply, request.limit, retryAfterMs);
    },
  };
}
