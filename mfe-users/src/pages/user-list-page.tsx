import { useAuth } from '@scheduler/shared-auth';
import type { User } from '@scheduler/shared-domain/user';
import { DELETE_USER_CONFIRM } from '@scheduler/shared-domain/user-guard-rails';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { USER_COLUMNS } from '../components/user-columns';

/** SPEC §2 user/get-all: every user; Edit and Del for Admin only. */
export function UserListPage() {
  const admin = useAuth((state) => state.admin);
  const users = useRemoteData(usersApi.all);

  const remove = (user: User) =>
    confirmThenDelete(DELETE_USER_CONFIRM, () => usersApi.remove(user._id)).then(
      (deleted) => deleted && users.reload(),
      users.setFailure,
    );

  const adminColumns: Column<User>[] = [
    {
      header: 'Edit',
      cell: (user) => (
        <Link to={`/user/get-all/edit/${user._id}`} className="text-brand-500 underline">
          Edit
        </Link>
      ),
    },
    {
      header: 'Del',
      cell: (user) => (
        <button type="button" onClick={() => void remove(user)} className="text-red-700 underline">
          Del
        </button>
      ),
    },
  ];

  return (
    <Page title="List All Users">
      <ErrorAlert failure={users.failure} />
      <DataTable
        rows={users.data}
        columns={admin ? [...USER_COLUMNS, ...adminColumns] : USER_COLUMNS}
        rowKey={(user) => user._id}
        emptyText="No Users to display"
      />
    </Page>
  );
}
