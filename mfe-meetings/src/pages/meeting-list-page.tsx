import { useAuth } from '@scheduler/shared-auth';
import { MEETING_TEXTS, type Meeting } from '@scheduler/shared-domain/meeting';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { MEETING_COLUMNS } from '../components/meeting-columns';

/** SPEC §2 meeting: every meeting, past, present and future, in date order; Edit and Del for Admin only. */
export function MeetingListPage() {
  const admin = useAuth((state) => state.admin);
  const meetings = useRemoteData(meetingsApi.all);

  const remove = (meeting: Meeting) =>
    confirmThenDelete(MEETING_TEXTS.deleteConfirm, () => meetingsApi.remove(meeting._id)).then(
      (deleted) => deleted && meetings.reload(),
      meetings.setFailure,
    );
  const adminColumns: Column<Meeting>[] = [
    {
      header: 'Edit',
      width: '4rem',
      cell: (meeting) => (
        <Link to={`/meeting/edit/${encodeURIComponent(meeting._id)}`} className="text-brand-500 underline">
          Edit
        </Link>
      ),
    },
    {
      header: 'Del',
      width: '4rem',
      cell: (meeting) => (
        <button type="button" onClick={() => void remove(meeting)} className="text-red-700 underline">
          Del
        </button>
      ),
    },
  ];

  return (
    <Page title="List All Meetings">
      <ErrorAlert failure={meetings.failure} />
      <DataTable
        rows={meetings.data}
        columns={admin ? [...MEETING_COLUMNS, ...adminColumns] : MEETING_COLUMNS}
        rowKey={(meeting) => meeting._id}
        emptyText={MEETING_TEXTS.listEmpty}
        initialSort={{ header: 'Date', direction: 'ascending' }}
      />
    </Page>
  );
}
