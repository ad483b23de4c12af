import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The meetings section's screens (SPEC §2), in the `meetings` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const MEETING_SCREENS = {
  listTitle: { id: 'meetings.listTitle', defaultMessage: 'List Meetings' },
  addTitle: { id: 'meetings.addTitle', defaultMessage: 'Add Meeting' },
  editTitle: { id: 'meetings.editTitle', defaultMessage: 'Edit Meeting' },
  scheduleTitle: { id: 'meetings.scheduleTitle', defaultMessage: 'Team Schedule' },
  calendarTitle: { id: 'meetings.calendarTitle', defaultMessage: 'Calendar' },
} satisfies Record<string, MessageDescriptor>;
