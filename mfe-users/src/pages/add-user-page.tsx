import { USER_PATHS, useAuth } from '@scheduler/shared-auth';
import { userAddedMessage } from '@scheduler/shared-domain/user-guard-rails';
import { Page } from '@scheduler/shared-ui/page';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useNavigate } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { UserForm } from '../components/user-form';

/** SPEC §2 user/create: success and Cancel both go to the list of all users. */
export function AddUserPage() {
  const navigate = useNavigate();
  const isAdmin = useAuth((state) => state.admin);
  return (
    <Page title="Add New User">
      <UserForm
        mode="create"
        isAdmin={isAdmin}
        save={announcingSave(usersApi.register, (user) => userAddedMessage(user.username))}
        savedPath={USER_PATHS.list.to()}
        onCancel={() => navigate(USER_PATHS.list.to())}
      />
    </Page>
  );
}
