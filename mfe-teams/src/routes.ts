import type { SectionRoute } from '@scheduler/shared-ui/section';
import { AddTeamPage, EditTeamPage } from './pages/team-form-pages';
import { TeamListPage } from './pages/team-list-page';
import './styles.css';

/** The team screens of SPEC §2, below `/team`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Teams', Component: TeamListPage },
  { path: 'create', roles: ['Admin'], title: 'Add Team', Component: AddTeamPage },
  { path: 'edit/:_id', roles: ['Admin'], title: 'Edit Team', Component: EditTeamPage },
];
