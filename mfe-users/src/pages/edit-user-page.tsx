import { USER_PATHS, useAuth, useTranslate } from '@scheduler/shared-auth';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { EditedRecord } from '@scheduler/shared-ui/edited-record';
import { Page } from '@scheduler/shared-ui/page';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { LinkAccount } from '../components/link-account';
import { MailPreferences } from '../components/mail-preferences';
import { PendingPassword } from '../components/pending-password';
import { UserForm } from '../components/user-form';

/** Where an edit returns: the full list (user/get-all/edit) or the current user (user/get/edit). */
export type EditUserMode = 'list' | 'current';

/** SPEC §2 user/get-all/edit/{_id} and user/get/edit/{_id}; a User may open only its own record. */
export function EditUserPage({ mode }: { mode: EditUserMode }) {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const t = useTranslate();
  const currentUser = useAuth((state) => state.currentUser);
  const isAdmin = useAuth((state) => state.admin);
  const ownRecord = currentUser?._id === _id;
  const user = useRemoteData(() => (isAdmin || ownRecord ? usersApi.one(_id) : Promise.resolve(null)));
  const returnTo = USER_PATHS[mode].to();

  if (!isAdmin && !ownRecord) return <Navigate to={USER_PATHS.notAuthorized.to()} replace />;
  return (
    <Page title={t(USER_SCREENS.editTitle)}>
      <EditedRecord kind="user" recordId={_id} remote={user}>
        {(initial) =>
          initial && (
            <>
              <UserForm
                mode="edit"
                initial={initial}
                isAdmin={isAdmin}
                ownRecord={ownRecord}
                save={announcingSave(usersApi.update, (saved) => t(USER_SCREENS.saved, { name: saved.username }))}
                savedPath={returnTo}
                onCancel={() => navigate(returnTo)}
              />
              {isAdmin && <PendingPassword user={initial} />}
              {isAdmin && <LinkAccount user={initial} onLinked={() => navigate(returnTo)} />}
              {isAdmin && !ownRecord && <MailPreferences userId={_id} readOnly />}
            </>
          )
        }
      </EditedRecord>
    </Page>
  );
}

export const EditUserFromListPage = () => <EditUserPage mode="list" />;
export const EditCurrentUserPage = () => <EditUserPage mode="current" />;
