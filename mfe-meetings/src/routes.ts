import type { SectionRoute } from '@scheduler/shared-ui/section';
import { MeetingListPage } from './pages/meeting-list-page';
import { ScheduleTeamPickerPage, TeamSchedulePage } from './pages/schedule-pages';
import './styles.css';

/** The meeting screens of SPEC §2, below `/meeting`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Meetings', Component: MeetingListPage },
  { path: 'get/schedule', roles: ['Admin', 'User'], title: 'Team Schedule', Component: ScheduleTeamPickerPage },
  { path: 'schedule/:team', roles: ['Admin', 'User'], title: 'Team Schedule', Component: TeamSchedulePage },
];
