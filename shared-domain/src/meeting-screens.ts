/** The meetings section's screens (SPEC §2), in the `meetings` namespace of the catalogs. */
import { defineMessages } from '@formatjs/intl';

export const MEETING_SCREENS = defineMessages({
  listTitle: { id: 'meetings.listTitle', defaultMessage: 'List Meetings' },
  addTitle: { id: 'meetings.addTitle', defaultMessage: 'Add Meeting' },
  editTitle: { id: 'meetings.editTitle', defaultMessage: 'Edit Meeting' },
  scheduleTitle: { id: 'meetings.scheduleTitle', defaultMessage: 'Team Schedule' },
  calendarTitle: { id: 'meetings.calendarTitle', defaultMessage: 'Calendar' },
});
