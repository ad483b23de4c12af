import type { Meeting } from '@scheduler/shared-domain/meeting';
import { instantAt, meetingClockIn, meetingInstantsIn } from '@scheduler/shared-domain/zoned-time';
import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';

/** What the meeting form holds of a meeting's times: its day, and its start and end on the clock of the zone shown. */
export interface FormTimes {
  meetingDate: string;
  start: TimeValue | null;
  end: TimeValue | null;
}

const timeValue = ({ hour, minute }: { hour: number; minute: number }): TimeValue => ({ hour, minute, second: 0 });

/** A meeting's day and clock times in `zone`, from its start and end instants. */
export function formTimesOf(meeting: Pick<Meeting, 'startTime' | 'endTime'>, zone: string): FormTimes {
  const { day, start, end } = meetingClockIn(meeting, zone);
  return { meetingDate: day, start: timeValue(start), end: timeValue(end) };
}

/**
 * The instants the form's day and times stand for in `zone`, the end on the next day when it is before the start; ''
 * for what is missing. Times unchanged from `initial` keep its instants.
 */
export function instantsOfForm(
  { meetingDate, start, end }: FormTimes,
  zone: string,
  initial?: Pick<Meeting, 'startTime' | 'endTime'>,
): { startTime: string; endTime: string } {
  if (meetingDate && start && end) {
    return meetingInstantsIn({ day: meetingDate, start, end }, zone, initial) ?? { startTime: '', endTime: '' };
  }
  const at = (time: TimeValue | null) => (time && meetingDate && instantAt(meetingDate, time, zone)?.toISO()) || '';
  return { startTime: at(start), endTime: at(end) };
}
