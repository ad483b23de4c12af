// What the calendar's route downloads first: the page's code then comes through here, so that the page's data can be
// asked for (startCalendarData) while the calendar library downloads.
export { startCalendarData } from './calendar-data';

export const calendarPage = () => import('../pages/calendar-page').then((page) => page.CalendarPage);
