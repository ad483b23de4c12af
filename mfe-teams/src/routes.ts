import type { SectionRoute } from '@scheduler/shared-ui/section';
import { TeamListPage } from './pages/team-list-page';
import './styles.css';

/** The team screens of SPEC §2, below `/team`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Teams', Component: TeamListPage },
];
