import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from './http-error';

/** At most `hits` requests per key in a window of `windowMs` that starts with the key's first request. */
export interface RateLimit {
  hits: number;
  windowMs: number;
  /** The 429 answer's message, given the minutes until the window ends. */
  message: (minutes: number) => string;
}

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

/** Counts a request on `key`; past the limit, throws `429 {message}` and sets Retry-After. */
export async function enforceRateLimit(
  db: Queryable,
  reply: FastifyReply,
  request: { key: string; limit: RateLimit; now: Date },
): Promise<void> {
  const retryAfterMs = await countRequest(db, request);
  if (retryAfterMs === null) return;
  reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  throw tooManyRequests(request.limit, retryAfterMs);
}
