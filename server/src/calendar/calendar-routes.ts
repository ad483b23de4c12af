import { createHash } from 'node:crypto';
import type { CalendarFeeds } from '@scheduler/shared-domain/calendar';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { signedInCaller } from '../auth/auth-hook';
import { feedTokenHash } from '../auth/tokens';
import compressPlugin from '../http/compress';
import { notFound } from '../http/http-error';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit';
import type { ValibotRoutes } from '../http/validation';
import { createCalendarRepository, type FeedScope } from './calendar-repository';
import { meetingsIcs } from './meetings-ics';

/** Feeds hold the meetings that started at most this long ago, and every later one. */
export const FEED_PAST_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

/** Requests one feed token may make per window: a calendar app polls each of a user's feeds every few minutes. */
export const FEED_LIMIT: RateLimit = {
  hits: 120,
  windowMs: 10 * 60_000,
  message: (minutes) => `Too many calendar requests for these links. Try again in ${minutes} minutes.`,
};

const feedsSchema = v.object({
  mine: v.string(),
  all: v.string(),
  teams: v.record(v.string(), v.string()),
  venues: v.record(v.string(), v.string()),
}) satisfies v.GenericSchema<CalendarFeeds>;

const text = v.pipe(v.string(), v.maxLength(200));
const feedParamsSchema = v.object({ token: text, file: text });
const placeFeedParamsSchema = v.object({ token: text, kind: v.picklist(['team', 'venue']), file: text });
const meetingParamsSchema = v.object({ id: text });

/** `<name>.ics` → `<name>`; anything else is no feed. */
function feedName(file: string): string {
  if (!file.endsWith('.ics') || file.length === 4) throw notFound();
  return file.slice(0, -4);
}

/**
 * The calendar: iCalendar downloads and subscription feeds of the meetings (RFC 5545). A read model over meetings,
 * teams and venues: it reads their tables and writes only the feed tokens. Feed URLs (`/ical/<token>/…`) carry their
 * secret in the path, since calendar apps send no Authorization header; a wrong, replaced or deactivated user's token
 * gets the same 404 as a missing feed.
 */
