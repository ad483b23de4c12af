import { CALENDAR_FEED_ANSWER_MESSAGES, type CalendarFeeds } from '@scheduler/shared-domain/calendar-feeds';
import { NUL_CHARACTER_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { signedInCaller } from '../auth/auth-hook';
import { feedTokenHash } from '../auth/tokens';
import { recordChanges, userEvent } from '../changes/change-queries';
import { textAnswer } from '../http/answer-schemas';
import { attachment } from '../http/attachment';
import compressPlugin from '../http/compress';
import { matchesEtag } from '../http/etag';
import { notFound } from '../http/http-error';
import { enforceRateLimit, inMinutes, type RateLimit } from '../http/rate-limit';
import type { ValibotRoutes } from '../http/validation';
import { createCalendarFeedsRepository, type FeedScope } from './calendar-feeds-repository';
import { createFeedWriter } from './feed-writer';
import { meetingsIcs } from './meetings-ics';

/**
 * Feed requests one user may make per window, over all its links: a calendar app polls each of a user's feeds every
 * few minutes. Counted by user, so that new links (a reset) bring no new allowance.
 */
export const FEED_LIMIT: RateLimit = {
  hits: 120,
  windowMs: 10 * 60_000,
  message: inMinutes(CALENDAR_FEED_ANSWER_MESSAGES.tooManyRequests),
};

const feedsSchema = v.object({
  mine: v.string(),
  all: v.string(),
  teams: v.record(v.string(), v.string()),
  venues: v.record(v.string(), v.string()),
}) satisfies v.GenericSchema<CalendarFeeds>;

const text = v.pipe(v.string(), v.maxLength(200));
// Outside the API, a NUL is the route's to refuse (../http/validation.ts): no name in the database holds one.
const feedText = v.pipe(
  text,
  v.check((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE),
);
const feedParamsSchema = v.object({ token: feedText, file: feedText });
const placeFeedParamsSchema = v.object({ token: feedText, kind: v.picklist(['team', 'venue']), file: feedText });
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
const calendarFeedRoutes: ValibotRoutes = async (app) => {
  // A feed of every meeting is some 5 MB of text at 10,000 meetings.
  await app.register(compressPlugin);
  const calendar = createCalendarFeedsRepository(app.db);
  const { groupAbbreviation, publicUrl, timeZone } = app.settings;
  const feeds = createFeedWriter(app.db, { groupAbbreviation, publicUrl, timeZone });

  /** The caller's links, issuing its token when it has none (or its last ones were retired), or a new one on reset. */
  async function linksOf(request: FastifyRequest, { reset }: { reset: boolean }): Promise<CalendarFeeds> {
    const { user } = signedInCaller(request);
    const generation = await app.db.transaction(async (tx) => {
      const tokens = createCalendarFeedsRepository(tx);
      if (reset) {
        await tokens.retireLinks(user.id);
        await recordChanges(tx, { actor: user.username, at: new Date(app.now()) }, [
          userEvent('calendar-links-reset', user.id),
        ]);
      }
      return tokens.issuedGeneration(
        user.id,
        (issued) => feedTokenHash(app.tokens.feedToken(user.id, issued)),
        new Date(app.now()),
      );
    });
    const base = `${publicUrl}/ical/${app.tokens.feedToken(user.id, generation)}`;
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

  app.get(
    '/api/calendar/feeds',
    { schema: { summary: "The caller's calendar subscription links", response: { 200: feedsSchema } } },
    (request) => linksOf(request, { reset: false }),
  );

  app.post(
    '/api/calendar/feeds/reset',
    {
      schema: { summary: 'New calendar subscription links; the old ones stop working', response: { 200: feedsSchema } },
    },
    (request) => linksOf(request, { reset: true }),
  );

  app.get(
    '/api/meetings/ics/:id',
    {
      schema: {
        summary: 'One meeting as an iCalendar file',
        params: meetingParamsSchema,
        response: { 200: textAnswer('text/calendar', 'The meeting as an iCalendar file.') },
      },
    },
    async (request, reply) => {
      const meeting = await calendar.meeting(request.params.id);
      if (!meeting) throw notFound();
      // A meeting of a series is in calendars as part of its series' one event: the file holds the whole event.
      const meetings = meeting.series ? await calendar.seriesMeetings([meeting.series.uid]) : [meeting];
      const body = await meetingsIcs(meetings, {
        name: `${groupAbbreviation} ${meeting.id}`,
        publicUrl,
        timeZone,
        since: meeting.startTime,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(`${meeting.id}.ics`))
        .send(body);
    },
  );

  async function sendFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    scope: (ownerId: string) => FeedScope,
    name: string,
  ) {
    const now = new Date(app.now());
    const owner = await calendar.ownerOf(feedTokenHash(token));
    if (!owner) throw notFound();
    await enforceRateLimit(app.db, reply, { key: `calendar-feed ${owner.userId}`, limit: FEED_LIMIT, now });
    const feedScope = scope(owner.userId);
    if ((feedScope.kind === 'team' || feedScope.kind === 'venue') && !(await calendar.placeExists(feedScope))) {
      throw notFound();
    }
    const feed = await feeds.feed(feedScope, name, now);
    reply
      .header('etag', feed.etag)
      .header('last-modified', feed.writtenAt.toUTCString())
      .header('cache-control', 'private, max-age=300');
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
    const unchanged = ifNoneMatch ? matchesEtag(ifNoneMatch, feed.etag) : feed.writtenAt.getTime() <= ifModifiedSince;
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

export default calendarFeedRoutes;
