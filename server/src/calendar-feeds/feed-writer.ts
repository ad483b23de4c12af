import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { createCalendarFeedsRepository, type FeedScope } from './calendar-feeds-repository';
import { type CalendarOptions, meetingsIcs } from './meetings-ics';

/** Feeds hold the meetings that started at most this long ago, and every later one. */
export const FEED_PAST_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

/** A feed as written: its text, its entity tag, and when this text was first written (its Last-Modified). */
export interface WrittenFeed {
  body: string;
  /** Weak: one tag for the text whether it is sent plain or compressed. */
  etag: string;
  writtenAt: Date;
}

export interface FeedWriter {
  /** The feed of a scope as it is now, named `name`. */
  feed(scope: FeedScope, name: string, now: Date): Promise<WrittenFeed>;
}

/** At most this many characters of feeds are kept (the feed of 10,000 meetings has some 3.5 million). */
const MAX_KEPT_FEED_CHARACTERS = 16_000_000;

/**
 * Writes feeds, keeping each one as last written, by scope and day: asked again while its meetings have not changed
 * (a cheap query tells), it is sent as it is, since writing the feed of 10,000 meetings again takes longer than the
 * answer may. Requests for a feed that is being checked or written wait for that one rather than start another, so
 * any number of them costs one writing; and feeds are written one at a time (reading 10,000 meetings blocks PGlite for
 * some 100 ms, writing their events takes seconds in slices), so other requests run between the slices of just one.
 * The time a text was first written is its Last-Modified, so a deleted meeting is never hidden from
 * If-Modified-Since. The least recently written feed is dropped first; a larger feed than the limit is kept alone.
 */
export function createFeedWriter(
  db: Database,
  options: Pick<CalendarOptions, 'publicUrl' | 'timeZone'> & { groupAbbreviation: string },
): FeedWriter {
  const kept = new Map<string, WrittenFeed & { version: string }>();
  const writing = new Map<string, Promise<WrittenFeed>>();
  let keptCharacters = 0;
  let lastInLine: Promise<unknown> = Promise.resolve();
  const oneAtATime = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const turn = lastInLine.then(work);
    lastInLine = turn.catch(() => undefined);
    return turn;
  };

  const keep = (key: string, feed: WrittenFeed & { version: string }) => {
    const old = kept.get(key);
    if (old) {
      kept.delete(key);
      keptCharacters -= old.body.length;
    }
    kept.set(key, feed);
    keptCharacters += feed.body.length;
    for (const [oldestKey, oldest] of kept) {
      if (keptCharacters <= MAX_KEPT_FEED_CHARACTERS || oldestKey === key) break;
      kept.delete(oldestKey);
      keptCharacters -= oldest.body.length;
    }
  };

  async function write(key: string, scope: FeedScope, name: string, since: Date, now: Date): Promise<WrittenFeed> {
    const version = await createCalendarFeedsRepository(db).meetingsVersion(scope, since);
    const old = kept.get(key);
    if (old?.version === version) return old;
    // Read after the version: the text is never older than the version kept with it.
    const body = await oneAtATime(async () =>
      meetingsIcs(
        await db.transaction((tx) => createCalendarFeedsRepository(tx).meetings(scope, since), { snapshot: true }),
        {
          ...options,
          name: `${options.groupAbbreviation} ${name}`,
          since,
        },
      ),
    );
    const etag = `W/"${createHash('sha256').update(body).digest('base64url')}"`;
    const writtenAt = old?.etag === etag ? old.writtenAt : new Date(Math.floor(now.getTime() / 1000) * 1000);
    const feed = { version, body, etag, writtenAt };
    keep(key, feed);
    return feed;
  }

  return {
    feed: (scope, name, now) => {
      // From the start of the day, FEED_PAST_DAYS ago: one text for the whole day.
      const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - FEED_PAST_DAYS * DAY_MS);
      const key = JSON.stringify([scope, since]);
      const pending = writing.get(key);
      if (pending) return pending;
      const written = write(key, scope, name, since, now).finally(() => writing.delete(key));
      writing.set(key, written);
      return written;
    },
  };
}
