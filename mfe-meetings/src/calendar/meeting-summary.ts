import { formatMeetingDate, formatMeetingTime } from '@scheduler/shared-domain/format';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { DateTime } from 'luxon';

/** The meeting's day in the browser's zone, in the SPEC's list format (Mon Dec 07 2026). */
export const localDateOf = (iso: string) => formatMeetingDate(DateTime.fromISO(iso).toISODate() ?? '');

/** Start–end in the SPEC's time format, in the browser's zone. */
export const timesOf = (meeting: Pick<Meeting, 'startTime' | 'endTime'>) =>
  `${formatMeetingTime(meeting.startTime)} – ${formatMeetingTime(meeting.endTime)}`;

/** All a meeting is at a glance, as a screen reader hears it: id, day, times, team and venue. */
export const summaryOf = (meeting: Meeting) =>
  `${meeting._id}, ${localDateOf(meeting.startTime)}, ${timesOf(meeting)}, ${meeting.team}, ${meeting.venue}`;
