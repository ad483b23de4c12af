import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';

/** What the calendar writes of a meeting or a slot, in the zone shown and the SPEC's list formats. */
export interface MeetingTexts {
  /** 09:00 am */
  starts: string;
  /** 09:00 am – 10:00 am */
  times: string;
  /** Mon Dec 07 2026 */
  date: string;
}

export function textsOf({ startTime, endTime }: Pick<Meeting, 'startTime' | 'endTime'>, zone: string): MeetingTexts {
  const starts = meetingTimeTextIn(startTime, zone);
  return { starts, times: `${starts} – ${meetingTimeTextIn(endTime, zone)}`, date: meetingDateTextIn(startTime, zone) };
}

/** All a meeting is at a glance, as a screen reader hears it: id, day, times, team and venue. */
export const summaryOf = (meeting: Meeting, { date, times }: MeetingTexts) =>
  `${meeting._id}, ${date}, ${times}, ${meeting.team}, ${meeting.venue}`;
