import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';
import { meetingDateTextIn, meetingTimeTextIn } from './zoned-time';

/** A meeting as the API sends it (SPEC §3): instants in ISO 8601, the date as YYYY-MM-DD. */
export interface Meeting {
  _id: string;
  team: string;
  venue: string;
  meetingDate: string;
  startTime: string;
  endTime: string;
  comments: string;
  updatedDate: string;
  /** Only on a meeting added as one of a series: the id its first meeting was added with. */
  seriesId?: string;
}

/**
 * What Edit Meeting and a drag in the calendar call each scope of a change to a meeting of a series (meetings
 * namespace): here, beside the meeting, as both the form's and the calendar's code use them.
 */
export const SCOPE_LABELS = {
  one: { id: 'meetings.scopeOne', defaultMessage: 'This meeting' },
  following: { id: 'meetings.scopeFollowing', defaultMessage: 'This and following meetings' },
} satisfies Record<string, MessageDescriptor>;

/** SPEC §4, §9: the time pickers start at 12:00 today and step minutes by 10. */
export const DEFAULT_MEETING_TIME = { hour: 12, minute: 0 } as const;
export const MEETING_MINUTE_STEP = 10;
/** SPEC §5, §9: the date picker's bounds. */
export const LATEST_MEETING_DATE = '2030-12-31';

/** What a clash is about: the venue is taken, or the team is already meeting. */
export type MeetingConflictKind = 'venue' | 'team';

/**
 * A 409 for an overlapping meeting, naming the other meeting and its times, written in `zone`: the zone the request
 * named (the one its screen shows), else the server's TIME_ZONE.
 */
export function meetingConflictMessage(
  kind: MeetingConflictKind,
  other: Pick<Meeting, '_id' | 'team' | 'venue' | 'startTime' | 'endTime'>,
  zone: string,
): string {
  const when = `on ${meetingDateTextIn(other.startTime, zone)} from ${meetingTimeTextIn(other.startTime, zone)} to ${meetingTimeTextIn(other.endTime, zone)} (${zone})`;
  return kind === 'venue'
    ? `Venue ${other.venue} is already booked by meeting ${other._id} ${when}.`
    : `Team ${other.team} already has meeting ${other._id} ${when}.`;
}
