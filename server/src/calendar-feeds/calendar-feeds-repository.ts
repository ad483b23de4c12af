import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import type { Queryable } from '../db/database';
import { jsonInPages } from '../db/json-pages';

/**
 * The one recurring event of a series added since migration 024: its UID, RRULE, every start the rule gives (the
 * first is DTSTART), the first meeting's end as added (DTEND) and one SEQUENCE for all its components.
 */
export interface SeriesEvent {
  uid: string;
  rule: string;
  occurrenceStarts: Date[];
  firstEnd: Date;
  sequence: number;
  eventChangedAt: Date;
}

/** A meeting with what its calendar event shows of its team and venue. */
export interface FeedMeeting {
  id: string;
  /** The event's UID: the meeting row's own UUID, which no other meeting ever had. */
  uid: string;
  teamName: string;
  venueName: string;
  startTime: Date;
  endTime: Date;
  comments: string;
  /** When anything the event shows last changed: its DTSTAMP and LAST-MODIFIED. */
  eventChangedAt: Date;
  sequence: number;
  venueAddress: string;
  venueTown: string;
  venueMapUrl: string;
  teamMeetingLink: string;
  /** The label of the series the meeting was added with, or null. */
  seriesId: string | null;
  /** The recurring event the meeting is part of, or null: a meeting on its own, or of a series added before 024. */
  series: SeriesEvent | null;
  /** The start its series' rule gave it (its RECURRENCE-ID), or null when `series` is. */
  recurrenceStart: Date | null;
}

/** Which meetings a feed holds. */
export type FeedScope =
  | { kind: 'all' }
  | { kind: 'mine'; userId: string }
  | { kind: 'team'; name: string }
  | { kind: 'venue'; name: string };

/** Whose feed a token opens: an active Admin or User. */
export interface FeedOwner {
  userId: string;
  username: string;
}

export interface CalendarFeedsRepository {
  /** The owner of the token whose sha256 this is, or null: unknown, replaced, or its user deactivated or deleted. */
  ownerOf(tokenHash: string): Promise<FeedOwner | null>;
  /**
   * The generation of a user's links, issuing its token (`tokenHash` gives its hash) when the user has none yet or
   * its last ones were retired. Inside a transaction: it locks the user's row.
   */
  issuedGeneration(userId: string, tokenHash: (generation: number) => string, now: Date): Promise<number>;
  /** Moves a user's links to the next generation, whose token is issued when next asked for: the old links stop. */
  retireLinks(userId: string): Promise<void>;
  /**
   * The meetings of a scope that start at `since` or later, and every meeting of the scope whose series has one that
   * does (a calendar app would take one left out as deleted), by start then id. Like every read of meetings here it
   * reads them in pages: inside a transaction with `snapshot`, they are one view of the data.
   */
  meetings(scope: FeedScope, since: Date): Promise<FeedMeeting[]>;
  /**
   * A text that changes whenever `meetings(scope, since)` would write other events: how many meetings, and a sum of
   * hashes of each one's UID and SEQUENCE and its series' SEQUENCE. Every change of what an event shows raises its
   * SEQUENCE (migrations 015 and 024) and no name ever changes, so the same UIDs at the same SEQUENCEs write the same
   * events.
   */
  meetingsVersion(scope: FeedScope, since: Date): Promise<string>;
  /** Every meeting that starts after `after` and no later than `until`, by start then id. */
  meetingsStarting(after: Date, until: Date): Promise<FeedMeeting[]>;
  /** One meeting, whatever the case of its id. */
  meeting(id: string): Promise<FeedMeeting | null>;
  /** Every meeting of these recurring events, by start then id. */
  seriesMeetings(seriesUids: readonly string[]): Promise<FeedMeeting[]>;
  /** These recurring events as they are now, with or without meetings left. */
  seriesEvents(seriesUids: readonly string[]): Promise<SeriesEvent[]>;
  /** The meetings of these ids, whatever their case, by start then id. */
  meetingsByIds(ids: readonly string[]): Promise<FeedMeeting[]>;
  /** Every team's and venue's name, sorted. */
  placeNames(): Promise<{ teams: string[]; venues: string[] }>;
  /** Whether the team or venue of a feed exists, by its exact name. */
  placeExists(scope: { kind: 'team' | 'venue'; name: string }): Promise<boolean>;
}