const calendarRoutes: ValibotRoutes = async (app) => {
  // A feed of every meeting is some 5 MB of text at 10,000 meetings.
  await app.register(compressPlugin);
  const calendar = createCalendarRepository(app.db);
  const { groupAbbreviation } = app.settings;
  const publicUrl = (request: FastifyRequest) => app.settings.publicUrl ?? `${request.protocol}://${request.host}`;

  async function feedsOf(request: FastifyRequest, generation: number): Promise<CalendarFeeds> {
    const { user } = signedInCaller(request);
    const base = `${publicUrl(request)}/ical/${app.tokens.feedToken(user.id, generation)}`;
    const places = (kind: 'team' | 'venue', names: string[]) =>
      Object.fromEntries(names.map((name) => [name, `${base}/${kind}/${encodeURIComponent(name)}.ics`]));
    const { teams, venues } = await calendar.placeNames();
    return {
      mine: `${base}/mine.ics`,
      all: `${base}/all.ics`,
      teams: places('team', teams),
      venues: places('venue', venues),
    };
  }

  app.get('/api/calendar/feeds', { schema: { response: { 200: feedsSchema } } }, async (request) => {
    const { user } = signedInCaller(request);
    const now = new Date(app.now());
    const generation = await calendar.tokenGeneration(user.id, feedTokenHash(app.tokens.feedToken(user.id, 1)), now);
    return feedsOf(request, generation);
  });

  app.post('/api/calendar/feeds/reset', { schema: { response: { 200: feedsSchema } } }, async (request) => {
    const { user } = signedInCaller(request);
    const generation = await app.db.transaction((tx) =>
      createCalendarRepository(tx).replaceToken(
        user.id,
        (next) => feedTokenHash(app.tokens.feedToken(user.id, next)),
        new Date(app.now()),
      ),
    );
    return feedsOf(request, generation);
  });

  app.get('/api/meetings/ics/:id', { schema: { params: meetingParamsSchema } }, async (request, reply) => {
    const meeting = await calendar.meeting(request.params.id);
    if (!meeting) throw notFound();
    const body = meetingsIcs([meeting], { name: `${groupAbbreviation} ${meeting.id}`, publicUrl: publicUrl(request) });
    const fileName = `${meeting.id}.ics`;
    return reply
      .type('text/calendar; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(body);
  });

  /**
   * Each feed as last written, by scope: asked again while its meetings have not changed (a cheap query tells), it is
   * sent as it is, since writing the feed of 10,000 meetings again takes longer than the answer may. The time it was
   * first written is its Last-Modified, so a deleted meeting is never hidden from If-Modified-Since, as the newest
   * updatedDate would hide it. At most MAX_KEPT_FEED_CHARACTERS in all (the feed of 10,000 meetings has some 3.5
   * million), the least recently written dropped first; a larger feed is kept alone.
   */
  const writtenFeeds = new Map<string, { version: string; body: string; etag: string; writtenAt: Date }>();
  const MAX_KEPT_FEED_CHARACTERS = 16_000_000;
  let keptCharacters = 0;

  async function writtenFeed(request: FastifyRequest, scope: FeedScope, name: string, now: Date) {
    // From the start of the day, 60 days ago: one text for the whole day.
    const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - FEED_PAST_DAYS * DAY_MS);
    const key = JSON.stringify([scope, publicUrl(request), since]);
    const version = await calendar.meetingsVersion(scope, since);
    const kept = writtenFeeds.get(key);
    if (kept?.version === version) return kept;
    const body = meetingsIcs(await calendar.meetings(scope, since), {
      name: `${groupAbbreviation} ${name}`,
      publicUrl: publicUrl(request),
    });
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    const written = {
      version,
      body,
      etag,
      writtenAt: kept?.etag === etag ? kept.writtenAt : new Date(Math.floor(now.getTime() / 1000) * 1000),
    };
    if (kept) {
      writtenFeeds.delete(key);
      keptCharacters -= kept.body.length;
    }
    writtenFeeds.set(key, written);
    keptCharacters += body.length;
    for (const [oldestKey, oldest] of writtenFeeds) {
      if (keptCharacters <= MAX_KEPT_FEED_CHARACTERS || oldestKey === key) break;
      writtenFeeds.delete(oldestKey);
      keptCharacters -= oldest.body.length;
    }
    return written;
  }

  async function sendFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    scope: (ownerId: string) => FeedScope,
    name: string,
  ) {
    const tokenHash = feedTokenHash(token);
    const now = new Date(app.now());
    await enforceRateLimit(app.db, reply, { key: `calendar-feed ${tokenHash}`, limit: FEED_LIMIT, now });
    const owner = await calendar.ownerOf(tokenHash);
    if (!owner) throw notFound();
    const feedScope = scope(owner.userId);
    if ((feedScope.kind === 'team' || feedScope.kind === 'venue') && !(await calendar.placeExists(feedScope))) {
      throw notFound();
    }
    const feed = await writtenFeed(request, feedScope, name, now);
    reply
      .header('etag', feed.etag)
      .header('last-modified', feed.writtenAt.toUTCString())
      .header('cache-control', 'private, max-age=300');
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
    const unchanged = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag)
      : feed.writtenAt.getTime() <= ifModifiedSince;
    if (unchanged) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body);
  }

  app.get('/ical/:token/:file', { schema: { params: feedParamsSchema } }, async (request, reply) => {
    const { token, file } = request.params;
    const feed = feedName(file);
    if (feed === 'mine') return sendFeed(request, reply, token, (userId) => ({ kind: 'mine', userId }), 'My meetings');
    if (feed === 'all') return sendFeed(request, reply, token, () => ({ kind: 'all' }), 'All meetings');
    throw notFound();
  });

  app.get('/ical/:token/:kind/:file', { schema: { params: placeFeedParamsSchema } }, async (request, reply) => {
    const { token, kind, file } = request.params;
    const name = feedName(file);
    return sendFeed(request, reply, token, () => ({ kind, name }), name);
  });
};

export default calendarRoutes;
