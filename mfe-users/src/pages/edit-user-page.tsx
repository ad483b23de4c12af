import { useAuth } from '@scheduler/shared-auth';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { UserForm } from '../components/user-form';

/** Where an edit returns: the full list (user/get-all/edit) or the current user (user/get/edit). */
export type EditUserMode = 'get-all' | 'get';

/** SPEC §2 user/get-all/edit/{_id} and user/get/edit/{_id}; a User may open only its own record. */
export function EditUserPage({ mode }: { mode: EditUserMode }) {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const currentUser = useAuth((state) => state.currentUser);
  const isAdmin = useAuth((state) => state.admin);
  const ownRecord = currentUser?._id === _id;
  const user = useRemoteData(() => (isAdmin || ownRecord ? usersApi.one(_id) : Promise.resolve(null)));
  const returnTo = `/user/${mode}`;

  if (!isAdmin && !ownRecord) return <Navigate to="/user/notauthorized" replace />;
  return (
    <Page title="Edit User">
      <ErrorAlert failure={user.failure} />
      {user.data ? (
        <UserForm
          mode="edit"
          initial={user.data}
          isAdmin={isAdmin}
          onSave={async (changes) => {
            await usersApi.update(changes);
            navigate(returnTo);
          }}
          onCancel={() => navigate(returnTo)}
        />
      ) : (
        !user.failure && <Loading />
      )}
    </Page>
  );
}

export const EditUserFromListPage = () => <EditUserPage mode="get-all" />;
export const EditCurrentUserPage = () => <EditUserPage mode="get" />;
