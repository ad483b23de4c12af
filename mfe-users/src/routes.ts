import { USER_PATHS } from '@scheduler/shared-auth';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { lazyPage, type SectionRoute } from '@scheduler/shared-ui/section';
import './styles.css';

const editPages = () => import('./pages/edit-user-page');

/**
 * The user screens of SPEC §2, below `/user` (login, logout and notauthorized belong to the shell); each page's
 * code is downloaded when it is first opened.
 */
export const routes: readonly SectionRoute[] = [
  {
    path: USER_PATHS.create.pattern,
    roles: ['Admin'],
    title: USER_SCREENS.addTitle,
    Component: lazyPage(() => import('./pages/add-user-page').then((page) => page.AddUserPage)),
  },
  {
    path: USER_PATHS.list.pattern,
    roles: ['Admin', 'User'],
    title: USER_SCREENS.listTitle,
    Component: lazyPage(() => import('./pages/user-list-page').then((page) => page.UserListPage)),
  },
  {
    path: USER_PATHS.current.pattern,
    roles: ['Admin', 'User'],
    title: USER_SCREENS.currentTitle,
    Component: lazyPage(() => import('./pages/current-user-page').then((page) => page.CurrentUserPage)),
  },
  {
    path: USER_PATHS.editFromList.pattern,
    roles: ['Admin'],
    title: USER_SCREENS.editTitle,
    Component: lazyPage(() => editPages().then((page) => page.EditUserFromListPage)),
  },
  {
    path: USER_PATHS.editCurrent.pattern,
    roles: ['Admin', 'User'],
    title: USER_SCREENS.editTitle,
    Component: lazyPage(() => editPages().then((page) => page.EditCurrentUserPage)),
  },
  {
    path: USER_PATHS.activity.pattern,
    roles: ['Admin'],
    title: USER_SCREENS.activityTitle,
    Component: lazyPage(() => import('./pages/activity-page').then((page) => page.ActivityPage)),
  },
  {
    path: USER_PATHS.outbox.pattern,
    roles: ['Admin'],
    title: USER_SCREENS.outboxTitle,
    Component: lazyPage(() => import('./pages/outbox-page').then((page) => page.OutboxPage)),
  },
  {
    path: USER_PATHS.import.pattern,
    roles: ['Admin'],
    title: USER_SCREENS.importTitle,
    Component: lazyPage(() => import('./pages/import-page').then((page) => page.ImportPage)),
  },
];