/** A recurring event as JSON, built by the database. */
const SERIES_JSON = (alias: string) => `json_build_object('uid', ${alias}.uid, 'rule', ${alias}.rule,
    'occurrenceStarts', ${alias}.occurrence_starts, 'firstEnd', ${alias}.first_end, 'sequence', ${alias}.sequence,
    'eventChangedAt', ${alias}.event_changed_at)`;

/**
 * The meetings' events as JSON built by the database, in pages (../db/json-pages.ts): reading 10,000 rows of twelve
 * columns through the driver costs more than the whole feed may take; a few texts and JSON.parse cost little.
 */
const FEED_MEETINGS = {
  from: `meetings m join venues v on v.name = m.venue_name join teams t on t.name = m.team_name
    left join meeting_series s on s.uid = m.series_uid`,
  json: `json_build_object(
    'id', m.id, 'uid', m.uid, 'teamName', m.team_name, 'venueName', m.venue_name, 'startTime', m.start_time,
    'endTime', m.end_time, 'comments', m.comments, 'eventChangedAt', m.event_changed_at, 'sequence', m.sequence,
    'venueAddress', v.address, 'venueTown', v.town, 'venueMapUrl', v.location, 'teamMeetingLink', t.zoom_link,
    'seriesId', m.series_id, 'recurrenceStart', m.recurrence_start,
    'series', case when s.uid is null then null else ${SERIES_JSON('s')} end)::text`,
  key: 'm.',
};

type SeriesJson = Omit<SeriesEvent, 'occurrenceStarts' | 'firstEnd' | 'eventChangedAt'> &
  Record<'firstEnd' | 'eventChangedAt', string> & { occurrenceStarts: string[] };

/** A meeting's event as JSON holds it (the database's answer, a mail intent): instants as ISO text. */
export type FeedMeetingJson = Omit<
  FeedMeeting,
  'startTime' | 'endTime' | 'eventChangedAt' | 'series' | 'recurrenceStart'
> &
  Record<'startTime' | 'endTime' | 'eventChangedAt', string> & {
    series: SeriesJson | null;
    recurrenceStart: string | null;
  };

const seriesEvent = (series: SeriesJson): SeriesEvent => ({
  ...series,
  occurrenceStarts: series.occurrenceStarts.map((start) => new Date(start)),
  firstEnd: new Date(series.firstEnd),
  eventChangedAt: new Date(series.eventChangedAt),
});

/** A meeting's event back from its JSON. */
export const revivedFeedMeeting = (meeting: FeedMeetingJson): FeedMeeting => ({
  ...meeting,
  startTime: new Date(meeting.startTime),
  endTime: new Date(meeting.endTime),
  eventChangedAt: new Date(meeting.eventChangedAt),
  series: meeting.series && seriesEvent(meeting.series),
  recurrenceStart: meeting.recurrenceStart === null ? null : new Date(meeting.recurrenceStart),
});

async function feedMeetings(
  db: Queryable,
  where: string,
  params: unknown[],
  prepared?: string,
): Promise<FeedMeeting[]> {
  const json = await jsonInPages(db, { ...FEED_MEETINGS, where }, params, { prepared });
  return (JSON.parse(json) as FeedMeetingJson[]).map(revivedFeedMeeting);
}

/** A feed's meetings: from `since` ($1) on, with the rest of their series. */
const IN_FEED_WINDOW = `(m.start_time >= $1 or m.series_uid in (
    select series_uid from meetings where start_time >= $1 and series_uid is not null))`;

const SCOPE_FILTERS: Record<FeedScope['kind'], string> = {
  all: 'true',
  mine: `m.team_name in (select name from teams where lead_id = $2::uuid
                         union select team_name from team_members where user_id = $2::uuid)`,
  team: 'm.team_name = $2',
  venue: 'm.venue_name = $2',
};

