import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The venues section's screens (SPEC §2), in the `venues` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const VENUE_SCREENS = {
  listTitle: { id: 'venues.listTitle', defaultMessage: 'List Venues' },
  addTitle: { id: 'venues.addTitle', defaultMessage: 'Add Venue' },
  editTitle: { id: 'venues.editTitle', defaultMessage: 'Edit Venue' },
} satisfies Record<string, MessageDescriptor>;
