import { USER_PATHS, useTranslate } from '@scheduler/shared-auth';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { usersApi } from '../api/users-api';
import { useUserColumns } from '../components/user-columns';

/** SPEC §2 user/get-all: every user; Edit and Del for Admin only. */
export function UserListPage() {
  const t = useTranslate();
  const users = useRemoteData(usersApi.all, ['user']);
  const columns = useAdminColumns(useUserColumns(), {
    list: users,
    recordName: (user) => user.username,
    editPath: (user) => USER_PATHS.editFromList.to({ _id: user._id }),
    confirmText: t(USER_SCREENS.deleteConfirm),
    remove: (user) => usersApi.remove(user._id),
  });
  return (
    <Page title={t(USER_SCREENS.listHeading)}>
      <RemoteTable
        exportAs="users"
        remote={users}
        columns={columns}
        rowKey={(user) => user._id}
        caption={t(USER_SCREENS.listCaption)}
        emptyText={t(USER_SCREENS.listEmpty)}
      />
    </Page>
  );
}
