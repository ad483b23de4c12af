import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The meetings section's screens (SPEC §2), in the `meetings` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 * This block holds what the routes and the meeting list say, and comes with the section's first chunk; the texts of
 * the pages loaded later live in blocks of their own (meeting-form-screens.ts, meeting-calendar-screens.ts), which
 * come with those pages. Short ids: each one is in the bundle.
 */
export const MEETING_SCREENS = {
  listTitle: { id: 'meetings.listTitle', defaultMessage: 'List Meetings' },
  addTitle: { id: 'meetings.addTitle', defaultMessage: 'Add Meeting' },
  editTitle: { id: 'meetings.editTitle', defaultMessage: 'Edit Meeting' },
  scheduleTitle: { id: 'meetings.scheduleTitle', defaultMessage: 'Team Schedule' },
  /** The calendar page's title and heading, and the list's column of 'Add to calendar' buttons. */
  calendarTitle: { id: 'meetings.calendarTitle', defaultMessage: 'Calendar' },
  listHeading: { id: 'meetings.listHeading', defaultMessage: 'List All Meetings' },
  id: { id: 'meetings.id', defaultMessage: 'Meeting Id' },
  team: { id: 'meetings.team', defaultMessage: 'Team' },
  venue: { id: 'meetings.venue', defaultMessage: 'Venue' },
  date: { id: 'meetings.date', defaultMessage: 'Date' },
  start: { id: 'meetings.start', defaultMessage: 'Start' },
  end: { id: 'meetings.end', defaultMessage: 'End' },
  comments: { id: 'meetings.comments', defaultMessage: 'Comments' },
  addToCal: { id: 'meetings.addToCal', defaultMessage: 'Add to calendar' },
  addToCalOf: { id: 'meetings.addToCalOf', defaultMessage: 'Add to calendar: {id}' },
  listEmpty: { id: 'meetings.listEmpty', defaultMessage: 'No meetings to display' },
  listCaption: { id: 'meetings.listCaption', defaultMessage: 'A list of all meetings, past, present and future.' },
  delConfirm: { id: 'meetings.delConfirm', defaultMessage: 'M006 Select OK to delete, or Cancel to return.' },
  /** For a meeting of a series: the SPEC's delete confirm M006 with the scope added. */
  delOne: { id: 'meetings.delOne', defaultMessage: 'M006 Select OK to delete this meeting only, or Cancel to return.' },
  delFollowing: {
    id: 'meetings.delFollowing',
    defaultMessage:
      'M006 Select OK to delete this meeting and the following meetings of its series, or Cancel to return.',
  },
  delFollowingLabel: { id: 'meetings.delFollowingLabel', defaultMessage: 'Del following' },
  /** What a series' Del following deletes, as a screen reader names the button after its label. */
  following: { id: 'meetings.following', defaultMessage: '{id} and the following meetings of its series' },
} satisfies Record<string, MessageDescriptor>;
