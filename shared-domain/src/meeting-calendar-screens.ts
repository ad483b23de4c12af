import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * What the meetings calendar (Meetings › Calendar) says beyond MEETING_SCREENS (meetings namespace): apart, so that
 * these texts come with the calendar's code, not with the section's first chunk.
 */
export const MEETING_CALENDAR_SCREENS = {
  filters: { id: 'meetings.cal.filters', defaultMessage: 'Filters' },
  filtersChosen: { id: 'meetings.cal.filtersChosen', defaultMessage: 'Filters ({count} chosen)' },
  teams: { id: 'meetings.cal.teams', defaultMessage: 'Teams' },
  venues: { id: 'meetings.cal.venues', defaultMessage: 'Venues' },
  legend: { id: 'meetings.cal.legend', defaultMessage: 'Legend' },
  booked: { id: 'meetings.cal.booked', defaultMessage: '{venue} booked (unshaded: free)' },
  today: { id: 'meetings.cal.today', defaultMessage: 'Today' },
  /** `view` is the view shown: month, week, day or agenda. */
  previous: {
    id: 'meetings.cal.previous',
    defaultMessage: 'Previous {view, select, month {month} week {week} day {day} other {agenda}}',
  },
  next: {
    id: 'meetings.cal.next',
    defaultMessage: 'Next {view, select, month {month} week {week} day {day} other {agenda}}',
  },
  view: { id: 'meetings.cal.view', defaultMessage: 'View' },
  month: { id: 'meetings.cal.month', defaultMessage: 'Month' },
  week: { id: 'meetings.cal.week', defaultMessage: 'Week' },
  day: { id: 'meetings.cal.day', defaultMessage: 'Day' },
  agenda: { id: 'meetings.cal.agenda', defaultMessage: 'Agenda' },
  goTo: { id: 'meetings.cal.goTo', defaultMessage: 'Go to date' },
  loading: { id: 'meetings.cal.loading', defaultMessage: 'Loading meetings…' },
  showMore: { id: 'meetings.cal.showMore', defaultMessage: '+{count} more' },
  /** How a slot of the week and day views is reached by keyboard, and what it says. */
  slotKeys: {
    id: 'meetings.cal.slotKeys',
    defaultMessage: 'Arrow keys move to another time or day; Enter or Space adds a meeting there.',
  },
  addAt: { id: 'meetings.cal.addAt', defaultMessage: 'Add a meeting on {date}, {times}' },
  addAtBooked: { id: 'meetings.cal.addAtBooked', defaultMessage: 'Add a meeting on {date}, {times}, {venue} booked' },
  /** The week and day views' hours, which scroll by keyboard, and their hints of meetings out of sight. */
  hours: { id: 'meetings.cal.hours', defaultMessage: 'Hours of the days shown' },
  earlier: {
    id: 'meetings.cal.earlier',
    defaultMessage: '{count, plural, one {# meeting} other {# meetings}} earlier',
  },
  later: { id: 'meetings.cal.later', defaultMessage: '{count, plural, one {# meeting} other {# meetings}} later' },
  time: { id: 'meetings.cal.time', defaultMessage: 'Time' },
  /** The agenda's other column headings. */
  date: { id: 'meetings.cal.date', defaultMessage: 'Date' },
  event: { id: 'meetings.cal.event', defaultMessage: 'Event' },
  link: { id: 'meetings.cal.link', defaultMessage: 'Meeting link' },
  mapOf: { id: 'meetings.cal.mapOf', defaultMessage: 'Map of {venue}' },
  editOf: { id: 'meetings.cal.editOf', defaultMessage: 'Edit {id}' },
  close: { id: 'meetings.cal.close', defaultMessage: 'Close' },
  /** What a meeting of a series dropped elsewhere asks: where it goes, and which of the series go with it. */
  moveScope: {
    id: 'meetings.cal.moveScope',
    defaultMessage: 'Move {id} to {date}, {times}: which meetings of its series?',
  },
  findATime: { id: 'meetings.cal.findATime', defaultMessage: 'Find a time' },
  anyVenue: { id: 'meetings.cal.anyVenue', defaultMessage: 'Any venue' },
  length: { id: 'meetings.cal.length', defaultMessage: 'Length in minutes' },
  from: { id: 'meetings.cal.from', defaultMessage: 'From' },
  to: { id: 'meetings.cal.to', defaultMessage: 'To' },
  findFree: { id: 'meetings.cal.findFree', defaultMessage: 'Find free times' },
  freeTimes: { id: 'meetings.cal.freeTimes', defaultMessage: 'Free times' },
  freeTimesIn: { id: 'meetings.cal.freeTimesIn', defaultMessage: 'Free times, in {zone}' },
  noFree: { id: 'meetings.cal.noFree', defaultMessage: 'No free time between these dates.' },
  /** Find a time's way on after its first answer, and what it says when there is no more. */
  more: { id: 'meetings.cal.more', defaultMessage: 'More free times' },
  noMore: { id: 'meetings.cal.noMore', defaultMessage: 'No more free time between these dates.' },
} satisfies Record<string, MessageDescriptor>;
