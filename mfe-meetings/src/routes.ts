import { MEETING_PATHS } from '@scheduler/shared-auth';
import { MEETING_SCREENS } from '@scheduler/shared-domain/meeting-screens';
import { lazyPage, type SectionRoute } from '@scheduler/shared-ui/section';
import { MeetingListPage } from './pages/meeting-list-page';
import './styles.css';

const formPages = () => import('./pages/meeting-form-pages');
const schedulePages = () => import('./pages/schedule-pages');
const calendarOpening = () => import('./calendar/calendar-opening');

/**
 * The meeting screens of SPEC §2, below `/meeting`: the list, opened most, comes with the routes; every other page's
 * code is downloaded when it is first opened.
 */
export const routes: readonly SectionRoute[] = [
  {
    path: MEETING_PATHS.list.pattern,
    roles: ['Admin', 'User'],
    title: MEETING_SCREENS.listTitle,
    Component: MeetingListPage,
  },
  {
    path: MEETING_PATHS.create.pattern,
    roles: ['Admin'],
    title: MEETING_SCREENS.addTitle,
    Component: lazyPage(() => formPages().then((page) => page.AddMeetingPage)),
  },
  {
    path: MEETING_PATHS.edit.pattern,
    roles: ['Admin'],
    title: MEETING_SCREENS.editTitle,
    Component: lazyPage(() => formPages().then((page) => page.EditMeetingFromListPage)),
  },
  {
    path: MEETING_PATHS.pickSchedule.pattern,
    roles: ['Admin', 'User'],
    title: MEETING_SCREENS.scheduleTitle,
    Component: lazyPage(() => schedulePages().then((page) => page.ScheduleTeamPickerPage)),
  },
  {
    path: MEETING_PATHS.schedule.pattern,
    roles: ['Admin', 'User'],
    title: MEETING_SCREENS.scheduleTitle,
    Component: lazyPage(() => schedulePages().then((page) => page.TeamSchedulePage)),
  },
  {
    path: MEETING_PATHS.calendar.pattern,
    roles: ['Admin', 'User'],
    title: MEETING_SCREENS.calendarTitle,
    // The calendar library comes with this page only; opened first, its data is asked for while it downloads.
    Component: lazyPage(() => calendarOpening().then((opening) => opening.calendarPage())),
    prefetch: (location) => void calendarOpening().then((opening) => opening.startCalendarData(location)),
  },
  {
    path: MEETING_PATHS.editFromSchedule.pattern,
    roles: ['Admin', 'User'],
    title: MEETING_SCREENS.editTitle,
    Component: lazyPage(() => formPages().then((page) => page.EditMeetingFromSchedulePage)),
  },
];
