import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { Column } from '@scheduler/shared-ui/data-table';

/**
 * SPEC §2 meeting list columns, the date and times on the clock of `zone` (the zone the screens show); Date sorts by
 * the start instant, so a day's meetings stay in order.
 */
export const meetingColumns = (zone: string): Column<Meeting>[] => [
  { header: 'Meeting Id', cell: (meeting) => meeting._id, width: '11rem' },
  { header: 'Team', cell: (meeting) => meeting.team, width: '10rem' },
  { header: 'Venue', cell: (meeting) => meeting.venue, width: '10rem' },
  {
    header: 'Date',
    cell: (meeting) => meetingDateTextIn(meeting.startTime, zone),
    sortValue: (meeting) => Date.parse(meeting.startTime),
    width: '9rem',
  },
  { header: 'Start', cell: (meeting) => meetingTimeTextIn(meeting.startTime, zone), width: '6rem' },
  { header: 'End', cell: (meeting) => meetingTimeTextIn(meeting.endTime, zone), width: '6rem' },
  { header: 'Comments', cell: (meeting) => meeting.comments, wrap: true, width: '16rem' },
];
