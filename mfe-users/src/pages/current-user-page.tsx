import type { User } from '@scheduler/shared-domain/user';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { USER_COLUMNS } from '../components/user-columns';

const editOwnRecord: Column<User> = {
  header: 'Edit',
  cell: (user) => (
    <Link to={`/user/get/edit/${user._id}`} className="text-brand-500 underline">
      Edit
    </Link>
  ),
};

/** SPEC §2 user/get: the signed-in user, as the server knows it now, with a link to edit it. */
export function CurrentUserPage() {
  const current = useRemoteData(async () => [await usersApi.current()]);
  return (
    <Page title="Current User">
      <ErrorAlert failure={current.failure} />
      <DataTable
        rows={current.data}
        columns={[...USER_COLUMNS, editOwnRecord]}
        rowKey={(user) => user._id}
        emptyText="No Users to display"
      />
    </Page>
  );
}
