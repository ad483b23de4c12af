import type { Language } from '@scheduler/shared-domain/i18n';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';

/** What the calendar writes of a meeting or a slot, in the zone shown and the meeting list's formats. */
export interface MeetingTexts {
  /** 09:00 am */
  starts: string;
  /** 09:00 am – 10:00 am */
  times: string;
  /** Mon Dec 07 2026 */
  date: string;
}

export function textsOf(
  { startTime, endTime }: Pick<Meeting, 'startTime' | 'endTime'>,
  zone: string,
  language?: Language,
): MeetingTexts {
  const starts = meetingTimeTextIn(startTime, zone, language);
  const ends = meetingTimeTextIn(endTime, zone, language);
  return { starts, times: `${starts} – ${ends}`, date: meetingDateTextIn(startTime, zone, language) };
}

/** All a meeting is at a glance, as a screen reader hears it: id, day, times, team and venue. */
export const summaryOf = (meeting: Meeting, { date, times }: MeetingTexts) =>
  `${meeting._id}, ${date}, ${times}, ${meeting.team}, ${meeting.venue}`;
