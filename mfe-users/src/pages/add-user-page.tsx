import { USER_PATHS, useAuth, useTranslate } from '@scheduler/shared-auth';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { Page } from '@scheduler/shared-ui/page';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useNavigate } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { UserForm } from '../components/user-form';

/** SPEC §2 user/create: success and Cancel both go to the list of all users. */
export function AddUserPage() {
  const navigate = useNavigate();
  const t = useTranslate();
  const isAdmin = useAuth((state) => state.admin);
  return (
    <Page title={t(USER_SCREENS.addHeading)}>
      <UserForm
        mode="create"
        isAdmin={isAdmin}
        save={announcingSave(usersApi.register, (user) => t(USER_SCREENS.added, { name: user.username }))}
        savedPath={USER_PATHS.list.to()}
        onCancel={() => navigate(USER_PATHS.list.to())}
      />
    </Page>
  );
}
