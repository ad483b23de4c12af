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

/** SPEC §2, §8: the meeting screens' own texts. */
export const MEETING_TEXTS = {
  addToCalendar: 'Add to calendar',
  calendarColumn: 'Calendar',
  nameRequiredField: 'Meeting Name is required',
  teamRequiredField: 'Team Name is required',
  venueRequiredField: 'Venue Name is required',
  teamsEmpty: 'The Teams collection is empty.',
  venuesEmpty: 'The Venues collection is empty.',
  listEmpty: 'No meetings to display',
  listCaption: 'A list of all meetings, past, present and future.',
  /** The empty first choice of the Team and Venue selects, named (it still means none: 'Team Name is required'). */
  teamChoice: 'Choose a team',
  venueChoice: 'Choose a venue',
  deleteConfirm: 'M006 Select OK to delete, or Cancel to return.',
  /** End Time's note for an end before the start: the meeting ends the next day ('Wed Dec 16 2026'). */
  endsNextDay: (date: string) => (date ? `Ends the next day, ${date}` : 'Ends the next day'),
} as const;

/** The meeting screens' texts for a meeting of a series: the SPEC's delete confirm M006 with the scope added. */
export const SERIES_TEXTS = {
  deleteOneConfirm: 'M006 Select OK to delete this meeting only, or Cancel to return.',
  deleteFollowingConfirm:
    'M006 Select OK to delete this meeting and the following meetings of its series, or Cancel to return.',
  deleteFollowingLabel: 'Del following',
} as const;

/** What Edit Meeting and a drag in the calendar call each scope of a change to a meeting of a series. */
export const SCOPE_LABELS = { one: 'This meeting', following: 'This and following meetings' } as const;

/** What a series' Del following deletes, as a screen reader names the button after its label. */
export const followingMeetingsOf = (id: string) => `${id} and the following meetings of its series`;

/** SPEC §2 meeting/schedule/{team}: what the table lists. */
export const teamScheduleCaption = (team: string) => `The next meetings of ${team}.`;

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
