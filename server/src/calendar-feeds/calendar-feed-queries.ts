import type { Queryable } from '../db/database';
import {
  createCalendarFeedsRepository,
  type FeedMeeting,
  type FeedMeetingJson,
  revivedFeedMeeting,
  type SeriesEvent,
} from './calendar-feeds-repository';

export type { FeedMeeting, FeedMeetingJson, SeriesEvent };
export { revivedFeedMeeting };

/**
 * What other resources may do with the calendar, inside their own transaction: retire a user's feed links when the
 * user stops or starts being able to sign in, so that links handed out before never open again (a reactivated user
 * asks for new ones).
 */
export const retireFeedLinks = (tx: Queryable, userId: string): Promise<void> =>
  createCalendarFeedsRepository(tx).retireLinks(userId);

/** Meetings as their calendar events show them, by their ids whatever their case. */
export const findFeedMeetings = (tx: Queryable, ids: readonly string[]): Promise<FeedMeeting[]> =>
  createCalendarFeedsRepository(tx).meetingsByIds(ids);

/** A team's or venue's meetings that start at `since` or later, as their calendar events show them. */
export const findPlaceFeedMeetings = (
  tx: Queryable,
  place: { kind: 'team' | 'venue'; name: string },
  since: Date,
): Promise<FeedMeeting[]> => createCalendarFeedsRepository(tx).meetings(place, since);

/** Every meeting that starts after `after` and no later than `until`, as its calendar event shows it. */
export const findFeedMeetingsStarting = (tx: Queryable, after: Date, until: Date): Promise<FeedMeeting[]> =>
  createCalendarFeedsRepository(tx).meetingsStarting(after, until);

/** Every meeting of these series' recurring events, as the events show them. */
export const findSeriesMeetings = (tx: Queryable, seriesUids: readonly string[]): Promise<FeedMeeting[]> =>
  createCalendarFeedsRepository(tx).seriesMeetings(seriesUids);

/** These series' recurring events as they are now, with or without meetings left. */
export const findSeriesEvents = (tx: Queryable, seriesUids: readonly string[]): Promise<SeriesEvent[]> =>
  createCalendarFeedsRepository(tx).seriesEvents(seriesUids);
