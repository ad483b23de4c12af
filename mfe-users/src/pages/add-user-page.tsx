import { useAuth } from '@scheduler/shared-auth';
import { useNavigate } from 'react-router-dom';
import { usersApi } from '../api/users-api';
import { UserForm } from '../components/user-form';

const USER_LIST = '/user/get-all';

/** SPEC §2 user/create: success and Cancel both go to the list of all users. */
export function AddUserPage() {
  const navigate = useNavigate();
  const isAdmin = useAuth((state) => state.admin);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">Add New User</h1>
      <UserForm
        mode="create"
        isAdmin={isAdmin}
        onSave={async (user) => {
          await usersApi.register(user);
          navigate(USER_LIST);
        }}
        onCancel={() => navigate(USER_LIST)}
      />
    </main>
  );
}