function scopeParams(scope: FeedScope, since: Date): unknown[] {
  if (scope.kind === 'all') return [since];
  return [since, scope.kind === 'mine' ? scope.userId : scope.name];
}

export function createCalendarFeedsRepository(db: Queryable): CalendarFeedsRepository {
  return {
    ownerOf: async (tokenHash) => {
      const [owner] = await db.query<FeedOwner>(
        `select u.id as "userId", u.username from calendar_feed_tokens f join users u on u.id = f.user_id
          where f.token_hash = $1 and not u.in_active and u.role = any($2::text[])`,
        [tokenHash, SIGN_IN_ROLES],
      );
      return owner ?? null;
    },
    issuedGeneration: async (userId, tokenHash, now) => {
      await db.query(
        `insert into calendar_feed_tokens (user_id, generation, token_hash, created_at) values ($1, 1, null, $2)
         on conflict (user_id) do nothing`,
        [userId, now],
      );
      const [row] = await db.query<{ generation: number; token_hash: string | null }>(
        'select generation, token_hash from calendar_feed_tokens where user_id = $1 for update',
        [userId],
      );
      if (!row) throw new Error(`No calendar feed token for user ${userId}`);
      if (row.token_hash === null) {
        await db.query('update calendar_feed_tokens set token_hash = $2, created_at = $3 where user_id = $1', [
          userId,
          tokenHash(row.generation),
          now,
        ]);
      }
      return row.generation;
    },
    retireLinks: async (userId) => {
      await db.query(
        'update calendar_feed_tokens set generation = generation + 1, token_hash = null where user_id = $1',
        [userId],
      );
    },
    meetingsVersion: async (scope, since) => {
      const [row] = await db.query<{ version: string }>(
        `select count(*) || ' ' || coalesce(sum(hashtextextended(
                  m.uid::text || ' ' || m.sequence || ' ' || coalesce(s.sequence, 0), 0)), 0) as version
           from meetings m left join meeting_series s on s.uid = m.series_uid
          where ${IN_FEED_WINDOW} and ${SCOPE_FILTERS[scope.kind]}`,
        scopeParams(scope, since),
      );
      return row?.version ?? '';
    },
    meetings: (scope, since) =>
      feedMeetings(db, `${IN_FEED_WINDOW} and ${SCOPE_FILTERS[scope.kind]}`, scopeParams(scope, since)),
    meetingsStarting: (after, until) => feedMeetings(db, 'm.start_time > $1 and m.start_time <= $2', [after, until]),
    placeNames: async () => {
      const rows = await db.query<{ kind: 'team' | 'venue'; name: string }>(
        `select 'team' as kind, name from teams union all select 'venue', name from venues order by 1, 2`,
      );
      const named = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.name);
      return { teams: named('team'), venues: named('venue') };
    },
    placeExists: async ({ kind, name }) => {
      const table = kind === 'team' ? 'teams' : 'venues';
      return (await db.query(`select 1 from ${table} where name = $1`, [name])).length > 0;
    },
    meeting: async (id) => (await feedMeetings(db, 'lower(m.id) = lower($1)', [id]))[0] ?? null,
    seriesMeetings: (seriesUids) => feedMeetings(db, 'm.series_uid = any($1::uuid[])', [seriesUids]),
    seriesEvents: async (seriesUids) => {
      const [row] = await db.query<{ series: string }>(
        `select coalesce(json_agg(${SERIES_JSON('s')}), '[]')::text as series from meeting_series s
          where s.uid = any($1::uuid[])`,
        [seriesUids],
      );
      return (JSON.parse(row?.series ?? '[]') as SeriesJson[]).map(seriesEvent);
    },
    meetingsByIds: (ids) =>
      // One meeting, the common case, by a statement PostgreSQL plans once: planning the list's form costs more than
      // running it.
      ids.length === 1
        ? feedMeetings(db, 'lower(m.id) = lower($1)', [ids[0]], 'feed-meeting-by-id')
        : feedMeetings(db, 'lower(m.id) = any($1::text[])', [ids.map((id) => id.toLowerCase())]),
  };
}
