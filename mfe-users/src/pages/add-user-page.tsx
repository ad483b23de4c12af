import { useAuth } from '@scheduler/shared-auth';
import { Page } from '@scheduler/shared-ui/page';
import { useNavigate } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { UserForm } from '../components/user-form';

const USER_LIST = '/user/get-all';

/** SPEC §2 user/create: success and Cancel both go to the list of all users. */
export function AddUserPage() {
  const navigate = useNavigate();
  const isAdmin = useAuth((state) => state.admin);
  return (
    <Page title="Add New User">
      <UserForm
        mode="create"
        isAdmin={isAdmin}
        onSave={async (user) => {
          await usersApi.register(user);
          navigate(USER_LIST);
        }}
        onCancel={() => navigate(USER_LIST)}
      />
    </Page>
  );
}
