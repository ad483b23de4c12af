import type { SectionRoute } from '@scheduler/shared-ui/section';
import { AddMeetingPage, EditMeetingFromListPage, EditMeetingFromSchedulePage } from './pages/meeting-form-pages';
import { MeetingListPage } from './pages/meeting-list-page';
import { ScheduleTeamPickerPage, TeamSchedulePage } from './pages/schedule-pages';
import './styles.css';

/** The meeting screens of SPEC §2, below `/meeting`. */
export const routes: readonly SectionRoute[] = [
  { path: '', roles: ['Admin', 'User'], title: 'List Meetings', Component: MeetingListPage },
  { path: 'create', roles: ['Admin'], title: 'Add Meeting', Component: AddMeetingPage },
  { path: 'edit/:_id', roles: ['Admin'], title: 'Edit Meeting', Component: EditMeetingFromListPage },
  { path: 'get/schedule', roles: ['Admin', 'User'], title: 'Team Schedule', Component: ScheduleTeamPickerPage },
  { path: 'schedule/:team', roles: ['Admin', 'User'], title: 'Team Schedule', Component: TeamSchedulePage },
  {
    path: 'schedule/edit/:_id',
    roles: ['Admin', 'User'],
    title: 'Edit Meeting',
    Component: EditMeetingFromSchedulePage,
  },
];
