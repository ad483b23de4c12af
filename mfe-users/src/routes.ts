import type { SectionRoute } from '@scheduler/shared-ui/section';
import { AddUserPage } from './pages/add-user-page';
import { CurrentUserPage } from './pages/current-user-page';
import { EditCurrentUserPage, EditUserFromListPage } from './pages/edit-user-page';
import { UserListPage } from './pages/user-list-page';
import './styles.css';

/** The user screens of SPEC §2, below `/user` (login, logout and notauthorized belong to the shell). */
export const routes: readonly SectionRoute[] = [
  { path: 'create', roles: ['Admin'], title: 'Add User', Component: AddUserPage },
  { path: 'get-all', roles: ['Admin', 'User'], title: 'List Users', Component: UserListPage },
  { path: 'get', roles: ['Admin', 'User'], title: 'List Current User', Component: CurrentUserPage },
  { path: 'get-all/edit/:_id', roles: ['Admin'], title: 'Edit User', Component: EditUserFromListPage },
  { path: 'get/edit/:_id', roles: ['Admin', 'User'], title: 'Edit User', Component: EditCurrentUserPage },
];
