import { MEETING_PATHS, useDisplayZone } from '@scheduler/shared-auth';
import { followingMeetingsOf, MEETING_TEXTS, SERIES_TEXTS } from '@scheduler/shared-domain/meeting';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { meetingsApi } from '../api/meetings-api';
import { calendarColumn } from '../components/calendar-column';
import { meetingColumns } from '../components/meeting-columns';
import { ZoneNotice } from '../components/zone-notice';

/**
 * SPEC §2 meeting: every meeting, past, present and future, in date order, each to add to a calendar; Edit and Del
 * for Admin only.
 */
export function MeetingListPage() {
  const meetings = useRemoteData(meetingsApi.all, ['meeting']);
  const { zone } = useDisplayZone();
  const columns = useAdminColumns([...meetingColumns(zone), calendarColumn(meetings)], {
    list: meetings,
    recordName: (meeting) => meeting._id,
    editPath: (meeting) => MEETING_PATHS.edit.to({ _id: meeting._id }),
    confirmText: (meeting) => (meeting.seriesId ? SERIES_TEXTS.deleteOneConfirm : MEETING_TEXTS.deleteConfirm),
    remove: (meeting) => meetingsApi.remove(meeting._id),
    wider: (meeting) =>
      meeting.seriesId
        ? {
            label: SERIES_TEXTS.deleteFollowingLabel,
            records: followingMeetingsOf(meeting._id),
            confirmText: SERIES_TEXTS.deleteFollowingConfirm,
            remove: () => meetingsApi.remove(meeting._id, 'following'),
          }
        : null,
    width: '4rem',
  });
  return (
    <Page title="List All Meetings">
      <ZoneNotice />
      <RemoteTable
        exportAs="meetings"
        remote={meetings}
        columns={columns}
        rowKey={(meeting) => meeting._id}
        caption={MEETING_TEXTS.listCaption}
        emptyText={MEETING_TEXTS.listEmpty}
        initialSort={{ header: 'Date', direction: 'ascending' }}
      />
    </Page>
  );
}
