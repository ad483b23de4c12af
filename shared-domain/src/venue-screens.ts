/** The venues section's screens (SPEC §2), in the `venues` namespace of the catalogs. */
import { defineMessages } from '@formatjs/intl';

export const VENUE_SCREENS = defineMessages({
  listTitle: { id: 'venues.listTitle', defaultMessage: 'List Venues' },
  addTitle: { id: 'venues.addTitle', defaultMessage: 'Add Venue' },
  editTitle: { id: 'venues.editTitle', defaultMessage: 'Edit Venue' },
});
