import { USER_PATHS, useAuth } from '@scheduler/shared-auth';
import { CURRENT_USER_CAPTION, USER_LIST_EMPTY, type User } from '@scheduler/shared-domain/user';
import { Page } from '@scheduler/shared-ui/page';
import { editColumn, RemoteTable } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { usersApi } from '../api/users-api';
import { ApiTokens } from '../components/api-tokens';
import { CalendarSubscriptions } from '../components/calendar-subscriptions';
import { MailPreferences } from '../components/mail-preferences';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { USER_COLUMNS } from '../components/user-columns';

const COLUMNS = [
  ...USER_COLUMNS,
  editColumn<User>(
    (user) => USER_PATHS.editCurrent.to({ _id: user._id }),
    (user) => user.username,
  ),
];

/**
 * SPEC §2 user/get: the signed-in user, as the server knows it now, with a link to edit it; then what it wants by
 * email, its calendar feed links, its personal API tokens, and a way to end every session of its own.
 */
export function CurrentUserPage() {
  const current = useRemoteData(async () => [await usersApi.current()]);
  const userId = useAuth((state) => state.currentUser?._id);
  return (
    <Page title="Current User">
      <RemoteTable
        remote={current}
        columns={COLUMNS}
        rowKey={(user) => user._id}
        caption={CURRENT_USER_CAPTION}
        emptyText={USER_LIST_EMPTY}
      />
      {userId && <MailPreferences userId={userId} readOnly={false} />}
      <CalendarSubscriptions />
      <ApiTokens />
      <SignOutEverywhere />
    </Page>
  );
}
