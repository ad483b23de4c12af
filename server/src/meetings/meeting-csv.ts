import { csvMeetingTime, CSV_MEETING_EXAMPLE as E } from '@scheduler/shared-domain/csv-import';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { dayIn, fileTimeIn, typedMeetingTimesIn } from '@scheduler/shared-domain/zoned-time';
import type { ImportedRow, RowReader } from '../csv/csv-imports';
import { HttpError } from '../http/http-error';

const TIME_FIELDS = ['startTime', 'endTime'] as const;
const DAY_MS = 86_400_000;

const cellOf = (row: ImportedRow, field: string) => {
  const cell = row[field];
  return typeof cell === 'string' ? cell.trim() : '';
};

/**
 * A meeting row's times as a person types them (typedMeetingTimesIn: HH:MM on the meetingDate, YYYY-MM-DD HH:MM on the
 * clock of `zone`, or an ISO 8601 instant) as the add's instants. A time of none of these forms is refused naming
 * them; a blank one is left to the add's own rule.
 */
export function meetingRowReader(zone: string): RowReader {
  return (row) => {
    const typed = {
      meetingDate: cellOf(row, 'meetingDate'),
      startTime: cellOf(row, 'startTime'),
      endTime: cellOf(row, 'endTime'),
    };
    const times = typedMeetingTimesIn(typed, zone);
    const unreadable = TIME_FIELDS.find((field) => times[field] === null && typed[field] !== '');
    if (unreadable) return new HttpError(400, csvMeetingTime(unreadable, zone), unreadable);
    return { ...row, startTime: times.startTime ?? '', endTime: times.endTime ?? '' };
  };
}

/** A meeting as its export writes it: its times on the clock of `zone`, with their offset, as the import reads them. */
export const exportedMeeting = (meeting: Meeting, zone: string) => ({
  ...meeting,
  startTime: fileTimeIn(meeting.startTime, zone),
  endTime: fileTimeIn(meeting.endTime, zone),
});

/** The rows of the meetings' template, on the day after the clock `now`: one in each form of times a person types. */
export function meetingImportExample(now: number, zone: string): ImportedRow[] {
  const day = dayIn(now + DAY_MS, zone);
  const [first = '', second = ''] = E.ids;
  const place = { team: E.team, venue: E.venue, meetingDate: day };
  const end = typedMeetingTimesIn({ meetingDate: day, startTime: '15:00', endTime: '15:00' }, zone).endTime ?? '';
  return [
    { _id: first, ...place, startTime: '09:00', endTime: '10:30', comments: E.clockTimes },
    { _id: second, ...place, startTime: `${day} 14:00`, endTime: fileTimeIn(end, zone), comments: E.otherTimes },
  ];
}
