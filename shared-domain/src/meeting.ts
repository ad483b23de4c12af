import {
  defineMessages,
  inEnglish,
  type Language,
  type Message,
  type MessageDescriptor,
  message,
} from '@scheduler/shared-domain/i18n';
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

/** What the server answers when a meeting overlaps another, in the `server` namespace. */
export const MEETING_CONFLICT_ANSWER_MESSAGES = defineMessages({
  venue: {
    id: 'server.meeting.venueBooked',
    defaultMessage: 'Venue {venue} is already booked by meeting {meeting} on {day} from {start} to {end} ({zone}).',
  },
  team: {
    id: 'server.meeting.teamBusy',
    defaultMessage: 'Team {team} already has meeting {meeting} on {day} from {start} to {end} ({zone}).',
  },
});

type ConflictingMeeting = Pick<Meeting, '_id' | 'team' | 'venue' | 'startTime' | 'endTime'>;

/**
 * A 409 for an overlapping meeting, naming the other meeting and its times, written in `zone`: the zone the request
 * named (the one its screen shows), else the server's TIME_ZONE. Its day and times are written in the language the
 * answer is worded in.
 */
export function meetingConflict(kind: MeetingConflictKind, other: ConflictingMeeting, zone: string): Message {
  return message(MEETING_CONFLICT_ANSWER_MESSAGES[kind], {
    venue: other.venue,
    team: other.team,
    meeting: other._id,
    day: (language: Language) => meetingDateTextIn(other.startTime, zone, language),
    start: (language: Language) => meetingTimeTextIn(other.startTime, zone, language),
    end: (language: Language) => meetingTimeTextIn(other.endTime, zone, language),
    zone,
  });
}

/** The same in English, for the log and the tests. */
export function meetingConflictMessage(kind: MeetingConflictKind, other: ConflictingMeeting, zone: string): string {
  const { descriptor, values } = meetingConflict(kind, other, zone);
  return inEnglish(descriptor, values);
}
