import { formatMeetingDate, formatMeetingTime } from '@scheduler/shared-domain/format';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { Column } from '@scheduler/shared-ui/data-table';

/** SPEC §2 meeting list columns; Date sorts by the start instant, so a day's meetings stay in order. */
export const MEETING_COLUMNS: readonly Column<Meeting>[] = [
  { header: 'Meeting Id', cell: (meeting) => meeting._id, width: '11rem' },
  { header: 'Team', cell: (meeting) => meeting.team, width: '10rem' },
  { header: 'Venue', cell: (meeting) => meeting.venue, width: '10rem' },
  {
    header: 'Date',
    cell: (meeting) => formatMeetingDate(meeting.meetingDate),
    sortValue: (meeting) => meeting.startTime,
    width: '9rem',
  },
  { header: 'Start', cell: (meeting) => formatMeetingTime(meeting.startTime), width: '6rem' },
  { header: 'End', cell: (meeting) => formatMeetingTime(meeting.endTime), width: '6rem' },
  { header: 'Comments', cell: (meeting) => meeting.comments, wrap: true, width: '16rem' },
];
