import { USER_PATHS, useAuth, useTranslate } from '@scheduler/shared-auth';
import type { User } from '@scheduler/shared-domain/user';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { Page } from '@scheduler/shared-ui/page';
import { editColumn, RemoteTable } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useMemo } from 'react';
import { usersApi } from '../api/users-api';
import { ApiTokens } from '../components/api-tokens';
import { CalendarSubscriptions } from '../components/calendar-subscriptions';
import { MailPreferences } from '../components/mail-preferences';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { useUserColumns } from '../components/user-columns';

const editPath = (user: User) => USER_PATHS.editCurrent.to({ _id: user._id });
const userName = (user: User) => user.username;

/**
 * SPEC §2 user/get: the signed-in user, as the server knows it now, with a link to edit it; then what it wants by
 * email, its calendar feed links, its personal API tokens, and a way to end every session of its own.
 */
export function CurrentUserPage() {
  const t = useTranslate();
  const userColumns = useUserColumns();
  // The Edit column words its header when made: made again with the other columns when the language changes.
  const columns = useMemo(() => [...userColumns, editColumn(editPath, userName)], [userColumns]);
  const current = useRemoteData(async () => [await usersApi.current()]);
  const userId = useAuth((state) => state.currentUser?._id);
  return (
    <Page title={t(USER_SCREENS.currentHeading)}>
      <RemoteTable
        remote={current}
        columns={columns}
        rowKey={(user) => user._id}
        caption={t(USER_SCREENS.currentCaption)}
        emptyText={t(USER_SCREENS.listEmpty)}
      />
      {userId && <MailPreferences userId={userId} readOnly={false} />}
      <CalendarSubscriptions />
      <ApiTokens />
      <SignOutEverywhere />
    </Page>
  );
}
