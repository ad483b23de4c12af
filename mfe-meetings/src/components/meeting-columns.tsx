import type { Translate } from '@scheduler/shared-auth';
import type { Language } from '@scheduler/shared-domain/i18n';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { meetingDateTextIn, meetingTimeTextIn } from '@scheduler/shared-domain/zoned-time';
import type { Column } from '@scheduler/shared-ui/data-table';

/**
 * SPEC §2 meeting list columns, the date and times on the clock of `zone` (the zone the screens show) and in the
 * screens' language (English keeps the SPEC's formats); Date sorts by the start instant, so a day's meetings stay in
 * order.
 */
export const meetingColumns = (t: Translate, zone: string, language: Language): Column<Meeting>[] => [
  { header: t(S.id), cell: (meeting) => meeting._id, width: '11rem' },
  { header: t(S.team), cell: (meeting) => meeting.team, width: '10rem' },
  { header: t(S.venue), cell: (meeting) => meeting.venue, width: '10rem' },
  {
    header: t(S.date),
    cell: (meeting) => meetingDateTextIn(meeting.startTime, zone, language),
    sortValue: (meeting) => Date.parse(meeting.startTime),
    width: '9rem',
  },
  { header: t(S.start), cell: (meeting) => meetingTimeTextIn(meeting.startTime, zone, language), width: '6rem' },
  { header: t(S.end), cell: (meeting) => meetingTimeTextIn(meeting.endTime, zone, language), width: '6rem' },
  { header: t(S.comments), cell: (meeting) => meeting.comments, wrap: true, width: '16rem' },
];
