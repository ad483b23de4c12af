import { USER_PATHS } from '@scheduler/shared-auth';
import { USER_LIST_CAPTION, USER_LIST_EMPTY } from '@scheduler/shared-domain/user';
import { DELETE_USER_CONFIRM } from '@scheduler/shared-domain/user-guard-rails';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { usersApi } from '../api/users-api';
import { USER_COLUMNS } from '../components/user-columns';

/** SPEC §2 user/get-all: every user; Edit and Del for Admin only. */
export function UserListPage() {
  const users = useRemoteData(usersApi.all, ['user']);
  const columns = useAdminColumns(USER_COLUMNS, {
    list: users,
    recordName: (user) => user.username,
    editPath: (user) => USER_PATHS.editFromList.to({ _id: user._id }),
    confirmText: DELETE_USER_CONFIRM,
    remove: (user) => usersApi.remove(user._id),
  });
  return (
    <Page title="List All Users">
      <RemoteTable
        exportAs="users"
        remote={users}
        columns={columns}
        rowKey={(user) => user._id}
        caption={USER_LIST_CAPTION}
        emptyText={USER_LIST_EMPTY}
      />
    </Page>
  );
}
