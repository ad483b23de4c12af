import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * What Add and Edit Meeting and the team schedule pages say beyond MEETING_SCREENS (meetings namespace): apart, so
 * that these texts come with those pages' code, not with the section's first chunk.
 */
export const MEETING_FORM_SCREENS = {
  date: { id: 'meetings.form.date', defaultMessage: 'Meeting Date' },
  start: { id: 'meetings.form.start', defaultMessage: 'Start Time' },
  end: { id: 'meetings.form.end', defaultMessage: 'End Time' },
  updated: { id: 'meetings.form.updated', defaultMessage: 'Last updated' },
  nameRequired: { id: 'meetings.form.nameRequired', defaultMessage: 'Meeting Name is required' },
  teamRequired: { id: 'meetings.form.teamRequired', defaultMessage: 'Team Name is required' },
  venueRequired: { id: 'meetings.form.venueRequired', defaultMessage: 'Venue Name is required' },
  /** End Time's note for an end before the start: the meeting ends the next day ('Wed Dec 16 2026'). */
  nextDay: { id: 'meetings.form.nextDay', defaultMessage: 'Ends the next day' },
  nextDayOn: { id: 'meetings.form.nextDayOn', defaultMessage: 'Ends the next day, {date}' },
  /** Said in the live region after a save: the browser's words, beside the server's answer to a delete. */
  added: { id: 'meetings.form.added', defaultMessage: 'Meeting {id} added.' },
  saved: { id: 'meetings.form.saved', defaultMessage: 'Meeting {id} saved.' },
  repeats: { id: 'meetings.form.repeats', defaultMessage: 'Repeats' },
  never: { id: 'meetings.form.never', defaultMessage: 'Never' },
  weekly: { id: 'meetings.form.weekly', defaultMessage: 'Weekly' },
  biweekly: { id: 'meetings.form.biweekly', defaultMessage: 'Every 2 weeks' },
  /** `rank` is which of its month's weekdays the first meeting falls on (1 to 5), `weekday` that weekday's name. */
  monthly: {
    id: 'meetings.form.monthly',
    defaultMessage: 'Monthly on the {rank, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {fifth}} {weekday}',
  },
  monthlySame: { id: 'meetings.form.monthlySame', defaultMessage: 'Monthly on the same weekday' },
  until: { id: 'meetings.form.until', defaultMessage: 'Until' },
  count: { id: 'meetings.form.count', defaultMessage: 'Or number of meetings' },
  pickFirst: {
    id: 'meetings.form.pickFirst',
    defaultMessage: 'Pick the date and times, then Until or a number of meetings.',
  },
  seriesDates: { id: 'meetings.form.seriesDates', defaultMessage: 'Series dates' },
  seriesSpan: {
    id: 'meetings.form.seriesSpan',
    defaultMessage: '{count, plural, one {# meeting} other {# meetings}}: {first} to {last}',
  },
  change: { id: 'meetings.form.change', defaultMessage: 'Change' },
  list: { id: 'meetings.form.list', defaultMessage: 'List' },
  scheduleHeading: { id: 'meetings.form.scheduleHeading', defaultMessage: 'Next meetings of {team}' },
  scheduleCaption: { id: 'meetings.form.scheduleCaption', defaultMessage: 'The next meetings of {team}.' },
} satisfies Record<string, MessageDescriptor>;
