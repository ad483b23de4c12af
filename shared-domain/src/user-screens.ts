/** The users section's screens (SPEC §2), in the `users` namespace of the catalogs. */
import { defineMessages } from '@formatjs/intl';

export const USER_SCREENS = defineMessages({
  addTitle: { id: 'users.addTitle', defaultMessage: 'Add User' },
  listTitle: { id: 'users.listTitle', defaultMessage: 'List Users' },
  currentTitle: { id: 'users.currentTitle', defaultMessage: 'List Current User' },
  editTitle: { id: 'users.editTitle', defaultMessage: 'Edit User' },
  activityTitle: { id: 'users.activityTitle', defaultMessage: 'Activity' },
  outboxTitle: { id: 'users.outboxTitle', defaultMessage: 'Outbox' },
  importTitle: { id: 'users.importTitle', defaultMessage: 'Import' },
});
