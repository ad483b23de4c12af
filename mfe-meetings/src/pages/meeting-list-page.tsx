import { MEETING_PATHS, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useMemo } from 'react';
import { meetingsApi } from '../api/meetings-api';
import { calendarColumn } from '../components/calendar-column';
import { meetingColumns } from '../components/meeting-columns';
import { ZoneNotice } from '../components/zone-notice';

/**
 * SPEC §2 meeting: every meeting, past, present and future, in date order, each to add to a calendar; Edit and Del
 * for Admin only.
 */
export function MeetingListPage() {
  const t = useTranslate();
  const language = useLanguage();
  const meetings = useRemoteData(meetingsApi.all, ['meeting']);
  const { zone } = useDisplayZone();
  const { setFailure } = meetings;
  const columns = useAdminColumns(
    useMemo(
      () => [...meetingColumns(t, zone, language), calendarColumn(t, { setFailure })],
      [t, zone, language, setFailure],
    ),
    {
      list: meetings,
      recordName: (meeting) => meeting._id,
      editPath: (meeting) => MEETING_PATHS.edit.to({ _id: meeting._id }),
      confirmText: (meeting) => t(meeting.seriesId ? S.delOne : S.delConfirm),
      remove: (meeting) => meetingsApi.remove(meeting._id),
      wider: (meeting) =>
        meeting.seriesId
          ? {
              label: t(S.delFollowingLabel),
              records: t(S.following, { id: meeting._id }),
              confirmText: t(S.delFollowing),
              remove: () => meetingsApi.remove(meeting._id, 'following'),
            }
          : null,
      width: '4rem',
    },
  );
  return (
    <Page title={t(S.listHeading)}>
      <ZoneNotice />
      <RemoteTable
        exportAs="meetings"
        remote={meetings}
        columns={columns}
        rowKey={(meeting) => meeting._id}
        caption={t(S.listCaption)}
        emptyText={t(S.listEmpty)}
        initialSort={{ header: t(S.date), direction: 'ascending' }}
      />
    </Page>
  );
}
