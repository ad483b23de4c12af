import { meetingDateText, meetingTimeText } from '@scheduler/shared-domain/format';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { DateTime } from 'luxon';

/** What the calendar writes of a meeting or a slot, in the browser's zone and the SPEC's list formats. */
export interface MeetingTexts {
  /** 09:00 am */
  starts: string;
  /** 09:00 am – 10:00 am */
  times: string;
  /** Mon Dec 07 2026 */
  date: string;
}

/** Each instant is read once: a week of hundreds of meetings spends most of its drawing time reading and writing dates. */
export function textsOf({ startTime, endTime }: Pick<Meeting, 'startTime' | 'endTime'>): MeetingTexts {
  const start = DateTime.fromISO(startTime);
  const starts = meetingTimeText(start);
  return { starts, times: `${starts} – ${meetingTimeText(DateTime.fromISO(endTime))}`, date: meetingDateText(start) };
}

/** All a meeting is at a glance, as a screen reader hears it: id, day, times, team and venue. */
export const summaryOf = (meeting: Meeting, { date, times }: MeetingTexts = textsOf(meeting)) =>
  `${meeting._id}, ${date}, ${times}, ${meeting.team}, ${meeting.venue}`;
