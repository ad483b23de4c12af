import type { User } from '@scheduler/shared-domain/user';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { SignedInUser } from '@scheduler/shared-ui/signed-in-user';
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
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-semibold">Current User</h1>
      <div className="mb-4">
        <SignedInUser />
      </div>
      <ErrorAlert failure={current.failure} />
      <DataTable
        rows={current.data}
        columns={[...USER_COLUMNS, editOwnRecord]}
        rowKey={(user) => user._id}
        emptyText="No Users to display"
      />
    </main>
  );
}
