import type { SectionRoute } from '@scheduler/shared-ui/section';
import { CurrentUserPage } from './pages/current-user-page';
import './styles.css';

/** The user screens of SPEC §2, below `/user` (login, logout and notauthorized belong to the shell). */
export const routes: readonly SectionRoute[] = [
  { path: 'get', roles: ['Admin', 'User'], title: 'List Current User', Component: CurrentUserPage },
];
