import { TEAM_PATHS } from '@scheduler/shared-auth';
import { TEAM_SCREENS } from '@scheduler/shared-domain/team-screens';
import { lazyPage, type SectionRoute } from '@scheduler/shared-ui/section';
import { TeamListPage } from './pages/team-list-page';
import './styles.css';

const formPages = () => import('./pages/team-form-pages');

/**
 * The team screens of SPEC §2, below `/team`: the list, opened most, comes with the routes; every other page's
 * code is downloaded when it is first opened.
 */
export const routes: readonly SectionRoute[] = [
  {
    path: TEAM_PATHS.list.pattern,
    roles: ['Admin', 'User'],
    title: TEAM_SCREENS.listTitle,
    Component: TeamListPage,
  },
  {
    path: TEAM_PATHS.create.pattern,
    roles: ['Admin'],
    title: TEAM_SCREENS.addTitle,
    Component: lazyPage(() => formPages().then((page) => page.AddTeamPage)),
  },
  {
    path: TEAM_PATHS.edit.pattern,
    roles: ['Admin'],
    title: TEAM_SCREENS.editTitle,
    Component: lazyPage(() => formPages().then((page) => page.EditTeamPage)),
  },
];
